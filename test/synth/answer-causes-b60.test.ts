import { describe, expect, it } from "vitest";
import { groundPlan, planId } from "../../src/core/plan/index.js";
import {
  type EnvBundleContent,
  type Plan,
  sealBundle,
  type ToolSpec,
} from "../../src/core/schema/index.js";
import { answerFitProblems } from "../../src/core/synth/answer-fit.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { answerRecordProblems } from "../../src/core/synth/dataset-quality.js";
import { buildTask } from "../../src/core/synth/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// Bad answers the fresh64 blind readers marked (stop 60, B 6 → 10 of 30): a record the user named
// by a superlative never named back, and list items named by a field of another thing.

function answer(spec: ToolSpec, result: unknown): string {
  const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, {
    docs: fieldDocs(spec.outputSchema),
    args: {},
    argNames: [],
  });
  return finalAnswer(facts, false);
}

const listOf = (name: string, entity: string, item: Record<string, unknown>): ToolSpec => ({
  name,
  kind: "list",
  entity,
  description: name,
  inputSchema: { type: "object", properties: {} },
  outputSchema: {
    type: "object",
    properties: { items: { type: "array", items: { type: "object", properties: item } } },
  },
});

// CodeGuru Reviewer's ListRepositoryAssociations, seeded without the association's Name:
// "I found 6 repository associations: akoch (Associating), ehilll (Disassociated) …".
const associations = listOf("ListRepositoryAssociations", "repository association", {
  AssociationId: { type: "string", format: "uuid" },
  Owner: {
    type: "string",
    description:
      "The owner of the repository. For a GitHub repository, this is the username for the account that owns the repository.",
  },
  State: { type: "string", enum: ["Associated", "Associating", "Disassociated"] },
});
const assocRows = {
  items: [
    { AssociationId: "1ffc376a-8fa8-4552-bd23-a597fc71c692", Owner: "akoch", State: "Associating" },
    {
      AssociationId: "02d252c1-e646-4372-ac8a-8749c3a2915b",
      Owner: "ehilll",
      State: "Disassociated",
    },
  ],
};

// Manufacturer Center's products.list: "I found 1 product: de." (its content language).
const products = listOf("manufacturers_accounts_products_list", "product", {
  productId: { type: "string", description: "The ID of the product." },
  contentLanguage: {
    type: "string",
    description: "The content language of the product as a two-letter ISO 639-1 language code.",
  },
  targetCountry: { type: "string", description: "The target country of the product." },
  parent: { type: "string" },
});
const productRows = {
  items: [
    { productId: "96", contentLanguage: "de", targetCountry: "DE", parent: "accounts/91111" },
  ],
};

describe("list items are named by what they are, never by another thing's field", () => {
  const turn = (a: string, rows: unknown, request: string) => ({
    request,
    results: [JSON.stringify(rows)],
    answer: a,
    paramWords: [],
  });
  it("the check catches associations named by their repositories' owners", () => {
    const old =
      "I found 2 repository associations: akoch (Associating) and ehilll (Disassociated).";
    expect(
      answerRecordProblems(turn(old, assocRows, "find the repository associations")),
    ).toContain("party-named");
    expect(
      answerRecordProblems(
        turn(
          "I found 2 repository associations: one by akoch (Associating) and one by ehilll (Disassociated).",
          assocRows,
          "find the repository associations",
        ),
      ),
    ).not.toContain("party-named");
  });
  it("the check catches a product named by its content language", () => {
    expect(
      answerRecordProblems(turn("I found 1 product: de.", productRows, "list the products")),
    ).toContain("code-as-name");
  });
  it("associations are told as whose they are", () => {
    const said = answer(associations, assocRows);
    expect(said).not.toMatch(/: akoch/);
    expect(said).toMatch(/one by akoch/);
  });
  it("a product is never named by its language", () => {
    expect(answer(products, productRows)).not.toMatch(/: de\b/);
  });
});

describe("a record the user picked by a superlative is named in the answer", () => {
  const pipelines = (list: unknown[]): EnvBundleContent => ({
    format: "envfactory.bundle/v1",
    name: "mini-pipelines",
    description: "Data ingestion pipelines.",
    domain: "cloud",
    seed: 7,
    clock: { start: "2026-01-10T09:00:00.000Z", stepMs: 60000 },
    stateSchema: { type: "object" },
    initialState: { pipelines: list },
    tools: [
      {
        name: "ListPipelines",
        description: "Lists all pipelines.",
        kind: "list",
        entity: "pipelines",
        inputSchema: { type: "object", properties: {} },
      },
      {
        name: "GetPipeline",
        description: "Gets the status of a pipeline.",
        kind: "read",
        entity: "pipelines",
        inputSchema: {
          type: "object",
          properties: {
            PipelineName: { type: "string", description: "The name of the pipeline." },
          },
          required: ["PipelineName"],
        },
      },
      {
        name: "DeletePipeline",
        description: "Deletes a pipeline.",
        kind: "delete",
        entity: "pipelines",
        inputSchema: {
          type: "object",
          properties: {
            PipelineName: { type: "string", description: "The name of the pipeline." },
          },
          required: ["PipelineName"],
        },
      },
    ],
    code: `
export default {
  ListPipelines(state) { return { Pipelines: state.pipelines }; },
  GetPipeline(state, args, env) {
    const p = state.pipelines.find((x) => x.PipelineName === args.PipelineName);
    if (!p) env.fail("NotFound", "no such pipeline");
    return { Pipeline: { PipelineName: p.PipelineName, Status: "ACTIVE" } };
  },
  DeletePipeline(state, args, env) {
    const i = state.pipelines.findIndex((p) => p.PipelineName === args.PipelineName);
    if (i < 0) env.fail("NotFound", "no such pipeline");
    state.pipelines.splice(i, 1);
    return {};
  },
};
`,
  });
  // Two pipelines share a name, so the one removed is picked by when it was made.
  const list = [
    { PipelineName: "web-pipeline", CreatedAt: "2025-12-20T15:30:00Z" },
    { PipelineName: "dev-pipeline", CreatedAt: "2025-10-27T14:15:00Z" },
    { PipelineName: "web-pipeline", CreatedAt: "2025-11-16T15:15:00Z" },
    { PipelineName: "dev-pipeline", CreatedAt: "2025-08-13T16:15:00Z" },
  ];
  async function task(goal = "DeletePipeline") {
    const bundle = await sealBundle(pipelines(list));
    const env = bundle.id;
    const draft = {
      seed: 1,
      envs: [env],
      goal: "s2",
      steps: [
        { id: "s1", env, tool: "ListPipelines", args: {} },
        {
          id: "s2",
          env,
          tool: goal,
          args: { PipelineName: { from: "step", step: "s1", path: "Pipelines[].PipelineName" } },
        },
      ] as Plan["steps"],
    };
    const grounded = await groundPlan({ id: await planId(draft), ...draft }, [bundle]);
    if (!grounded.ok) throw new Error(grounded.error.message);
    const built = await buildTask(grounded.value, [bundle], { seed: 3, turns: "single" });
    if (!built.ok) throw new Error(built.error.message);
    return built.value;
  }
  it("'remove the latest pipeline' is answered with the pipeline's name", async () => {
    const t = await task();
    const user = t.turns[0]?.user ?? "";
    expect(user).toMatch(/\b(?:latest|oldest)\b/);
    const removed = t.gold.calls.find((c) => c.tool === "DeletePipeline")?.args.PipelineName;
    expect(typeof removed).toBe("string");
    const confirms = (t.meta?.confirms ?? []) as (string | null)[];
    expect(confirms[0]).toContain(`"${String(removed)}"`);
  });
  it("'the status of my latest pipeline' says which pipeline it is", async () => {
    const t = await task("GetPipeline");
    const read = t.gold.calls.find((c) => c.tool === "GetPipeline")?.args.PipelineName;
    const confirms = (t.meta?.confirms ?? []) as (string | null)[];
    expect(confirms[0]).toMatch(/^Your (?:latest|oldest) pipeline is "/);
    expect(confirms[0]).toContain(`"${String(read)}"`);
  });
  const pick = (a: string) => ({
    request: "Can you remove the latest pipeline?",
    results: [JSON.stringify({ Pipelines: list }), "{}"],
    answer: a,
    paramWords: [],
    args: ["{}", '{"PipelineName":"web-pipeline"}'],
  });
  it("the check catches 'I've removed the pipeline.' and passes one that names it", () => {
    expect(answerFitProblems(pick("I've removed the pipeline."))).toContain("unnamed-pick");
    expect(answerFitProblems(pick('I\'ve removed the pipeline "web-pipeline".'))).not.toContain(
      "unnamed-pick",
    );
  });
});
