// Verification that scales: the work per tool is bounded (it does not grow with the spec), a big
// document reports progress, and a sandbox that breaks fails one tool or one document, not the run.
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFiles } from "../../src/core/ingest/index.js";
import type { ProgressEvent } from "../../src/core/progress.js";
import {
  createInProcessSandbox,
  type EnvInstance,
  type EnvSnapshot,
  type Sandbox,
} from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { crudSpec } from "../helpers/crud-spec.js";

async function bundleOf(n: number): Promise<EnvBundle> {
  const ingested = await ingestFiles([{ name: `crud${n}.json`, text: crudSpec(n) }]);
  const made = await generateHeuristicBundle(ingested.docs[0]!, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

type Counts = Record<string, number>;

/** The in-process sandbox, counting what verification asks of its instances. */
function countingSandbox(
  counts: Counts,
  breakOn?: { method: "undo" | "call"; tool: string },
): Sandbox {
  const inner = createInProcessSandbox();
  const bump = (k: string) => {
    counts[k] = (counts[k] ?? 0) + 1;
  };
  /** `f`, counted under `k`. */
  const counted =
    <A extends unknown[], R>(k: string, f: (...a: A) => R) =>
    (...a: A): R => {
      bump(k);
      return f(...a);
    };
  return {
    ...inner,
    runJob: (job) => inner.runJob(job),
    dispose: () => inner.dispose(),
    async createInstance(bundle, options) {
      bump("createInstance");
      const made = await inner.createInstance(bundle, options);
      if (!made.ok) return made;
      const real = made.value;
      let lastTool = "";
      const wrapped: EnvInstance = {
        call: async (tool, args) => {
          bump("call");
          lastTool = tool;
          if (breakOn?.method === "call" && tool === breakOn.tool) throw new Error("worker died");
          return real.call(tool, args);
        },
        state: counted("state", () => real.state()),
        snapshot: counted("snapshot", () => real.snapshot()),
        restore: counted("restore", (s: EnvSnapshot) => real.restore(s)),
        reset: () => real.reset(),
        stateHash: counted("stateHash", () => real.stateHash()),
        mark: counted("mark", () => real.mark!()),
        undo: async () => {
          bump("undo");
          if (breakOn?.method === "undo" && lastTool === breakOn.tool)
            throw new Error("restore failed: out of memory");
          return real.undo!();
        },
        view: counted("view", () => real.view!()),
        get version() {
          return real.version;
        },
        dispose: () => real.dispose(),
      };
      return { ok: true, value: wrapped };
    },
  };
}

describe("verification that scales", () => {
  it("asks a bounded amount per tool: no whole-state restore, state reads independent of size", async () => {
    const per: Record<number, Counts> = {};
    for (const n of [6, 18]) {
      const counts: Counts = {};
      const bundle = await bundleOf(n);
      const sandbox = countingSandbox(counts);
      const { report } = await verifyBundle(bundle, { seed: 1, sandbox });
      await sandbox.dispose();
      expect(report.summary.verified).toBe(bundle.tools.length);
      per[n] = counts;
    }
    const small = per[6]!;
    const large = per[18]!;
    // One instance for the probes, the rest for the replay checks: none per tool.
    expect(large.createInstance).toBe(small.createInstance);
    // The probes go back to the start by undoing writes, never by loading the whole state.
    expect(large.restore ?? 0).toBe(small.restore ?? 0);
    expect(large.mark).toBe(1);
    // Full-state reads and hashes are a fixed number per document, not per tool or entity.
    expect(large.state).toBe(small.state);
    expect(large.stateHash).toBe(small.stateHash);
    // Calls and undos grow with the tools, by a bounded number per added tool (probes and laws).
    const added = (18 - 6) * 5;
    expect((large.call! - small.call!) / added).toBeLessThanOrEqual(12);
    expect((large.undo! - small.undo!) / added).toBeLessThanOrEqual(12);
    expect((large.view! - small.view!) / added).toBeLessThanOrEqual(2);
  }, 120_000);

  it("envgen reports its steps in order, ending at its total", async () => {
    const ingested = await ingestFiles([{ name: "crud4.json", text: crudSpec(4) }]);
    const events: ProgressEvent[] = [];
    const made = await generateHeuristicBundle(ingested.docs[0]!, {
      seed: 3,
      onProgress: (e) => events.push(e),
    });
    expect(made.ok).toBe(true);
    expect(events.map((e) => e.done)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(events.every((e) => e.stage === "envgen" && e.total === 5)).toBe(true);
    // The same document and seed with and without a listener: the same bundle.
    const quiet = await generateHeuristicBundle(ingested.docs[0]!, { seed: 3 });
    expect(quiet.ok && made.ok && quiet.value.id === made.value.id).toBe(true);
  });

  it("reports progress per tool and per entity, monotonic, ending at its total", async () => {
    const bundle = await bundleOf(8);
    const events: ProgressEvent[] = [];
    await verifyBundle(bundle, { seed: 1, onProgress: (e) => events.push(e) });
    const total = events[0]!.total!;
    // 40 tools, 8 entities, one step for the replay checks.
    expect(total).toBe(40 + 8 + 1);
    expect(events.every((e) => e.stage === "verify" && e.total === total)).toBe(true);
    for (let i = 1; i < events.length; i++)
      expect(events[i]!.done).toBeGreaterThanOrEqual(events[i - 1]!.done);
    expect(events.at(-1)!.done).toBe(total);
    expect(new Set(events.map((e) => e.done)).size).toBeGreaterThanOrEqual(40);
  }, 60_000);

  it("a sandbox that breaks under one tool drops that tool; the others still verify", async () => {
    const bundle = await bundleOf(3);
    const counts: Counts = {};
    const sandbox = countingSandbox(counts, { method: "undo", tool: "create_gadget1" });
    const { report } = await verifyBundle(bundle, { seed: 1, sandbox });
    await sandbox.dispose();
    const broken = report.tools.find((t) => t.tool === "create_gadget1")!;
    expect(broken.kept).toBe(false);
    expect(broken.reason).toMatch(/verification broke while probing it: restore failed/);
    expect(report.summary.verified).toBe(bundle.tools.length - 1);
    // A new instance took over from the initial state.
    expect(counts.createInstance).toBeGreaterThan(1);
  }, 60_000);

  it("a sandbox that cannot run a document fails that document with the reason, without throwing", async () => {
    const bundle = await bundleOf(2);
    const inner = createInProcessSandbox();
    const dead: Sandbox = {
      ...inner,
      createInstance: async () => {
        throw new Error("sandbox/worker-died: the worker exited with code 134");
      },
    };
    const { report, bundle: out } = await verifyBundle(bundle, { seed: 1, sandbox: dead });
    await inner.dispose();
    expect(report.passed).toBe(false);
    expect(report.summary).toEqual({ ingested: 10, kept: 0, verified: 0 });
    expect(out.tools).toEqual([]);
    expect(report.env[0]!.detail).toMatch(/verification of .* failed: sandbox\/worker-died/);
  }, 60_000);
});
