import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * fresh11 readers (r2 S18): "I need to add a new pool with an occupied slots of 81, a queued
 * slots of 70 and with 15 slots." Airflow's `Pool.occupied_slots` is `readOnly: true` — the
 * server counts it; a request never sends it, so no request may ask for it.
 */
const spec = {
  openapi: "3.0.3",
  info: { title: "Pools", version: "1" },
  paths: {
    "/pools": {
      post: {
        operationId: "post_pool",
        requestBody: {
          required: true,
          content: { "application/json": { schema: { $ref: "#/components/schemas/Pool" } } },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
  components: {
    schemas: {
      Pool: {
        type: "object",
        required: ["name", "occupied_slots"],
        properties: {
          name: { type: "string" },
          slots: { type: "integer" },
          occupied_slots: { type: "integer", readOnly: true },
          queued_slots: { type: "integer", readOnly: true },
          description: { type: "string", nullable: true },
        },
      },
    },
  },
};

describe("a readOnly body property is no request input", () => {
  it("drops occupied/queued slots from post_pool's input, keeps what a person sets", async () => {
    const doc = await ingestFile({ name: "pools.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const tool = doc.value.tools.find((t) => t.name === "post_pool");
    const props = Object.keys((tool?.inputSchema.properties ?? {}) as object);
    expect(props.sort()).toEqual(["description", "name", "slots"]);
    // A required readOnly property is the server's to fill, not a required input.
    expect(tool?.inputSchema.required).toEqual(["name"]);
  });
});
