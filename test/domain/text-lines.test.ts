import { describe, expect, it } from "vitest";
import { createValueSampler, semanticKind } from "../../src/core/domain/values.js";

// PDFBlocks' text watermark (dev52, stop 55 lead read): `line_1`/`line_2` are "The first line of
// text of the watermark." (examples "Jane Doe", "ACME, Inc"), but were drawn as address lines:
// "add a new text watermark in Red? My address is 38 Edgewood Ave, Floor 3".
describe("a numbered line of printed text is no address line", () => {
  const line = (n: string, example: string) => ({
    type: "string",
    maxLength: 32,
    example,
    description: `The ${n} line of text of the watermark.`,
  });
  const siblings = ["color", "file", "line_1", "line_2", "line_3", "margin", "template"];

  it("is not read as a street or a second address line", () => {
    for (const [name, n] of [
      ["line_1", "first"],
      ["line_2", "second"],
      ["line_3", "third"],
    ] as const) {
      const kind = semanticKind({
        name,
        schema: line(n, "x"),
        entity: "text_watermarks",
        siblings,
      });
      expect(kind ?? "", name).not.toMatch(/street|address/);
    }
  });

  it("still reads an address's line_1 as its street", () => {
    expect(
      semanticKind({
        name: "line_1",
        schema: { type: "string", description: "First line of the billing address." },
        entity: "addresses",
        siblings: ["line_1", "city", "postal_code", "country"],
      }),
    ).toBe("street");
  });

  it("takes the doc's own kind of text, never a street", () => {
    const s = createValueSampler(3, { domain: "pdf-blocks PDF documents watermarks" });
    for (let i = 0; i < 6; i++) {
      const v = String(
        s.value({
          name: "line_1",
          schema: line("first", "Jane Doe"),
          entity: "text_watermarks",
          siblings,
          record: {},
        }),
      );
      expect(v, v).not.toMatch(/\b(Ave|St|Street|Road|Rd|Floor|Suite|Apt)\b/);
    }
  });
});
