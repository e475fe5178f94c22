import { singular, splitWords } from "../domain/words.js";
import type { LlmClient } from "../llm/llm-client.js";
import { SimulatedReply, simulateUserPrompt } from "../llm/prompts/simulate-user.js";
import { chatJson } from "../llm/structured.js";
import type { Task } from "../schema/task.js";
import { turnOfMessages } from "./task-fields.js";

/**
 * The simulated user of an episode — one module shared by `envfactory eval`, the app's Try-a-model
 * panel and `serve` (`POST /sessions/ID/user`).
 *
 * Contract: call `nextUserMessage(task, messages)` after the assistant has ended its turn (its last
 * message has no tool calls). `messages` is the conversation so far in OpenAI chat form (the
 * system message may be present or not). The answer is pure and deterministic:
 * - the assistant asked a question (a `?` ends a sentence of its last message, outside quotes) and an unrevealed reveal of the
 *   current turn (or a fact the user stated) has a fact word the question mentions → that reveal's
 *   text (`kind: "reveal"`);
 * - a question that names no known fact while reveals are still unrevealed → "I don't know …"
 *   (`kind: "unknown"`);
 * - otherwise the assistant finished the turn → the task's next user turn (`kind: "next-turn"`), or
 *   `done: true` with empty content after the last turn (`kind: "done"`).
 * With no messages at all it returns the first user turn.
 *
 * A model-played user (`modelUser`) only rephrases what the offline user decided: turn changes and
 * `done` stay deterministic, so the episode's shape and the reward do not depend on the user model.
 */

export type UserReplyKind = "first-turn" | "reveal" | "unknown" | "next-turn" | "done";

export interface UserReply {
  /** The user's message; empty when `done`. */
  content: string;
  /** True once the assistant has finished the task's last turn: the episode is over. */
  done: boolean;
  kind: UserReplyKind;
  /** Task turn the reply belongs to. */
  turn: number;
  /** Key of the revealed fact (`kind: "reveal"`). */
  revealed?: string;
}

/** The minimal message shape the user reads (ChatMessage and RolloutMessage both fit). */
export interface UserVisibleMessage {
  role: string;
  content?: string | null;
  tool_calls?: unknown[];
}

export const DONT_KNOW = "I'm not sure about that — I don't know.";

/** Words too common to tell one fact from another. */
const STOP = new Set([
  "a",
  "an",
  "the",
  "of",
  "to",
  "in",
  "on",
  "for",
  "by",
  "at",
  "is",
  "id",
  "and",
  "or",
  "my",
  "your",
  "s",
]);

/** Content words of a fact key: `s1.date_of_birth` → `date`, `birth` (the step prefix dropped). */
export function factWords(key: string): string[] {
  const parts = key.split(".").filter((p) => !/^s\d+$|^step\d+$/i.test(p));
  const last = parts.length ? parts.slice(-1) : [key];
  return [
    ...new Set(
      last
        .flatMap((p) => splitWords(p))
        .filter((w) => !STOP.has(w))
        .map((w) => singular(w)),
    ),
  ];
}

function wordsOf(text: string): Set<string> {
  return new Set(splitWords(text.replace(/[^\p{L}\p{N}]+/gu, " ")).map((w) => singular(w)));
}

/** Index of the task turn each message is in (a turn starts at the user message carrying it). */
export function currentTurn(task: Task, messages: readonly UserVisibleMessage[]): number {
  return turnOfMessages(task, messages).at(-1) ?? 0;
}

/** Share of a fact's words the question mentions (0 when it has none). */
function mentionScore(question: Set<string>, key: string): number {
  const words = factWords(key);
  if (words.length === 0) return 0;
  return words.filter((w) => question.has(w)).length / words.length;
}

/** Words any question has: they tell nothing about which fact is asked for. */
const QUESTION_WORDS = new Set([
  ...STOP,
  "what",
  "which",
  "who",
  "when",
  "where",
  "how",
  "would",
  "could",
  "should",
  "can",
  "do",
  "doe",
  "you",
  "i",
  "it",
  "me",
  "please",
  "like",
  "want",
  "need",
  "be",
]);

/**
 * Share of the content words of the question a reveal answers (the task's own wording, e.g.
 * "What temperature would you like?" for `s2.target_celsius`) that `question` also has; counts
 * from half on, so a question sharing one word of a long one does not reveal.
 */
function askedScore(question: Set<string>, asked: string | undefined): number {
  if (!asked) return 0;
  const words = [...wordsOf(asked)].filter((w) => !QUESTION_WORDS.has(w));
  if (words.length === 0) return 0;
  const share = words.filter((w) => question.has(w)).length / words.length;
  return share >= 0.5 ? share : 0;
}

function lastAssistant(messages: readonly UserVisibleMessage[]): UserVisibleMessage | undefined {
  for (let i = messages.length - 1; i >= 0; i--) {
    const m = messages[i];
    if (m?.role === "assistant") return m;
    if (m?.role === "user") return undefined;
  }
  return undefined;
}

/** The text without quoted spans: a quoted value ("Any update on this?") is not a question. */
function unquoted(text: string): string {
  return text.replace(/"[^"]*"|“[^”]*”|«[^»]*»/g, " ");
}

/** A question mark that ends a sentence outside quotes. */
export function isQuestion(text: string): boolean {
  return /\?(\s|$)/.test(unquoted(text));
}

/** What the user says to the assistant's closing message `text` in `turn`, given what it revealed. */
function decide(task: Task, turn: number, revealed: ReadonlySet<string>, text: string): UserReply {
  const pending = (task.turns[turn]?.reveals ?? []).filter((r) => !revealed.has(r.key));
  if (isQuestion(text)) {
    const q = wordsOf(unquoted(text));
    // Reveals first (the facts the turn withheld), then facts the user already stated: a stated
    // fact whose key matches better ("s3.doctor.name" for "What name should I put it under?")
    // must not answer a question the withheld fact also matches.
    const tiers = [
      pending.map((r) => ({ key: r.key, text: r.text, asked: r.question })),
      task.userFacts
        .filter((f) => typeof f.text === "string" && f.text.trim() !== "")
        .map((f) => ({ key: f.key, text: f.text as string, asked: undefined })),
    ];
    let best: { key: string; text: string; score: number } | undefined;
    for (const candidates of tiers) {
      for (const c of candidates) {
        const s = Math.max(mentionScore(q, c.key), askedScore(q, c.asked));
        if (s > 0 && (!best || s > best.score)) best = { key: c.key, text: c.text, score: s };
      }
      if (best) break;
    }
    if (best) return { content: best.text, done: false, kind: "reveal", turn, revealed: best.key };
    if (pending.length > 0) return { content: DONT_KNOW, done: false, kind: "unknown", turn };
  }
  const next = task.turns[turn + 1];
  if (next) return { content: next.user, done: false, kind: "next-turn", turn: turn + 1 };
  return { content: "", done: true, kind: "done", turn };
}

/**
 * The offline simulated user's next message. Pure: same task and messages ⇒ same reply. What was
 * already revealed is read back from the conversation by replaying these decisions, so answers a
 * model user phrased in its own words count as revealed too.
 */
export function nextUserMessage(task: Task, messages: readonly UserVisibleMessage[]): UserReply {
  const first = task.turns[0];
  if (!messages.some((m) => m.role === "user"))
    return { content: first?.user ?? "", done: false, kind: "first-turn", turn: 0 };
  let turn = 0;
  const revealed = new Set<string>();
  let closing: string | undefined;
  for (const m of messages) {
    if (m.role === "assistant") {
      closing = m.tool_calls?.length ? undefined : typeof m.content === "string" ? m.content : "";
      continue;
    }
    if (m.role !== "user") {
      closing = undefined;
      continue;
    }
    const next = task.turns[turn + 1];
    const text = typeof m.content === "string" ? m.content.trim() : "";
    if (next && text === next.user.trim()) turn++;
    else if (closing !== undefined) {
      const r = decide(task, turn, revealed, closing);
      if (r.kind === "reveal" && r.revealed) revealed.add(r.revealed);
    }
    closing = undefined;
  }
  return decide(task, turn, revealed, closing ?? "");
}

/** A model that plays the user: rephrases the offline decision (never changes turns or facts). */
export interface ModelUser {
  phrase(input: {
    task: Task;
    question: string;
    reply: UserReply;
    facts: { key: string; text: string }[];
  }): Promise<string | undefined>;
}

/** The `simulate_user` prompt on an LLM client; falls back to the offline text on any failure. */
export function llmModelUser(client: LlmClient, options: { seed?: number } = {}): ModelUser {
  return {
    async phrase({ question, reply, facts }) {
      if (reply.kind !== "reveal" && reply.kind !== "unknown") return undefined;
      const shown = reply.kind === "reveal" ? facts.filter((f) => f.key === reply.revealed) : [];
      const out = await chatJson(
        client,
        {
          messages: simulateUserPrompt.build({ question, facts: shown }),
          temperature: 0,
          ...(options.seed !== undefined ? { seed: options.seed } : {}),
        },
        SimulatedReply,
        { retries: 1 },
      );
      return out.result.ok ? out.result.value.reply : undefined;
    },
  };
}

/**
 * The user's next message, offline or model-played. Only answers to questions are rephrased by
 * the model; later turns are the task's own words so the reward can find turn boundaries.
 */
export async function simulateUser(
  task: Task,
  messages: readonly UserVisibleMessage[],
  modelUser?: ModelUser,
): Promise<UserReply> {
  const reply = nextUserMessage(task, messages);
  if (!modelUser || (reply.kind !== "reveal" && reply.kind !== "unknown")) return reply;
  const question = lastAssistant(messages)?.content ?? "";
  const facts = [
    ...(task.turns[reply.turn]?.reveals ?? []).map((r) => ({ key: r.key, text: r.text })),
    ...task.userFacts.map((f) => ({ key: f.key, text: f.text ?? String(f.value) })),
  ];
  try {
    const phrased = await modelUser.phrase({
      task,
      question: typeof question === "string" ? question : "",
      reply,
      facts,
    });
    return phrased?.trim() ? { ...reply, content: phrased.trim() } : reply;
  } catch {
    return reply;
  }
}
