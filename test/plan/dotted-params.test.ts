import { describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

// fresh17, adobe.com_aem: Sling/OSGi config endpoints take flat form parameters whose names hold
// dots — `1_property` beside `1_property.value`, `enable.html` beside `enable.html@TypeHint`. The
// grounder read `1_property.value` as the path `1_property` → `value` and crashed the whole run
// ("Cannot create property 'value' on string '1P-9122'").
const DOC = JSON.stringify({
  openapi: "3.0.0",
  info: { title: "Config manager", version: "1.0.0" },
  paths: {
    "/configs": {
      get: {
        operationId: "listConfigs",
        summary: "List configurations",
        responses: {
          "200": {
            description: "The configurations",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Config" } },
              },
            },
          },
        },
      },
    },
    "/configs/{configName}": {
      post: {
        operationId: "postConfig",
        summary: "Update a configuration's properties",
        parameters: [
          { name: "configName", in: "path", required: true, schema: { type: "string" } },
          // With no example the property is a made-up code ("1P-9122") no user could say, and
          // the knowable gate drops every draft; AEM's docs name real properties.
          {
            name: "1_property",
            in: "query",
            required: true,
            schema: { type: "string", example: "jcr:title" },
          },
          {
            name: "1_property.value",
            in: "query",
            required: true,
            schema: { type: "string", example: "Spring campaign" },
          },
          { name: "enable.html", in: "query", schema: { type: "boolean" } },
          { name: "enable.html@TypeHint", in: "query", schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "The configuration",
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/Config" } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Config: {
        type: "object",
        properties: {
          configName: { type: "string", description: "Name of the configuration" },
          title: { type: "string" },
        },
      },
    },
  },
});

describe("parameter names that hold dots", () => {
  it("are set as one argument, not as a path into another", async () => {
    const result = await runPipeline(
      [{ name: "config.openapi.json", text: DOC }],
      { seed: 17, count: 12, turns: "mixed" },
      { store: createMemoryStore(), stages: createDefaultStages() },
    );
    const posts = result.tasks
      .flatMap((t) => t.gold.calls)
      .filter((c) => c.tool.endsWith("postConfig"));
    expect(posts.length).toBeGreaterThan(0);
    for (const c of posts) {
      expect(typeof c.args["1_property"], JSON.stringify(c.args)).toBe("string");
      expect(typeof c.args["1_property.value"], JSON.stringify(c.args)).toBe("string");
    }
  }, 120_000);
});
