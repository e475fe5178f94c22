import type { ExportOptions, ExportSink } from "../export/index.js";
import type { AbortSignalLike } from "../platform.js";
import type { ProgressEvent } from "../progress.js";
import type { Sandbox } from "../sandbox/index.js";
import type { ArtifactStore } from "../store/artifact-store.js";
import type { PipelineStages, TurnMode } from "./stages.js";

/**
 * Where the pipeline keeps artifacts and where its stages run — the platform. Node: a files
 * store and stages on worker_threads (`createStagePool`); browser: IndexedDB and stages on web
 * workers (`poolStages` over the app's worker pool); tests: memory and in-process stages.
 */
export interface PipelineContext {
  store: ArtifactStore;
  stages: PipelineStages;
  signal?: AbortSignalLike;
  onProgress?: (event: ProgressEvent) => void;
  /**
   * Progress inside one document's build or verify (per tool), labelled `build <doc>` or
   * `verify <doc>`, for stages that report it.
   */
  onItemProgress?: (event: ProgressEvent) => void;
  /** Where environments run; verify and synth share it. */
  sandbox?: Sandbox;
  /**
   * Documents built and verified at once (default 1). Worth more than 1 only when the stages run
   * elsewhere (worker threads); results keep input order whatever order they finish in.
   */
  concurrency?: number;
  /**
   * Longest build, and longest verify, of one document in ms (default: none). A document past it
   * fails alone with an error naming it, its stage is aborted through its signal (a worker pool
   * terminates the worker), and the others go on. A safety net for a pathological spec: outputs
   * of a run where no document hits it do not depend on it.
   */
  docTimeoutMs?: number;
  /**
   * Where exports are streamed (a file sink in the CLI). Without one they are kept in memory and
   * returned in `RunResult.exports.files`.
   */
  exportSink?: ExportSink;
  /**
   * Identity of the generator code that runs the stages (e.g. `0.1.0+<sha256 of its code>`),
   * part of every stage key: a store written by another build is not resumed from, so an upgrade
   * never mixes old artifacts with new ones. Absent: keys as before builds were recorded.
   */
  generatorBuild?: string;
}

/** Synthesis knobs besides count/seed/turns; each is part of the synth key only when given. */
export interface SynthTuning {
  /** Share of multi-turn conversations when turns are mixed (synth's default 0.5). */
  multiRatio?: number;
  /** Most steps in a sampled plan (sampler's default 6). */
  maxSteps?: number;
  /** Rewrites per task after a failed check (synth's default 3). */
  maxRewrites?: number;
}

export interface PipelineOptions {
  seed: number;
  /** Tasks (and trajectories) wanted. */
  count: number;
  turns: TurnMode;
  /** Share of environments whose tasks form the test split (synth's default when absent). */
  testShare?: number;
  synth?: SynthTuning;
  export?: ExportOptions;
  /** The model the stages use (e.g. `openai-compatible:qwen3-8b`); part of every stage key, so
   * a run with a model never resumes from one without (undefined keeps offline keys unchanged). */
  model?: string;
}
