import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type ChatMessage, Task, Trajectory } from "../../src/core/schema/index.js";

const DIR = join(import.meta.dirname, "../fixtures/export");

/** Hand-written trajectories: single call chain, multi-turn with parallel calls and a tool error, long result. */
export function loadTrajectories(): Trajectory[] {
  return Trajectory.array().parse(JSON.parse(readFileSync(join(DIR, "trajectories.json"), "utf8")));
}

export function loadTasks(): Task[] {
  return Task.array().parse(JSON.parse(readFileSync(join(DIR, "tasks.json"), "utf8")));
}

/** What must survive any export: roles, texts, calls (name + parsed args) and results, in order. */
export interface Step {
  role: string;
  content: string | null;
  calls?: { name: string; args: unknown }[];
  tool?: string;
}

export function conversationSteps(messages: readonly ChatMessage[]): Step[] {
  return messages.map((m) => {
    if (m.role === "assistant") {
      const step: Step = { role: "assistant", content: m.content === "" ? null : m.content };
      if (m.tool_calls)
        step.calls = m.tool_calls.map((c) => ({
          name: c.function.name,
          args: JSON.parse(c.function.arguments),
        }));
      return step;
    }
    if (m.role === "tool") return { role: "tool", content: m.content, tool: m.name };
    return { role: m.role, content: m.content };
  });
}
