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

const patchUser = {
  openapi: "3.0.3",
  info: { title: "Users", version: "1" },
  paths: {
    "/users/{username}": {
      patch: {
        operationId: "patch_user",
        parameters: [{ name: "username", in: "path", required: true, schema: { type: "string" } }],
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  username: { type: "string" },
                  email: { type: "string" },
                  changed_on: { type: "string", format: "datetime", readOnly: true },
                },
              },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("a readOnly body property is no request input", () => {
  it("a body kept whole (its names collide with a path parameter) loses them too", async () => {
    // f11: "Could you update the changed on to January 11 on the user under …" (changed_on is readOnly).
    const doc = await ingestFile({ name: "users.json", text: JSON.stringify(patchUser) });
    if (!doc.ok) throw new Error(doc.error.message);
    const props = (doc.value.tools[0]?.inputSchema.properties ?? {}) as Record<
      string,
      { properties?: object }
    >;
    expect(Object.keys(props.body?.properties ?? {}).sort()).toEqual(["email", "username"]);
  });

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
