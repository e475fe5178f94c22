import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { comesBackEmpty, emptyGoalStep } from "../../src/core/plan/empty-gold.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

// Shaped like meteosource's `GET /find_places?text=` (fresh18): "Place name or ZIP code". The
// sampler typed a made-up sentence ("Get from December 10.") and the gold answered "there are zero
// places matching …" — 13 of 120 fresh18 tasks.
const PLACES_SPEC = {
  openapi: "3.0.0",
  info: { title: "Weather places", version: "1.0.0" },
  paths: {
    "/find_places": {
      get: {
        operationId: "find_places",
        summary: "Search for places",
        parameters: [
          {
            name: "text",
            in: "query",
            required: true,
            description: "Place name or ZIP code",
            schema: { type: "string" },
          },
        ],
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      place_id: { type: "string" },
                      name: { type: "string" },
                      country: { type: "string" },
                      timezone: { type: "string" },
                    },
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

describe("comesBackEmpty", () => {
  it("is true for nothing, an empty list and an envelope of empty lists", () => {
    expect(comesBackEmpty([])).toBe(true);
    expect(comesBackEmpty(null)).toBe(true);
    expect(comesBackEmpty({})).toBe(true);
    expect(comesBackEmpty({ companies: [] })).toBe(true);
    expect(comesBackEmpty({ page: 1, page_size: 20, results: [], total_count: 0 })).toBe(true);
    expect(comesBackEmpty({ data: { items: [], total: 0 } })).toBe(true);
  });

  it("is false for a record, a record with an empty list of its own and a list with items", () => {
    expect(comesBackEmpty([{ name: "Boston" }])).toBe(false);
    expect(comesBackEmpty({ name: "Boston", tags: [] })).toBe(false);
    expect(comesBackEmpty({ temperature: 12.5 })).toBe(false);
    expect(comesBackEmpty({ results: [{ id: 1 }], total_count: 1 })).toBe(false);
    expect(comesBackEmpty(0)).toBe(false);
  });
});

describe("a lookup goal whose gold comes back empty is no task", () => {
  const plan = (env: string, tool: string, result: unknown): Plan => ({
    id: "p",
    seed: 1,
    envs: [env],
    goal: "s1",
    steps: [
      {
        id: "s1",
        env,
        tool,
        args: {},
        grounded: { args: {}, outcome: { ok: true, result } },
      },
    ],
  });

  it("finds the empty search goal, but not a search with results or an existence check", async () => {
    const bundle = await specBundle(PLACES_SPEC, "places.json", 1);
    const exists = { ...bundle.tools[0]!, name: "check_place_exists" };
    const withCheck = { ...bundle, tools: [...bundle.tools, exists] };
    expect(emptyGoalStep(plan(bundle.id, "find_places", []), [withCheck])).toBe("s1");
    expect(
      emptyGoalStep(plan(bundle.id, "find_places", [{ name: "Boston" }]), [withCheck]),
    ).toBeUndefined();
    expect(emptyGoalStep(plan(bundle.id, "check_place_exists", []), [withCheck])).toBeUndefined();
  });

  it("finds a create goal whose answer shows nothing made (bufferapp's create of status updates)", async () => {
    // fresh49 bufferapp: `POST /updates/create{mediaTypeExtension}` "Create one or more new status
    // updates." takes no body; its gold answered `"updates":[]` ("add a new status update").
    const spec = {
      openapi: "3.0.0",
      info: { title: "Buffer", version: "1" },
      paths: {
        "/updates/create{mediaTypeExtension}": {
          post: {
            description: "Create one or more new status updates.\n",
            parameters: [
              {
                in: "path",
                name: "mediaTypeExtension",
                required: true,
                schema: { type: "string", enum: [".json"] },
              },
            ],
            responses: { "200": { description: "OK" } },
          },
        },
      },
    };
    const bundle = await specBundle(spec, "buffer.json", 1);
    const tool = bundle.tools[0]!.name;
    const made = { buffer_count: 1, buffer_percentage: 57.46, success: true, updates: [] };
    expect(emptyGoalStep(plan(bundle.id, tool, made), [bundle])).toBe("s1");
    const one = { ...made, updates: [{ id: "upd_1001", text: "Launch day!" }] };
    expect(emptyGoalStep(plan(bundle.id, tool, one), [bundle])).toBeUndefined();
    // A record of its own with an empty list in it was made (logoraisr's report, whose colours
    // came back empty: every report goal was dropped, test/plan/api-families).
    const report = { created: "2026-01-02T04:00:00.000Z", report_number: 9, colors: [] };
    expect(emptyGoalStep(plan(bundle.id, tool, report), [bundle])).toBeUndefined();
  });

  it("the sampler searches for a name a listed place has, so every search finds something", async () => {
    const bundle = await specBundle(PLACES_SPEC, "places.json", 1);
    const { plans, failures } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 18,
      count: 8,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBe(8);
    for (const p of plans) {
      const goal = p.steps.find((s) => s.id === p.goal)!;
      const outcome = goal.grounded!.outcome;
      expect(outcome.ok && comesBackEmpty(outcome.result)).toBe(false);
    }
    // The searches find places because of what they send, not because empty ones were dropped.
    expect(failures["empty-gold"] ?? 0).toBeLessThan(4);
  });
});
