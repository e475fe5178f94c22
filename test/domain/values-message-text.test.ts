import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * WhatsApp Business (whatsapp.local, fresh44 dev run): its `Text` schema is `{"body": {"type":
 * "string"}}` (example "<Message Text>"), and the user asked to send "Message added on January 3.";
 * the profile's about read "About added on November 9." — the line written for a record no pool
 * knows, where a message and an about have theirs.
 */
describe("a message says something and an about describes someone", () => {
  const s = createValueSampler(44, {
    domain: "WhatsApp Business API send messages groups profile",
  });
  it("a message body is a message", () => {
    for (const entity of ["text", "message"]) {
      const v = String(s.value({ name: "body", entity, record: {}, schema: { type: "string" } }));
      expect(v).not.toMatch(/added on|^Updated |review\.$|from [A-Z][a-z]+ \d+\.$/);
    }
  });
  it("a profile's about is a line about its owner", () => {
    const v = String(
      s.value({ name: "text", entity: "about", record: {}, schema: { type: "string" } }),
    );
    expect(TEXTS.bio).toContain(v);
  });
});
