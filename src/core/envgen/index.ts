export {
  DEFAULT_CLOCK,
  type EnvgenInput,
  generateHeuristicBundle,
  HEURISTIC_GENERATOR,
} from "./generate.js";
export { inferToolKind, type ToolKindInfo } from "./infer-kind.js";
