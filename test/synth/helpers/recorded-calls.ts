// Recorded tool calls from a blind round (a fixture of tools + calls as readers quoted them), each
// replayed as a one-call conversation so the data checks can read it.
import { readFileSync } from "node:fs";
import type { EnvBundle } from "../../../src/core/schema/bundle.js";
import type { Trajectory } from "../../../src/core/schema/trajectory.js";

export interface RecordedCall {
  sample: string;
  tool: string;
  args: unknown;
  result: unknown;
}

/** The fixture `test/fixtures/synth/<file>`, its tools as one bundle, and a conversation per call. */
export function recordedCalls(file: string, id: string) {
  const fixture = JSON.parse(
    readFileSync(new URL(`../../fixtures/synth/${file}`, import.meta.url), "utf8"),
  ) as { tools: EnvBundle["tools"]; calls: RecordedCall[] };
  const bundle = { id, name: id, tools: fixture.tools } as unknown as EnvBundle;
  const conversation = (call: RecordedCall, i: number): Trajectory =>
    ({
      id: `t${i}`,
      taskId: `task${i}`,
      tools: [],
      messages: [
        { role: "user", content: "please" },
        {
          role: "assistant",
          content: null,
          tool_calls: [
            {
              id: `c${i}`,
              type: "function",
              function: { name: call.tool, arguments: JSON.stringify(call.args) },
            },
          ],
        },
        {
          role: "tool",
          name: call.tool,
          tool_call_id: `c${i}`,
          content: JSON.stringify(call.result),
        },
        { role: "assistant", content: "Done." },
      ],
    }) as unknown as Trajectory;
  /** The conversation of the call whose sample label starts with `sample` ("S08"). */
  const of = (sample: string): Trajectory => {
    const i = fixture.calls.findIndex((c) => c.sample.startsWith(sample));
    return conversation(fixture.calls[i]!, i);
  };
  return { fixture, bundle, conversation, of };
}
