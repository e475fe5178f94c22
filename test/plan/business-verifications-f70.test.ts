import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { resourceNameInputs } from "../../src/core/domain/resource-names.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { type SampleAttempt, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh70 Business Profile verifications (0 tasks, 1770 plans `no-resource-name`): the service's
 * own name `mybusinessverifications`, ending in "s", was counted as the first collection a
 * verification list's `parent` walks, so no location's name fitted; and the verifications were
 * seeded under `verifications/…` parents (the doc's "Resource name of the location that …" read
 * as the verification's own noun), so no location had any.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/business-verifications-f70.openapi.json", import.meta.url),
    "utf8",
  ),
);
const LIST = "mybusinessverifications_locations_verifications_list";

let bundle: EnvBundle;
const attempts: SampleAttempt[] = [];
beforeAll(async () => {
  bundle = await specBundle(SPEC, "business-verifications-f70.openapi.json", 5);
  await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 42,
    count: 12,
    openEnv: createEnvInstance,
    onAttempt: (a) => attempts.push(a),
  });
});

describe("a Google service whose name ends in s", () => {
  it("is not a collection its parent walks", () => {
    const tool = bundle.tools.find((t) => t.name === LIST)!;
    const parent = resourceNameInputs(tool).find((i) => i.param === "parent");
    expect(parent?.parentWalks ?? []).not.toContain("mybusinessverifications");
  });

  it("seeds verifications under a business location (a listing number, no cloud region)", () => {
    const rows = (bundle.initialState as Record<string, { parent?: string }[]>).verifications!;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.parent).toMatch(/^locations\/\d+$/);
  });

  it("grounds plans that list a location's verifications and complete one", () => {
    const kept = attempts.filter((a) => a.outcome === "kept");
    expect(attempts.filter((a) => a.outcome === "no-resource-name")).toEqual([]);
    expect(kept.some((a) => a.tools?.includes(LIST))).toBe(true);
  });
});
