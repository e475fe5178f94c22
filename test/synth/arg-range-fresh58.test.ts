import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { trajectoryDataDefects } from "../../src/core/synth/dataset-quality.js";

// fresh58 blind readers: OpenUV's get_protection was sent `from` 1768132800, an epoch date, where
// the doc says "UV Index from value … From 0 to 40." The run's nonsense figure saw nothing.
const UV = (word: string) => ({
  type: "number",
  description: `UV Index ${word} value for protection datetime lookup. From 0 to 40.`,
});
const bundle = {
  id: "b",
  name: "openuv",
  description: "UV index API",
  tools: [
    {
      name: "get_protection",
      description: "Get daily protection time",
      inputSchema: { type: "object", properties: { from: UV("from"), to: UV("to") } },
      source: { format: "openapi", pointer: "/paths/~1protection/get" },
    },
  ],
} as unknown as EnvBundle;
const conversation = (args: unknown) =>
  ({
    taskId: "t",
    messages: [
      { role: "user", content: "When do I need sun protection today?" },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "c1",
            type: "function",
            function: { name: "get_protection", arguments: JSON.stringify(args) },
          },
        ],
      },
      { role: "tool", tool_call_id: "c1", name: "get_protection", content: "{}" },
    ],
  }) as unknown as Trajectory;

describe("an argument outside the range its doc states", () => {
  it("flags a UV index sent as an epoch date, not one inside 0–40", () => {
    expect(
      trajectoryDataDefects(conversation({ from: 1768132800, to: 1768219200 }), [bundle]),
    ).toContain("arg-range");
    expect(trajectoryDataDefects(conversation({ from: 3.5, to: 8 }), [bundle])).not.toContain(
      "arg-range",
    );
  });
});
