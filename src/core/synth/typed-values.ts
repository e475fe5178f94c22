import { isObj } from "../domain/json-schema.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Trajectory } from "../schema/trajectory.js";
import { routeTools } from "./env-runner.js";
import { type SchemaNode, schemaResultDefects } from "./sample-data.js";

/**
 * Values a person types or a call is sent with that a reader marks "nonsense data" (fresh13
 * readers' N/U), judged on the conversation as a whole:
 *
 * - `typed-code`: a made-up code (`REC-4937`, `id_8502`, `REF-4395`, `GPM-5791`) in a user's words
 *   or in a call's arguments that no earlier tool result held. A code the system issued and a call
 *   returned is how a person's assistant finds things; one the user types or a call invents is a
 *   template's filler, whatever the field is called ("recipientNumber", "feed_key", "token");
 * - `arg-format`: an argument against what its doc says of it: a colour the doc gives in hex
 *   ("The hex value of the color … without '#'") holding "teal", a phone number with no digits,
 *   a value outside the codes the description lists or not in the form it gives;
 * - `result-filler`: a tool that answers one string answering a numbered label of its own field
 *   ("Result 2" for "Returns the message encoding"): the answer a reader is told is no value.
 */
export type TypedValueKind = "typed-code" | "arg-format" | "result-filler";
export const TYPED_VALUE_KINDS: readonly TypedValueKind[] = [
  "typed-code",
  "arg-format",
  "result-filler",
];
export interface TypedValueDefect {
  kind: TypedValueKind;
  key: string;
  value: string;
}

/** The shapes of a template's codes: `REC-4937`, `id_8502`, `wor_1004`. */
const CODE_IN_TEXT = /(?<![\w-])(?:[A-Z]{2,4}-\d{4}|[a-z]{2,4}_\d{4})(?![\w-])/g;
const CODE_VALUE = /^(?:[A-Z]{2,4}-\d{4}|[a-z]{2,4}_\d{4})$/;
const HEX_COLOUR = /^#?(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;

/** Every string leaf of a value, with the key it sits under. */
function leaves(v: unknown, key: string, out: Array<[string, string]>, depth = 0) {
  if (depth > 12 || v === null || v === undefined) return out;
  if (typeof v === "string") out.push([key, v]);
  else if (Array.isArray(v)) for (const x of v) leaves(x, key, out, depth + 1);
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) leaves(x, k, out, depth + 1);
  return out;
}

/** Argument leaves against the descriptions of the tool's input schema. */
function argFormat(args: unknown, schema: SchemaNode | undefined, out: TypedValueDefect[]) {
  if (!schema) return;
  for (const d of schemaResultDefects(args, schema))
    out.push({ kind: "arg-format", key: d.key, value: d.value });
  const walk = (v: unknown, s: SchemaNode | undefined, key: string, depth: number) => {
    if (!s || depth > 12 || v === null || v === undefined) return;
    if (Array.isArray(v)) {
      for (const x of v) walk(x, s.items ?? s, key, depth + 1);
      return;
    }
    if (isObj(v)) {
      for (const [k, x] of Object.entries(v)) walk(x, s.properties?.[k], k, depth + 1);
      return;
    }
    if (typeof v !== "string") return;
    const desc = s.description ?? "";
    const hex =
      /\bhex(adecimal)?\b[^.]*\bcolou?rs?\b|\bcolou?rs?\b[^.]*\bhex(adecimal)?\b/i.test(desc) ||
      /^(hex|hex_?colou?r|colou?r_?hex)$/i.test(key);
    if (hex && !HEX_COLOUR.test(v)) out.push({ kind: "arg-format", key, value: v });
    const phone = /\bphone number\b|\bmobile number\b|\bmsisdn\b/i.test(desc);
    if (phone && (v.match(/\d/g) ?? []).length < 7) out.push({ kind: "arg-format", key, value: v });
  };
  walk(args, schema, "", 0);
}

/**
 * The typed values of one conversation a reader rejects (see `TypedValueKind`), in order of
 * appearance. A code counts as issued once a tool result held it.
 */
export function typedValueDefects(tr: Trajectory, bundles: EnvBundle[]): TypedValueDefect[] {
  const routes = routeTools(bundles);
  const inputSchema = (tool: string): SchemaNode | undefined => {
    const r = routes.get(tool);
    return r?.bundle.tools.find((t) => t.name === r.tool)?.inputSchema as SchemaNode | undefined;
  };
  const issued = new Set<string>();
  const out: TypedValueDefect[] = [];
  for (const m of tr.messages) {
    if (m.role === "user" && typeof m.content === "string") {
      for (const c of m.content.match(CODE_IN_TEXT) ?? [])
        if (!issued.has(c)) out.push({ kind: "typed-code", key: "user", value: c });
    } else if (m.role === "assistant") {
      for (const call of m.tool_calls ?? []) {
        let args: unknown;
        try {
          args = JSON.parse(call.function.arguments);
        } catch {
          continue;
        }
        for (const [k, v] of leaves(args, "", []))
          if (CODE_VALUE.test(v) && !issued.has(v))
            out.push({ kind: "typed-code", key: k, value: v });
        argFormat(args, inputSchema(call.function.name), out);
      }
    } else if (m.role === "tool" && typeof m.content === "string") {
      for (const c of m.content.match(CODE_IN_TEXT) ?? []) issued.add(c);
      if (/^"[A-Z][a-z]+ \d+"$/.test(m.content.trim()))
        out.push({ kind: "result-filler", key: m.name, value: JSON.parse(m.content) as string });
    }
  }
  return out;
}
