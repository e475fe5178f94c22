import { describe, expect, it } from "vitest";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh66 blind readers (stop 62), N: Kinesis Analytics' `ListApplications` answered an
 * application STOPPING and `DescribeApplication` the same name READY, with another ARN — the
 * `ApplicationSummaries` a list shows were a collection of their own beside the applications.
 */
type Rec = Record<string, unknown>;

describe("a list of summaries and the describe of one", () => {
  it("show one record: the describe agrees with the list on every field both show", async () => {
    for (const seed of [1, 2, 3]) {
      const b = await bundleOfFixture("stop62/amazonaws.com_kinesisanalytics.json", seed);
      const env = await envOf(b);
      const listed = await env.call("ListApplications", {});
      expect(listed.ok).toBe(true);
      const apps = (listed as { result: { ApplicationSummaries: Rec[] } }).result
        .ApplicationSummaries;
      expect(apps.length).toBeGreaterThan(0);
      for (const app of apps) {
        const got = await env.call("DescribeApplication", { ApplicationName: app.ApplicationName });
        expect(got.ok).toBe(true);
        const detail = (got as { result: { ApplicationDetail: Rec } }).result.ApplicationDetail;
        for (const k of ["ApplicationName", "ApplicationARN", "ApplicationStatus"])
          expect(detail[k], `${k} of ${String(app.ApplicationName)}`).toEqual(app[k]);
      }
    }
  });

  it("list an application made by a create, as the describe shows it", async () => {
    const b = await bundleOfFixture("stop62/amazonaws.com_kinesisanalytics.json", 1);
    const env = await envOf(b);
    const made = await env.call("CreateApplication", { ApplicationName: "clickstream-rollup" });
    expect(made.ok).toBe(true);
    const listed = await env.call("ListApplications", {});
    const apps = (listed as { result: { ApplicationSummaries: Rec[] } }).result
      .ApplicationSummaries;
    const mine = apps.find((a) => a.ApplicationName === "clickstream-rollup");
    expect(mine).toBeDefined();
    const got = await env.call("DescribeApplication", { ApplicationName: "clickstream-rollup" });
    const detail = (got as { result: { ApplicationDetail: Rec } }).result.ApplicationDetail;
    expect(detail.ApplicationARN).toEqual(mine!.ApplicationARN);
    expect(detail.ApplicationStatus).toEqual(mine!.ApplicationStatus);
  });
});
