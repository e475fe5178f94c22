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
      for (const a of rows(b.initialState, "applications")) {
        expect(String(a.arn).endsWith(`/applications/${a.id}`)).toBe(true);
        // An application's own applicationId is its id, not another application's.
        if (a.applicationId !== undefined) expect(a.applicationId).toBe(a.id);
        expect(arnDefects(a)).toEqual([]);
      }
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
describe("Cognitive Services operations", () => {
  it("are Microsoft.CognitiveServices operations whose display agrees with the name", async () => {
    const b = await bundleOfFixture("stop58/azure.com_cognitiveservices.json", 1);
    const ops = rows(b.initialState, "operations");
    expect(ops.length).toBeGreaterThan(1);
    for (const o of ops) {
      expect(o.name).toMatch(/^Microsoft\.CognitiveServices\/[a-zA-Z/]+$/);
      expect(azureOperationDefects(o)).toEqual([]);
    }
    expect(new Set(ops.map((o) => o.name)).size).toBe(ops.length);
    expect(JSON.stringify(b.initialState)).not.toMatch(
      /Refund payment|Search products|Create order/,
    );
  });
});

describe("Cloud Storage for Firebase buckets", () => {
  it("belong to a project: `projects/{project}` and `projects/{project}/buckets/{bucket}`", async () => {
    const b = await bundleOfFixture("stop58/googleapis.com_firebasestorage.json", 1);
    const buckets = rows(b.initialState, "buckets");
    expect(buckets.length).toBeGreaterThan(0);
    for (const x of buckets) {
      expect(x.parent).toMatch(/^projects\/[a-z0-9-]+$/);
      expect(x.name).toMatch(new RegExp(`^${x.parent}/buckets/[a-z0-9._-]+$`));
    }
  });
});
