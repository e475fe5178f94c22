export {
  type Component,
  DEFAULT_WEIGHTS,
  type RewardWeights,
  type RolloutMessage,
  type ScoreResult,
  score,
} from "./score.js";
