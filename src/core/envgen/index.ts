export { inferToolKind, type ToolKindInfo } from "../domain/tool-kind.js";
export {
  DEFAULT_CLOCK,
  type EnvgenInput,
  generateHeuristicBundle,
  HEURISTIC_GENERATOR,
} from "./generate.js";
