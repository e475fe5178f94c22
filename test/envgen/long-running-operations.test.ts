// Google's creates answer with a long-running Operation (`{name, done, error, metadata,
// response}`), whose `name` "should be a resource name ending with operations/{unique_id}". Read
// as the record's shape, every seeded cluster was named "operations/80686" and answers said "I
// found 1 app gateway: operations/65494" (fresh59 readers B/N).
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

const parent = {
  name: "parent",
  in: "path",
  required: true,
  description: 'Required. Format: "projects/{project}/locations/{location}"',
  schema: { type: "string" },
};
const ok = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/json": { schema } } },
});
const spec = {
  openapi: "3.0.0",
  info: { title: "Gateways", version: "v1" },
  paths: {
    "/v1/{parent}/appGateways": {
      get: {
        operationId: "appGateways.list",
        parameters: [parent],
        responses: ok({
          type: "object",
          properties: {
            appGateways: { type: "array", items: { $ref: "#/components/schemas/AppGateway" } },
          },
        }),
      },
      post: {
        operationId: "appGateways.create",
        parameters: [parent],
        requestBody: {
          content: { "application/json": { schema: { $ref: "#/components/schemas/AppGateway" } } },
        },
        responses: ok({ $ref: "#/components/schemas/Operation" }),
      },
    },
  },
  components: {
    schemas: {
      AppGateway: {
        type: "object",
        properties: {
          name: { type: "string", description: "Identifier. Name of the AppGateway resource." },
          displayName: { type: "string", description: "Optional. A human-readable name." },
        },
      },
      Operation: {
        type: "object",
        properties: {
          name: {
            type: "string",
            description:
              "The server-assigned name. The `name` should be a resource name ending with `operations/{unique_id}`.",
          },
          done: { type: "boolean" },
          error: { type: "object" },
          metadata: { type: "object" },
          response: { type: "object" },
        },
      },
    },
  },
};

describe("a create that answers with a long-running operation", () => {
  it("does not give the records it makes the operation's shape", async () => {
    const doc = await ingestFile({ name: "gateways.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const made = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (!made.ok) throw new Error(made.error.message);
    const [rows] = Object.values(made.value.initialState).filter(Array.isArray) as Record<
      string,
      unknown
    >[][];
    expect(rows!.length).toBeGreaterThan(2);
    for (const r of rows!) {
      expect(String(r.name)).not.toMatch(/^operations\//);
      expect(r.done).toBeUndefined();
    }
  });
});
