import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { answerNoun } from "../../src/core/envgen/seed-state.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

// fresh70 scrapewebsite.email (0 tasks, 364 plans answered NotFound): `/v1/scrape_emails.json`
// (a site in, its emails out) was a list of "scrape email" records and `/v1/scrape_store_links.json`
// a read of "scrape store link" records keyed by website, so every plan read the store links of a
// URL taken from another tool's seeded record. A scrape works on the site it is given.
const file = "scrapewebsite.email.json";
const text = readFileSync(new URL(`../fixtures/kinds/${file}`, import.meta.url), "utf8");

async function tools(): Promise<ToolSpec[]> {
  const doc = await ingestFile({ name: file, text });
  if (!doc.ok) throw new Error(doc.error.message);
  return doc.value.tools;
}

describe("a scrape of the site it is given", () => {
  it("is worked out from its input, no record to list or look up", async () => {
    const all = await tools();
    for (const name of ["GET-v1-scrape_emails---format-", "GET-v1-scrape_store_links---format-"]) {
      const info = inferToolKind(all.find((t) => t.name === name)!, all);
      expect(info.kind, name).toBe("compute");
    }
  });

  it("answers what it finds, not its route's name", () => {
    expect(answerNoun("GET-v1-scrape_emails---format-")).toBe("emails");
    expect(answerNoun("GET-v1-scrape_store_links---format-")).toBe("store_links");
  });
});
