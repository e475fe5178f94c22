import type { EnvBundle } from "../../../src/core/schema/bundle.js";
import type { Trajectory } from "../../../src/core/schema/trajectory.js";
import { recordDefects } from "../../../src/core/synth/record-defects.js";

/** A tool of a bundle, at an OpenAPI pointer (record-defects reads the path and method from it). */
export const pointerTool = (name: string, method: string, path: string) => ({
  name,
  description: "",
  inputSchema: { type: "object", properties: {} },
  source: { format: "openapi", pointer: `/paths/${path.replace(/\//g, "~1")}/${method}` },
});

/** A bundle holding only the given tools. */
export const toolBundle = (
  name: string,
  description: string,
  tools: ReturnType<typeof pointerTool>[],
) => ({ id: "b", name, description, tools }) as unknown as EnvBundle;

/** One assistant tool call and its tool result. */
export const toolCall = (id: string, name: string, args: unknown, result: unknown) => [
  {
    role: "assistant",
    content: null,
    tool_calls: [{ id, type: "function", function: { name, arguments: JSON.stringify(args) } }],
  },
  { role: "tool", tool_call_id: id, name, content: JSON.stringify(result) },
];

/** A conversation of one user request followed by the given calls. */
export const callConversation = (request: string, ...calls: unknown[][]) =>
  ({
    taskId: "t",
    messages: [{ role: "user", content: request }, ...calls.flat()],
  }) as unknown as Trajectory;

/** The kinds of record defects one conversation holds against one bundle. */
export const defectKinds = (tr: Trajectory, bundle: EnvBundle) =>
  recordDefects(tr, [bundle]).map((d) => d.kind);
