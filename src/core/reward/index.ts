export {
  distinctFacts,
  judgeFacts,
  languageOf,
  PASTE_FACTOR,
  pastedReason,
} from "./answer.js";
export {
  COMPONENT_NAMES,
  type Component,
  type ComponentName,
  type Components,
  DEFAULT_WEIGHTS,
  REWARD_VERSION,
  type RewardWeights,
  type RolloutMessage,
  type ScoreResult,
  score,
} from "./score.js";
