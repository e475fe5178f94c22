import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * Values in the format the doc gives, from the fresh15 samples: openbanking CreateEventNotification
 * sent "Your parcel has arrived." where the body is a signed JWT (`application/jwt`, `format:
 * base64`); bridgedb `xrefsBatch` sent "Updated batch, December 8." where the doc's example is a
 * list of `id<tab>systemcode` lines.
 */

const draw = (name: string, schema: Record<string, unknown>, entity: string, domain = "") => {
  const s = createValueSampler(11, { domain });
  return Array.from({ length: 12 }, () => s.value({ name, schema, entity, record: {} }));
};

const fromB64 = (s: string) =>
  Buffer.from(s.replace(/-/g, "+").replace(/_/g, "/"), "base64").toString("utf8");

const bodyOf = async (media: string, schema: Record<string, unknown>) => {
  const spec = {
    openapi: "3.0.3",
    info: { title: "Events", version: "1" },
    paths: {
      "/event-notifications": {
        post: {
          operationId: "CreateEventNotification",
          requestBody: { required: true, content: { [media]: { schema } } },
          responses: { "202": { description: "Accepted" } },
        },
      },
    },
  };
  const doc = await ingestFile({ name: "events.json", text: JSON.stringify(spec) });
  if (!doc.ok) throw new Error(doc.error.message);
  const props = doc.value.tools[0]?.inputSchema.properties as Record<
    string,
    Record<string, unknown>
  >;
  return props.body as Record<string, unknown>;
};

describe("a value in the doc's format", () => {
  it("a body sent as application/jwt is a signed JWT, not a sentence", async () => {
    const body = await bodyOf("application/jwt", { format: "base64", type: "string" });
    expect(body.contentMediaType).toBe("application/jwt");
    for (const v of draw("body", body, "event_notifications")) {
      expect(v).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
      const [head, claims] = String(v).split(".");
      expect(JSON.parse(fromB64(head!)).alg).toMatch(/^(RS|ES|PS|HS)\d{3}$/);
      expect(typeof JSON.parse(fromB64(claims!)).iat).toBe("number");
    }
  });

  it("a string in `format: base64` is base64", () => {
    for (const v of draw("body", { type: "string", format: "base64" }, "uploads")) {
      expect(v).toMatch(/^[A-Za-z0-9+/]+={0,2}$/);
      expect(fromB64(String(v)).length).toBeGreaterThan(3);
    }
  });

  it("a JSON body keeps no media type of its own", async () => {
    const body = await bodyOf("application/json", { type: "string" });
    expect(body.contentMediaType).toBeUndefined();
  });

  it("a text field whose doc example is lines of data takes the example's lines, not prose", () => {
    const example = "17716\tL\n17717\tL\nENSMUSG00000032462\tEn\nENSMUSG00000021938\tEn";
    const schema = {
      type: "string",
      examples: [example],
      description: "List of tab separated values: id<tab>systemcode\\n",
    };
    const lines = new Set(example.split("\n"));
    const vs = draw("body", schema, "xrefs");
    for (const v of vs) {
      for (const line of String(v).split("\n")) expect(lines.has(line)).toBe(true);
    }
    // Not one copied request: the lines vary.
    expect(new Set(vs).size).toBeGreaterThan(1);
  });
});
