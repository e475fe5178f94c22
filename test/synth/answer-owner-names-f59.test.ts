// fresh59 blind readers (B 13 and 10 of 30): "I found 6 activity logs, among them MSSupportGroup
// (…), MSSupportGroup (…) and MSSupportGroup (…)" — events named by the resource group they
// touched, a name of another thing that tells none of them apart.
import { describe, expect, it } from "vitest";
import { answerRecordProblems } from "../../src/core/synth/dataset-quality.js";

const log = (group: string, at: string) => ({
  eventName: { localizedValue: "End request", value: "EndRequest" },
  eventTimestamp: at,
  resourceGroupName: group,
  status: { value: "Succeeded" },
});
const results = [
  JSON.stringify({
    value: [
      log("MSSupportGroup", "2026-01-10T09:15:00Z"),
      log("MSSupportGroup", "2026-02-06T11:15:00Z"),
      log("MSSupportGroup", "2026-02-05T14:45:00Z"),
      log("Sales", "2026-02-01T14:45:00Z"),
    ],
  }),
];
const turn = (answer: string) => ({
  request: "I want to list the activity logs.",
  results,
  answer,
  paramWords: [],
});

describe("list items named by another thing's name", () => {
  it("flags the readers' verbatim quote", () => {
    expect(
      answerRecordProblems(
        turn(
          "I found 6 activity logs, among them MSSupportGroup (event timestamp Jan 10 at 9:15 am), MSSupportGroup (event timestamp Feb 6 at 11:15 am) and MSSupportGroup (event timestamp Feb 5 at 2:45 pm).",
        ),
      ),
    ).toContain("owner-named");
  });

  it("passes items named by what happened, and a record's own display name", () => {
    expect(
      answerRecordProblems(
        turn(
          "I found 4 activity logs: End request (Jan 10 at 9:15 am), End request (Feb 6 at 11:15 am), End request (Feb 5 at 2:45 pm) and End request (Feb 1 at 2:45 pm).",
        ),
      ),
    ).not.toContain("owner-named");
    expect(
      answerRecordProblems({
        request: "Find the app gateways.",
        results: [JSON.stringify({ appGateways: [{ displayName: "Reporting app gateway" }] })],
        answer: "I found 1 app gateway: Reporting app gateway.",
        paramWords: [],
      }),
    ).not.toContain("owner-named");
  });
});
