import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { resourceNameInputs } from "../../src/core/domain/resource-names.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { type SampleAttempt, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh71 Azure VNet gateways (34 tools, 0 tasks, 804 plans `no-resource-name`): the resource
 * group's doc, "The name of the resource group.", read as a Google resource name, so every call
 * under `resourceGroups/{resourceGroupName}` wanted a whole `collection/id` path no person says.
 */
const SPEC = JSON.parse(
  readFileSync(new URL("../fixtures/plan/vnet-gateways-f71.swagger.json", import.meta.url), "utf8"),
);
const GET = "VirtualNetworkGateways_Get";

let bundle: EnvBundle;
const attempts: SampleAttempt[] = [];
beforeAll(async () => {
  bundle = await specBundle(SPEC, "azure.com_network-virtualNetworkGateway.json", 5);
  await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 42,
    count: 12,
    openEnv: createEnvInstance,
    onAttempt: (a) => attempts.push(a),
  });
});

describe("an Azure name after its own collection", () => {
  it("is one segment, not a whole resource name", () => {
    const tool = bundle.tools.find((t) => t.name === GET)!;
    expect(resourceNameInputs(tool).map((i) => i.param)).toEqual([]);
  });

  it("grounds plans in a resource group", () => {
    expect(attempts.filter((a) => a.outcome === "no-resource-name")).toEqual([]);
    expect(attempts.some((a) => a.outcome === "kept")).toBe(true);
  });
});
