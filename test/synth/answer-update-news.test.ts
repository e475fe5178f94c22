import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * f29 (openSUSE build service, main ec0e1d9): "Can you update the creator of my request to
 * foo-user?" → `put_request_by_id {"id":1,"body":{"creator":"foo-user"}}` → "I've updated the
 * request. The request time is Dec 7, 2025 at 3:45 pm." The change sat inside the body, so it
 * was not seen as the change, and a time the request already had was told as news.
 */
const update: ToolSpec = {
  name: "put_request_by_id",
  description: "Modify a request.",
  inputSchema: {
    type: "object",
    properties: {
      id: { type: "integer" },
      body: { type: "object", properties: { creator: { type: "string" } } },
    },
  },
} as ToolSpec;
const result = {
  id: 1,
  creator: "foo-user",
  description: "Test request",
  time: "2025-12-07T15:45:00Z",
};

describe("an update's confirmation tells what it changed", () => {
  it("the creator set inside the body, not the request's unchanged time", () => {
    const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(update), 0, {
      args: { id: 1, body: { creator: "foo-user" } },
      argNames: ["id", "body", "creator"],
    });
    const keys = facts.map((f) => f.key);
    expect(keys).not.toContain("s1.time");
    expect(keys).toContain("s1.creator");
  });
});
