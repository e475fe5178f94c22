import { describe, expect, it } from "vitest";
import { normalizeSchema } from "../../src/core/ingest/normalize-schema.js";

// Apacta (fresh31): `"format": "dateTime"` on `deleted`, so the field was read as a flag and every
// record came back `"deleted":"true"`.
describe("a date-time format under another spelling", () => {
  it("is date-time", () => {
    for (const format of ["dateTime", "datetime", "date_time", "DateTime"]) {
      const { schema } = normalizeSchema(
        { type: "object", properties: { deleted: { type: "string", format } } },
        { dialect: "openapi-3.0" },
      );
      const props = schema.properties as Record<string, { format?: string }>;
      expect(props.deleted?.format, format).toBe("date-time");
    }
    const { schema } = normalizeSchema(
      { type: "string", format: "date" },
      { dialect: "openapi-3.0" },
    );
    expect(schema.format).toBe("date");
  });
});
