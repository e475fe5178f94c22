import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * An environment is at home somewhere: its seeded expenses, the values its runtime fills results
 * with, and the currency a writer says a bare amount in are one currency. Before, the seeded
 * state and the runtime each drew their own home, and money with no currency beside it ("cancel
 * my order with a total of 414.97", bundled shop) was said in none.
 */
const helpdesk = readFileSync(
  join(import.meta.dirname, "../../public/examples/helpdesk.openai-tools.json"),
  "utf8",
);

const majority = (xs: string[]) => {
  const n = new Map<string, number>();
  for (const x of xs) n.set(x, (n.get(x) ?? 0) + 1);
  return [...n].sort((a, b) => b[1] - a[1])[0]?.[0];
};

describe("an environment's locale", () => {
  it("is the currency its seeded records mostly use, and differs between seeds", async () => {
    const doc = await ingestFile({ name: "helpdesk.openai-tools.json", text: helpdesk });
    if (!doc.ok) throw new Error(doc.error.message);
    const seen = new Set<string>();
    let at = 0;
    for (const seed of [1, 2, 3, 4, 5, 6, 7, 8]) {
      const b = await generateHeuristicBundle(doc.value, { seed });
      if (!b.ok) throw new Error(b.error.message);
      const locale = b.value.locale;
      expect(locale?.currency).toMatch(/^[A-Z]{3}$/);
      seen.add(locale?.currency ?? "");
      const expenses = (b.value.initialState.expenses ?? []) as { currency?: string }[];
      const currencies = expenses.map((e) => e.currency).filter((c): c is string => !!c);
      expect(currencies.length).toBeGreaterThan(2);
      // The doc lists EUR, USD, GBP and CNY: a home elsewhere (AUD) keeps the listed ones.
      if (["EUR", "USD", "GBP", "CNY"].includes(locale?.currency ?? "")) {
        at += 1;
        expect(majority(currencies)).toBe(locale?.currency);
      }
    }
    expect(seen.size).toBeGreaterThan(1);
    expect(at).toBeGreaterThan(3);
  });

  it("is the currency the runtime mostly fills results with", async () => {
    const shop = readFileSync(
      join(import.meta.dirname, "../../public/examples/shop.openapi.yaml"),
      "utf8",
    );
    const doc = await ingestFile({ name: "shop.openapi.yaml", text: shop });
    if (!doc.ok) throw new Error(doc.error.message);
    for (const seed of [2, 3, 5]) {
      const b = await generateHeuristicBundle(doc.value, { seed });
      if (!b.ok) throw new Error(b.error.message);
      const line = b.value.code.slice(0, b.value.code.indexOf("\n"));
      const M = JSON.parse(line.replace(/^const M = /, "").replace(/;$/, ""));
      const rows = (M.values?.currency ?? []) as string[];
      expect(rows.length).toBeGreaterThan(2);
      expect(majority(rows)).toBe(b.value.locale?.currency);
    }
  });
});
