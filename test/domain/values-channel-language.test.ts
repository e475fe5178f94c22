import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// fresh57 blind readers (N): a BBC iPlayer highlight's `channel` "email" or "api" (a TV channel
// belongs: bbc_one, bbc_two…), and LGTM's analysed `language` "en" or "es" (a programming
// language belongs: javascript, python…).
const str = { type: "string" };
const BBC = "BBC iPlayer Business Layer The definitive iPlayer API. programmes episodes broadcasts";
const LGTM = "LGTM API specification projects analyses code reviews query jobs snapshots";

describe("a field is filled with the kind of thing it holds in its API", () => {
  it("a broadcaster's channel is a TV channel, never a medium", () => {
    const s = createValueSampler(7, { domain: BBC });
    const channels = Array.from({ length: 12 }, () =>
      String(
        s.value({
          name: "channel",
          entity: "highlights",
          record: {},
          schema: { ...str, description: "The channel identifier to limit results to." },
        }),
      ),
    );
    for (const c of channels) expect(["web", "email", "api", "mobile"]).not.toContain(c);
    for (const c of channels) expect(c).toMatch(/^bbc_|^cbbc$|^cbeebies$/);
  });

  it("an order's channel stays a medium it came in by", () => {
    const s = createValueSampler(7, { domain: "Shop orders customers products" });
    const c = String(s.value({ name: "channel", entity: "orders", record: {}, schema: str }));
    expect(["web", "email", "api", "mobile"]).toContain(c);
  });

  it("the language a code analysis analyses is a programming language, a UI's a human one", () => {
    const s = createValueSampler(7, { domain: LGTM });
    const analysed = Array.from({ length: 8 }, () =>
      String(
        s.value({
          name: "language",
          entity: "analyses",
          record: {},
          schema: { ...str, description: "The language codes of the languages to analyze." },
        }),
      ),
    );
    for (const l of analysed) expect(["en", "de", "fr", "es"]).not.toContain(l);
    const stats = String(
      s.value({
        name: "language",
        entity: "language_stats",
        record: {},
        siblings: ["language", "lines", "alerts", "status"],
        schema: { ...str, description: "The short name for the language." },
      }),
    );
    expect(["en", "de", "fr", "es"]).not.toContain(stats);
    const ui = String(
      s.value({
        name: "language",
        entity: "users",
        record: {},
        schema: { ...str, description: "The user's preferred language." },
      }),
    );
    expect(ui).toMatch(/^[a-z]{2}$/);
  });
});

describe("an action's label is what its button says", () => {
  it('a news slide\'s actionLabel is a call to action, never "abandon" or "approve"', () => {
    const s = createValueSampler(7, { domain: "BC Gov News slides posts newsletters ministries" });
    const labels = Array.from({ length: 8 }, () =>
      String(
        s.value({
          name: "actionLabel",
          entity: "slides",
          record: { headline: "Never miss a match" },
          siblings: ["actionLabel", "actionUri", "headline", "image"],
          schema: str,
        }),
      ),
    );
    for (const l of labels)
      expect(["approve", "close", "reopen", "submit", "abandon"]).not.toContain(l);
  });
});
