import type { LlmEnvgenRound } from "../../core/envgen/llm-envgen.js";
import type { EnvFactoryError, Result } from "../../core/errors.js";
import type { IngestedDoc } from "../../core/ingest/index.js";
import type { ChatRequest, ChatResponse } from "../../core/llm/llm-client.js";
import type { ModelReport } from "../../core/llm/model-hooks.js";
import type { ProgressEvent } from "../../core/progress.js";
import type {
  EnvBundle,
  IngestFormat,
  Plan,
  Task,
  ToolGraph,
  ToolSpec,
  Trajectory,
  VerifyReport,
} from "../../core/schema/index.js";

/** A file the user gave us, as text. */
export interface SourceFile {
  name: string;
  text: string;
}

/** What ingest made of one file: the environment-to-be, or why it could not be read. */
export interface IngestedSource {
  name: string;
  format?: IngestFormat;
  doc?: IngestedDoc;
  tools: ToolSpec[];
  errors: EnvFactoryError[];
}

export interface SynthOptions {
  count: number;
  seed: number;
  turns: "single" | "multi" | "mixed";
  /** Share of multi-turn conversations when `turns` is "mixed", 0..1. */
  multiShare: number;
  maxPlanLength: number;
}

/** Kept/dropped counts of one synthesis batch; `dropped` is keyed by reason. */
export interface BatchReport {
  kept: number;
  dropped: Record<string, number>;
  /** Share of built trajectories that replayed exactly in a fresh sandbox. */
  replayExactness?: number;
  /** Present when a model was used: which, how much, accepted vs fallback counts and reasons. */
  model?: ModelReport;
}

/**
 * The model a worker job uses. The API key travels with the job over postMessage and lives only in
 * the worker's client closure for that job — it is never stored, returned or logged.
 * `remote` means: call the page's model (WebLLM) through the `RemoteChat` proxy passed alongside.
 */
export type JobModel =
  | { kind: "openai"; baseUrl: string; model: string; apiKey?: string }
  | { kind: "remote"; model: string };

/** The page-side chat function a worker calls for `remote` models (a comlink proxy). */
export type RemoteChat = (request: ChatRequest) => Promise<Result<ChatResponse>>;

/** What "Improve with model" made of one environment: every round, and which version won. */
export type ImproveResult =
  | {
      ok: true;
      bundle: EnvBundle;
      report: VerifyReport;
      generator: "heuristic/v1" | "llm/v1";
      rounds: LlmEnvgenRound[];
      model: ModelReport;
    }
  | { ok: false; error: EnvFactoryError };

/** Tools a model read from a prose document, or why it could not. */
export type ProseResult =
  | { ok: true; source: IngestedSource; model: ModelReport }
  | { ok: false; error: EnvFactoryError; model: ModelReport };

export type ExportFormat = "trl" | "openai" | "sharegpt" | "alpaca" | "chat-text" | "verl" | "zip";

export interface ExportInput {
  bundles: EnvBundle[];
  graph?: ToolGraph;
  tasks: Task[];
  trajectories: Trajectory[];
  reports: Record<string, unknown>;
}

export interface ExportFile {
  name: string;
  mime: string;
  data: string | Uint8Array;
}

/** What the synth stage takes besides bundles and graph (the pipeline's synth options). */
export interface SynthStageOptions {
  count: number;
  seed: number;
  turns: "single" | "multi" | "mixed";
  testShare?: number;
  multiRatio?: number;
  maxSteps?: number;
  maxRewrites?: number;
}

/** The core stages the pipeline worker runs; every value crossing it is plain data. */
export interface PipelineApi {
  /** The pipeline's own stages (`createDefaultStages`), so the app runs what the CLI runs. */
  buildStage(doc: IngestedDoc, seed: number): Promise<Result<EnvBundle>>;
  verifyStage(
    bundle: EnvBundle,
    seed: number,
  ): Promise<{ bundle: EnvBundle; report: VerifyReport }>;
  graphStage(bundles: EnvBundle[]): Promise<{ graph: ToolGraph; stats: Record<string, unknown> }>;
  /** With `model`, requests, simulated users and final answers come from it (checked, with fallback). */
  synthStage(
    bundles: EnvBundle[],
    graph: ToolGraph,
    options: SynthStageOptions,
    onProgress?: (e: ProgressEvent) => void,
    model?: JobModel,
    remoteChat?: RemoteChat,
  ): Promise<{ tasks: Task[]; trajectories: Trajectory[]; report: Record<string, unknown> }>;
  ingest(files: SourceFile[]): Promise<IngestedSource[]>;
  samplePlans(bundles: EnvBundle[], graph: ToolGraph, count: number, seed: number): Promise<Plan[]>;
  /** A model reads tools from a prose document (offline ingest answers `ingest/needs-model`). */
  readProse(
    file: SourceFile,
    seed: number,
    model: JobModel,
    remoteChat?: RemoteChat,
  ): Promise<ProseResult>;
  /** envgen/llm over one environment: bounded revision rounds, programs pick the winner. */
  improveEnvironment(
    doc: IngestedDoc,
    options: { seed: number; rounds: number; scenarios: boolean; documentation?: string },
    onProgress: ((e: ProgressEvent) => void) | undefined,
    model: JobModel,
    remoteChat?: RemoteChat,
  ): Promise<ImproveResult>;
  /** One downloadable file per format; formats made of several files come zipped. */
  exportFormat(format: ExportFormat, input: ExportInput): Promise<ExportFile>;
}
