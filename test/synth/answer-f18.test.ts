import { describe, expect, it } from "vitest";
import { answerSayingProblems } from "../../src/core/synth/checks.js";

describe("fresh18 answers a reader rejects are caught, each by its kind", () => {
  // Answers of /work/f18-base (main 968878e), verbatim.
  it.each([
    [
      'I\'ve removed the id for the template "Renewal notice". The results are https://www.example.com/templates/384.',
      ["envelope-fact", "delete-link"],
    ],
    ["The results are https://www.example.com/templates/931.", ["envelope-fact"]],
    // What the writer said of qualpay's card type before (its flags and code, read out).
    ["The ind comm level2 is Y and the ind comm level3 is N.", ["flag-letter"]],
    ["The issuer country is US and the funding source is C.", ["letter-code"]],
    // A meshery pattern's owner, told by its `user_id`.
    ["The pattern is Team pattern and the user is use_1080.", ["owner-id"]],
    ["I found 1 reports: Q3 revenue.", ["noun-number"]],
    ["I checked, and there are 2 address on file.", ["noun-number"]],
  ])("%s", (answer, kinds) => {
    expect(answerSayingProblems(answer).sort()).toEqual([...kinds].sort());
  });

  it.each([
    "I found 8 air qualities, among them an air quality of 2 on Jan 17 at 8:30 am.",
    "I found 1 user load test preference: Standard mesh adapter.",
    "It was created on Sep 2, 2025 at 1:15 pm and it was updated on Sep 21, 2025 at 2 pm.",
    "The latitude is 52.5333 and the longitude is 13.38.",
    'I\'ve removed the meshery pattern "Basic pattern".',
    "The gate is B and the seat is 12C.",
    "Could you generate a screenshot with 500 px?",
  ])("passes %s", (answer) => {
    expect(answerSayingProblems(answer)).toEqual([]);
  });
});
