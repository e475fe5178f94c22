import { describe, expect, it } from "vitest";
import {
  buildEnvironments,
  ingestStage,
  verifyEnvironments,
} from "../../src/core/pipeline/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { ARTIFACT_KINDS } from "../../src/core/store/artifact-store.js";
import { createDiscardStore } from "../../src/core/store/discard-store.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { createStageDoubles, DOUBLE_INPUTS } from "./stage-doubles.js";

describe("build without a store that keeps anything (envfactory build)", () => {
  it("gives the same bundles, reports and failures as a memory store, and keeps nothing", async () => {
    const run = async (store: ReturnType<typeof createMemoryStore>) => {
      const ctx = { store, stages: createStageDoubles().stages, concurrency: 2 };
      const ingested = await ingestStage(DOUBLE_INPUTS, {}, ctx);
      return buildEnvironments(ingested!.ingested.docs, { seed: 4 }, ctx);
    };
    const kept = await run(createMemoryStore());
    const discard = createDiscardStore();
    const none = await run(discard);
    expect(kept.bundles.length).toBe(2);
    expect(JSON.stringify(none.bundles)).toBe(JSON.stringify(kept.bundles));
    expect(JSON.stringify(none.verifyReports)).toBe(JSON.stringify(kept.verifyReports));
    expect(none.docIndex).toEqual(kept.docIndex);
    expect(none.failures).toEqual(kept.failures);
    for (const kind of ARTIFACT_KINDS) expect(await discard.list(kind)).toEqual([]);
    // Keys are still checked as every store checks them.
    await expect(discard.put("bundle", "", "{}")).rejects.toThrow(/store\/failed/);
  });

  it("verifyEnvironments leaves the caller's array of bundles as it was", async () => {
    const ctx = { store: createMemoryStore(), stages: createStageDoubles().stages };
    const ingested = await ingestStage(DOUBLE_INPUTS, {}, ctx);
    const built = await buildEnvironments(ingested!.ingested.docs, { seed: 4 }, ctx);
    const input: EnvBundle[] = [...built.bundles];
    const again = await verifyEnvironments(
      input,
      { seed: 5 },
      {
        store: createMemoryStore(),
        stages: createStageDoubles().stages,
      },
    );
    expect(input).toEqual(built.bundles);
    expect(again.bundles.map((b) => b.name)).toEqual(input.map((b) => b.name));
  });
});
