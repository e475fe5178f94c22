import { describe, expect, it } from "vitest";
import {
  arnDefects,
  azureOperationDefects,
  updatedBeforeCreated,
} from "../../src/core/synth/record-defects.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh62 blind readers (stop 57 → 58), N on 30 of 30: records of cloud APIs that could not
 * exist — a job run ARN `arn:awsh:emr-serverless:hs:…/applications/pB/jobruns/Os` for application
 * `mmyphim4n4mh09m4`, CloudHSM backups copied before they were made, Cognitive Services
 * operations named "Refund payment" and shown as "Read API Account".
 */
type Rec = Record<string, unknown>;
const rows = (state: unknown, key: string) =>
  ((state as Record<string, Rec[]>)[key] ?? []) as Rec[];

describe("EMR Serverless job runs", () => {
  it("are seeded with ARNs naming their own application and run", async () => {
    for (const seed of [1, 2, 3]) {
      const b = await bundleOfFixture("stop58/amazonaws.com_emr-serverless.json", seed);
      const runs = rows(b.initialState, "jobruns");
      expect(runs.length).toBeGreaterThan(0);
      for (const r of runs) {
        expect(r.arn).toBe(
          `${String(r.arn).split("/applications/")[0]}/applications/${r.applicationId}/jobruns/${r.jobRunId}`,
        );
        expect(arnDefects(r)).toEqual([]);
      }
      for (const a of rows(b.initialState, "applications"))
        expect(String(a.arn).endsWith(`/applications/${a.id}`)).toBe(true);
    }
  });

  it("started at run time answer an ARN of the application they were started on", async () => {
    const b = await bundleOfFixture("stop58/amazonaws.com_emr-serverless.json", 2);
    const app = rows(b.initialState, "applications")[0]!;
    const env = await envOf(b);
    const out = await env.call("StartJobRun", {
      applicationId: app.id,
      clientToken: "token-1",
      executionRoleArn: "arn:aws:iam::123456789012:role/analytics-role",
    });
    expect(out.ok).toBe(true);
    const run = (out as { result: Rec }).result;
    expect(run.arn).toMatch(
      new RegExp(
        `^arn:aws:emr-serverless:[a-z]{2}-[a-z]+-\\d:\\d{12}:/applications/${app.id}/jobruns/${run.jobRunId}$`,
      ),
    );
    expect(arnDefects(run)).toEqual([]);
  });
});

describe("CloudHSM backups", () => {
  it("are copied and deleted no earlier than they were made", async () => {
    for (const seed of [1, 2, 3, 4]) {
      const b = await bundleOfFixture("stop58/amazonaws.com_cloudhsmv2.json", seed);
      for (const key of Object.keys(b.initialState as object))
        for (const r of rows(b.initialState, key)) expect(updatedBeforeCreated(r)).toEqual([]);
    }
  });
});
