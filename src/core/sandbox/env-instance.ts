import type {
  QuickJSContext,
  QuickJSHandle,
  QuickJSRuntime,
  QuickJSWASMModule,
} from "quickjs-emscripten-core";
import { fail, ok, type Result } from "../errors.js";
import {
  type CallOutcome,
  canonicalJson,
  type EnvBundle,
  type FaultKind,
  sha256Hex,
  type ToolCall,
  type ToolSpec,
} from "../schema/index.js";
import { compileSchema, type Validator } from "./json-schema-validator.js";
import {
  backstopMs,
  loadTimeoutMs,
  resolveLimits,
  type SandboxLimits,
  ticksFor,
} from "./limits.js";
import {
  discardQuickJs,
  heapBytes,
  heapRefusalCount,
  loadQuickJs,
  newCappedQuickJs,
  releaseCappedQuickJs,
} from "./quickjs.js";
import type { EnvInstance, EnvInstanceOptions, EnvSnapshot } from "./types.js";
import { VM_DRIVER_SOURCE } from "./vm-driver.js";

/** The deterministic bookkeeping kept under the reserved state key `__env`. */
export interface EnvMeta {
  ticks: number;
  ids: Record<string, number>;
  rng: number;
}

interface Vm {
  rt: QuickJSRuntime;
  ctx: QuickJSContext;
  driver: QuickJSHandle;
  callFn: QuickJSHandle;
  commitFn: QuickJSHandle;
  callManyFn: QuickJSHandle;
  /** Tool names as VM strings, made once per VM. */
  names: Map<string, QuickJSHandle>;
}

/** A committed call since the last dump: replayed when the VM is lost before the next dump. */
interface LoggedCall {
  tool: string;
  args: string;
}

/** A call that passed the host's checks, ready for the VM. */
interface Prepared {
  at: number;
  tool: string;
  argsJson: string;
  entry: ToolEntry;
}

/**
 * A validator compiled when it first validates. A bundle's compiled schemas take about ten times
 * the memory of their JSON (31 MB for one 3.4 MB tool list) in every thread that opens it, and a
 * synthesis worker calls only the tools of the plans it is sent.
 */
function onFirstUse(compile: () => Validator): Validator {
  let v: Validator | undefined;
  return (value) => {
    v ??= compile();
    return v(value);
  };
}

/** Calls per VM entry in `callMany`. */
const CHUNK = 64;
/** Past this many logged calls (or characters of their arguments) the state is dumped. */
const LOG_CALLS = 1024;
const LOG_CHARS = 1 << 20;

interface Committed {
  /** JSON of the state without `__env`. */
  user: string;
  /** JSON of `__env`. */
  env: string;
}

interface ToolEntry {
  spec: ToolSpec;
  input: Validator;
  output: Validator | null;
}

const RESERVED = "__env";

/** Instances of this thread made and not yet disposed (a memory trace reads it). */
let liveInstances = 0;

/** How many sandbox instances of this thread are made and not yet disposed. */
export function liveEnvInstances(): number {
  return liveInstances;
}

/** Load the bundle into a fresh QuickJS instance (see README.md for the determinism contract). */
export async function createEnvInstance(
  bundle: EnvBundle,
  options: EnvInstanceOptions = {},
): Promise<Result<EnvInstance>> {
  const memoryBytes = resolveLimits(options.limits).memoryBytes;
  // Each instance gets its own wasm module whose heap is capped at its memory limit, so a
  // handler that allocates without end cannot take the host's memory (see newCappedQuickJs).
  const fresh = () => newCappedQuickJs(memoryBytes);
  return createEnvInstanceWith(await fresh(), bundle, options, {
    freshModule: fresh,
    releaseModule: releaseCappedQuickJs,
  });
}

/** Knobs for tests and benchmarks only. */
export interface EngineTuning {
  /**
   * Skip the per-call state serialisation that detects changes and makes calls atomic (bench
   * only: state(), hashes and rollback are wrong in this mode).
   */
  skipChangeCheck?: boolean;
  /** Where a replacement module comes from after the current one is poisoned (default: shared). */
  freshModule?: () => Promise<QuickJSWASMModule>;
  /** The wall clock of the backstop (default `Date.now`); tests make it run slow. */
  clock?: () => number;
  /** Takes the module back at dispose when every runtime on it was freed (default: dropped). */
  releaseModule?: (module: QuickJSWASMModule) => void;
}

/** As `createEnvInstance`, on a given wasm module (tests pass a leak-checking module). */
export function createEnvInstanceWith(
  module: QuickJSWASMModule,
  bundle: EnvBundle,
  options: EnvInstanceOptions = {},
  tuning: EngineTuning = {},
): Result<EnvInstance> {
  const limits = resolveLimits(options.limits);
  const clockStart = Date.parse(bundle.clock.start);
  if (!Number.isFinite(clockStart))
    return fail("sandbox/bundle-load-failed", `bad clock.start ${bundle.clock.start}`, bundle.name);
  const initial = splitState(
    options.initialState ?? bundle.initialState,
    mixSeed(bundle.seed, options.episodeSeed ?? 0),
  );
  if (!initial.ok) return initial;
  const tools = new Map<string, ToolEntry>();
  for (const spec of bundle.tools) {
    const output = spec.outputSchema;
    tools.set(spec.name, {
      spec,
      input: onFirstUse(() => compileSchema(spec.inputSchema)),
      output: output ? onFirstUse(() => compileSchema(output)) : null,
    });
  }
  const config = JSON.stringify({
    clockStart,
    stepMs: bundle.clock.stepMs,
    maxResult: limits.maxResultBytes,
    maxState: limits.maxStateBytes,
    callTicks: ticksFor(limits.callTimeoutMs),
    skipChangeCheck: tuning.skipChangeCheck === true,
  });
  const instance = new QuickJsEnvInstance(
    module,
    bundle,
    limits,
    config,
    tools,
    initial.value,
    tuning.freshModule ?? loadQuickJs,
    tuning.clock ?? Date.now,
    tuning.releaseModule,
  );
  const built = instance.build(initial.value, false);
  if (!built.ok) {
    instance.dispose();
    return built;
  }
  return ok(instance);
}

/** Seed for the VM's PRNG from the bundle seed and the episode seed (a 32-bit mix). */
export function mixSeed(seed: number, episodeSeed: number): number {
  let h = (toU32(seed) ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = (h ^ (toU32(episodeSeed) + 0x632be59b)) >>> 0;
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  h = (h ^ (h >>> 16)) >>> 0;
  return h === 0 ? 1 : h;
}

function toU32(n: number): number {
  return Number.isSafeInteger(n) ? Number(BigInt.asUintN(32, BigInt(n))) : 0;
}

function splitState(state: Record<string, unknown>, rng: number): Result<Committed> {
  const { [RESERVED]: given, ...user } = state;
  const meta: EnvMeta = { ticks: 0, ids: {}, rng };
  if (given !== undefined) {
    if (typeof given !== "object" || given === null || Array.isArray(given))
      return fail("sandbox/bundle-load-failed", "initial state __env must be an object");
    const g = given as Partial<EnvMeta>;
    if (typeof g.ticks === "number") meta.ticks = g.ticks;
    if (typeof g.ids === "object" && g.ids !== null) meta.ids = { ...g.ids };
    if (typeof g.rng === "number") meta.rng = g.rng >>> 0;
  }
  try {
    return ok({ user: JSON.stringify(user), env: JSON.stringify(meta) });
  } catch (e) {
    const why = e instanceof RangeError ? "nested too deeply" : capText(String(e));
    return fail("sandbox/bundle-load-failed", `initial state is not JSON: ${why}`, "initialState");
  }
}

/** Longest fault or error message kept: a handler can throw a megabyte-long message. */
export const MAX_MESSAGE_CHARS = 2000;

function capText(text: string): string {
  return text.length <= MAX_MESSAGE_CHARS
    ? text
    : `${text.slice(0, MAX_MESSAGE_CHARS)}… (${text.length - MAX_MESSAGE_CHARS} more characters)`;
}

function fault(kind: FaultKind, message: string): CallOutcome {
  return { ok: false, fault: { kind, message: capText(message) } };
}

/**
 * Map a QuickJS error (name + message) to a fault kind. `heapRefused`: the wasm heap refused to
 * grow during the call — then a bare `null` is QuickJS's out-of-memory it could not even allocate
 * an error for; otherwise it is the handler's own `throw null`.
 */
function faultKindOf(
  name: string,
  message: string,
  timedOut: boolean,
  heapRefused = false,
): FaultKind {
  if (timedOut || (name === "InternalError" && message === "interrupted")) return "timeout";
  if (name === "InternalError" && /out of memory|string too long/.test(message)) return "memory";
  if (name === "NonErrorThrow" && message === "threw object: null" && heapRefused) return "memory";
  if (
    (name === "InternalError" || name === "RangeError") &&
    /stack overflow|call stack/i.test(message)
  )
    return "stack";
  return "exception";
}

const REBUILD_AFTER: ReadonlySet<FaultKind> = new Set(["timeout", "memory", "stack"]);

/** The engine's instance; `version` lets a worker ship state back only when it changed. */
export class QuickJsEnvInstance implements EnvInstance {
  private vm: Vm | null = null;
  /**
   * The committed state as of the last dump from the VM; the committed state now is this plus the
   * calls in `log` (the VM holds the live state and is asked for it only when it is needed).
   */
  private dumped: Committed;
  private log: LoggedCall[] = [];
  private logChars = 0;
  /** Wall-clock backstop of the armed call (`backstopMs` of its budget). */
  private deadline = Number.POSITIVE_INFINITY;
  /** Interrupt ticks the armed call may take, and the ticks it has taken. */
  private tickBudget = Number.POSITIVE_INFINITY;
  private ticks = 0;
  /** Set when the wasm module threw on the host side; the next call moves to a fresh module. */
  private modulePoisoned = false;
  /** A runtime was left unfreed on the current module (see teardown): it is not handed back. */
  private runtimeAbandoned = false;
  /** The current VM must not be freed (see teardown). */
  private vmTainted = false;
  /** Whether the current call ran promise jobs (an interrupt among them taints the VM). */
  private ranJobs = false;
  /** Bumped whenever the committed state changes (commit, restore, reset, rebuild). */
  version = 0;
  /** The last stateHash() answer and the version it is for. */
  private hashed: { version: number; hash: string } | null = null;
  private timedOut = false;
  private disposed = false;
  private queue: Promise<unknown> = Promise.resolve();
  /** The load deadline for this bundle's size (code plus initial state). */
  private loadMs(): number {
    return loadTimeoutMs(this.limits, this.bundle.code.length + this.initial.user.length);
  }
  /**
   * Set by a worker: after a fault that calls for a fresh VM the call returns at once and the
   * rebuild waits for `recoverNow()` (or the next operation), so a watchdog can give the call its
   * own deadline and the state move another.
   */
  deferRecovery = false;
  /** A fault's recovery not done yet (`deferRecovery`): whether it needs a fresh module. */
  private pendingRecovery: { freshModule: boolean } | null = null;
  /** Where `mark()` was taken: the committed state then, and the VM that keeps the journal. */
  private markAt: { dumped: Committed; vm: Vm; base?: Record<string, unknown> } | null = null;

  constructor(
    private module: QuickJSWASMModule,
    private readonly bundle: EnvBundle,
    private readonly limits: SandboxLimits,
    private readonly config: string,
    private readonly tools: Map<string, ToolEntry>,
    private readonly initial: Committed,
    private readonly freshModule: () => Promise<QuickJSWASMModule>,
    private readonly clock: () => number,
    private readonly releaseModule: ((m: QuickJSWASMModule) => void) | undefined,
  ) {
    this.dumped = initial;
    liveInstances++;
  }

  /**
   * (Re)create the VM and load `state` into it; with `replay`, `state` is the last dump and the
   * logged calls are run again on top of it (they were committed before the VM was lost).
   */
  build(state: Committed, replay: boolean): Result<void> {
    this.teardown();
    const rt = this.module.newRuntime();
    rt.setMaxStackSize(this.limits.stackBytes);
    rt.setMemoryLimit(this.limits.memoryBytes);
    rt.setInterruptHandler(() => {
      this.ticks++;
      if (!this.expired()) return false;
      this.timedOut = true;
      return true;
    });
    const ctx = rt.newContext();
    const where = this.bundle.name;
    const handles: QuickJSHandle[] = [];
    try {
      this.arm(this.loadMs());
      const d = ctx.evalCode(VM_DRIVER_SOURCE, "envfactory-driver.js", { type: "global" });
      if (d.error) {
        const msg = this.errorText(ctx, d.error);
        d.error.dispose();
        throw new Error(`sandbox driver failed to start: ${msg}`);
      }
      const driver = d.value;
      const fn = (name: string) => {
        const h = ctx.getProp(driver, name);
        handles.push(h);
        return h;
      };
      this.vm = {
        rt,
        ctx,
        driver,
        callFn: fn("call"),
        commitFn: fn("commit"),
        callManyFn: fn("callMany"),
        names: new Map(),
      };
      // The driver reads the ticks to give each call of a batch its own budget.
      const ticksH = ctx.newFunction("ticks", () => ctx.newNumber(this.ticks));
      const configH = ctx.newString(this.config);
      const configureH = ctx.getProp(driver, "configure");
      const c = ctx.callFunction(configureH, driver, configH, ticksH);
      configureH.dispose();
      configH.dispose();
      ticksH.dispose();
      ctx.unwrapResult(c).dispose();

      this.arm(this.loadMs());
      const m = ctx.evalCode(this.bundle.code, `${this.bundle.name}.js`, { type: "module" });
      if (m.error) {
        const msg = this.errorText(ctx, m.error);
        m.error.dispose();
        return fail("sandbox/bundle-load-failed", `bundle code failed to load: ${msg}`, where);
      }
      const exportsH = this.settle(m.value);
      if (!exportsH.ok) return fail("sandbox/bundle-load-failed", exportsH.error, where);
      const namesH = ctx.newString(JSON.stringify([...this.tools.keys()]));
      const installH = ctx.getProp(driver, "install");
      const r = ctx.callFunction(installH, driver, exportsH.value, namesH);
      installH.dispose();
      namesH.dispose();
      exportsH.value.dispose();
      if (r.error) {
        const msg = this.errorText(ctx, r.error);
        r.error.dispose();
        return fail("sandbox/bundle-load-failed", `bundle exports unreadable: ${msg}`, where);
      }
      const problem = ctx.getString(r.value);
      r.value.dispose();
      if (problem.startsWith("missing handler"))
        return fail("sandbox/missing-handler", `bundle code has ${problem}`, where);
      if (problem !== "") return fail("sandbox/bundle-load-failed", problem, where);
      this.invoke("load", [state.user, state.env]);
      if (replay) this.replayLog();
      else {
        this.dumped = state;
        this.clearLog();
      }
      this.version++;
      return ok(undefined);
    } catch (e) {
      return fail("sandbox/bundle-load-failed", e instanceof Error ? e.message : String(e), where);
    } finally {
      this.disarm();
      if (!this.vm) {
        for (const h of handles) h.dispose();
        ctx.dispose();
        rt.dispose();
      }
    }
  }

  /**
   * Run the logged calls again in a fresh VM loaded with the last dump. A handler that keeps
   * state outside `state` (module variables) may answer differently; its answer is kept.
   */
  private replayLog(): void {
    for (const c of this.log) {
      this.arm();
      try {
        this.status(c.tool, c.args);
      } catch {
        // An error escaping the driver: the call is skipped, as it would fail again.
      } finally {
        this.disarm();
      }
    }
  }

  /** Enter the VM for one call; its status string, or a fault when it did not return one. */
  private status(tool: string, argsJson: string): string | CallOutcome {
    const vm = this.vm!;
    const { ctx } = vm;
    let nameH = vm.names.get(tool);
    if (!nameH) {
      nameH = ctx.newString(tool);
      vm.names.set(tool, nameH);
    }
    const argsH = ctx.newString(argsJson);
    try {
      const r = ctx.callFunction(vm.callFn, vm.driver, nameH, argsH);
      if (r.error) {
        const o = this.faultFrom(ctx, r.error);
        // An error past the driver's own catch (an interrupt): undo the call's writes now.
        this.tryRollback();
        return o;
      }
      const raw = ctx.getString(r.value);
      r.value.dispose();
      if (raw !== "P") return raw;
      const fnH = ctx.getProp(vm.driver, "parked");
      const p = ctx.callFunction(fnH, vm.driver);
      fnH.dispose();
      const settled = this.settle(ctx.unwrapResult(p));
      if (!settled.ok) return fault("timeout", settled.error);
      return settled.value.consume((h) => ctx.getString(h));
    } catch (e) {
      return this.hostFailure(e);
    } finally {
      if (!this.modulePoisoned) argsH.dispose();
    }
  }

  call(tool: string, args: unknown): Promise<CallOutcome> {
    return this.serial(async () => {
      await this.ensureHealthyModule();
      return this.callNow(tool, args);
    });
  }

  /**
   * Run calls in order, up to 64 per VM entry; the outcomes are those of calling `call` for each
   * in turn. A result the host rejects, a fault that rebuilds the VM, or trouble in the entry
   * itself sends the rest back through the VM again from the last good state.
   */
  callMany(calls: ToolCall[]): Promise<CallOutcome[]> {
    return this.serial(async () => {
      const out: CallOutcome[] = [];
      let i = 0;
      while (i < calls.length) {
        await this.ensureHealthyModule();
        i = this.chunkNow(calls, i, out);
        if (i < 0) {
          // The VM entry itself failed: redo those calls one at a time from the logged state.
          const from = -i - 1;
          const to = Math.min(calls.length, from + CHUNK);
          for (let k = from; k < to; k++) {
            await this.ensureHealthyModule();
            out.push(this.callNow(calls[k]!.tool, calls[k]!.args));
          }
          i = out.length;
        }
      }
      return out;
    });
  }

  private async ensureHealthyModule(): Promise<void> {
    this.recoverPending();
    if (this.modulePoisoned && !this.disposed) {
      this.module = await this.freshModule();
      this.modulePoisoned = false;
      this.runtimeAbandoned = false;
    }
  }

  /** Host-side checks before the VM: unknown tool, invalid arguments. */
  private prepare(tool: string, args: unknown, at: number): Prepared | CallOutcome {
    if (this.disposed) return fault("exception", "instance is disposed");
    const entry = this.tools.get(tool);
    if (!entry)
      return {
        ok: false,
        error: { code: "UnknownTool", message: `no tool named ${JSON.stringify(tool)}` },
      };
    const a = args === undefined ? {} : args;
    const problem = entry.input(a);
    if (problem !== null)
      return { ok: false, error: { code: "InvalidArguments", message: problem } };
    return { at, tool, argsJson: JSON.stringify(a), entry };
  }

  /** A VM to run in: rebuilt from the last dump and the log when the last one was lost. */
  private readyVm(): Result<void> {
    if (this.vm) return ok(undefined);
    return this.build(this.dumped, true);
  }

  private callNow(tool: string, args: unknown): CallOutcome {
    const p = this.prepare(tool, args, 0);
    if (!("entry" in p)) return p;
    if (!this.vm && !this.modulePoisoned) {
      const rebuilt = this.readyVm();
      if (!rebuilt.ok) return fault("exception", rebuilt.error.message);
    }
    this.ranJobs = false;
    const outcome = this.runInVm(p);
    // An interrupt that landed among promise jobs leaves the VM unsafe to free.
    if (this.timedOut && this.ranJobs) this.vmTainted = true;
    if (
      !this.modulePoisoned &&
      !outcome.ok &&
      "fault" in outcome &&
      REBUILD_AFTER.has(outcome.fault.kind)
    ) {
      const freshModule = outcome.fault.kind === "memory";
      if (this.deferRecovery) this.pendingRecovery = { freshModule };
      else this.recover(freshModule);
    }
    return outcome;
  }

  /** Whether `recoverNow()` has work to do (a deferred recovery, a lost VM or module). */
  get recoveryPending(): boolean {
    return !this.disposed && (this.pendingRecovery !== null || this.modulePoisoned || !this.vm);
  }

  /** The recovery a deferred fault left, before anything else uses the VM. */
  private recoverPending(): void {
    const p = this.pendingRecovery;
    this.pendingRecovery = null;
    if (p && !this.disposed && !this.modulePoisoned) this.recover(p.freshModule);
  }

  /**
   * Finish what the last call left (a deferred recovery, a fresh module, the VM rebuilt from
   * the last dump and the log), so the next call's time is the call's own.
   */
  recoverNow(): Promise<void> {
    return this.serial(async () => {
      await this.ensureHealthyModule();
      // A VM that cannot be built now fails the next call the same way.
      if (!this.disposed && !this.vm) this.readyVm();
    });
  }

  /**
   * After a fault that may leave garbage in the VM: undo the call's writes and take the state
   * out, then start over on a fresh VM (on a fresh module after `memory` or when the runtime
   * cannot be freed). If the VM no longer answers, the last dump and the log rebuild the state.
   */
  private recover(freshModule: boolean): void {
    this.salvage();
    if (this.vmTainted || freshModule) {
      // An abandoned runtime or a heap grown to its cap stays with the old module: the next
      // call starts on a fresh one (and the old heap is released with it).
      this.teardown();
      this.modulePoisoned = true;
    } else {
      const rebuilt = this.build(this.dumped, true);
      if (!rebuilt.ok) this.teardown();
    }
  }

  private tryRollback(): void {
    try {
      this.arm(this.loadMs());
      this.invoke("rollback", []);
    } catch {
      // recover() rebuilds from the dump and the log.
    } finally {
      this.disarm();
    }
  }

  private salvage(): void {
    if (!this.vm || this.modulePoisoned) return;
    try {
      this.invoke("rollback", []);
      this.dumpNow();
    } catch {
      // The log still holds every committed call since the last dump.
    } finally {
      this.disarm();
    }
  }

  private runInVm(p: Prepared): CallOutcome {
    const refusedBefore = heapRefusalCount(this.module);
    let raw: string | CallOutcome;
    try {
      this.arm();
      raw = this.status(p.tool, p.argsJson);
    } catch (e) {
      return this.hostFailure(e);
    } finally {
      this.disarm();
    }
    if (typeof raw !== "string") return raw;
    const o = this.outcomeOf(raw, p.entry, refusedBefore);
    if (raw[0] === "W") {
      // Committed in the VM by the next call or dump; the log makes it replayable now.
      if (o.ok) this.logCall(p);
      else this.invoke("rollback", []);
    }
    return o;
  }

  /** The outcome a driver status stands for (a `W` result is not committed here). */
  private outcomeOf(raw: string, entry: ToolEntry, refusedBefore: number): CallOutcome {
    const tag = raw[0];
    const body = raw.slice(1);
    switch (tag) {
      case "O":
      case "W": {
        const result: unknown = JSON.parse(body);
        if (entry.output) {
          const bad = entry.output(result);
          if (bad !== null)
            return fault("invalid-output", `result does not match outputSchema: ${bad}`);
        }
        return { ok: true, result };
      }
      case "E": {
        const e = JSON.parse(body) as { code: string; message: string };
        return {
          ok: false,
          error: { code: capText(e.code || "Error"), message: capText(e.message) },
        };
      }
      case "I":
        return fault("invalid-output", body);
      case "L":
        return fault(
          "output-too-large",
          `result is ${body} characters of JSON, over the limit of ${this.limits.maxResultBytes}`,
        );
      case "S":
        return fault(
          "memory",
          `state would grow to ${body} characters of JSON, over the limit of ${this.limits.maxStateBytes}`,
        );
      case "T":
        return fault("timeout", `timed out after ${this.limits.callTimeoutMs} ms`);
      default: {
        const nl = body.indexOf("\n");
        const name = nl < 0 ? body : body.slice(0, nl);
        const message = nl < 0 ? "" : body.slice(nl + 1);
        const refused = heapRefusalCount(this.module) > refusedBefore;
        const kind = faultKindOf(name, message, this.timedOut, refused);
        return fault(kind, `${name}: ${message}`);
      }
    }
  }

  /**
   * One VM entry for the calls from `start` on (at most CHUNK of them reach the VM). Returns the
   * index to continue from, or `-(start + 1)` when the entry itself failed and nothing of it was
   * kept (the caller redoes those calls one at a time).
   */
  private chunkNow(calls: ToolCall[], start: number, out: CallOutcome[]): number {
    const answers: (CallOutcome | null)[] = [];
    const chunk: Prepared[] = [];
    let end = start;
    for (; end < calls.length && chunk.length < CHUNK; end++) {
      const p = this.prepare(calls[end]!.tool, calls[end]!.args, end);
      if ("entry" in p) {
        answers.push(null);
        chunk.push(p);
      } else answers.push(p);
    }
    if (chunk.length === 0 || this.disposed) {
      for (const a of answers) out.push(a ?? fault("exception", "instance is disposed"));
      return end;
    }
    const ready = this.readyVm();
    if (!ready.ok) {
      for (const a of answers) out.push(a ?? fault("exception", ready.error.message));
      return end;
    }
    let refusedBefore = heapRefusalCount(this.module);
    let statuses = this.runChunk(chunk, false);
    if (statuses !== null && this.ticks > ticksFor(this.limits.callTimeoutMs)) {
      // The entry did more than one call's budget of work, so a call in it may have overrun its
      // own: run the chunk again from the committed state (the log ends before it), timed call
      // by call. Below that no call can have overrun, and no call paid for reading the ticks.
      this.teardown();
      refusedBefore = heapRefusalCount(this.module);
      statuses = this.modulePoisoned || !this.readyVm().ok ? null : this.runChunk(chunk, true);
    }
    if (statuses === null) {
      // Nothing of the entry was kept: the log ends before it. A fresh module also drops a heap
      // the entry may have grown to its cap.
      this.teardown();
      this.modulePoisoned = true;
      return -(start + 1);
    }
    let j = 0;
    let stop = end;
    for (let k = start; k < end; k++) {
      const pre = answers[k - start];
      if (pre) {
        out.push(pre);
        continue;
      }
      const p = chunk[j]!;
      const raw = statuses[j++]!;
      const o = this.outcomeOf(raw, p.entry, refusedBefore);
      out.push(o);
      if (raw[0] === "W" && o.ok) {
        this.logCall(p);
        continue;
      }
      const rebuild = !o.ok && "fault" in o && REBUILD_AFTER.has(o.fault.kind) && raw[0] !== "T";
      if (raw[0] === "W" || rebuild) {
        // The VM went on past a call whose result is rejected (it committed it) or after a fault
        // that calls for a fresh VM: rebuild from the log, which ends before this call.
        this.teardown();
        if (rebuild && o.ok === false && "fault" in o && o.fault.kind === "memory")
          this.modulePoisoned = true;
        stop = k + 1;
        break;
      }
    }
    return stop;
  }

  /**
   * Send the chunk to the VM, `timed` or not (see the driver's `callMany`); its statuses in order,
   * or null when the entry failed. `this.ticks` then holds the work the whole entry did.
   */
  private runChunk(chunk: Prepared[], timed: boolean): string[] | null {
    const vm = this.vm!;
    const { ctx } = vm;
    let json = "[";
    for (let k = 0; k < chunk.length; k++)
      json += `${k === 0 ? "" : ","}[${JSON.stringify(chunk[k]!.tool)},${chunk[k]!.argsJson}]`;
    json += "]";
    const listH = ctx.newString(json);
    this.ranJobs = false;
    let raw: string;
    try {
      // Calls are timed by the driver (timed) or the entry as a whole (chunkNow); the deadline
      // here stops a call that never returns.
      this.arm(2 * this.limits.callTimeoutMs);
      const r = ctx.callFunction(vm.callManyFn, vm.driver, listH, timed ? ctx.true : ctx.false);
      if (r.error) {
        r.error.dispose();
        return null;
      }
      const settled = this.settle(r.value);
      if (!settled.ok) return null;
      raw = ctx.getString(settled.value);
      settled.value.dispose();
    } catch (e) {
      this.hostFailure(e);
      return null;
    } finally {
      this.disarm();
      if (this.timedOut && this.ranJobs) this.vmTainted = true;
      if (!this.modulePoisoned) listH.dispose();
    }
    const statuses: string[] = [];
    let at = 0;
    while (at < raw.length) {
      const colon = raw.indexOf(":", at);
      const n = Number(raw.slice(at, colon));
      statuses.push(raw.slice(colon + 1, colon + 1 + n));
      at = colon + 1 + n;
    }
    return statuses.length === chunk.length ? statuses : null;
  }

  private logCall(p: Prepared): void {
    this.version++;
    this.log.push({ tool: p.tool, args: p.argsJson });
    this.logChars += p.argsJson.length;
    // Keep replays short: past the cap, one dump makes the log empty again.
    if (this.log.length >= LOG_CALLS || this.logChars >= LOG_CHARS) this.dumpNow();
  }

  private clearLog(): void {
    this.log = [];
    this.logChars = 0;
  }

  /** Take the committed state out of the VM. */
  private dumpNow(): void {
    this.arm(this.loadMs());
    try {
      const text = this.invokeString("dump");
      const nl = text.indexOf("\n");
      this.dumped = { env: text.slice(0, nl), user: text.slice(nl + 1) };
      this.clearLog();
    } finally {
      this.disarm();
    }
  }

  /** The committed state as JSON texts, from the VM when calls were committed since the dump. */
  private async committedNow(): Promise<Committed> {
    if (this.log.length === 0 || this.disposed) return this.dumped;
    await this.ensureHealthyModule();
    if (!this.vm) {
      const r = this.build(this.dumped, true);
      if (!r.ok) throw new Error(r.error.message);
    }
    this.dumpNow();
    return this.dumped;
  }

  /** Run pending jobs until `h` (a value or a promise) settles; consumes `h`. */
  private settle(
    h: QuickJSHandle,
  ): { ok: true; value: QuickJSHandle } | { ok: false; error: string } {
    const vm = this.vm!;
    const { ctx, rt } = vm;
    const current = h;
    let ran = 0;
    for (;;) {
      const st = ctx.getPromiseState(current);
      if (st.type === "fulfilled") {
        if (st.notAPromise) return { ok: true, value: current };
        current.dispose();
        return { ok: true, value: st.value };
      }
      if (st.type === "rejected") {
        current.dispose();
        const msg = this.errorText(ctx, st.error);
        st.error.dispose();
        return { ok: false, error: `promise rejected: ${msg}` };
      }
      const jobs = rt.executePendingJobs();
      this.ranJobs = true;
      if (jobs.error) {
        // A job cut short by the interrupt can leave refcounts QuickJS cannot free cleanly.
        this.vmTainted = true;
        const msg = this.errorText(ctx, jobs.error);
        jobs.error.dispose();
        current.dispose();
        return { ok: false, error: msg };
      }
      if (jobs.value === 0) {
        // Jobs ran and the promise still waits: a job was cut short by the interrupt or by out
        // of memory, which a promise reaction swallows (an endless microtask chain ends so), and
        // the chain's objects may not be freeable: the runtime is abandoned, never freed.
        if (ran > 0) this.vmTainted = true;
        current.dispose();
        return { ok: false, error: "the handler's promise never settles" };
      }
      ran += jobs.value;
      if (this.timedOut || this.expired()) {
        // Jobs keep coming after the deadline (each one interrupted): stop here. The VM holds
        // the jobs still queued, so it is tainted as an interrupt inside one would taint it.
        this.timedOut = true;
        this.ranJobs = true;
        current.dispose();
        return { ok: false, error: `timed out after ${this.limits.callTimeoutMs} ms` };
      }
    }
  }

  private faultFrom(ctx: QuickJSContext, err: QuickJSHandle): CallOutcome {
    const { name, message } = this.errorParts(ctx, err);
    err.dispose();
    const kind = faultKindOf(name, message, this.timedOut, heapRefusalCount(this.module) > 0);
    return fault(kind, `${name}: ${message}`);
  }

  private hostFailure(e: unknown): CallOutcome {
    // The wasm code threw on the host side (the host stack overflowed inside a native QuickJS
    // recursion such as JSON.stringify of a very deep value, or the module aborted). Its runtime
    // cannot be freed safely and the module's own stack pointer may be off: abandon both. The
    // state comes back from the last dump and the log.
    discardQuickJs(this.module);
    this.vm = null;
    this.modulePoisoned = true;
    const message = e instanceof Error ? e.message : String(e);
    const kind: FaultKind = /call stack/i.test(message) ? "stack" : "exception";
    return fault(kind, `sandbox engine failure: ${message}`);
  }

  private errorParts(ctx: QuickJSContext, err: QuickJSHandle): { name: string; message: string } {
    try {
      const d = ctx.dump(err) as unknown;
      if (d && typeof d === "object") {
        const o = d as { name?: unknown; message?: unknown };
        return {
          name: capText(String(o.name ?? "Error")),
          message: capText(String(o.message ?? "")),
        };
      }
      return { name: "NonErrorThrow", message: capText(String(d)) };
    } catch {
      return { name: "InternalError", message: "out of memory" };
    }
  }

  private errorText(ctx: QuickJSContext, err: QuickJSHandle): string {
    const { name, message } = this.errorParts(ctx, err);
    return this.timedOut
      ? `timed out after ${this.limits.callTimeoutMs} ms`
      : `${name}: ${message}`;
  }

  private invoke(name: string, args: string[]): void {
    const vm = this.vm!;
    const { ctx } = vm;
    const fnH = ctx.getProp(vm.driver, name);
    const argHs = args.map((a) => ctx.newString(a));
    const r = ctx.callFunction(fnH, vm.driver, ...argHs);
    for (const h of argHs) h.dispose();
    fnH.dispose();
    ctx.unwrapResult(r).dispose();
  }

  private invokeString(name: string): string {
    const vm = this.vm!;
    const { ctx } = vm;
    const fnH = ctx.getProp(vm.driver, name);
    const r = ctx.callFunction(fnH, vm.driver);
    fnH.dispose();
    return ctx.unwrapResult(r).consume((h) => ctx.getString(h));
  }

  /**
   * Give the next call its budget: `ms` of interpreter work, counted in QuickJS's interrupt
   * ticks (one per ~10,000 bytecode steps) so a call stops at the same step on a busy machine as
   * on an idle one — a wall-clock deadline made the same run fault a probe at load 19 and not at
   * load 1, and the bundle differed (stop 48, bbc_nitro). The wall clock stays as a backstop at
   * `backstopMs(ms)`, for work the ticks do not count (a long native built-in).
   */
  private arm(ms = this.limits.callTimeoutMs): void {
    this.timedOut = false;
    this.ticks = 0;
    this.tickBudget = ticksFor(ms);
    this.deadline = this.clock() + backstopMs(this.limits, ms);
  }

  private disarm(): void {
    this.deadline = Number.POSITIVE_INFINITY;
    this.tickBudget = Number.POSITIVE_INFINITY;
  }

  /** The armed call has used its ticks, or the wall-clock backstop has passed. */
  private expired(): boolean {
    return this.ticks > this.tickBudget || this.clock() > this.deadline;
  }

  private serial<T>(f: () => T | Promise<T>): Promise<T> {
    const next = this.queue.then(f, f);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async fullState(): Promise<Record<string, unknown>> {
    const c = await this.committedNow();
    const user = JSON.parse(c.user) as Record<string, unknown>;
    user[RESERVED] = JSON.parse(c.env);
    return user;
  }

  state(): Promise<Record<string, unknown>> {
    return this.serial(() => this.fullState());
  }

  snapshot(): Promise<EnvSnapshot> {
    return this.serial(async () => ({ state: await this.fullState() }));
  }

  restore(snapshot: EnvSnapshot): Promise<void> {
    return this.serial(async () => {
      if (this.disposed) throw new Error("instance is disposed");
      await this.ensureHealthyModule();
      const split = splitState(snapshot.state, 1);
      if (!split.ok) throw new Error(split.error.message);
      if (this.vm && !this.modulePoisoned) {
        this.invoke("load", [split.value.user, split.value.env]);
        this.dumped = split.value;
        this.clearLog();
        this.version++;
      } else {
        const r = this.build(split.value, false);
        if (!r.ok) throw new Error(r.error.message);
      }
    });
  }

  mark(): Promise<void> {
    return this.serial(async () => {
      if (this.disposed) throw new Error("instance is disposed");
      await this.ensureHealthyModule();
      await this.committedNow();
      if (!this.vm) {
        const r = this.build(this.dumped, true);
        if (!r.ok) throw new Error(r.error.message);
      }
      this.markNow();
    });
  }

  /** Start the VM's journal at the committed state (the log is empty: committedNow dumped it). */
  private markNow(): void {
    if (this.log.length > 0) this.dumpNow();
    this.arm(this.loadMs());
    try {
      this.invoke("mark", []);
    } finally {
      this.disarm();
    }
    this.markAt = { dumped: this.dumped, vm: this.vm! };
  }

  undo(): Promise<void> {
    return this.serial(async () => {
      if (this.disposed) throw new Error("instance is disposed");
      this.recoverPending();
      const m = this.markAt;
      if (!m) throw new Error("undo without mark");
      if (this.vm === m.vm && !this.modulePoisoned) {
        let answer: string | undefined;
        this.arm(this.loadMs());
        try {
          answer = this.invokeString("undo");
        } catch {
          // Rebuilt below from the marked state.
        } finally {
          this.disarm();
        }
        if (answer === "") {
          this.dumped = m.dumped;
          this.clearLog();
          this.version++;
          return;
        }
      }
      // The VM that kept the journal is gone (a fault rebuilt it, or a restore dropped the mark).
      await this.ensureHealthyModule();
      const r = this.build(m.dumped, false);
      if (!r.ok) throw new Error(r.error.message);
      this.markNow();
      this.markAt = { ...m, vm: this.vm! };
    });
  }

  view(): Promise<Record<string, unknown>> {
    return this.serial(async () => {
      this.recoverPending();
      const m = this.markAt;
      if (!m || this.vm !== m.vm || this.modulePoisoned || this.disposed) return this.fullState();
      let text: string;
      this.arm(this.loadMs());
      try {
        text = this.invokeString("changed");
      } catch {
        return this.fullState();
      } finally {
        this.disarm();
      }
      if (text === "*") return this.fullState();
      m.base ??= JSON.parse(m.dumped.user) as Record<string, unknown>;
      const nl = text.indexOf("\n");
      const changed = JSON.parse(text.slice(nl + 1)) as Record<string, unknown>;
      // Root keys keep their order (the driver answers `*` when one was added or removed); a
      // spread copies them as own data properties, `__proto__` included.
      const out: Record<string, unknown> = { ...m.base };
      for (const k of Object.keys(changed))
        Object.defineProperty(out, k, {
          value: changed[k],
          enumerable: true,
          writable: true,
          configurable: true,
        });
      out[RESERVED] = JSON.parse(text.slice(0, nl));
      return out;
    });
  }

  reset(): Promise<void> {
    return this.serial(async () => {
      if (this.disposed) throw new Error("instance is disposed");
      await this.ensureHealthyModule();
      const r = this.build(this.initial, false);
      if (!r.ok) throw new Error(r.error.message);
    });
  }

  stateHash(): Promise<string> {
    return this.serial(async () => {
      // The same committed state hashes alike: an instance asked twice without a change in
      // between (the idle third of the replay checks) takes its state out of the VM once.
      if (this.hashed?.version === this.version) return this.hashed.hash;
      const hash = await sha256Hex(canonicalJson(await this.fullState()));
      this.hashed = { version: this.version, hash };
      return hash;
    });
  }

  private teardown(): void {
    const vm = this.vm;
    const tainted = this.vmTainted;
    this.vm = null;
    this.vmTainted = false;
    if (!vm) return;
    try {
      // Freeing a runtime whose job queue was cut short by the interrupt can trip QuickJS's
      // leak assertion and abort the whole module; such a runtime is abandoned instead (its
      // memory stays bounded by memoryBytes).
      if (tainted || vm.rt.hasPendingJob()) {
        this.runtimeAbandoned = true;
        return;
      }
      for (const h of vm.names.values()) h.dispose();
      vm.callFn.dispose();
      vm.commitFn.dispose();
      vm.callManyFn.dispose();
      vm.driver.dispose();
      vm.ctx.dispose();
      vm.rt.dispose();
    } catch {
      discardQuickJs(this.module);
      this.modulePoisoned = true;
    }
  }

  /** Bytes of wasm memory this instance's own module holds (0 on the shared module). */
  heapBytes(): number {
    return heapBytes(this.module);
  }

  dispose(): void {
    if (this.disposed) return;
    this.disposed = true;
    liveInstances--;
    this.teardown();
    if (!this.modulePoisoned && !this.runtimeAbandoned) this.releaseModule?.(this.module);
  }
}
