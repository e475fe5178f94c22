import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";

// Neutrino (fresh15): HostReputation answered about another host ("host": "mail.bayer.io" for
// files.kihn.io) with "list-count": 15 beside one list, and BadWordFilter "bad-words-total": 462
// beside an empty "bad-words-list". A lookup answers about what it was asked, and a count named
// after the answer's list is that list's length.
const str = (description: string) => ({ type: "string", description });
const spec = {
  openapi: "3.0.0",
  info: { title: "Security tools", version: "1.0" },
  paths: {
    "/host-reputation": {
      get: {
        operationId: "HostReputation",
        summary: "Host Reputation",
        description: "Check the reputation of an IP address, domain name or URL against blocklists",
        parameters: [
          { name: "host", in: "query", required: true, schema: str("An IP address or domain") },
        ],
        responses: {
          "200": {
            description: "",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  required: ["host", "is-listed", "list-count", "lists"],
                  properties: {
                    host: str("The IP address or host name"),
                    "is-listed": { type: "boolean", description: "Is this host blacklisted" },
                    "list-count": {
                      type: "integer",
                      description: "The number of DNSBLs the host is listed on",
                    },
                    lists: {
                      type: "array",
                      items: {
                        type: "object",
                        properties: { "list-name": str("The name of the DNSBL") },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/bad-word-filter": {
      post: {
        operationId: "BadWordFilter",
        summary: "Bad Word Filter",
        description: "Detect bad words, swear words and profanity in a given text",
        requestBody: {
          required: true,
          content: {
            "application/x-www-form-urlencoded": {
              schema: {
                type: "object",
                required: ["content"],
                properties: { content: str("The content to scan") },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    "bad-words-list": { type: "array", items: { type: "string" } },
                    "bad-words-total": {
                      type: "integer",
                      description: "Total number of bad words detected",
                    },
                    "is-bad": { type: "boolean" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a lookup answers about what it was asked", () => {
  it("echoes the host it checked and counts the lists it returns", async () => {
    const doc = await ingestFile({ name: "sec.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 11 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const env = await createEnvInstance(bundle.value);
    if (!env.ok) throw new Error(env.error.message);
    for (const host of ["files.kihn.io", "app.beatty.com", "203.0.113.9"]) {
      const r = await env.value.call("HostReputation", { host });
      if (!r.ok) throw new Error(JSON.stringify(r));
      const res = r.result as { host: string; "list-count": number; lists: unknown[] };
      expect(res.host).toBe(host);
      expect(res["list-count"]).toBe(res.lists.length);
    }
    for (const content of ["What a lovely day", "Another text to scan"]) {
      const r = await env.value.call("BadWordFilter", { content });
      if (!r.ok) throw new Error(JSON.stringify(r));
      const res = r.result as { "bad-words-list": unknown[]; "bad-words-total": number };
      expect(res["bad-words-total"]).toBe(res["bad-words-list"].length);
    }
    env.value.dispose();
  }, 60_000);
});
