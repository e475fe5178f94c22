export { createDefaultStages } from "./default-stages.js";
export { type ModelStageOptions, withModel } from "./model-stages.js";
export { buildRunReport, type RunReport, renderReportMarkdown } from "./report.js";
export { readRunDataset, runFileEntries, runToFiles } from "./run-files.js";
export {
  PIPELINE_STAGES,
  type PipelineContext,
  type PipelineFailure,
  type PipelineOptions,
  type PipelineStage,
  type RunResult,
  runPipeline,
  type StageOutcome,
} from "./run-pipeline.js";
export type { PipelineStages, SynthOutput, TurnMode } from "./stages.js";
