import { describe, expect, it } from "vitest";
import { recordNouns, sameFieldMeaning } from "../../src/core/domain/same-meaning.js";

describe("fields of one record that mean the same", () => {
  const users = recordNouns("users");
  const learners = recordNouns("learners");
  it.each([
    ["userEmail", "email", users],
    ["first_name", "firstName", users],
    ["userEmail", "email", learners],
    ["member_phone", "phone", learners],
  ])("%s ↔ %s", (a, b, nouns) => {
    expect(sameFieldMeaning(a, b, nouns)).toBe(true);
  });
  it.each([
    ["username", "name", users],
    ["channelId", "id", recordNouns("channels")],
    ["facilitatorEmail", "email", learners],
    ["userName", "name", learners],
  ])("%s is not %s", (a, b, nouns) => {
    expect(sameFieldMeaning(a, b, nouns)).toBe(false);
  });
});
