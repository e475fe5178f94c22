import { deriveSeed } from "../domain/rng.js";
import type { LlmClient, LlmMessage, LlmToolCall } from "../llm/llm-client.js";
import { parseToolCallText } from "../llm/prompt-tools.js";
import type { AbortSignalLike } from "../platform.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Task } from "../schema/task.js";
import type { ChatMessage, OpenAiTool } from "../schema/trajectory.js";
import { type EnvRunner, TaskEnvs } from "../synth/env-runner.js";
import { renderOutcome, systemPrompt, taskTools } from "../synth/trajectory.js";
import { type ModelUser, simulateUser } from "./simulated-user.js";

/** Why an episode stopped. */
export type EndReason = "done" | "turn-budget" | "model-error" | "env-error" | "aborted";

/** Default budget: assistant messages per episode (tool-call messages and closing words alike). */
export const DEFAULT_MAX_ASSISTANT_MESSAGES = 20;

export interface EpisodeOptions {
  trial: number;
  seed: number;
  maxAssistantMessages?: number;
  /** Sampling temperature for the policy (default 0). */
  temperature?: number;
  maxTokens?: number;
  runner?: EnvRunner;
  modelUser?: ModelUser;
  signal?: AbortSignalLike;
  /** Called after every message, for live views. */
  onMessage?: (messages: readonly ChatMessage[]) => void;
}

/** A tool call the episode could not run as asked, kept for failure categories. */
export interface CallRecord {
  tool: string;
  args?: Record<string, unknown>;
  /** Why it is malformed: arguments not JSON, not an object, unknown tool, invalid arguments. */
  malformed?: string;
  /** The environment state changed because of this call. */
  changedState: boolean;
}

export interface Episode {
  messages: ChatMessage[];
  tools: OpenAiTool[];
  endReason: EndReason;
  calls: CallRecord[];
  /** The endpoint's or sandbox's error when the episode ended on one. */
  error?: string;
  assistantMessages: number;
}

function toLlm(messages: readonly ChatMessage[]): LlmMessage[] {
  return messages.map((m): LlmMessage => {
    if (m.role === "tool")
      return { role: "tool", tool_call_id: m.tool_call_id, content: m.content };
    if (m.role === "assistant")
      return m.tool_calls?.length
        ? { role: "assistant", content: m.content, tool_calls: m.tool_calls }
        : { role: "assistant", content: m.content };
    return { role: m.role, content: m.content };
  });
}

/**
 * A model's tool calls in a well-formed shape whatever the server sent: ids filled in, a missing
 * name kept as "", object arguments serialised, `<think>` blocks dropped. Servers without a tool
 * parser that write `<tool_call>` tags in the text are read as tool calls too.
 */
function normaliseCalls(
  content: string | null,
  raw: readonly unknown[],
  prefix: string,
): { content: string | null; calls: LlmToolCall[] } {
  // Reasoning a server left in the text (no reasoning parser) is not said to the user: a "?" in it
  // would read as a question, and facts in it would count as answered.
  let text =
    typeof content === "string"
      ? content.replace(/<think>[\s\S]*?(<\/think>|$)/g, "").trim()
      : content;
  let list = [...raw];
  if (list.length === 0 && typeof text === "string" && text.includes("<tool_call>")) {
    const parsed = parseToolCallText(text, prefix);
    text = parsed.content;
    list = parsed.toolCalls;
  }
  const calls = list.map((c, i): LlmToolCall => {
    const o = (c ?? {}) as { id?: unknown; function?: { name?: unknown; arguments?: unknown } };
    const args = o.function?.arguments;
    return {
      id: typeof o.id === "string" && o.id ? o.id : `${prefix}_${i}`,
      type: "function",
      function: {
        name: typeof o.function?.name === "string" ? o.function.name : "",
        arguments: typeof args === "string" ? args : args === undefined ? "" : JSON.stringify(args),
      },
    };
  });
  return { content: text, calls };
}

function parseArgs(raw: string): { args?: Record<string, unknown>; error?: string } {
  let v: unknown;
  try {
    v = raw.trim() === "" ? {} : JSON.parse(raw);
  } catch {
    return { error: "arguments are not valid JSON" };
  }
  if (v === null || typeof v !== "object" || Array.isArray(v))
    return { error: "arguments are not a JSON object" };
  return { args: v as Record<string, unknown> };
}

/**
 * One episode of a policy on a task: the policy gets the task's system prompt, its tools in
 * OpenAI form and the first user turn; tool calls run in the task's sandboxed environments from
 * the task's initial state; a message without tool calls ends the assistant's turn and the
 * simulated user answers (or brings the next turn, or ends the episode). Never throws: endpoint
 * failures end the episode as `model-error`, malformed calls are answered with an error result.
 */
export async function runEpisode(
  task: Task,
  bundles: EnvBundle[],
  policy: LlmClient,
  options: EpisodeOptions,
): Promise<Episode> {
  const used = bundles.filter((b) => task.envs.some((e) => e.bundleId === b.id));
  const tools = taskTools(task, bundles);
  const messages: ChatMessage[] = [
    { role: "system", content: task.systemPrompt ?? systemPrompt(used) },
    { role: "user", content: task.turns[0]?.user ?? "" },
  ];
  const calls: CallRecord[] = [];
  const budget = options.maxAssistantMessages ?? 20;
  const emit = () => options.onMessage?.(messages);
  emit();
  const envs = await TaskEnvs.open(bundles, task.envs, task.seed, options.runner);
  if (!envs.ok)
    return {
      messages,
      tools,
      endReason: "env-error",
      calls,
      error: envs.error.message,
      assistantMessages: 0,
    };
  let assistantMessages = 0;
  let endReason: EndReason = "turn-budget";
  let error: string | undefined;
  try {
    let hash = await envs.value.stateHash();
    while (assistantMessages < budget) {
      if (options.signal?.aborted) {
        endReason = "aborted";
        break;
      }
      const answer = await policy.chat(
        {
          messages: toLlm(messages),
          tools,
          temperature: options.temperature ?? 0,
          // Per task and trial, so trials differ at temperature > 0 and each has its cache entry.
          seed: deriveSeed(options.seed, task.id, options.trial),
          ...(options.maxTokens ? { maxTokens: options.maxTokens } : {}),
        },
        options.signal ? { signal: options.signal } : {},
      );
      if (!answer.ok) {
        endReason = answer.error.code === "llm/aborted" ? "aborted" : "model-error";
        error = `${answer.error.code}: ${answer.error.message}`;
        break;
      }
      assistantMessages++;
      const { content, calls: toolCalls } = normaliseCalls(
        answer.value.content,
        answer.value.toolCalls ?? [],
        `call_${options.trial}_${assistantMessages}`,
      );
      if (toolCalls.length === 0) {
        messages.push({ role: "assistant", content: content ?? "" });
        emit();
        const reply = await simulateUser(task, messages, options.modelUser);
        if (reply.done) {
          endReason = "done";
          break;
        }
        messages.push({ role: "user", content: reply.content });
        emit();
        continue;
      }
      messages.push({ role: "assistant", content, tool_calls: toolCalls });
      for (const tc of toolCalls) {
        const name = tc.function.name;
        const parsed = parseArgs(tc.function.arguments);
        let result: string;
        if (!parsed.args) {
          calls.push({
            tool: name,
            malformed: parsed.error ?? "bad arguments",
            changedState: false,
          });
          result = JSON.stringify({
            error: { code: "InvalidArguments", message: parsed.error ?? "bad arguments" },
          });
        } else {
          const outcome = await envs.value.call(name, parsed.args);
          const after = await envs.value.stateHash();
          const code = !outcome.ok && "error" in outcome ? outcome.error.code : undefined;
          calls.push({
            tool: name,
            args: parsed.args,
            changedState: after !== hash,
            ...(code === "UnknownTool" || code === "InvalidArguments"
              ? {
                  malformed:
                    code === "UnknownTool" ? `unknown tool "${name}"` : "invalid arguments",
                }
              : {}),
          });
          hash = after;
          result = renderOutcome(outcome);
        }
        messages.push({ role: "tool", tool_call_id: tc.id, name, content: result });
      }
      emit();
    }
  } catch (e) {
    endReason = "env-error";
    error = e instanceof Error ? e.message : String(e);
  } finally {
    await envs.value.dispose();
  }
  return {
    messages,
    tools,
    endReason,
    calls,
    ...(error ? { error } : {}),
    assistantMessages,
  };
}
