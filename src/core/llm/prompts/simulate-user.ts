import { z } from "zod";
import { type Prompt, show } from "./prompt.js";

export interface SimulateUserInput {
  /** What the assistant just asked. */
  question: string;
  /** Only these may be revealed, and only the ones asked for. */
  facts: { key: string; text: string }[];
}

export const SimulatedReply = z.object({ reply: z.string().min(1) });

/** The simulated user answers only what was asked, within the facts it knows. */
export const simulateUserPrompt: Prompt<SimulateUserInput, z.infer<typeof SimulatedReply>> = {
  name: "simulate_user",
  schema: SimulatedReply,
  build(input) {
    return [
      {
        role: "system",
        content:
          "You are the user talking to an assistant. Answer only what it asked, briefly and naturally, using only the facts below. Do not add other details.",
      },
      {
        role: "user",
        content: `Facts you know:\n${show(input.facts)}\n\nThe assistant asked: ${input.question}\n\nAnswer JSON only: {"reply": "..."}`,
      },
    ];
  },
};
