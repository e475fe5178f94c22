// A document whose build or verify runs past the per-document limit fails alone, with an error
// naming it; the others are built, verified and stored as in a run without a limit.
import { describe, expect, it } from "vitest";
import { ingestFiles } from "../../src/core/ingest/index.js";
import {
  buildEnvironments,
  createDefaultStages,
  type PipelineStages,
} from "../../src/core/pipeline/index.js";
import type { AbortSignalLike } from "../../src/core/platform.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { crudSpec } from "../helpers/crud-spec.js";

/** A stage stuck until its signal aborts (as verify does between tools). */
const stuckUntilAborted = (signal: AbortSignalLike | undefined) =>
  new Promise<never>((_, reject) => {
    signal?.addEventListener("abort", () => reject(signal?.reason), { once: true });
  });

describe("the per-document time limit", () => {
  it("fails the slow document with its name and keeps every other one", async () => {
    const { docs } = await ingestFiles([
      { name: "two.json", text: crudSpec(2).replace("Crud 2", "Gadgets Two") },
      { name: "one.json", text: crudSpec(1) },
    ]);
    const base = createDefaultStages();
    const stages: PipelineStages = {
      ...base,
      verify: (bundle, o) =>
        bundle.tools.length === 5 ? stuckUntilAborted(o.signal) : base.verify(bundle, o),
    };
    const store = createMemoryStore();
    const r = await buildEnvironments(docs, { seed: 3 }, { store, stages, docTimeoutMs: 8000 });
    expect(r.status).toBe("complete");
    expect(r.bundles.map((b) => b.tools.length)).toEqual([10]);
    expect(r.failures).toHaveLength(1);
    const f = r.failures[0]!;
    expect(f.error.code).toBe("verify/failed");
    expect(f.error.message).toMatch(/^verify of crud stopped after the per-document limit of 8 s$/);
    // The finished document is stored; the stopped one is not (a rerun tries it again).
    expect((await store.list("verify-report")).length).toBe(1);

    // Without a limit the same documents give the same stored bundle for the finished one.
    const again = await buildEnvironments(
      docs.slice(0, 1),
      { seed: 3 },
      { store: createMemoryStore(), stages: base },
    );
    expect(again.bundles.map((b) => b.id)).toEqual(r.bundles.map((b) => b.id));
  }, 120_000);
});
