export {
  DEFAULT_CLOCK,
  type EnvgenInput,
  generateHeuristicBundle,
  HEURISTIC_GENERATOR,
} from "./generate.js";
export { inferToolKind, type ToolKindInfo } from "./infer-kind.js";
export {
  domainTextOf,
  episodeState,
  type InitialStateOptions,
  seedInitialState,
} from "./seed-state.js";
