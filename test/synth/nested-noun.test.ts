import { describe, expect, it } from "vitest";
import { nestedNoun } from "../../src/core/synth/build-task.js";

/**
 * fresh47 (MotaWord): "upload a user profile picture for the report under
 * jonathon.schultz@example.com" — the user was picked from a users report, whose rows each hold a
 * `user`; the record named is that user, not the report.
 */
describe("the noun of a record picked inside a listed one", () => {
  it("is the nested record's key", () => {
    expect(nestedNoun("report[].user.id")).toBe("user");
    expect(nestedNoun("rows[2].billing_account.id")).toBe("billing account");
  });
  it("is nothing of its own for a record's parts, envelopes or its own fields", () => {
    expect(nestedNoun("report[].id")).toBeUndefined();
    expect(nestedNoun("data[].attributes.id")).toBeUndefined();
    expect(nestedNoun("items[].data.id")).toBeUndefined();
    expect(nestedNoun("users")).toBeUndefined();
  });
});
