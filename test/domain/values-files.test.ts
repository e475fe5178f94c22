import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * fresh16 readers (A/N): logoraisr's "Upload a new image" (`file`, binary, "Supported file types
 * are: JPEG and PNG") uploaded "service-agreement.pdf"; presalytics' story upload sent
 * `mimetype: "MIM-4623"`, a pattern filler where a MIME type belongs.
 */
const draw = (name: string, schema: Record<string, unknown>, entity: string, record = {}) => {
  const s = createValueSampler(11, { domain: "" });
  return Array.from({ length: 12 }, () => s.value({ name, schema, entity, record }));
};

describe("a file is the kind of file its doc names", () => {
  it("an upload the doc says takes JPEG and PNG gets a .jpg or .png file", () => {
    const got = draw(
      "file",
      {
        type: "string",
        format: "binary",
        description: "File which should be uploaded. Supported file types are: JPEG and PNG",
      },
      "uploads",
    );
    for (const v of got) expect(String(v)).toMatch(/\.(jpg|png)$/);
  });

  it("a file the doc says is a PDF stays a .pdf", () => {
    const got = draw(
      "document",
      { type: "string", format: "binary", description: "The PDF to sign." },
      "contracts",
    );
    for (const v of got) expect(String(v)).toMatch(/\.pdf$/);
  });
});

describe("a MIME type is a real one", () => {
  it("a glued `mimetype` is a type/subtype, not a code", () => {
    for (const v of draw("mimetype", { type: "string" }, "stories"))
      expect(String(v)).toMatch(/^[a-z]+\/[\w.+-]+$/);
  });

  it("the type agrees with the record's file", () => {
    const got = draw("mimetype", { type: "string" }, "stories", { file_name: "q3-figures.csv" });
    for (const v of got) expect(v).toBe("text/csv");
  });
});

describe("a file's length is counted in bytes", () => {
  it("`content_length` of an upload is a measure in bytes, not centimetres", async () => {
    const { inferFieldModel } = await import("../../src/core/domain/field-roles.js");
    expect(inferFieldModel("content_length", { type: "integer" }).unit).toBe("bytes");
    expect(inferFieldModel("file_size", { type: "integer" }).unit).toBe("bytes");
    // A box's length is still a length.
    expect(inferFieldModel("length", { type: "number" }).unit).toBe("cm");
  });
});
