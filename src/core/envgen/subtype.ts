import { httpOf } from "../domain/tool-kind.js";
import { singular, splitWords } from "../domain/words.js";
import type { ToolSpec } from "../schema/index.js";
import type { Subtype } from "../schema/semantic-model.js";
import { enumOf, flatSchema, type Schema } from "./schema-utils.js";

/**
 * Which subtype of records a tool is about, read from its path and name: `/data-sources/dell-switches`
 * names `DellSwitchDataSource` of the records' `entity_type` enum, `/entities/security-groups`
 * names `NSXSecurityGroup` and `EC2SecurityGroup`, `list_lights` names `light` of `device_type`.
 * A tool whose words name no value (`/search`, `/pets` over `kind: [dog, cat]`) is about all types.
 */

/** Fields that say what type a record is: `type`, `kind`, `entity_type`, `device_class`, …. */
const TYPE_FIELD = /(^|_)(type|kind|class|category|subtype)$/;

/** First words of a tool name that are its verb, not the thing it is about. */
const VERB_WORDS = new Set([
  "list",
  "get",
  "search",
  "find",
  "fetch",
  "retrieve",
  "query",
  "read",
  "show",
  "add",
  "create",
  "new",
  "post",
  "put",
  "patch",
  "update",
  "delete",
  "remove",
  "enable",
  "disable",
  "all",
]);

/** `["Dell", "Switches"]` → `["dell", "switch"]`: words compared in singular. */
function normWords(text: string): string[] {
  return splitWords(text).map((w) => singular(w));
}

/** Type-like fields of a record with a closed set of string values, in field order. */
export function typeFields(fields: Record<string, Schema>): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = [];
  for (const [name, schema] of Object.entries(fields)) {
    const w = splitWords(name).join("_");
    if (!TYPE_FIELD.test(w)) continue;
    const values = enumOf(flatSchema(schema))?.filter((v): v is string => typeof v === "string");
    if (values && values.length >= 2) out.push([name, values]);
  }
  return out;
}

/**
 * Does enum value `value` name the thing `sel` says (`["dell","switch"]` ↔ `DellSwitchDataSource`)?
 * The selector's words must appear in the value as one run (or, for one short word, as the
 * initials of a run: `vm` ↔ `VirtualMachine`); words before the run qualify it (`NSX`, `EC2`),
 * words after it must be words the tool itself uses (`data source` of `/data-sources/…`), so
 * `firewalls` names `EC2Firewall` but not `NSXFirewallRule`.
 */
export function namesValue(sel: string[], value: string, context: Set<string>): boolean {
  const words = normWords(value);
  const key = sel.join("");
  if (!key) return false;
  for (let i = 0; i < words.length; i++) {
    let joined = "";
    let initials = "";
    for (let j = i; j < words.length; j++) {
      joined += words[j];
      initials += words[j]![0];
      const hit =
        joined === key || (sel.length === 1 && key.length >= 2 && j > i && initials === key);
      if (hit && words.slice(j + 1).every((w) => context.has(w))) return true;
      if (joined.length > key.length && initials.length >= key.length) break;
    }
  }
  // An acronym run the word splitter cannot cut (`NSXIPSet` → "nsxip set"): the selector ends
  // the value's letters once the tool's own trailing words are set aside.
  for (let end = words.length; end > 0; end--) {
    if (key.length >= 4 && words.slice(0, end).join("").endsWith(key)) return true;
    if (!context.has(words[end - 1]!)) break;
  }
  return false;
}

/** Candidate selectors of a tool, strongest first: static path segments from the last, then its name. */
function selectors(tool: ToolSpec): { sels: string[][]; context: Set<string> } {
  const http = httpOf(tool);
  const segs = (http?.segments ?? []).filter((s) => !/^\{.*\}$/.test(s) && !s.startsWith(":"));
  const nameWords = normWords(tool.name);
  const rest = nameWords[0] && VERB_WORDS.has(nameWords[0]) ? nameWords.slice(1) : nameWords;
  const context = new Set([...segs.flatMap((s) => normWords(s)), ...nameWords]);
  const sels = [...segs].reverse().map((s) => normWords(s));
  if (rest.length > 0) sels.push(rest);
  return { sels: sels.filter((s) => s.length > 0), context };
}

/**
 * The subtype a tool is about: the first selector (last path segment first) that names one or
 * more values of a type field of its records. Undefined when none does.
 */
export function toolSubtype(
  tool: ToolSpec,
  fields: Record<string, Schema>,
): (Subtype & { by: string }) | undefined {
  const types = typeFields(fields);
  if (types.length === 0) return undefined;
  const { sels, context } = selectors(tool);
  for (const sel of sels) {
    for (const [field, values] of types) {
      const hit = values.filter((v) => namesValue(sel, v, context));
      // A selector naming half the enum or more names no subtype (`/folders` over six folder types).
      if (hit.length > 0 && hit.length * 2 <= values.length)
        return { field, values: hit, by: sel.join(" ") };
    }
  }
  return undefined;
}

/**
 * Keep only subtypes of type fields the API divides its tools by: a field is a discriminator
 * when tools name at least two different parts of it (`/dell-switches` and `/cisco-switches` over
 * `entity_type`). One collection whose name happens to be one of its own types (`/albums` over
 * `discType: [Album, Single, EP…]`, `/artists` over `artistType: [CoverArtist, Producer…]`)
 * holds every type.
 */
export function discriminated<T extends { field: string; by: string }>(found: T[]): T[] {
  const by = new Map<string, Set<string>>();
  for (const f of found) {
    const set = by.get(f.field) ?? new Set<string>();
    set.add(f.by);
    by.set(f.field, set);
  }
  return found.filter((f) => (by.get(f.field)?.size ?? 0) >= 2);
}

/**
 * Types of a type enum that a field's name names: a reference object kept under `host` is a
 * `Host`, one under `destination_cluster` a `Cluster`, items of `source_vms` `VirtualMachine`s.
 * Tries the whole name, then without its leading words. Empty when the name names none.
 */
export function typesNamedBy(field: string, values: string[]): string[] {
  const words = normWords(field);
  for (let i = 0; i < words.length; i++) {
    const sel = words.slice(i);
    const hit = values.filter((v) => namesValue(sel, v, new Set()));
    if (hit.length > 0 && hit.length < values.length) return hit;
  }
  return [];
}
