import { describe, expect, it } from "vitest";
import { createRng } from "../../src/core/domain/rng.js";
import { TEXTS } from "../../src/core/domain/value-data.js";
import { pickUserValue } from "../../src/core/plan/value-picker.js";

/**
 * Bundled helpdesk: "could you add a comment to the ticket? Here's the text: "Which camera did you
 * use for this?"" — a viewer's line under a video, because the comment's text was drawn with no
 * domain. Text a person writes is drawn in the environment's domain, like a search word.
 */
describe("a comment a user writes fits the environment", () => {
  it("a help desk's ticket comment is never a social-media comment", () => {
    const social = new Set(TEXTS["social-comment"] as string[]);
    const desk = new Set(TEXTS.comment as string[]);
    let fromDesk = 0;
    for (let seed = 1; seed <= 20; seed++) {
      const v = pickUserValue("text", { type: "string", description: "Comment text." }, {
        rng: createRng(seed),
        state: { tickets: [], comments: [] },
        entity: "comments",
        kind: "create",
        related: [],
        clockStart: "2026-01-05T09:00:00.000Z",
        domain: "helpdesk IT support tickets employees expenses leave",
      } as never);
      expect(social.has(String(v)), String(v)).toBe(false);
      if (desk.has(String(v))) fromDesk += 1;
    }
    expect(fromDesk).toBeGreaterThan(10);
  });
});
