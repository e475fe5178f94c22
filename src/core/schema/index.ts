export {
  BUNDLE_FORMAT,
  BUNDLE_FORMAT_V1,
  bundleId,
  Clock,
  EnvBundle,
  type EnvBundleContent,
  EnvBundleInput,
  loadBundle,
  Provenance,
  sealBundle,
} from "./bundle.js";
export {
  CallOutcome,
  FAULT_KINDS,
  Fault,
  FaultKind,
  ToolCall,
  ToolError,
} from "./call-outcome.js";
export { canonicalJson, contentId, sameCanonicalJson, sha256Hex } from "./canonical.js";
export { GraphInput, GraphOutput, ToolEdge, ToolGraph, ToolNode } from "./graph.js";
export { Binding, Plan, PlanStep, Select } from "./plan.js";
export {
  ADDRESS_PARTS,
  Effect,
  EntityModel,
  FIELD_ROLES,
  FieldModel,
  FieldRole,
  INPUT_SOURCES,
  InputModel,
  Precondition,
  SemanticModel,
  ToolModel,
} from "./semantic-model.js";
export { AnswerFact, CheckVerdict, GoldCall, HiddenValue, Task, Turn, UserFact } from "./task.js";
export {
  INGEST_FORMATS,
  IngestFormat,
  JsonSchemaObject,
  TOOL_KINDS,
  ToolAnnotations,
  ToolKind,
  ToolSource,
  ToolSpec,
} from "./tool-spec.js";
export { ChatMessage, OpenAiTool, ToolCallMessagePart, Trajectory } from "./trajectory.js";
export { EnvCheck, Probe, ToolVerification, VerifyReport } from "./verify-report.js";
