import { z } from "zod";

export const FAULT_KINDS = [
  "exception",
  "timeout",
  "memory",
  "stack",
  "output-too-large",
  "invalid-output",
] as const;
export const FaultKind = z.enum(FAULT_KINDS);
export type FaultKind = z.infer<typeof FaultKind>;

export const ToolError = z.object({ code: z.string().min(1), message: z.string() });
export type ToolError = z.infer<typeof ToolError>;

export const Fault = z.object({ kind: FaultKind, message: z.string() });
export type Fault = z.infer<typeof Fault>;

/**
 * What one tool call gives back. A tool error is a legitimate API answer (shown to the model);
 * a fault is an environment bug or a limit breach (never part of a gold trajectory).
 */
export const CallOutcome = z.union([
  z.object({ ok: z.literal(true), result: z.unknown() }),
  z.object({ ok: z.literal(false), error: ToolError }),
  z.object({ ok: z.literal(false), fault: Fault }),
]);
export type CallOutcome =
  | { ok: true; result: unknown }
  | { ok: false; error: ToolError }
  | { ok: false; fault: Fault };

export const ToolCall = z.object({
  tool: z.string().min(1),
  args: z.record(z.string(), z.unknown()),
});
export type ToolCall = z.infer<typeof ToolCall>;
