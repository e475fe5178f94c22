export { inferToolKind, type ToolKindInfo } from "../domain/tool-kind.js";
export {
  DEFAULT_CLOCK,
  type EnvgenInput,
  generateHeuristicBundle,
  HEURISTIC_GENERATOR,
} from "./generate.js";
export {
  buildSemanticModel,
  modelOf,
  type SemanticModelOptions,
  semanticModelFrom,
  TERMINAL_STATUSES,
} from "./semantic-model.js";
