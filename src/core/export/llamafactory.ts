import { fail, ok, type Result } from "../errors.js";
import type { ChatMessage, OpenAiTool, ToolCallMessagePart, Trajectory } from "../schema/index.js";
import { parseArguments } from "./messages-jsonl.js";

/** LlamaFactory ShareGPT turn. Odd positions are human/observation, even are gpt/function_call. */
export interface ShareGptTurn {
  from: "human" | "gpt" | "function_call" | "observation";
  value: string;
}

export interface ShareGptRow {
  conversations: ShareGptTurn[];
  system?: string;
  /** JSON string of the function definitions (`{name, description, parameters}`[]). */
  tools: string;
}

/** Alpaca with history, the reference implementation's format (Qwen3 tags inside the text). */
export interface AlpacaRow {
  instruction: string;
  input: string;
  output: string;
  system: string;
  history: [string, string][];
}

/**
 * The dataset_info.json entries a user pastes into LlamaFactory's `data/dataset_info.json`: one
 * per whole file, plus `<name>_train` / `<name>_test` for the per-split files that have rows
 * (`dataset: envfactory_sharegpt_train`, `eval_dataset: envfactory_sharegpt_test`).
 */
export function llamaFactoryDatasetInfo(
  files: { sharegpt: string; alpaca: string } = {
    sharegpt: "sharegpt.jsonl",
    alpaca: "alpaca.jsonl",
  },
  splits: { sharegpt: readonly string[]; alpaca: readonly string[] } = {
    sharegpt: [],
    alpaca: [],
  },
): Record<string, unknown> {
  const sharegpt = (file_name: string) => ({
    file_name,
    formatting: "sharegpt",
    columns: { messages: "conversations", system: "system", tools: "tools" },
  });
  const alpaca = (file_name: string) => ({
    file_name,
    formatting: "alpaca",
    columns: {
      prompt: "instruction",
      query: "input",
      response: "output",
      system: "system",
      history: "history",
    },
  });
  const stem = (f: string) => f.replace(/\.jsonl$/, "");
  return {
    envfactory_sharegpt: sharegpt(files.sharegpt),
    ...Object.fromEntries(
      splits.sharegpt.map((s) => [
        `envfactory_sharegpt_${s}`,
        sharegpt(`${stem(files.sharegpt)}/${s}.jsonl`),
      ]),
    ),
    envfactory_alpaca: alpaca(files.alpaca),
    ...Object.fromEntries(
      splits.alpaca.map((s) => [
        `envfactory_alpaca_${s}`,
        alpaca(`${stem(files.alpaca)}/${s}.jsonl`),
      ]),
    ),
  };
}

function functionDefs(tools: readonly OpenAiTool[]): unknown[] {
  return tools.map((t) => t.function);
}

/** `{"name": …, "arguments": …}` exactly as Qwen3's chat template prints a call. */
function qwenCallJson(call: ToolCallMessagePart): string {
  return `{"name": ${JSON.stringify(call.function.name)}, "arguments": ${call.function.arguments}}`;
}

function callValue(call: ToolCallMessagePart): { name: string; arguments: unknown } {
  return { name: call.function.name, arguments: parseArguments(call.function.arguments) };
}

/**
 * Split a conversation into its leading system text and the rest; a system message anywhere else
 * has no place in ShareGPT or alpaca, so it is an error rather than a silent drop.
 */
function splitSystem(t: Trajectory): Result<{ system?: string; rest: ChatMessage[] }> {
  const [first, ...others] = t.messages;
  const system = first?.role === "system" ? first.content : undefined;
  const rest = system === undefined ? t.messages : others;
  if (rest.some((m) => m.role === "system"))
    return fail("export/failed", "a system message after the first cannot be exported", t.id);
  return ok(system === undefined ? { rest } : { system, rest });
}

/** Groups a conversation into alternating user-side / assistant-side blocks. */
type Block =
  | { side: "user"; kind: "user"; text: string }
  | { side: "user"; kind: "tools"; results: Extract<ChatMessage, { role: "tool" }>[] }
  | { side: "assistant"; content: string | null; calls: ToolCallMessagePart[] };

function blocks(t: Trajectory, rest: ChatMessage[]): Result<Block[]> {
  const out: Block[] = [];
  for (const m of rest) {
    const last = out[out.length - 1];
    if (m.role === "tool") {
      if (last && last.side === "user" && last.kind === "tools") last.results.push(m);
      else out.push({ side: "user", kind: "tools", results: [m] });
    } else if (m.role === "user") {
      out.push({ side: "user", kind: "user", text: m.content });
    } else if (m.role === "assistant") {
      out.push({ side: "assistant", content: m.content, calls: m.tool_calls ?? [] });
    }
  }
  for (let i = 0; i < out.length; i++) {
    const want = i % 2 === 0 ? "user" : "assistant";
    if (out[i]!.side !== want)
      return fail(
        "export/failed",
        `turns do not alternate user/assistant at block ${i} (two ${out[i]!.side} turns in a row)`,
        t.id,
      );
  }
  if (out.length === 0 || out[out.length - 1]!.side !== "assistant")
    return fail("export/failed", "conversation must end with an assistant turn", t.id);
  return ok(out);
}

/**
 * LlamaFactory ShareGPT rows. Parallel calls become one `function_call` whose value is a JSON
 * array, answered by one `observation` holding a JSON array of the results in call order.
 * Assistant text that accompanies tool calls is kept as the `<think>` part LlamaFactory strips
 * from function_call values.
 */
export function toShareGptRows(trajectories: readonly Trajectory[]): Result<ShareGptRow[]> {
  const rows: ShareGptRow[] = [];
  for (const t of trajectories) {
    const split = splitSystem(t);
    if (!split.ok) return split;
    const bs = blocks(t, split.value.rest);
    if (!bs.ok) return bs;
    const conversations: ShareGptTurn[] = bs.value.map((b): ShareGptTurn => {
      if (b.side === "user") {
        if (b.kind === "user") return { from: "human", value: b.text };
        const contents = b.results.map((r) => r.content);
        return {
          from: "observation",
          value: contents.length === 1 ? contents[0]! : JSON.stringify(contents),
        };
      }
      if (b.calls.length === 0) return { from: "gpt", value: b.content ?? "" };
      const calls = b.calls.map(callValue);
      const json = JSON.stringify(calls.length === 1 ? calls[0] : calls);
      return {
        from: "function_call",
        value: b.content ? `<think>${b.content}</think>${json}` : json,
      };
    });
    const row: ShareGptRow = { conversations, tools: JSON.stringify(functionDefs(t.tools)) };
    if (split.value.system !== undefined) row.system = split.value.system;
    rows.push(row);
  }
  return ok(rows);
}

/** Back from a ShareGPT row to OpenAI messages; call ids are regenerated (`call_<n>`). */
export function shareGptToMessages(row: ShareGptRow): ChatMessage[] {
  const messages: ChatMessage[] = [];
  if (row.system !== undefined) messages.push({ role: "system", content: row.system });
  let pending: ToolCallMessagePart[] = [];
  let n = 0;
  for (const turn of row.conversations) {
    if (turn.from === "human") messages.push({ role: "user", content: turn.value });
    else if (turn.from === "gpt") messages.push({ role: "assistant", content: turn.value });
    else if (turn.from === "function_call") {
      const think = /^<think>([\s\S]*)<\/think>/.exec(turn.value);
      const json = think ? turn.value.slice(think[0].length) : turn.value;
      const parsed = JSON.parse(json) as
        | { name: string; arguments: unknown }
        | { name: string; arguments: unknown }[];
      const list = Array.isArray(parsed) ? parsed : [parsed];
      pending = list.map((c) => ({
        id: `call_${++n}`,
        type: "function" as const,
        function: { name: c.name, arguments: JSON.stringify(c.arguments) },
      }));
      messages.push({ role: "assistant", content: think ? think[1]! : null, tool_calls: pending });
    } else {
      const results = pending.length > 1 ? (JSON.parse(turn.value) as string[]) : [turn.value];
      results.forEach((content, i) => {
        const call = pending[i];
        if (!call) throw new TypeError("observation without a matching function_call");
        messages.push({ role: "tool", tool_call_id: call.id, name: call.function.name, content });
      });
    }
  }
  return messages;
}

/** The tools block of Qwen3's chat template, so alpaca rows prompt like the model expects. */
export function qwen3ToolsSystem(system: string | undefined, tools: readonly OpenAiTool[]): string {
  if (tools.length === 0) return system ?? "";
  const head = system !== undefined ? `${system}\n\n` : "";
  return (
    `${head}# Tools\n\nYou may call one or more functions to assist with the user query.\n\n` +
    "You are provided with function signatures within <tools></tools> XML tags:\n<tools>" +
    tools.map((t) => `\n${JSON.stringify(t)}`).join("") +
    "\n</tools>\n\nFor each function call, return a json object with function name and arguments " +
    'within <tool_call></tool_call> XML tags:\n<tool_call>\n{"name": <function-name>, "arguments": ' +
    "<args-json-object>}\n</tool_call>"
  );
}

function userSideText(b: Extract<Block, { side: "user" }>): string {
  if (b.kind === "user") return b.text;
  return b.results.map((r) => `<tool_response>\n${r.content}\n</tool_response>`).join("\n");
}

function assistantSideText(b: Extract<Block, { side: "assistant" }>): string {
  const parts = b.content ? [b.content] : [];
  for (const c of b.calls) parts.push(`<tool_call>\n${qwenCallJson(c)}\n</tool_call>`);
  return parts.join("\n");
}

/**
 * Alpaca-with-history rows: the last exchange is instruction/output, earlier ones are history;
 * tool calls and results are written with Qwen3's `<tool_call>` / `<tool_response>` tags and the
 * tool definitions go into `system` as Qwen3's template puts them.
 */
export function toAlpacaRows(trajectories: readonly Trajectory[]): Result<AlpacaRow[]> {
  const rows: AlpacaRow[] = [];
  for (const t of trajectories) {
    const split = splitSystem(t);
    if (!split.ok) return split;
    const bs = blocks(t, split.value.rest);
    if (!bs.ok) return bs;
    const pairs: [string, string][] = [];
    for (let i = 0; i < bs.value.length; i += 2) {
      const u = bs.value[i] as Extract<Block, { side: "user" }>;
      const a = bs.value[i + 1] as Extract<Block, { side: "assistant" }>;
      pairs.push([userSideText(u), assistantSideText(a)]);
    }
    const [instruction, output] = pairs.pop()!;
    rows.push({
      instruction,
      input: "",
      output,
      system: qwen3ToolsSystem(split.value.system, t.tools),
      history: pairs,
    });
  }
  return ok(rows);
}

const TOOL_RESPONSE = /<tool_response>\n([\s\S]*?)\n<\/tool_response>/g;
const TOOL_CALL = /<tool_call>\n([\s\S]*?)\n<\/tool_call>/g;

/** Back from an alpaca row to OpenAI messages; call ids are regenerated (`call_<n>`). */
export function alpacaToMessages(row: AlpacaRow): ChatMessage[] {
  const messages: ChatMessage[] = [];
  const toolsAt = row.system.indexOf("# Tools\n\nYou may call one or more functions");
  const system = toolsAt < 0 ? row.system : row.system.slice(0, Math.max(0, toolsAt - 2));
  if (system !== "" || toolsAt > 0) messages.push({ role: "system", content: system });
  let pending: ToolCallMessagePart[] = [];
  let n = 0;
  const pairs: [string, string][] = [...row.history, [row.instruction, row.output]];
  for (const [u, a] of pairs) {
    if (u.startsWith("<tool_response>\n")) {
      const results = [...u.matchAll(TOOL_RESPONSE)].map((m) => m[1]!);
      results.forEach((content, i) => {
        const call = pending[i];
        if (!call) throw new TypeError("tool response without a matching tool call");
        messages.push({ role: "tool", tool_call_id: call.id, name: call.function.name, content });
      });
    } else messages.push({ role: "user", content: u });
    const calls = [...a.matchAll(TOOL_CALL)];
    if (calls.length === 0) {
      messages.push({ role: "assistant", content: a });
      pending = [];
      continue;
    }
    const firstAt = a.indexOf("<tool_call>\n");
    const content = firstAt > 0 ? a.slice(0, firstAt - 1) : null;
    pending = calls.map((m) => {
      const c = JSON.parse(m[1]!) as { name: string; arguments: unknown };
      return {
        id: `call_${++n}`,
        type: "function" as const,
        function: { name: c.name, arguments: JSON.stringify(c.arguments) },
      };
    });
    messages.push({ role: "assistant", content, tool_calls: pending });
  }
  return messages;
}
