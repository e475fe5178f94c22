import { createRng, deriveSeed } from "../domain/rng.js";
import { formatError } from "../errors.js";
import { abortPoint, throwIfAborted } from "../platform.js";
import type { StageContext } from "../progress.js";
import { createInProcessSandbox, type Sandbox } from "../sandbox/index.js";
import {
  bundleId,
  type EnvBundle,
  type EnvBundleContent,
  type EnvCheck,
  type Probe,
  type ToolCall,
  type ToolSpec,
  type ToolVerification,
  type VerifyReport,
} from "../schema/index.js";
import { checkCrudLaws } from "./crud-laws.js";
import { ProbeSession, probeTool } from "./probe-tool.js";
import { checkReplay } from "./replay-checks.js";
import { indexState } from "./state-index.js";

export interface VerifyOptions extends StageContext {
  seed?: number;
  /** Schema-valid calls per tool (default 4). */
  probesPerTool?: number;
  /** Where environments run (default: a new in-process sandbox, disposed afterwards). */
  sandbox?: Sandbox;
}

interface ToolState {
  tool: ToolSpec;
  probes: Probe[];
  passed: boolean;
  kept: boolean;
  reason?: string;
  goodCalls: ToolCall[];
}

/** Good calls per tool in the replay script: enough to expose state kept between calls. */
const SCRIPT_CALLS_PER_TOOL = 2;
/**
 * Longest replay round. The replay checks run the script about seven times, and a call on a large
 * state costs tens of milliseconds, so big specs replay every writer and as many readers as fit.
 */
const MAX_ROUND_CALLS = 64;
const WRITER_KINDS = new Set(["create", "update", "delete", "action"]);

/** One replay round: every kept tool's good calls, writers first when the round must be cut. */
function replayRound(kept: ToolState[]): ToolCall[] {
  const all = kept.flatMap((s) => s.goodCalls.slice(0, SCRIPT_CALLS_PER_TOOL));
  if (all.length <= MAX_ROUND_CALLS) return all;
  const first = kept.map((s) => s.goodCalls[0]!);
  const kindOf = new Map<string, string>();
  for (const s of kept) if (!kindOf.has(s.tool.name)) kindOf.set(s.tool.name, s.tool.kind ?? "");
  const isWriter = (c: ToolCall) => WRITER_KINDS.has(kindOf.get(c.tool) ?? "");
  const chosen = new Set(
    [...first.filter(isWriter), ...first.filter((c) => !isWriter(c))].slice(0, MAX_ROUND_CALLS),
  );
  // Keep the tools' own order so the state evolves as in a natural session.
  return first.filter((c) => chosen.has(c));
}

/**
 * Verify a bundle: probe every tool (schema-valid state-aware calls, output conformance,
 * invalid-argument handling, no faults), then check CRUD laws, replay determinism and isolation.
 * Tools that cannot pass are dropped with their reason; the returned bundle holds only the kept
 * tools, is re-sealed (new id) when a tool was dropped and carries the report. The input's id is
 * taken to be its content's (as `sealBundle` and `loadBundle` make it). Deterministic for a given
 * bundle and seed.
 */
export async function verifyBundle(
  bundle: EnvBundle,
  options: VerifyOptions = {},
): Promise<{ bundle: EnvBundle; report: VerifyReport }> {
  const seed = options.seed ?? bundle.seed;
  const count = options.probesPerTool ?? 4;
  const sandbox = options.sandbox ?? createInProcessSandbox();
  try {
    return await verifyWith(bundle, sandbox, seed, count, options);
  } catch (e) {
    // The sandbox itself broke (a worker died, a restore failed, memory ran out on the host side):
    // this document fails with the reason, the caller goes on with the others.
    if (options.signal?.aborted) throw e;
    const from = bundle.provenance?.sources?.[0];
    const where = from ? `${bundle.name} (${from})` : bundle.name;
    return failedVerification(bundle, `verification of ${where} failed: ${messageOf(e)}`);
  } finally {
    if (!options.sandbox) await sandbox.dispose();
  }
}

/**
 * What `sealBundle(content, report)` returns, with the id already computed for the report: a big
 * bundle's canonical JSON is tens of MB, so it is hashed once, not twice.
 */
function sealedAs(content: EnvBundleContent, id: string, report: VerifyReport): EnvBundle {
  return { ...content, id, verification: report };
}

function messageOf(e: unknown): string {
  const text = e instanceof Error ? e.message : String(e);
  return text.length > 500 ? `${text.slice(0, 500)}…` : text;
}

/** Every tool dropped with `detail`: what a document whose verification could not run gets. */
async function failedVerification(
  bundle: EnvBundle,
  detail: string,
): Promise<{ bundle: EnvBundle; report: VerifyReport }> {
  const { id: _id, verification: _v, ...content } = bundle;
  const keptContent = { ...content, tools: [] };
  const id = await bundleId(keptContent);
  const report: VerifyReport = {
    bundleId: id,
    passed: false,
    tools: bundle.tools.map((t) => ({
      tool: t.name,
      passed: false,
      kept: false,
      reason: detail,
      probes: [],
    })),
    env: [{ name: "verify", passed: false, detail }],
    summary: { ingested: bundle.tools.length, kept: 0, verified: 0 },
  };
  return { bundle: sealedAs(keptContent, id, report), report };
}

async function verifyWith(
  bundle: EnvBundle,
  sandbox: Sandbox,
  seed: number,
  count: number,
  options: VerifyOptions,
): Promise<{ bundle: EnvBundle; report: VerifyReport }> {
  const states: ToolState[] = bundle.tools.map((tool) => ({
    tool,
    probes: [],
    passed: false,
    kept: true,
    goodCalls: [],
  }));
  const drop = (s: ToolState, reason: string) => {
    s.kept = false;
    s.passed = false;
    s.reason ??= reason;
  };
  // One step per tool probed, one per entity whose CRUD laws are checked, one for the replays.
  const entities = new Set(bundle.tools.map((t) => t.entity).filter((e) => e !== undefined));
  const total = states.length + entities.size + 1;
  let last = -1;
  const progress = (done: number, note?: string) => {
    // Monotonic even when a failed law reruns the checks.
    const at = Math.min(Math.max(done, last), total);
    last = at;
    options.onProgress?.({ stage: "verify", done: at, total, ...(note ? { note } : {}) });
  };

  // A bundle the sandbox refuses (syntax error, missing handler) still yields a report.
  let working = bundle;
  let created = await sandbox.createInstance(working);
  for (let guard = 0; !created.ok && guard < states.length; guard++) {
    const where = created.error.where;
    const culprit = states.find(
      (s) =>
        s.kept &&
        where !== undefined &&
        (where === s.tool.name || where.endsWith(`/${s.tool.name}`)),
    );
    if (!culprit) break;
    drop(culprit, `sandbox refused it: ${formatError(created.error)}`);
    working = { ...working, tools: states.filter((s) => s.kept).map((s) => s.tool) };
    created = await sandbox.createInstance(working);
  }
  const env: EnvCheck[] = [];
  if (!created.ok) {
    for (const s of states)
      if (s.kept) drop(s, `environment did not load: ${formatError(created.error)}`);
    env.push({ name: "load", passed: false, detail: formatError(created.error) });
  } else {
    let instance = created.value;
    try {
      const initial = await instance.snapshot();
      let session = new ProbeSession(instance, initial);
      const index = indexState(await instance.state(), bundle.stateSchema);
      // Hand-written or model-written code has no obligation to the inferred model of a v1 bundle.
      const model = bundle.model;
      for (const [i, s] of states.entries()) {
        await abortPoint(options.signal);
        progress(i, s.tool.name);
        if (!s.kept) continue;
        const rng = createRng((seed ^ deriveSeed(s.tool.name)) >>> 0);
        try {
          const result = await probeTool(session, s.tool, index, rng, count, model);
          s.probes = result.probes;
          s.goodCalls = result.goodCalls;
          s.passed = result.passed;
          if (!result.passed) drop(s, result.reason ?? "failed a probe");
        } catch (e) {
          // The instance broke under this tool (a restore failed, the sandbox died): the tool is
          // dropped and the others go on in a new instance from the initial state.
          throwIfAborted(options.signal);
          drop(s, `verification broke while probing it: ${messageOf(e)}`);
          instance.dispose();
          const again = await sandbox.createInstance(working, { initialState: initial.state });
          if (!again.ok) throw new Error(formatError(again.error));
          instance = again.value;
          session = new ProbeSession(instance, initial);
        }
      }
      throwIfAborted(options.signal);
      progress(states.length, "env checks");
      let lawsDone = 0;
      const onEntity = () => progress(states.length + Math.min(++lawsDone, entities.size), "laws");
      env.push(...(await envChecks(working, session, states, seed, sandbox, onEntity)));
    } finally {
      instance.dispose();
    }
  }

  const kept = states.filter((s) => s.kept);
  const { id: _id, verification: _v, ...content } = bundle;
  const keptContent = { ...content, tools: kept.map((s) => s.tool) };
  // Every tool kept: the content is the input's, whose id sealBundle or loadBundle computed (a big
  // bundle's canonical JSON is tens of MB, and hashing it took 5.7 s of a 66 s verification).
  const newId = kept.length === bundle.tools.length ? bundle.id : await bundleId(keptContent);
  const tools: ToolVerification[] = states.map((s) => ({
    tool: s.tool.name,
    passed: s.passed,
    kept: s.kept,
    ...(s.reason !== undefined ? { reason: s.reason } : {}),
    probes: s.probes,
  }));
  const report: VerifyReport = {
    bundleId: newId,
    passed: kept.every((s) => s.passed) && env.every((c) => c.passed),
    tools,
    env,
    summary: {
      ingested: states.length,
      kept: kept.length,
      verified: kept.filter((s) => s.passed).length,
    },
  };
  progress(total);
  return { bundle: sealedAs(keptContent, newId, report), report };
}

/** Deletes whose effect is a gone state, not the record's removal: what a read after them shows. */
function keptByDelete(bundle: EnvBundle): Map<string, { field: string; status: string }> {
  const out = new Map<string, { field: string; status: string }>();
  for (const t of Object.values(bundle.model?.tools ?? {})) {
    const e = t.effects.find((x) => x.kind === "set-status");
    const field = e?.fields?.[0];
    if (t.kind === "delete" && e?.status !== undefined && field)
      out.set(t.name, { field, status: e.status });
  }
  return out;
}

/** CRUD laws, then replay checks; each failure drops the tool it is pinned on and the checks rerun. */
async function envChecks(
  bundle: EnvBundle,
  session: ProbeSession,
  states: ToolState[],
  seed: number,
  sandbox: Sandbox,
  onEntity?: () => void,
): Promise<EnvCheck[]> {
  await session.fresh();
  const index = indexState(await session.state(), bundle.stateSchema);
  for (let round = 0; round <= states.length; round++) {
    const kept = states.filter((s) => s.kept);
    if (kept.length === 0) return [];
    const goodArgs = new Map(kept.map((s) => [s.tool.name, s.goodCalls[0]!.args]));
    const laws = await checkCrudLaws(
      {
        session,
        index,
        rng: createRng(seed ^ 0x5eed),
        stateSchema: bundle.stateSchema,
        keeps: keptByDelete(bundle),
      },
      kept.map((s) => s.tool),
      goodArgs,
      onEntity,
    );
    if (laws.violations.length > 0) {
      for (const v of laws.violations) {
        const s = states.find((x) => x.tool.name === v.tool)!;
        s.probes.push(v.probe);
        s.passed = false;
        s.kept = false;
        s.reason ??= `${v.probe.kind}: ${v.probe.detail}`;
      }
      continue;
    }
    // Two rounds, so every tool runs both before and after the snapshot point of the replay checks.
    const round1 = replayRound(kept);
    const script = [...round1, ...round1];
    const replay = await checkReplay(
      async () => {
        const made = await sandbox.createInstance(bundle);
        return made.ok ? made.value : undefined;
      },
      async (calls) => {
        const job = await sandbox.runJob({ bundle, calls });
        return job.ok ? job.value : undefined;
      },
      script,
      // The probing instance is idle during the replays: it serves as the isolation check's third.
      session.instance,
    );
    if (replay.culprits.size > 0) {
      for (const [tool, detail] of replay.culprits) {
        const s = states.find((x) => x.tool.name === tool)!;
        const kind = detail.slice(0, detail.indexOf(":"));
        s.probes.push({ kind, passed: false, detail: detail.slice(kind.length + 2) });
        s.passed = false;
        s.kept = false;
        s.reason ??= detail;
      }
      continue;
    }
    return [...laws.checks, ...replay.checks];
  }
  return [];
}
