import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

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

type Rec = Record<string, unknown>;
describe("a read with no key finds its record by the search it is sent", () => {
  let env: EnvInstance;
  let bundle: EnvBundle;
  beforeAll(async () => {
    const r = await ingestFile({ name: "articles.json", text: JSON.stringify(SPEC) });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 15 });
    if (!b.ok) throw new Error(b.error.message);
    bundle = b.value;
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    env = made.value;
  });
  afterAll(() => env?.dispose());

  it("answers with the article whose title the search names", async () => {
    const articles = Object.values(bundle.initialState).find(Array.isArray) as Rec[];
    const titles = [...new Set(articles.map((a) => a.title as string))];
    expect(titles.length).toBeGreaterThan(1);
    for (const title of titles) {
      const r = (await env.call("getArticles", { q: title })) as { ok: boolean; result: Rec };
      expect(r.ok).toBe(true);
      expect(r.result.title).toBe(title);
    }
  });

  it("the search is what the user asks by, not a setting of the call", () => {
    const q = bundle.model?.tools.getArticles?.inputs.q;
    expect(q?.cosmetic).toBeFalsy();
    expect(q?.finds).toBe(true);
  });
});
