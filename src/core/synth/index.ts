export {
  answerFactsFrom,
  type BuildTaskDrop,
  type BuildTaskOptions,
  buildTask,
  buildTaskDetailed,
  type TaskDrafts,
} from "./build-task.js";
export {
  answerProblems,
  checkKnowable,
  checkNoLeak,
  codeIdentifier,
  formWording,
  ISO_TIMESTAMP,
  checkNotInstructional,
  checkSolvable,
  checkWellFormed,
  userTextProblems,
  userTexts,
} from "./checks.js";
export { type DatasetQuality, datasetQuality, type QualityRow, qualityRows } from "./dataset-quality.js";
export {
  combinedStateHash,
  type EnvRunner,
  type EnvSession,
  resolveRunner,
  routeTools,
  setDefaultEnvRunner,
  TaskEnvs,
} from "./env-runner.js";
export { type RefineResult, refineTask, runChecks } from "./refine.js";
export { type SynthOptions, type SynthReport, synthesize } from "./synthesize.js";
export {
  type AnswerWriter,
  buildTrajectory,
  finalAnswer,
  renderOutcome,
  replayTrajectory,
  taskTools,
} from "./trajectory.js";
export { mentionsValue, TextIndex } from "./value-mentions.js";
export {
  askFor,
  type FactPhrase,
  factPhrase,
  REGISTERS,
  type Register,
  registerFor,
  targetPhrase,
  type RequestDraft,
  type RequestWriter,
  templateUserSimulator,
  templateWriter,
  type UserSimulator,
  writeRequest,
} from "./writer.js";
