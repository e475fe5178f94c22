import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
// dev.to's article search (fresh15); see the spec's own note.
import { ARTICLES_SPEC as SPEC } from "../synth/helpers/articles-spec.js";

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
