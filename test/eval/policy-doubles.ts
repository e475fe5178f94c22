import type { Task } from "../../src/core/schema/task.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import type { ScriptedReply } from "../llm/openai-test-double.js";

/**
 * Scripted policies for the OpenAI-compatible TEST DOUBLE (test/llm/openai-test-double.ts). They
 * read the request like a model would see it (messages + tools) and answer from a script; none of
 * them is a model. The task is recognised by its first user turn.
 */
export type Policy = (body: Record<string, unknown>) => ScriptedReply;

interface Msg {
  role: string;
  content?: string | null;
  tool_calls?: unknown[];
}

function taskFinder(tasks: readonly Task[]) {
  const byFirst = new Map(tasks.map((t) => [t.turns[0]?.user ?? "", t]));
  return (body: Record<string, unknown>) => {
    const msgs = body.messages as Msg[];
    const first = msgs.find((m) => m.role === "user")?.content ?? "";
    return { task: byFirst.get(first ?? ""), msgs };
  };
}

/** Oracle: replays the gold trajectory's k-th assistant message as the k-th answer. */
export function oraclePolicy(tasks: readonly Task[], trajectories: readonly Trajectory[]): Policy {
  const find = taskFinder(tasks);
  const gold = new Map(trajectories.map((t) => [t.taskId, t]));
  return (body) => {
    const { task, msgs } = find(body);
    const traj = task ? gold.get(task.id) : undefined;
    if (!traj) return { content: "I cannot help with that." };
    const k = msgs.filter((m) => m.role === "assistant").length;
    const m = traj.messages.filter((x) => x.role === "assistant")[k];
    if (m?.role !== "assistant") return { content: "Done." };
    return m.tool_calls?.length
      ? { content: m.content ?? undefined, toolCalls: m.tool_calls }
      : { content: m.content ?? "" };
  };
}

/** Says "Done." and nothing else. */
export const donePolicy: Policy = () => ({ content: "Done." });

/** Calls a tool outside the task's gold calls (one needing no arguments), then says it is done. */
export function wrongToolPolicy(tasks: readonly Task[]): Policy {
  const find = taskFinder(tasks);
  return (body) => {
    const { task, msgs } = find(body);
    if (!task || msgs.some((m) => m.role === "tool")) return { content: "Done." };
    const goldTools = new Set(task.gold.calls.map((c) => c.tool));
    const tools = body.tools as {
      function: { name: string; parameters: { required?: string[] } };
    }[];
    const other = tools.find(
      (t) => !goldTools.has(t.function.name) && (t.function.parameters.required ?? []).length === 0,
    );
    if (!other) return { content: "Done." };
    return {
      toolCalls: [
        {
          id: "call_w",
          type: "function",
          function: { name: other.function.name, arguments: "{}" },
        },
      ],
    };
  };
}

/** Repeats the task's first gold call forever (never closes the turn). */
export function loopPolicy(tasks: readonly Task[]): Policy {
  const find = taskFinder(tasks);
  return (body) => {
    const { task, msgs } = find(body);
    const g = task?.gold.calls[0];
    if (!g) return { content: "Done." };
    const n = msgs.filter((m) => m.role === "assistant").length;
    return {
      toolCalls: [
        {
          id: `call_l${n}`,
          type: "function",
          function: { name: g.tool, arguments: JSON.stringify(g.args) },
        },
      ],
    };
  };
}

/** Calls the first gold tool with arguments that are not JSON, then gives up. */
export function malformedPolicy(tasks: readonly Task[]): Policy {
  const find = taskFinder(tasks);
  return (body) => {
    const { task, msgs } = find(body);
    const g = task?.gold.calls[0];
    if (!g || msgs.some((m) => m.role === "tool")) return { content: "Done." };
    return {
      toolCalls: [
        { id: "call_m", type: "function", function: { name: g.tool, arguments: '{"oops": ' } },
      ],
    };
  };
}

/** Like the oracle, but the first tool call's first string argument is changed. */
export function wrongArgumentPolicy(
  tasks: readonly Task[],
  trajectories: readonly Trajectory[],
): Policy {
  const oracle = oraclePolicy(tasks, trajectories);
  return (body) => {
    const reply = oracle(body);
    const msgs = body.messages as Msg[];
    if (!reply.toolCalls || msgs.some((m) => m.role === "tool")) return reply;
    const [first, ...rest] = reply.toolCalls;
    if (!first) return reply;
    const args = JSON.parse(first.function.arguments) as Record<string, unknown>;
    const key = Object.keys(args).find((k) => typeof args[k] === "string");
    if (!key) return reply;
    args[key] = `${args[key] as string}zz`;
    return {
      ...reply,
      toolCalls: [
        { ...first, function: { ...first.function, arguments: JSON.stringify(args) } },
        ...rest,
      ],
    };
  };
}
