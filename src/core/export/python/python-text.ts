/** Small helpers for writing Python source text from TypeScript. */

/** A Python string literal (JSON's escapes are valid Python escapes for these characters). */
export function pyString(s: string): string {
  return JSON.stringify(s);
}

/** Text safe inside a triple-quoted docstring: no closing quotes, no stray backslashes. */
export function docText(s: string): string {
  return s.replace(/\\/g, "\\\\").replace(/"""/g, '\\"\\"\\"').replace(/\s+/g, " ").trim();
}

/** A JSON value as a Python literal (true/false/null spelled the Python way). */
export function pyLiteral(v: unknown): string {
  if (v === null || v === undefined) return "None";
  if (v === true) return "True";
  if (v === false) return "False";
  if (typeof v === "number") return Number.isFinite(v) ? String(v) : "None";
  if (typeof v === "string") return pyString(v);
  if (Array.isArray(v)) return `[${v.map(pyLiteral).join(", ")}]`;
  return `{${Object.entries(v as Record<string, unknown>)
    .map(([k, x]) => `${pyString(k)}: ${pyLiteral(x)}`)
    .join(", ")}}`;
}

/** The Python type hint of a JSON Schema property (what transformers' get_json_schema reads). */
export function pyType(schema: Record<string, unknown>): string {
  let t = schema.type;
  if (Array.isArray(t)) t = t.find((x) => x !== "null");
  switch (t) {
    case "string":
      return "str";
    case "integer":
      return "int";
    case "number":
      return "float";
    case "boolean":
      return "bool";
    case "array":
      return "list";
    case "object":
      return "dict";
    default:
      return "str";
  }
}
