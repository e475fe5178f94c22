import { z } from "zod";
import type { ToolSpec } from "../../schema/tool-spec.js";
import { type Prompt, show } from "./prompt.js";

export interface WriteEnvironmentInput {
  name: string;
  description: string;
  tools: ToolSpec[];
  /** Prose documentation, when the tools came from prose. */
  documentation?: string;
  /** The heuristic bundle's state schema and initial state, a starting point. */
  startingState?: { stateSchema: Record<string, unknown>; initialState: Record<string, unknown> };
  /** The previous attempt's code, on revision. */
  previousCode?: string;
  /** Verification failures of the previous attempt: probe, call and outcome. */
  failures?: string[];
}

export const WrittenEnvironment = z.object({
  stateSchema: z.record(z.string(), z.unknown()),
  initialState: z.record(z.string(), z.unknown()),
  code: z.string().min(20),
  rules: z.array(z.string()).default([]),
});
export type WrittenEnvironment = z.infer<typeof WrittenEnvironment>;

const CONTRACT = `Write a JavaScript ES module with NO imports that default-exports an object of handlers:
export default { toolName(state, args, env) { ... return result; } }
- state is a plain JSON object; mutate it in place. Never use the key "__env".
- env.now() gives the current ISO time, env.random() a seeded number in [0,1), env.id(prefix) a new unique id,
  env.fail(code, message) returns a tool error such as NotFound, Conflict or InvalidState (use: return env.fail(...)).
- No fetch, timers, Date.now randomness or globals: everything comes from state, args and env.
- Each result must match the tool's outputSchema exactly when one is given.
- Enforce the business rules the documentation states (e.g. only pending orders can be cancelled).`;

/** envgen/llm: state schema, seed data and handlers with business rules. */
export const writeEnvironmentPrompt: Prompt<WriteEnvironmentInput, WrittenEnvironment> = {
  name: "write_environment",
  schema: WrittenEnvironment,
  build(input) {
    const parts = [
      `Environment: ${input.name} — ${input.description}`,
      `Tools (MCP-shaped JSON):\n${show(
        input.tools.map(({ source: _s, ...t }) => t),
        12000,
      )}`,
    ];
    if (input.documentation) parts.push(`Documentation:\n${input.documentation.slice(0, 8000)}`);
    if (input.startingState)
      parts.push(`A starting state you may improve:\n${show(input.startingState, 6000)}`);
    if (input.previousCode)
      parts.push(`Your previous code:\n${input.previousCode.slice(0, 12000)}`);
    if (input.failures?.length) {
      parts.push(
        `Verification failed on these probes; fix the code so they pass:\n- ${input.failures.slice(0, 20).join("\n- ")}`,
      );
    }
    parts.push(
      'Answer with JSON only: {"stateSchema": {...JSON Schema...}, "initialState": {...realistic seeded records...}, "code": "...module source...", "rules": ["business rules you enforced"]}',
    );
    return [
      {
        role: "system",
        content: `You write executable, stateful mock API environments.\n${CONTRACT}`,
      },
      { role: "user", content: parts.join("\n\n") },
    ];
  },
};
