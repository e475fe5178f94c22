import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { isResultControl } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

const DOC = new URL("../fixtures/plan/music-clinic.openapi.json", import.meta.url);

async function musicBundle(): Promise<EnvBundle> {
  const doc = await ingestFile({
    name: "music-clinic.openapi.json",
    text: readFileSync(DOC, "utf8"),
  });
  if (!doc.ok) throw new Error(doc.error.message);
  const bundle = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!bundle.ok) throw new Error(bundle.error.message);
  return bundle.value;
}

let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await musicBundle();
  const graph = buildToolGraph([bundle]);
  ({ plans } = await sampleGroundedPlans([bundle], graph, {
    seed: 11,
    count: 40,
    openEnv: createEnvInstance,
  }));
}, 120_000);

type Args = Record<string, unknown>;
const argsOf = (p: Plan, tool: string): Args[] =>
  p.steps.filter((s) => s.tool === tool).map((s) => (s.grounded?.args ?? {}) as Args);

describe("gold a person would ask for (music catalogue and lessons)", () => {
  it("never asks the user for paging, ordering or match modes", () => {
    const said = plans.flatMap((p) =>
      p.steps.flatMap((s) =>
        Object.entries(s.args)
          .filter(([, b]) => b.from === "user")
          .map(([k]) => k),
      ),
    );
    expect(said).toContain("query");
    for (const control of ["start", "maxResults", "nameMatchMode", "sort"])
      expect(said).not.toContain(control);
  });

  it("adds an artist only with a name, and changes one only with a new value", () => {
    const creates = plans.flatMap((p) => argsOf(p, "create_artist"));
    const updates = plans.flatMap((p) => argsOf(p, "update_artist"));
    expect(creates.length).toBeGreaterThan(0);
    expect(updates.length).toBeGreaterThan(0);
    for (const a of creates) expect(typeof a.name).toBe("string");
    for (const a of updates)
      expect(Object.keys(a).filter((k) => k !== "artist_id").length).toBeGreaterThan(0);
  });

  it("follows a first request only with one on the same record, never undoing or redoing it", () => {
    const twoGoals = plans.filter((p) => p.goals?.length === 2);
    expect(twoGoals.length).toBeGreaterThan(0);
    for (const p of twoGoals) {
      const [first, second] = (p.goals ?? []).map((id) => p.steps.find((s) => s.id === id)!);
      const ids = (s: typeof first) =>
        Object.entries(s?.grounded?.args ?? {})
          .filter(([k]) => k.endsWith("_id"))
          .map(([, v]) => v);
      // What the first request found or made: its own ids, the record it returned, or the
      // records a search returned ("find Amitabh Bhattacharya, then change his country").
      const result = first?.grounded?.outcome.ok ? first.grounded.outcome.result : undefined;
      // Every record id the first answer holds (a list of lessons, a search's artists).
      const held: unknown[] = [];
      const walk = (v: unknown): void => {
        if (Array.isArray(v)) v.forEach(walk);
        else if (v && typeof v === "object")
          for (const [k, x] of Object.entries(v)) {
            if (k.endsWith("_id") && typeof x === "string") held.push(x);
            else walk(x);
          }
      };
      walk(result);
      const target = [...ids(first), ...held];
      // The second request acts on the record the first one found or made.
      expect(ids(second).some((v) => target.includes(v))).toBe(true);
      const pair = `${first?.tool} → ${second?.tool}`;
      expect(pair).not.toMatch(/cancel_lesson → |→ cancel_lesson|create_artist → update_artist/);
    }
  });

  it("has plans of three calls: find the record, change it, then a second request about it", () => {
    const long = plans.filter((p) => p.steps.length >= 3);
    expect(long.length / plans.length).toBeGreaterThanOrEqual(0.15);
  });
});

describe("list and search mocks filter by what is asked", () => {
  it("a search by name returns the records with that name, not everything", async () => {
    const inst = await createEnvInstance(bundle);
    if (!inst.ok) throw new Error(inst.error.message);
    try {
      const all = await inst.value.call("list_artists", {});
      if (!all.ok) throw new Error("list failed");
      const items = (all.result as { items: Args[] }).items;
      expect(items.length).toBeGreaterThan(2);
      const name = String(items[1]?.name);
      const hit = await inst.value.call("list_artists", { query: name });
      if (!hit.ok) throw new Error("search failed");
      const found = (hit.result as { items: Args[] }).items;
      expect(found.map((a) => a.name)).toEqual([name]);
      // An autocomplete list of names answers with the matching names themselves.
      const names = await inst.value.call("get_artist_names", { query: name.split(" ")[0] });
      if (!names.ok) throw new Error("names failed");
      expect(names.result).toContain(name);
      for (const n of names.result as string[]) expect(n).toContain(name.split(" ")[0]);
    } finally {
      inst.value.dispose();
    }
  });
});

describe("result controls", () => {
  it("names paging, ordering and match modes, not what the user wants", () => {
    for (const n of [
      "start",
      "maxResults",
      "maxLength",
      "nameMatchMode",
      "match_mode",
      "topn",
      "sortRule",
      "orderBy",
      "lang",
      "personalNames[0].start",
      // Google's `view` (BASIC | FULL) shapes the answer: "list the clusters with a basic view"
      // (fresh59 dev run, after the read).
      "view",
    ])
      expect(isResultControl(n), n).toBe(true);
    for (const n of [
      "query",
      "name",
      "startDate",
      "start_date",
      "title",
      "html",
      "country",
      "language_code",
      "startsAt",
      "mode",
    ])
      expect(isResultControl(n), n).toBe(false);
  });
});
