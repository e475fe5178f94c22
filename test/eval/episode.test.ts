import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runEpisode } from "../../src/core/eval/index.js";
import { createScriptedClient } from "../../src/core/llm/scripted-client.js";
import { type EnvBundle, loadBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";

async function notes(): Promise<EnvBundle> {
  const raw = JSON.parse(
    readFileSync(join(import.meta.dirname, "../../public/examples/notes.envbundle.json"), "utf8"),
  );
  const b = await loadBundle(raw, "notes");
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const taskOn = (b: EnvBundle): Task => ({
  id: "t",
  envs: [{ bundleId: b.id, initialState: b.initialState }],
  seed: 0,
  turns: [{ user: "What notes do I have?" }, { user: "Thanks. And how many are there?" }],
  userFacts: [],
  hidden: [],
  gold: { calls: [], finalStateHash: "", answerFacts: [] },
  checks: [],
  systemPrompt: "You help with notes.",
});

describe("runEpisode", () => {
  it("reads <tool_call> text as calls, drops <think> blocks, and walks the task's turns", async () => {
    const b = await notes();
    // TEST DOUBLE policy, as a server without tool or reasoning parsers would answer.
    const policy = createScriptedClient([
      '<think>Should I ask? No.</think><tool_call>{"name": "list_notes", "arguments": {}}</tool_call>',
      "<think>Which ones?</think>You have some notes.",
      "<think>count?</think>That is all of them.",
    ]);
    const ep = await runEpisode(taskOn(b), [b], policy, { trial: 0, seed: 1 });
    expect(ep.endReason).toBe("done");
    expect(ep.messages[0]).toEqual({ role: "system", content: "You help with notes." });
    const tool = ep.messages.find((m) => m.role === "tool");
    expect(tool?.role === "tool" && tool.name).toBe("list_notes");
    expect(tool?.content).not.toContain("error");
    const said = ep.messages.filter((m) => m.role === "assistant" && !m.tool_calls?.length);
    expect(said.map((m) => m.content)).toEqual(["You have some notes.", "That is all of them."]);
    expect(ep.messages.filter((m) => m.role === "user").map((m) => m.content)).toEqual([
      "What notes do I have?",
      "Thanks. And how many are there?",
    ]);
    // The policy saw the task's tools in OpenAI form.
    expect(policy.requests[0]?.tools?.map((t) => t.function.name)).toContain("list_notes");
  });

  it("answers a call to an unknown tool with an error and records it as malformed", async () => {
    const b = await notes();
    const policy = createScriptedClient([
      { toolCalls: [{ id: "c1", type: "function", function: { name: "nope", arguments: "{}" } }] },
      "Sorry.",
      "Sorry.",
    ]);
    const ep = await runEpisode(taskOn(b), [b], policy, { trial: 0, seed: 1 });
    expect(ep.calls).toEqual([
      { tool: "nope", args: {}, changedState: false, malformed: 'unknown tool "nope"' },
    ]);
    expect(ep.messages.find((m) => m.role === "tool")?.content).toContain("UnknownTool");
  });

  it("ends on an endpoint failure as a model error, keeping the conversation so far", async () => {
    const b = await notes();
    const policy = createScriptedClient([{ error: "llm/timeout", message: "slow" }]);
    const ep = await runEpisode(taskOn(b), [b], policy, { trial: 0, seed: 1 });
    expect(ep.endReason).toBe("model-error");
    expect(ep.error).toContain("llm/timeout");
    expect(ep.messages).toHaveLength(2);
  });
});
