import { isPagingLabel } from "../domain/field-roles.js";
import { CATCH_ALL_QUALIFIERS } from "../domain/lexicon/index.js";
import {
  escapeRegExp,
  isPastForm,
  isPlural,
  looseKey,
  plural,
  singular,
  splitWords,
} from "../domain/words.js";
import { codeWord } from "./request-wording.js";
import { eventOfTimeLabel, type WordingContext, whenItHappens } from "./schema-wording.js";
import { currencySign } from "./text.js";

/**
 * Words that are no name of a thing: a label made of one of them ("the since", "the until") is a
 * schema field read out, never what a person asks for. Closed-class English words, not API words.
 */
const FUNCTION_WORD =
  /^(?:since|until|till|before|after|ago|during|while|whether|when|where|which|per|via|each|every|both|either|neither|also|only|just|then|than|not|none|any|all)$/;

/** A label that ends in a preposition: a participle with its particle ("the marked at", "the voted on"). */
const ENDS_IN_PARTICLE =
  / (?:at|on|by|from|to|of|for|in|with|into|upon|since|until|till|ago|before|after)$/;

/**
 * A label that opens with a conjunction: "the genes and so date of the data metric" (fresh58
 * readers, F) — a field made from the doc's "genes and so on", no noun of anything.
 */
const OPENS_WITH_CONJUNCTION = /^(?:so|and|or|but|if|nor|yet|etc) /;

/** Whether a field label is no word a person says for the thing (see the rules above). */
export function unspokenLabel(label: string): boolean {
  const l = label.trim().toLowerCase();
  return (
    FUNCTION_WORD.test(l) ||
    ENDS_IN_PARTICLE.test(l) ||
    OPENS_WITH_CONJUNCTION.test(l) ||
    isPagingLabel(l) ||
    // One verb's past form is a state or an event, no thing: "the took of the geocode", "the
    // registered of the account" (fresh55, F).
    (/^[a-z]+$/.test(l) && isPastForm(l))
  );
}

/** Field labels a request names: "the A, B and C of the …", "update the A to …", "the A of …". */
function labelsAsked(text: string): { labels: string[]; phrase: string }[] {
  const out: { labels: string[]; phrase: string }[] = [];
  const list =
    /\bthe ((?:[a-z]+ ){0,3}[a-z]+(?:, (?:[a-z]+ ){0,3}[a-z]+)*(?:,? and (?:[a-z]+ ){0,3}[a-z]+)?) (?:of|for|on) (?:the|my|this|that|a|an|it)\b/g;
  for (const m of text.matchAll(list))
    out.push({ labels: (m[1] ?? "").split(/,? and |, /), phrase: m[0] });
  const set = /\b(?:update|change|set|make) the ((?:[a-z]+ ){0,3}[a-z]+?) to\b/g;
  for (const m of text.matchAll(set)) out.push({ labels: [m[1] ?? ""], phrase: m[0] });
  return out;
}

/**
 * A field asked for or changed under a label no person says: "the since, email and image of the
 * persona", "the total items of the account locations data", "update the marked at to Jan 8".
 */
export function unspokenLabelAsked(text: string): string | undefined {
  for (const { labels, phrase } of labelsAsked(text))
    if (labels.some((l) => unspokenLabel(l))) return phrase;
  return undefined;
}

/** Parameters that size a page of results: the server's plumbing, never a goal's fact. */
const PAGE_PARAM =
  /^(?:items|limit|per_?page|page_?size|pageSize|perPage|count|max_?results|maxResults|top|take|size|rows|num_?results)$/;

/**
 * A page size said as a fact of the request: "list the member activities with 100 items" where
 * `items` is the page size the user was given, or a sentence "With 10 items." on its own — how
 * many a server returns per page is plumbing, not something wanted. "an order with 3 items" (a
 * basket's contents, no paging parameter) and "my 10 latest orders" pass.
 */
function pageSizeSaid(text: string, ctx: WordingContext): string | undefined {
  const alone = /(?:^|[.!?] )(With \d+ (?:items|results|records|entries|rows)\.)/.exec(text);
  if (alone) return alone[1];
  for (const f of ctx.facts ?? []) {
    const param = (f.key.split(".").pop() ?? "").replace(/\[\d+\]$/, "");
    const v = String(f.value);
    if (!PAGE_PARAM.test(param) || !/^\d+$/.test(v)) continue;
    const hit = new RegExp(`\\bwith ${v} [a-z]+|\\b${v} (?:[a-z]+ )?per page\\b`, "i").exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/**
 * A record identified through another endpoint's name for it: "the same episode as the user vote
 * episode voted on Dec 22", "the same show as the user vote show" — the noun said twice around a
 * path's words. "the same room as last time" names no second record and passes.
 */
const SAME_AS_ENDPOINT = /\bthe same ([a-z]+) as the (?:[a-z]+ ){1,3}?\1\b/i;

/**
 * An API doc's voice addressing its caller, put in the user's mouth: "the messages matching your
 * search criteria", "the episodes matching the given criterion".
 */
export const DOC_VOICE =
  /\b(?:your|the given|the specified|the provided|the supplied|the requested) (?:search |filter )?criteri(?:a|on)\b|\bmatching the (?:given|specified|provided|supplied) \w+/i;

/**
 * A field's value said with an article and no noun, as a form's select prints it: "mark the
 * episodes it's an internal", "It's a fork:created." — an adjective or a code token standing for
 * a thing. `ctx.facts` holds the values the user states; only those are judged.
 */
function bareValue(text: string, ctx: WordingContext): string | undefined {
  for (const f of ctx.facts ?? []) {
    const v = typeof f.value === "string" ? f.value : undefined;
    if (!v || !(/[:_]/.test(v) || /^[a-z]+(?:al|ic|ive|ous|ary|able|ible)$/.test(v))) continue;
    const esc = v.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const hit = new RegExp(`\\bit's an? ${esc}(?=[.,!?]|$)`, "i").exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/**
 * A noun and the adjective made from its own stem side by side: "the availabilities for the
 * available availability" — an endpoint's filter read onto its noun.
 */
function stemEcho(text: string): string | undefined {
  for (const m of text.toLowerCase().matchAll(/\b([a-z]{6,}) ([a-z]{6,})\b/g)) {
    const [a, b] = [m[1] ?? "", m[2] ?? ""];
    if (a !== b && a.slice(0, 6) === b.slice(0, 6) && !b.startsWith(a) && !a.startsWith(b))
      return m[0];
  }
  return undefined;
}

/**
 * One thing given two values in one breath: "my username is kkshlerin and my username is hlittle",
 * "Add a new sandbox called "kdrbq". It's called "s"". Two records each with its own name ("a user
 * named Anna and a user named Bob") are two things and pass.
 */
function saidTwice(text: string): string | undefined {
  const mine = new Map<string, string>();
  for (const m of text.matchAll(
    /\bmy ([a-z]+(?: [a-z]+)?)(?: is|'s) "?([^".,;!?]+?)"?(?=[.,;!?]| and |$)/gi,
  )) {
    const key = (m[1] ?? "").toLowerCase();
    const value = (m[2] ?? "").trim();
    const before = mine.get(key);
    if (before !== undefined && before !== value) return m[0];
    mine.set(key, value);
  }
  const named = /\b(?:called|named) "([^"]+)"[\s\S]*?\bit's (?:called|named) "([^"]+)"/i.exec(text);
  if (named && named[1] !== named[2]) return named[0];
  return undefined;
}

/**
 * A time window no goal needs, added to a request about one named record or a change to it:
 * "what's the duration, since and start of the show named Ghostbusters? Anything up to Dec 27 is
 * fine." A list with a window ("list the spins up to Jan 5") is a goal's own filter and passes.
 */
function needlessWindow(text: string): string | undefined {
  const hit =
    /\bAnything (?:up to|from|before|after|since) [^.!?]+? (?:is fine|works for me)\b/i.exec(text);
  if (!hit) return undefined;
  const named = /\b(?:named|called)\b|\b(?:remove|delete|update|change)\b/i.test(text);
  return named ? hit[0] : undefined;
}

/**
 * A status filter put after its noun as a schema orders it: "What's the status of the messages
 * scheduled?" — a person says "my scheduled messages".
 */
const POSTPOSED_STATE =
  /\bthe [a-z]+s (?:scheduled|failed|processed|pending|archived|deleted|completed|cancelled|canceled|published|expired|delivered)(?=[?.!]|$)/i;

/**
 * How a field becomes the user's words, as the fresh12 blind readers judged it (F): a label no
 * person says, a page size as a fact, a record identified by another endpoint's name, an API
 * doc's voice, a value with no noun, a noun echoed by its own adjective, one input said twice,
 * a time window no goal needs, a status put after its noun.
 * Measured (the run's form-wording figure), never a refinement gate.
 */
export function labelWording(text: string, ctx: WordingContext = {}): string | undefined {
  return (
    unspokenLabelAsked(text) ??
    pageSizeSaid(text, ctx) ??
    SAME_AS_ENDPOINT.exec(text)?.[0] ??
    DOC_VOICE.exec(text)?.[0] ??
    bareValue(text, ctx) ??
    stemEcho(text) ??
    saidTwice(text) ??
    needlessWindow(text) ??
    POSTPOSED_STATE.exec(text)?.[0]
  );
}

/** Units a schema glues to a field's name (`maxDistanceInKm`, `lengthSeconds`). */
const UNIT =
  "(?:km|kms|kilomet(?:er|re)s|miles|met(?:er|re)s|seconds|secs|ms|millis|milliseconds|minutes|mins|hours|days|bytes|kb|mb|gb|percent)";
/** Words that count or place a span of time, so "the next few minutes" stays English. */
const SPAN_WORD = "(?:few|several|last|next|first|many|some|couple|extra|more|the|of|in|per)";
/** A label carrying its unit: "a max distance in km of 10", "the length seconds and rating score". */
const UNIT_IN_LABEL = new RegExp(
  `\\b[a-z]+ in ${UNIT} (?:of|is|to)\\b|\\b(?:the|a|an|and) (?!${SPAN_WORD}\\b)[a-z]+ ${UNIT}(?= of\\b| and\\b| is\\b| are\\b|,| to\\b)`,
  "i",
);

/** Determiners and possessives: "the PV for my song" has one, "the PV for song" (a schema's `PVForSong`) none. */
const DETERMINER =
  "(?:the|a|an|my|your|our|his|her|their|this|that|these|those|each|every|all|some|me|us|you|it|them)";
/** A schema name `XForY` read out: "the PV for song called Purple Rain". */
export const BARE_FOR = new RegExp(
  `\\b(?:the|a|an) [A-Za-z]+ for (?!${DETERMINER}\\b)[a-z]+(?= called\\b| named\\b|[.,?!]|$)`,
);

/**
 * Adjectives an API puts in a path (`/selected`, `/multiple`, `/simple-search`, `/nearest`) that a
 * request then uses as the thing wanted: "list the multiples", "the proxy of the selected". Closed-class
 * English words (qualifiers and a few degree adjectives), not any API's field names.
 */
const ADJECTIVE_HEAD = new RegExp(
  `\\b(?:the|my|all) (?:${[...CATCH_ALL_QUALIFIERS].map((q) => q.toLowerCase()).join("|")}|multiple|simple|single|selected|nearest|closest|latest|related|similar|random|popular|recent|trending|featured)s?(?=[,.?!]|$| with\\b| for\\b| from\\b| of\\b| and\\b| up to\\b)`,
  "i",
);

/** An adjective from a path used as the thing wanted: "list the multiples", "of the selected". */
export function adjectiveAsThing(text: string): string | undefined {
  return ADJECTIVE_HEAD.exec(text)?.[0];
}

/**
 * A name's field label read out, the name repeating it: "It's for the setting name "Local
 * setting"" — a form's row. Placeholder names themselves ("the offering named Basic offering")
 * are nonsense data, which fresh19 readers did not mark as wording.
 */
export function nameRepeatsNoun(text: string): string | undefined {
  const label = /\bthe ([a-z]+) name "?([A-Z][a-z]+) ([a-z]+)s?\b/.exec(text);
  if (label && label[1] === label[3]) return label[0];
  return undefined;
}

/**
 * "list the airports for the nearest airport …": the thing wanted is the thing it is asked for. A
 * container of them is another thing: "find the targets for the target group" (VPC Lattice, fresh73).
 */
export const SAME_NOUN_FOR =
  /\b(?:list|find|show|get)(?: me)? the ([a-z]+?)s for the (?:[a-z]+ ){0,2}\1\b(?! (?:group|set|list|pool|collection|folder|bundle|batch)s?\b)/i;

/** A filter bound put on one record: "the path of the changeset up to Dec 19" — a list's filter. */
const RANGE_ON_ONE =
  /\bthe [a-z]+ of the [a-z]*[^s\W] (?:up to|since|until|before|after|from) (?:[A-Z][a-z]{2} \d|\d)/;

/** A field changed "on it" like a form's row: "update the report type to Inappropriate on it". */
const FIELD_ON_RECORD =
  /\b(?:update|change|set) the ((?:[a-z]+ ){0,2}[a-z]+) to [^.?!]{1,40}? on (?:it|this|that)\b/i;

/** Schema nouns a value is put before as a form's select prints it ("a sent trigger scope"). */
const SLOT_NOUN =
  /(?:scope|type|mode|kind|level|status|state|category|format|flag|setting|option)$/;

/**
 * A value put before a multi-word field label: "a webhook with a sent trigger scope" — a person
 * says what it does ("a webhook that fires when a message is sent").
 */
function valueBeforeLabel(text: string, paramWords: readonly string[]): string | undefined {
  const lower = text.toLowerCase();
  for (const words of paramWords) {
    if (!words.includes(" ") || /[^a-z ]/.test(words) || !SLOT_NOUN.test(words)) continue;
    if (!lower.includes(words)) continue;
    const hit = new RegExp(`\\bwith an? [a-z]+ ${escapeRegExp(words)}\\b`, "i").exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/**
 * A single-word parameter with a bare number after it, chained onto a request: "the product
 * called Trail Runner 2 of them and size 39" — a form's fields, where a person says "in size 39".
 */
function bareNumberAfterLabel(text: string, paramWords: readonly string[]): string | undefined {
  // The pattern holds `words` itself: a text without them needs no regular expression made.
  const lower = text.toLowerCase();
  for (const words of paramWords) {
    if (!/^[a-z]{3,}$/.test(words) || !lower.includes(words)) continue;
    const hit = new RegExp(`\\b(?:and|,) ${words} \\d+(?=[.,?!]|$| and\\b)`, "i").exec(text);
    if (hit) return hit[0];
  }
  return undefined;
}

/**
 * What the fresh20 blind readers marked F that the other rules missed, each a general cause: a
 * label with its unit glued on, a schema name `XForY`, a path adjective as the thing wanted, a
 * name's label read out, a record asked for "for" itself, a range filter on one record, a field changed "on it", a
 * value before its field's label, a number after a parameter's name. Measured, not a gate.
 */
export function readerLabelWording(
  text: string,
  paramWords: readonly string[] = [],
): string | undefined {
  return (
    UNIT_IN_LABEL.exec(text)?.[0] ??
    BARE_FOR.exec(text)?.[0] ??
    adjectiveAsThing(text) ??
    nameRepeatsNoun(text) ??
    SAME_NOUN_FOR.exec(text)?.[0] ??
    RANGE_ON_ONE.exec(text)?.[0] ??
    FIELD_ON_RECORD.exec(text)?.[0] ??
    valueBeforeLabel(text, paramWords) ??
    bareNumberAfterLabel(text, paramWords)
  );
}

/** One description of a doc: the key it describes (`looseKey`, "" for a tool) and its words. */
export interface ProseSegment {
  key: string;
  text: string;
}

/**
 * The doc's prose, description by description: every `description` and `summary` in the given
 * tools and schemas as lowercased words with code tokens (`nameAddition`, `stripe_country`,
 * `` `x` ``) left out, each with the key it describes — so a label counts as said in the doc only
 * when a sentence about something else says it ("Name addition (country specific use)" under
 * `nameAddition` is the label restated, not how anyone speaks of it).
 */
export function docProse(docs: readonly unknown[]): ProseSegment[] {
  const out: ProseSegment[] = [];
  const words = (v: string) =>
    ` ${v
      .replace(/`[^`]*`/g, " . ")
      .split(/\s+/)
      .map((w) => (/[a-z][A-Z]|_|\d[a-z]|[a-z]\d/.test(w) ? "." : w.toLowerCase()))
      .join(" ")
      .replace(/[^a-z0-9]+/g, " ")
      .replace(/ +/g, " ")
      .trim()} `;
  const walk = (o: unknown, key: string, depth: number): void => {
    if (depth > 10 || o === null || typeof o !== "object") return;
    if (Array.isArray(o)) {
      for (const x of o) walk(x, key, depth + 1);
      return;
    }
    for (const [k, v] of Object.entries(o)) {
      if ((k === "description" || k === "summary") && typeof v === "string")
        out.push({ key, text: words(v) });
      else if (k === "properties" && v !== null && typeof v === "object")
        for (const [name, field] of Object.entries(v)) walk(field, looseKey(name), depth + 1);
      else walk(v, key, depth + 1);
    }
  };
  for (const d of docs) walk(d, "", 0);
  return out;
}

/** How often the doc's sentences say a phrase, leaving out the description of the key `except`. */
function proseCount(prose: readonly ProseSegment[], phrase: string, except = ""): number {
  let counts = proseCounts.get(prose);
  if (!counts) {
    counts = new Map();
    proseCounts.set(prose, counts);
  }
  const key = `${except}\u0000${phrase}`;
  let n = counts.get(key);
  if (n === undefined) {
    n = countInProse(prose, phrase, except);
    counts.set(key, n);
  }
  return n;
}

/**
 * `proseCount`'s answers by prose (one per bundle, `proseOf`): the glued-word check asks for every
 * split of every long word of every task, and scanning a large doc's prose each time was the
 * workers' largest self time at paper scale.
 */
const proseCounts = new WeakMap<readonly ProseSegment[], Map<string, number>>();

function countInProse(prose: readonly ProseSegment[], phrase: string, except: string): number {
  let n = 0;
  for (const s of prose) {
    if (except && s.key === except) continue;
    for (let i = s.text.indexOf(` ${phrase} `); i >= 0; i = s.text.indexOf(` ${phrase} `, i + 1))
      n++;
  }
  return n;
}

/** Attribute nouns a label may end in after a word of the doc: "file name", "product type". */
const ATTRIBUTE_NOUN =
  /^(?:name|names|title|type|types|size|date|time|number|count|status|code|email|phone|price|amount|url|address|country|city|id|color|colour|language|description|version)$/;

/** A label said as the thing asked or changed: "the A of …", "the A and B of …", "what's the A?". */
function labelSaid(text: string, label: string): string | undefined {
  const l = escapeRegExp(label);
  return new RegExp(
    `\\b(?:the|and|,) ${l}(?= (?:of|for|on|and|is|are|to|has|have)\\b|,|\\?|$)`,
    "i",
  ).exec(text)?.[0];
}

/** Words of a doc's identifiers a glued word may split into (`getChargeStation` gives "charge", "station"). */
function identifierVocabulary(
  paramWords: readonly string[],
  ctx: WordingContext,
): (word: string) => boolean {
  const vocab = new Set<string>();
  for (const n of [...paramWords, ...(ctx.tools ?? [])])
    for (const w of splitWords(n)) if (w.length >= 3) vocab.add(w.toLowerCase());
  const prose = proseVocabulary(ctx.prose ?? []);
  return (w) => vocab.has(w) || prose.has(w);
}

/** The words of 3+ letters of a doc's prose, once per prose (a large doc's is tens of thousands). */
function proseVocabulary(prose: readonly ProseSegment[]): Set<string> {
  let words = proseWords.get(prose);
  if (!words) {
    words = new Set();
    for (const seg of prose) for (const w of seg.text.split(" ")) if (w.length >= 3) words.add(w);
    proseWords.set(prose, words);
  }
  return words;
}
const proseWords = new WeakMap<readonly ProseSegment[], Set<string>>();

/**
 * A label the doc's identifiers hold glued as code glues it, said as a word: "update the
 * chargestation to CHA-7506" (`chargestation`, `getChargeStation`), "add a new cancelreservation"
 * (tool `cancelreservation`): the word is an identifier, it splits into two of the doc's words
 * (a tool's verb before one), and the doc's sentences write it apart more often than whole
 * ("charge station" over "chargestation"). "the keyboard" passes unless the doc names a field so.
 */
function gluedIdentifier(
  text: string,
  paramWords: readonly string[],
  ctx: WordingContext,
): string | undefined {
  const isRaw = (n: string) => /^[a-z]{7,}$/.test(n);
  const fields = new Set(paramWords.filter(isRaw));
  const tools = new Set((ctx.tools ?? []).filter(isRaw));
  if (fields.size + tools.size === 0) return undefined;
  const vocab = identifierVocabulary(paramWords, ctx);
  const prose = ctx.prose ?? [];
  for (const m of text.replace(/"[^"]*"/g, " ").matchAll(/\b[a-z]{7,}\b/g)) {
    const w = m[0];
    const forms = [w, `${w}s`, singular(w)];
    const tool = forms.some((f) => tools.has(f));
    if (!tool && !forms.some((f) => fields.has(f))) continue;
    for (let i = 3; i <= w.length - 4; i++) {
      const head = w.slice(0, i);
      const tail = w.slice(i);
      const known = (x: string) => vocab(x) || vocab(singular(x));
      // The doc writes the two words apart more often than glued ("charge station"), or a tool's
      // name glues a verb onto a long noun of the doc ("cancel" + "reservation"); "playlist",
      // "username" and "screenshots" are words either way.
      const apart = proseCount(prose, `${head} ${tail}`) > proseCount(prose, w);
      const toolVerb = tool && head.length >= 5 && tail.length >= 6;
      if (!known(tail) || !((known(head) && apart) || toolVerb)) continue;
      return `an identifier's words glued together ("${w}")`;
    }
  }
  return undefined;
}

/**
 * A field asked for under a label made from its identifier that the doc's own sentences never
 * say (fresh21 readers, F): "the name addition of the dealer" (`nameAddition`), "the stripe
 * country and stripe reserve amount of the organization" (`stripe_country`), "the created at gte
 * and created at lte" (`created_at_gte`). A label the doc's prose says ("the postal code") passes;
 * with no prose known nothing is judged.
 */
function unsaidLabel(
  text: string,
  paramWords: readonly string[],
  ctx: WordingContext,
): string | undefined {
  const prose = ctx.prose;
  if (!prose || prose.length === 0) return undefined;
  // `labelSaid` finds only a label the text holds: the others need no prose count nor regex.
  const lower = text.toLowerCase();
  for (const label of paramWords) {
    if (!/^[a-z]+(?: [a-z]+)+$/.test(label) || !lower.includes(label)) continue;
    const words = label.split(" ");
    // "the ozone time and uv time of the protection" (fresh58 readers, F): beside its own `ozone`
    // field, `ozone_time` is when that reading was taken, no time of an ozone a person asks for.
    const stamp = /^(?:time|date)$/.test(words[1] ?? "") && paramWords.includes(words[0] ?? "");
    if (
      words.length === 2 &&
      !stamp &&
      ATTRIBUTE_NOUN.test(words[1] ?? "") &&
      proseCount(prose, words[0] ?? "") + proseCount(prose, plural(words[0] ?? "")) > 0
    )
      continue;
    const key = looseKey(label);
    if (proseCount(prose, label, key) + proseCount(prose, plural(label), key) > 0) continue;
    const said = labelSaid(text, label);
    if (said) return `a field's identifier read out as words the doc never says ("${label}")`;
  }
  return undefined;
}

/**
 * Whether a question naming a field by `label` ("what's the period start of …?", "the fixed pct")
 * reads as form wording by the rules the run's figure counts: a label the doc's prose never says,
 * or a code word. A read asks for such a field only when it has nothing else to ask for.
 */
export function unsayableFieldLabel(label: string, ctx: WordingContext): boolean {
  const question = `What's the ${label} of it?`;
  return (
    unspokenLabel(label) ||
    codeWord(question) !== undefined ||
    unsaidLabel(question, [label], ctx) !== undefined
  );
}

/** "for country iso CI-5117", "the created at gte": a code's abbreviation said as a word. */
const CODE_ABBREVIATION =
  /\b(?:[a-z]+ )?(?:iso|gte|lte|gt|lt|neq)\b(?! ?\d)(?= [A-Z0-9]|[ ,.?!]|$)/;
/** "the 1 8 0 and 1 8 1 of the metered reading": a label that is digits, spelled out one by one. */
const DIGIT_LABEL = /\b(?:the|and) \d(?: \d)+\b(?! ?(?:am|pm)\b)/i;
/** "the detailed video metadata", "the assets and metadata": an endpoint summary's object as the thing. */
const METADATA_THING = /\bthe (?:[a-z-]+ ){0,3}meta-?data\b(?! (?:of|for|on|about) (?:the|my)\b)/i;
/** "what's the images for …": a plural read into a question about one thing, a path's noun. */
const PLURAL_AS_ONE = /\bwhat(?:'s| is) the ((?:[a-z]+ )?[a-z]{3,}s)\b(?= for\b| of\b| on\b|\?)/i;
/**
 * "remove the same asset as the previous purchase named Julie Hartmann", "the same asset as the
 * asset send event under …": a record reached through another record's name, a graph's route.
 */
const SAME_AS_ROUTE =
  /\bthe same [a-z]+ as (?:the|my) (?:[a-z]+ ){0,4}?(?:named|called|under|with)\b/i;
/** "latitude 53.468" with no longitude (or the other way round): half a place. */
function loneCoordinate(text: string): string | undefined {
  const lat = /\b(?:latitude|lat)\b/i.test(text);
  // "long" is a longitude only beside a number ("long -122.4"), never "how long it will take".
  const lon = /\b(?:longitude|lng|lon)\b|\blong\b:? ?-?\d/i.test(text);
  if (lat === lon) return undefined;
  return `one coordinate without its pair ("${lat ? "latitude" : "longitude"}")`;
}
/** "the product called Canyon Approach Shoe 2 1 of it": a count glued onto a name ending in a number. */
const COUNT_ON_NAME = /\b[A-Z][\w'-]* \d+ \d+ of (?:it|them)\b|\b\d+ of it\b/;

/**
 * What the fresh21 blind readers marked F that the other rules missed, each a general cause read
 * off the doc: a label its prose never says, an identifier glued from two of its words, a code
 * abbreviation, a label of digits, a summary's "metadata" as the thing, a plural asked as one, a
 * record reached through another record, a lone coordinate, a count glued onto a name. Measured
 * and gated alike (`formFindings`).
 */
export function docLabelWording(
  text: string,
  paramWords: readonly string[] = [],
  ctx: WordingContext = {},
): string | undefined {
  const plain = text.replace(/"[^"]*"/g, ' "" ').replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  const code = CODE_ABBREVIATION.exec(plain);
  const digits = DIGIT_LABEL.exec(plain);
  const meta = METADATA_THING.exec(plain);
  const one = PLURAL_AS_ONE.exec(plain);
  const route = SAME_AS_ROUTE.exec(plain);
  const count = COUNT_ON_NAME.exec(text);
  return (
    unsaidLabel(plain, paramWords, ctx) ??
    gluedIdentifier(plain, paramWords, ctx) ??
    (code ? `a code's abbreviation said as a word ("${code[0]}")` : undefined) ??
    (digits ? `a label of digits read out ("${digits[0]}")` : undefined) ??
    (meta ? `an endpoint summary's object as the thing ("${meta[0]}")` : undefined) ??
    (one && isPlural(one[1] ?? "") && singular(one[1] ?? "") !== one[1]
      ? `a plural asked as one thing ("${one[0]}")`
      : undefined) ??
    (route ? `a record reached through another record ("${route[0]}")` : undefined) ??
    loneCoordinate(plain) ??
    (count ? `a count glued onto a name ("${count[0]}")` : undefined)
  );
}

/**
 * Two numbers said with one noun and nothing that tells them apart: "4 units, 3 units", "2 units
 * and 3 units" — a minimum and a maximum read out as a list (fresh64 readers, F and A: which is
 * which?). "between 2 and 4 units" and "at least 2 and at most 4 units" pass.
 */
export function numbersSharingNoun(text: string): string | undefined {
  const hit = /\b(\d+(?:\.\d+)?) ([a-z]{3,}?)s?(?:,| and) (\d+(?:\.\d+)?) \2s?\b/i.exec(text);
  return hit?.[0];
}

/**
 * A noun and a state made from its own stem: "the repository associations that are associated"
 * (fresh64 readers, F) — an enum value read onto the record it names.
 */
const STATE_ECHO =
  /\b([a-z]{5,})s? (?:that are|that is|which are|marked(?: as)?) ([a-z]{5,}ed)\b/gi;

/** A state echoing its noun's stem (see `STATE_ECHO`). */
export function stateEchoesNoun(text: string): string | undefined {
  for (const m of text.matchAll(STATE_ECHO)) {
    const [noun, state] = [(m[1] ?? "").toLowerCase(), (m[2] ?? "").toLowerCase()];
    if (noun.slice(0, 5) === state.slice(0, 5)) return m[0];
  }
  return undefined;
}

/**
 * A response's shape word standing for a record a person has: "the scan for my oldest summary",
 * "my latest details" (fresh64 readers, F) — `summaries`, `details`, `info`, `output`, `result`
 * name how an API wraps its records, never the records.
 */
export const SHAPE_WORD_AS_RECORD =
  /\b(?:my (?:(?:latest|oldest|newest|last|first) )?|the (?:latest|oldest|newest) )(?:summary|summaries|details?|info|infos|output|outputs|result|results)\b/i;

/**
 * A code namespace said as a place: "department 123456 of provider Microsoft.Billing" (fresh64
 * readers, F and U) — a dotted run of capitalised identifiers (a resource provider, a package)
 * is plumbing a path carries, never something a user says.
 */
export const CODE_NAMESPACE = /\b[A-Z][a-z]+(?:\.[A-Z][A-Za-z]+)+\b/;

/**
 * An enum member said as its hyphen-joined words with no noun after it: "It's a
 * repository-analysis.", "my latest code review (pull-request)" (fresh64 readers, F). The
 * compound is a modifier ("a pull-request review"); alone it is the code read out. `facts`
 * are the task's user facts: only a value that is one identifier (`RepositoryAnalysis`,
 * `PULL_REQUEST`) is judged.
 */
export function enumCompoundAlone(
  text: string,
  facts: readonly { value: unknown }[],
): string | undefined {
  for (const f of facts) {
    for (const v of Array.isArray(f.value) ? f.value : [f.value]) {
      if (typeof v !== "string") continue;
      if (!/^[A-Z][a-z]+(?:[A-Z][a-z]+)+$|^[A-Z]+(?:_[A-Z]+)+$/.test(v)) continue;
      const words = splitWords(v).map((w) => w.toLowerCase());
      const compound = escapeRegExp(words.join("-"));
      const hit = new RegExp(`(?:\\(|\\ban? )${compound}(?=[.,!?)]|$)`, "i").exec(text);
      if (hit) return hit[0];
    }
  }
  return undefined;
}

/**
 * An enum code's version read out as numbers: "update the type to cloudformation stack 1 0",
 * "tag filters 1 0" (`TAG_FILTERS_1_0`, stop-61 readers, F). A person drops the version.
 */
export const VERSION_READ_OUT = /\b[a-z]{3,} \d{1,2} \d{1,2}(?![\w]|[.,:/-]\d| (?:and|to|or)\b)/;

/**
 * A switch's name read out as a deed on a thing: "restart the nodes applying an all" (`applyAll`,
 * stop-61 readers, F) — a quantifier is no thing to apply; the doc says what the switch does.
 */
export const SWITCH_AS_DEED =
  /\b[a-z]+ing (?:an? )?(?:all|none|any|every|each)\b(?! (?:of|the|my|[a-z]+s)\b)/i;

/**
 * An amount written with its currency's code after it where the currency has a sign: "165.99
 * CAD" is a ledger's, a person writes "CA$165.99" (stop-61 readers, B).
 */
export function codedMoney(text: string): string | undefined {
  for (const m of text.matchAll(/\b\d[\d,]*(?:\.\d{1,2})? ([A-Z]{3})\b/g))
    if (currencySign(m[1] ?? "")) return m[0];
  return undefined;
}

/** Words after "filter" that say what sort of filter it is, so "filter type" is a thing of its own. */
const FILTER_OWN =
  /^(?:type|kind|name|names|expression|criteria|rule|rules|set|sets|id|ids|settings?|mode|value|values)$/;

/**
 * Whether a label is a field's name read out where a person names the thing (fresh67 readers, F):
 * a time field named by a bare verb ("send time", "time it was allocated" — a person asks when it
 * was sent), or a query's filter said with its wrapper ("filter organization" for
 * `filter[organization]` — a person says which organisation).
 */
export function fieldNameLabel(label: string): boolean {
  const l = label.trim().toLowerCase();
  if (timeFieldName(l)) return true;
  const words = l.split(" ");
  return words.length >= 2 && words[0] === "filter" && !FILTER_OWN.test(words[1] ?? "");
}

/** A time field named by a bare verb, said as a thing: "the send time", "the begin air date". */
const EVENT_TIME_SAID = /\b(?:the|a|an|its|my|their) ((?:[a-z]+ ){1,2}(?:time|date|timestamp))\b/gi;

/**
 * Whether a time label is its field's name read out: "send time", "created date", "last modified
 * date", "begin air date" (`beginAirDate`: a person asks when it first airs, fresh69 readers F).
 */
function timeFieldName(label: string): boolean {
  const l = label.toLowerCase();
  if (eventOfTimeLabel(l)) return true;
  return /^(?:begin|start) [a-z]+ /.test(l) && (whenItHappens(l)?.startsWith("first ") ?? false);
}

/** A record picked by a time field's clause-label: "the reward with a time it was allocated of Jan 13". */
const CLAUSE_LABEL_SELECTOR = /\bwith an? (?:time|date) it was [a-z]+ of\b/i;

/**
 * A record's wrapper object said as the thing: "It has a table data named "nightly-cells-filter""
 * (`TableData.Name`, fresh67 readers, F) — "data" is no thing one counts or names.
 */
const WRAPPER_AS_THING =
  /\b(?:a|an) (?:(?!of\b|lot\b|bit\b)[a-z]+ ){1,2}data\b(?= named| called| with\b|[.,?!]|$)|\b(?:the|my) [a-z]+ data (?:named|called)\b/i;

/**
 * Field names read out where a person says the thing (fresh67 readers, F on 11 of 30 while the run
 * counted 0): "What's the send time of the email history under …?", "the reward with a time it
 * was allocated of Jan 13", "It has a table data named …", "the filter organization". `paramWords`
 * are the task's input and record field names as words ("filter organization").
 */
export function fieldNameReadOut(
  text: string,
  paramWords: readonly string[] = [],
): string | undefined {
  for (const m of text.matchAll(EVENT_TIME_SAID)) {
    const words = (m[1] ?? "").split(" ");
    // "the last update time" is said as it is; "the email send time" holds "send time".
    const tail = /^(?:last|first)$/.test(words[0] ?? "") ? [] : words.slice(-2);
    if (timeFieldName(words.join(" ")) || (tail.length > 0 && timeFieldName(tail.join(" "))))
      return m[0];
  }
  for (const { labels, phrase } of labelsAsked(text))
    if (labels.some((l) => fieldNameLabel(l))) return phrase;
  const clause = CLAUSE_LABEL_SELECTOR.exec(text) ?? WRAPPER_AS_THING.exec(text);
  if (clause) return clause[0];
  const lower = text.toLowerCase();
  for (const words of paramWords)
    if (fieldNameLabel(words) && !eventOfTimeLabel(words)) {
      const at = lower.search(new RegExp(`\\b${escapeRegExp(words)}\\b`));
      if (at >= 0) return text.slice(at, at + words.length);
    }
  return undefined;
}

/**
 * A report's knob read out with its value (fresh69 Cost Explorer readers, F): "with a monthly
 * granularity and with an unblended cost metric" — a person says "month by month", "unblended cost".
 */
const ENUM_KNOB_SAID = /\bwith an? (?:[a-z]+ ){1,3}(?:granularity|metric)\b/i;

/** An enum's zero said as a value: "to type unspecified", "The type is type unspecified." */
const UNSET_SAID =
  /\b(?:to|is|as|of|with) (?:an? )?(?:[a-z]+ )?(?:unspecified|unset)\b(?! (?:by|in|on|for|to)\b)/i;

/**
 * What the fresh64 readers marked F that the other rules missed, each a general cause: numbers
 * sharing a noun with nothing to tell them apart, a state echoing its noun, a response's shape
 * word as a record, a code namespace said as a place, an enum member's compound standing alone.
 */
export function peopleWording(
  text: string,
  facts: readonly { value: unknown }[] = [],
): string | undefined {
  return (
    numbersSharingNoun(text) ??
    stateEchoesNoun(text) ??
    SHAPE_WORD_AS_RECORD.exec(text)?.[0] ??
    CODE_NAMESPACE.exec(text)?.[0] ??
    enumCompoundAlone(text, facts) ??
    VERSION_READ_OUT.exec(text)?.[0] ??
    SWITCH_AS_DEED.exec(text)?.[0] ??
    ENUM_KNOB_SAID.exec(text)?.[0] ??
    UNSET_SAID.exec(text)?.[0] ??
    codedMoney(text)
  );
}
