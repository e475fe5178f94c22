import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance, type EnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh61 (Kinesis Analytics v2) blind readers A/M: `DescribeApplicationVersion
 * {"ApplicationName":"Admin Console","ApplicationVersionId":8}` answered another application's
 * version 8, and the next call took "Zapier" from it. A version is looked up by (application,
 * version id): only that application's version is the answer, NotFound otherwise.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/kinesis-analytics-subset.openapi.json", import.meta.url),
    "utf8",
  ),
);

type Rec = Record<string, unknown>;
let bundle: EnvBundle;
let env: EnvInstance;

beforeAll(async () => {
  bundle = await specBundle(SPEC, "kinesis-analytics-subset.openapi.json", 5);
  const made = await createEnvInstance(bundle);
  if (!made.ok) throw new Error(made.error.message);
  env = made.value;
}, 180_000);
afterAll(() => env?.dispose());

describe("a lookup by (parent, id) finds that parent's record only", () => {
  it("answers a version with the application it was asked under", async () => {
    const versions = (bundle.initialState as Record<string, Rec[]>).application_versions ?? [];
    expect(versions.length).toBeGreaterThan(1);
    const v = versions[0]!;
    const own = await env.call("DescribeApplicationVersion", {
      ApplicationName: v.ApplicationName,
      ApplicationVersionId: v.ApplicationVersionId,
    });
    expect(own.ok).toBe(true);
    const detail = (own as { result: { ApplicationVersionDetail: Rec } }).result
      .ApplicationVersionDetail;
    expect(detail.ApplicationName).toBe(v.ApplicationName);
    expect(detail.ApplicationVersionId).toBe(v.ApplicationVersionId);
  });

  // Seeded before any version existed, an application's current version was 574971622, a
  // version no DescribeApplicationVersion found: no plan looked one up.
  it("gives an application with versions one of its own as its current version", () => {
    const state = bundle.initialState as Record<string, Rec[]>;
    const versions = state.application_versions ?? [];
    const withVersions = (state.applications ?? []).filter((a) =>
      versions.some((v) => v.ApplicationName === a.ApplicationName),
    );
    expect(withVersions.length).toBeGreaterThan(0);
    for (const a of withVersions) {
      const own = versions.filter((v) => v.ApplicationName === a.ApplicationName);
      expect(own.map((v) => v.ApplicationVersionId)).toContain(a.ApplicationVersionId);
    }
  });

  it("is NotFound when the id is another application's version", async () => {
    const versions = (bundle.initialState as Record<string, Rec[]>).application_versions ?? [];
    const apps = [...new Set(versions.map((v) => v.ApplicationName))];
    const v = versions[0]!;
    const other = apps.find(
      (a) =>
        a !== v.ApplicationName &&
        !versions.some(
          (x) => x.ApplicationName === a && x.ApplicationVersionId === v.ApplicationVersionId,
        ),
    );
    expect(other).toBeDefined();
    const got = await env.call("DescribeApplicationVersion", {
      ApplicationName: other,
      ApplicationVersionId: v.ApplicationVersionId,
    });
    expect(got.ok).toBe(false);
    expect((got as { error?: { code: string } }).error?.code).toBe("NotFound");
  });
});

type Step = Plan["steps"][number];
const grounded = (s: Step) => (s.grounded?.args ?? {}) as Rec;
const answer = (s: Step) =>
  (s.grounded?.outcome as { ok: boolean; result?: Rec } | undefined)?.result ?? {};
const startOf = (plan: Plan) =>
  (plan.episodeSeed
    ? episodeInitialState(bundle, plan.episodeSeed)
    : bundle.initialState) as Record<string, Rec[]>;

describe("grounding takes a sub-record and its system values from that parent's records", () => {
  let plans: Plan[];
  beforeAll(async () => {
    ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 30,
      openEnv: createEnvInstance,
    }));
  }, 180_000);

  it("never answers a version of an application other than the one named", () => {
    const reads = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "DescribeApplicationVersion"),
    );
    expect(reads.length).toBeGreaterThan(0);
    for (const s of reads) {
      const detail = answer(s).ApplicationVersionDetail as Rec | undefined;
      expect(detail?.ApplicationName).toBe(grounded(s).ApplicationName);
    }
  });

  // fresh61 readers A/U: "When would you like it?" / "Jan 6 at 2:45 pm" was sent as the
  // application's CreateTimestamp ("Use the DescribeApplication operation to get this value").
  it("reads an application's creation time off the application before deleting it", () => {
    const deletes = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "DeleteApplication").map((s) => ({ p, s })),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const { p, s } of deletes) {
      const b = s.args.CreateTimestamp;
      expect(b?.from, JSON.stringify(s.args)).toBe("step");
      const from = p.steps.find((x) => b?.from === "step" && x.id === b.step);
      expect(from?.tool).toBe("DescribeApplication");
      const app = startOf(p).applications?.find(
        (a) => a.ApplicationName === grounded(s).ApplicationName,
      );
      expect(grounded(s).CreateTimestamp).toBe(app?.CreateTimestamp);
    }
  });

  it("reads a snapshot's creation time off that application's snapshot", () => {
    const deletes = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "DeleteApplicationSnapshot").map((s) => ({ p, s })),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const { p, s } of deletes) {
      expect(s.args.SnapshotCreationTimestamp?.from).toBe("step");
      const g = grounded(s);
      const snap = startOf(p).application_snapshots?.find(
        (x) => x.application_name === g.ApplicationName && x.SnapshotName === g.SnapshotName,
      );
      expect(snap, JSON.stringify(g)).toBeDefined();
      expect(g.SnapshotCreationTimestamp).toBe(snap?.SnapshotCreationTimestamp);
    }
  });

  // A list of an application's snapshots is the snapshots DescribeApplicationSnapshot reads: a
  // delete may take the creation time off the listed snapshot the user names, by that name —
  // "the latest snapshot" picked it by a time nobody knows (s3.SnapshotCreationTimestamp.select).
  it("picks a listed snapshot by the name the user gives", () => {
    const fed = plans.flatMap((p) =>
      p.steps.filter((s) => {
        const b = s.args.SnapshotCreationTimestamp;
        return s.tool === "DeleteApplicationSnapshot" && b?.from === "step" && /\[\]/.test(b.path);
      }),
    );
    expect(fed.length).toBeGreaterThan(0);
    for (const s of fed) {
      const b = s.args.SnapshotCreationTimestamp;
      const select = b?.from === "step" ? b.select : undefined;
      expect(select?.by).toBe("SnapshotName");
      expect(select?.value).toBe(grounded(s).SnapshotName);
    }
  });

  it("builds tasks that never ask the user for a creation time", async () => {
    let built = 0;
    for (const [i, plan] of plans.entries()) {
      if (!plan.steps.some((s) => /^Delete/.test(s.tool))) continue;
      const task = await buildTask(plan, [bundle], { seed: i, turns: "single" });
      if (!task.ok) continue;
      built++;
      expect(task.value.userFacts.map((f) => f.key).join(" ")).not.toMatch(/Timestamp/);
    }
    expect(built).toBeGreaterThan(0);
  }, 120_000);
});
