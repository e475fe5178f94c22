import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { okJson } from "../helpers/doc-env.js";

// EPA's RCRA service (fresh31 readers G/A) documents every endpoint twice, GET with a query and
// POST with the same fields as a form: "Returns the JSON Object Name and ColumnId …". The POST
// twin was modelled as "add a new metadata" while its GET reads; the same operation sent as a
// form keeps nothing either.
const SAID = "Returns the JSON Object Name and ColumnId for usage with the qcolumns parameter.";
const OUTPUT = {
  name: "output",
  in: "query",
  description: "Output Format Flag.",
  schema: { type: "string", enum: ["JSON", "XML"] },
};
const doc = {
  openapi: "3.0.0",
  info: { title: "Facility data service", version: "1" },
  paths: {
    "/rest_services.metadata": {
      get: {
        summary: "Metadata Service",
        description: SAID,
        parameters: [OUTPUT],
        responses: okJson({ type: "object", properties: { Results: { type: "object" } } }),
      },
      post: {
        summary: "Metadata Service",
        description: SAID,
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: { output: { type: "string", enum: ["JSON", "XML"] } },
              },
            },
          },
        },
        responses: okJson({ type: "object", properties: { Results: { type: "object" } } }),
      },
    },
    // A POST beside a GET on one path that says something else is its own operation.
    "/notes": {
      get: {
        summary: "List notes",
        responses: okJson({ type: "array", items: { type: "object" } }),
      },
      post: {
        summary: "Create a note",
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { text: { type: "string" } } },
            },
          },
        },
        responses: okJson({ type: "object", properties: { id: { type: "string" } } }),
      },
    },
  },
};

async function tools(): Promise<ToolSpec[]> {
  const r = await ingestFile({ name: "rcra.json", text: JSON.stringify(doc) });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tools;
}
const viaSource = (all: ToolSpec[], method: string, path: string) =>
  all.find((t) => t.source?.pointer === `/paths/${path.replace(/\//g, "~1")}/${method}`)!;

describe("a POST that repeats its path's GET", () => {
  it("is the same operation as the GET, not a new record", async () => {
    const all = await tools();
    const get = inferToolKind(viaSource(all, "get", "/rest_services.metadata"), all);
    const post = inferToolKind(viaSource(all, "post", "/rest_services.metadata"), all);
    expect(post.kind).toBe(get.kind);
    expect(post.kind).not.toBe("create");
  });
  it("leaves a POST that says something else alone", async () => {
    const all = await tools();
    expect(inferToolKind(viaSource(all, "post", "/notes"), all).kind).toBe("create");
    expect(inferToolKind(viaSource(all, "get", "/notes"), all).kind).toBe("list");
  });
});
