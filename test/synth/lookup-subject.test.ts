import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";

// A lookup named by its noun (`IPInfo`, `DomainLookup`) was asked about as "the country of the ip
// info for 174.167.193.207": the tool's name read out, so the request check dropped every such goal
// (fresh15: 23 of Neutrino's 24 lookups uncovered). The question is about the thing the user names.
const spec = {
  openapi: "3.0.0",
  info: { title: "Lookup tools", version: "1.0" },
  paths: {
    "/ip-info": {
      get: {
        operationId: "IPInfo",
        summary: "IP Info",
        parameters: [
          {
            name: "ip",
            in: "query",
            required: true,
            description: "An IPv4 or IPv6 address",
            schema: { type: "string", format: "ipv4" },
          },
        ],
        responses: {
          "200": {
            description: "Location of the IP",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    ip: { type: "string" },
                    country: { type: "string", description: "Full country name" },
                    city: { type: "string", description: "Name of the city" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a lookup's question names what it is about, not the tool", () => {
  it("asks about the IP address, never 'the ip info'", async () => {
    const doc = await ingestFile({ name: "lookup.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 11 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const { plans } = await sampleGroundedPlans([bundle.value], buildToolGraph([bundle.value]), {
      seed: 3,
      count: 3,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(0);
    let kept = 0;
    for (const [i, p] of plans.entries()) {
      const built = await buildTask(p, [bundle.value], { seed: i, turns: "single" });
      if (!built.ok) continue;
      kept++;
      const user = built.value.turns[0]?.user ?? "";
      expect(user).not.toMatch(/\bip info\b/i);
      expect(user).toMatch(/\bIP address \d/);
    }
    expect(kept).toBeGreaterThan(0);
  }, 120_000);
});
