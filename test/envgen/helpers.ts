import { readFileSync } from "node:fs";
import { parse as parseYaml } from "yaml";
import type { ToolSpec } from "../../src/core/schema/index.js";

const FIXTURES = new URL("../../../shared/fixtures/", import.meta.url);

/** Read a shared fixture as JSON (or YAML). */
export function readFixture(name: string): unknown {
  const text = readFileSync(new URL(name, FIXTURES), "utf8");
  return name.endsWith(".yaml") ? parseYaml(text) : JSON.parse(text);
}

/** A tool spec with just a name and flat string params (for kind inference tests). */
export function tool(name: string, params: string[] = [], extra: Partial<ToolSpec> = {}): ToolSpec {
  return {
    name,
    description: extra.description ?? "",
    inputSchema: {
      type: "object",
      properties: Object.fromEntries(params.map((p) => [p, { type: "string" }])),
    },
    ...extra,
  };
}
