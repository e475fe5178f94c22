import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { inputCondition, lookupKeyByName, oneOfRequired } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan, ToolSpec } from "../../src/core/schema/index.js";

/**
 * fresh57 blind readers (M, A, G) on optional inputs sent without what makes them mean something:
 * LGTM's addProject `date`/`commit` ("Optional when `mode=upload`", "Required when
 * `mode=upload`") sent with no mode — "Add a new project on Jan 18 at 9 am"; BC Gov News'
 * `FacebookPosts_GetByUri` called with no `uri` — "the timestamp and post likes" of no post;
 * brex's concierge order sent with the country alone — "place an order in Canada", for whom?
 */
const ok = { "200": { description: "OK" } };
const json = (schema: unknown) => ({
  description: "OK",
  content: { "application/json": { schema } },
});
const post = {
  type: "object",
  properties: {
    uri: { type: "string" },
    message: { type: "string", description: "The post's text." },
    likes: { type: "integer" },
    timestamp: { type: "string", format: "date-time" },
  },
};
const order = {
  type: "object",
  properties: { orderId: { type: "string" }, status: { type: "string" } },
};
const doc = {
  openapi: "3.0.0",
  info: { title: "Projects, posts and orders", version: "1" },
  paths: {
    "/projects": {
      post: {
        operationId: "addProject",
        summary: "Add a project",
        parameters: [
          {
            name: "repository",
            in: "query",
            required: true,
            schema: { type: "string", format: "uri" },
            description: "The URL of the repository to analyze.",
          },
          {
            name: "mode",
            in: "query",
            schema: { type: "string", enum: ["full", "sparse", "upload"] },
            description: "The analysis mode of the new project.",
          },
          {
            name: "commit",
            in: "query",
            schema: { type: "string" },
            description:
              "Required when `mode=upload`, specify the identifier of the commit used to generate the database.",
          },
          {
            name: "date",
            in: "query",
            schema: { type: "string", format: "date-time" },
            description:
              "Optional when `mode=upload`, specify the date and time of the commit used to generate the database.",
          },
        ],
        responses: {
          "200": json({
            type: "object",
            properties: { id: { type: "integer" }, name: { type: "string" } },
          }),
        },
      },
    },
    "/posts": {
      get: {
        operationId: "FacebookPosts_GetAll",
        summary: "Get all Facebook posts",
        responses: { "200": json({ type: "array", items: post }) },
      },
    },
    "/posts/ByUri": {
      get: {
        operationId: "FacebookPosts_GetByUri",
        summary: "Get a Facebook post based on a Uri",
        parameters: [
          { name: "uri", in: "query", schema: { type: "string", default: "" }, description: "" },
          {
            name: "api-version",
            in: "query",
            required: true,
            schema: { type: "string", default: "1.0" },
            description: "The requested API version",
          },
        ],
        responses: { "200": json(post) },
      },
    },
    "/orders/concierge": {
      post: {
        operationId: "ProductOrderConcierge",
        summary: "Places a concierge order",
        requestBody: {
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                properties: {
                  companyName: {
                    type: "string",
                    description:
                      "Name of the company for which a document should be ordered. (Not required if subjectId is given)",
                  },
                  country: {
                    type: "string",
                    description: "Two letter ISO code of the country of the company",
                  },
                  priority: {
                    type: "string",
                    description: "Priority of order: standard/express are allowed",
                  },
                  registerNumber: {
                    type: "string",
                    description:
                      "Registration number of the company for which a document should be ordered. (Not required if subjectId is given)",
                  },
                  subjectId: {
                    type: "string",
                    description: "Kompanyid of the company you want to place the order for",
                  },
                },
              },
            },
          },
        },
        responses: { "200": json(order) },
      },
    },
    "/orders/{orderId}": {
      get: {
        operationId: "ProductStatus",
        parameters: [{ name: "orderId", in: "path", required: true, schema: { type: "string" } }],
        responses: ok,
      },
    },
  },
};

async function bundle() {
  const d = await ingestFile({ name: "mixed.openapi.json", text: JSON.stringify(doc) });
  if (!d.ok) throw new Error(d.error.message);
  const b = await generateHeuristicBundle(d.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const specOf = async (name: string): Promise<ToolSpec> => {
  const t = (await bundle()).tools.find((x) => x.name === name);
  if (!t) throw new Error(`no ${name}`);
  return t;
};

describe("what an optional input applies with, read from the doc", () => {
  it("'Required when `mode=upload`' and 'Optional when `mode=upload`' name mode = upload", async () => {
    const spec = await specOf("addProject");
    expect(inputCondition(spec, "commit")).toEqual({ input: "mode", value: "upload" });
    expect(inputCondition(spec, "date")).toEqual({ input: "mode", value: "upload" });
    expect(inputCondition(spec, "repository")).toBeUndefined();
  });
  it("'(Not required if subjectId is given)' makes the named inputs alternatives", async () => {
    expect(oneOfRequired(await specOf("ProductOrderConcierge"))).toEqual([
      "companyName",
      "registerNumber",
      "subjectId",
    ]);
  });
  it("a lookup named 'ByUri' finds its record by uri", async () => {
    expect(lookupKeyByName(await specOf("FacebookPosts_GetByUri"))).toBe("uri");
    expect(lookupKeyByName(await specOf("FacebookPosts_GetAll"))).toBeUndefined();
  });
});

describe("plans send an optional input with what it needs", () => {
  let plans: Plan[] | undefined;
  const sampled = async (): Promise<Plan[]> => {
    if (plans) return plans;
    const b = await bundle();
    const out = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 7,
      count: 40,
      openEnv: createEnvInstance,
      optionalInputProbability: 0.9,
    });
    plans = out.plans;
    return plans;
  };
  const calls = (ps: Plan[], tool: string) =>
    ps.flatMap((p) => p.steps.filter((s) => s.tool === tool).map((s) => s.grounded?.args ?? {}));

  it("an upload's commit or date goes with mode=upload", async () => {
    const adds = calls(await sampled(), "addProject");
    const conditional = adds.filter((a) => "commit" in a || "date" in a);
    expect(conditional.length).toBeGreaterThan(0);
    for (const a of conditional) expect(a.mode).toBe("upload");
  }, 120_000);

  // Here no uri the posts list gives finds a post by uri (the runtime answers NotFound), so the
  // goal is dropped: before, it went out as `{}` and answered about a post nobody named.
  it("a lookup by uri is never sent without a uri", async () => {
    const gets = calls(await sampled(), "FacebookPosts_GetByUri");
    for (const a of gets) expect(a).toHaveProperty("uri");
  }, 120_000);

  it("a concierge order names its company, one way only", async () => {
    const orders = calls(await sampled(), "ProductOrderConcierge");
    expect(orders.length).toBeGreaterThan(0);
    for (const a of orders) {
      const named = ["companyName", "registerNumber", "subjectId"].filter((k) => k in a);
      expect(named).toHaveLength(1);
    }
  }, 120_000);
});
