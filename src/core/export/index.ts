import { ok, type Result } from "../errors.js";
import type { EnvBundle, Task, Trajectory } from "../schema/index.js";
import type { RunFiles } from "./run-archive.js";
import {
  createExportWriter,
  type ExportManifest,
  type ExportOptions,
  memorySink,
} from "./stream.js";

export type { ChatTextRow } from "./chat-template.js";
export {
  chatTextRenderer,
  QWEN3_CHAT_TEMPLATE,
  QWEN3_TEMPLATE_SOURCE,
  renderChatText,
} from "./chat-template.js";
export type { AlpacaRow, ShareGptRow, ShareGptTurn } from "./llamafactory.js";
export {
  alpacaToMessages,
  llamaFactoryDatasetInfo,
  qwen3ToolsSystem,
  shareGptToMessages,
  toAlpacaRows,
  toShareGptRows,
} from "./llamafactory.js";
export type { MessageOptions, OpenAiRow, TrlMessage, TrlRow } from "./messages-jsonl.js";
export {
  exportMessages,
  parseArguments,
  parseJsonl,
  shortToolCallIds,
  toJsonl,
  toOpenAiRows,
  toTrlRows,
  trlToMessages,
} from "./messages-jsonl.js";
export { trlAdapterSource } from "./python/trl-adapter.js";
export { verlAdapterSource } from "./python/verl-adapter.js";
export type { RunFiles } from "./run-archive.js";
export {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  createRunArchiveWriter,
  packRunArchive,
  unpackRunArchive,
} from "./run-archive.js";
export type {
  ExportContext,
  ExportFormat,
  ExportManifest,
  ExportOptions,
  ExportSink,
  ExportWriter,
  TaskSplit,
} from "./stream.js";
export {
  concatBytes,
  createExportWriter,
  EXPORT_FORMATS,
  memorySink,
  PARQUET_ROW_GROUP,
  splitFile,
  writeExports,
} from "./stream.js";
export type { ToolResultCapRecord, TruncatedResult } from "./tool-result-cap.js";
export { capToolResults } from "./tool-result-cap.js";
export { cleanTool, stripVendorKeys, verlTool } from "./tool-schema.js";
export type { TrlEnvRow } from "./trl-env.js";
export { toTrlEnvRows } from "./trl-env.js";
export type {
  VerlGroundTruth,
  VerlMessage,
  VerlOptions,
  VerlRow,
  VerlToolGroup,
} from "./verl.js";
export {
  taskGroupKey,
  toOpenAiTool,
  toVerlInteractionConfig,
  toVerlParquet,
  toVerlRows,
  toVerlToolConfig,
  VERL_INTERACTION,
  VERL_INTERACTION_CLASS,
  VERL_TOOL_CLASS,
  verlColumns,
  verlParquetLayout,
  verlRowBuilder,
  verlToolGroups,
} from "./verl.js";

/** What the exporters read: the finished artifacts of a run. */
export interface DatasetArtifacts {
  bundles: readonly EnvBundle[];
  tasks: readonly Task[];
  trajectories: readonly Trajectory[];
}

/**
 * A manifest after a second `export` into the same folder: files of the earlier export stay
 * listed unless this one rewrote them (then this one's entry wins), names are merged.
 */
export function mergeExportManifests(prev: ExportManifest, next: ExportManifest): ExportManifest {
  const written = new Set(next.files.map((f) => f.path));
  const files = [...prev.files.filter((f) => !written.has(f.path)), ...next.files].sort((a, b) =>
    a.path < b.path ? -1 : a.path > b.path ? 1 : 0,
  );
  const names = { ...prev.names, ...next.names };
  return { ...next, files, ...(Object.keys(names).length > 0 ? { names } : {}) };
}

/**
 * Write the dataset in every requested trainer format, in memory. Paths are relative
 * (`openai.jsonl`, `verl.parquet`, …) plus `export-manifest.json`. Fails with `export/failed`
 * when a trajectory cannot be expressed in a format (e.g. non-alternating turns) or a custom
 * template fails. Large runs should stream instead: `createExportWriter` with a file sink.
 */
export function exportDataset(
  run: DatasetArtifacts,
  options: ExportOptions = {},
): Result<{ files: RunFiles; manifest: ExportManifest }> {
  const sink = memorySink();
  const writer = createExportWriter(run, options, sink);
  for (const t of run.trajectories) writer.add(t);
  const manifest = writer.finish();
  if (!manifest.ok) return manifest;
  return ok({ files: sink.files(), manifest: manifest.value });
}
