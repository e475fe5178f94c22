import { answerProblems, userTextProblems } from "../synth/checks.js";
import { type AnswerWriter, finalAnswer } from "../synth/trajectory.js";
import type { FactPhrase, RequestDraft, RequestWriter, UserSimulator } from "../synth/writer.js";
import {
  factMention,
  registerFor,
  targetPhrase,
  templateUserSimulator,
  templateWriter,
} from "../synth/writer.js";
import type { LlmClient } from "./llm-client.js";
import type { ModelUseLog } from "./model-use-log.js";
import { finalAnswerPrompt } from "./prompts/final-answer.js";
import { promptRequest } from "./prompts/prompt.js";
import { simulateUserPrompt } from "./prompts/simulate-user.js";
import { type WriteRequestInput, writeRequestPrompt } from "./prompts/write-request.js";
import { chatJson } from "./structured.js";

/** An answer fact's value as said: its text without the "the <label> is" lead. */
function spokenOf(f: { label?: string; text?: string; value: unknown }): string {
  const text = f.text ?? String(f.value);
  const lead = f.label ? `the ${f.label} is ` : "";
  return lead && text.startsWith(lead) ? text.slice(lead.length) : text;
}

/** The facts a draft's words must carry: values to mention, and labels for yes/no facts. */
function mustSay(facts: FactPhrase[]): { values: unknown[]; flags: string[]; labels: string[] } {
  return {
    values: facts.filter((f) => typeof f.value !== "boolean").map((f) => f.value),
    flags: facts.filter((f) => typeof f.value === "boolean").map(factMention),
    labels: facts.map((f) => f.label),
  };
}

/** The prompt input for a draft: goal in words, records and facts as a person says them. */
export function writeRequestInput(
  draft: RequestDraft,
  plain: string,
  seed: number,
  feedback?: string,
): WriteRequestInput {
  const target = draft.targets.length
    ? targetPhrase(draft.targets[draft.targets.length - 1] as FactPhrase)
    : "";
  const goal = draft.asks?.length
    ? `ask about ${target || `your ${draft.goal.noun}`}`
    : `${draft.goal.phrase.text}${target ? ` (${target})` : ""}`;
  return {
    domain: draft.domain.slice(0, 200),
    kind: draft.kind === "also" ? "also" : "request",
    goal: goal.slice(0, 300),
    register: draft.register ?? registerFor(seed),
    ...(draft.asks?.length ? { asks: draft.asks.slice(0, 4) } : {}),
    facts: [...draft.targets, ...draft.facts.filter((f) => !f.inside)].slice(0, 10).map((f) => ({
      label: (f.role === "select" ? `${f.noun ?? "record"} ${f.label}` : f.label).slice(0, 40),
      say: factMention(f).slice(0, 120),
    })),
    plain: plain.slice(0, 600),
    ...(feedback ? { feedback } : {}),
  };
}

/**
 * Model-written user requests from the semantic model's goal phrase and the plan's facts. The
 * model's text first passes the reader checks on its own (form wording, code identifiers, ISO
 * dates, unknown ids, every fact stated); then the task's checks re-run on it exactly as on
 * offline text. Text a check rejects falls back to the offline request, and every fallback is
 * counted by reason in the model report. From attempt `modelAttempts` on, the offline request
 * is used, so a task keeps its offline words rather than being dropped.
 */
export function createLlmRequestWriter(
  llm: LlmClient,
  options: { log?: ModelUseLog; modelAttempts?: number; fallback?: RequestWriter } = {},
): RequestWriter {
  const fallback = options.fallback ?? templateWriter;
  const modelAttempts = options.modelAttempts ?? 2;
  // Drafts whose last words came from the model: a retry of one means a task check rejected them.
  const fromModel = new WeakSet<object>();
  return {
    async write(draft, o) {
      let feedback: string | undefined;
      if (o.attempt > 0 && fromModel.has(draft)) {
        options.log?.fallback("rewrite-request", "rejected-by-checks");
        fromModel.delete(draft);
        feedback =
          "a check failed: it revealed something the user cannot know, named a function or parameter, read like a form, or dropped a fact";
      }
      const offline = await fallback.write(draft, o);
      if (draft.kind === "follow-up" || o.attempt >= modelAttempts) return offline;
      const out = await chatJson(
        llm,
        promptRequest(writeRequestPrompt, writeRequestInput(draft, offline, o.seed, feedback), {
          seed: o.seed + o.attempt,
        }),
        writeRequestPrompt.schema,
        { retries: 1 },
      );
      if (!out.result.ok) {
        options.log?.fallback("rewrite-request", out.result.error.code);
        return offline;
      }
      const text = out.result.value.request.trim();
      const problems = userTextProblems(
        text,
        mustSay([...draft.targets, ...draft.facts.filter((f) => !f.inside)]),
      );
      if (problems.length > 0) {
        options.log?.fallback("rewrite-request", `check:${problems[0]}`);
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
 * A reply that fails the reader checks (or does not state the fact) falls back to the template
 * answer; whether any reply volunteers a hidden value is decided afterwards by no-leak.
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
          { question, facts: [{ key: fact.label, text: factMention(fact) }] },
          { seed: o.seed },
        ),
        simulateUserPrompt.schema,
        { retries: 1 },
      );
      if (!out.result.ok) {
        options.log?.fallback("simulated-user", out.result.error.code);
        return fallback.answer(question, fact, o);
      }
      const reply = out.result.value.reply.trim();
      const problems = userTextProblems(reply, mustSay([fact]));
      if (problems.length > 0) {
        options.log?.fallback(
          "simulated-user",
          problems[0] === "dropped-a-fact" ? "did-not-answer" : `check:${problems[0]}`,
        );
        return fallback.answer(question, fact, o);
      }
      options.log?.accepted("simulated-user");
      return reply;
    },
  };
}

/**
 * Model-backed final answers in the assistant's voice. An answer that misses an answer fact (as
 * the reward's own matcher reads it), dumps JSON, quotes an id or runs long is replaced by the
 * offline answer, so a gold trajectory always answers the question with its facts.
 */
export function createLlmAnswerWriter(
  llm: LlmClient,
  options: { log?: ModelUseLog } = {},
): AnswerWriter {
  return {
    async write(input) {
      const offline = finalAnswer(input.facts, input.wrote, input.confirm);
      const out = await chatJson(
        llm,
        promptRequest(finalAnswerPrompt, {
          request: input.request.slice(0, 800),
          wrote: input.wrote,
          facts: input.facts.slice(0, 8).map((f) => ({
            label: (f.label ?? f.key.split(".").pop() ?? "result").slice(0, 60),
            say: spokenOf(f).slice(0, 200),
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
      const problems = answerProblems(answer, input.facts);
      if (problems.length > 0) {
        options.log?.fallback("final-answer", problems[0] as string);
        return offline;
      }
      options.log?.accepted("final-answer");
      return answer;
    },
  };
}
