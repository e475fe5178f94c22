import { ok, type Result } from "../errors.js";
import { textEncoder } from "../platform.js";
import type { EnvBundle, Task, Trajectory } from "../schema/index.js";
import { QWEN3_TEMPLATE_SOURCE, renderChatText } from "./chat-template.js";
import { llamaFactoryDatasetInfo, toAlpacaRows, toShareGptRows } from "./llamafactory.js";
import { toJsonl, toOpenAiRows, toTrlRows } from "./messages-jsonl.js";
import type { RunFiles } from "./run-archive.js";
import { capToolResults, type ToolResultCapRecord } from "./tool-result-cap.js";
import { toVerlParquet, toVerlRows, toVerlToolConfig } from "./verl.js";

export type { ChatTextRow } from "./chat-template.js";
export { QWEN3_CHAT_TEMPLATE, QWEN3_TEMPLATE_SOURCE, renderChatText } from "./chat-template.js";
export type { AlpacaRow, ShareGptRow, ShareGptTurn } from "./llamafactory.js";
export {
  alpacaToMessages,
  llamaFactoryDatasetInfo,
  qwen3ToolsSystem,
  shareGptToMessages,
  toAlpacaRows,
  toShareGptRows,
} from "./llamafactory.js";
export type { OpenAiRow, TrlMessage, TrlRow } from "./messages-jsonl.js";
export {
  parseArguments,
  parseJsonl,
  toJsonl,
  toOpenAiRows,
  toTrlRows,
  trlToMessages,
} from "./messages-jsonl.js";
export type { RunFiles } from "./run-archive.js";
export {
  ARCHIVE_FORMAT,
  ARCHIVE_MANIFEST,
  packRunArchive,
  unpackRunArchive,
} from "./run-archive.js";
export type { ToolResultCapRecord, TruncatedResult } from "./tool-result-cap.js";
export { capToolResults } from "./tool-result-cap.js";
export type { VerlGroundTruth, VerlMessage, VerlOptions, VerlRow } from "./verl.js";
export { toOpenAiTool, toVerlParquet, toVerlRows, toVerlToolConfig } from "./verl.js";

/** Trainer formats `exportDataset` writes; `zip` (the whole run) is `packRunArchive`. */
export const EXPORT_FORMATS = ["trl", "openai", "sharegpt", "alpaca", "chat-text", "verl"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** What the exporters read: the finished artifacts of a run. */
export interface DatasetArtifacts {
  bundles: readonly EnvBundle[];
  tasks: readonly Task[];
  trajectories: readonly Trajectory[];
}

export interface ExportOptions {
  /** Formats to write (default: all). */
  formats?: readonly ExportFormat[];
  /** Shorten tool results longer than this; every shortening is recorded in the manifest. */
  maxToolResultChars?: number;
  /** A chat template to use instead of Qwen3's (jinja source, as in tokenizer_config.json). */
  chatTemplate?: string;
  /** Also write verl rows per user turn (`verl-per-turn.*`). */
  verlPerTurn?: boolean;
  /** The verl tool class named in the tool config. */
  verlToolClass?: string;
}

/** What an export wrote: file list with counts, the template used, and any cap applied. */
export interface ExportManifest {
  format: "envfactory.export/v1";
  files: { path: string; format: ExportFormat | "info"; rows?: number }[];
  chatTemplate: string;
  toolResultCap: ToolResultCapRecord | null;
}

const utf8 = (s: string) => textEncoder.encode(s);

/**
 * Write the dataset in every requested trainer format. Paths are relative (`openai.jsonl`,
 * `verl.parquet`, …) plus `export-manifest.json`. Fails with `export/failed` when a trajectory
 * cannot be expressed in a format (e.g. non-alternating turns) or a custom template fails.
 */
export function exportDataset(
  run: DatasetArtifacts,
  options: ExportOptions = {},
): Result<{ files: RunFiles; manifest: ExportManifest }> {
  const formats = new Set(options.formats ?? EXPORT_FORMATS);
  let trajectories = run.trajectories;
  let cap: ToolResultCapRecord | null = null;
  if (options.maxToolResultChars !== undefined) {
    const capped = capToolResults(run.trajectories, options.maxToolResultChars);
    trajectories = capped.trajectories;
    cap = capped.cap;
  }
  const files: RunFiles = {};
  const manifest: ExportManifest = {
    format: "envfactory.export/v1",
    files: [],
    chatTemplate: options.chatTemplate === undefined ? QWEN3_TEMPLATE_SOURCE : "user-supplied",
    toolResultCap: cap,
  };
  const put = (
    path: string,
    format: ExportFormat | "info",
    text: string | Uint8Array,
    rows?: number,
  ) => {
    files[path] = typeof text === "string" ? utf8(text) : text;
    manifest.files.push(rows === undefined ? { path, format } : { path, format, rows });
  };
  if (formats.has("openai"))
    put("openai.jsonl", "openai", toJsonl(toOpenAiRows(trajectories)), trajectories.length);
  if (formats.has("trl"))
    put("trl.jsonl", "trl", toJsonl(toTrlRows(trajectories)), trajectories.length);
  if (formats.has("sharegpt")) {
    const rows = toShareGptRows(trajectories);
    if (!rows.ok) return rows;
    put("sharegpt.jsonl", "sharegpt", toJsonl(rows.value), rows.value.length);
  }
  if (formats.has("alpaca")) {
    const rows = toAlpacaRows(trajectories);
    if (!rows.ok) return rows;
    put("alpaca.jsonl", "alpaca", toJsonl(rows.value), rows.value.length);
  }
  if (formats.has("sharegpt") || formats.has("alpaca"))
    put("dataset_info.json", "info", `${JSON.stringify(llamaFactoryDatasetInfo(), null, 2)}\n`);
  if (formats.has("chat-text")) {
    const rows = renderChatText(trajectories, options.chatTemplate);
    if (!rows.ok) return rows;
    put("chat-text.jsonl", "chat-text", toJsonl(rows.value), rows.value.length);
  }
  if (formats.has("verl") && run.tasks.length > 0) {
    const variants: [string, boolean][] = [["verl", false]];
    if (options.verlPerTurn) variants.push(["verl-per-turn", true]);
    for (const [name, perTurn] of variants) {
      const rows = toVerlRows(run.tasks, trajectories, run.bundles, { perTurn });
      put(`${name}.parquet`, "verl", toVerlParquet(rows), rows.length);
      put(`${name}.jsonl`, "verl", toJsonl(rows), rows.length);
    }
    put(
      "verl-tool-config.yaml",
      "verl",
      toVerlToolConfig(
        run.bundles,
        options.verlToolClass ? { className: options.verlToolClass } : {},
      ),
    );
  }
  put("export-manifest.json", "info", `${JSON.stringify(manifest, null, 2)}\n`);
  return ok({ files, manifest });
}
