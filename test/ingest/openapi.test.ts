import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { plumbingValue } from "../../src/core/domain/field-roles.js";
import {
  httpOperationOf,
  type IngestedDoc,
  ingestFile,
  TOOL_NAME_PATTERN,
} from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { fixture } from "./fixture-files.js";

const EXAMPLES = dirname(
  createRequire(import.meta.url).resolve("@readme/oas-examples/package.json"),
);

function example(rel: string): { name: string; text: string } {
  return { name: rel, text: readFileSync(join(EXAMPLES, rel), "utf8") };
}

async function ingestOk(file: { name: string; text: string }): Promise<IngestedDoc> {
  const r = await ingestFile(file);
  if (!r.ok) throw new Error(`expected ${file.name} to ingest: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function tool(doc: IngestedDoc, name: string): ToolSpec {
  const t = doc.tools.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name} in ${doc.tools.map((x) => x.name).join(", ")}`);
  return t;
}

type Props = Record<string, Record<string, unknown>>;
const props = (t: ToolSpec) => (t.inputSchema as { properties: Props }).properties;

/** A minimal OpenAPI 3.0 document around `paths` (and optional components). */
function spec(paths: unknown, components: unknown = {}): { name: string; text: string } {
  const doc = { openapi: "3.0.3", info: { title: "Test API", version: "1" }, paths, components };
  return { name: "test.json", text: JSON.stringify(doc) };
}

const okJson = (schema: unknown) => ({
  "200": { description: "ok", content: { "application/json": { schema } } },
});

describe("OpenAPI 3.0 (shoe shop fixture)", () => {
  it("names the env from info.title and makes one tool per operation", async () => {
    const doc = await ingestOk(fixture("shop.openapi.yaml"));
    expect(doc).toMatchObject({ format: "openapi", name: "shoe-shop", title: "Shoe Shop API" });
    expect(doc.domain).toBe("e-commerce");
    expect(doc.tools).toHaveLength(12);
    expect(doc.warnings).toEqual([]);
  });

  it("merges path and query parameters and body properties, marking where each goes", async () => {
    const doc = await ingestOk(fixture("shop.openapi.yaml"));
    const list = tool(doc, "listOrders");
    expect(props(list).customerId).toMatchObject({ type: "string", "x-in": "path" });
    expect(props(list).status).toMatchObject({ "x-in": "query" });
    expect(list.inputSchema.required).toEqual(["customerId"]);
    const create = tool(doc, "createOrder");
    expect(Object.keys(props(create))).toEqual([
      "customer_id",
      "lines",
      "coupon_code",
      "address_id",
    ]);
    expect(props(create).lines).toMatchObject({ type: "array", minItems: 1, "x-in": "body" });
    expect(create.inputSchema.required).toEqual(["customer_id", "lines", "address_id"]);
  });

  it("takes the 2xx response as output schema with $refs resolved and nullable as a union", async () => {
    const doc = await ingestOk(fixture("shop.openapi.yaml"));
    const create = tool(doc, "createOrder");
    const out = create.outputSchema as { type: string; properties: Props };
    expect(out.type).toBe("object");
    expect(out.properties.coupon_code?.type).toEqual(["string", "null"]);
    expect(JSON.stringify(doc.tools)).not.toContain("$ref");
    const coupons = tool(doc, "listCoupons").outputSchema;
    expect(coupons).toMatchObject({ type: "array", items: { type: "object" } });
  });

  it("sets MCP annotations from the method and keeps provenance", async () => {
    const doc = await ingestOk(fixture("shop.openapi.yaml"));
    expect(tool(doc, "getProduct").annotations).toMatchObject({ readOnlyHint: true });
    expect(tool(doc, "createOrder").annotations?.readOnlyHint).toBeUndefined();
    const get = tool(doc, "getOrder");
    expect(get.source).toEqual({
      format: "openapi",
      file: "shop.openapi.yaml",
      pointer: "/paths/~1orders~1{orderId}/get",
    });
    expect(httpOperationOf(get)).toEqual({ method: "GET", path: "/orders/{orderId}" });
    expect(get.description).toBe("GET /orders/{orderId}");
  });
});

describe("OpenAPI deprecation", () => {
  it("marks an operation deprecated by its own flag or by a tag the doc labels deprecated", async () => {
    // shop-pro.jp (fresh16): the older script-tag paths sit under the tag "script(deprecated)".
    const doc = await ingestOk({
      name: "shop.json",
      text: JSON.stringify({
        openapi: "3.0.3",
        info: { title: "Shop", version: "1" },
        tags: [
          { name: "script", "x-displayName": "Script tags" },
          { name: "script(deprecated)", "x-displayName": "Script tags (deprecated)" },
          { name: "inline", "x-displayName": "Inline scripts (deprecated)" },
        ],
        paths: {
          "/appstore/v1/script_tags.json": {
            get: { operationId: "getShopScriptTags", tags: ["script"], responses: {} },
          },
          "/v1/script_tags.json": {
            get: { operationId: "getScriptTags", tags: ["script(deprecated)"], responses: {} },
          },
          "/v1/inline.json": { get: { operationId: "getInline", tags: ["inline"], responses: {} } },
          "/v1/old.json": { get: { operationId: "getOld", deprecated: true, responses: {} } },
        },
      }),
    });
    expect(tool(doc, "getShopScriptTags").annotations?.deprecated).toBeUndefined();
    expect(tool(doc, "getScriptTags").annotations?.deprecated).toBe(true);
    expect(tool(doc, "getInline").annotations?.deprecated).toBe(true);
    expect(tool(doc, "getOld").annotations?.deprecated).toBe(true);
  });
});

describe("OpenAPI building blocks", () => {
  it("names operations without operationId from method and path", async () => {
    const doc = await ingestOk(
      spec({
        "/orders/{orderId}": {
          get: { responses: {} },
          delete: { responses: {} },
        },
        "/orders": { get: { operationId: "list orders!", responses: {} } },
      }),
    );
    expect(doc.tools.map((t) => t.name)).toEqual([
      "get_orders_by_order_id",
      "delete_orders_by_order_id",
      "list_orders",
    ]);
    expect(tool(doc, "delete_orders_by_order_id").annotations).toMatchObject({
      destructiveHint: true,
    });
    // The undeclared {orderId} is still an input, with a warning.
    expect(props(tool(doc, "get_orders_by_order_id")).orderId).toEqual({
      type: "string",
      "x-in": "path",
    });
    expect(doc.warnings.map((w) => w.where)).toContain("test.json#/paths/~1orders~1{orderId}/get");
    expect(doc.tools.every((t) => TOOL_NAME_PATTERN.test(t.name))).toBe(true);
  });

  it("deduplicates clashing operationIds", async () => {
    const doc = await ingestOk(
      spec({
        "/a": { get: { operationId: "fetch", responses: {} } },
        "/b": { get: { operationId: "fetch", responses: {} } },
      }),
    );
    expect(doc.tools.map((t) => t.name)).toEqual(["fetch", "fetch_2"]);
    expect(doc.warnings.some((w) => w.where === "test.json#/paths/~1b/get/name")).toBe(true);
  });

  it("skips header and cookie parameters; operation parameters override path-level ones", async () => {
    const doc = await ingestOk(
      spec({
        "/items/{id}": {
          parameters: [
            { name: "id", in: "path", required: true, schema: { type: "string" } },
            { name: "verbose", in: "query", schema: { type: "string" } },
          ],
          get: {
            operationId: "getItem",
            parameters: [
              { name: "verbose", in: "query", schema: { type: "boolean" } },
              { name: "X-Trace", in: "header", schema: { type: "string" } },
              { name: "session", in: "cookie", schema: { type: "string" } },
            ],
            responses: okJson({ type: "object", properties: { id: { type: "string" } } }),
          },
        },
      }),
    );
    const t = tool(doc, "getItem");
    expect(Object.keys(props(t)).sort()).toEqual(["id", "verbose"]);
    expect(props(t).verbose?.type).toBe("boolean");
    expect(t.inputSchema.required).toEqual(["id"]);
  });

  it("puts a non-object body under `body`", async () => {
    const doc = await ingestOk(
      spec({
        "/tags": {
          put: {
            operationId: "replaceTags",
            requestBody: {
              required: true,
              content: {
                "application/json": { schema: { type: "array", items: { type: "string" } } },
              },
            },
            responses: {},
          },
        },
      }),
    );
    const t = tool(doc, "replaceTags");
    expect(props(t).body).toEqual({ type: "array", items: { type: "string" }, "x-in": "body" });
    expect(t.inputSchema.required).toEqual(["body"]);
    expect(t.annotations).toMatchObject({ idempotentHint: true });
  });

  it("keeps a parameter's own examples (Azure's api-version) as its schema's, and plumbing sends it", async () => {
    const doc = await ingestOk(
      spec({
        "/providers/events": {
          get: {
            operationId: "listEvents",
            parameters: [
              {
                name: "api-version",
                in: "query",
                required: true,
                description: "Client Api Version.",
                schema: { type: "string" },
                examples: { first: { value: "2015-04-01" }, second: { value: "2015-04-01" } },
              },
            ],
            responses: { "200": { description: "OK" } },
          },
        },
      }),
    );
    const schema = props(tool(doc, "listEvents"))["api-version"];
    expect(schema?.examples).toEqual(["2015-04-01"]);
    expect(plumbingValue("api-version", schema)).toBe("2015-04-01");
  });

  it("reads an object wrapper around one string enum (lyft's ride_profile) as that enum", async () => {
    const doc = await ingestOk(
      spec(
        {
          "/rides/{id}": {
            get: {
              operationId: "getRide",
              parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
              responses: {
                "200": {
                  description: "the ride",
                  content: {
                    "application/json": {
                      schema: {
                        type: "object",
                        properties: {
                          ride_profile: {
                            allOf: [{ $ref: "#/components/schemas/Profile" }],
                            description: "personal or business",
                            type: "object",
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
        { schemas: { Profile: { type: "string", enum: ["personal", "business"] } } },
      ),
    );
    const out = tool(doc, "getRide").outputSchema as { properties: Record<string, unknown> };
    expect(out.properties.ride_profile).toMatchObject({
      type: "string",
      enum: ["personal", "business"],
      description: "personal or business",
    });
  });

  it("merges allOf, keeps oneOf, and reads the first JSON-ish media type", async () => {
    const doc = await ingestOk(
      spec(
        {
          "/pets": {
            post: {
              operationId: "addPet",
              requestBody: {
                content: {
                  "application/json": {
                    schema: {
                      allOf: [
                        { $ref: "#/components/schemas/Base" },
                        {
                          type: "object",
                          required: ["kind"],
                          properties: { kind: { type: "string" } },
                        },
                      ],
                    },
                  },
                },
              },
              responses: {
                "201": {
                  description: "created",
                  content: {
                    "application/hal+json": {
                      schema: {
                        oneOf: [{ $ref: "#/components/schemas/Base" }, { type: "string" }],
                      },
                    },
                  },
                },
              },
            },
          },
        },
        {
          schemas: {
            Base: {
              type: "object",
              required: ["name"],
              properties: { name: { type: "string" }, tag: { type: "string", nullable: true } },
            },
          },
        },
      ),
    );
    const t = tool(doc, "addPet");
    expect(Object.keys(props(t)).sort()).toEqual(["kind", "name", "tag"]);
    expect(t.inputSchema.required).toEqual(["name", "kind"]);
    expect(props(t).tag?.type).toEqual(["string", "null"]);
    const out = t.outputSchema as { oneOf: unknown[] };
    expect(out.oneOf).toHaveLength(2);
    expect(out.oneOf[0]).toMatchObject({ type: "object", required: ["name"] });
  });

  it("cuts circular schemas to a placeholder instead of hanging", async () => {
    const doc = await ingestOk(
      spec(
        {
          "/nodes": {
            get: {
              operationId: "listNodes",
              responses: okJson({ $ref: "#/components/schemas/Node" }),
            },
          },
        },
        {
          schemas: {
            Node: {
              type: "object",
              properties: {
                name: { type: "string" },
                children: { type: "array", items: { $ref: "#/components/schemas/Node" } },
              },
            },
          },
        },
      ),
    );
    const out = tool(doc, "listNodes").outputSchema as { properties: Props };
    expect(out.properties.name).toEqual({ type: "string" });
    const items = (out.properties.children as { items: Record<string, unknown> }).items;
    expect(items.type).toBe("object");
    expect(String(items.description)).toMatch(/recursive Node/);
    // A plain tree: serialises without cycles.
    expect(() => JSON.stringify(doc.tools)).not.toThrow();
  });

  it("does not follow external refs and warns about dangling ones", async () => {
    const doc = await ingestOk(
      spec({
        "/x": {
          get: {
            operationId: "getX",
            responses: okJson({
              type: "object",
              properties: {
                a: { $ref: "https://example.com/schemas.json#/A" },
                b: { $ref: "#/components/schemas/Missing" },
              },
            }),
          },
        },
      }),
    );
    const out = tool(doc, "getX").outputSchema as { properties: Props };
    expect(Object.keys(out.properties)).toEqual(["a", "b"]);
    expect(doc.warnings.map((w) => w.where)).toEqual([
      "test.json#/paths/~1x/get/responses/200/content/application~1json/schema/properties/a",
      "test.json#/paths/~1x/get/responses/200/content/application~1json/schema/properties/b",
    ]);
  });
});

describe("runtime neutrality", () => {
  it("dereferences where there is no Buffer global, as in browsers, and leaves none behind", async () => {
    const g = globalThis as { Buffer?: unknown };
    const saved = g.Buffer;
    // Node loads its fetch globals lazily and they need Buffer; load them while it still exists.
    expect(typeof Headers).toBe("function");
    delete g.Buffer;
    try {
      const r = await ingestFile(fixture("shop.openapi.yaml"));
      expect(r.ok && r.value.tools.length).toBe(12);
      expect(g.Buffer).toBeUndefined();
    } finally {
      g.Buffer = saved;
    }
  });
});

describe("Swagger 2.0 and OpenAPI 3.1 examples", () => {
  it("reads the Swagger 2.0 petstore: body params, formData, response schemas", async () => {
    const doc = await ingestOk(example("2.0/json/petstore.json"));
    expect(doc).toMatchObject({ name: "swagger-petstore", domain: "pets" });
    expect(doc.tools).toHaveLength(20);
    const add = tool(doc, "addPet");
    expect(props(add).name).toMatchObject({ type: "string", "x-in": "body" });
    expect(add.inputSchema.required).toEqual(expect.arrayContaining(["name", "photoUrls"]));
    const upload = tool(doc, "uploadFile");
    expect(props(upload).file).toMatchObject({ type: "string", format: "binary", "x-in": "body" });
    expect(props(upload).petId).toMatchObject({ type: "integer", "x-in": "path" });
    expect(tool(doc, "getPetById").outputSchema).toMatchObject({ type: "object" });
    expect(tool(doc, "findPetsByStatus").outputSchema).toMatchObject({ type: "array" });
  });

  it("reads YAML and JSON editions of the same spec identically", async () => {
    const json = await ingestOk(example("3.1/json/petstore.json"));
    const yaml = await ingestOk(example("3.1/yaml/petstore.yaml"));
    const strip = (d: IngestedDoc) => d.tools.map(({ source: _s, ...t }) => t);
    expect(strip(yaml)).toEqual(strip(json));
  });

  it("reads OpenAPI 3.1 type arrays (train travel)", async () => {
    const doc = await ingestOk(example("3.1/json/train-travel.json"));
    expect(doc.domain).toBe("travel");
    expect(doc.tools.length).toBeGreaterThanOrEqual(5);
    for (const t of doc.tools) expect(t.inputSchema.type).toBe("object");
  });
});
