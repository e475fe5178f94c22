import { describe, expect, it } from "vitest";
import type { AnswerFact } from "../../src/core/schema/index.js";
import { answerFitProblems, type FitTurn } from "../../src/core/synth/answer-fit.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// fresh60 blind readers (B): a list answer says the project the user named once per item.
const turn = (answer: string, request: string): FitTurn => ({
  request,
  results: [],
  answer,
  paramWords: [],
});

describe("a list answer that repeats the parent the user gave (fresh60 orgpolicy, B)", () => {
  const request = "Hi! Could you list the constraints in my project 162327 for me?";
  it("flags the project said after every constraint", () => {
    const a =
      "I found 9 constraints, among them constraint compute.disableSerialPortAccess in project 162327, constraint 854 in project 162327 and constraint 708 in project 162327.";
    expect(answerFitProblems(turn(a, request))).toContain("repeated-parent");
  });
  it("passes items in different places, and one place said once", () => {
    const a = "I found 2 zones: zone a in project 1 and zone b in project 2.";
    expect(answerFitProblems(turn(a, "List my zones."))).not.toContain("repeated-parent");
    const b =
      "I found 9 constraints in project 162327, among them compute.disableSerialPortAccess, 854 and 708.";
    expect(answerFitProblems(turn(b, request))).not.toContain("repeated-parent");
  });
  it("the writer says the shared project once", () => {
    const items = ["compute.disableSerialPortAccess", "854", "708"].map(
      (id, i): AnswerFact => ({
        key: `0.items.${i}`,
        label: "constraint",
        value: `projects/162327/constraints/${id}`,
        text: `constraint ${id} in project 162327`,
      }),
    );
    const count: AnswerFact = {
      key: "0.count",
      label: "number of constraints",
      value: 9,
      text: "there are 9 constraints",
    };
    const said = finalAnswer([count, ...items], false);
    expect(answerFitProblems(turn(said, request)), said).not.toContain("repeated-parent");
    expect(said).toContain("project 162327");
    expect(said).toContain("854");
  });
});
