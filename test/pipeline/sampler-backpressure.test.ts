import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { Task } from "../../src/core/schema/index.js";
import { type PlanWorkers, processPlan } from "../../src/core/synth/plan-jobs.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { homeBundle } from "../plan/mini-home.js";

// With plan workers the main thread grounds plans while the workers build their tasks. When the
// workers are slower, every plan handed on waited in the queue with its calls' results and episode
// states until the fold took it: at paper scale the main thread's heap grew through synthesis.
// The sampler now waits once `foldBacklog` plans (default 64) are handed on and not folded; the
// output is the same.
describe("the sampler waits for slow plan workers", () => {
  it("hands on at most the fold's backlog ahead of the outcomes, with the same output", {
    timeout: 300_000,
  }, async () => {
    const bundle = await homeBundle();
    const graph = buildToolGraph([bundle]);
    const options = { count: 25, seed: 11, turns: "mixed" as const };
    const held = await synthesize([bundle], graph, options);
    let handed = 0;
    let done = 0;
    let most = 0;
    let wake: (() => void) | undefined;
    const planWorkers: PlanWorkers = {
      async open(setup) {
        return {
          size: 1,
          // A worker far behind the sampler: a job starts once the sampler has handed on 20 plans
          // past it, or after 5 s if the sampler waits (its work stays on this thread, and CPU
          // spent here would slow the sampler as much).
          process: async (job) => {
            await new Promise<void>((r) => {
              const timer = setTimeout(r, 5_000);
              const check = () => {
                if (handed < job.index + 20) return false;
                clearTimeout(timer);
                r();
                return true;
              };
              if (!check()) {
                const before = wake;
                wake = () => {
                  before?.();
                  check();
                };
              }
            });
            const out = await processPlan(setup, job);
            done++;
            return out;
          },
          close: async () => {},
        };
      },
    };
    const kept: Task[] = [];
    const out = await synthesize([bundle], graph, {
      ...options,
      planWorkers,
      foldBacklog: 8,
      onAttempt: (a) => {
        if (a.outcome !== "kept") return;
        handed++;
        most = Math.max(most, handed - done);
        wake?.();
      },
      onKept: async (task) => {
        kept.push(task);
      },
    });
    expect(JSON.stringify(kept)).toBe(JSON.stringify(held.tasks));
    expect(JSON.stringify(out.report)).toBe(JSON.stringify(held.report));
    // 8 waiting for the fold, 4 in flight at the worker, the one just grounded.
    expect(handed).toBeGreaterThan(30);
    expect(most).toBeLessThanOrEqual(8 + 4 + 1);
  });
});
