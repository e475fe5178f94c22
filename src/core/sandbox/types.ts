import type { Result } from "../errors.js";
import type { CallOutcome, EnvBundle, ToolCall } from "../schema/index.js";
import type { SandboxLimits } from "./limits.js";

export interface EnvInstanceOptions {
  limits?: Partial<SandboxLimits>;
  /** Mixed with `bundle.seed` to seed `env.random()` / `Math.random()`. Default 0. */
  episodeSeed?: number;
  /** Start state (default `bundle.initialState`). An `__env` key in it is used as the env state. */
  initialState?: Record<string, unknown>;
}

/** A full copy of an instance's state (including `__env`), plain data. */
export interface EnvSnapshot {
  state: Record<string, unknown>;
}

/** One running environment. Calls are serialised; each is atomic. */
export interface EnvInstance {
  /** Run one tool call. Never rejects for anything the bundle does: outcomes are data. */
  call(tool: string, args: unknown): Promise<CallOutcome>;
  /**
   * Run calls in order with the same outcomes as calling `call` for each in turn, several per
   * VM entry (the engine's instances have it; remote ones may not: see `callAll`).
   */
  callMany?(calls: ToolCall[]): Promise<CallOutcome[]>;
  /** Deep copy of the current state, `__env` included. */
  state(): Promise<Record<string, unknown>>;
  snapshot(): Promise<EnvSnapshot>;
  restore(snapshot: EnvSnapshot): Promise<void>;
  /** Back to the instance's initial state in a pristine VM. */
  reset(): Promise<void>;
  /** sha256 hex of the canonical JSON of `state()`. */
  stateHash(): Promise<string>;
  /**
   * Optional, for callers that run many probes from one state (verification): `mark()` remembers
   * the current state; `undo()` returns to it at the cost of the writes since (not of the state);
   * `view()` is the current state as a read-only value that shares unchanged top-level values with
   * earlier views — it must not be mutated. Any of them may fall back to a full copy.
   */
  mark?(): Promise<void>;
  undo?(): Promise<void>;
  view?(): Promise<Record<string, unknown>>;
  /** Bumped whenever the committed state changes (a call that wrote, a restore, a rebuild). */
  readonly version?: number;
  /** Bytes of memory the instance holds on its own (wasm heap), for pools that budget memory. */
  heapBytes?(): number;
  dispose(): void;
}

/** "Run these calls in order in one fresh instance": the unit of work sent to workers. */
export interface CallJob {
  bundle: EnvBundle;
  calls: ToolCall[];
  initialState?: Record<string, unknown>;
  episodeSeed?: number;
  limits?: Partial<SandboxLimits>;
}

export interface CallJobResult {
  outcomes: CallOutcome[];
  stateHash: string;
  state: Record<string, unknown>;
}

/** The sandbox service; implemented in-process and over worker pools with the same contract. */
export interface Sandbox {
  createInstance(bundle: EnvBundle, options?: EnvInstanceOptions): Promise<Result<EnvInstance>>;
  runJob(job: CallJob): Promise<Result<CallJobResult>>;
  runJobs?(jobs: CallJob[]): Promise<Result<CallJobResult>[]>;
  dispose(): Promise<void>;
}
