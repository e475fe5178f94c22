import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * fresh63 blind readers (stop 58), A and M: "Remove the System preset" succeeded, though Elastic
 * Transcoder's DeletePreset says "You can't delete the default presets that are included with
 * Elastic Transcoder" and a preset's `Type` is "a default preset provided by Elastic Transcoder
 * (System) or a preset that you have defined (Custom)". Audit Manager (fresh61) says the same the
 * other way round: "Deletes a custom framework", "Updates a custom control" — of `type`
 * Standard | Custom. Fixtures are cut from the real specs.
 */
type Rec = Record<string, unknown>;

function withRecord(bundle: EnvBundle, coll: string, patch: Rec): { bundle: EnvBundle; rec: Rec } {
  const b = structuredClone(bundle);
  const rows = (b.initialState as Record<string, Rec[]>)[coll]!;
  Object.assign(rows[0]!, patch);
  return { bundle: b, rec: rows[0]! };
}

let presets: EnvBundle;
let frameworks: EnvBundle;
beforeAll(async () => {
  presets = await bundleOfFixture("lifecycle/elastictranscoder-presets.json", 1);
  frameworks = await bundleOfFixture("lifecycle/auditmanager-frameworks.json", 1);
}, 60_000);

describe("a write the doc rules out for built-in records", () => {
  it("reads 'You can't delete the default presets' as: not a preset of Type System", () => {
    const pre = presets.model?.tools.DeletePreset?.preconditions ?? [];
    expect(pre).toContainEqual(
      expect.objectContaining({
        kind: "field-not-in",
        entity: "presets",
        field: "Type",
        values: ["System"],
      }),
    );
    expect(pre.find((p) => p.field === "Type")?.reason).toMatch(/can't delete the default presets/);
    // Reads and creates are not restricted.
    expect(presets.model?.tools.ReadPreset?.preconditions ?? []).toEqual([]);
  });

  it("refuses to delete a System preset, naming the rule, and deletes a Custom one", async () => {
    const { bundle, rec } = withRecord(presets, "presets", { Type: "System" });
    const env = await envOf(bundle);
    const refused = await env.call("DeletePreset", { Id: rec.Id });
    expect(refused.ok).toBe(false);
    if (!refused.ok && "error" in refused) {
      expect(refused.error.code).toBe("FailedPrecondition");
      expect(refused.error.message).toMatch(/default presets/);
    }
    const custom = withRecord(presets, "presets", { Type: "Custom" });
    const ok = await (await envOf(custom.bundle)).call("DeletePreset", { Id: custom.rec.Id });
    expect(ok.ok).toBe(true);
  });

  it("reads 'Deletes a custom framework' as: only frameworks of type Custom", async () => {
    for (const tool of ["DeleteAssessmentFramework", "UpdateAssessmentFramework"]) {
      expect(frameworks.model?.tools[tool]?.preconditions ?? []).toContainEqual(
        expect.objectContaining({ kind: "field-in", field: "type", values: ["Custom"] }),
      );
    }
    const coll = frameworks.model?.tools.DeleteAssessmentFramework?.entity as string;
    const idField = frameworks.model?.entities[coll]?.idField as string;
    const { bundle, rec } = withRecord(frameworks, coll, { type: "Standard" });
    const refused = await (await envOf(bundle)).call("DeleteAssessmentFramework", {
      frameworkId: rec[idField],
    });
    expect(refused.ok).toBe(false);
    if (!refused.ok && "error" in refused) expect(refused.error.code).toBe("FailedPrecondition");
  });
});

describe("grounding never picks a built-in record to delete", () => {
  let plans: Plan[];
  beforeAll(async () => {
    ({ plans } = await sampleGroundedPlans([presets], buildToolGraph([presets]), {
      seed: 3,
      count: 24,
      openEnv: createEnvInstance,
    }));
  }, 120_000);

  it("deletes Custom presets only", () => {
    const deletes = plans.flatMap((p) =>
      p.steps
        .filter((s) => s.tool === "DeletePreset" && s.grounded)
        .map((s) => ({ plan: p, id: s.grounded!.args.Id })),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const { plan, id } of deletes) {
      const start = plan.episodeSeed
        ? episodeInitialState(presets, plan.episodeSeed)
        : presets.initialState;
      const rec = ((start as Record<string, Rec[]>).presets ?? []).find((r) => r.Id === id);
      expect(rec?.Type).toBe("Custom");
    }
  });
});
