import { describe, expect, it } from "vitest";
import { ARTICLES_SPEC } from "./helpers/articles-spec.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

// A read of one record through a search must name the record; the readers saw "the positive
// reactions count of the article" → `getArticles {}` (which article?).
describe("a read through a search names the record the user means", () => {
  it("the request names the article and the gold searches for it", async () => {
    const built = await singleTurnTasks(await specBundle(ARTICLES_SPEC, "articles.json", 15), 4);
    for (const { plan: p, task } of built) {
      const call = task.gold.calls.find((c) => c.tool === "getArticles");
      const q = call?.args.q;
      expect(typeof q).toBe("string");
      const outcome = p.steps.find((s) => s.tool === "getArticles")?.grounded?.outcome;
      expect(outcome?.ok && (outcome.result as { title?: string }).title).toBe(q);
      const said = task.turns.map((t) => `${t.user} ${JSON.stringify(t.reveals ?? [])}`).join(" ");
      expect(said).toContain(String(q));
      expect(said).not.toMatch(/anything about/);
    }
    expect(built.length).toBeGreaterThan(0);
  }, 120_000);
});
