import { ok, type Result } from "../errors.js";
import { textEncoder } from "../platform.js";
import type { EnvBundle, Task, Trajectory } from "../schema/index.js";
import { QWEN3_TEMPLATE_SOURCE, renderChatText } from "./chat-template.js";
import { llamaFactoryDatasetInfo, toAlpacaRows, toShareGptRows } from "./llamafactory.js";
import { type MessageOptions, toJsonl, toOpenAiRows, toTrlRows } from "./messages-jsonl.js";
import { trlAdapterSource } from "./python/trl-adapter.js";
import { verlAdapterSource } from "./python/verl-adapter.js";
import type { RunFiles } from "./run-archive.js";
import { capToolResults, type ToolResultCapRecord } from "./tool-result-cap.js";
import { toTrlEnvRows } from "./trl-env.js";
import {
  taskGroupKey,
  toVerlInteractionConfig,
  toVerlParquet,
  toVerlRows,
  toVerlToolConfig,
  verlToolGroups,
} from "./verl.js";

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
  packRunArchive,
  unpackRunArchive,
} from "./run-archive.js";
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
  verlToolGroups,
} from "./verl.js";

/** Trainer formats `exportDataset` writes; `zip` (the whole run) is `packRunArchive`. */
export const EXPORT_FORMATS = [
  "trl",
  "openai",
  "sharegpt",
  "alpaca",
  "chat-text",
  "verl",
  "trl-env",
] as const;
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
  /** trl/openai rows: tool-call content ("" default, null for DeepSeek-V3). */
  toolCallContent?: MessageOptions["toolCallContent"];
  /** trl/openai rows: one call per assistant turn (Llama 3.x). */
  splitParallelCalls?: boolean;
  /** trl/openai rows: the system prompt folded into the first user message (Mistral). */
  systemInFirstUser?: boolean;
  /** trl/openai rows: keep the run's tool-call ids instead of 9-character ones (Mistral needs those). */
  keepToolCallIds?: boolean;
}

/** What an export wrote: file list with counts, the template used, and any cap applied. */
export interface ExportManifest {
  format: "envfactory.export/v1";
  files: { path: string; format: ExportFormat | "info"; rows?: number; options?: string[] }[];
  chatTemplate: string;
  toolResultCap: ToolResultCapRecord | null;
  /** Sanitised Python/file names → the environment names they stand for. */
  names?: Record<string, string>;
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
  const messageOptions: MessageOptions = {
    ...(options.toolCallContent !== undefined ? { toolCallContent: options.toolCallContent } : {}),
    ...(options.splitParallelCalls ? { splitParallelCalls: true } : {}),
    ...(options.systemInFirstUser ? { systemInFirstUser: true } : {}),
    ...(options.keepToolCallIds ? { toolCallIds: "original" as const } : {}),
  };
  const optionNotes = [
    ...(options.toolCallContent === null ? ["tool-call-content=null"] : []),
    ...(options.splitParallelCalls ? ["split-parallel-calls"] : []),
    ...(options.systemInFirstUser ? ["system-in-first-user"] : []),
    ...(options.keepToolCallIds ? ["keep-tool-call-ids"] : []),
  ];
  const put = (
    path: string,
    format: ExportFormat | "info",
    text: string | Uint8Array,
    rows?: number,
    notes?: string[],
  ) => {
    files[path] = typeof text === "string" ? utf8(text) : text;
    manifest.files.push({
      path,
      format,
      ...(rows === undefined ? {} : { rows }),
      ...(notes && notes.length > 0 ? { options: notes } : {}),
    });
  };
  if (formats.has("openai"))
    put(
      "openai.jsonl",
      "openai",
      toJsonl(toOpenAiRows(trajectories, messageOptions)),
      trajectories.length,
      optionNotes,
    );
  if (formats.has("trl"))
    put(
      "trl.jsonl",
      "trl",
      toJsonl(toTrlRows(trajectories, messageOptions)),
      trajectories.length,
      optionNotes,
    );
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
  const groups = verlToolGroups(run.tasks, run.bundles);
  if ((formats.has("verl") || formats.has("trl-env")) && run.tasks.length > 0) {
    const names: Record<string, string> = {};
    for (const g of groups.values())
      names[g.name] = g.bundleIds
        .map((id) => run.bundles.find((b) => b.id === id)?.name ?? id)
        .join(" + ");
    manifest.names = names;
  }
  if (formats.has("verl") && run.tasks.length > 0) {
    const variants: [string, boolean][] = [["verl", false]];
    if (options.verlPerTurn) variants.push(["verl-per-turn", true]);
    for (const [name, perTurn] of variants) {
      const rows = toVerlRows(run.tasks, trajectories, run.bundles, { perTurn });
      put(`${name}.parquet`, "verl", toVerlParquet(rows), rows.length);
      put(`${name}.jsonl`, "verl", toJsonl(rows), rows.length);
    }
    // What verl itself loads: per tool group, the tool config and parquet rows per split whose
    // tools_kwargs is a real struct (every row of a group has the same tools).
    const className = options.verlToolClass ? { className: options.verlToolClass } : {};
    for (const [key, group] of groups) {
      const tasks = run.tasks.filter((t) => taskGroupKey(t) === key);
      if (tasks.length === 0) continue;
      put(`verl/${group.name}.tools.yaml`, "verl", toVerlToolConfig(group, className));
      const rows = toVerlRows(tasks, trajectories, run.bundles, { structToolsKwargs: true });
      const splits = [...new Set(rows.map((r) => r.extra_info.split))].sort();
      for (const split of splits) {
        const part = rows.filter((r) => r.extra_info.split === split);
        put(`verl/${group.name}.${split}.parquet`, "verl", toVerlParquet(part), part.length);
      }
    }
    put("verl/interaction.yaml", "verl", toVerlInteractionConfig());
    // The classes the configs name, so verl trains with no Python written by hand.
    put("envfactory_verl.py", "verl", verlAdapterSource());
  }
  if (formats.has("trl-env") && run.tasks.length > 0) {
    const rows = toTrlEnvRows(run.tasks, trajectories, groups);
    const skipped = run.tasks.length - rows.length;
    put("trl-env.jsonl", "trl-env", toJsonl(rows), rows.length, [
      ...(skipped > 0 ? [`${skipped} multi-turn tasks left out (use verl's interaction)`] : []),
    ]);
    put("envfactory_trl.py", "trl-env", trlAdapterSource([...groups.values()]));
  }
  put("export-manifest.json", "info", `${JSON.stringify(manifest, null, 2)}\n`);
  return ok({ files, manifest });
}
