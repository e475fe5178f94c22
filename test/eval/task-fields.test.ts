import { describe, expect, it } from "vitest";
import { splitOf, testEnvironments, withEvalFields } from "../../src/core/eval/task-fields.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import { Task } from "../../src/core/schema/task.js";

const bundle = (id: string, name: string) =>
  ({ id, name, description: `The ${name} service.`, tools: [] }) as unknown as EnvBundle;
const bundles = Array.from({ length: 20 }, (_, i) => bundle(`id${i}`, `env${i}`));
const task = (bundleId: string): Task => ({
  id: `t-${bundleId}`,
  envs: [{ bundleId, initialState: {} }],
  seed: 0,
  turns: [{ user: "hi" }],
  userFacts: [],
  hidden: [],
  gold: { calls: [], finalStateHash: "h", answerFacts: [] },
  checks: [],
});

describe("task split and system prompt", () => {
  it("holds out round(share × n) environments, at least one, never all, same every time", () => {
    expect(testEnvironments(bundles, 0.1).size).toBe(2);
    expect(testEnvironments(bundles.slice(0, 4), 0.1).size).toBe(1);
    expect(testEnvironments(bundles.slice(0, 1), 0.5).size).toBe(0);
    expect(testEnvironments(bundles.slice(0, 2), 1).size).toBe(1);
    expect(testEnvironments(bundles, 0).size).toBe(0);
    // Order of the input does not matter.
    expect([...testEnvironments([...bundles].reverse(), 0.1)].sort()).toEqual(
      [...testEnvironments(bundles, 0.1)].sort(),
    );
  });

  it("puts a task in test when any of its environments is held out", () => {
    const held = testEnvironments(bundles, 0.1);
    const [h] = [...held];
    const free = bundles.find((b) => !held.has(b.id))?.id as string;
    expect(splitOf(task(free), held)).toBe("train");
    expect(splitOf({ envs: [...task(free).envs, ...task(h as string).envs] }, held)).toBe("test");
  });

  it("adds split and systemPrompt, and old tasks without them still parse", () => {
    const t = withEvalFields(task("id3"), bundles, 0.1);
    expect(t.split === "train" || t.split === "test").toBe(true);
    expect(t.systemPrompt).toContain("The env3 service");
    expect(t.id).toBe("t-id3");
    expect(Task.safeParse(task("id3")).success).toBe(true);
    expect(Task.safeParse(t).success).toBe(true);
  });
});
