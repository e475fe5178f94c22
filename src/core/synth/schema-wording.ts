import { isPagingLabel } from "../domain/field-roles.js";
import {
  agentNoun,
  escapeRegExp,
  isPlural,
  pastParticiple,
  splitWords,
  thirdPersonVerb,
} from "../domain/words.js";
import type { ProseSegment } from "./label-wording.js";
import { codeWord } from "./request-wording.js";
import { isCamelCode } from "./text.js";

/**
 * What a request knows of its task for the schema-wording rules: the values the user states
 * (`key` is the fact's path, its last part the parameter) and the names of the tools it may call.
 */
export interface WordingContext {
  facts?: readonly { key: string; value: unknown }[];
  tools?: readonly string[];
  /** The doc's prose, description by description (`docProse`). */
  prose?: readonly ProseSegment[];
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

/**
 * Suffixes a schema adds to a record's noun for one view of it (`ApplicationSummary`,
 * `UserDetails`, `AccountInfo`): the view, not a thing a person keeps and names.
 */
export const VIEW_SUFFIX = /^(?:summary|summaries|details|info|infos|overview|overviews)$/;

/**
 * A record named by its list schema's noun (fresh61 readers, F on about 12 of 30): "start the
 * application summary called Field Service" — a person names the application.
 */
export function viewNounNamed(text: string): string | undefined {
  return /\b(?:the|my|a|an) (?:[a-z]+ ){1,3}(?:summary|summaries|details|info|overview) (?:called|named|titled)\b/i.exec(
    text,
  )?.[0];
}

/**
 * A ranked record's filter read out in brackets: "my oldest assessment framework share request
 * (sent)" (fresh61 readers, F) — a person says "my oldest sent share request".
 */
export function rankedNote(text: string): string | undefined {
  return /\b(?:latest|oldest|newest) (?:[a-z]+ ){0,4}[a-z]+ \([a-z]+\)/.exec(text)?.[0];
}

/** Words that end a noun phrase: what follows is another phrase ("the tag for the tag list"). */
const PHRASE_END =
  /^(?:for|of|on|in|with|to|and|or|from|by|at|as|called|named|titled|that|which|who|is|are|was|were|into|onto|under|over|about|than|please|now|already|too)$/;

/**
 * One noun phrase that says a word twice, a kind's code before the thing it is a kind of: "add a
 * new flink dashboard url application presigned url" (fresh61 readers, F). Names are left alone.
 */
export function wordTwiceInNoun(text: string): string | undefined {
  for (const m of text.matchAll(/\b(?:a|an|the|my) (?:new )?((?:[a-z]+ ){2,7}[a-z]+)/g)) {
    const words: string[] = [];
    for (const w of (m[1] ?? "").split(" ")) {
      if (PHRASE_END.test(w)) break;
      if (w.length >= 3 && words.includes(w) && words[words.length - 1] !== w)
        return `the word "${w}" twice in one noun ("${m[0]}")`;
      words.push(w);
    }
  }
  return undefined;
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
    // "the channel c4", "the collection 1679925-39fe…": a code after the noun of what it names is
    // how people give a reference (an unknowable id is another check's business); after a
    // clipped code word ("the dict dic_2677") it is a slot (fresh13 readers marked none of the first).
    // A made-up code in a slot ("for the data field DF-4112") a reader still marks.
    const madeUp = /^[A-Z]{2,4}-\d{3,}$/.test(f.value);
    if (/\d/.test(f.value) && !madeUp && !codeWord(`the ${label}`)) continue;
    // "of the chain eth" is the same slot as "for the chain eth".
    const after = new RegExp(`\\b(?:for|of) (?:the|a|an|my) ${l} ${v}(?=$|[\\s,.;!?)])`, "i").exec(
      text,
    );
    if (after) return after[0];
  }
  return undefined;
}

/** Doc words and roles that say a field names a party (who), not a sort key ("sorted by"). */
const PARTY =
  /\b(?:users?|person|people|who|whom|email|e-mail|owners?|authors?|customers?|members?|employees?|staff|agents?|accounts?|persons?|person-name|reference|contributors?|moderators?|admins?|administrators?)\b/i;

/** Participles that arrange results by a key ("sorted by"): the key is no party. */
const ARRANGED =
  /^(?:sorted|ordered|grouped|filtered|keyed|indexed|partitioned|separated|delimited|ranked)$/;

/** A field whose doc or role says it holds a date or time. */
function dateish(doc: FieldDoc): boolean {
  return doc.role === "date" || doc.role === "datetime" || /^date/.test(doc.format ?? "");
}

/** Field names that hold a state or a sort: their values are codes, never names. */
const STATE_FIELD = /(?:status|state|type|kind|category|stage|sort|phase)$/i;

/**
 * A state or sort code said as the program writes it (fresh13 readers' F): "the InProgress fact
 * finder", "the ClientSubmitted fact finder". A person says its words ("the fact finder that's in
 * progress"). Only a fact of a state or sort field counts: "my PayPal account" names a brand.
 */
export function stateCodeSaid(
  text: string,
  facts: WordingContext["facts"] = [],
): string | undefined {
  for (const f of facts) {
    const leaf = f.key.split(".").pop() ?? "";
    if (!STATE_FIELD.test(leaf) || !isCamelCode(f.value)) continue;
    const hit = new RegExp(`\\b${escapeRegExp(f.value)}\\b`).exec(text);
    if (hit) return `a state code said as written ("${hit[0]}")`;
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
    viewNounNamed(text) ??
    wordTwiceInNoun(text) ??
    rankedNote(text) ??
    namespaceAsVerb(text, ctx.tools) ??
    valueInSlot(text, ctx.facts) ??
    stateCodeSaid(text, ctx.facts) ??
    labelAsNoun(text, paramWords) ??
    CODE_IN_PARENS.exec(text)?.[0] ??
    PLACE_AS_ADDRESS.exec(text)?.[0]
  );
}

/** What the doc says of a field, for its spoken label. */
export interface FieldDoc {
  description?: string;
  /** JSON Schema `format` (`year`, `date-time`, `uri`). */
  format?: string;
  /** JSON Schema `contentMediaType` of a string (`application/pdf`). */
  media?: string;
  /** The field role (`datetime`, `date`, `id`, `plumbing`). */
  role?: string;
  /** The values the doc lists for the field (`enum`): it holds a sort or a state, never a name. */
  enum?: unknown[];
}

/** Prepositions a field may be named by: `since` is a start, `until` an end. */
const START_WORD = /^(?:since|from|after|starts|begins|opens)$/;
const END_WORD = /^(?:until|till|to|before|ends|closes|expires)$/;
/** Of those, the ones that are only ever about time (a converter's `from` is a unit). */
const TIME_ONLY = /^(?:since|until|till)$/;
const FUNCTION_WORD = /^(?:by|of|in|on|at|with|for|per|via|as)$/;

/** Participles that take no object: "it occurred on …", never "it was occurred". */
export const INTRANSITIVE =
  /^(?:occurred|happened|arrived|departed|started|ended|began|begun|finished|expired|joined|left|landed|lapsed|ran|went|came|rose|fell|stopped|paused|resumed)$/;

/** The noun of a bookkeeping event: `created_at` is the "creation time". */
const EVENT: Record<string, string> = {
  created: "creation",
  updated: "last update",
  modified: "last change",
  published: "publication",
  deleted: "deletion",
  submitted: "submission",
  completed: "completion",
  delivered: "delivery",
  registered: "registration",
  started: "start",
  ended: "end",
  finished: "finish",
};

/**
 * Verbs whose bare stem before "time"/"date" is a field's name, never a noun people say: `send_time`
 * ("the send time of the email" — a person asks when it was sent), `create_date`, `allocate_time`.
 * "start time", "end time", "arrival time" and "run time" are nouns and stay.
 */
const EVENT_STEM =
  /^(?:send|resend|create|update|modify|delete|publish|submit|complete|deliver|expire|receive|process|allocate|earn|fulfil|fulfill|activate|deactivate|invite|enroll|enrol|archive|cancel|approve|reject|register|accept|decline|assign|edit|remove|verify|confirm|revoke|refund|dispatch|succeed)$/;

/**
 * The participle a time field's label says happened, when the label is a field's name read out:
 * "send time" → "sent", "time it was allocated" → "allocated", "create date" → "created".
 * Undefined for a label people say ("start time", "creation date", "due date").
 */
export function eventOfTimeLabel(label: string): string | undefined {
  const l = label.trim().toLowerCase();
  const said = /^(?:time|date) it was ([a-z]+)$/.exec(l)?.[1];
  if (said) return said;
  const m = /^(?:(last|first) )?([a-z]+) (?:time|date|timestamp|datetime)$/.exec(l);
  const stem = m?.[2];
  if (!stem) return undefined;
  if (!m?.[1] && EVENT_STEM.test(stem)) return pastParticiple(stem);
  // "created date", "last modified date": `createdDate` read out — a person asks when it was
  // created (fresh69 readers, F on 5 of 30). "last update time" is a noun people say and stays.
  const verb = eventVerbOf(stem);
  return verb ? (m?.[1] ? `${m[1]} ${stem}` : stem) : undefined;
}

/** The event verb a participle is of: "created" → create, "sent" → send; undefined for others. */
function eventVerbOf(participle: string): string | undefined {
  const tries = [
    participle.replace(/ed$/, ""),
    participle.replace(/d$/, ""),
    participle.replace(/ied$/, "y"),
    participle.replace(/([a-z])\1ed$/, "$1"),
    participle.replace(/t$/, "d"),
  ];
  return tries.find(
    (v) => v !== participle && EVENT_STEM.test(v) && pastParticiple(v) === participle,
  );
}

/** A verb after "start"/"begin" in a time field's name that is the event itself ("begin air date"). */
const NOUN_ENDING = /(?:ion|ment|ry|al|ance|ence|ing|ness|ity|date|time|day)$/;

/**
 * How a person asks when a time field's moment is, said after "when <the thing>": "created date"
 * → "was created", "begin air date" → "first airs", "start time" → "starts", "due date" → "is
 * due". Undefined for a time a person names by its noun ("arrival time", "birth date").
 */
export function whenItHappens(label: string): string | undefined {
  const l = label.trim().toLowerCase();
  if (/^(?:expir(?:e|y|ation)) (?:time|date|timestamp|datetime)$/.test(l)) return "expires";
  const event = eventOfTimeLabel(l);
  if (event) return INTRANSITIVE.test(event.split(" ").pop() ?? "") ? event : `was ${event}`;
  const noun = /^([a-z]+) (?:time|date|datetime)$/.exec(l)?.[1];
  const made = noun ? Object.entries(EVENT).find(([, n]) => n === noun)?.[0] : undefined;
  if (made && !INTRANSITIVE.test(made)) return `was ${made}`;
  const first = /^(?:begin|start|first) ([a-z]+) (?:time|date|datetime)$/.exec(l)?.[1];
  if (first && !NOUN_ENDING.test(first)) return `first ${thirdPersonVerb(first)}`;
  if (/^(?:start|begin) (?:time|date|datetime)$/.test(l)) return "starts";
  if (/^(?:end|finish) (?:time|date|datetime)$/.test(l)) return "ends";
  if (/^due (?:time|date|datetime)$/.test(l)) return "is due";
  return undefined;
}

/** Words a label writes in capitals: "CD drive URI", "ISRC". */
const ACRONYM =
  /^(?:eta|etd|sku|iata|vin|pin|uri|url|urls|isrc|iswc|upc|ean|isbn|sms|mms|cd|dvd|dj|ip|api|vat|iban|bic|gps|pdf|tin|ein|ssn|duns|naics)$/;

/**
 * The label a person says for a field, from its name, its doc and its role — or none, when no
 * person would name it at all. The one rule behind a field becoming the user's word (fresh12
 * readers' F and B): paging fields have no label ("the total items"); a field named by a
 * preposition is what it marks ("since" → "start year" when the doc says a year); a participle
 * with "at"/"on" is when that happened ("marked at" → "time it was marked"); an acronym is written
 * as one ("cd drive uri" → "CD drive URI"). Ids, plumbing and system fields have none.
 */
export function spokenFieldLabel(name: string, doc: FieldDoc = {}): string | undefined {
  if (doc.role && ["id", "plumbing", "system"].includes(doc.role)) return undefined;
  const words = splitWords(name)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 0);
  if (words.length > 1 && words[words.length - 1] === "id") words.pop();
  else if (words.length > 1 && words[0] === "id") words.shift();
  const joined = words.join(" ");
  if (!joined) return undefined;
  const description = doc.description ?? "";
  if (isPagingLabel(joined, description)) return undefined;
  // A record's `timestamp` is when it last changed: "the last update time of the newsletter",
  // never its type's name (fresh57 readers, F: "What's the timestamp of the newsletter").
  if (/^(?:time ?stamp|last timestamp)$/.test(joined)) return "last update time";
  const grammar = namedByGrammar(words, doc);
  if (grammar === null) return undefined;
  return grammar ?? withAcronyms(words.join(" "));
}

/** A label with its acronyms in capitals: "cd drive uri" → "CD drive URI". */
export function withAcronyms(label: string): string {
  return label
    .split(" ")
    .map((w) => (ACRONYM.test(w) ? w.toUpperCase() : w))
    .join(" ");
}

/**
 * The label of a field whose name is a preposition or a participle ("since", "marked at"), said
 * as what it marks ("start year", "time it was marked"); undefined for any other name.
 */
export function grammarLabel(name: string, doc: FieldDoc = {}): string | undefined {
  const words = splitWords(name)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 0);
  return namedByGrammar(words, doc) ?? undefined;
}

function namedByGrammar(words: string[], doc: FieldDoc): string | null | undefined {
  const joined = words.join(" ");
  const description = doc.description ?? "";
  const yearly = doc.format === "year" || /\bwhat year\b|\byear\b/i.test(description);
  const timed = doc.role === "datetime" || doc.format === "date-time";
  const what = yearly ? "year" : timed ? "time" : "date";
  const temporal =
    TIME_ONLY.test(joined) ||
    yearly ||
    timed ||
    doc.role === "date" ||
    /^date/.test(doc.format ?? "") ||
    /\b(?:date|time)\b/i.test(description);
  if (words.length === 1 && temporal && START_WORD.test(joined)) return `start ${what}`;
  if (words.length === 1 && temporal && joined === "expires") return `expiry ${what}`;
  if (words.length === 1 && temporal && END_WORD.test(joined)) return `end ${what}`;
  // `ownedBy`, `created_by`, `assignedBy`: the party, said as who it is ("owner", "creator"),
  // never a participle read out ("What owned by would you like?", fresh14 readers' F).
  const by = /^(?:[a-z]+ )?([a-z]+) by$/.exec(joined);
  const party =
    PARTY.test(`${description} ${doc.role ?? ""}`) ||
    (!description && !ARRANGED.test(by?.[1] ?? ""));
  if (by?.[1] && !dateish(doc) && party && !ED_NOUN.test(by[1])) {
    const agent = agentNoun(by[1]);
    if (agent) return agent;
  }
  if (words.length === 1 && FUNCTION_WORD.test(joined)) return null;
  // `sell: 5`, `buy: 200` (Nookipedia's "Sell price"): the trade names the price it is done at —
  // "the sell is 5" reads as a field name (fresh44 dev, F).
  if (
    words.length === 1 &&
    /^(?:sell|buy|resell)$/.test(joined) &&
    !doc.enum &&
    doc.role !== "status"
  )
    return `${joined}ing price`;
  // `marked_at`, `votedAt`, `occurred_on`: when the thing the participle says was done ("created
  // date" is already how people say it).
  // A bare participle holding a date (`created`) is the same: "with a creation time of Oct 26",
  // never "with a created of Oct 26" (fresh7 readers' F).
  const dated = doc.role === "date" || doc.role === "datetime";
  const when =
    /^([a-z]+ed|begun|run|done|made|sent|set|taken|seen) (at|on|timestamp)$/.exec(joined) ??
    (dated && words.length === 1 ? /^([a-z]{3,}ed)()$/.exec(joined) : null);
  if (when?.[1]) {
    const noun = doc.role === "date" || when[2] === "on" ? "date" : "time";
    const event = EVENT[when[1]];
    if (event) return `${event} ${noun}`;
    return INTRANSITIVE.test(when[1]) ? `${noun} it ${when[1]}` : `${noun} it was ${when[1]}`;
  }
  return undefined;
}
