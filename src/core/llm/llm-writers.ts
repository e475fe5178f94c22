import { type AnswerWriter, finalAnswer } from "../synth/trajectory.js";
import { mentionsValue } from "../synth/value-mentions.js";
import type { RequestWriter, UserSimulator } from "../synth/writer.js";
import { factPhrase, factMention, templateUserSimulator, templateWriter } from "../synth/writer.js";
import type { LlmClient } from "./llm-client.js";
import type { ModelUseLog } from "./model-use-log.js";
import { finalAnswerPrompt } from "./prompts/final-answer.js";
import { promptRequest } from "./prompts/prompt.js";
import { rewriteRequestPrompt } from "./prompts/rewrite-request.js";
import { simulateUserPrompt } from "./prompts/simulate-user.js";
import { chatJson } from "./structured.js";

function mentions(text: string, needle: string): boolean {
  return text.toLowerCase().includes(needle.toLowerCase());
}

/**
 * Model-backed request writer (calibrated refinement). It rewrites the offline request into a
 * natural one; the task's checks then re-run on the result exactly as for the offline writer.
 * A rewrite that loses a stated fact is refused here; one that a check rejects comes back with
 * `attempt` > 0 (logged as `rejected-by-checks`). From attempt `modelAttempts` on, the offline
 * request is used, so a task keeps its offline words rather than being dropped.
 */
export function createLlmRequestWriter(
  llm: LlmClient,
  options: { log?: ModelUseLog; modelAttempts?: number; fallback?: RequestWriter } = {},
): RequestWriter {
  const fallback = options.fallback ?? templateWriter;
  const modelAttempts = options.modelAttempts ?? 2;
  // Drafts whose last words came from the model: a retry of one means a check rejected them.
  const fromModel = new WeakSet<object>();
  return {
    async write(draft, o) {
      if (o.attempt > 0 && fromModel.has(draft)) {
        options.log?.fallback("rewrite-request", "rejected-by-checks");
        fromModel.delete(draft);
      }
      const offline = await fallback.write(draft, o);
      if (o.attempt >= modelAttempts) return offline;
      const facts = [...draft.targets, ...draft.facts];
      const out = await chatJson(
        llm,
        promptRequest(
          rewriteRequestPrompt,
          {
            request: offline,
            goal: `${draft.goal.verb ?? draft.goal.kind} ${draft.goal.noun}`,
            userFacts: facts.map((f, i) => ({ key: f.key, text: factPhrase(f, i) })),
            ...(o.attempt > 0
              ? {
                  feedback:
                    "it failed a check: it revealed something the user cannot know, named a function or parameter, listed steps, or dropped a fact",
                }
              : {}),
          },
          { seed: o.seed + o.attempt },
        ),
        rewriteRequestPrompt.schema,
        { retries: 1 },
      );
      if (!out.result.ok) {
        options.log?.fallback("rewrite-request", out.result.error.code);
        return offline;
      }
      const text = out.result.value.request.trim();
      const lost = facts.find((f) => !mentions(text, factMention(f)));
      if (lost) {
        options.log?.fallback("rewrite-request", "dropped-a-fact");
        return offline;
      }
      fromModel.add(draft);
      options.log?.accepted("rewrite-request");
      return text;
    },
  };
}

/**
 * Model-backed simulated user: answers only the question asked, with the one fact asked for.
 * A reply that does not state that fact falls back to the template answer; whether any reply
 * volunteers a hidden value is decided afterwards by the task's no-leak check.
 */
export function createLlmUserSimulator(
  llm: LlmClient,
  options: { log?: ModelUseLog; fallback?: UserSimulator } = {},
): UserSimulator {
  const fallback = options.fallback ?? templateUserSimulator;
  return {
    async answer(question, fact, o) {
      const out = await chatJson(
        llm,
        promptRequest(
          simulateUserPrompt,
          { question, facts: [{ key: fact.key, text: factPhrase(fact, 0) }] },
          { seed: o.seed },
        ),
        simulateUserPrompt.schema,
        { retries: 1 },
      );
      if (!out.result.ok) {
        options.log?.fallback("simulated-user", out.result.error.code);
        return fallback.answer(question, fact, o);
      }
      if (!mentions(out.result.value.reply, factMention(fact))) {
        options.log?.fallback("simulated-user", "did-not-answer");
        return fallback.answer(question, fact, o);
      }
      options.log?.accepted("simulated-user");
      return out.result.value.reply.trim();
    },
  };
}

/**
 * Model-backed final answers in the assistant's voice. An answer that misses any answer fact (as
 * the reward's own matcher reads it) is replaced by the offline answer, so a gold trajectory always
 * states its facts.
 */
export function createLlmAnswerWriter(
  llm: LlmClient,
  options: { log?: ModelUseLog } = {},
): AnswerWriter {
  return {
    async write(input) {
      const offline = finalAnswer(input.facts, input.wrote);
      const out = await chatJson(
        llm,
        promptRequest(finalAnswerPrompt, {
          request: input.request,
          results: input.results.map((r) => ({ tool: r.tool, result: r.result.slice(0, 1500) })),
          answerFacts: input.facts.map((f) => ({
            key: f.key,
            value: f.value,
            ...(f.text ? { text: f.text } : {}),
          })),
        }),
        finalAnswerPrompt.schema,
        { retries: 1 },
      );
      if (!out.result.ok) {
        options.log?.fallback("final-answer", out.result.error.code);
        return offline;
      }
      const answer = out.result.value.answer.trim();
      if (!input.facts.every((f) => mentionsValue(answer, f.value))) {
        options.log?.fallback("final-answer", "missed-a-fact");
        return offline;
      }
      options.log?.accepted("final-answer");
      return answer;
    },
  };
}
