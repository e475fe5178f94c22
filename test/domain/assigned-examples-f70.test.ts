import { describe, expect, it } from "vitest";
import { documentedValues, examplesFromText } from "../../src/core/domain/values.js";

// Service Management's rollouts `filter` ("For example, `filter='status=SUCCESS'`") was sent as
// "filter=" — the quote inside the code span ended the example (fresh70 blind readers N/U).

const FILTER =
  "Required. Use `filter` to return subset of rollouts. The following filters are supported: -- By status. For example, `filter='status=SUCCESS'` -- By strategy. For example, `filter='strategy=TrafficPercentStrategy'`";

describe("an example that sets the parameter shows the value it is set to", () => {
  it("reads `filter='status=SUCCESS'` as status=SUCCESS", () => {
    expect(examplesFromText(FILTER)).toEqual(["status=SUCCESS", "strategy=TrafficPercentStrategy"]);
    expect(documentedValues({ type: "string", description: FILTER })).not.toContain("filter=");
  });

  it("leaves other examples as they were", () => {
    expect(examplesFromText("e.g. 'JFK' or \"LHR\"")).toEqual(["JFK", "LHR"]);
    expect(examplesFromText("For example: `example.googleapis.com`.")).toEqual([
      "example.googleapis.com",
    ]);
    expect(examplesFromText("For example, `a=1` or `b=2`")).toEqual(["a=1", "b=2"]);
  });
});
