import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import {
  domainTextOf,
  episodeState,
  generateHeuristicBundle,
  seedInitialState,
} from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { canonicalJson, type EnvBundle, sealBundle } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";

/** Varied initial states: one per episode seed, deterministic, valid for the bundle's tools. */

type Rec = Record<string, unknown>;
const EXAMPLES = new URL("../../public/examples/", import.meta.url);
const FILES = [
  "shop.openapi.yaml",
  "smart-home.mcp.json",
  "clinic.envfactory-metadata.json",
  "helpdesk.openai-tools.json",
];

async function build(name: string): Promise<EnvBundle> {
  const doc = await ingestFile({ name, text: readFileSync(new URL(name, EXAMPLES), "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed: 7 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

function counts(state: Rec): Record<string, number> {
  return Object.fromEntries(
    Object.entries(state)
      .filter(([, v]) => Array.isArray(v))
      .map(([k, v]) => [k, (v as unknown[]).length]),
  );
}

describe("episode states", () => {
  const bundles: Record<string, EnvBundle> = {};
  beforeAll(async () => {
    for (const f of FILES) bundles[f] = await build(f);
  });

  it("episode 0 is the bundle's initial state, from the bundle or from its tools and seed", () => {
    for (const b of Object.values(bundles)) {
      expect(episodeState(b, 0)).toEqual(b.initialState);
      const again = seedInitialState(b.model, b.tools, b.seed, {
        episodeSeed: 0,
        clockStart: b.clock.start,
        domain: domainTextOf(b),
      });
      expect(canonicalJson(again)).toBe(canonicalJson(b.initialState));
    }
  });

  it("is deterministic per (seed, episodeSeed) and differs between episodes", () => {
    for (const b of Object.values(bundles)) {
      const one = canonicalJson(episodeState(b, 1));
      expect(canonicalJson(episodeState(b, 1))).toBe(one);
      expect(one).not.toBe(canonicalJson(b.initialState));
      expect(canonicalJson(episodeState(b, 2))).not.toBe(one);
      // Same collections and record counts: ids the runtime mints later never collide.
      expect(counts(episodeState(b, 3))).toEqual(counts(b.initialState));
    }
  });

  it("episode states keep references resolvable", () => {
    for (const b of Object.values(bundles)) {
      const state = episodeState(b, 5);
      const props = (b.stateSchema.properties ?? {}) as Record<string, Rec>;
      for (const [coll, s] of Object.entries(props)) {
        const refs = (s["x-references"] ?? {}) as Record<string, string>;
        for (const [field, target] of Object.entries(refs)) {
          const idField = props[target]?.["x-id-field"] as string;
          const ids = new Set(((state[target] as Rec[]) ?? []).map((r) => r[idField]));
          for (const r of (state[coll] as Rec[]) ?? []) {
            if (r[field] === undefined || r[field] === null) continue;
            expect(ids.has(r[field]), `${coll}.${field}`).toBe(true);
          }
        }
      }
    }
  });

  it("the bundle's verification still passes when it starts from another episode", async () => {
    for (const f of ["shop.openapi.yaml", "helpdesk.openai-tools.json"]) {
      const b = bundles[f]!;
      const { report: base } = await verifyBundle(b, { seed: 1 });
      const { id: _id, verification: _v, ...content } = b;
      const varied = await sealBundle({ ...content, initialState: episodeState(b, 4) });
      const { report } = await verifyBundle(varied, { seed: 1 });
      expect(report.summary.verified, f).toBeGreaterThanOrEqual(base.summary.verified);
      // No tool that verifies from the bundle's state fails from the episode's (one that fails on
      // the base state may pass on another: the probes only try its first records).
      const failedBefore = new Set(base.tools.filter((t) => !t.passed).map((t) => t.tool));
      expect(
        report.tools.filter((t) => !t.passed && !failedBefore.has(t.tool)).map((t) => t.tool),
        f,
      ).toEqual([]);
    }
  }, 120_000);
});
