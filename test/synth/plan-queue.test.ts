import { describe, expect, it } from "vitest";
import type { Plan, Task, Trajectory } from "../../src/core/schema/index.js";
import { type PlanJob, type PlanOutcome, PlanQueue } from "../../src/core/synth/plan-jobs.js";

/** A job whose plan id is its index; outcomes say "kept" with task id `t<n>` (or a build drop). */
function job(index: number): PlanJob {
  return { plan: { id: `p${index}` } as Plan, index, turns: "single" };
}
function kept(taskId: string): PlanOutcome {
  return {
    stage: "kept",
    task: { id: taskId } as Task,
    trajectory: {} as Trajectory,
    rewrites: 0,
    firstFailures: [],
    firstLeak: false,
    firstWording: { texts: 1, formWording: 0, codeIdentifiers: 0 },
  };
}

/** A run function whose jobs finish when the test says so, recording which were started. */
function controlled(outcomes: (i: number) => PlanOutcome) {
  const started: number[] = [];
  const finish = new Map<number, () => void>();
  const run = (j: PlanJob) => {
    started.push(j.index);
    return new Promise<PlanOutcome>((resolve) => {
      finish.set(j.index, () => resolve(outcomes(j.index)));
    });
  };
  const settle = async (i: number) => {
    finish.get(i)?.();
    await new Promise((r) => setTimeout(r, 0));
  };
  return { run, started, settle };
}

describe("PlanQueue", () => {
  it("with no look-ahead starts a job only when the fold asks for it", async () => {
    const started: number[] = [];
    const q = new PlanQueue(
      async (j) => {
        started.push(j.index);
        return kept(`t${j.index}`);
      },
      0,
      10,
      new Set(),
    );
    for (let i = 0; i < 5; i++) q.add(job(i));
    expect(started).toEqual([]);
    expect(await q.outcome(2)).toEqual(kept("t2"));
    expect(started).toEqual([0, 1, 2]);
  });

  it("starts arriving jobs up to the look-ahead and stops once the count is reached", async () => {
    // Jobs 0 and 1 make the same task: only one counts towards the two wanted.
    const c = controlled((i) => kept(i === 1 ? "t0" : `t${i}`));
    const q = new PlanQueue(c.run, 2, 2, new Set());
    for (let i = 0; i < 6; i++) q.add(job(i));
    expect(c.started).toEqual([0, 1]);
    // Finishing a later job first moves nothing: the walk is in plan order.
    await c.settle(1);
    expect(c.started).toEqual([0, 1]);
    await c.settle(0);
    expect(c.started).toEqual([0, 1, 2, 3]);
    await c.settle(2);
    // t0 and t2 are two distinct tasks: the count is reached, job 4 is never started.
    await c.settle(3);
    expect(c.started).toEqual([0, 1, 2, 3]);
    // The fold may still ask for a job past the count; it is started then.
    void q.outcome(4);
    expect(c.started).toEqual([0, 1, 2, 3, 4]);
  });

  it("counts tasks kept before the round towards the count", () => {
    const c = controlled((i) => kept(`t${i}`));
    const q = new PlanQueue(c.run, 4, 3, new Set(["a", "b", "c"]));
    q.add(job(0));
    expect(c.started).toEqual([]);
  });

  it("says when more outcomes are in, in order, so the fold need not wait for the round", async () => {
    const c = controlled((i) => kept(`t${i}`));
    const calls: number[] = [];
    const q = new PlanQueue(c.run, 4, 10, new Set(), () => calls.push(q.ready));
    for (let i = 0; i < 4; i++) q.add(job(i));
    expect(q.ready).toBe(0);
    // Job 1 is in but job 0 is not: nothing is ready in order yet.
    await c.settle(1);
    expect(q.ready).toBe(0);
    expect(calls).toEqual([]);
    await c.settle(0);
    expect(q.ready).toBe(2);
    expect(calls).toEqual([2]);
    await c.settle(2);
    expect(calls).toEqual([2, 3]);
    expect(await q.outcome(1)).toEqual(kept("t1"));
  });

  // A round adds thousands of grounded plans (each call's whole result): the fold takes each job
  // with its outcome and the queue holds only those not yet folded.
  it("lets a job go once the fold has taken it", async () => {
    const c = controlled((i) => kept(`t${i}`));
    const q = new PlanQueue(c.run, 2, 100, new Set());
    for (let i = 0; i < 6; i++) q.add(job(i));
    expect(q.held).toBe(6);
    for (let i = 0; i < 4; i++) {
      const taking = q.take(i);
      await c.settle(i);
      const { job: taken, outcome } = await taking;
      expect(taken.plan.id).toBe(`p${i}`);
      expect(outcome).toEqual(kept(`t${i}`));
    }
    expect(q.added).toBe(6);
    expect(q.held).toBe(2);
    await expect(q.take(0)).rejects.toThrow(/taken already/);
  });
});
