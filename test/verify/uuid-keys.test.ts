import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";

/**
 * fresh17, visualstudio.com: an environment's `id` is a plain string in the result schema while
 * every tool that names one takes `environmentId` as `format: uuid`. The seed made ids like
 * "env_1004", so 18 tools were dropped ("state ids of 'environments' such as "env_1004" do not
 * fit the schema of 'environmentId'"). The path says what the key looks like.
 */
const json = (schema: unknown) => ({ content: { "application/json": { schema } } });
const spec = {
  openapi: "3.0.1",
  info: { title: "Online environments", version: "1" },
  paths: {
    "/api/v1/environments": {
      get: {
        operationId: "listEnvironments",
        responses: {
          "200": {
            description: "ok",
            ...json({ type: "array", items: { $ref: "#/components/schemas/Environment" } }),
          },
        },
      },
    },
    "/api/v1/environments/{environmentId}": {
      parameters: [
        {
          name: "environmentId",
          in: "path",
          required: true,
          schema: { type: "string", format: "uuid" },
        },
      ],
      get: {
        operationId: "getEnvironment",
        responses: {
          "200": { description: "ok", ...json({ $ref: "#/components/schemas/Environment" }) },
        },
      },
      delete: { operationId: "deleteEnvironment", responses: { "204": { description: "gone" } } },
    },
  },
  components: {
    schemas: {
      Environment: {
        type: "object",
        properties: {
          id: { type: "string", nullable: true },
          friendlyName: { type: "string", nullable: true },
        },
      },
    },
  },
};

const sandbox = createInProcessSandbox();
afterAll(() => sandbox.dispose());

describe("record keys take the format the tools name them by", () => {
  it("uuid path ids make uuid records, and every tool verifies", async () => {
    const doc = await ingestFile({ name: "vso.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 17 });
    if (!b.ok) throw new Error(b.error.message);
    const rows = Object.values(b.value.initialState).find(Array.isArray) as { id: string }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-/);
    const { report } = await verifyBundle(b.value, { sandbox });
    expect(report.tools.filter((t) => !t.passed).map((t) => t.tool)).toEqual([]);
  });
});
