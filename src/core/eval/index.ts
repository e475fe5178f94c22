export {
  DEFAULT_MAX_ASSISTANT_MESSAGES,
  type EndReason,
  type Episode,
  type EpisodeOptions,
  runEpisode,
} from "./episode.js";
export {
  callsOf,
  type EvalRollout,
  type EvalSummary,
  FAILURE_CATEGORIES,
  type FailureCategory,
  failureCategories,
  passHatK,
  summarize,
} from "./metrics.js";
export { renderEvalMarkdown } from "./report.js";
export {
  acceptedTrajectories,
  type EvalOptions,
  type EvalSplit,
  evaluate,
  orderRollouts,
  rolloutKey,
  selectTasks,
} from "./run-eval.js";
export {
  DONT_KNOW,
  factWords,
  llmModelUser,
  type ModelUser,
  nextUserMessage,
  simulateUser,
  type UserReply,
  type UserReplyKind,
} from "./simulated-user.js";
export { DEFAULT_TEST_SHARE, splitOf, testEnvironments, withEvalFields } from "./task-fields.js";
