import { ByteWriter, ParquetWriter } from "hyparquet-writer";
import { ok, type Result } from "../errors.js";
import { textEncoder } from "../platform.js";
import type { EnvBundle, Task, Trajectory } from "../schema/index.js";
import { chatTextRenderer, QWEN3_TEMPLATE_SOURCE } from "./chat-template.js";
import { llamaFactoryDatasetInfo, toAlpacaRows, toShareGptRows } from "./llamafactory.js";
import { type MessageOptions, toOpenAiRows, toTrlRows } from "./messages-jsonl.js";
import { trlAdapterSource } from "./python/trl-adapter.js";
import { verlAdapterSource } from "./python/verl-adapter.js";
import type { RunFiles } from "./run-archive.js";
import { capToolResults, type ToolResultCapRecord } from "./tool-result-cap.js";
import { toTrlEnvRows } from "./trl-env.js";
import {
  taskGroupKey,
  toVerlInteractionConfig,
  toVerlToolConfig,
  type VerlRow,
  verlColumns,
  verlParquetLayout,
  verlRowBuilder,
  verlToolGroups,
} from "./verl.js";

/**
 * Where streamed files go: bytes appended to a relative path (created on its first append), in
 * order per path. Node writes them to files, the browser keeps Blob parts, tests keep arrays.
 * Appends are synchronous so row producers never wait; a sink buffers as it sees fit.
 */
export interface ExportSink {
  append(path: string, bytes: Uint8Array): void;
}

/**
 * A sink that keeps every file in memory: `files()` joins each file's chunks; `parts()` hands
 * them over unjoined (the browser makes a Blob of them without another copy).
 */
export function memorySink(): ExportSink & {
  files(): RunFiles;
  parts(): ReadonlyMap<string, readonly Uint8Array[]>;
} {
  const chunks = new Map<string, Uint8Array[]>();
  return {
    parts: () => chunks,
    append(path, bytes) {
      const list = chunks.get(path);
      if (list) list.push(bytes);
      else chunks.set(path, [bytes]);
    },
    files() {
      const out: RunFiles = {};
      for (const [path, list] of chunks) out[path] = concatBytes(list);
      return out;
    },
  };
}

export function concatBytes(list: readonly Uint8Array[]): Uint8Array {
  if (list.length === 1) return list[0]!;
  const out = new Uint8Array(list.reduce((n, c) => n + c.length, 0));
  let at = 0;
  for (const c of list) {
    out.set(c, at);
    at += c.length;
  }
  return out;
}

/**
 * Rows per parquet row group. hyparquet-writer's default starts with a group of 1,000 rows, so
 * files of up to 1,000 rows are byte-identical to a one-shot write; larger files get groups of
 * 1,000 (the one-shot write put every row after the first 1,000 in a second group), which is
 * what lets them stream.
 */
export const PARQUET_ROW_GROUP = 1000;

/** A parquet file written one row group at a time into a sink. */
class ParquetStream {
  private pending: VerlRow[] = [];
  private writer: ParquetWriter | undefined;
  rows = 0;
  constructor(
    private readonly sink: ExportSink,
    private readonly path: string,
  ) {}

  push(row: VerlRow) {
    this.pending.push(row);
    this.rows++;
    if (this.pending.length === PARQUET_ROW_GROUP) this.flushGroup();
  }

  private flushGroup() {
    if (!this.writer) {
      const layout = verlParquetLayout(this.pending[0]!);
      const bytes = new ByteWriter();
      const { sink, path } = this;
      // Each finished row group leaves the buffer for the sink; offsets keep counting.
      Object.assign(bytes, {
        flush() {
          sink.append(path, bytes.getBytes().slice());
          bytes.index = 0;
        },
        finish() {
          if (bytes.index > 0) sink.append(path, bytes.getBytes().slice());
          bytes.index = 0;
        },
      });
      this.writer = new ParquetWriter({
        writer: bytes,
        schema: layout.schema as never,
        kvMetadata: layout.kvMetadata,
      });
    }
    this.writer.write({
      columnData: verlColumns(this.pending) as never,
      rowGroupSize: PARQUET_ROW_GROUP,
    });
    this.pending = [];
  }

  /** Idempotent: a file finished early is left as it is by the export's own finish. */
  finish() {
    if (this.pending.length > 0) this.flushGroup();
    this.writer?.finish();
    // The writer's buffer is as big as its largest row group: let it go with the file.
    this.writer = undefined;
  }
}

/** Trainer formats the export writes; `zip` (the whole run) is `packRunArchive`. */
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
  files: {
    path: string;
    format: ExportFormat | "info";
    rows?: number;
    /** Per-split files: the split their rows are. */
    split?: TaskSplit;
    options?: string[];
  }[];
  chatTemplate: string;
  toolResultCap: ToolResultCapRecord | null;
  /** Sanitised Python/file names → the environment names they stand for. */
  names?: Record<string, string>;
}

export type TaskSplit = "train" | "test";
const SPLITS: readonly TaskSplit[] = ["train", "test"];

/** What the export needs up front; trajectories arrive one at a time. */
export interface ExportContext {
  bundles: readonly EnvBundle[];
  tasks: readonly Task[];
}

/** Takes trajectories one at a time (in run order); `finish` writes the rest and the manifest. */
export interface ExportWriter {
  add(trajectory: Trajectory): void;
  /** The manifest (also written as `export-manifest.json`), or the first row that failed. */
  finish(): Result<ExportManifest>;
}

/**
 * Per-split JSONL files sit in a folder named after the format: `trl/train.jsonl`,
 * `trl/test.jsonl`, so `datasets.load_dataset("json", data_dir="exports/trl")` (or the folder
 * itself) gives a DatasetDict with both splits.
 */
export function splitFile(stem: string, split: TaskSplit): string {
  return `${stem}/${split}.jsonl`;
}

/**
 * Write every requested trainer format while trajectories arrive. JSONL rows go to the sink as
 * they are made; parquet is written one row group at a time; only the task list (which verl and
 * trl-env rows are made from) and per-file counters are held. Output is byte-identical to
 * building each file whole, for the same trajectories in the same order.
 */
export function createExportWriter(
  run: ExportContext,
  options: ExportOptions,
  sink: ExportSink,
): ExportWriter {
  const formats = new Set(options.formats ?? EXPORT_FORMATS);
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
  const cap: ToolResultCapRecord | null =
    options.maxToolResultChars === undefined
      ? null
      : { maxToolResultChars: options.maxToolResultChars, truncated: [] };
  const render = formats.has("chat-text")
    ? chatTextRenderer(...(options.chatTemplate === undefined ? [] : [options.chatTemplate]))
    : undefined;
  let failure: Result<never> | undefined = render && !render.ok ? render : undefined;

  const counts = new Map<string, number>();
  const put = (path: string, bytes: Uint8Array) => sink.append(path, bytes);
  const line = (path: string, row: unknown) => {
    put(path, textEncoder.encode(`${JSON.stringify(row)}\n`));
    counts.set(path, (counts.get(path) ?? 0) + 1);
  };
  /** A row in the whole file and in its split's file. */
  const both = (stem: string, split: TaskSplit, row: unknown) => {
    line(`${stem}.jsonl`, row);
    line(splitFile(stem, split), row);
  };

  const tasks = run.tasks;
  const splitOf = new Map(tasks.map((t) => [t.id, (t.split ?? "train") as TaskSplit]));
  const taskById = new Map(tasks.map((t) => [t.id, t]));
  const withTasks = tasks.length > 0;
  const wantVerl = formats.has("verl") && withTasks;
  const wantTrlEnv = formats.has("trl-env") && withTasks;
  const groups = verlToolGroups(tasks, run.bundles);
  const verlVariants: { stem: string; build: ReturnType<typeof verlRowBuilder> }[] = [];
  const parquet = new Map<string, ParquetStream>();
  const parquetOf = (path: string) => {
    let p = parquet.get(path);
    if (!p) {
      p = new ParquetStream(sink, path);
      parquet.set(path, p);
    }
    return p;
  };
  const groupBuild = verlRowBuilder(tasks, run.bundles, { structToolsKwargs: true }, groups);
  const groupRows = new Map<string, number>();
  // Tasks still to come per group file: a group's file is finished with its last task, so its
  // rows (each with the task's episode state and messages) are not all held to the very end.
  const groupFileOf = (task: Task) => {
    const group = groups.get(taskGroupKey(task));
    return group ? `verl/${group.name}.${splitOf.get(task.id) ?? "train"}.parquet` : undefined;
  };
  const tasksToCome = new Map<string, number>();
  if (wantVerl)
    for (const task of tasks) {
      const path = groupFileOf(task);
      if (path) tasksToCome.set(path, (tasksToCome.get(path) ?? 0) + 1);
    }
  if (wantVerl) {
    verlVariants.push({ stem: "verl", build: verlRowBuilder(tasks, run.bundles, {}, groups) });
    if (options.verlPerTurn)
      verlVariants.push({
        stem: "verl-per-turn",
        build: verlRowBuilder(tasks, run.bundles, { perTurn: true }, groups),
      });
  }
  const variantRows = new Map<string, number>();

  /** verl and trl-env rows of one task (they follow task order as trajectories arrive). */
  const taskRows = (task: Task, traj: Trajectory | undefined) => {
    if (wantVerl) {
      for (const v of verlVariants) {
        const rows = v.build(task, traj, variantRows.get(v.stem) ?? 0);
        variantRows.set(v.stem, (variantRows.get(v.stem) ?? 0) + rows.length);
        for (const r of rows) {
          parquetOf(`${v.stem}.parquet`).push(r);
          line(`${v.stem}.jsonl`, r);
        }
      }
      const group = groups.get(taskGroupKey(task));
      if (group) {
        const first = groupRows.get(group.name) ?? 0;
        const rows = groupBuild(task, traj, first);
        groupRows.set(group.name, first + rows.length);
        for (const r of rows) parquetOf(`verl/${group.name}.${r.extra_info.split}.parquet`).push(r);
        const path = groupFileOf(task)!;
        const left = (tasksToCome.get(path) ?? 1) - 1;
        tasksToCome.set(path, left);
        if (left === 0) parquet.get(path)?.finish();
      }
    }
    if (wantTrlEnv) {
      const rows = toTrlEnvRows([task], traj ? [traj] : [], groups);
      const split = splitOf.get(task.id) ?? "train";
      for (const r of rows) both("trl-env", split, { ...r, split });
    }
  };
  const done = new Set<string>();

  return {
    add(original) {
      if (failure) return;
      let t = original;
      if (cap) {
        const capped = capToolResults([original], cap.maxToolResultChars);
        t = capped.trajectories[0]!;
        cap.truncated.push(...capped.cap.truncated);
      }
      const split = splitOf.get(t.taskId) ?? "train";
      if (formats.has("openai")) {
        // OpenAI's fine-tuning rows get no extra key (its validator knows only its own); the
        // split is in the file name.
        const row = toOpenAiRows([t], messageOptions)[0]!;
        both("openai", split, row);
      }
      if (formats.has("trl")) both("trl", split, { ...toTrlRows([t], messageOptions)[0]!, split });
      if (formats.has("sharegpt")) {
        const rows = toShareGptRows([t]);
        if (!rows.ok) {
          failure = rows;
          return;
        }
        both("sharegpt", split, { ...rows.value[0]!, split });
      }
      if (formats.has("alpaca")) {
        const rows = toAlpacaRows([t]);
        if (!rows.ok) {
          failure = rows;
          return;
        }
        both("alpaca", split, { ...rows.value[0]!, split });
      }
      if (render?.ok) {
        const row = render.value(t);
        if (!row.ok) {
          failure = row;
          return;
        }
        both("chat-text", split, { ...row.value, split });
      }
      const task = taskById.get(t.taskId);
      if (task && !done.has(task.id)) {
        done.add(task.id);
        taskRows(task, t);
      }
    },

    finish() {
      if (failure) return failure;
      // Tasks without a trajectory still give verl/trl-env rows.
      for (const task of tasks) if (!done.has(task.id)) taskRows(task, undefined);
      for (const p of parquet.values()) p.finish();

      const manifest: ExportManifest = {
        format: "envfactory.export/v1",
        files: [],
        chatTemplate: options.chatTemplate === undefined ? QWEN3_TEMPLATE_SOURCE : "user-supplied",
        toolResultCap: cap,
      };
      const entry = (
        path: string,
        format: ExportFormat | "info",
        rows?: number,
        notes?: string[],
        split?: TaskSplit,
      ) =>
        manifest.files.push({
          path,
          format,
          ...(rows === undefined ? {} : { rows }),
          ...(split ? { split } : {}),
          ...(notes && notes.length > 0 ? { options: notes } : {}),
        });
      const text = (path: string, format: ExportFormat | "info", s: string) => {
        put(path, textEncoder.encode(s));
        entry(path, format);
      };
      /** The whole file (written even when empty) and the split files that have rows. */
      const jsonlEntries = (stem: string, format: ExportFormat, notes?: string[]) => {
        const path = `${stem}.jsonl`;
        if (!counts.has(path)) put(path, new Uint8Array());
        entry(path, format, counts.get(path) ?? 0, notes);
        for (const s of SPLITS) {
          const n = counts.get(splitFile(stem, s));
          if (n) entry(splitFile(stem, s), format, n, notes, s);
        }
      };
      const splitsOf = (stem: string) => SPLITS.filter((s) => counts.has(splitFile(stem, s)));

      if (formats.has("openai")) jsonlEntries("openai", "openai", optionNotes);
      if (formats.has("trl")) jsonlEntries("trl", "trl", optionNotes);
      if (formats.has("sharegpt")) jsonlEntries("sharegpt", "sharegpt");
      if (formats.has("alpaca")) jsonlEntries("alpaca", "alpaca");
      if (formats.has("sharegpt") || formats.has("alpaca"))
        text(
          "dataset_info.json",
          "info",
          `${JSON.stringify(
            llamaFactoryDatasetInfo(undefined, {
              sharegpt: formats.has("sharegpt") ? splitsOf("sharegpt") : [],
              alpaca: formats.has("alpaca") ? splitsOf("alpaca") : [],
            }),
            null,
            2,
          )}\n`,
        );
      if (render?.ok) jsonlEntries("chat-text", "chat-text");
      if (wantVerl || wantTrlEnv) {
        const names: Record<string, string> = {};
        for (const g of groups.values())
          names[g.name] = g.bundleIds
            .map((id) => run.bundles.find((b) => b.id === id)?.name ?? id)
            .join(" + ");
        manifest.names = names;
      }
      if (wantVerl) {
        for (const v of verlVariants) {
          const n = variantRows.get(v.stem) ?? 0;
          entry(`${v.stem}.parquet`, "verl", n);
          entry(`${v.stem}.jsonl`, "verl", n);
        }
        // What verl itself loads: per tool group, the tool config and parquet rows per split whose
        // tools_kwargs is a real struct (every row of a group has the same tools).
        const className = options.verlToolClass ? { className: options.verlToolClass } : {};
        for (const group of groups.values()) {
          if (!groupRows.get(group.name)) continue;
          text(`verl/${group.name}.tools.yaml`, "verl", toVerlToolConfig(group, className));
          for (const s of ["test", "train"] as const) {
            const p = parquet.get(`verl/${group.name}.${s}.parquet`);
            if (p) entry(`verl/${group.name}.${s}.parquet`, "verl", p.rows);
          }
        }
        text("verl/interaction.yaml", "verl", toVerlInteractionConfig());
        // The classes the configs name, so verl trains with no Python written by hand.
        text("envfactory_verl.py", "verl", verlAdapterSource());
      }
      if (wantTrlEnv) {
        const n = counts.get("trl-env.jsonl") ?? 0;
        const skipped = tasks.length - n;
        jsonlEntries("trl-env", "trl-env", [
          ...(skipped > 0 ? [`${skipped} multi-turn tasks left out (use verl's interaction)`] : []),
        ]);
        text("envfactory_trl.py", "trl-env", trlAdapterSource([...groups.values()]));
      }
      // The written manifest lists every file but itself; the returned one lists it too.
      text("export-manifest.json", "info", `${JSON.stringify(manifest, null, 2)}\n`);
      return ok(manifest);
    },
  };
}

/** Feed a (possibly async) stream of trajectories through an export writer. */
export async function writeExports(
  run: ExportContext,
  trajectories: Iterable<Trajectory> | AsyncIterable<Trajectory>,
  options: ExportOptions,
  sink: ExportSink,
): Promise<Result<ExportManifest>> {
  const writer = createExportWriter(run, options, sink);
  for await (const t of trajectories) writer.add(t);
  return writer.finish();
}
