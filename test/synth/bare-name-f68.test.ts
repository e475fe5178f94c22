import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import type { Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

// fresh68 blind readers (Amazon MWAA, stop 63): a delete or read keyed by a bare `Name` was asked as
// "remove my environment. For the name "Sandbox"." (F on 4 samples) or the assistant asked "What
// should it be called?" before deleting (4 samples). A small spec of the same shape.
let trajectories: Trajectory[] = [];
beforeAll(async () => {
  const text = readFileSync(
    new URL("../fixtures/synth/workspaces-name.openapi.json", import.meta.url),
    "utf8",
  );
  const result = await runPipeline(
    [{ name: "workspaces-name.openapi.json", text }],
    { seed: 1, count: 16, turns: "mixed" },
    { store: createMemoryStore(), stages: createDefaultStages() },
  );
  trajectories = result.trajectories;
}, 240_000);

/** The user's and assistant's texts up to the first call of `tool`, or undefined without one. */
function before(tr: Trajectory, tool: string): string[] | undefined {
  const at = tr.messages.findIndex(
    (m) => m.role === "assistant" && m.tool_calls?.some((c) => c.function.name === tool),
  );
  if (at < 0) return undefined;
  return tr.messages.slice(0, at).flatMap((m) => (m.content ? [m.content] : []));
}

describe("a record keyed by a bare Name is said as the record", () => {
  for (const tool of ["DeleteWorkspace", "GetWorkspace", "UpdateWorkspace"]) {
    it(`${tool}: 'the workspace called X', never 'for the name' nor 'What should it be called?'`, () => {
      const talks = trajectories.flatMap((tr) => before(tr, tool) ?? []);
      expect(talks.length).toBeGreaterThan(0);
      expect(talks.some((t) => /\bthe workspace (?:called|named) [A-Z]/.test(t))).toBe(true);
      for (const t of talks) {
        expect(t).not.toMatch(/\bfor the name\b/i);
        expect(t).not.toMatch(/What should (?:it be called|I call it)\?/);
        expect(t).not.toMatch(/\bfor my name\b/);
      }
    });
  }
});
