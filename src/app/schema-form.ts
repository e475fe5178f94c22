/** One input of a generated form, derived from a property of a tool's input schema. */
export interface FormField {
  name: string;
  label: string;
  description: string;
  required: boolean;
  control: "text" | "number" | "integer" | "checkbox" | "select" | "json" | "date" | "datetime";
  options?: string[];
  defaultValue?: unknown;
}

const asRecord = (v: unknown): Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

function typeOf(schema: Record<string, unknown>): string | undefined {
  const t = schema.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) return t.find((x) => x !== "null") as string | undefined;
  for (const key of ["anyOf", "oneOf"]) {
    const alts = schema[key];
    if (Array.isArray(alts)) {
      const first = alts.map(asRecord).find((a) => a.type !== "null");
      if (first) return typeOf(first);
    }
  }
  return undefined;
}

/** Builds form fields from a JSON Schema object's properties; anything nested becomes a JSON box. */
export function formFields(inputSchema: unknown): FormField[] {
  const schema = asRecord(inputSchema);
  const props = asRecord(schema.properties);
  const required = new Set(Array.isArray(schema.required) ? (schema.required as string[]) : []);
  return Object.entries(props).map(([name, raw]) => {
    const p = asRecord(raw);
    const type = typeOf(p);
    const field: FormField = {
      name,
      label: typeof p.title === "string" ? p.title : name,
      description: typeof p.description === "string" ? p.description : "",
      required: required.has(name),
      control: "json",
      defaultValue: p.default,
    };
    if (Array.isArray(p.enum) && p.enum.every((x) => typeof x === "string")) {
      field.control = "select";
      field.options = p.enum as string[];
    } else if (type === "string") {
      field.control = p.format === "date" ? "date" : p.format === "date-time" ? "datetime" : "text";
    } else if (type === "number" || type === "integer" || type === "boolean") {
      field.control = type === "boolean" ? "checkbox" : type;
    }
    return field;
  });
}

/**
 * Turns raw form values (strings from inputs, booleans from checkboxes) into call arguments.
 * Empty optional fields are left out; a malformed number or JSON value is reported by field name.
 */
export function collectArgs(
  fields: FormField[],
  raw: Record<string, string | boolean | undefined>,
): { ok: true; args: Record<string, unknown> } | { ok: false; field: string; message: string } {
  const args: Record<string, unknown> = {};
  for (const f of fields) {
    const v = raw[f.name];
    if (f.control === "checkbox") {
      if (v !== undefined) args[f.name] = Boolean(v);
      continue;
    }
    if (v === undefined || v === "" || typeof v === "boolean") continue;
    if (f.control === "number" || f.control === "integer") {
      const n = Number(v);
      if (!Number.isFinite(n) || (f.control === "integer" && !Number.isInteger(n)))
        return {
          ok: false,
          field: f.name,
          message: `${f.label} must be ${f.control === "integer" ? "a whole number" : "a number"}`,
        };
      args[f.name] = n;
    } else if (f.control === "json") {
      try {
        args[f.name] = JSON.parse(v);
      } catch {
        return { ok: false, field: f.name, message: `${f.label} must be JSON` };
      }
    } else if (f.control === "datetime") {
      const d = new Date(v);
      args[f.name] = Number.isNaN(d.getTime()) ? v : d.toISOString();
    } else args[f.name] = v;
  }
  return { ok: true, args };
}
