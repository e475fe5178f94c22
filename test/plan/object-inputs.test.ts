import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { notAGoal } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

const TEMPLATE = {
  type: "object",
  properties: { id: { type: "string" }, name: { type: "string" } },
};
// Shaped like doqs.dev's preview (fresh18): `data` a free-form object, `bbox` an object with
// required members. The sampler sent `"data":"undefined"` and `"bbox":"undefined"`; 234 plans failed
// InvalidArguments ("expected object, got string").
const PDF_SPEC = {
  openapi: "3.0.0",
  info: { title: "PDF filling", version: "1.0.0" },
  paths: {
    "/templates": {
      get: {
        operationId: "list_templates",
        responses: {
          "200": {
            description: "OK",
            content: { "application/json": { schema: { type: "array", items: TEMPLATE } } },
          },
        },
      },
    },
    "/templates/preview": {
      post: {
        operationId: "preview_pdf",
        summary: "Preview a PDF of a template's HTML",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["template_html", "data", "bbox"],
                properties: {
                  template_html: { title: "Template Html", type: "string" },
                  data: { title: "Data", type: "object" },
                  bbox: {
                    title: "BoundingBox",
                    type: "object",
                    required: ["x", "y"],
                    properties: {
                      x: { type: "number", minimum: 0 },
                      y: { type: "number", minimum: 0 },
                    },
                  },
                },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "OK",
            content: {
              "application/json": {
                schema: { type: "object", properties: { url: { type: "string" } } },
              },
            },
          },
        },
      },
    },
  },
};

describe("object-typed inputs are sent as objects", () => {
  it("a free-form object and an object with members are objects in the gold call", async () => {
    const bundle = await specBundle(PDF_SPEC, "pdf.json", 1);
    const { plans, failures } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 18,
      count: 4,
      openEnv: createEnvInstance,
    });
    expect(failures["tool-error:InvalidArguments"] ?? 0).toBe(0);
    const calls = plans.flatMap((p) => p.steps).filter((s) => s.tool === "preview_pdf");
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) {
      const args = c.grounded!.args as Record<string, unknown>;
      expect(typeof args.data).toBe("object");
      expect(args.bbox).toEqual({ x: expect.any(Number), y: expect.any(Number) });
    }
  });
});

describe("a payment authorisation is an errand, not sign-in plumbing", () => {
  const spec = (pointer: string, description: string): ToolSpec =>
    ({
      name: "Authorization",
      description,
      inputSchema: { type: "object", properties: { amt_tran: { type: "number" } } },
      source: { format: "openapi", file: "x.json", pointer },
    }) as ToolSpec;

  it("qualpay's POST /auth 'Authorizes a credit card' is a goal; POST /auth/token is not", () => {
    expect(
      notAGoal(
        spec(
          "/paths/~1auth/post",
          "Authorize Transaction\n\nAuthorizes a credit card for capture at a later time.",
        ),
      ),
    ).toBeUndefined();
    expect(notAGoal(spec("/paths/~1auth~1token/post", "Create an access token"))).toBe(
      "credentials",
    );
  });
});
