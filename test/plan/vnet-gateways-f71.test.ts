import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { resourceNameInputs } from "../../src/core/domain/resource-names.js";
import { semanticKind } from "../../src/core/domain/values.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { type SampleAttempt, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { askFor, type FactPhrase, factPhrase } from "../../src/core/synth/writer.js";
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

describe("an Azure resource group in a request", () => {
  const group: FactPhrase = {
    key: "s1.resourceGroupName",
    value: "rg1",
    label: "resource group name",
    role: "arg",
    personal: false,
    kind: "label",
  };

  it("is where the record is, never its name", () => {
    const phrase = factPhrase(group, 0, "virtual network gateway connections");
    expect(phrase).toBe("in the resource group rg1");
    for (let seed = 0; seed < 4; seed++)
      expect(askFor(group, seed)).toMatch(/^Which resource group is it in/);
  });
});

describe("a network gateway's local address", () => {
  it("is an IP address, never a street", () => {
    const schema = { type: "string", description: "The virtual network gateway's local address." };
    expect(semanticKind({ name: "localAddress", schema }, "cloud network management client")).toBe(
      "ipv4",
    );
  });
});
