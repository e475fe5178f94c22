import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { callProblem } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// PDF Blocks (b52 dev readers M): "merge the PDF documents" → `mergeDocumentsV1
// {"file":["project-brief.pdf"]}`, one document merged with nothing.
type Json = Record<string, unknown>;
const doc = {
  openapi: "3.0.0",
  info: { title: "PDF Blocks", version: "1" },
  paths: {
    "/v1/merge_documents": {
      post: {
        operationId: "mergeDocumentsV1",
        summary: "Merge PDF documents",
        description: "Combine multiple PDF documents into a single PDF document.",
        requestBody: {
          required: true,
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file"],
                properties: {
                  file: {
                    type: "array",
                    description:
                      "The array of PDF documents. PDF documents will be merged in the same order they are inserted into this array.",
                    items: {
                      type: "string",
                      format: "binary",
                      description: "An input PDF document.",
                    },
                  },
                },
              },
            },
          },
        },
        responses: okJson({ type: "object", properties: { document_id: { type: "string" } } }),
      },
    },
  },
};

let bundle: EnvBundle;
let plans: Plan[];
beforeAll(async () => {
  bundle = await bundleOfDoc(doc, "pdfblocks.json", 3);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 4,
    count: 4,
    secondGoalProbability: 0,
    openEnv: createEnvInstance,
  }));
}, 60_000);

describe("a merge of documents", () => {
  it("is no request with one document", () => {
    const spec = bundle.tools.find((t) => t.name === "mergeDocumentsV1")!;
    const kind = bundle.model?.tools.mergeDocumentsV1?.kind ?? "action";
    expect(callProblem(bundle, spec, kind, { file: ["project-brief.pdf"] })).toBe("one-item-merge");
    expect(callProblem(bundle, spec, kind, { file: ["a.pdf", "b.pdf"] })).toBeUndefined();
  });

  it("is sampled with two documents or more, each a different one", () => {
    expect(plans.length).toBeGreaterThan(0);
    for (const p of plans) {
      const files = (p.steps.at(-1)?.grounded?.args as Json | undefined)?.file as string[];
      expect(files.length).toBeGreaterThanOrEqual(2);
      expect(new Set(files).size).toBe(files.length);
    }
  });
});
