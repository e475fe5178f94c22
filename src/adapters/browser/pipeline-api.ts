import type { EnvFactoryError } from "../../core/errors.js";
import type { IngestedDoc } from "../../core/ingest/index.js";
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
}

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

/** A built and verified environment, or why it could not be built. */
export type BuildResult =
  | { ok: true; bundle: EnvBundle; report: VerifyReport }
  | { ok: false; error: EnvFactoryError };

/** The core stages the pipeline worker runs; every value crossing it is plain data. */
export interface PipelineApi {
  ingest(files: SourceFile[]): Promise<IngestedSource[]>;
  /** Heuristic envgen, then verification (failing tools dropped, report attached). */
  buildEnvironment(doc: IngestedDoc, seed: number): Promise<BuildResult>;
  verify(bundle: EnvBundle): Promise<{ bundle: EnvBundle; report: VerifyReport }>;
  graph(bundles: EnvBundle[]): Promise<ToolGraph>;
  samplePlans(bundles: EnvBundle[], graph: ToolGraph, count: number, seed: number): Promise<Plan[]>;
  synthesize(
    bundles: EnvBundle[],
    graph: ToolGraph,
    options: SynthOptions,
    onProgress?: (e: ProgressEvent) => void,
  ): Promise<{ tasks: Task[]; trajectories: Trajectory[]; report: BatchReport }>;
  /** One downloadable file per format; formats made of several files come zipped. */
  exportFormat(format: ExportFormat, input: ExportInput): Promise<ExportFile>;
}
