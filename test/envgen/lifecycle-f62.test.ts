import { describe, expect, it } from "vitest";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh62 blind readers (stop 57), M and N: state machines ignored. CloudHSM's DeleteBackup left
 * the backup READY ("I've removed the backup. The backup state is ready.") though the doc makes it
 * PENDING_DELETION, restorable for 7 days by RestoreBackup, which "restores a backup that is in
 * the PENDING_DELETION state"; EMR Serverless started a TERMINATED application and deleted one the
 * doc says "has to be in a stopped or created state"; READY backups carried a DeleteTimestamp.
 * Fixtures are cut from the real specs (/work/fresh62, /work/fresh61).
 */
type Rec = Record<string, unknown>;

function withRecord(bundle: EnvBundle, coll: string, patch: Rec): { bundle: EnvBundle; rec: Rec } {
  const b = structuredClone(bundle);
  const rows = (b.initialState as Record<string, Rec[]>)[coll]!;
  Object.assign(rows[0]!, patch);
  return { bundle: b, rec: rows[0]! };
}

describe("CloudHSM backups: delete keeps the backup pending deletion, restore brings it back", () => {
  it("DeleteBackup answers PENDING_DELETION stamped now; a repeat and a restore of a READY one are refused", async () => {
    const base = await bundleOfFixture("lifecycle/cloudhsmv2-backups.json", 1);
    const { bundle, rec } = withRecord(base, "backups", { BackupState: "READY" });
    const env = await envOf(bundle);
    const id = rec.BackupId;
    const refused = await env.call("RestoreBackup", { BackupId: id });
    expect(refused.ok).toBe(false);
    if (!refused.ok && "error" in refused) {
      expect(refused.error.code).toBe("FailedPrecondition");
      expect(refused.error.message).toContain("READY");
    }
    const del = await env.call("DeleteBackup", { BackupId: id });
    expect(del.ok).toBe(true);
    const backup = (del.ok ? (del.result as Rec).Backup : undefined) as Rec;
    expect(backup.BackupState).toBe("PENDING_DELETION");
    expect(String(backup.DeleteTimestamp)).toMatch(/^2026-01-05T09:0/);
    const again = await env.call("DeleteBackup", { BackupId: id });
    expect(again.ok).toBe(false);
    if (!again.ok && "error" in again) expect(again.error.message).toContain("PENDING_DELETION");
    const back = await env.call("RestoreBackup", { BackupId: id });
    expect(back.ok).toBe(true);
    const restored = (back.ok ? (back.result as Rec).Backup : undefined) as Rec;
    expect(restored.BackupState).toBe("READY");
    expect(restored.DeleteTimestamp).toBeUndefined();
  });

  it("verifies a delete that keeps the record pending deletion (a read after shows it so)", async () => {
    const bundle = await bundleOfFixture("lifecycle/cloudhsmv2-backups.json", 1);
    const { report } = await verifyBundle(bundle);
    const del = report.tools.find((t) => t.tool === "DeleteBackup");
    expect(del?.reason).toBeUndefined();
    expect(del?.kept).toBe(true);
  });

  it("seeds and lists a time of deletion only on backups pending deletion or deleted, after their creation", async () => {
    const bundle = await bundleOfFixture("lifecycle/cloudhsmv2-backups.json", 3);
    const listed = await (await envOf(bundle)).call("DescribeBackups", { body: {} });
    const shown = (listed.ok ? (listed.result as Rec).Backups : []) as Rec[];
    // Tasks start from episode states, seeded again per task.
    const episode = episodeInitialState(bundle, 7) as Record<string, Rec[]>;
    const rows = [
      ...(bundle.initialState as Record<string, Rec[]>).backups!,
      ...shown,
      ...episode.backups!,
    ];
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) {
      if (!/DELET/.test(String(r.BackupState))) expect(r.DeleteTimestamp).toBeUndefined();
      else if (r.DeleteTimestamp !== undefined) {
        expect(String(r.DeleteTimestamp) >= String(r.CreateTimestamp)).toBe(true);
        expect(String(r.DeleteTimestamp) <= "2026-01-05T09:00:00Z").toBe(true);
      }
    }
  });
});

describe("EMR Serverless and Kinesis Analytics applications: the states an action is allowed from", () => {
  it("refuses to start a TERMINATED application or run a job on it, and to delete a STARTED one, naming the state", async () => {
    const base = await bundleOfFixture("lifecycle/emr-serverless-applications.json", 1);
    const t = withRecord(base, "applications", { state: "TERMINATED" });
    const env = await envOf(t.bundle);
    const start = await env.call("StartApplication", { applicationId: t.rec.id });
    expect(start.ok).toBe(false);
    if (!start.ok && "error" in start) expect(start.error.message).toContain("TERMINATED");
    const s = withRecord(base, "applications", { state: "STARTED" });
    const env2 = await envOf(s.bundle);
    const del = await env2.call("DeleteApplication", { applicationId: s.rec.id });
    expect(del.ok).toBe(false);
    if (!del.ok && "error" in del) expect(del.error.message).toMatch(/stopped or created.*STARTED/);
    const run = await env.call("StartJobRun", {
      applicationId: t.rec.id,
      clientToken: "tok-1",
      executionRoleArn: "arn:aws:iam::123456789012:role/emr-job",
    });
    expect(run.ok).toBe(false);
    if (!run.ok && "error" in run) expect(run.error.message).toContain("TERMINATED");
    expect((await env2.call("StopApplication", { applicationId: s.rec.id })).ok).toBe(true);
    expect((await env2.call("DeleteApplication", { applicationId: s.rec.id })).ok).toBe(true);
  });

  it("reads 'only if it is in the running status' as Stop's rule, the Force clause aside", async () => {
    const bundle = await bundleOfFixture("lifecycle/kinesisanalyticsv2-applications.json", 1);
    const pre = bundle.model?.tools.StopApplication?.preconditions ?? [];
    expect(pre).toContainEqual(expect.objectContaining({ kind: "field-in", values: ["RUNNING"] }));
    // "All scheduled and running jobs must be completed … before stopping" names no state of the app.
    const emr = await bundleOfFixture("lifecycle/emr-serverless-applications.json", 1);
    const stop = emr.model?.tools.StopApplication?.preconditions ?? [];
    expect(stop.some((p) => p.kind === "field-in")).toBe(false);
  });
});
