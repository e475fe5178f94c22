import type { Rng } from "../domain/rng.js";
import type { EnvInstance, EnvSnapshot } from "../sandbox/index.js";
import type {
  CallOutcome,
  Probe,
  SemanticModel,
  ToolCall,
  ToolModel,
  ToolSpec,
} from "../schema/index.js";
import { type ArgOrigin, type BuiltArgs, buildArgs, buildInvalidArgs } from "./build-args.js";
import {
  adjustArgs,
  applicableTo,
  childFree,
  probeEffect,
  probePrecondition,
} from "./model-probes.js";
import type { StateIndex } from "./state-index.js";

/** The sandbox instance verification drives. */
export type ProbeInstance = EnvInstance;

/**
 * One instance reused for many probes, each meant to start from the initial state. Going back
 * happens only after a call that succeeded: tool errors and faults leave the state untouched (the
 * sandbox makes calls atomic). An instance that can `mark`/`undo` goes back at the cost of the
 * writes since the mark, so a probe costs the same on a big state as on a small one; others
 * restore the initial snapshot.
 */
export class ProbeSession {
  private dirty = false;
  private marked = false;
  constructor(
    readonly instance: EnvInstance,
    private readonly initial: EnvSnapshot,
  ) {}

  /** Back to the initial state (a no-op when nothing can have changed it). */
  async fresh(): Promise<void> {
    if (!this.dirty) return;
    if (this.marked && this.instance.undo) await this.instance.undo();
    else await this.instance.restore(this.initial);
    this.dirty = false;
  }

  async call(tool: string, args: Record<string, unknown>): Promise<CallOutcome> {
    // The mark is taken before the first call, while the state is still the initial one.
    if (!this.marked && !this.dirty && this.instance.mark) {
      await this.instance.mark();
      this.marked = true;
    }
    const outcome = await this.instance.call(tool, args);
    if (outcome.ok) this.dirty = true;
    return outcome;
  }

  /** The current state, read-only (it may share unchanged parts with earlier answers). */
  state(): Promise<Record<string, unknown>> {
    return this.marked && this.instance.view ? this.instance.view() : this.instance.state();
  }
}

export const isNotFound = (code: string): boolean =>
  code
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .includes("notfound");

export interface ToolProbeResult {
  probes: Probe[];
  /** Valid calls that returned a result, reused by the env-level checks. */
  goodCalls: ToolCall[];
  passed: boolean;
  reason?: string;
}

function describe(outcome: CallOutcome): string {
  if (outcome.ok) return "returned a result";
  if ("error" in outcome) return `tool error ${outcome.error.code}: ${outcome.error.message}`;
  return `fault ${outcome.fault.kind}: ${outcome.fault.message}`;
}

/** Judge one schema-valid call: faults fail, NotFound fails when the id exists, other errors are answers. */
export function judgeValidCall(tool: ToolSpec, built: BuiltArgs, outcome: CallOutcome): Probe {
  const call = { tool: tool.name, args: built.args };
  if (outcome.ok) return { kind: "call", passed: true, detail: "returned a result", call, outcome };
  if ("fault" in outcome) {
    const kind = outcome.fault.kind === "invalid-output" ? "output-schema" : "call";
    const detail =
      outcome.fault.kind === "invalid-output"
        ? `output violates outputSchema: ${outcome.fault.message}`
        : describe(outcome);
    return { kind, passed: false, detail, call, outcome };
  }
  const code = outcome.error.code;
  if (code === "InvalidArguments") {
    return {
      kind: "call",
      passed: false,
      detail: `rejected arguments generated from its inputSchema: ${outcome.error.message}`,
      call,
      outcome,
    };
  }
  if (isNotFound(code)) {
    const existing = built.ids.filter((o) => o.existing);
    if (existing.length > 0 && existing.length === built.ids.length) {
      const which = existing.map(
        (o) => `${o.param}=${JSON.stringify(built.args[o.param])} (in ${o.collection})`,
      );
      return {
        kind: "call",
        passed: false,
        detail: `${code} although ${which.join(", ")} exists in state`,
        call,
        outcome,
      };
    }
    return {
      kind: "call",
      passed: true,
      detail: `${code} for an id not in state (a fair answer)`,
      call,
      outcome,
    };
  }
  return {
    kind: "call",
    passed: true,
    detail: `answered with ${describe(outcome)}`,
    call,
    outcome,
  };
}

/**
 * Probe one tool from the initial state: `count` schema-valid, state-aware calls (each from the
 * initial snapshot), then invalid calls that must get `InvalidArguments`. A tool passes when no
 * probe failed and at least one valid call returned a result.
 */
export async function probeTool(
  session: ProbeSession,
  tool: ToolSpec,
  index: StateIndex,
  rng: Rng,
  count: number,
  model?: SemanticModel,
): Promise<ToolProbeResult> {
  const probes: Probe[] = [];
  const goodCalls: ToolCall[] = [];
  const creating = tool.kind === "create";
  const tm: ToolModel | undefined = model?.tools[tool.name];
  const fits = applicableTo(tm);
  const free = childFree(tm, index);
  const applicable =
    fits && free ? (r: Record<string, unknown>) => fits(r) && free(r) : (fits ?? free);
  // Keys the model maps to a field of another name (`{bug}` → `name`): probes name a real record.
  const fields = Object.fromEntries(
    Object.entries(tm?.inputs ?? {})
      .filter(([p, i]) => i.field && i.field !== p && i.role === "id" && i.entity === tm?.entity)
      .map(([p, i]) => [p, i.field as string]),
  );
  let firstValid: Record<string, unknown> | undefined;
  let lastUnfit: ArgOrigin | undefined;
  for (let i = 0; i < count; i++) {
    let probe: Probe | undefined;
    // A rejected sample may be the generator's fault, not the tool's: try a couple of others first.
    for (let attempt = 0; attempt < 3; attempt++) {
      const built = buildArgs(tool, index, rng, {
        anchor: i + attempt * count,
        variant: attempt > 0 ? 0 : i,
        creating,
        ...(applicable ? { applicable } : {}),
        ...(Object.keys(fields).length > 0 ? { fields } : {}),
      });
      adjustArgs(tm, built.args, index);
      await session.fresh();
      const outcome = await session.call(tool.name, built.args);
      lastUnfit = built.ids.find((o) => o.unfit !== undefined) ?? lastUnfit;
      probe = judgeValidCall(tool, built, outcome);
      const rejected =
        !outcome.ok && "error" in outcome && outcome.error.code === "InvalidArguments";
      if (!rejected) {
        if (outcome.ok) {
          goodCalls.push({ tool: tool.name, args: built.args });
          firstValid ??= built.args;
        }
        break;
      }
    }
    if (probe) probes.push(probe);
  }
  const base = firstValid ?? (probes[0]?.call?.args as Record<string, unknown> | undefined) ?? {};
  for (const invalid of buildInvalidArgs(tool, base)) {
    await session.fresh();
    const outcome = await session.call(tool.name, invalid.args);
    const passed = !outcome.ok && "error" in outcome && outcome.error.code === "InvalidArguments";
    probes.push({
      kind: "invalid-args",
      passed,
      detail: passed
        ? `${invalid.why}: rejected with InvalidArguments`
        : `${invalid.why}: expected tool error InvalidArguments, got ${describe(outcome)}`,
      call: { tool: tool.name, args: invalid.args },
      outcome,
    });
  }
  if (model && firstValid) {
    probes.push(...(await probeEffect(session, tool.name, tm, model, firstValid)));
    const pre = await probePrecondition(session, tool.name, tm, index, firstValid);
    if (pre) probes.push(pre);
  }
  const failed = probes.find((p) => !p.passed);
  if (failed)
    return { probes, goodCalls, passed: false, reason: `${failed.kind}: ${failed.detail}` };
  if (goodCalls.length === 0) {
    const answers = probes.filter((p) => p.kind === "call").map((p) => p.detail);
    const unfit = lastUnfit;
    const why = unfit
      ? `; state ids of '${unfit.collection}' such as ${JSON.stringify(unfit.unfit)} do not fit the schema of '${unfit.param}'`
      : "";
    const detail = `no valid call returned a result (${[...new Set(answers)].join("; ")})${why}`;
    probes.push({ kind: "success", passed: false, detail });
    return { probes, goodCalls, passed: false, reason: `success: ${detail}` };
  }
  return { probes, goodCalls, passed: true };
}
