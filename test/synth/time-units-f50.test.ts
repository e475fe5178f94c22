import { describe, expect, it } from "vitest";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

/**
 * SalesLoft's call log (fresh50, cut to the call): `duration` "The length of the call, in
 * seconds". The request read "add a new call … with a duration of 60" — 60 of what?
 */
const spec = {
  openapi: "3.0.0",
  info: { title: "Calls", version: "1" },
  paths: {
    "/v2/activities/calls.json": {
      get: {
        operationId: "listCalls",
        summary: "List calls",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Call" } },
              },
            },
          },
        },
      },
      post: {
        operationId: "createCall",
        summary: "Create a call",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["to", "duration"],
                properties: {
                  to: { type: "string", description: "Phone number that was called" },
                  duration: { type: "integer", description: "The length of the call, in seconds" },
                },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Call" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Call: {
        type: "object",
        properties: {
          id: { type: "integer" },
          to: { type: "string" },
          duration: { type: "integer", description: "The length of the call, in seconds" },
        },
      },
    },
  },
};

describe("a time length the user states", () => {
  it("says the doc's unit: 'a duration of 60 seconds', never a bare number", async () => {
    const bundle = await specBundle(spec, "calls.openapi.json", 50);
    const tasks = await singleTurnTasks(bundle, 6);
    const calls = tasks.filter(({ task }) => task.gold.calls.some((c) => c.tool === "createCall"));
    expect(calls.length).toBeGreaterThan(0);
    for (const { task } of calls) {
      const args = task.gold.calls.find((c) => c.tool === "createCall")!.args as {
        duration?: number;
      };
      const said = task.turns.map((t) => ("user" in t ? t.user : "")).join(" ");
      if (args.duration !== undefined && said.includes(String(args.duration)))
        expect(said, said).toMatch(new RegExp(`${args.duration} seconds?\\b`));
    }
  });
});
