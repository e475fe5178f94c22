import { z } from "zod";
import { type Prompt, show } from "./prompt.js";

/** What the simulated user is told: the assistant's question and the facts it may reveal. */
export const SimulateUserInput = z.object({
  /** What the assistant just asked. */
  question: z.string().max(400),
  /** Only these may be revealed, and only the ones asked for. */
  facts: z.array(z.object({ key: z.string().max(120), text: z.string().max(300) })).max(8),
});
export type SimulateUserInput = z.infer<typeof SimulateUserInput>;

export const SimulatedReply = z.object({ reply: z.string().min(1).max(400) });

export const SIMULATE_USER_SYSTEM =
  "You are the user talking to an assistant. Answer only what it asked, in a few words, like a person in a chat, using only the facts below, value exactly as written. Do not add other details.";

/** The simulated user answers only what was asked, within the facts it knows. */
export const simulateUserPrompt: Prompt<SimulateUserInput, z.infer<typeof SimulatedReply>> = {
  name: "simulate_user",
  schema: SimulatedReply,
  build(raw) {
    const input = SimulateUserInput.parse(raw);
    return [
      { role: "system", content: SIMULATE_USER_SYSTEM },
      {
        role: "user",
        content: `Facts you know:\n${show(input.facts)}\n\nThe assistant asked: ${input.question}\n\nAnswer JSON only: {"reply": "..."}`,
      },
    ];
  },
};
