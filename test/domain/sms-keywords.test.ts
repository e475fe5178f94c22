import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// Pinpoint SMS (fresh59 readers N): keywords of a text-messaging number were "schema",
// "tutorial" and "pool" — words of the API, not what anyone texts to a business.
describe("a keyword of a text-messaging service", () => {
  const req = {
    name: "Keyword",
    schema: {
      type: "string",
      minLength: 1,
      maxLength: 30,
      description: "The keyword as a string.",
    },
    entity: "keywords",
    siblings: ["Keyword", "KeywordMessage", "KeywordAction"],
    record: {},
  };
  it("is a word people text to a number", () => {
    const s = createValueSampler(1, {
      domain: "amazon-pinpoint-sms-voice Send SMS and voice messages from phone numbers and pools.",
    });
    for (let i = 0; i < 6; i++) expect(String(s.value(req))).toMatch(/^[A-Z]{2,12}$/);
  });
  it("stays a plain tag elsewhere (a search API's keyword is not 'STOP')", () => {
    const s = createValueSampler(1, { domain: "news-search Search news articles by keyword." });
    for (let i = 0; i < 6; i++) expect(String(s.value(req))).not.toMatch(/^[A-Z]{2,12}$/);
  });
});
