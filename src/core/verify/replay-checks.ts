import { callAll } from "../sandbox/in-process-sandbox.js";
import type { CallOutcome, EnvCheck, ToolCall } from "../schema/index.js";
import { canonicalJson } from "../schema/index.js";
import type { ProbeInstance } from "./probe-tool.js";

/** One run of a call script: outcomes (canonical JSON) and the state hash at the end. */
interface Trace {
  outcomes: string[];
  hash: string;
}

/** Where two traces part: the first call whose outcome differs, else the final state. */
interface Divergence {
  /** The tool to blame; absent when only the final states differ (no single call to pin). */
  tool?: string;
  detail: string;
}

export interface ReplayResult {
  checks: EnvCheck[];
  /** Tools blamed for a failed check, each with what went wrong. */
  culprits: Map<string, string>;
}

/** Runs one whole script in a fresh instance through a sandbox (in-process, worker, …). */
export type RunJob = (
  calls: ToolCall[],
) => Promise<{ outcomes: CallOutcome[]; stateHash: string } | undefined>;

// Hashing a large state costs as much as a call, so traces hash once, at the end.
async function run(instance: ProbeInstance, calls: ToolCall[], from = 0): Promise<Trace> {
  // Many calls per VM entry when the instance can (same outcomes as one call at a time).
  const outcomes = (await callAll(instance, calls.slice(from))).map((o) => canonicalJson(o));
  return { outcomes, hash: await instance.stateHash() };
}

function diverge(calls: ToolCall[], a: Trace, b: Trace, offset = 0): Divergence | undefined {
  for (let i = 0; i < a.outcomes.length; i++) {
    const call = calls[i + offset]!;
    if (a.outcomes[i] !== b.outcomes[i]) {
      return {
        tool: call.tool,
        detail: `call #${i + offset + 1} ${call.tool}(${canonicalJson(call.args)}) gave ${clip(a.outcomes[i])} then ${clip(b.outcomes[i])}`,
      };
    }
  }
  if (a.hash !== b.hash) {
    return {
      detail: `same outcomes but different final states (${a.hash.slice(0, 12)} vs ${b.hash.slice(0, 12)})`,
    };
  }
  return undefined;
}

const clip = (s: string | undefined): string =>
  s && s.length > 160 ? `${s.slice(0, 157)}...` : (s ?? "nothing");

/**
 * Env-level checks over one script of good calls: replay in a fresh instance through the sandbox,
 * replay after reset() and after restore() in the same instance (catches state kept outside
 * `state`, e.g. a module-level counter), and isolation of two instances run side by side.
 */
export async function checkReplay(
  make: () => Promise<ProbeInstance | undefined>,
  runJob: RunJob,
  calls: ToolCall[],
): Promise<ReplayResult> {
  const checks: EnvCheck[] = [];
  const culprits = new Map<string, string>();
  const record = (name: string, d: Divergence | undefined, ok: string) => {
    if (d) {
      checks.push({ name, passed: false, detail: d.detail });
      if (d.tool !== undefined && !culprits.has(d.tool))
        culprits.set(d.tool, `${name}: ${d.detail}`);
    } else checks.push({ name, passed: true, detail: ok });
  };
  const a = await make();
  const b = await make();
  const c = await make();
  if (!a || !b || !c) {
    checks.push({ name: "determinism", passed: false, detail: "could not create instances" });
    return { checks, culprits };
  }
  try {
    const hash0 = String(await c.stateHash());
    const reference = await run(a, calls);
    const n = calls.length;

    const job = await runJob(calls);
    if (!job)
      checks.push({
        name: "determinism",
        passed: false,
        detail: "the sandbox could not run the replay job",
      });
    else {
      const jobTrace: Trace = {
        outcomes: job.outcomes.map((o) => canonicalJson(o)),
        hash: job.stateHash,
      };
      record(
        "determinism",
        diverge(calls, reference, jobTrace),
        `${n} calls replayed in a fresh instance: same outcomes and state hash`,
      );
    }

    await a.reset();
    record(
      "reset-replay",
      diverge(calls, reference, await run(a, calls)),
      `same ${n} outcomes after reset()`,
    );

    const half = Math.floor(n / 2); // the script is two equal rounds
    await a.reset();
    await run(a, calls.slice(0, half));
    const snap = await a.snapshot();
    const tail1 = await run(a, calls, half);
    await a.restore(snap);
    const tail2 = await run(a, calls, half);
    record(
      "snapshot-restore",
      diverge(calls, tail1, tail2, half),
      `calls ${half + 1}..${n} agree after restore()`,
    );

    // Side by side: each instance must behave as if it were alone, and a third must not move.
    const left: string[] = [];
    const right: string[] = [];
    const fresh = await make();
    for (const call of calls) {
      left.push(canonicalJson(await b.call(call.tool, call.args)));
      if (fresh) right.push(canonicalJson(await fresh.call(call.tool, call.args)));
    }
    const leftTrace: Trace = { outcomes: left, hash: await b.stateHash() };
    const rightTrace: Trace | undefined = fresh
      ? { outcomes: right, hash: await fresh.stateHash() }
      : undefined;
    await fresh?.dispose();
    const untouched = String(await c.stateHash()) === hash0;
    const d =
      diverge(calls, reference, leftTrace) ??
      (rightTrace ? diverge(calls, reference, rightTrace) : undefined);
    if (!untouched)
      checks.push({
        name: "isolation",
        passed: false,
        detail: "an idle instance's state changed while others ran",
      });
    else
      record(
        "isolation",
        d,
        "two instances run side by side agree with a lone run; an idle third did not change",
      );
  } finally {
    await a.dispose();
    await b.dispose();
    await c.dispose();
  }
  return { checks, culprits };
}
