import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { bufferIo } from "../helpers/buffer-io.js";
import { makeBundle } from "../sandbox/helpers.js";
import {
  FROM_SOURCE,
  isAlive,
  ROOT,
  type ServedEnv,
  serve,
  stopAll,
  textOf,
} from "./serve-helpers.js";

const NOTES = "public/examples/notes.envbundle.json";

afterAll(stopAll);

describe("envfactory serve: the notes bundle over stdio", () => {
  let env: ServedEnv;
  beforeAll(async () => {
    env = await serve([NOTES, "--control-tools"]);
  });
  afterAll(async () => {
    const pid = env?.pid;
    await env?.stop();
    if (pid !== null && pid !== undefined) expect(isAlive(pid)).toBe(false);
    // It stopped on its own when the client hung up, not because the helper killed it.
    expect(env.stderr()).toContain("stopping (stdin closed)");
  });

  it("lists the bundle's tools with their schemas, hints and the control tools", async () => {
    const { tools } = await env.client.listTools();
    const names = tools.map((t) => t.name);
    expect(names).toEqual([
      "create_note",
      "list_notes",
      "get_note",
      "update_note",
      "archive_note",
      "delete_note",
      "envfactory_reset",
      "envfactory_state_hash",
    ]);
    const create = tools.find((t) => t.name === "create_note");
    expect(create?.inputSchema.required).toEqual(["title"]);
    expect(create?.outputSchema?.type).toBe("object");
    expect(create?.annotations?.readOnlyHint).toBe(false);
    expect(tools.find((t) => t.name === "list_notes")?.annotations?.readOnlyHint).toBe(true);
    expect(tools.find((t) => t.name === "delete_note")?.annotations?.destructiveHint).toBe(true);
  });

  it("creates a note, lists it, rejects a duplicate title as a tool error, and resets", async () => {
    const start = await env.call("envfactory_state_hash");
    const startHash = (start.structuredContent as { stateHash: string }).stateHash;
    expect(startHash).toMatch(/^[0-9a-f]{64}$/);

    const created = await env.call("create_note", { title: "MCP plan", tags: ["work"] });
    expect(created.isError).toBeFalsy();
    const note = created.structuredContent as { id: string; title: string };
    expect(note.title).toBe("MCP plan");
    expect(JSON.parse(textOf(created))).toEqual(note);

    const listed = await env.call("list_notes", { tag: "work" });
    const notes = (listed.structuredContent as { notes: { id: string }[] }).notes;
    expect(notes.map((n) => n.id)).toContain(note.id);

    const dup = await env.call("create_note", { title: "mcp PLAN" });
    expect(dup.isError).toBe(true);
    expect(textOf(dup)).toMatch(/^DuplicateTitle: /);

    const afterWrite = await env.call("envfactory_state_hash");
    expect((afterWrite.structuredContent as { stateHash: string }).stateHash).not.toBe(startHash);

    const reset = await env.call("envfactory_reset");
    expect(reset.isError).toBeFalsy();
    expect((reset.structuredContent as { stateHash: string }).stateHash).toBe(startHash);
    const again = await env.call("list_notes", { tag: "work" });
    const ids = (again.structuredContent as { notes: { id: string }[] }).notes.map((n) => n.id);
    expect(ids).not.toContain(note.id);
  });

  it("answers bad arguments and unknown tools with isError, not protocol errors", async () => {
    const bad = await env.call("get_note", { note_id: 42 });
    expect(bad.isError).toBe(true);
    expect(textOf(bad)).toMatch(/^InvalidArguments: /);
    const unknown = await env.call("no_such_tool", {});
    expect(unknown.isError).toBe(true);
    expect(textOf(unknown)).toMatch(/^UnknownTool: /);
    const missing = await env.call("get_note", { note_id: "note_99" });
    expect(textOf(missing)).toMatch(/^NotFound: /);
  });

  it("starts a new episode with another seed and comes back to the same state for the same seed", async () => {
    const a = await env.call("envfactory_reset", { episode_seed: 5 });
    expect((a.structuredContent as { episodeSeed: number }).episodeSeed).toBe(5);
    const b = await env.call("envfactory_reset", { episode_seed: 0 });
    const c = await env.call("envfactory_reset", { episode_seed: 0 });
    expect(b.structuredContent).toEqual(c.structuredContent);
    const bad = await env.call("envfactory_reset", { episode_seed: "x" });
    expect(bad.isError).toBe(true);
  });

  it("logs only to stderr", () => {
    expect(env.stderr()).toContain("envfactory serve: notes");
  });
});

describe("envfactory serve: hostile and broken bundles", () => {
  let dir: string;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), "envfactory-mcp-"));
    const hostile = await makeBundle(
      `export default {
        ok(state) { state.count = (state.count ?? 0) + 1; return { count: state.count }; },
        spin() { let i = 0; while (true) { i = (i + 1) % 7; } },
        native() { for (;;) new Array(1e5).fill(0); },
        boom() { throw new TypeError("handler bug"); },
      };`,
      ["ok", "spin", "native", "boom"],
    );
    writeFileSync(join(dir, "hostile.envbundle.json"), JSON.stringify(hostile));
    writeFileSync(join(dir, "broken.envbundle.json"), JSON.stringify({ format: "nope" }));
    const syntax = await makeBundle("export default {", ["x"]);
    writeFileSync(join(dir, "syntax.envbundle.json"), JSON.stringify(syntax));
  });
  afterEach(stopAll);
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("turns an infinite loop and a native-builtin loop into timeout faults and keeps serving", async () => {
    const env = await serve([join(dir, "hostile.envbundle.json"), "--timeout-ms", "300"]);
    expect((await env.call("ok")).structuredContent).toBeUndefined();
    expect(JSON.parse(textOf(await env.call("ok")))).toEqual({ count: 2 });

    const spin = await env.call("spin");
    expect(spin.isError).toBe(true);
    expect(textOf(spin)).toMatch(/^environment fault \(timeout\)/);
    expect(JSON.parse(textOf(await env.call("ok")))).toEqual({ count: 3 });

    const native = await env.call("native");
    expect(native.isError).toBe(true);
    expect(textOf(native)).toMatch(/^environment fault \(timeout\)/);
    expect(native._meta?.["envfactory/fault"]).toBe("timeout");
    expect(JSON.parse(textOf(await env.call("ok")))).toEqual({ count: 4 });

    const boom = await env.call("boom");
    expect(boom.isError).toBe(true);
    expect(textOf(boom)).toMatch(/^environment fault \(exception\).*handler bug/);
    expect(JSON.parse(textOf(await env.call("ok")))).toEqual({ count: 5 });
  });

  it("exits non-zero with a clear message when the bundle cannot be loaded", async () => {
    const { spawnSync } = await import("node:child_process");
    const r = spawnSync(
      process.execPath,
      [...FROM_SOURCE, "serve", join(dir, "broken.envbundle.json")],
      { cwd: ROOT, encoding: "utf8", timeout: 30_000 },
    );
    expect(r.status).toBe(1);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(/^envfactory serve: artifact\/invalid: .*broken\.envbundle\.json/);
  });

  it("reports unreadable files, handlers that do not load and bad usage without serving", async () => {
    const cases: [string[], number, RegExp][] = [
      [[join(dir, "missing.envbundle.json")], 1, /cannot read .*missing\.envbundle\.json/],
      [[join(dir, "syntax.envbundle.json"), "--in-process"], 1, /sandbox\/bundle-load-failed/],
      [[join(dir, "syntax.envbundle.json")], 1, /sandbox\/bundle-load-failed/],
      [[], 2, /give exactly one bundle file/],
      [[NOTES, "--episode-seed", "x"], 2, /--episode-seed must be an integer/],
      [[NOTES, "--bogus"], 2, /Unknown option '--bogus'/],
    ];
    for (const [args, code, message] of cases) {
      const io = bufferIo(ROOT);
      expect(await main(["serve", ...args], io), args.join(" ")).toBe(code);
      expect(io.err.join("")).toMatch(message);
      expect(io.out).toEqual([]);
    }
  });
});
