import { z } from "zod";
import type { Prompt } from "./prompt.js";

/**
 * What the model is told to write a user's message from: the goal from the semantic model's verb
 * phrase, the records and facts as a person says them (never ids), the register, and the offline
 * version as a plain example. Nothing the user could not know is in here, so nothing can leak.
 */
export const WriteRequestInput = z.object({
  /** The service in a few words ("smart home", "clinic scheduling"). */
  domain: z.string().max(200),
  /** `request`: the first message; `also`: a second goal in a later turn. */
  kind: z.enum(["request", "also"]),
  /** What the user wants done, in words ("book an appointment with Dr. Fisher"). */
  goal: z.string().max(300),
  register: z.enum(["brief", "chatty", "polite", "impatient"]),
  /** Read goals: what the user wants to know ("status", "ETA"). */
  asks: z.array(z.string().max(60)).max(4).optional(),
  /** Facts the user states, each as a person says it ("Feb 6 at 3:30 pm"). */
  facts: z.array(z.object({ label: z.string().max(60), say: z.string().max(200) })).max(12),
  /** The offline request: correct, a little stiff. */
  plain: z.string().max(800),
  /** Why the last attempt was rejected, if it was. */
  feedback: z.string().max(300).optional(),
});
export type WriteRequestInput = z.infer<typeof WriteRequestInput>;

export const WrittenRequest = z.object({ request: z.string().min(3).max(800) });

const REGISTER_WORDS: Record<WriteRequestInput["register"], string> = {
  brief: "brief and plain",
  chatty: "chatty and friendly",
  polite: "polite and a little formal",
  impatient: "impatient, in a hurry",
};

export const WRITE_REQUEST_SYSTEM =
  "You write the message a person sends to a customer-service assistant. Start with what you want done, in your own words. Then give only the facts listed, each value exactly as written, the way a person says it. Never mention ids, tools, functions, APIs, parameters or field names. Never write 'should be', 'make the', 'set the ... to' or 'the X is Y' like a form. No lists, no steps. One to three sentences.";

/** The request writer: the model phrases; our checks decide whether the phrasing is kept. */
export const writeRequestPrompt: Prompt<WriteRequestInput, z.infer<typeof WrittenRequest>> = {
  name: "write_request",
  schema: WrittenRequest,
  build(raw) {
    const input = WriteRequestInput.parse(raw);
    const lines = [
      `Service: ${input.domain}`,
      `${input.kind === "also" ? "You already got help with something; now you also want to" : "You want to"}: ${input.goal}`,
      input.asks?.length ? `You want to know: ${input.asks.join(", ")}` : "",
      `Tone: ${REGISTER_WORDS[input.register]}`,
      input.facts.length
        ? `Facts to state (every one, value exactly as written):\n${input.facts.map((f) => `- ${f.label}: ${f.say}`).join("\n")}`
        : "Facts to state: none",
      `A plain version: ${input.plain}`,
      input.feedback ? `Your previous message was rejected: ${input.feedback}` : "",
      'Answer JSON only: {"request": "..."}',
    ];
    return [
      { role: "system", content: WRITE_REQUEST_SYSTEM },
      { role: "user", content: lines.filter(Boolean).join("\n\n") },
    ];
  },
};
