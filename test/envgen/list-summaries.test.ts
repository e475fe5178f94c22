// Kinesis Analytics v2 (fresh61 blind readers, F on 13 of 30): `ListApplications` answers
// `{"ApplicationSummaries":[…]}`, and the wrapper's words made a collection of its own,
// `application_summaries`, beside the `applications` that DescribeApplication and
// DeleteApplication work on — so users asked to "remove the application summary called Admin
// Console", and a list never found the record a delete needed.
import { describe, expect, it } from "vitest";
import { bundleOf } from "./helpers.js";

describe("a list answered as `<Record>Summaries`", () => {
  it("lists the records the other operations work on", async () => {
    const b = await bundleOf(
      new URL("../fixtures/model/kinesis-app-summaries.openapi.json", import.meta.url),
    );
    const tools = b.model!.tools;
    expect(tools.ListApplications!.entity).toBe("applications");
    expect(tools.DeleteApplication!.entity).toBe("applications");
    expect(tools.DescribeApplication!.entity).toBe("applications");
    expect(Object.keys(b.model!.entities)).not.toContain("application_summaries");
  });
});
