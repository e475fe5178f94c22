import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { echoesRequest, inferToolKind } from "../../src/core/domain/tool-kind.js";
import { notAGoal } from "../../src/core/plan/semantics.js";
import type { EnvBundle, Plan, Task, ToolSpec } from "../../src/core/schema/index.js";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

// fresh19 readers (httpbin, cycat): "remove my anything" → get_anything then delete_anything;
// "I need the patch" → patch_patch {} → "The patch is Patch 5."; "remove my delay" → get_drip
// then delete_delay_by_delay {"delay":2}; "add a new propose" → post_propose {}. A test service's
// echoes and diagnostics keep no records, and a bare verb with nothing to say is no errand.
const SPEC = JSON.parse(
  readFileSync(new URL("../fixtures/kinds/request-mirror.openapi.json", import.meta.url), "utf8"),
);

/** Echoes of the request or of a transport behaviour: [tool, the words or shape that say so]. */
const ECHOES: string[] = [
  "get_anything",
  "post_anything",
  "delete_anything",
  "get_anything_by_anything",
  "delete_anything_by_anything",
  "post_post",
  "patch_patch",
  "get_headers",
  "get_delay_by_delay",
  "delete_delay_by_delay",
  "post_delay_by_delay",
  "get_status_by_codes",
  "put_status_by_codes",
  "delete_status_by_codes",
  "get_bytes_by_n",
  "get_drip",
  "get_redirect_by_n",
  "get_cache",
  "get_html",
  "get_gzip",
  // no telling words: its response repeats the request (args, headers, origin, url, json)
  "post_mirror",
];

let bundle: EnvBundle;
let tasks: { plan: Plan; task: Task }[];
const spec = (name: string): ToolSpec => {
  const t = bundle.tools.find((x) => x.name === name);
  if (!t) throw new Error(`${name} not in ${bundle.tools.map((x) => x.name).join(", ")}`);
  return t;
};

beforeAll(async () => {
  bundle = await specBundle(SPEC, "request-mirror.openapi.json", 5);
  tasks = await singleTurnTasks(bundle, 40);
}, 180_000);

describe("echo and diagnostic endpoints are no records", () => {
  it.each(ECHOES)("%s computes: nothing to create, remove or read back", (name) => {
    expect(echoesRequest(spec(name))).toBeDefined();
    expect(inferToolKind(spec(name), bundle.tools).kind).toBe("compute");
    expect(notAGoal(spec(name))).toBe("echo");
  });

  it("keeps the records beside them: notes, a blog post, blocked numbers", () => {
    const kind = (name: string) => inferToolKind(spec(name), bundle.tools);
    expect(kind("get_notes").kind).toBe("list");
    expect(kind("post_notes")).toMatchObject({ kind: "create", entity: "notes" });
    expect(kind("get_notes_by_note_id")).toMatchObject({ kind: "read", idParam: "noteId" });
    expect(kind("delete_notes_by_note_id")).toMatchObject({ kind: "delete", idParam: "noteId" });
    // `/blog/post` "Create a blog post": the method's name as a path word, but a record made.
    expect(kind("post_blog_post").kind).toBe("create");
    for (const name of ["get_notes", "post_notes", "post_blog_post", "post_blocked_numbers"])
      expect(echoesRequest(spec(name)), name).toBeUndefined();
  });

  it("models no collection of anythings, delays, statuses, bytes or redirects", () => {
    const entities = Object.keys(bundle.model?.entities ?? {});
    expect(entities).toContain("notes");
    for (const e of ["anythings", "delays", "statuses", "bytes", "redirects", "patches", "posts"])
      expect(entities).not.toContain(e);
  });

  it("never makes an echo the goal of a task, nor a step of one", () => {
    expect(tasks.length).toBeGreaterThan(3);
    const echoes = new Set(ECHOES);
    for (const { plan } of tasks)
      for (const step of plan.steps) expect(echoes.has(step.tool), step.tool).toBe(false);
  });

  it("a bare verb with nothing to say is an action, and no errand ('add a new propose')", () => {
    expect(inferToolKind(spec("post_propose"), bundle.tools).kind).toBe("action");
    expect(notAGoal(spec("post_propose"))).toBeDefined();
    for (const { task } of tasks)
      for (const turn of task.turns) expect(turn.user).not.toMatch(/\bpropose\b/i);
  });
});
