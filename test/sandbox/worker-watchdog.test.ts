// The worker watchdog's budget comes in phases: a call's own deadline, then the state move's (the
// rebuild after a fault and the snapshot), and a reopen's when the worker was restarted. Before,
// every call waited for all of them at once: `envfactory call --timeout-ms 200` on a handler
// spinning in a native built-in took ~45 s to be stopped. Fake workers and fake timers: nothing
// here reads the wall clock.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { SpawnedWorker } from "../../src/core/sandbox/worker-sandbox.js";
import { createWorkerSandbox } from "../../src/core/sandbox/worker-sandbox.js";
import type { CallOutcome } from "../../src/core/schema/index.js";
import { notesBundle } from "./helpers.js";

/** 200 ms calls: the call's backstop is 20 × 200 ms; a load's is 20 × 2 s. */
const LIMITS = { callTimeoutMs: 200 };
const GRACE = 1000;

/** How long each remote operation of the fake worker takes (ms of fake time; never = hangs). */
interface Delays {
  open?: number;
  call?: number | "never";
  settle?: number;
  /** The call reports nothing to settle (a read). */
  idle?: boolean;
}

function fakeWorkers(delays: () => Delays) {
  const terminated: number[] = [];
  let spawned = 0;
  let settles = 0;
  const after = <T>(ms: number | "never" | undefined, value: T): Promise<T> =>
    ms === "never"
      ? new Promise<T>(() => {})
      : new Promise<T>((resolve) => setTimeout(() => resolve(value), ms ?? 0));
  const spawn = (): SpawnedWorker => {
    spawned++;
    const api = {
      ready: async () => true as const,
      open: () => after(delays().open, { ok: true as const, value: 1 }),
      call: () =>
        after(delays().call, {
          outcome: { ok: true, result: 1 } as CallOutcome,
          version: 0,
          idle: delays().idle,
        }),
      settle: () => {
        settles++;
        return after(delays().settle, null);
      },
      restore: async () => undefined,
      close: async () => undefined,
    };
    return {
      api: api as never,
      terminate: () => {
        terminated.push(Date.now());
      },
    };
  };
  return { spawn, terminated, spawned: () => spawned, settles: () => settles };
}

describe("the worker watchdog gives a call its own deadline, then the state move's", () => {
  beforeEach(() => {
    vi.useFakeTimers({ now: 0 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("stops a call spinning in a native built-in just past its own backstop", async () => {
    let delays: Delays = {};
    const w = fakeWorkers(() => delays);
    const sandbox = createWorkerSandbox({ spawn: w.spawn, size: 1, idleMs: 0, graceMs: GRACE });
    const opened = sandbox.createInstance(await notesBundle(), { limits: LIMITS });
    await vi.advanceTimersByTimeAsync(10);
    const r = await opened;
    if (!r.ok) throw new Error(r.error.message);
    delays = { call: "never" };
    const start = Date.now();
    let outcome: CallOutcome | undefined;
    void r.value.call("get_note", { note_id: "note_1" }).then((o) => {
      outcome = o;
    });
    await vi.advanceTimersByTimeAsync(20 * LIMITS.callTimeoutMs + GRACE - 10);
    expect(w.terminated).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    expect(w.terminated).toEqual([start + 20 * LIMITS.callTimeoutMs + GRACE]);
    expect(outcome).toMatchObject({ ok: false, fault: { kind: "timeout" } });
    await sandbox.dispose();
  });

  it("does not kill a call that returned while its state is moved, nor a slow reopen", async () => {
    let delays: Delays = {};
    const w = fakeWorkers(() => delays);
    const sandbox = createWorkerSandbox({ spawn: w.spawn, size: 1, idleMs: 0, graceMs: GRACE });
    const opened = sandbox.createInstance(await notesBundle(), { limits: LIMITS });
    await vi.advanceTimersByTimeAsync(10);
    const r = await opened;
    if (!r.ok) throw new Error(r.error.message);
    const instance = r.value;

    // The call returns at once; shipping its state takes 30 s on a loaded machine.
    delays = { call: 100, settle: 30_000 };
    const first = instance.call("get_note", { note_id: "note_1" });
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await first).toEqual({ ok: true, result: 1 });
    expect(w.terminated).toEqual([]);
    expect(w.settles()).toBe(1);

    // A read with nothing to settle costs one message.
    delays = { call: 100, idle: true };
    const read = instance.call("get_note", { note_id: "note_1" });
    await vi.advanceTimersByTimeAsync(200);
    expect(await read).toEqual({ ok: true, result: 1 });
    expect(w.settles()).toBe(1);

    // A hung call restarts the worker; the next call reopens there, slowly, within a load's budget.
    delays = { call: "never" };
    const hung = instance.call("get_note", { note_id: "note_1" });
    await vi.advanceTimersByTimeAsync(20 * LIMITS.callTimeoutMs + GRACE + 10);
    expect(await hung).toMatchObject({ ok: false, fault: { kind: "timeout" } });
    expect(w.terminated).toHaveLength(1);
    delays = { open: 30_000, call: 100 };
    const reopened = instance.call("get_note", { note_id: "note_1" });
    await vi.advanceTimersByTimeAsync(31_000);
    expect(await reopened).toEqual({ ok: true, result: 1 });
    expect(w.terminated).toHaveLength(1);
    expect(w.spawned()).toBe(2);
    await sandbox.dispose();
  });
});
