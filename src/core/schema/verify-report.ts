import { z } from "zod";
import { CallOutcome, ToolCall } from "./call-outcome.js";

export const Probe = z.object({
  kind: z.string(),
  passed: z.boolean(),
  detail: z.string(),
  call: ToolCall.optional(),
  outcome: CallOutcome.optional(),
});
export type Probe = z.infer<typeof Probe>;

export const ToolVerification = z.object({
  tool: z.string(),
  passed: z.boolean(),
  /** false when the tool was dropped from the bundle; `reason` says why. */
  kept: z.boolean(),
  reason: z.string().optional(),
  probes: z.array(Probe),
});
export type ToolVerification = z.infer<typeof ToolVerification>;

export const EnvCheck = z.object({ name: z.string(), passed: z.boolean(), detail: z.string() });
export type EnvCheck = z.infer<typeof EnvCheck>;

/** VerifyReport — `passed` iff every kept tool passed and every env-level check passed. */
export const VerifyReport = z.object({
  bundleId: z.string(),
  passed: z.boolean(),
  tools: z.array(ToolVerification),
  /** Env-level checks: determinism, isolation, CRUD laws. */
  env: z.array(EnvCheck),
  summary: z.object({
    ingested: z.number().int(),
    kept: z.number().int(),
    verified: z.number().int(),
  }),
});
export type VerifyReport = z.infer<typeof VerifyReport>;
