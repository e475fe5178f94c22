import { createRng, deriveSeed } from "../domain/rng.js";
import {
  type ChatMessage,
  canonicalJson,
  type OpenAiTool,
  type Trajectory,
} from "../schema/index.js";
import { cleanTool } from "./tool-schema.js";

/** How tool-call turns are written; the defaults load in every template we test (README). */
export interface MessageOptions {
  /**
   * Content of an assistant message that only calls tools. `""` (default) renders in Qwen3,
   * Llama 3.x and gpt-oss, whose templates do string operations on it; `null` is what
   * DeepSeek-V3's template tests for (with `""` it prints no calls at all); text that came with
   * the calls then becomes an assistant message of its own just before them.
   */
  toolCallContent?: "" | null;
  /**
   * One call per assistant turn: a message with n parallel calls becomes n consecutive
   * call/result pairs (Llama 3.x templates reject more than one call per message). Text that came
   * with calls becomes an assistant message of its own just before them, since those templates
   * print only the call of a tool-call message.
   */
  splitParallelCalls?: boolean;
  /**
   * `"short"` (default): every tool-call id becomes 9 letters and digits derived from the
   * conversation (Mistral's templates and tokenizers reject any other id; no other template we
   * test prints ids). `"original"`: the ids of the run, e.g. to join rows with trajectories.jsonl.
   */
  toolCallIds?: "short" | "original";
  /**
   * Fold the system prompt into the first user message (`system + "\n\n" + user`). Mistral's
   * templates print the system prompt only before a conversation's last message when that is a
   * user message, so training rows (which end with the assistant) would lose it.
   */
  systemInFirstUser?: boolean;
}

const ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";

/**
 * Old id → a 9-character alphanumeric id, the same for the same conversation on every run and
 * runtime (seeded by the conversation's canonical JSON and the call's position), unique within it.
 */
export function shortToolCallIds(messages: readonly ChatMessage[]): Map<string, string> {
  const ids = new Map<string, string>();
  const taken = new Set<string>();
  const base = deriveSeed("tool-call-id", canonicalJson(messages));
  let k = 0;
  const give = (old: string) => {
    if (ids.has(old)) return;
    for (let attempt = 0; ; attempt++) {
      const rng = createRng(deriveSeed(base, k, old, attempt));
      let id = "";
      for (let i = 0; i < 9; i++) id += ID_ALPHABET[rng.int(ID_ALPHABET.length)];
      if (taken.has(id)) continue;
      taken.add(id);
      ids.set(old, id);
      k++;
      return;
    }
  };
  for (const m of messages) {
    if (m.role === "assistant") for (const c of m.tool_calls ?? []) give(c.id);
    // A result whose call is missing keeps a well-formed id too.
    if (m.role === "tool") give(m.tool_call_id);
  }
  return ids;
}

function renameToolCallIds(messages: readonly ChatMessage[]): ChatMessage[] {
  const ids = shortToolCallIds(messages);
  return messages.map((m): ChatMessage => {
    if (m.role === "tool") return { ...m, tool_call_id: ids.get(m.tool_call_id)! };
    if (m.role === "assistant" && m.tool_calls)
      return { ...m, tool_calls: m.tool_calls.map((c) => ({ ...c, id: ids.get(c.id)! })) };
    return m;
  });
}

function foldSystem(messages: readonly ChatMessage[]): ChatMessage[] {
  const system = messages[0];
  const k = messages.findIndex((m) => m.role === "user");
  if (system?.role !== "system" || k < 0) return [...messages];
  const user = messages[k]!;
  const folded = system.content.trim()
    ? { ...user, content: `${system.content}\n\n${user.content}` }
    : user;
  return [...messages.slice(1, k), folded as ChatMessage, ...messages.slice(k + 1)];
}

/** Messages as exported: tool-call content per `options`, parallel calls split if asked. */
export function exportMessages(
  original: readonly ChatMessage[],
  options: MessageOptions = {},
): ChatMessage[] {
  const renamed = options.toolCallIds === "original" ? original : renameToolCallIds(original);
  const messages = options.systemInFirstUser ? foldSystem(renamed) : renamed;
  const empty = options.toolCallContent === undefined ? "" : options.toolCallContent;
  const out: ChatMessage[] = [];
  for (let i = 0; i < messages.length; i++) {
    const m = messages[i]!;
    if (m.role !== "assistant" || !m.tool_calls || m.tool_calls.length === 0) {
      out.push(m);
      continue;
    }
    let content = m.content === null || m.content === "" ? empty : m.content;
    if (content !== empty && (empty === null || options.splitParallelCalls)) {
      // A template that prints calls only when content is None (DeepSeek-V3) would drop them
      // here, one that prints only the call (Llama 3.x) the text: it goes first, on its own.
      out.push({ role: "assistant", content });
      content = empty;
    }
    if (!options.splitParallelCalls || m.tool_calls.length === 1) {
      out.push({ ...m, content });
      continue;
    }
    // The results answering this message follow it; pair each with its call.
    const results: ChatMessage[] = [];
    while (messages[i + 1]?.role === "tool") results.push(messages[++i]!);
    const used = new Set<ChatMessage>();
    m.tool_calls.forEach((call, k) => {
      out.push({ role: "assistant", content: k === 0 ? content : empty, tool_calls: [call] });
      for (const r of results)
        if (r.role === "tool" && r.tool_call_id === call.id && !used.has(r)) {
          out.push(r);
          used.add(r);
        }
    });
    for (const r of results) if (!used.has(r)) out.push(r);
  }
  return out;
}

/** One line of the OpenAI fine-tuning / TRL conversational format. */
export interface OpenAiRow {
  messages: ChatMessage[];
  tools: OpenAiTool[];
}

/** TRL flavour: `function.arguments` is an object, as chat templates expect it. */
export type TrlMessage =
  | Exclude<ChatMessage, { role: "assistant" }>
  | {
      role: "assistant";
      content: string | null;
      tool_calls?: {
        id: string;
        type: "function";
        function: { name: string; arguments: Record<string, unknown> };
      }[];
    };

export interface TrlRow {
  messages: TrlMessage[];
  tools: OpenAiTool[];
}

/** JSONL: one JSON document per line, a trailing newline, no blank lines. */
export function toJsonl(rows: readonly unknown[]): string {
  return rows.map((r) => `${JSON.stringify(r)}\n`).join("");
}

/** Parse JSONL written by `toJsonl` (blank lines ignored). */
export function parseJsonl<T = unknown>(text: string): T[] {
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line) as T);
}

/** Arguments are stored as a JSON string; a string that is not an object is a bug upstream. */
export function parseArguments(json: string): Record<string, unknown> {
  const v: unknown = JSON.parse(json);
  if (v === null || typeof v !== "object" || Array.isArray(v))
    throw new TypeError(`tool call arguments are not a JSON object: ${json.slice(0, 80)}`);
  return v as Record<string, unknown>;
}

/**
 * OpenAI messages JSONL rows (`arguments` as a JSON string): our canonical form with tool-call
 * content set per `options` and vendor keys stripped from the tool schemas.
 */
export function toOpenAiRows(
  trajectories: readonly Trajectory[],
  options: MessageOptions = {},
): OpenAiRow[] {
  return trajectories.map((t) => ({
    messages: exportMessages(t.messages, options),
    tools: t.tools.map(cleanTool),
  }));
}

/** TRL rows: like OpenAI, but `arguments` parsed into objects. */
export function toTrlRows(
  trajectories: readonly Trajectory[],
  options: MessageOptions = {},
): TrlRow[] {
  return trajectories.map((t) => ({
    messages: exportMessages(t.messages, options).map((m): TrlMessage => {
      if (m.role !== "assistant") return m;
      if (!m.tool_calls) return { role: "assistant", content: m.content };
      return {
        ...m,
        tool_calls: m.tool_calls.map((c) => ({
          id: c.id,
          type: "function" as const,
          function: { name: c.function.name, arguments: parseArguments(c.function.arguments) },
        })),
      };
    }),
    tools: t.tools.map(cleanTool),
  }));
}

/** Back from TRL rows to OpenAI messages (arguments re-serialised compactly). */
export function trlToMessages(row: TrlRow): ChatMessage[] {
  return row.messages.map((m): ChatMessage => {
    if (m.role !== "assistant" || !m.tool_calls) return m as ChatMessage;
    return {
      ...m,
      tool_calls: m.tool_calls.map((c) => ({
        id: c.id,
        type: "function" as const,
        function: { name: c.function.name, arguments: JSON.stringify(c.function.arguments) },
      })),
    };
  });
}
