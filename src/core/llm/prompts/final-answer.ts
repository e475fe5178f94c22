import { z } from "zod";
import { type Prompt, show } from "./prompt.js";

export interface FinalAnswerInput {
  request: string;
  /** What the tools returned, summarised by step. */
  results: { tool: string; result: unknown }[];
  /** Facts the answer must state. */
  answerFacts: { key: string; value: unknown; text?: string }[];
}

export const FinalAnswer = z.object({ answer: z.string().min(1) });

/** The assistant's closing message; checked afterwards for every answer fact. */
export const finalAnswerPrompt: Prompt<FinalAnswerInput, z.infer<typeof FinalAnswer>> = {
  name: "final_answer",
  schema: FinalAnswer,
  build(input) {
    return [
      {
        role: "system",
        content:
          "You are a helpful assistant that has just finished a task with tools. Tell the user the outcome in two or three plain sentences. State every listed fact exactly (same numbers, names and dates).",
      },
      {
        role: "user",
        content: `User asked: ${input.request}\n\nTool results:\n${show(input.results, 6000)}\n\nFacts to state:\n${show(input.answerFacts)}\n\nAnswer JSON only: {"answer": "..."}`,
      },
    ];
  },
};
