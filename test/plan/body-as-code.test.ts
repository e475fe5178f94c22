import { describe, expect, it } from "vitest";
import { inferFieldModel } from "../../src/core/domain/field-roles.js";
import { createRng } from "../../src/core/domain/rng.js";
import { type PickContext, pickUserValue } from "../../src/core/plan/value-picker.js";

const ctx = (): PickContext => ({
  rng: createRng(7),
  state: {},
  kind: "update",
  related: [],
  clockStart: "2026-01-05T09:00:00.000Z",
});

describe("a raw string body the doc calls an id or code carries one, not a message", () => {
  // britbox `activateSaveOffer` (POST /itv/save-offer), body "The coupon id to be checked.":
  // gold sent `{"body":"Backup itv, kept for failover."}` (fresh9 readers M).
  const coupon = { type: "string", description: "The coupon id to be checked." };

  it("is a code by role, so nobody is asked what it should say", () => {
    expect(inferFieldModel("body", coupon, { param: true }).role).toBe("code");
    // Counter-examples: bodies and texts that are messages stay free text.
    for (const description of ["The message body.", "Text of the comment.", "A note to add."])
      expect(inferFieldModel("body", { type: "string", description }, { param: true }).role).toBe(
        "free-text",
      );
  });

  it("gets a code a person has, not a sentence", () => {
    const v = pickUserValue("body", coupon, ctx());
    expect(typeof v).toBe("string");
    expect(String(v)).not.toMatch(/\s/);
    const note = pickUserValue("body", { type: "string", description: "The message body." }, ctx());
    expect(String(note)).toMatch(/\s/);
  });
});
