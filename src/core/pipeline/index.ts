export type { PipelineContext, PipelineOptions, SynthTuning } from "./context.js";
export {
  type DatasetOptions,
  type DatasetResult,
  graphKeyOf,
  graphStage,
  storedGraph,
  storedSynth,
  synthesizeDataset,
  synthKeyOf,
} from "./dataset.js";
export { createDefaultStages } from "./default-stages.js";
export {
  buildEnvironments,
  buildStage,
  type EnvironmentFailure,
  type EnvironmentsResult,
  usableBundles,
  verifyEnvironments,
} from "./environments.js";
export { type ModelStageOptions, withModel } from "./model-stages.js";
export {
  buildRunReport,
  type RunReport,
  renderReportMarkdown,
  shortfallNote,
} from "./report.js";
export { readRunDataset, runFileEntries, runToFiles } from "./run-files.js";
export {
  ingestStage,
  type PipelineFailure,
  type RunResult,
  runPipeline,
} from "./run-pipeline.js";
export { PIPELINE_STAGES, type PipelineStage, type StageOutcome } from "./stage-records.js";
export type { PipelineStages, SynthOutput, TurnMode } from "./stages.js";
