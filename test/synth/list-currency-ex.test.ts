import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { bundleOfText, envOf } from "../helpers/doc-env.js";

// The bundled shop's orders carry no currency field: a placed order was answered "The total is
// £195.75" in the environment's own currency, while the list of the same orders said "one with a
// total of 290.63" — a bare number beside a priced one (stop-66 closing read, B).
const shop = readFileSync(
  join(import.meta.dirname, "../../public/examples/shop.openapi.yaml"),
  "utf8",
);

describe("a list of priced records with no currency field", () => {
  it("says each amount in the environment's currency, as the one-record answer does", async () => {
    for (const seed of [1, 2]) {
      const b = await bundleOfText(shop, "shop.openapi.yaml", seed);
      const currency = b.locale?.currency;
      expect(currency).toMatch(/^[A-Z]{3}$/);
      const spec = b.tools.find((t) => t.name === "listOrders")!;
      const customers =
        (b.initialState as Record<string, Record<string, unknown>[]>).customers ?? [];
      const env = await envOf(b);
      let said = "";
      for (const c of customers) {
        const got = await env.call("listOrders", { customerId: c.id });
        if (!got.ok) continue;
        const facts = answerFactsFrom(got, "s1", toolWords(spec), 0, {
          docs: fieldDocs(spec.outputSchema),
          args: { customerId: c.id },
          argNames: ["customerId"],
          currency,
        });
        said = finalAnswer(facts, false);
        if (/I found \d+ orders?/.test(said)) break;
      }
      expect(said).toMatch(/I found \d+ orders?/);
      const symbol = new Intl.NumberFormat("en", { style: "currency", currency })
        .formatToParts(1)
        .find((p) => p.type === "currency")!.value;
      expect(said).toContain(symbol);
      expect(said).not.toMatch(/with a total of \d/);
    }
  });
});
