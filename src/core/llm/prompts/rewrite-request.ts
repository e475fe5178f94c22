import { z } from "zod";
import { type Prompt, show } from "./prompt.js";

export interface RewriteRequestInput {
  /** The offline request, correct but stiff. */
  request: string;
  /** Facts the user knows and must still be able to convey (stated or given when asked). */
  userFacts: { key: string; text: string }[];
  /** What the goal is, in words, without ids. */
  goal: string;
  /** The check that failed on the previous rewrite, if any. */
  feedback?: string;
}

export const RewrittenRequest = z.object({ request: z.string().min(3) });

/** Calibrated refinement: natural words, implicit intermediate steps; our checks decide. */
export const rewriteRequestPrompt: Prompt<RewriteRequestInput, z.infer<typeof RewrittenRequest>> = {
  name: "rewrite_request",
  schema: RewrittenRequest,
  build(input) {
    return [
      {
        role: "system",
        content:
          "You rewrite requests to an assistant so they sound like a real person: goal-focused, casual, intermediate steps left implicit, references instead of identifiers. Never mention functions, tools, APIs, parameters, ids you were not given, or numbered steps.",
      },
      {
        role: "user",
        content: [
          `Goal: ${input.goal}`,
          `Current request: ${input.request}`,
          `Facts the person knows (keep every one of them, in natural words):\n${show(input.userFacts)}`,
          input.feedback ? `Your previous rewrite was rejected: ${input.feedback}` : "",
          'Answer JSON only: {"request": "..."}',
        ]
          .filter(Boolean)
          .join("\n\n"),
      },
    ];
  },
};
