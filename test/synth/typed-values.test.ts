import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { typedValueDefects } from "../../src/core/synth/typed-values.js";

/** A bundle with the tools' input schemas only: what the figure reads. */
const bundle = {
  id: "b1",
  name: "demo",
  tools: [
    {
      name: "post_api_rest_v1_sms_send_url_parameters",
      description: "",
      inputSchema: {
        type: "object",
        properties: {
          recipientNumber: {
            type: "string",
            description: "the phone number of the recipient to send to",
          },
          message: { type: "string" },
        },
      },
    },
    {
      name: "get_swatch",
      description: "",
      inputSchema: {
        type: "object",
        properties: {
          color: {
            type: "string",
            description: "The hex value of the color to retrieve without '#'",
          },
        },
      },
    },
    { name: "allWorkspaces", description: "", inputSchema: { type: "object", properties: {} } },
    {
      name: "deleteWorkspace",
      description: "",
      inputSchema: { type: "object", properties: { workspace_id: { type: "string" } } },
    },
    { name: "analyse-message-encoding", description: "", inputSchema: { type: "object" } },
  ],
} as unknown as EnvBundle;

let n = 0;
function conversation(...steps: Array<[string, unknown]>): Trajectory {
  const messages = steps.map(([role, x]) => {
    if (role === "user") return { role: "user", content: x };
    if (role === "call") {
      const [name, args] = x as [string, unknown];
      return {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: `c${++n}`, type: "function", function: { name, arguments: JSON.stringify(args) } },
        ],
      };
    }
    const [name, result] = x as [string, unknown];
    return { role: "tool", tool_call_id: `c${n}`, name, content: JSON.stringify(result) };
  });
  return { taskId: "t", messages } as unknown as Trajectory;
}

describe("typed values a reader marks nonsense", () => {
  it("a code the user types and the call sends (fresh13: REC-4937) is a typed code", () => {
    const tr = conversation(
      ["user", 'Could you send the message? I\'d like it to say "OK".'],
      ["user", "It's REC-4937."],
      [
        "call",
        [
          "post_api_rest_v1_sms_send_url_parameters",
          { message: "OK", recipientNumber: "REC-4937" },
        ],
      ],
    );
    const kinds = typedValueDefects(tr, [bundle]).map((d) => `${d.kind} ${d.key}=${d.value}`);
    expect(kinds).toContain("typed-code user=REC-4937");
    expect(kinds).toContain("typed-code recipientNumber=REC-4937");
    expect(kinds).toContain("arg-format recipientNumber=REC-4937");
  });

  it('a hex colour sent as "teal" (fresh13 get_swatch) breaks its doc; `1e90ff` does not', () => {
    const bad = conversation(
      ["user", "What does teal look like?"],
      ["call", ["get_swatch", { color: "teal" }]],
    );
    expect(typedValueDefects(bad, [bundle]).map((d) => d.kind)).toEqual(["arg-format"]);
    const good = conversation(
      ["user", "Show me 1e90ff."],
      ["call", ["get_swatch", { color: "1e90ff" }]],
    );
    expect(typedValueDefects(good, [bundle])).toEqual([]);
  });

  it('a one-string answer that is a numbered label ("Result 2") is filler; "GSM-7" is an answer', () => {
    const bad = conversation(
      ["user", "Check the message encoding."],
      ["call", ["analyse-message-encoding", {}]],
      ["tool", ["analyse-message-encoding", "Result 2"]],
    );
    expect(typedValueDefects(bad, [bundle]).map((d) => d.kind)).toEqual(["result-filler"]);
    const good = conversation(
      ["user", "Check the message encoding."],
      ["call", ["analyse-message-encoding", {}]],
      ["tool", ["analyse-message-encoding", "GSM-7"]],
    );
    expect(typedValueDefects(good, [bundle])).toEqual([]);
  });

  it("an id the system issued and a call returned is no typed code; nor is ISO-8859-1 or a phone number", () => {
    const tr = conversation(
      ["user", "Can you remove the workspace called Marketing? Texts go out as ISO-8859-1."],
      ["call", ["allWorkspaces", {}]],
      ["tool", ["allWorkspaces", { workspaces: [{ id: "wor_1004", name: "Marketing" }] }]],
      ["call", ["deleteWorkspace", { workspace_id: "wor_1004" }]],
      [
        "call",
        [
          "post_api_rest_v1_sms_send_url_parameters",
          { message: "OK", recipientNumber: "+44 7982 502433" },
        ],
      ],
    );
    expect(typedValueDefects(tr, [bundle])).toEqual([]);
  });
});
