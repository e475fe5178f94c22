import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * openSUSE's build service (fresh29, opensuse.org_obs.json) answers only in XML, with a schema
 * for the body. Reading no schema, "List available groups." had no output and was modelled as one
 * group's record: "Remove my group" → `get_group {}` → delete whatever one record it returned.
 */
const spec = {
  openapi: "3.0.1",
  info: { title: "Build service", version: "1" },
  paths: {
    "/group": {
      get: {
        summary: "List available groups.",
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/xml; charset=utf-8": {
                example: { count: "2", entry: [{ name: "group-admin" }, { name: "group-test" }] },
                schema: {
                  type: "object",
                  properties: {
                    count: { type: "integer" },
                    entry: {
                      type: "array",
                      items: { type: "object", properties: { name: { type: "string" } } },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/group/{group_title}": {
      delete: {
        summary: "Delete a group.",
        parameters: [
          { name: "group_title", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: { "200": { description: "OK" } },
      },
    },
  },
};

describe("an XML-only API's bodies", () => {
  it("give the tool its output schema, so a listing is a list", async () => {
    const doc = await ingestFile({ name: "obs.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const list = doc.value.tools.find((t) => t.name === "get_group");
    expect(list?.outputSchema).toMatchObject({
      properties: { entry: { type: "array" } },
    });
    const bundle = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    expect(bundle.value.model?.tools.get_group?.kind).toBe("list");
  });
  it("still prefer JSON when both are offered", async () => {
    const both = structuredClone(spec) as typeof spec & Record<string, never>;
    const content = both.paths["/group"].get.responses["200"].content as Record<string, unknown>;
    content["application/json"] = {
      schema: {
        type: "array",
        items: { type: "object", properties: { title: { type: "string" } } },
      },
    };
    const doc = await ingestFile({ name: "obs.json", text: JSON.stringify(both) });
    if (!doc.ok) throw new Error(doc.error.message);
    expect(doc.value.tools.find((t) => t.name === "get_group")?.outputSchema).toMatchObject({
      type: "array",
    });
  });
});
