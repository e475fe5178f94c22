import { escapeRegExp, isPlural, splitWords } from "../domain/words.js";

/**
 * What a request knows of its task for the schema-wording rules: the values the user states
 * (`key` is the fact's path, its last part the parameter) and the names of the tools it may call.
 */
export interface WordingContext {
  facts?: readonly { key: string; value: unknown }[];
  tools?: readonly string[];
}

/**
 * Keys that wrap a response rather than name a thing: `{"response": […]}`, `{"data": {…}}`. A
 * person never names a record by its envelope ("remove the response called Dracula").
 */
const ENVELOPE = "(?:responses?|results?|payloads?|data|body|envelope|wrapper|content)";
/** "the response called X", "on the response named X", "for the response "X"". */
const ENVELOPE_NAMED = new RegExp(
  `\\b(?:the|a|an|my) ${ENVELOPE} (?:called|named|titled) \\S|\\bfor the ${ENVELOPE} "`,
  "i",
);

/** An envelope key named as if it were the record: "the response called Dracula". */
export function envelopeNoun(text: string): string | undefined {
  return ENVELOPE_NAMED.exec(text)?.[0];
}

/** Words before and after the `_` of a namespaced operation id (`StopPoint_MetaStopTypes`). */
function namespaced(tool: string): { area: string[]; action: string[] } | undefined {
  const m = /^([A-Z][A-Za-z0-9]*)_([A-Za-z][A-Za-z0-9]*)$/.exec(tool);
  if (!m) return undefined;
  const area = splitWords(m[1] ?? "").map((w) => w.toLowerCase());
  const action = splitWords(m[2] ?? "").map((w) => w.toLowerCase());
  return area.length > 0 && action.length > 0 ? { area, action } : undefined;
}

/**
 * An operation id's namespace read as the request's verb: `Place_MetaCategories` → "place the
 * meta categories", `StopPoint_MetaStopTypes` → "stop the point meta stop types". The part before
 * `_` names the resource; said with a determiner after its first word it becomes a command no
 * person gives. "list the place categories" (the namespace as a noun) is not this.
 */
export function namespaceAsVerb(text: string, tools: readonly string[] = []): string | undefined {
  for (const tool of tools) {
    const n = namespaced(tool);
    if (!n) continue;
    const [verb, ...rest] = n.area;
    const next = [...rest, ...n.action.slice(0, 2)].map(escapeRegExp).join(" ");
    const re = new RegExp(
      `\\b${escapeRegExp(verb ?? "")} (?:the|my|a|an|some|all) ${next}\\b`,
      "i",
    );
    const hit = re.exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/** Nouns whose number a person holds, so "the order ORD-7743" is how people say it. */
const HELD =
  /^(?:order|invoice|booking|reservation|ticket|tracking|receipt|policy|account|flight|case|claim|member|customer|coupon|voucher|room|table|seat|page|phone|sku|isbn|vin|passport|employee)$/;

/** A fact's parameter as the words a form labels it with: `s1.age.unit` → "unit". */
function factLabel(key: string): string {
  const parts = key.split(".").filter((p) => !/^(?:s\d+|select|name|title)$/.test(p));
  const last = parts[parts.length - 1] ?? "";
  return splitWords(last)
    .map((w) => w.toLowerCase())
    .join(" ");
}

/**
 * A value said in its field's slot instead of a phrase that fits it (fresh11 readers' F): the
 * value before its field's name ("for the wraynor username", "for the m unit", "for the URL
 * output") or a bare value after it ("for the dict DIC-2677", "for the external service type
 * active"). "for the word "gather"" (a quoted name) and "for the order ORD-7743" (a number a
 * person holds) are how people say it.
 */
export function valueInSlot(text: string, facts: WordingContext["facts"] = []): string | undefined {
  for (const f of facts) {
    if (typeof f.value !== "string" || !f.value.trim()) continue;
    const label = factLabel(f.key);
    if (!label || label === f.value.toLowerCase()) continue;
    const v = escapeRegExp(f.value);
    const l = escapeRegExp(label).replace(/ /g, "[ _]");
    const before = new RegExp(`\\bfor (?:the|a|an|my) ${v} ${l}\\b`, "i").exec(text);
    if (before) return before[0];
    if (HELD.test(label.split(" ").pop() ?? "")) continue;
    const after = new RegExp(`\\bfor (?:the|a|an|my) ${l} ${v}(?=$|[\\s,.;!?)])`, "i").exec(text);
    if (after) return after[0];
  }
  return undefined;
}

/** Words ending in -ed that are nouns, not participles ("a speed of 5"). */
const ED_NOUN = /^(?:need|speed|seed|feed|bed|red|shed|breed|weed|reed|deed|bleed|greed|steed)$/;

/**
 * A field label used as a noun with a value, where its grammar shows it is no noun: a plural after
 * "a" ("an occupied slots of 81") or a participle ("a last expired of Dec 14"). "with a rating of
 * 5", "a speed of 40" and "a pack of 6" are how people talk.
 */
export function labelAsNoun(text: string, paramWords: readonly string[] = []): string | undefined {
  const lower = text.toLowerCase();
  for (const label of paramWords) {
    // Cheap test first: pluralize's rules are slow, and most labels are not in the text at all.
    if (!label || !lower.includes(`${label} of`) || /[^a-z ]/.test(label)) continue;
    const last = label.split(" ").pop() ?? "";
    const plural = isPlural(last);
    const participle = /[a-z]{3,}ed$/.test(last) && !ED_NOUN.test(last);
    if (!plural && !participle) continue;
    const hit = new RegExp(`\\ban? ${escapeRegExp(label)} of\\b`, "i").exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/** A made-up code put after a name as a form's disambiguator: "Secondary lab test (VAL-3749)". */
const CODE_IN_PARENS = /\((?:[A-Z]{2,4}-\d{3,}|[a-z]{2,4}_\d{3,})\)/;

/** "my address is United States": an address that is only a place, no street or number. */
const PLACE_AS_ADDRESS =
  /\bmy (?:home |billing |shipping |postal )?address is (?![^.?!]*\d)[^.?!]+/i;

/**
 * Schema words in a request that the fresh11 blind readers marked F, each a general cause: an
 * envelope key named as the record, an operation id's namespace as the verb, a value in its
 * field's slot, a field label that is no noun, a code in parentheses, a place given as an
 * address. Measured (the run's form-wording figure), not a refinement gate.
 */
export function schemaWording(
  text: string,
  paramWords: readonly string[] = [],
  ctx: WordingContext = {},
): string | undefined {
  return (
    envelopeNoun(text) ??
    namespaceAsVerb(text, ctx.tools) ??
    valueInSlot(text, ctx.facts) ??
    labelAsNoun(text, paramWords) ??
    CODE_IN_PARENS.exec(text)?.[0] ??
    PLACE_AS_ADDRESS.exec(text)?.[0]
  );
}
