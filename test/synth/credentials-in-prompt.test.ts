import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { systemPrompt } from "../../src/core/synth/trajectory.js";

/**
 * fresh30 bhagavad-gita: every call takes a required `access_token` ("Your app's access token.").
 * Gold passed a different made-up key per tool (`demo_0pcbqxd`, `demo_19vva99`) that the
 * conversation never gave: a policy trained on it learns to invent keys.
 */
const param = {
  name: "access_token",
  in: "query",
  required: true,
  description: "Your app's access token.",
  schema: { type: "string" },
};
const spec = {
  openapi: "3.0.0",
  info: { title: "Gita", version: "1", description: "Verses of the Bhagavad Gita." },
  paths: {
    "/chapters": {
      get: {
        summary: "Get all chapters",
        parameters: [param],
        responses: { "200": { description: "ok" } },
      },
    },
    "/verses": {
      get: {
        summary: "Get all verses",
        parameters: [param],
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("an API's credential", () => {
  it("is one key for all its tools, given to the policy in its system prompt", async () => {
    const doc = await ingestFile({ name: "gita.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 3 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const keys = Object.values(bundle.value.model?.tools ?? {}).map(
      (t) => t.inputs.access_token?.fixed,
    );
    expect(keys).toHaveLength(2);
    expect(typeof keys[0]).toBe("string");
    expect(keys[1]).toBe(keys[0]);
    expect(systemPrompt([bundle.value])).toContain(`access_token = ${keys[0]}`);
  });
});
