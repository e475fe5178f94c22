import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { plainerTwin } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh62 (Bare Metal Solution) blind reader r2 S07, A: "list the networks" — networks.list or
 * listNetworkUsage? The gold called listNetworkUsage; a reader cannot tell which was meant. The
 * plainly named list is the goal of that request; the usage report is no goal of its own.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/baremetal-networks.openapi.json", import.meta.url),
    "utf8",
  ),
);
const USAGE = "baremetalsolution_projects_locations_networks_listNetworkUsage";
const LIST = "baremetalsolution_projects_locations_networks_list";

let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await specBundle(SPEC, "baremetal-networks.openapi.json", 5);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 12,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("of two tools a request names alike, the plainly named one is the goal", () => {
  it("listNetworkUsage is taken for networks.list", () => {
    const spec = (name: string) => bundle.tools.find((t) => t.name === name)!;
    expect(plainerTwin(bundle, spec(USAGE))).toBe(LIST);
    expect(plainerTwin(bundle, spec(LIST))).toBeUndefined();
  });

  it("no plan's goal is the network usage report", () => {
    const goals = plans.flatMap((p) =>
      (p.goals ?? [p.goal]).map((g) => p.steps.find((s) => s.id === g)?.tool),
    );
    expect(goals.length).toBeGreaterThan(0);
    expect(goals).not.toContain(USAGE);
  });
});
