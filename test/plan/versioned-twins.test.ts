import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { pathVersion, supersededByNewerVersion } from "../../src/core/domain/resource-names.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

/**
 * OpenAQ (fresh66 blind read, readers A on 13 of 30 samples): `/v1/countries` and `/v2/countries`,
 * `/v1/locations` and `/v2/locations`, `/v1/sources` and `/v2/sources` are one resource in two API
 * versions. "Could you find the locations?" fits both; a gold on the older one fails an assistant
 * that picked the newer. Only the newest version is ever a step of a plan.
 */
const DOC = new URL("../fixtures/stop61/openaq-versions.openapi.json", import.meta.url);
let bundle: EnvBundle;
let plans: Plan[] = [];

beforeAll(async () => {
  const doc = await ingestFile({ name: "openaq.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  plans = (
    await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 61,
      count: 16,
      openEnv: createEnvInstance,
    })
  ).plans;
}, 300_000);

describe("an older API version of the same path is never a plan step", () => {
  it("reads the version segment of a path", () => {
    expect(pathVersion("v1/locations/{location_id}")).toEqual({
      rest: "locations/{location_id}",
      rank: 3,
    });
    expect(pathVersion("/api/v2/sources")?.rest).toBe("/api/sources");
    expect(pathVersion("v2beta1/things")!.rank).toBeLessThan(pathVersion("v2/things")!.rank);
    expect(pathVersion("/locations")).toBeUndefined();
  });

  it("finds the v1 tools a v2 tool of the same path and method supersedes", () => {
    const older = [...supersededByNewerVersion(bundle.tools)].sort();
    const v1 = bundle.tools.map((t) => t.name).filter((n) => /_v1_/.test(n));
    expect(older).toEqual([...v1].sort());
    expect(older.length).toBe(6);
    // They stay tools of the environment.
    for (const name of older) expect(bundle.tools.some((t) => t.name === name)).toBe(true);
  });

  it("samples plans on the v2 tools only (fresh66 readers A)", () => {
    expect(plans.length).toBeGreaterThan(5);
    const old = plans.flatMap((p) => p.steps.map((s) => s.tool)).filter((t) => /_v1_/.test(t));
    expect(old).toEqual([]);
  });
});
