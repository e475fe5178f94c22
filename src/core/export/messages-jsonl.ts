import type { ChatMessage, OpenAiTool, Trajectory } from "../schema/index.js";

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

/** OpenAI messages JSONL rows (`arguments` as a JSON string): our canonical form, unchanged. */
export function toOpenAiRows(trajectories: readonly Trajectory[]): OpenAiRow[] {
  return trajectories.map((t) => ({ messages: t.messages, tools: t.tools }));
}

/** TRL rows: like OpenAI, but `arguments` parsed into objects. */
export function toTrlRows(trajectories: readonly Trajectory[]): TrlRow[] {
  return trajectories.map((t) => ({
    messages: t.messages.map((m): TrlMessage => {
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
    tools: t.tools,
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
