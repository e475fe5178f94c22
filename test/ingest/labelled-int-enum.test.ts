import { describe, expect, it } from "vitest";
import { enumMeaning } from "../../src/core/domain/enum-labels.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * fresh17, visualstudio.com: .NET doc generators write an integer enum's members as
 * `"0 (User)"`, `"1 (Organization)"` under `type: integer`. Verification then rejected 14 tools:
 * the environment returned "0 (User)" where the schema wants an integer ("billableOwnerType:
 * expected integer, got string"). The code is the number; the words are its meaning.
 */
const spec = {
  openapi: "3.0.1",
  info: { title: "Environments", version: "1" },
  paths: {
    "/owners": {
      post: {
        operationId: "setOwner",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  billableOwnerType: {
                    enum: ["0 (User)", "1 (Organization)"],
                    format: "int32",
                    type: "integer",
                  },
                  note: { enum: ["1 (one)", "plain"], type: "string" },
                },
              },
            },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
};

describe("an integer enum written as `0 (User)`", () => {
  it("becomes the codes 0 and 1 meaning User and Organization", async () => {
    const doc = await ingestFile({ name: "vso.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const props = doc.value.tools[0]?.inputSchema.properties as Record<
      string,
      Record<string, unknown>
    >;
    const owner = props.billableOwnerType as Record<string, unknown>;
    expect(owner.enum).toEqual([0, 1]);
    expect(enumMeaning(owner, 1)).toBe("Organization");
    // A string enum keeps its values as written.
    expect(props.note?.enum).toEqual(["1 (one)", "plain"]);
  });
});
