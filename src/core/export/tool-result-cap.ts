import type { Trajectory } from "../schema/index.js";

/** One tool result that was shortened because the user asked for a cap. */
export interface TruncatedResult {
  trajectoryId: string;
  toolCallId: string;
  originalChars: number;
  keptChars: number;
}

/** What a cap did; recorded in the export manifest so nothing is shortened silently. */
export interface ToolResultCapRecord {
  maxToolResultChars: number;
  truncated: TruncatedResult[];
}

/** Marker appended to a shortened tool result, so a reader of the data sees it too. */
export function truncationMarker(originalChars: number, keptChars: number): string {
  return `\n…[truncated by export cap: kept ${keptChars} of ${originalChars} chars]`;
}

/**
 * Shorten tool results longer than `maxChars` (only when the user asked for a cap). Returns new
 * trajectories (inputs untouched) and the record of every shortened result.
 */
export function capToolResults(
  trajectories: readonly Trajectory[],
  maxChars: number,
): { trajectories: Trajectory[]; cap: ToolResultCapRecord } {
  if (!Number.isInteger(maxChars) || maxChars < 1)
    throw new RangeError(`maxToolResultChars must be a positive integer, got ${maxChars}`);
  const truncated: TruncatedResult[] = [];
  const out = trajectories.map((t) => ({
    ...t,
    messages: t.messages.map((m) => {
      if (m.role !== "tool" || m.content.length <= maxChars) return m;
      truncated.push({
        trajectoryId: t.id,
        toolCallId: m.tool_call_id,
        originalChars: m.content.length,
        keptChars: maxChars,
      });
      return {
        ...m,
        content: m.content.slice(0, maxChars) + truncationMarker(m.content.length, maxChars),
      };
    }),
  }));
  return { trajectories: out, cap: { maxToolResultChars: maxChars, truncated } };
}
