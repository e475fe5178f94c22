/**
 * What an enum's codes mean, where the doc says so. A person says "make it private", never
 * "privacy 3": the code is the API's word, its meaning is the user's. The doc gives meanings as
 * `x-enum-varnames` / `x-enumNames` / `x-enum-descriptions`, as `oneOf` members with a `const`
 * and a `title`, or in the description ("Pending = `1`, Rejected = `2`", "1 = Public",
 * "- `0`: draft"). A numeric code whose meaning the doc does not give is nothing a user can say.
 */

import { isObj } from "./json-schema.js";
import { escapeRegExp } from "./words.js";

type Json = Record<string, unknown>;

const NAME_ARRAYS = ["x-enum-varnames", "x-enumNames", "x-enum-names", "x-enum-descriptions"];

/** A meaning as words a person says: "Watch Later", "To transcode", not `WATCH_LATER` or a sentence. */
function wordsOf(raw: string): string | undefined {
  let s = raw.trim().replace(/^[`'"]+|[`'".]+$/g, "");
  // `WATCH_LATER`, `watchLater`: an identifier's words.
  if (/^[A-Za-z][A-Za-z0-9]*(?:_[A-Za-z0-9]+)+$/.test(s)) s = s.replace(/_/g, " ").toLowerCase();
  // `MayContinue`, `CannotContinue` (credas `checkCode`): a Pascal-case run is words too.
  else if (/^[A-Za-z][a-z]+(?:[A-Z][a-z]+)+$/.test(s)) s = s.replace(/([a-z])([A-Z])/g, "$1 $2");
  s = s.replace(/\s*\([^)]*\)?$/, "").trim();
  const words = s.split(/\s+/);
  if (words.length === 0 || words.length > 5 || !/^[\p{L}][\p{L}\d '&/-]*$/u.test(s)) return;
  // "UNAVAILABLE - Indicates the request failed, but …" says what a code means, in a sentence:
  // read as its label, the answer was "The status is indicates the request failed" (fresh68 B).
  if (SENTENCE_OPENING.test(s) || /\b(?:is|are|was|were|has been|have been)\b/i.test(s)) return;
  return s;
}

/** A description's opening verb ("Indicates …", "Means …"): a sentence about a code, no label. */
const SENTENCE_OPENING =
  /^(?:indicates?|means|specifies|represents|denotes|signifies|describes|shows|returns|refers)\b/i;

/** Labels given as parallel arrays or `oneOf` members. */
function structuredLabels(schema: Json, codes: unknown[]): Map<string, string> {
  const out = new Map<string, string>();
  for (const key of NAME_ARRAYS) {
    const names = schema[key];
    if (!Array.isArray(names) || names.length !== codes.length) continue;
    codes.forEach((c, i) => {
      const w = typeof names[i] === "string" ? wordsOf(names[i] as string) : undefined;
      if (w && !out.has(String(c))) out.set(String(c), w);
    });
  }
  for (const key of ["oneOf", "anyOf"]) {
    const members = schema[key];
    if (!Array.isArray(members)) continue;
    for (const m of members) {
      if (!isObj(m)) continue;
      const code =
        m.const !== undefined
          ? m.const
          : Array.isArray(m.enum) && m.enum.length === 1
            ? m.enum[0]
            : undefined;
      const text = typeof m.title === "string" ? m.title : m.description;
      const w = code !== undefined && typeof text === "string" ? wordsOf(text) : undefined;
      if (w && !out.has(String(code))) out.set(String(code), w);
    }
  }
  return out;
}

/** A description as lines of text: HTML list items and breaks (`<li> C - Credit</li>`) end a line. */
function proseOf(description: unknown): string {
  if (typeof description !== "string") return "";
  return description.replace(/<\/?(?:li|ul|ol|br|p|div)\b[^>]*>/gi, "\n").replace(/<[^>]+>/g, "");
}

/** Labels a description gives its codes: "Pending = `1`", "1 = Public", "- `0`: draft", "2 - Unlisted". */
function describedLabels(description: string, codes: readonly unknown[]): Map<string, string> {
  const out = new Map<string, string>();
  const label = "([\\p{L}][\\p{L}\\d '&/-]{0,40}?)";
  for (const c of codes) {
    const code = escapeRegExp(String(c));
    const quoted = `[\`'"]?${code}[\`'"]?`;
    // "1 = Public", "`1`: Published", "2 - Unlisted", "3 → Private", "0 for watched"
    const after = new RegExp(
      `(?:^|[\\s(,;|*])${quoted}\\s*(?:=|:|-|–|—|→|=>|\\bfor\\b|\\bmeans\\b)\\s*${label}\\s*(?=$|[,;.)|\\n]|\\s[-–(]|\\s(?:or|and)\\s)`,
      "mu",
    ).exec(description);
    // "Pending = `1`", "Watch Later: 2"
    const before = new RegExp(
      `(?:^|[(,;|\\n]|\\band\\b|\\bor\\b)\\s*(?:-\\s*)?${label}\\s*(?:=|:)\\s*${quoted}(?![\\w.])`,
      "mu",
    ).exec(description);
    const raw = after?.[1] ?? before?.[1];
    const w = raw ? wordsOf(raw) : undefined;
    if (w) out.set(String(c), w);
  }
  return out;
}

/**
 * Codes a description lists with their meanings where the schema has no `enum` (TVmaze's
 * `MarkType`: "0 for watched, 1 for acquired, 2 for skipped"; "1 = Public, 2 = Unlisted"): the
 * doc's enum, said in prose. Small whole numbers only, at least two with a meaning each — "or 0
 * for unknown" alone, "1 to 5" or "max 100 for free accounts" list no codes. Typed as the schema
 * types them (`"0"` for a string field), in the order the doc gives them.
 */
export function describedCodes(schema: unknown): readonly unknown[] | undefined {
  if (!isObj(schema)) return undefined;
  // Asked once per seeded value (each record of each episode state): the same schema object
  // always lists the same codes, and schemas are not changed once built.
  if (codesBySchema.has(schema)) return codesBySchema.get(schema);
  const codes = codesOf(schema);
  codesBySchema.set(schema, codes);
  return codes;
}
const codesBySchema = new WeakMap<object, readonly unknown[] | undefined>();

function codesOf(schema: Record<string, unknown>): unknown[] | undefined {
  if (Array.isArray(schema.enum) || schema.const !== undefined) return undefined;
  if (isObj(schema.items) || Array.isArray(schema.oneOf) || Array.isArray(schema.anyOf)) return;
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  if (types.some((t) => t === "boolean" || t === "object" || t === "array")) return undefined;
  const description = proseOf(schema.description);
  // Qualpay's `funding_source`: "<li> C - Credit</li><li> D - Debit</li>" — one-letter codes too.
  const letters = [
    ...description.matchAll(/(?:^|\n)\s*[`'"]?([A-Z])[`'"]?\s*(?:=|:|-|–|—)\s*\p{Lu}\p{Ll}/gmu),
  ].map((m) => m[1]!);
  if (letters.length >= 2 && !types.includes("number") && !types.includes("integer")) {
    const labels = describedLabels(description, [...new Set(letters)]);
    const said = [...new Set(letters)].filter((c) => labels.has(c));
    if (said.length >= 2) return said;
  }
  if (!/\d/.test(description)) return undefined;
  const seen = [
    ...description.matchAll(
      /(?:^|[\s(,;|*])[`'"]?(\d{1,2})[`'"]?\s*(?:=|:|-|–|—|→|=>|\bfor\b|\bmeans\b)\s*[`'"]?\p{L}/gmu,
    ),
  ].map((m) => m[1]!);
  const codes = [...new Set(seen)];
  if (codes.length < 2) return undefined;
  const labels = describedLabels(description, codes);
  const said = codes.filter((c) => labels.has(c));
  if (said.length < 2) return undefined;
  // "E.g. 0 = C, 1 = C♯/D♭, 2 = D, and so on" (Spotify's `key`, 0–11) lists examples, not all
  // the codes; nor does a list narrower than the schema's own range.
  if (/\b(and so on|etc)\b|\be\.g\.|\bfor example\b|\bsuch as\b/i.test(description)) return;
  const top = Math.max(...said.map(Number));
  if (typeof schema.maximum === "number" && schema.maximum > top) return undefined;
  const asText = types.includes("string");
  return said.map((c) => (asText ? c : Number(c)));
}

/**
 * The meaning the doc gives each code of an enum schema, keyed by `String(code)`; empty when the
 * schema is no enum or the doc gives no meanings. Only a map that names at least two codes (or the
 * only one) counts: one stray "x = 1" in prose is no key.
 */
export function enumLabels(schema: unknown): ReadonlyMap<string, string> {
  if (!isObj(schema)) return NO_LABELS;
  let labels = labelsBySchema.get(schema);
  if (!labels) {
    labels = labelsOf(schema);
    labelsBySchema.set(schema, labels);
  }
  return labels;
}

/**
 * Labels per schema object: a state's every record asks again for the labels of the same field
 * schema (3% of a run's CPU went to matching the same description again). Schemas are not changed
 * once built, and the maps handed out are read-only.
 */
const labelsBySchema = new WeakMap<object, ReadonlyMap<string, string>>();
const NO_LABELS: ReadonlyMap<string, string> = new Map();

function labelsOf(schema: Record<string, unknown>): ReadonlyMap<string, string> {
  const codes = Array.isArray(schema.enum)
    ? schema.enum
    : Array.isArray(schema.items) || !isObj(schema.items)
      ? undefined
      : Array.isArray(schema.items.enum)
        ? schema.items.enum
        : undefined;
  const prose = codes ? undefined : describedCodes(schema);
  if (prose) return describedLabels(proseOf(schema.description), prose);
  const fromMembers = structuredLabels(schema, codes ?? []);
  if (!codes) return fromMembers;
  const found = new Map<string, string>(fromMembers);
  const description = proseOf(schema.description);
  for (const [k, v] of describedLabels(description, codes)) if (!found.has(k)) found.set(k, v);
  const wanted = Math.min(2, codes.length);
  return found.size >= wanted ? found : new Map();
}

/** What `value` means by the doc ("Accepted" for `3` of "Pending = `1`, …, Accepted = `3`"). */
export function enumMeaning(schema: unknown, value: unknown): string | undefined {
  if (typeof value !== "string" && typeof value !== "number") return undefined;
  return enumLabels(schema).get(String(value));
}

/** A number or a string of digits: a code, not a word. */
function numericCode(v: unknown): boolean {
  return typeof v === "number" || (typeof v === "string" && /^\d+$/.test(v));
}

/**
 * Words saying a number stands for a kind of thing, not an amount: "privacy 2" is a code, while a
 * rating of 4, 2 adults or a 720 resolution are numbers a person says.
 */
const CATEGORICAL =
  /(?:^|[^a-z])(?:state|status|type|kind|mode|privacy|visibility|category|policy|role|class|code|id)(?:$|[^a-z])/i;

const KIND_WORD = /^(?:state|status|type|kind|mode|privacy|visibility|policy|class)$/;

function nameWords(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/**
 * An enum whose members are numbers standing for kinds the doc gives no meaning for (`privacy`
 * 1/2/3 "see /video-playlists/privacies"): no user says "privacy 2", so the input is not theirs
 * to set. `name` is the input's name, read with its description for what the number is.
 */
export function isUnlabelledCode(schema: unknown, name = ""): boolean {
  if (!isObj(schema)) return false;
  const words = `${nameWords(name).join(" ")} ${
    typeof schema.description === "string" ? schema.description : ""
  } ${typeof schema.title === "string" ? schema.title : ""}`;
  const codes = Array.isArray(schema.enum)
    ? schema.enum
    : isObj(schema.items) && Array.isArray(schema.items.enum)
      ? schema.items.enum
      : undefined;
  if (!codes) {
    // `pluginType: integer` with no enum and no word on it: a number only the API knows the
    // meaning of ("it's a 68"). The name alone says it is a kind, not an amount or a record's id.
    const last = nameWords(name).pop() ?? "";
    if (schema.type !== "integer" || last === "id") return false;
    const description = typeof schema.description === "string" ? schema.description : "";
    // "category id of the video (see /videos/categories)": a key into a table another call serves.
    if (/\b(?:id|code) of the\b/i.test(description) && /\(see\b/i.test(description)) return true;
    return KIND_WORD.test(last) && !description;
  }
  if (!CATEGORICAL.test(words)) return false;
  if (codes.length < 2 || !codes.every(numericCode)) return false;
  return enumLabels(schema).size === 0;
}

/**
 * An enum member that says no value was given: proto's `TYPE_UNSPECIFIED`, `STATE_UNSET`,
 * `NOT_SET`. It is the field's zero, never a value anyone sends, seeds or says (BigLake
 * `Table.type` TYPE_UNSPECIFIED|HIVE read "The type is type unspecified.", fresh69 readers F/N).
 */
export function isUnsetMember(value: unknown): boolean {
  return (
    typeof value === "string" &&
    /^(?:[A-Za-z0-9]+_)*(?:UNSPECIFIED|UNSET|NOT_?SET|NOT_?SPECIFIED|unspecified|unset|not_?set|not_?specified)$/.test(
      value,
    )
  );
}

/** An enum's members without its unset one, unless that is all there is. */
export function setMembers<T>(members: readonly T[]): readonly T[] {
  const set = members.filter((m) => !isUnsetMember(m));
  return set.length > 0 ? set : members;
}

/** The schema at a dotted input path (`replaySettings.privacy`, `items[].unit`), if any. */
export function schemaAtPath(schema: unknown, path: string): Json | undefined {
  // A property whose own name holds a dot (`1_property.value`, Sling forms) is itself.
  const props = isObj(schema) && isObj(schema.properties) ? schema.properties : undefined;
  if (path.includes(".") && props && Object.hasOwn(props, path) && isObj(props[path]))
    return props[path];
  let at: unknown = schema;
  for (const part of path.split(".")) {
    const name = part.replace(/\[\d*\]$/, "");
    const listed = part !== name;
    if (!isObj(at)) return undefined;
    const props = at.properties;
    at = isObj(props) ? props[name] : undefined;
    if (listed && isObj(at) && isObj(at.items)) at = at.items;
  }
  return isObj(at) ? at : undefined;
}

/**
 * What a state code means by the doc's sentence about it: "<b>Associated</b>: The repository
 * association is complete." → "complete" — so a request says "the repository associations that
 * are complete", never "the repository associations that are associated" (fresh64 readers, F).
 * Only a sentence "The … is/are <one to three words>." right after the code counts; `value` may
 * be one code or a list of one (a filter of states).
 */
export function stateMeaning(schema: unknown, value: unknown): string | undefined {
  const one = Array.isArray(value) && value.length === 1 ? value[0] : value;
  if (typeof one !== "string" || !/^[A-Za-z][\w-]*$/.test(one) || !isObj(schema)) return undefined;
  const text = [schema.description, isObj(schema.items) ? schema.items.description : undefined]
    .map(proseOf)
    .join("\n");
  const m = new RegExp(
    `(?:^|\\n)\\s*${escapeRegExp(one)}\\s*[:\u2013-]\\s*The [a-z][a-z' ]{2,40}? (?:is|are) ([a-z][a-z-]+(?: [a-z-]+){0,2})\\.`,
  ).exec(text);
  return m?.[1];
}

/**
 * What turning a yes/no input on does, by the doc's own sentence: "When set to true, the pool
 * can't be deleted." → "the pool can't be deleted". A request then says "so the pool can't be
 * deleted", never "with deletion protection enabled" read off the field's name. Only a clause
 * about a thing ("the …") with a verb; one about the response ("the results will contain a
 * header row") says how an answer is shaped, nothing a person asks for.
 */
export function trueMeaning(schema: unknown): string | undefined {
  if (!isObj(schema)) return undefined;
  const text = proseOf(schema.description).replace(/\s+/g, " ").trim();
  const m =
    /(?:^|\. )(?:When|If) (?:it is |this is |set to |the value is )?true, (the [a-z][a-z' -]{2,90}?)(?:\.|;|$)/i.exec(
      text,
    );
  const clause = m?.[1];
  if (!clause) return undefined;
  if (!/ (?:is|are|will|can|can't|cannot|isn't|aren't|won't|must|may|gets|becomes)\b/.test(clause))
    return undefined;
  if (/\b(?:response|results?|returned|returns|output|header|request|payload|call)\b/i.test(clause))
    return undefined;
  return clause;
}

/**
 * What a yes/no input does, by the doc's "Whether to …" sentence: "Whether to apply the update to
 * all nodes." → "apply the update to all nodes". A request then says "applying the update to all
 * nodes", never "applying an all" read off `applyAll` (stop-61 readers, F). Only a clause of two
 * to twelve words that starts with a verb and says nothing of the response.
 */
export function whetherAct(schema: unknown): string | undefined {
  if (!isObj(schema)) return undefined;
  const text = proseOf(schema.description).replace(/\s+/g, " ").trim();
  const m =
    /^Whether (?:or not )?to ([a-z][a-z-]+(?: [\w'-]+){1,11}?)(?:,? or not)?(?:\.|;|,|$)/.exec(
      text,
    );
  const clause = m?.[1]?.replace(/`/g, "");
  if (!clause) return undefined;
  if (
    /\b(?:response|results?|returned|returns|output|header|request|payload|call|fields?)\b/i.test(
      clause,
    )
  )
    return undefined;
  return clause;
}

/**
 * An enum whose values answer a yes/no question (AWS Cost Explorer's anomaly `Feedback`:
 * YES | NO | PLANNED_ACTIVITY): a record's answer, not its sort. "a YES one", "an NO one" told
 * anomalies apart by it (fresh69 readers B).
 */
export function answersYesNo(values: readonly unknown[]): boolean {
  const words = values.map((v) => String(v).toLowerCase());
  return words.includes("yes") && words.includes("no");
}
