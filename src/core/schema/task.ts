import { z } from "zod";

export const UserFact = z.object({
  /** Stable key, e.g. `customer.email` or `step2.select.title`. */
  key: z.string(),
  value: z.unknown(),
  /** How a person would say it ("my email is …", "the Team Meeting"). */
  text: z.string().optional(),
});
export type UserFact = z.infer<typeof UserFact>;

export const HiddenValue = z.object({
  value: z.unknown(),
  /** Where it came from: step id + result path. */
  source: z.string(),
});
export type HiddenValue = z.infer<typeof HiddenValue>;

export const Turn = z.object({
  user: z.string(),
  /** Facts the simulated user reveals when the assistant asks for them. */
  reveals: z
    .array(
      z.object({
        key: z.string(),
        text: z.string(),
        /** The assistant's question that this answer replies to (synth). */
        question: z.string().optional(),
      }),
    )
    .optional(),
});
export type Turn = z.infer<typeof Turn>;

export const GoldCall = z.object({
  env: z.string().optional(),
  tool: z.string(),
  args: z.record(z.string(), z.unknown()),
  /** Argument names that do not change the outcome (e.g. `limit`); reward ignores them. */
  masked: z.array(z.string()),
  /** Turn index this call belongs to (multi-turn). */
  turn: z.number().int().optional(),
  /** Indices of earlier gold calls whose results this call's arguments come from (forces order). */
  dependsOn: z.array(z.number().int()).optional(),
});
export type GoldCall = z.infer<typeof GoldCall>;

export const AnswerFact = z.object({
  key: z.string(),
  value: z.unknown(),
  /** The label a reader expects for the value ("balance", "booking time"); reward reads `label ?? key`. */
  label: z.string().optional(),
  /** How the answer says it ("the balance is 12 days"). */
  text: z.string().optional(),
  /** Turn whose final answer must state this fact (multi-turn); absent = the last turn. */
  turn: z.number().int().optional(),
});
export type AnswerFact = z.infer<typeof AnswerFact>;

export const CheckVerdict = z.object({
  name: z.string(),
  passed: z.boolean(),
  evidence: z.string(),
});
export type CheckVerdict = z.infer<typeof CheckVerdict>;

/** Task — what RL needs: initial states, user turns, hidden values, gold, and check verdicts. */
export const Task = z.object({
  id: z.string(),
  planId: z.string().optional(),
  envs: z
    .array(
      z.object({
        bundleId: z.string(),
        initialState: z.record(z.string(), z.unknown()),
        /** Episode this initial state was generated for (absent: the bundle's own state). */
        episodeSeed: z.number().int().optional(),
      }),
    )
    .min(1),
  seed: z.number().int(),
  turns: z.array(Turn).min(1),
  userFacts: z.array(UserFact),
  hidden: z.array(HiddenValue),
  gold: z.object({
    calls: z.array(GoldCall),
    finalStateHash: z.string(),
    answerFacts: z.array(AnswerFact),
  }),
  checks: z.array(CheckVerdict),
  /**
   * Train/test split, assigned by environment so test environments are never seen in training
   * (see `src/core/eval/task-fields.ts`). Optional so tasks written before it still load.
   */
  split: z.enum(["train", "test"]).optional(),
  /** The system prompt a policy gets for this task (also the trajectory's first message). */
  systemPrompt: z.string().optional(),
  meta: z.record(z.string(), z.unknown()).optional(),
});
export type Task = z.infer<typeof Task>;
