import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";

/**
 * A tool that answers one string answers a value of what it is asked (fresh13 readers' N on
 * zoomconnect: `analyse-message-encoding` → "Result 2", the SMS send → "Result 3", read out as
 * "The message is Result 3."). Shaped like zoomconnect's doc: `{"type":"string"}` responses.
 */
const doc = {
  openapi: "3.0.0",
  info: { title: "SMS gateway", version: "1", description: "Send SMS messages" },
  paths: {
    "/sms/send": {
      post: {
        operationId: "send-sms",
        description: "Send a single message",
        parameters: [
          {
            name: "recipientNumber",
            in: "query",
            required: true,
            description: "the phone number of the recipient to send to",
            schema: { type: "string" },
          },
          { name: "message", in: "query", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "string" } } },
          },
        },
      },
    },
    "/messages/analyse/message-encoding": {
      post: {
        operationId: "analyse-message-encoding",
        description:
          "Returns the message encoding that would be required to send the requested message",
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { message: { type: "string" } } },
            },
          },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "string" } } },
          },
        },
      },
    },
    "/messages/analyse/message-length": {
      post: {
        operationId: "analyse-message-length",
        description: "Returns the number of characters the requested message consists of",
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { message: { type: "string" } } },
            },
          },
        },
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { type: "integer" } } },
          },
        },
      },
    },
  },
};

const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

describe("a tool answering one string answers a value of its meaning", () => {
  it('the encoding is an encoding and the send says how it went — never "Result 2"/"Result 3"', async () => {
    const r = await ingestFile({ name: "sms.json", text: JSON.stringify(doc) });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 13 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    const env = made.value;
    open.push(env);
    const names = b.value.tools.map((t) => t.name);
    const call = async (part: string, args: Record<string, unknown>) => {
      const name = names.find((n) => n.includes(part));
      expect(name).toBeDefined();
      const res = (await env.call(name!, args)) as { ok: boolean; result?: unknown };
      expect(res.ok).toBe(true);
      return res.result;
    };
    const encoding = await call("encoding", { message: "Hello" });
    expect(["GSM-7", "UCS-2"]).toContain(encoding);
    const sent = await call("send", { recipientNumber: "+44 7982 502433", message: "Hello" });
    expect(typeof sent).toBe("string");
    expect(String(sent)).not.toMatch(/^Result \d+$/);
    // A number stays a number: the length tool is untouched.
    expect(typeof (await call("length", { message: "Hello" }))).toBe("number");
  });
});
