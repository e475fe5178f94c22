import { parquetWriteBuffer } from "hyparquet-writer";
import { stringify } from "yaml";
import type {
  ChatMessage,
  EnvBundle,
  OpenAiTool,
  Task,
  ToolSpec,
  Trajectory,
} from "../schema/index.js";

/**
 * A verl RL row. `prompt` messages are OpenAI-shaped (tool-call arguments as JSON strings).
 * Values whose keys vary per task — `ground_truth`, `initial_state`, `tools`, `user_turns` — are
 * JSON strings in both parquet and the JSONL twin, so the two files load to identical rows.
 */
export interface VerlRow {
  data_source: string;
  prompt: VerlMessage[];
  ability: string;
  reward_model: { style: "rule"; ground_truth: string };
  extra_info: {
    index: number;
    split: string;
    task_id: string;
    /** Null for whole-task rows; the user turn this row ends at for per-turn rows. */
    turn_index: number | null;
    bundle_ids: string[];
    initial_state: string;
    tools: string;
    user_turns: string;
  };
}

/** Prompt message; every optional OpenAI field is present (null when unused) for parquet. */
export interface VerlMessage {
  role: string;
  content: string | null;
  tool_calls: { id: string; type: string; function: { name: string; arguments: string } }[] | null;
  tool_call_id: string | null;
  name: string | null;
}

/** What `ground_truth` decodes to. */
export interface VerlGroundTruth {
  task_id: string;
  calls: { name: string; arguments: Record<string, unknown>; masked: string[] }[];
  /** Hash of the environments' state after the gold calls; null on non-final per-turn rows. */
  final_state_hash: string | null;
  answer_facts: { key: string; value: unknown; text?: string }[];
}

export interface VerlOptions {
  /** One row per user turn (prompt = conversation so far) instead of one per task. */
  perTurn?: boolean;
  dataSource?: string;
  ability?: string;
  split?: string;
}

/** OpenAI tool schema of a bundle's ToolSpec. */
export function toOpenAiTool(tool: ToolSpec): OpenAiTool {
  return {
    type: "function",
    function: { name: tool.name, description: tool.description, parameters: tool.inputSchema },
  };
}

function verlMessage(m: ChatMessage): VerlMessage {
  return {
    role: m.role,
    content: m.content,
    tool_calls: m.role === "assistant" && m.tool_calls ? m.tool_calls : null,
    tool_call_id: m.role === "tool" ? m.tool_call_id : null,
    name: m.role === "tool" ? m.name : null,
  };
}

/** Index of the message that ends each task turn's prompt, searched in order. */
function turnEnds(task: Task, messages: readonly ChatMessage[]): number[] {
  const ends: number[] = [];
  let from = 0;
  for (const turn of task.turns) {
    let at = messages.findIndex(
      (m, i) => i >= from && m.role === "user" && m.content === turn.user,
    );
    if (at < 0) at = messages.findIndex((m, i) => i >= from && m.role === "user");
    if (at < 0) break;
    ends.push(at);
    from = at + 1;
  }
  return ends;
}

/**
 * verl rows, one per task (or per user turn). The trajectory of a task, when there is one, gives
 * the system prompt and the conversation prefix; tools come from it or from the task's bundles.
 */
export function toVerlRows(
  tasks: readonly Task[],
  trajectories: readonly Trajectory[],
  bundles: readonly EnvBundle[],
  options: VerlOptions = {},
): VerlRow[] {
  const byTask = new Map(trajectories.map((t) => [t.taskId, t]));
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const rows: VerlRow[] = [];
  for (const task of tasks) {
    const traj = byTask.get(task.id);
    const tools =
      traj?.tools ??
      task.envs.flatMap((e) => (byId.get(e.bundleId)?.tools ?? []).map(toOpenAiTool));
    const messages: ChatMessage[] = traj?.messages ?? [
      { role: "user", content: task.turns[0]!.user },
    ];
    const ends = turnEnds(task, messages);
    const base = {
      bundle_ids: task.envs.map((e) => e.bundleId),
      initial_state: JSON.stringify(
        Object.fromEntries(task.envs.map((e) => [e.bundleId, e.initialState])),
      ),
      tools: JSON.stringify(tools),
      user_turns: JSON.stringify(task.turns),
    };
    const calls = (turn: number | null) =>
      task.gold.calls
        .filter((c) => turn === null || (c.turn ?? 0) === turn)
        .map((c) => ({ name: c.tool, arguments: c.args, masked: c.masked }));
    const row = (turn: number | null, end: number): VerlRow => {
      const last = turn === null || turn === task.turns.length - 1;
      const truth: VerlGroundTruth = {
        task_id: task.id,
        calls: calls(turn),
        final_state_hash: last ? task.gold.finalStateHash : null,
        // A fact without a turn belongs to the last turn's answer.
        answer_facts: task.gold.answerFacts.filter((f) =>
          turn === null ? true : (f.turn ?? task.turns.length - 1) === turn,
        ),
      };
      return {
        data_source: options.dataSource ?? "envfactory",
        prompt: messages.slice(0, end + 1).map(verlMessage),
        ability: options.ability ?? "tool-use",
        reward_model: { style: "rule", ground_truth: JSON.stringify(truth) },
        extra_info: {
          index: rows.length,
          split: options.split ?? task.split ?? "train",
          task_id: task.id,
          turn_index: turn,
          ...base,
        },
      };
    };
    if (options.perTurn) for (const [i, end] of ends.entries()) rows.push(row(i, end));
    else rows.push(row(null, ends[0] ?? 0));
  }
  return rows;
}

const str = (name: string, optional = false) => ({
  name,
  type: "BYTE_ARRAY" as const,
  converted_type: "UTF8" as const,
  repetition_type: optional ? ("OPTIONAL" as const) : ("REQUIRED" as const),
});

/** Parquet schema of VerlRow: real nested lists/structs except the JSON-string fields. */
const VERL_SCHEMA = [
  { name: "root", num_children: 5 },
  str("data_source"),
  {
    name: "prompt",
    repetition_type: "REQUIRED" as const,
    converted_type: "LIST" as const,
    num_children: 1,
  },
  { name: "list", repetition_type: "REPEATED" as const, num_children: 1 },
  { name: "element", repetition_type: "REQUIRED" as const, num_children: 5 },
  str("role"),
  str("content", true),
  {
    name: "tool_calls",
    repetition_type: "OPTIONAL" as const,
    converted_type: "LIST" as const,
    num_children: 1,
  },
  { name: "list", repetition_type: "REPEATED" as const, num_children: 1 },
  { name: "element", repetition_type: "REQUIRED" as const, num_children: 3 },
  str("id"),
  str("type"),
  { name: "function", repetition_type: "REQUIRED" as const, num_children: 2 },
  str("name"),
  str("arguments"),
  str("tool_call_id", true),
  str("name", true),
  str("ability"),
  { name: "reward_model", repetition_type: "REQUIRED" as const, num_children: 2 },
  str("style"),
  str("ground_truth"),
  { name: "extra_info", repetition_type: "REQUIRED" as const, num_children: 8 },
  { name: "index", type: "INT32" as const, repetition_type: "REQUIRED" as const },
  str("split"),
  str("task_id"),
  { name: "turn_index", type: "INT32" as const, repetition_type: "OPTIONAL" as const },
  {
    name: "bundle_ids",
    repetition_type: "REQUIRED" as const,
    converted_type: "LIST" as const,
    num_children: 1,
  },
  { name: "list", repetition_type: "REPEATED" as const, num_children: 1 },
  str("element"),
  str("initial_state"),
  str("tools"),
  str("user_turns"),
];

/** The verl rows as a parquet file (snappy, hyparquet-writer). */
export function toVerlParquet(rows: readonly VerlRow[]): Uint8Array {
  if (rows.length === 0)
    throw new RangeError("toVerlParquet: no rows (parquet needs at least one)");
  const buf = parquetWriteBuffer({
    columnData: [
      { name: "data_source", data: rows.map((r) => r.data_source) },
      { name: "prompt", data: rows.map((r) => r.prompt) },
      { name: "ability", data: rows.map((r) => r.ability) },
      { name: "reward_model", data: rows.map((r) => r.reward_model) },
      { name: "extra_info", data: rows.map((r) => r.extra_info) },
    ],
    schema: VERL_SCHEMA,
    kvMetadata: [
      {
        key: "envfactory.json_string_fields",
        value:
          "reward_model.ground_truth,extra_info.initial_state,extra_info.tools,extra_info.user_turns",
      },
    ],
  });
  return new Uint8Array(buf);
}

export interface ToolConfigOptions {
  /**
   * The verl `BaseTool` subclass that executes a call inside the bundle named in `config`.
   * verl has no built-in runner for our bundles; point this at yours (or at an MCP bridge).
   */
  className?: string;
}

/** verl tool config YAML: every kept tool of every bundle with its OpenAI schema. */
export function toVerlToolConfig(
  bundles: readonly EnvBundle[],
  options: ToolConfigOptions = {},
): string {
  const className = options.className ?? "envfactory_verl.BundleTool";
  const tools = bundles.flatMap((b) =>
    b.tools.map((t) => ({
      class_name: className,
      config: { type: "native", env: b.name, bundle_id: b.id },
      tool_schema: toOpenAiTool(t),
    })),
  );
  const header =
    "# verl tool config written by envfactory. `class_name` must name a verl BaseTool that runs\n" +
    "# the call in the environment bundle `config.bundle_id` (see envs/*.envbundle.json).\n";
  return header + stringify({ tools }, { lineWidth: 0 });
}
