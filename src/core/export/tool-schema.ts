import type { OpenAiTool } from "../schema/index.js";

/** Keywords whose value is a map of names to schemas: the names are data, never stripped. */
const SCHEMA_MAPS = new Set(["properties", "patternProperties", "$defs", "definitions"]);

/**
 * A JSON Schema without vendor extensions (`x-*` keys), at any depth. Property names that happen
 * to start with `x-` are kept: they are argument names, not extensions.
 */
export function stripVendorKeys(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(stripVendorKeys);
  if (schema === null || typeof schema !== "object") return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key.startsWith("x-")) continue;
    if (
      SCHEMA_MAPS.has(key) &&
      value !== null &&
      typeof value === "object" &&
      !Array.isArray(value)
    )
      out[key] = Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, stripVendorKeys(v)]),
      );
    else out[key] = stripVendorKeys(value);
  }
  return out;
}

/**
 * The tool as trainers should see it: vendor keys stripped, and a parameters object that always
 * has `type: "object"`, `properties` and `required` (verl's pydantic schema requires all three;
 * chat templates print whatever is there, so the extra `[]` costs nothing).
 */
export function cleanTool(tool: OpenAiTool): OpenAiTool {
  const params = stripVendorKeys(tool.function.parameters) as Record<string, unknown>;
  const parameters: Record<string, unknown> = {
    ...params,
    type: "object",
    properties: params.properties ?? {},
    required: Array.isArray(params.required) ? params.required : [],
  };
  const fn: OpenAiTool["function"] = { name: tool.function.name, parameters };
  if (tool.function.description !== undefined) fn.description = tool.function.description;
  return { type: "function", function: fn };
}

/**
 * verl validates each top-level property with `type: str` and `enum: list[str]`
 * (verl/tools/schemas.py, OpenAIFunctionPropertySchema). A union type (`["string", "null"]`)
 * becomes its first non-null member, a property without a type gets the one its shape implies,
 * and enum values are written as strings. Returns how many properties were changed so the
 * manifest can say so.
 */
export function verlTool(tool: OpenAiTool): { tool: OpenAiTool; changed: number } {
  const clean = cleanTool(tool);
  const params = clean.function.parameters;
  let changed = 0;
  const props: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(params.properties as Record<string, unknown>)) {
    const p = { ...(raw as Record<string, unknown>) };
    const before = JSON.stringify(p);
    if (Array.isArray(p.type)) p.type = p.type.find((t) => t !== "null") ?? "string";
    if (typeof p.type !== "string") p.type = p.properties ? "object" : p.items ? "array" : "string";
    if (Array.isArray(p.enum)) p.enum = p.enum.map((v) => (typeof v === "string" ? v : String(v)));
    if (JSON.stringify(p) !== before) changed++;
    props[name] = p;
  }
  return {
    tool: {
      ...clean,
      function: { ...clean.function, parameters: { ...params, properties: props } },
    },
    changed,
  };
}
