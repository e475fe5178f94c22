import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Azure Stream Analytics' quotas (fresh69, an environment without a task): every draft had the user
// say "check the subscription's current quota in Community Center for subscription
// 56b5e0a9-b645-407d-99b0-c64f86013e3d", and the knowable gate dropped it — rightly: the
// subscription is the caller's account, which the doc says "forms part of the URI for every
// service call", and an Azure region is no community centre.

const GUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/i;
const AZURE_REGION = /^(?:West US|East US|East US 2|North Europe|West Europe|Southeast Asia)$/;

describe("an Azure subscription is the caller's account, a location an Azure region", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOfFixture("stop66/azure.com_streamanalytics-subscriptions.json", 42);
  }, 60_000);

  it("subscriptionId is filled from the doc's subscription and given to the policy", () => {
    const model = bundle.model as {
      tools: Record<string, { inputs: Record<string, Record<string, unknown>> }>;
    };
    const input = model.tools.Subscriptions_ListQuotas?.inputs.subscriptionId;
    expect(input).toMatchObject({
      source: "plumbing",
      role: "credential",
      fixed: "56b5e0a9-b645-407d-99b0-c64f86013e3d",
    });
  });

  it("the seeded quotas are in Azure regions", () => {
    const rows = (bundle.initialState as Record<string, Array<Record<string, unknown>>>).quotas;
    expect(rows?.length).toBeGreaterThan(0);
    for (const r of rows ?? []) expect(String(r.location)).toMatch(AZURE_REGION);
  });

  it("tasks are kept; no user text says the subscription, every location is a region", async () => {
    const out = await synthesize([bundle], buildToolGraph([bundle]), {
      count: 8,
      seed: 42,
      turns: "mixed",
    });
    expect(out.tasks.length).toBeGreaterThan(0);
    for (const t of out.tasks) {
      for (const u of t.turns) expect(u.user).not.toMatch(GUID);
      for (const c of t.gold.calls)
        if (typeof c.args.location === "string") expect(c.args.location).toMatch(AZURE_REGION);
    }
    expect(out.trajectories[0]?.messages[0]?.content).toContain(
      "subscriptionId = 56b5e0a9-b645-407d-99b0-c64f86013e3d",
    );
  }, 120_000);
});
