import { z } from "zod";
import type { Prompt } from "./prompt.js";

/** The assistant's closing message: the question, and the facts it must give with their labels. */
export const FinalAnswerInput = z.object({
  /** What the user asked, in their words. */
  request: z.string().max(800),
  /** True when the turn changed something (a booking, an update), false for a question. */
  wrote: z.boolean(),
  /** Facts the answer must state: label and value as a person says it ("balance": "12 days"). */
  facts: z.array(z.object({ label: z.string().max(60), say: z.string().max(200) })).max(8),
});
export type FinalAnswerInput = z.infer<typeof FinalAnswerInput>;

export const FinalAnswer = z.object({ answer: z.string().min(1).max(600) });

export const FINAL_ANSWER_SYSTEM =
  "You are a helpful assistant that has just finished the user's request with tools. Answer what they asked in one or two short sentences: give each fact with its label, value exactly as written. No JSON, no ids, no lists of raw data.";

/** The closing message; checked afterwards for every fact, JSON and ids. */
export const finalAnswerPrompt: Prompt<FinalAnswerInput, z.infer<typeof FinalAnswer>> = {
  name: "final_answer",
  schema: FinalAnswer,
  build(raw) {
    const input = FinalAnswerInput.parse(raw);
    const facts = input.facts.length
      ? input.facts.map((f) => `- ${f.label}: ${f.say}`).join("\n")
      : "- (nothing to report; confirm it is done)";
    return [
      { role: "system", content: FINAL_ANSWER_SYSTEM },
      {
        role: "user",
        content: `The user asked: ${input.request}\n\n${input.wrote ? "You did it." : "You looked it up."} Facts to state:\n${facts}\n\nAnswer JSON only: {"answer": "..."}`,
      },
    ];
  },
};
