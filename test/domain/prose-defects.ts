import { describedCodes } from "../../src/core/domain/enum-labels.js";
import {
  cohereDuration,
  durationUnitMs,
  fitPageEnvelope,
} from "../../src/core/domain/sibling-coherence.js";
import { describedForms, instantOf } from "../../src/core/domain/values.js";

/**
 * Values that disobey what the doc says about them in prose, as the fresh12 blind readers marked
 * them "nonsense data" (/work/reader/f12-blind/r1.md, r2.md), over a value walked with its schema:
 *
 * - `prose-enum`: a value outside the codes the description lists (TVmaze `MarkType` "0 for
 *   watched, 1 for acquired, 2 for skipped" holding `"external"`);
 * - `prose-form`: a string not in the form the description gives (PRSS `cdDriveUri` "Format should
 *   be 'cddrive:id:{value}'" holding `https://www.example.com/spots/900`);
 * - `example-digits`: a number the doc's example gives as a long digit string (a phone number
 *   `447777777777`) holding another shape (`15.65`);
 * - `page-totals`: a page whose totals disagree with its list (`"data":[]` with `"total_items":24`);
 * - `duration-span`: a duration that is not the time between the record's start and end.
 */
export type ProseDefectKind =
  | "prose-enum"
  | "prose-form"
  | "example-digits"
  | "page-totals"
  | "duration-span";
export const PROSE_DEFECT_KINDS: readonly ProseDefectKind[] = [
  "prose-enum",
  "prose-form",
  "example-digits",
  "page-totals",
  "duration-span",
];
export interface ProseDefect {
  kind: ProseDefectKind;
  key: string;
  value: unknown;
}

type Json = Record<string, unknown>;
const isObj = (v: unknown): v is Json => v !== null && typeof v === "object" && !Array.isArray(v);

function formRegex(form: string): RegExp {
  const parts = form.split(/\{[\w-]+\}|<[\w-]+>|\[[A-Z_]+\]/);
  return new RegExp(`^${parts.map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join(".+")}$`);
}

/** Leaf checks of `value` against what `schema`'s description says. */
function leaf(key: string, value: unknown, schema: Json, out: ProseDefect[]): void {
  const codes = describedCodes(schema);
  if (codes && !codes.some((c) => String(c) === String(value)))
    out.push({ kind: "prose-enum", key, value });
  const desc = typeof schema.description === "string" ? schema.description : "";
  if (typeof value === "string" && (schema.type === undefined || schema.type === "string")) {
    const forms = describedForms(desc);
    if (forms.length > 0 && !forms.some((f) => formRegex(f).test(value)))
      out.push({ kind: "prose-form", key, value });
  }
  if (typeof value === "number" && /^(integer|number)$/.test(String(schema.type))) {
    const examples = [schema.example, ...(Array.isArray(schema.examples) ? schema.examples : [])];
    const digits = examples.find((e): e is string => typeof e === "string" && /^\d{7,}$/.test(e));
    if (digits && !(Number.isInteger(value) && String(value).length === digits.length))
      out.push({ kind: "example-digits", key, value });
  }
}

/**
 * Walk `value` with `schema` (plain JSON Schema, no `$ref`s — a bundle's state schema or a tool's
 * output schema), collecting prose defects; record-level checks run on every object met.
 */
export function findProseDefects(
  value: unknown,
  schema: unknown,
  key: string,
  out: ProseDefect[],
  depth = 0,
): ProseDefect[] {
  if (depth > 12) return out;
  const s = isObj(schema) ? schema : {};
  if (Array.isArray(value)) {
    for (const x of value) findProseDefects(x, s.items, key, out, depth + 1);
    return out;
  }
  if (isObj(value)) {
    const props = isObj(s.properties) ? s.properties : {};
    const page = structuredClone(value);
    fitPageEnvelope(page, 3);
    if (JSON.stringify(page) !== JSON.stringify(value))
      out.push({ kind: "page-totals", key, value: summary(value) });
    const timed = structuredClone(value);
    cohereDuration(timed, instantOf, (k) => {
      const d = isObj(props[k]) ? (props[k] as Json).description : undefined;
      return durationUnitMs(k, typeof d === "string" ? d : "") ?? 60_000;
    });
    if (JSON.stringify(timed) !== JSON.stringify(value))
      out.push({ kind: "duration-span", key, value: summary(value) });
    for (const [k, v] of Object.entries(value)) findProseDefects(v, props[k], k, out, depth + 1);
    return out;
  }
  if (value !== null && value !== undefined && isObj(schema)) leaf(key, value, schema, out);
  return out;
}

/** The scalar fields of a record, for an example line. */
function summary(rec: Json): Json {
  return Object.fromEntries(Object.entries(rec).filter(([, v]) => !isObj(v) && !Array.isArray(v)));
}
