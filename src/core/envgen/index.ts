export { inferToolKind, type ToolKindInfo } from "./infer-kind.js";
