import { z } from "zod";
import { CallOutcome } from "./call-outcome.js";

/** How a list element was chosen, by something a person could name (e.g. title = "Team Meeting"). */
export const Select = z.object({
  /** Field of the element used to pick it; a person can say it. */
  by: z.string(),
  value: z.unknown(),
  /** Natural description, e.g. "the cheapest", "the most recent". */
  description: z.string().optional(),
  index: z.number().int().optional(),
  /** Picked as the record made last or first (`by` is when it was made): "my latest script tag". */
  rank: z.enum(["newest", "oldest"]).optional(),
});
export type Select = z.infer<typeof Select>;

export const Binding = z.union([
  z.object({ from: z.literal("user"), value: z.unknown() }),
  z.object({
    from: z.literal("step"),
    step: z.string(),
    /** Path in the step's result, e.g. `items[].id`, `customer.id`. */
    path: z.string(),
    select: Select.optional(),
  }),
]);
export type Binding = z.infer<typeof Binding>;

export const PlanStep = z.object({
  id: z.string(),
  /** Bundle id of the environment this step runs in. */
  env: z.string(),
  tool: z.string(),
  args: z.record(z.string(), Binding),
  /** User turn that asks for this step (0 = the first request; a second goal comes in turn 1). */
  turn: z.number().int().nonnegative().optional(),
  /** A planned tool error (e.g. cancelling a shipped order): the expected error code. */
  expectError: z.string().optional(),
  /** Filled by grounding: concrete arguments and the real outcome. */
  grounded: z.object({ args: z.record(z.string(), z.unknown()), outcome: CallOutcome }).optional(),
});
export type PlanStep = z.infer<typeof PlanStep>;

/** Plan — a DAG of steps in topological order; `goal` is the step the workflow is for. */
export const Plan = z.object({
  id: z.string(),
  seed: z.number().int(),
  envs: z.array(z.string()).min(1),
  steps: z.array(PlanStep).min(1),
  goal: z.string(),
  /** Goal step of each user turn when the plan has more than one (`goals[0] === goal`). */
  goals: z.array(z.string()).optional(),
  /** Episode the plan runs in: its initial state and the sandbox's random seed (absent = 0). */
  episodeSeed: z.number().int().optional(),
  /** Set after grounding: hash of each env's state after the last step, by bundle id. */
  finalStateHashes: z.record(z.string(), z.string()).optional(),
});
export type Plan = z.infer<typeof Plan>;
