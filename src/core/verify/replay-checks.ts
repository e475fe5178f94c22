import { callAll } from "../sandbox/in-process-sandbox.js";
import type { EnvSnapshot } from "../sandbox/index.js";
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
 * `state`, e.g. a module-level counter), and isolation of two instances run side by side while a
 * third stays idle. `idle` is an instance the caller keeps and does not touch meanwhile (one is
 * made when absent). Four environments are loaded: loading one costs more than running the script.
 */
export async function checkReplay(
  make: () => Promise<ProbeInstance | undefined>,
  runJob: RunJob,
  calls: ToolCall[],
  idle?: ProbeInstance,
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
  const c = idle ?? (await make());
  if (!a || !b || !c) {
    checks.push({ name: "determinism", passed: false, detail: "could not create instances" });
    await a?.dispose();
    await b?.dispose();
    if (!idle) await c?.dispose();
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

    // After reset(), `a` replays the script side by side with `b` (isolation), and is snapshot
    // half-way (the script is two equal rounds) to replay the second half after restore().
    await a.reset();
    const half = Math.floor(n / 2);
    const left: string[] = [];
    const right: string[] = [];
    let snap: EnvSnapshot | undefined;
    for (const [i, call] of calls.entries()) {
      if (i === half) snap = await a.snapshot();
      left.push(canonicalJson(await a.call(call.tool, call.args)));
      right.push(canonicalJson(await b.call(call.tool, call.args)));
    }
    snap ??= await a.snapshot();
    const afterReset: Trace = { outcomes: left, hash: await a.stateHash() };
    const rightTrace: Trace = { outcomes: right, hash: await b.stateHash() };
    record(
      "reset-replay",
      diverge(calls, reference, afterReset),
      `same ${n} outcomes after reset()`,
    );

    const tail1: Trace = { outcomes: left.slice(half), hash: afterReset.hash };
    await a.restore(snap);
    const tail2 = await run(a, calls, half);
    record(
      "snapshot-restore",
      diverge(calls, tail1, tail2, half),
      `calls ${half + 1}..${n} agree after restore()`,
    );

    const untouched = String(await c.stateHash()) === hash0;
    const d = diverge(calls, reference, afterReset) ?? diverge(calls, reference, rightTrace);
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
    if (!idle) await c.dispose();
  }
  return { checks, culprits };
}
