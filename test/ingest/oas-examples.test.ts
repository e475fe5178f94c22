import { readdirSync, readFileSync, statSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { ingestFile, TOOL_NAME_PATTERN } from "../../src/core/ingest/index.js";
import { ToolSpec } from "../../src/core/schema/index.js";

const EXAMPLES = dirname(
  createRequire(import.meta.url).resolve("@readme/oas-examples/package.json"),
);

function specFiles(dir: string): string[] {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return specFiles(path);
      return /\.(json|ya?ml)$/.test(name) ? [path] : [];
    });
}

/** Tool counts per example spec (JSON and YAML editions agree). A change here is worth a look. */
const EXPECTED_TOOLS: Record<string, number> = {
  "2.0/json/petstore.json": 20,
  "2.0/json/petstore-expanded.json": 4,
  "2.0/json/schema-circular.json": 1,
  "3.0/json/petstore.json": 20,
  "3.0/json/star-trek.json": 120,
  "3.0/json/http-status-codes.json": 89,
  "3.0/json/circular.json": 1,
  "3.1/json/petstore.json": 20,
  "3.1/json/train-travel.json": 7,
  "3.1/json/readme.json": 54,
};

describe("every @readme/oas-examples spec", () => {
  const files = ["2.0", "3.0", "3.1"].flatMap((v) => specFiles(join(EXAMPLES, v)));

  it("has the Swagger 2.0, OpenAPI 3.0 and 3.1 specs to check", () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it("ingests without throwing; each result is a valid doc or an ingest error", async () => {
    const counts: Record<string, number | string> = {};
    for (const path of files) {
      const name = relative(EXAMPLES, path);
      const r = await ingestFile({ name, text: readFileSync(path, "utf8") });
      if (!r.ok) {
        expect(r.error.code).toMatch(/^ingest\//);
        counts[name] = r.error.code;
        continue;
      }
      counts[name] = r.value.tools.length;
      for (const t of r.value.tools) {
        expect(ToolSpec.safeParse(t).success).toBe(true);
        expect(t.name).toMatch(TOOL_NAME_PATTERN);
        expect(t.inputSchema.type).toBe("object");
        expect(JSON.stringify(t)).not.toContain('"$ref"');
      }
      expect(new Set(r.value.tools.map((t) => t.name)).size).toBe(r.value.tools.length);
    }
    for (const [name, n] of Object.entries(EXPECTED_TOOLS)) {
      expect(counts[name], name).toBe(n);
      expect(counts[name.replace("/json/", "/yaml/").replace(/\.json$/, ".yaml")], name).toBe(n);
    }
    const failed = Object.entries(counts).filter(([, v]) => typeof v === "string");
    // Only the webhooks-only 3.1 example has no operations to turn into tools.
    expect(failed.map(([k]) => k).filter((k) => !k.includes("openapi-workshop"))).toEqual([
      "3.1/json/webhooks.json",
      "3.1/yaml/webhooks.yaml",
    ]);
  });
});
