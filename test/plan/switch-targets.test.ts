import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { callProblem, changeConditions } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan, ToolSpec } from "../../src/core/schema/index.js";

// FishEye/Crucible (fresh39): `startRepository` was grounded on a repository already
// `started: true`, `stop` on one already stopped — a switch that changes nothing.
let bundle: EnvBundle;
let plans: Plan[];
let failures: Record<string, Record<string, number>>;
const spec = (name: string): ToolSpec => bundle.tools.find((t) => t.name === name)!;
const SWITCHES: Record<string, [string, boolean]> = {
  enableRepository: ["enabled", true],
  disableRepository: ["enabled", false],
  startRepository: ["started", true],
  stopRepository: ["started", false],
};

beforeAll(async () => {
  const path = "../fixtures/model/repository-switches.openapi.json";
  const text = readFileSync(new URL(path, import.meta.url), "utf8");
  const r = await ingestFile({ name: "repository-switches.openapi.json", text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  bundle = b.value;
  const res = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 5,
    count: 24,
    openEnv: createEnvInstance,
  });
  plans = res.plans;
  failures = res.goalFailures;
}, 180_000);

describe("a switch is thrown only where it changes something", () => {
  it("calls starting a started repository or stopping a stopped one no request", () => {
    const repo = { repository: "auth-api" };
    expect(
      callProblem(bundle, spec("startRepository"), "action", repo, { ...repo, started: true }),
    ).toBe("already-so");
    expect(
      callProblem(bundle, spec("stopRepository"), "action", repo, { ...repo, started: false }),
    ).toBe("already-so");
    expect(
      callProblem(bundle, spec("disableRepository"), "action", repo, { ...repo, enabled: false }),
    ).toBe("already-so");
    expect(
      callProblem(bundle, spec("stopRepository"), "action", repo, { ...repo, started: true }),
    ).toBeUndefined();
    expect(
      callProblem(bundle, spec("enableRepository"), "action", repo, { ...repo, enabled: false }),
    ).toBeUndefined();
  });

  it("asks the record a switch acts on not to hold its flag already", () => {
    expect(changeConditions(bundle, spec("stopRepository"))).toContainEqual(
      expect.objectContaining({ kind: "field-not-in", field: "started", values: [false] }),
    );
    expect(changeConditions(bundle, spec("get_admin_repositories"))).toEqual([]);
  });

  it("grounds each switch on a repository it changes, picked so from the list", () => {
    const thrown = new Set<string>();
    for (const p of plans)
      for (const s of p.steps) {
        const want = SWITCHES[s.tool];
        if (!want || !s.grounded?.outcome.ok) continue;
        thrown.add(s.tool);
        expect((s.grounded.outcome.result as Record<string, unknown>)[want[0]]).toBe(want[1]);
      }
    expect(thrown.size).toBeGreaterThanOrEqual(3);
    for (const tool of Object.keys(SWITCHES)) {
      const why = Object.entries(failures).find(([k]) => k.endsWith(`/${tool}`))?.[1] ?? {};
      expect(why["already-so"] ?? 0, tool).toBe(0);
    }
  });
});

// A job whose status enum has `running`: starting a running job moved it nowhere, yet the stamped
// `updated_at` made the write look like a change.
const JOBS = {
  openapi: "3.0.0",
  info: { title: "Jobs", version: "1" },
  paths: {
    "/jobs": {
      get: {
        operationId: "listJobs",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      id: { type: "string" },
                      name: { type: "string" },
                      status: { type: "string", enum: ["queued", "running", "stopped"] },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/jobs/{id}/start": {
      post: {
        operationId: "startJob",
        parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("an action is no request where the record already has the status it moves to", () => {
  it("calls starting a running job already so, and a queued one a change", async () => {
    const r = await ingestFile({ name: "jobs.openapi.json", text: JSON.stringify(JOBS) });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 3 });
    if (!b.ok) throw new Error(b.error.message);
    const start = b.value.tools.find((t) => t.name === "startJob")!;
    expect(changeConditions(b.value, start)).toContainEqual(
      expect.objectContaining({ kind: "field-not-in", field: "status", values: ["running"] }),
    );
    const job = { id: "job_1", name: "Nightly export" };
    expect(
      callProblem(b.value, start, "action", { id: "job_1" }, { ...job, status: "running" }),
    ).toBe("already-so");
    expect(
      callProblem(b.value, start, "action", { id: "job_1" }, { ...job, status: "queued" }),
    ).toBeUndefined();
  });
});
