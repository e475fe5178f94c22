import { describe, expect, it } from "vitest";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

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
    const built = await singleTurnTasks(await specBundle(spec, "lookup.json", 11), 3);
    for (const { task } of built) {
      const user = task.turns[0]?.user ?? "";
      expect(user).not.toMatch(/\bip info\b/i);
      expect(user).toMatch(/\bIP address \d/);
    }
    expect(built.length).toBeGreaterThan(0);
  }, 120_000);
});
