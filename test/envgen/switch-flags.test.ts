import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";

type Rec = Record<string, unknown>;

// FishEye/Crucible's admin API (fresh39), no response schemas at all: `enableRepository` left the
// repository `enabled: false`, `stop` left it `started: true`, and "Retrieve a page of
// repositories." answered one repository.
let tools: ToolSpec[];
let bundle: EnvBundle;
let env: EnvInstance;

beforeAll(async () => {
  const path = "../fixtures/model/repository-switches.openapi.json";
  const text = readFileSync(new URL(path, import.meta.url), "utf8");
  const r = await ingestFile({ name: "repository-switches.openapi.json", text });
  if (!r.ok) throw new Error(r.error.message);
  tools = r.value.tools;
  const b = await generateHeuristicBundle(r.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  bundle = b.value;
  const made = await createEnvInstance(bundle);
  if (!made.ok) throw new Error(made.error.message);
  env = made.value;
});
afterAll(() => env?.dispose());

const ok = (o: unknown) => {
  const x = o as { ok: boolean; result?: unknown };
  if (!x.ok) throw new Error(JSON.stringify(o));
  return x.result as Rec;
};
const repositories = async () => ((await env.state()).repositories ?? []) as Rec[];

describe("a collection path with no response schema lists its records", () => {
  it("reads 'a page of repositories' and a path with a read of one under it as lists", () => {
    const kind = (name: string) => inferToolKind(tools.find((t) => t.name === name)!, tools).kind;
    expect(kind("get_admin_repositories")).toBe("list");
    // `/admin/groups/` beside `/admin/groups/{name}`.
    expect(kind("get_admin_groups")).toBe("list");
    expect(kind("get_admin_repositories_by_repository")).toBe("read");
    // "Lists groups allowed to access repository." after a note.
    expect(kind("permissionsGroups")).toBe("list");
  });

  it("answers every repository, which the list filters by their flags", async () => {
    const all = await repositories();
    expect(all.length).toBeGreaterThan(1);
    const listed = ok(await env.call("get_admin_repositories", {}));
    const items = Object.values(listed).find(Array.isArray) as Rec[];
    expect(items.map((r) => r.repository).sort()).toEqual(all.map((r) => r.repository).sort());
    expect(all.every((r) => typeof r.enabled === "boolean" && typeof r.started === "boolean")).toBe(
      true,
    );
  });
});

describe("a switch with no flag param sets the record's own flag", () => {
  it("seeds a record each switch can throw", async () => {
    const all = await repositories();
    for (const f of ["enabled", "started"]) {
      expect(all.some((r) => r[f] === true)).toBe(true);
      expect(all.some((r) => r[f] === false)).toBe(true);
    }
  });

  it("enable, disable, start and stop change what a read shows, and a repeat changes nothing", async () => {
    const cases: Array<[string, string, boolean]> = [
      ["enableRepository", "enabled", true],
      ["disableRepository", "enabled", false],
      ["startRepository", "started", true],
      ["stopRepository", "started", false],
    ];
    for (const [tool, field, value] of cases) {
      const rec = (await repositories()).find((r) => r[field] === !value)!;
      expect(rec, `${tool}: a record to change`).toBeDefined();
      const res = ok(await env.call(tool, { repository: rec.repository }));
      expect(res[field]).toBe(value);
      const read = ok(
        await env.call("get_admin_repositories_by_repository", { repository: rec.repository }),
      );
      expect(read[field]).toBe(value);
      // Thrown again, the switch stays where it is, as the API's does (no Conflict to drop it for).
      const again = ok(await env.call(tool, { repository: rec.repository }));
      expect(again[field]).toBe(value);
    }
    expect(bundle.model?.tools.stopRepository?.effects).toContainEqual({
      kind: "update",
      entity: "repositories",
      fields: ["started"],
    });
  });
});
