/**
 * A response the doc writes out in its prose instead of a schema: Braze's "## Campaign List
 * Endpoint API Response" block, `"campaigns" : [ { "id" : (string) Campaign API Identifier,
 * "name" : (string) campaign name, "tags" : (array) tag names … }, ... ]`. Read as the tool's
 * output schema where the spec gives none, so its records hold the fields the doc names instead
 * of the request's switches (fresh46 readers, N).
 */

import type { JsonSchemaObject } from "../schema/index.js";

/** The type a `(…)` note gives, in the doc's words: "(required, string)", "(ISO 8601 string)". */
function typed(note: string): JsonSchemaObject {
  const n = note.toLowerCase();
  if (/\biso ?8601\b|\bdate ?time\b/.test(n)) return { type: "string", format: "date-time" };
  if (/\bbool(?:ean)?\b/.test(n)) return { type: "boolean" };
  if (/\bint(?:eger)?\b/.test(n)) return { type: "integer" };
  if (/\b(?:float|number|double|decimal)\b/.test(n)) return { type: "number" };
  if (/\barray\b/.test(n)) return { type: "array", items: { type: "string" } };
  if (/\bobject\b|\bhash\b/.test(n)) return { type: "object" };
  return { type: "string" };
}

const MARK = "\u0000t";

/** A sample value of the block made back into a schema. */
function schemaOf(v: unknown): JsonSchemaObject {
  if (Array.isArray(v))
    return { type: "array", items: v.length > 0 ? schemaOf(v[0]) : { type: "string" } };
  if (v !== null && typeof v === "object") {
    const properties: Record<string, JsonSchemaObject> = {};
    for (const [k, x] of Object.entries(v)) properties[k] = schemaOf(x);
    return { type: "object", properties };
  }
  if (typeof v === "string" && v.startsWith(MARK)) return typed(v.slice(MARK.length));
  if (typeof v === "number") return { type: Number.isInteger(v) ? "integer" : "number" };
  if (typeof v === "boolean") return { type: "boolean" };
  return { type: "string" };
}

/**
 * The output schema a description's code block spells out, or undefined: at least two keys,
 * each `"key": (type) words` or a JSON value, with `...` for "more of the same". Header lines
 * (`Content-Type: …`) are no part of it.
 */
export function docResponseSchema(text: string | undefined): JsonSchemaObject | undefined {
  if (!text) return undefined;
  for (const block of text.matchAll(/```[a-z]*\n([\s\S]*?)```/gi)) {
    // Only a block the doc introduces as the answer ("API Response", "returns"); a request's
    // example body is no output.
    const before = text.slice(Math.max(0, (block.index ?? 0) - 200), block.index);
    if (
      !/\brespon[sd]|\breturn|\bresult|\boutput/i.test(before) ||
      /\brequest\b[^.]*$/i.test(before)
    )
      continue;
    const lines = (block[1] ?? "")
      .split("\n")
      .filter((l) => !/^\s*[A-Za-z-]+:\s/.test(l) && !/^\s*\.\.\.\s*,?\s*$/.test(l));
    const body = lines
      .join("\n")
      // `"name" : (string) campaign name,` → `"name": "\0t string"`
      .replace(
        /^(\s*"[\w.$-]+")\s*:\s*\(([^)]*)\).*?(,?)[ \t]*$/gm,
        (_m, k: string, t: string, comma: string) => `${k}: ${JSON.stringify(MARK + t)}${comma}`,
      )
      // A comma the doc forgot at a line's end (`"last_edited": (ISO 8601 string) … \n "name"`).
      .replace(/("|\d|true|false|null|[}\]])[ \t]*\n(\s*["{[])/g, "$1,\n$2")
      .replace(/,(\s*[}\]])/g, "$1");
    const start = body.search(/[{[]/);
    if (start < 0) continue;
    try {
      const value = JSON.parse(body.slice(start)) as unknown;
      const schema = schemaOf(value);
      const keys = JSON.stringify(schema).match(/"properties"/g)?.length ?? 0;
      if (keys > 0 && Object.keys(schema.properties ?? {}).length > 0) return schema;
    } catch {
      // Prose that only looks like a block: no schema.
    }
  }
  return undefined;
}
