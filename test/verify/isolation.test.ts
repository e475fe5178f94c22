// One document whose sandbox dies during verification fails alone: `run` (the pipeline every
// front end uses) goes on and builds the others, and the failed one carries the reason.
import { describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import { createInProcessSandbox, type Sandbox } from "../../src/core/sandbox/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";
import { crudSpec } from "../helpers/crud-spec.js";

describe("a verify failure of one document", () => {
  it("fails that document with a located reason; the run builds and uses the others", async () => {
    const inner = createInProcessSandbox();
    // The sandbox dies (as a worker that ran out of memory would) for one document only.
    const dying: Sandbox = {
      ...inner,
      createInstance: async (bundle, options) => {
        if (bundle.tools.length === 15) throw new Error("sandbox/worker-died: exit code 134");
        return inner.createInstance(bundle, options);
      },
      runJob: (job) => inner.runJob(job),
      dispose: () => inner.dispose(),
    };
    const inputs = [
      { name: "two.json", text: crudSpec(2).replace("Crud 2", "Gadgets Two") },
      { name: "three.json", text: crudSpec(3) },
    ];
    const r = await runPipeline(
      inputs,
      { seed: 5, count: 3, turns: "single" },
      { store: createMemoryStore(), stages: createDefaultStages(), sandbox: dying },
    );
    await inner.dispose();
    expect(r.status).toBe("complete");
    expect(r.verifyReports.map((v) => v.summary.verified)).toEqual([10, 0]);
    const failed = r.verifyReports[1]!;
    expect(failed.passed).toBe(false);
    expect(failed.env[0]!.detail).toMatch(
      /verification of crud \(three.json\) failed: sandbox\/worker-died: exit code 134/,
    );
    expect(r.usable.map((b) => b.tools.length)).toEqual([10]);
    expect(r.tasks.length).toBeGreaterThan(0);
  }, 180_000);
});
