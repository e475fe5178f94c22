import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";

// A read of one record through a search must name the record; the readers saw "the positive
// reactions count of the article" → `getArticles {}` (which article?).
// Shaped like dev.to's `GET /api/articles/search` (fresh15): a search whose doc hands back one
// article, found by the keywords it is sent. Readers saw `getArticles {"q":"A beginner's guide to
// sourdough"}` answer with "Five things we learned running our first meetup".
const ARTICLE = {
  type: "object",
  properties: {
    id: { type: "integer", format: "int32" },
    title: { type: "string", description: "The article title" },
    positive_reactions_count: { type: "integer", format: "int32" },
    reading_time_minutes: { type: "integer", description: "Reading time, in minutes" },
  },
};
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Articles", version: "1.0.0" },
  paths: {
    "/api/articles/search": {
      get: {
        operationId: "getArticles",
        summary: "Get a list of filtered articles",
        parameters: [
          {
            name: "q",
            in: "query",
            description: "Accepts keywords to use as a search query.",
            schema: { type: "string" },
          },
          { name: "page", in: "query", schema: { type: "integer", default: 0 } },
        ],
        responses: {
          "200": { description: "OK", content: { "application/json": { schema: ARTICLE } } },
        },
      },
    },
  },
};

describe("a read through a search names the record the user means", () => {
  it("the request names the article and the gold searches for it", async () => {
    const doc = await ingestFile({ name: "articles.json", text: JSON.stringify(SPEC) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 15 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const { plans } = await sampleGroundedPlans([bundle.value], buildToolGraph([bundle.value]), {
      seed: 3,
      count: 4,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(0);
    let kept = 0;
    for (const [i, p] of plans.entries()) {
      const built = await buildTask(p, [bundle.value], { seed: i, turns: "single" });
      if (!built.ok) continue;
      kept++;
      const call = built.value.gold.calls.find((c) => c.tool === "getArticles");
      const q = call?.args.q;
      expect(typeof q).toBe("string");
      const outcome = p.steps.find((s) => s.tool === "getArticles")?.grounded?.outcome;
      expect(outcome?.ok && (outcome.result as { title?: string }).title).toBe(q);
      const said = built.value.turns
        .map((t) => `${t.user} ${JSON.stringify(t.reveals ?? [])}`)
        .join(" ");
      expect(said).toContain(String(q));
      expect(said).not.toMatch(/anything about/);
    }
    expect(kept).toBeGreaterThan(0);
  }, 120_000);
});
