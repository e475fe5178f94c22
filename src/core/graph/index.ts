export {
  type BuildGraphOptions,
  buildToolGraph,
  exportToolGraph,
  type GraphNode,
  type GraphStats,
  graphStats,
  importToolGraph,
  type ToolDependencyGraph,
  toolKindOf,
} from "./build-graph.js";
export { isUserProvidable } from "./user-providable.js";
