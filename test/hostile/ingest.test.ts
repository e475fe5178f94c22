import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { readTextCapped } from "../../src/cli/run-dir.js";
import { ingestFile } from "../../src/core/ingest/index.js";

const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-ingest-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** 7 KB of OpenAPI whose schemas each reference the next one four times, eight levels deep. */
function fanOutDoc(): string {
  const schemas: Record<string, unknown> = { S8: { type: "string" } };
  for (let i = 0; i < 8; i++)
    schemas[`S${i}`] = {
      type: "object",
      properties: Object.fromEntries(
        [0, 1, 2, 3].map((k) => [`p${k}`, { $ref: `#/components/schemas/S${i + 1}` }]),
      ),
    };
  const ref = { $ref: "#/components/schemas/S0" };
  const paths: Record<string, unknown> = {};
  for (let j = 0; j < 20; j++)
    paths[`/things${j}`] = {
      post: {
        operationId: `make_thing_${j}`,
        requestBody: { content: { "application/json": { schema: ref } } },
        responses: {
          "200": { description: "ok", content: { "application/json": { schema: ref } } },
        },
      },
    };
  return JSON.stringify({
    openapi: "3.0.0",
    info: { title: "Fan", version: "1" },
    paths,
    components: { schemas },
  });
}

describe("ingest bounds what a small document can become", () => {
  it("$ref fan-out is bounded per document (was 197 MB of bundle from 7 KB), with a warning", async () => {
    const text = fanOutDoc();
    expect(text.length).toBeLessThan(8000);
    const r = await ingestFile({ name: "fan.json", text });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tools).toHaveLength(20);
    const size = JSON.stringify(r.value.tools).length;
    expect(size).toBeLessThan(8 * 1024 * 1024);
    expect(r.value.warnings.some((w) => /too deep or too large/.test(w.message))).toBe(true);
  });

  it("a file is refused by size before and while reading", async () => {
    const f = join(tmp, "doc.json");
    writeFileSync(f, "x".repeat(5000));
    const r = await readTextCapped(f, 4096);
    expect(!r.ok && r.error.code).toBe("ingest/too-large");
    const fine = await readTextCapped(f, 5000);
    expect(fine.ok && fine.value.length).toBe(5000);
    const missing = await readTextCapped(join(tmp, "nope.json"), 10);
    expect(!missing.ok && missing.error.code).toBe("io/read-failed");
  });
});
