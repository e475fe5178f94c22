import type { z } from "zod";
import { type EnvFactoryError, fail, ok, type Result } from "../errors.js";
import type { AbortSignalLike } from "../platform.js";
import type { ChatRequest, LlmClient, LlmMessage } from "./llm-client.js";

/** What happened over all attempts: kept for reports ("how often and why the model failed"). */
export interface StructuredOutcome<T> {
  result: Result<T>;
  attempts: number;
  errors: string[];
}

/** Pulls the JSON value out of a model's text: a fenced block, or the outermost object/array. */
export function extractJson(text: string): unknown {
  const fenced = /```(?:json)?\s*([\s\S]*?)```/.exec(text);
  const body = (fenced?.[1] ?? text).trim();
  try {
    return JSON.parse(body);
  } catch {
    const start = body.search(/[[{]/);
    const end = Math.max(body.lastIndexOf("}"), body.lastIndexOf("]"));
    if (start >= 0 && end > start) return JSON.parse(body.slice(start, end + 1));
    throw new SyntaxError("no JSON value in the answer");
  }
}

/**
 * Asks for JSON, validates it with `schema`, and on a malformed answer retries with the
 * validation error as feedback, at most `retries` more times. Never throws.
 */
export async function chatJson<T>(
  client: LlmClient,
  request: ChatRequest,
  schema: z.ZodType<T>,
  options: { retries?: number; signal?: AbortSignalLike } = {},
): Promise<StructuredOutcome<T>> {
  const retries = options.retries ?? 2;
  const messages: LlmMessage[] = [...request.messages];
  const errors: string[] = [];
  let lastError: EnvFactoryError | undefined;
  for (let attempt = 1; attempt <= retries + 1; attempt++) {
    const answer = await client.chat({ ...request, messages }, { signal: options.signal });
    if (!answer.ok) {
      errors.push(answer.error.code);
      // Transport failures are already retried by the client; stop here and let the caller fall back.
      return { result: answer, attempts: attempt, errors };
    }
    const text = answer.value.content ?? "";
    let problem: string;
    try {
      const parsed = schema.safeParse(extractJson(text));
      if (parsed.success) return { result: ok(parsed.data), attempts: attempt, errors };
      problem = parsed.error.issues
        .slice(0, 5)
        .map((i) => `/${i.path.map(String).join("/")}: ${i.message}`)
        .join("; ");
    } catch (e) {
      problem = e instanceof Error ? e.message : String(e);
    }
    errors.push(`bad-output: ${problem}`);
    lastError = { code: "llm/bad-output", message: problem };
    messages.push(
      { role: "assistant", content: text },
      {
        role: "user",
        content: `Your answer did not validate: ${problem}. Answer again with only the corrected JSON.`,
      },
    );
  }
  const error = lastError ?? { code: "llm/bad-output" as const, message: "no valid answer" };
  // Say what happened: how many answers were tried, and why the last one was refused.
  const message = `no usable answer after ${retries + 1} attempts (${retries} retries with the error as feedback); last: ${error.message}`;
  return { result: fail(error.code, message), attempts: retries + 1, errors };
}
