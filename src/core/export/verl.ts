import { parquetWriteBuffer } from "hyparquet-writer";
import { stringify } from "yaml";
import { SafeNameMap } from "../domain/safe-name.js";
import type {
  ChatMessage,
  EnvBundle,
  OpenAiTool,
  Task,
  ToolSpec,
  Trajectory,
} from "../schema/index.js";
import { routeTools } from "../synth/env-runner.js";
import { verlTool } from "./tool-schema.js";

/**
 * A verl RL row. `prompt` messages are OpenAI-shaped (tool-call arguments as JSON strings).
 * Values whose keys vary per task — `ground_truth`, `initial_state`, `tools`, `user_turns` — are
 * JSON strings in both parquet and the JSONL twin, so the two files load to identical rows.
 */
export interface VerlRow {
  data_source: string;
  /** verl's agent loop for the row: its built-in multi-turn tool loop. */
  agent_name: "tool_agent";
  prompt: VerlMessage[];
  ability: string;
  reward_model: { style: "rule"; ground_truth: string };
  extra_info: {
    index: number;
    split: string;
    task_id: string;
    /** Null for whole-task rows; the user turn this row ends at for per-turn rows. */
    turn_index: number | null;
    /** The tool config (file stem under verl/) that holds this task's tools. */
    tool_group: string;
    bundle_ids: string[];
    initial_state: string;
    tools: string;
    user_turns: string;
    /**
     * verl passes `tools_kwargs[tool].create_kwargs` to `BaseTool.create`: the task the tool's
     * server session is opened for. A JSON string in the combined files (its keys differ per
     * task); a real struct in `verl/<group>/*.parquet`, where every row has the same tools.
     */
    tools_kwargs: string | Record<string, { create_kwargs: { task: string } }>;
    /** For verl's interaction mechanism: later user turns come from the server's simulated user. */
    interaction_kwargs: { name: string; task: string };
  };
}

/** The interaction name our rows and `verl/interaction.yaml` agree on. */
export const VERL_INTERACTION = "envfactory";

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
  /** `extra_info.tools_kwargs` as a struct (all rows must share their tools) instead of JSON. */
  structToolsKwargs?: boolean;
  dataSource?: string;
  ability?: string;
  split?: string;
}

/** A set of environments that tasks use together: one verl tool config and one row set. */
export interface VerlToolGroup {
  /** File stem (`[A-Za-z0-9_]`): the environment names joined by `__`. */
  name: string;
  bundleIds: string[];
  /** Public tool names (qualified `env__tool` only where two environments clash). */
  tools: OpenAiTool[];
  /** Properties adjusted for verl's property schema (see verlTool). */
  adjusted: number;
}

/** The tool groups of a task set, in first-use order; names from the one sanitiser. */
export function verlToolGroups(
  tasks: readonly Task[],
  bundles: readonly EnvBundle[],
): Map<string, VerlToolGroup> {
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const names = new SafeNameMap();
  const groups = new Map<string, VerlToolGroup>();
  const keyOf = (ids: string[]) => ids.join("+");
  const add = (ids: string[]) => {
    const key = keyOf(ids);
    if (groups.has(key)) return;
    const used = ids.map((id) => byId.get(id)).filter((b): b is EnvBundle => b !== undefined);
    if (used.length !== ids.length) return;
    const routes = routeTools(used);
    let adjusted = 0;
    const tools = [...routes].map(([name, r]) => {
      const spec = r.bundle.tools.find((t) => t.name === r.tool)!;
      const v = verlTool({
        ...toOpenAiTool(spec),
        function: { ...toOpenAiTool(spec).function, name },
      });
      adjusted += v.changed;
      return v.tool;
    });
    groups.set(key, {
      name: names.claim(used.map((b) => b.name).join("__")),
      bundleIds: ids,
      tools,
      adjusted,
    });
  };
  for (const b of bundles) add([b.id]);
  for (const t of tasks) add(t.envs.map((e) => e.bundleId));
  return groups;
}

/** The group key of a task (its bundle ids in task order). */
export function taskGroupKey(task: Task): string {
  return task.envs.map((e) => e.bundleId).join("+");
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
  const rowsOf = verlRowBuilder(tasks, bundles, options);
  const rows: VerlRow[] = [];
  for (const task of tasks) rows.push(...rowsOf(task, byTask.get(task.id), rows.length));
  return rows;
}

/**
 * The rows of one task at a time (what streamed exports use): `index` numbers rows from `first`.
 * Groups are those of the whole task set, so names match `verlToolGroups(tasks, bundles)`.
 * The tools JSON every row of a group shares is kept once, not per row.
 */
export function verlRowBuilder(
  tasks: readonly Task[],
  bundles: readonly EnvBundle[],
  options: VerlOptions = {},
  groups: ReadonlyMap<string, VerlToolGroup> = verlToolGroups(tasks, bundles),
): (task: Task, traj: Trajectory | undefined, first: number) => VerlRow[] {
  const byId = new Map(bundles.map((b) => [b.id, b]));
  const interned = new Map<string, string>();
  const intern = (s: string) => {
    const had = interned.get(s);
    if (had !== undefined) return had;
    interned.set(s, s);
    return s;
  };
  return (task, traj, first) => {
    const rows: VerlRow[] = [];
    const group = groups.get(taskGroupKey(task));
    const tools =
      group?.tools ??
      traj?.tools ??
      task.envs.flatMap((e) => (byId.get(e.bundleId)?.tools ?? []).map(toOpenAiTool));
    const toolsKwargs = Object.fromEntries(
      tools.map((t) => [t.function.name, { create_kwargs: { task: task.id } }]),
    );
    const messages: ChatMessage[] = traj?.messages ?? [
      { role: "user", content: task.turns[0]!.user },
    ];
    const ends = turnEnds(task, messages);
    const base = {
      bundle_ids: task.envs.map((e) => e.bundleId),
      // Not interned: almost every task's state differs, and the cache would hold them all.
      initial_state: JSON.stringify(
        Object.fromEntries(task.envs.map((e) => [e.bundleId, e.initialState])),
      ),
      tools: intern(JSON.stringify(tools)),
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
        agent_name: "tool_agent",
        prompt: messages.slice(0, end + 1).map(verlMessage),
        ability: options.ability ?? "tool-use",
        reward_model: { style: "rule", ground_truth: JSON.stringify(truth) },
        extra_info: {
          index: first + rows.length,
          // The task's own split (eval's train/test), unless the caller fixes one.
          split: options.split ?? task.split ?? "train",
          task_id: task.id,
          turn_index: turn,
          tool_group: group?.name ?? "",
          ...base,
          tools_kwargs: options.structToolsKwargs ? toolsKwargs : JSON.stringify(toolsKwargs),
          interaction_kwargs: { name: VERL_INTERACTION, task: task.id },
        },
      };
    };
    if (options.perTurn) for (const [i, end] of ends.entries()) rows.push(row(i, end));
    else rows.push(row(null, ends[0] ?? 0));
    return rows;
  };
}

const str = (name: string, optional = false) => ({
  name,
  type: "BYTE_ARRAY" as const,
  converted_type: "UTF8" as const,
  repetition_type: optional ? ("OPTIONAL" as const) : ("REQUIRED" as const),
});

type Field = {
  name: string;
  type?: "BYTE_ARRAY" | "INT32";
  converted_type?: "UTF8" | "LIST";
  repetition_type?: "REQUIRED" | "OPTIONAL" | "REPEATED";
  num_children?: number;
};
const struct = (name: string, children: Field[][]): Field[] => [
  { name, repetition_type: "REQUIRED", num_children: children.length },
  ...children.flat(),
];

/**
 * Parquet schema of VerlRow: real nested lists/structs except the JSON-string fields.
 * With `toolNames`, `tools_kwargs` is a struct of those tools (each `{create_kwargs: {task}}`).
 */
function verlSchema(toolNames?: readonly string[]): Field[] {
  const toolsKwargs: Field[] = toolNames
    ? struct(
        "tools_kwargs",
        toolNames.map((n) => struct(n, [struct("create_kwargs", [[str("task")]])])),
      )
    : [str("tools_kwargs")];
  return [
    { name: "root", num_children: 6 },
    str("data_source"),
    str("agent_name"),
    { name: "prompt", repetition_type: "REQUIRED", converted_type: "LIST", num_children: 1 },
    { name: "list", repetition_type: "REPEATED", num_children: 1 },
    { name: "element", repetition_type: "REQUIRED", num_children: 5 },
    str("role"),
    str("content", true),
    { name: "tool_calls", repetition_type: "OPTIONAL", converted_type: "LIST", num_children: 1 },
    { name: "list", repetition_type: "REPEATED", num_children: 1 },
    { name: "element", repetition_type: "REQUIRED", num_children: 3 },
    str("id"),
    str("type"),
    { name: "function", repetition_type: "REQUIRED", num_children: 2 },
    str("name"),
    str("arguments"),
    str("tool_call_id", true),
    str("name", true),
    str("ability"),
    ...struct("reward_model", [[str("style")], [str("ground_truth")]]),
    ...struct("extra_info", [
      [{ name: "index", type: "INT32", repetition_type: "REQUIRED" }],
      [str("split")],
      [str("task_id")],
      [{ name: "turn_index", type: "INT32", repetition_type: "OPTIONAL" }],
      [str("tool_group")],
      [
        {
          name: "bundle_ids",
          repetition_type: "REQUIRED",
          converted_type: "LIST",
          num_children: 1,
        },
        { name: "list", repetition_type: "REPEATED", num_children: 1 },
        str("element"),
      ],
      [str("initial_state")],
      [str("tools")],
      [str("user_turns")],
      toolsKwargs,
      struct("interaction_kwargs", [[str("name")], [str("task")]]),
    ]),
  ];
}

/** Schema and key-value metadata of a verl parquet file, from its first row. */
export function verlParquetLayout(first: VerlRow): {
  schema: unknown[];
  kvMetadata: { key: string; value: string }[];
} {
  const kwargs = first.extra_info.tools_kwargs;
  const toolNames = typeof kwargs === "string" ? undefined : Object.keys(kwargs);
  const jsonFields = [
    "reward_model.ground_truth",
    "extra_info.initial_state",
    "extra_info.tools",
    "extra_info.user_turns",
    ...(toolNames ? [] : ["extra_info.tools_kwargs"]),
  ];
  return {
    schema: verlSchema(toolNames),
    kvMetadata: [{ key: "envfactory.json_string_fields", value: jsonFields.join(",") }],
  };
}

/** The column data hyparquet-writer takes for these rows. */
export function verlColumns(rows: readonly VerlRow[]): { name: string; data: unknown[] }[] {
  return [
    { name: "data_source", data: rows.map((r) => r.data_source) },
    { name: "agent_name", data: rows.map((r) => r.agent_name) },
    { name: "prompt", data: rows.map((r) => r.prompt) },
    { name: "ability", data: rows.map((r) => r.ability) },
    { name: "reward_model", data: rows.map((r) => r.reward_model) },
    { name: "extra_info", data: rows.map((r) => r.extra_info) },
  ];
}

/**
 * The verl rows as a parquet file (snappy, hyparquet-writer). Rows whose `tools_kwargs` is a
 * struct must all name the same tools (one tool group).
 */
export function toVerlParquet(rows: readonly VerlRow[]): Uint8Array {
  if (rows.length === 0)
    throw new RangeError("toVerlParquet: no rows (parquet needs at least one)");
  const layout = verlParquetLayout(rows[0]!);
  const buf = parquetWriteBuffer({
    columnData: verlColumns(rows) as never,
    schema: layout.schema as never,
    kvMetadata: layout.kvMetadata,
  });
  return new Uint8Array(buf);
}

export interface ToolConfigOptions {
  /** The verl `BaseTool` subclass; default the one in the generated `envfactory_verl.py`. */
  className?: string;
}

/** The class in the generated envfactory_verl.py that verl instantiates per tool. */
export const VERL_TOOL_CLASS = "envfactory_verl.EnvfactoryTool";
export const VERL_INTERACTION_CLASS = "envfactory_verl.EnvfactoryInteraction";

/**
 * verl tool config YAML for one tool group. Written as YAML 1.1 so words PyYAML would read as
 * booleans (`on`, `off`, `yes`, `no`, …) are quoted and stay strings.
 */
export function toVerlToolConfig(group: VerlToolGroup, options: ToolConfigOptions = {}): string {
  const className = options.className ?? VERL_TOOL_CLASS;
  const tools = group.tools.map((t) => ({
    class_name: className,
    config: { type: "native", group: group.name, bundle_ids: group.bundleIds },
    tool_schema: t,
  }));
  const header =
    `# verl tool config for ${group.name}, written by envfactory. The tools run on an\n` +
    "# `envfactory serve RUN_DIR --http` server (ENVFACTORY_URL); see envfactory_verl.py.\n";
  return (
    header + stringify({ tools }, { lineWidth: 0, version: "1.1", aliasDuplicateObjects: false })
  );
}

/** verl interaction config: the simulated user of `POST /sessions/ID/user` as verl's interaction. */
export function toVerlInteractionConfig(): string {
  return stringify(
    { interaction: [{ name: VERL_INTERACTION, class_name: VERL_INTERACTION_CLASS, config: {} }] },
    { version: "1.1" },
  );
}
