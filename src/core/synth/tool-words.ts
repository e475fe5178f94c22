import { httpOf, isConstantInput, isParamSegment, nameCheckOf } from "../domain/tool-kind.js";
import { isActionVerb } from "../domain/verbs.js";
import {
  escapeRegExp,
  handlerSentence,
  isPlural,
  isUncountable,
  phrasalVerb,
  plural,
  regularPast,
  respelledFrom,
  singular,
  splitWords,
  undoubledPlural,
  withoutVersionTokens,
} from "../domain/words.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { ToolKind, ToolSpec } from "../schema/tool-spec.js";
import { codeWord, endpointWording, goalWording, operationNoise } from "./request-wording.js";
import { VIEW_SUFFIX } from "./schema-wording.js";
import { article, garbledPhrase, identifierWords, objectProblem, unglue } from "./text.js";

/** Verbs that open tool names; the rest of the name is the object. */
const LEADING_VERBS = new Set([
  // Verbs that say one thing only ("Restart inventory watcher").
  "restart",
  "reboot",
  "resume",
  "rebuild",
  "reindex",
  "rescan",
  "get",
  "parse",
  "infer",
  "list",
  "find",
  "search",
  "fetch",
  "read",
  "show",
  "lookup",
  "look",
  "query",
  "check",
  "create",
  "add",
  "new",
  "make",
  "post",
  "place",
  "book",
  "schedule",
  "register",
  "open",
  "file",
  "submit",
  "request",
  "send",
  "write",
  "update",
  "set",
  "change",
  "edit",
  "modify",
  "patch",
  "rename",
  "move",
  "reschedule",
  "adjust",
  "delete",
  "remove",
  "cancel",
  "approve",
  "reject",
  "assign",
  "close",
  "reopen",
  "escalate",
  "lock",
  "unlock",
  "start",
  "stop",
  "turn",
  "apply",
  "transfer",
  "pay",
  "refund",
  "archive",
  "restore",
  "enable",
  "disable",
  "mark",
  "resolve",
  "compute",
  "calculate",
  "convert",
  "estimate",
  "validate",
  "verify",
  "track",
  "brew",
  "play",
  "pause",
  "arm",
  "disarm",
  "activate",
  "deactivate",
  "renew",
  "return",
  "upload",
  "reply",
  "comment",
  "rate",
  "review",
  "confirm",
  "dispatch",
  "ship",
  "issue",
  "grant",
  "revoke",
  "prescribe",
  "quote",
  "speak",
  "announce",
  "say",
  "notify",
  "dim",
  "toggle",
  "trigger",
  "reserve",
  "rent",
  "borrow",
  "buy",
  "purchase",
  "order",
  "reset",
  "generate",
  "translate",
  "summarize",
  "recommend",
  "invite",
  "share",
  "accept",
  "decline",
  "join",
  "upgrade",
  "redeem",
  "decide",
  "locate",
  "capture",
]);

const KIND_BY_VERB: Record<string, ToolKind> = {
  infer: "compute",
  get: "read",
  find: "read",
  fetch: "read",
  read: "read",
  show: "read",
  lookup: "read",
  list: "list",
  search: "list",
  query: "list",
  create: "create",
  add: "create",
  new: "create",
  make: "create",
  post: "create",
  register: "create",
  update: "update",
  set: "update",
  change: "update",
  edit: "update",
  modify: "update",
  patch: "update",
  delete: "delete",
  remove: "delete",
  check: "compute",
  compute: "compute",
  calculate: "compute",
  convert: "compute",
  estimate: "compute",
};

/** What the writer needs to know about a tool, in words. */
export interface ToolWords {
  kind: ToolKind;
  /** Leading verb of the name, when there is one. */
  verb?: string;
  /** The thing the tool works on, singular ("open slot", "order"). */
  noun: string;
  nounPlural: string;
  /** Every word of the name, lowercase. */
  nameWords: string[];
  /** The name's words that say what the tool is for ({@link purposeWords}: "probe" of `IPProbe`). */
  purpose?: string[];
  readOnly: boolean;
  /** The goal in a person's words: `{verb: "book", object: "an appointment", text: "book an appointment"}`. */
  phrase: { verb: string; object: string; text: string };
  /** The doc says the record is the user's own ("Get user's login details"). */
  mine?: boolean;
  /** The doc's summary is a question a person asks ("What is that object?"): the request asks it. */
  question?: string;
  /** The question the summary's words make ({@link summaryAsk}: "Is this document spam?"). */
  docAsk?: string;
  /**
   * The call is made for what it returns ("get the image recognized", a question): its answer
   * reports the result, never a bare "I've done it".
   */
  wantsResult?: boolean;
  /**
   * The doc says the act is done on a thing ("Say a message out loud on a speaker."): the record
   * it names is said "on the device", never "for the device".
   */
  doneOn?: boolean;
  /**
   * The tool hands back one thing picked at random ("Returns a random GIF", `randomSticker`):
   * what it picks, as the doc spells it ("GIF", "sticker"). Its inputs narrow the draw; none of
   * them names the thing.
   */
  random?: string;
  /**
   * The tool checks whether a name is free ({@link nameCheckOf}): the input that is the name, and
   * what the name is for ("provisioning service"). Asked "Is the name "x" still free for a
   * provisioning service?", answered yes or no.
   */
  nameCheck?: { input: string; thing: string };
}

/** The tool's summary when it is a plain question ("How old is the person in the image?"). */
export function summaryQuestion(spec: ToolSpec): string | undefined {
  const title = (spec.annotations?.title ?? spec.description?.split("\n")[0] ?? "")
    .replace(/\[[^\]]*\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (!/^(?:what|how|who|which|where|when|is|are|does|do|can)\b[^?]{3,80}\?$/i.test(title))
    return undefined;
  if (/[_{}<>=/\\]|[a-z][A-Z]/.test(title)) return undefined;
  return title;
}

/** "Identifies the Language of the Document", "Extracts the clear text from Webpage". */
const SUMMARY_OF =
  /^(?:identifies|detects|returns|estimates|evaluates|extracts|determines|computes|calculates|predicts|recognizes|recognises) the ([a-z][a-z ]{2,30}?) (?:of|from|in) (?:the |a |an )?([a-z][a-z ]{2,30})\.?$/i;
/** "Classifies the Document as spam or nospam", "Classifies Document as Subjective or Objective". */
const SUMMARY_AS = /^classifies (?:the |a |an )?([a-z][a-z ]{2,30}?) as ([a-z]+) or ([a-z]+)\.?$/i;

/**
 * The question a person asks of a tool whose summary says what it finds out about a thing they
 * hand over: "Identifies the Language of the Document" → "What's the language of this
 * document?", "Classifies the Document as spam or nospam" → "Is this document spam?". The
 * summary's own words tell the tool from its siblings, where a result word ("the detection of the
 * document") fits any of them (fresh22 readers, F/A).
 */
export function summaryAsk(spec: ToolSpec): string | undefined {
  const title = (spec.annotations?.title ?? spec.description?.split("\n")[0] ?? "")
    .replace(/\s+/g, " ")
    .trim();
  const thing = (t: string) =>
    t
      .toLowerCase()
      .split(" ")
      .map((w) => singular(w))
      .join(" ");
  const of = SUMMARY_OF.exec(title);
  if (of) {
    const what = (of[1] as string).toLowerCase();
    return `What ${isPlural(what) ? "are" : "is"} the ${what} of this ${thing(of[2] as string)}?`;
  }
  const as = SUMMARY_AS.exec(title);
  if (as) {
    const a = (as[2] as string).toLowerCase();
    const b = (as[3] as string).toLowerCase();
    const choice = b === `no${a}` || b === `non${a}` ? a : `${a} or ${b}`;
    return `Is this ${thing(as[1] as string)} ${choice}?`;
  }
  return undefined;
}

/** Words of a tool name that say nothing of what it is for (HTTP verbs, generic reads, glue). */
const PURPOSE_GLUE =
  /^(?:get|gets|list|post|put|patch|delete|create|update|add|find|search|fetch|retrieve|read|show|all|by|for|of|the|a|an|to|from|with|and|or|in|on|id|ids|v\d+|api|new|one|info|details?|data|items?|entity|entities|objects?|requests?|resources?|my|entries|entry)$/;
/** The container a list is kept in (`getCountriesDict`): no part of what the things are. */
const CONTAINER_WORD = /^(?:dicts?|dictionar(?:y|ies))$/;

/**
 * Input words of a tool that its name reads out (`word_id` in `…_by_word_id_antonyms`, `scanId`
 * in `getScanUrlById`), singular: "recognize" stays a purpose word of `recognizeUrl` although a
 * `recognize_vehicle` flag exists.
 */
export function inNameParamWords(spec: Pick<ToolSpec, "name" | "inputSchema">): Set<string> {
  const inName = ` ${identifierWords(spec.name)
    .map((w) => singular(w))
    .join(" ")} `;
  const out = new Set<string>();
  for (const p of Object.keys((spec.inputSchema?.properties ?? {}) as object)) {
    const words = identifierWords(p).map((w) => singular(w));
    const head = words.length > 1 && words[words.length - 1] === "id" ? words.slice(0, -1) : words;
    if (inName.includes(` ${words.join(" ")} `) || inName.includes(` ${head.join(" ")} `))
      for (const w of words) out.add(w);
  }
  return out;
}

/**
 * How many of `said`'s first words (singular) spell one of the tool's inputs, the longest such
 * input ("track id" of `track_id`), or 0.
 */
function spelledInput(spec: Pick<ToolSpec, "inputSchema">, said: readonly string[]): number {
  let longest = 0;
  for (const p of Object.keys((spec.inputSchema?.properties ?? {}) as object)) {
    const own = identifierWords(p).map((w) => singular(w));
    if (own.length > 0 && own.every((w, i) => said[i] === w))
      longest = Math.max(longest, own.length);
  }
  return longest;
}

/**
 * What a name says after its lookup phrase ("by track id"): the words of the parameter it is looked
 * up by are dropped where they stand, right after "by"; a later word that happens to be another
 * input's name is the thing itself (`post_tracks_by_track_id_comments` posts a comment, its body
 * field `comment` — "add a new track", fresh45). A name whose lookup no parameter spells keeps
 * none of the in-name parameter words.
 */
function wordsAfterLookup(spec: Pick<ToolSpec, "name" | "inputSchema">, after: string[]): string[] {
  const said = after.map((w) => singular(w));
  let skip = spelledInput(spec, said);
  const params = inNameParamWords(spec);
  if (skip === 0) return after.filter((w) => !params.has(singular(w)) && w !== "by" && w !== "id");
  while (said[skip] === "id" || said[skip] === "by") skip++;
  // Later path or query keys (`…_by_format`) are no part of the thing; a body field is.
  const props = (spec.inputSchema?.properties ?? {}) as Record<string, { "x-in"?: unknown }>;
  const keyed = new Set(
    Object.entries(props)
      .filter(([, v]) => v?.["x-in"] === "path" || v?.["x-in"] === "query")
      .flatMap(([k]) => identifierWords(k).map((w) => singular(w))),
  );
  return after
    .slice(skip)
    .filter(
      (w) => w !== "by" && w !== "id" && !(params.has(singular(w)) && keyed.has(singular(w))),
    );
}

/**
 * A name's words without the lookup it opens with (`by realm` of `by_realm_users`): the words of
 * the path parameter after "by", or the one word there when no parameter spells it.
 */
function leadingLookupCut(spec: Pick<ToolSpec, "name" | "inputSchema">, words: string[]): string[] {
  const skip = Math.max(
    1,
    spelledInput(
      spec,
      words.slice(1).map((w) => singular(w)),
    ),
  );
  const rest = words.slice(1 + skip);
  return rest.length > 0 ? rest : words;
}

/**
 * The words of a tool's name that set it apart from its siblings ("antonym", "recognize",
 * "issue"), singular: glue, HTTP verbs and the inputs the name reads out removed. A name cut at
 * 64 characters loses its last, broken word.
 */
export function purposeWords(spec: Pick<ToolSpec, "name" | "inputSchema">): string[] {
  const params = inNameParamWords(spec);
  // `Place_MetaCategories`: an operation's heading ("Meta") files it, it says nothing of its purpose.
  const words = identifierWords(spec.name).filter(
    (w, i, all) =>
      !(
        HEADING_WORD.test(w) &&
        /^[A-Z][A-Za-z0-9]*_[A-Z]/.test(spec.name) &&
        i > 0 &&
        all.length > 2
      ),
  );
  if (spec.name.length >= 60) words.pop();
  return [
    ...new Set(
      words
        .filter(
          (w) =>
            w.length > 2 &&
            !PURPOSE_GLUE.test(w) &&
            !CONTAINER_WORD.test(w) &&
            !/^\d+$/.test(w) &&
            !HTTP_WORDS.has(w),
        )
        .map((w) => singular(w))
        .filter((w) => !params.has(w)),
    ),
  ];
}

/** Whether a text says a word in any inflection ("recognise"/"recognition" for "recognize"). */
export function saysWord(text: string, word: string): boolean {
  const stem =
    word.length > 6
      ? word.slice(0, Math.max(5, word.length - 3))
      : word.length > 4
        ? word.replace(/(?:y|e)$/, "")
        : word;
  // Inside a word too ("webscan" says "scan"); never inside a URL or an address. A phrasal verb
  // says its one-word noun: "look up the domain" says what `DomainLookup` is for.
  return text
    .replace(/\S+@\S+|https?:\/\/\S+/g, " ")
    .toLowerCase()
    .replace(PHRASAL, "$1$2")
    .includes(stem.toLowerCase());
}
const PHRASAL =
  /\b(look|sign|log|check|set|back|clean|roll|follow|print|read|write)\s+(up|in|out|back|over|down)\b/g;

/** The purpose words a doc-derived phrase leaves unsaid, when it says none of them. */
function missesPurpose(spec: ToolSpec, text: string): string[] | undefined {
  const own = purposeWords(spec);
  if (own.length === 0 || own.some((w) => saysWord(text, w))) return undefined;
  return own;
}

/** Verbs that say what a tool does to what it is sent ("recognize", "classify", "analyze"). */
const PURPOSE_VERB = /(?:ize|ise|ify|yze|yse)$/;
/**
 * Endings of verbs that are as often nouns or adjectives in a name ("validate", "detect", but
 * "private", "certificate", "project", "template"): a verb only where the doc uses it as one.
 */
const MAYBE_VERB = /(?:ect|ate)$/;

/**
 * A name's purpose word that is a verb of what the tool does: "recognize" of `recognizeUrl`, or
 * "validate" where the doc says "Validates the address" — never figshare's "private"
 * (`private_collection_update`: "get the collection privated", fresh48) or "project".
 */
function isPurposeVerb(x: string, doc: string): boolean {
  if (PURPOSE_VERB.test(x)) return true;
  if (!MAYBE_VERB.test(x)) return false;
  const stem = escapeRegExp(x.replace(/e$/, ""));
  return new RegExp(
    `\\b${stem}(?:ed|ing|es)\\b|\\b${stem}e?s? (?:the|a|an|this|that|your|my|its|their|all|any|each|it|them)\\b`,
    "i",
  ).test(doc);
}

/**
 * Put a doc goal that misses the tool's purpose right: a list of the wrong thing names the thing
 * the name is about ("list the words" → "list the antonyms"); "send the image" to a recognizer
 * becomes "get the image recognized".
 */
function withPurpose(spec: ToolSpec, w: ToolWords): ToolWords {
  const missing = missesPurpose(spec, w.phrase.text);
  if (!missing) return w;
  // The name's own spelling says whether a purpose word is a plural noun ("antonyms").
  const raw = identifierWords(spec.name);
  const asNamed = (x: string) => raw.find((r) => singular(r) === x) ?? x;
  // A collection the path goes through (`contributions` in `get_contributions_by_id_likes`) is
  // the parent the request names by its record, never a second thing to list ("the
  // contributions and likes", fresh14 readers' F).
  const parent = (x: string) => raw[raw.indexOf(asNamed(x)) + 1]?.toLowerCase() === "by";
  const named = missing.filter((x, i) => i === missing.length - 1 || !parent(x)).map(asNamed);
  const last = named[named.length - 1] as string;
  if ((w.kind === "list" || w.kind === "read") && isPlural(last)) {
    const nounPlural =
      named.length > 1 && isPlural(named[0] as string) ? named.join(" and ") : last;
    const object = `the ${nounPlural}`;
    return {
      ...w,
      kind: "list",
      noun: singular(last),
      nounPlural,
      phrase: { verb: w.phrase.verb, object, text: `${w.phrase.verb} ${object}` },
    };
  }
  const verb = missing.find((x) => isPurposeVerb(x, toolDocText(spec)));
  if (verb && w.phrase.object) {
    const object = `${w.phrase.object} ${regularPast(verb)}`;
    return { ...w, phrase: { verb: "get", object, text: `get ${object}` }, wantsResult: true };
  }
  return w;
}

const GENERIC_NOUNS = new Set([
  "item",
  "items",
  "result",
  "results",
  "data",
  "record",
  "records",
  "list",
  "info",
  "details",
]);

/** HTTP methods that generated operation ids glue on (`…_get`, `post_…`): never the user's words. */
const HTTP_WORDS = new Set(["get", "post", "put", "patch", "head", "options"]);
/** Version and path-noise tokens of generated ids: `v1`, `v2beta`, `2`. */
const VERSION_TOKEN = /^v\d+(?:[a-z]+\d*)?$|^\d+$/;
/**
 * A path's access marker (`/noauth/styles`, Deep Art Effects): how the call is authorised, not
 * what it acts on — both fresh28 readers quoted "list the noauth styles" as form wording.
 */
const ACCESS_MARK = /^(?:noauth|unauth|unauthenticated|authed)$/;
/** Verb-last names (`orderTypesAll`, `itemsOne`, `SlbMuxInstances_List`): what the last word means. */
const VERB_SUFFIX: Record<string, string> = {
  all: "list",
  one: "get",
  add: "add",
  list: "list",
  get: "get",
  create: "create",
  update: "update",
  delete: "delete",
  remove: "remove",
  search: "search",
  patch: "update",
  insert: "add",
  // Django REST framework's viewset ids (`payments_creditors_retrieve`, `…_destroy`: nordigen).
  retrieve: "get",
  destroy: "delete",
};

/**
 * The words of a tool's name that mean something, verb first: versions, HTTP methods, path copies
 * and service prefixes removed, verb-last names turned round (`list_racecards_free_v1_racecards_free_get`
 * → list racecards free; `orderTypesAll` → list order types; `drivelabels_labels_revisions_permissions_batchDelete`
 * → delete permissions).
 */
export function meaningfulNameWords(raw: string): string[] {
  // Springfox ids end in the method: `getMoleculesUsingGET_1` is `getMolecules`, not "molecule usings".
  // .NET clients end every method in `Async` (`GetOrdersAsync`): how the call is made, not what
  // it acts on.
  const name = raw
    .replace(/Using(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)(?:_\d+)?$/, "")
    .replace(/(?<=[a-z])Async$|_async$/, "");
  const segments = name.split(/[_.]+/).filter(Boolean);
  let words = identifierWords(name);
  const vi = words.findIndex((w) => VERSION_TOKEN.test(w));
  // FastAPI ids are `<function>_<path>_<method>`: the path copy starts at the version.
  if (vi > 0) words = words.slice(0, vi);
  words = words.filter((w) => !VERSION_TOKEN.test(w) && !ACCESS_MARK.test(w));
  // `countries_getv1_…`, `locationsv1_get_…`: a version glued to a word is no part of it ("find
  // the Getv1 countries", fresh66 OpenAQ readers F).
  words = words.map((w) => withoutVersionTokens(w)).filter((w) => w !== "");
  // `createAKey`, `deleteAnIndex`, `deleteOneDocument`: the article is the summary's ("Create a
  // key"), no part of the noun — meilisearch's goals read "remove my a key", "add a new a key",
  // "remove my one document" (f33). ("one" only before a last word: `one_time_password` stays.)
  if (
    words.length > 2 &&
    LEADING_VERBS.has(words[0] as string) &&
    (/^(a|an|the)$/.test(words[1] as string) || (words[1] === "one" && words.length === 3))
  )
    words.splice(1, 1);
  // "get_anonymization_options": a trailing "options" or "head" is a noun far more often than a method.
  const tail = words[words.length - 1] as string;
  if (words.length > 1 && HTTP_WORDS.has(tail) && !/^(?:options|head)$/.test(tail)) words.pop();
  if (words.length > 1 && ["post", "put", "patch"].includes(words[0] as string)) words.shift();
  // Google discovery ids: `<service>_<resource>…_<method>`; the method and its resource are the goal.
  const method = identifierWords(segments[segments.length - 1] ?? "").filter((w) => w !== "batch");
  const methodVerb =
    method[0] !== undefined && (LEADING_VERBS.has(method[0]) || !!VERB_SUFFIX[method[0]]);
  if (segments.length >= 3 && vi < 0 && methodVerb) {
    const resource = identifierWords(segments[segments.length - 2] as string);
    const said = new Set(method.map((w) => singular(w)));
    // The method said as the verb it stands for: `…_creditors_destroy` removes a creditor.
    const verb =
      method.length === 1 && !LEADING_VERBS.has(method[0]!) ? VERB_SUFFIX[method[0]!] : undefined;
    words = [...(verb ? [verb] : method), ...resource.filter((w) => !said.has(singular(w)))];
  }
  words = words.filter((w) => w !== "batch");
  // `postVehiclesVehicleidCharging`, `getChargingLocationsCharginglocationid`: a path parameter's
  // name glued into the id is no word of the goal ("add a new vehicle vehicleid charging", dev52
  // first drafts, F).
  words = words.filter((w, i) => !pathParamWord(w, words.slice(0, i)));
  // `getCountriesDict` "Countries": the container the API keeps them in is no part of what they
  // are ("list country dicts", fresh41).
  if (words.length > 2 && CONTAINER_WORD.test(words[words.length - 1]!)) words.pop();
  const last = words[words.length - 1] as string;
  const turnRound =
    !!VERB_SUFFIX[last] &&
    (!LEADING_VERBS.has(words[0] as string) || !/^(list|get|search)$/.test(last));
  if (words.length > 1 && turnRound) words = [VERB_SUFFIX[last] as string, ...words.slice(0, -1)];
  return words.length ? words : identifierWords(name);
}

/** A path parameter's name read as one word ("vehicleid" after "vehicles", "charginglocationid"). */
function pathParamWord(w: string, before: readonly string[]): boolean {
  const m = /^([a-z]{3,})id$/.exec(w);
  if (!m?.[1]) return false;
  const stem = m[1];
  const joined = before.map((b) => singular(b)).join("");
  return before.some((b) => singular(b) === stem) || (joined.length > 0 && joined.endsWith(stem));
}

/** A tool's own text: description and summary, what `objectProblem` checks glued words against. */
export function toolDocText(spec: Pick<ToolSpec, "description" | "annotations">): string {
  // Not the entity: it is named after the path (`searchperpackages`) and would vouch for itself.
  return `${spec.annotations?.title ?? ""} ${spec.description ?? ""}`;
}

/** Words that link a path segment to what follows it, never the end of a noun. */
const TRAILING_LINK =
  /^(?:using|usings|containing|regarding|matching|having|including|associated|by|for|with|of|from|in|on)$/i;

/** Words that rank a list and go before its noun: "albums top" → "top albums". */
const RANK_WORD =
  /^(?:top|latest|newest|new|recent|popular|featured|random|upcoming|trending|best|active|inactive|current|pending|archived|highlighted|rated)$/;

/**
 * The object's words made sayable: URL-path tokens and leading function words dropped, glued
 * identifiers split as the doc spells them, a plural modifier made singular ("artists names" →
 * artist names), a ranking word put first ("albums top" → top albums).
 */
function repairObject(words: string[], doc: string, list: boolean): string[] {
  let out = words
    .filter((w) => !/^(?:api|apis|v\d+[a-z]*\d*|rest|json|xml|https?|get|put|endpoint)$/i.test(w))
    .flatMap((w) => (/^[a-z]{11,}$/.test(w) ? (unglue(w, doc.replace(/\//g, " ")) ?? [w]) : [w]))
    .map((w) => (/^(todays|tomorrows|yesterdays)$/i.test(w) ? `${w.slice(0, -1)}'s` : w));
  while (out.length > 1 && objectProblem(out[0] as string)?.startsWith("opens with"))
    out = out.slice(1);
  // "molecule using", "array containing": a path segment's participle is no part of the noun.
  while (out.length > 1 && TRAILING_LINK.test(out[out.length - 1] as string))
    out = out.slice(0, -1);
  out = out.map((w, i) =>
    i < out.length - 1 &&
    /^[a-z]+$/.test(w) &&
    !/^(?:and|or)$/.test(out[i + 1] as string) &&
    isPlural(w) &&
    singular(w) !== w
      ? singular(w)
      : w,
  );
  // "songs top rated" → top rated songs: every ranking word at the end goes first.
  let cut = out.length;
  while (cut > 1 && RANK_WORD.test(singular(out[cut - 1] as string))) cut--;
  if (cut < out.length) {
    const rest = out.slice(0, cut);
    const head = rest[rest.length - 1] as string;
    if (list) rest[rest.length - 1] = plural(singular(head));
    out = [...out.slice(cut).map((w) => singular(w)), ...rest];
  }
  return out;
}

/**
 * The goal's words when its object can't be said ("the api artists names", "the
 * searchperpackages"): the object repaired, else the entity's noun with the kind's verb; never no
 * goal at all (a tool without a phrase is a tool without tasks).
 */
function sayable(spec: ToolSpec, w: ToolWords): ToolWords {
  const doc = toolDocText(spec);
  if (!objectProblem(w.phrase.object, doc)) return w;
  const det = /^(?:(?:the|my|a|an)\s+)?(?:new\s+)?/i.exec(w.phrase.object)?.[0] ?? "";
  const rebuild = (words: string[]): ToolWords | undefined => {
    if (words.length === 0) return undefined;
    const said = words.join(" ");
    const lead = /^(?:a|an)\s/i.test(det)
      ? `${article(det.replace(/^(?:a|an)\s+/i, "") + said)} ${det.replace(/^(?:a|an)\s+/i, "")}`
      : det;
    const object = `${lead}${said}`.replace(/\s+/g, " ").trim();
    if (objectProblem(object, doc)) return undefined;
    // "Get account locations data": the data of a thing is the thing ("the account locations").
    if (words.length > 1 && /^data$/i.test(words[words.length - 1] as string)) words.pop();
    const lastWord = words[words.length - 1] as string;
    const noun = [...words.slice(0, -1), singular(lastWord)].join(" ");
    return {
      ...w,
      noun,
      nounPlural: [...words.slice(0, -1), plural(singular(lastWord))].join(" "),
      phrase: { verb: w.phrase.verb, object, text: `${w.phrase.verb} ${object}` },
    };
  };
  const own = w.phrase.object.slice(det.length).split(/\s+/).filter(Boolean);
  const list = w.kind === "list";
  const fixed = rebuild(repairObject(own, doc, list));
  if (fixed) return fixed;
  const entity = spec.entity ? identifierWords(spec.entity) : [];
  if (list && entity.length) {
    const e = repairObject(entity, doc, true);
    e[e.length - 1] = plural(singular(e[e.length - 1] as string));
    const byEntity = rebuild(e);
    if (byEntity) return byEntity;
  } else if (entity.length) {
    const e = repairObject(entity, doc, false);
    e[e.length - 1] = singular(e[e.length - 1] as string);
    const byEntity = rebuild(e);
    if (byEntity) return byEntity;
  }
  return w;
}

const wordsOfSpec = new WeakMap<ToolSpec, ToolWords>();

/**
 * Describe a tool in words from its documentation, name, kind and entity. Made once per spec (a
 * run asks for the same tools' words thousands of times: 11 of 131 CPU s at d85); each caller gets
 * its own copy, so one that changes its words changes nobody else's.
 */
export function toolWords(doc: ToolSpec): ToolWords {
  let w = wordsOfSpec.get(doc);
  if (w === undefined) {
    w = describeInWords(doc);
    const picked = randomPick(doc, w);
    if (picked) w = { ...w, random: picked };
    const check = nameCheckOf(doc);
    if (check) w = { ...w, nameCheck: check };
    wordsOfSpec.set(doc, w);
  }
  const copy: ToolWords = { ...w, nameWords: [...w.nameWords], phrase: { ...w.phrase } };
  if (w.purpose) copy.purpose = [...w.purpose];
  if (w.nameCheck) copy.nameCheck = { ...w.nameCheck };
  return copy;
}

/** "Returns a random GIF", "Get a random quote": what a lookup picks at random, in the doc's words. */
const RANDOM_SAID =
  /\b(?:returns?|gets?|fetch(?:es)?|retrieves?|picks?) an? random ([a-z][a-z-]{1,24})/i;
/** Name words that say how a lookup is made, not what it finds. */
const LOOKUP_WORD = /^(get|fetch|retrieve|read|show|view|find|pick|random|one|single|a|an|the)$/;

/**
 * What a lookup hands back at random ({@link ToolWords.random}): the word its name puts beside
 * "random" (`randomSticker` → "sticker", though its doc says "a random GIF"), else the one its
 * doc names. Giphy's random GIFs were asked "what's the source and username for draft?", the tag
 * said as if it named one GIF (fresh70 blind readers F/G/A on every Giphy sample).
 */
function randomPick(doc: ToolSpec, w: ToolWords): string | undefined {
  if (w.kind !== "read" && w.kind !== "compute") return undefined;
  const text = `${doc.annotations?.title ?? ""}. ${doc.description ?? ""}`;
  const name = splitWords(doc.name).map((x) => x.toLowerCase());
  const said = RANDOM_SAID.exec(text)?.[1];
  if (!name.includes("random") && !said) return undefined;
  // KMS's `GenerateRandom` ("Returns a random byte string") makes its answer: no pick of one thing.
  if (name.some((x) => GENERATING.test(x))) return undefined;
  const own = name.filter((x) => !LOOKUP_WORD.test(x));
  const word = name.includes("random") && own.length === 1 ? singular(own[0]!) : said;
  if (!word) return undefined;
  // The doc's spelling: "GIF", not "gif".
  const spelled = new RegExp(`\\b(${word})s?\\b`, "i").exec(text)?.[1];
  return spelled && spelled.toUpperCase() === spelled ? spelled : word.toLowerCase();
}

function describeInWords(doc: ToolSpec): ToolWords {
  const spec = plainProse(doc);
  const w = titleRepairs(
    spec,
    cloudMethodAct(spec) ??
      processAct(spec) ??
      nominalAct(spec) ??
      gluedAct(spec) ??
      ownToolWords(spec),
  );
  // "generate a random number" (math.tools, fresh54): what is generated is the answer — the
  // confirmation "I've generated the random number." told the user nothing.
  if (GENERATING.test(w.phrase.verb) && !w.readOnly && w.kind !== "delete" && !w.wantsResult)
    return { ...w, wantsResult: true };
  // "Say a message out loud on a speaker.": the act happens on the record it names.
  if (w.kind === "action" && DONE_ON.test(firstLine(doc.description)))
    return { ...w, doneOn: true };
  return w;
}

/** A doc's act done on a thing: "Say a message out loud on a speaker.", "Start brewing on a coffee maker." */
const DONE_ON = /\bon (?:a|an|the|one) [a-z]+(?: [a-z]+)?\.?$/i;

function firstLine(description: string | undefined): string {
  return (description ?? "").split("\n")[0]!.trim();
}

/** Collections a cloud resource name walks through to where a resource lives, never what it is. */
const CLOUD_PLACE =
  /^(?:projects|locations|organizations|folders|billingAccounts|zones|regions|global|tenants)$/;

/**
 * A Google discovery operation (`gkeonprem_projects_locations_vmwareAdminClusters_enroll` on
 * `/v1/{parent}/vmwareAdminClusters:enroll`, or cut at 64 characters: `…_vmwareNodePools_enro`,
 * `…_bareMetalNodePo_3`): the method's verb on the resource's short noun — "enroll the VMware admin
 * cluster", never "enroll the gkeonprem project location VMware admin cluster" or "take care of …"
 * (fresh59 readers, F). The verb is a one-word custom method, else the doc's opening verb the cut
 * name begins, else the HTTP method's update; anything else is left to the other readings.
 */
function cloudMethodAct(spec: ToolSpec): ToolWords | undefined {
  const parts = spec.name.split("_");
  if (parts.length < 4 || !CLOUD_PLACE.test(parts[1] ?? "")) return undefined;
  const http = httpOf(spec);
  if (!http) return undefined;
  const method = parts[parts.length - 1] as string;
  const access = http.custom ? accessAct(spec, http.custom, parts) : undefined;
  if (access) return access;
  const custom = http.custom && identifierWords(http.custom).length === 1 ? http.custom : undefined;
  if (http.custom && !custom) return undefined;
  const opening = /^\s*([A-Z][a-z]+)s\b/.exec(spec.description ?? "")?.[1]?.toLowerCase();
  const verb =
    // `:failover` is "fail over" (and "failed over" once done), never "failover the instance".
    (custom ? phrasalVerb(custom.toLowerCase()) : undefined) ??
    (opening && method.length >= 3 && opening.startsWith(method.toLowerCase()) && method !== opening
      ? opening
      : undefined) ??
    (/^(?:patch|put)$/.test(http.method) && !/^(?:patch|update)$/i.test(method)
      ? "update"
      : undefined);
  if (!verb) {
    // A name cut at 64 characters (`…_vmwareNodePools_oper`, `…_op_2`) names the parent it was
    // cut after, not what it does: the doc's goal ("check the latest state of a long-running
    // operation"), never "check the pools".
    if (spec.name.length < 60 || LEADING_VERBS.has(method.toLowerCase())) return undefined;
    const fromDoc = docGoal(spec);
    return fromDoc && !garbledPhrase(fromDoc.phrase.text) ? fromDoc : undefined;
  }
  const literal = http.segments.filter((g) => !isParamSegment(g) && !/^v\d/.test(g));
  const named = parts.slice(1, -1).filter((p) => !CLOUD_PLACE.test(p));
  const collection = (custom ? literal[literal.length - 1] : undefined) ?? named[named.length - 1];
  if (!collection || CLOUD_PLACE.test(collection) || !/^[a-z][A-Za-z]+s$/.test(collection))
    return undefined;
  const doc = spec.description ?? "";
  // The doc's own casing of each word ("VMware"), else the word as the name has it.
  const words = identifierWords(collection).map((x) => {
    const m = new RegExp(`\\b(${escapeRegExp(x)})\\b`, "i").exec(doc);
    return m?.[1] && /^.+[A-Z]/.test(m[1]) && m[1] !== m[1].toUpperCase() ? m[1] : x.toLowerCase();
  });
  const last = words[words.length - 1] as string;
  const noun = [...words.slice(0, -1), singular(last)].join(" ");
  const nounPlural = [...words.slice(0, -1), plural(singular(last))].join(" ");
  // The doc speaks of the same thing ("an existing bare metal user cluster").
  if (!noun.split(" ").every((x) => new RegExp(`\\b${escapeRegExp(x)}`, "i").test(doc)))
    return undefined;
  const kind: ToolKind = spec.kind ?? KIND_BY_VERB[verb] ?? "action";
  return {
    kind,
    verb,
    noun,
    nounPlural,
    nameWords: identifierWords(spec.name),
    purpose: purposeWords(spec),
    readOnly: kind === "read" || kind === "list" || kind === "compute",
    phrase: goalPhrase(kind, verb, noun, nounPlural),
  };
}

/** The access methods every Google resource has, as a person asks for them. */
const ACCESS_METHOD: Record<string, { kind: ToolKind; verb: string; noun: string; said: string }> =
  {
    getIamPolicy: {
      kind: "read",
      verb: "check",
      noun: "access control policy",
      said: "the access control policy of",
    },
    setIamPolicy: {
      kind: "update",
      verb: "change",
      noun: "access control policy",
      said: "the access control policy of",
    },
    testIamPermissions: {
      kind: "list",
      verb: "check",
      noun: "permission",
      said: "which permissions I have on",
    },
  };

/**
 * `…_vmwareNodePools_getI` on `/v1/{resource}:getIamPolicy` (a name cut at 64 characters): the
 * policy of the resource the name ends with — "check the access control policy of my VMware node
 * pools" — never "check the pools" over a policy's bindings ("I found 1 pool: Hypertension",
 * fresh59 readers, B/A).
 */
function accessAct(spec: ToolSpec, custom: string, parts: string[]): ToolWords | undefined {
  const act = ACCESS_METHOD[custom];
  const collection = parts
    .slice(1, -1)
    .filter((p) => !CLOUD_PLACE.test(p))
    .pop();
  if (!act || !collection || !/^[a-z][A-Za-z]+s$/.test(collection)) return undefined;
  const words = identifierWords(collection).map((x) => x.toLowerCase());
  const owner = [...words.slice(0, -1), singular(words[words.length - 1] as string)].join(" ");
  const object = `${act.said} my ${owner}`;
  // The method's own kind: a policy read is one record ("check …"), whatever the envgen guessed
  // from the cut name ("list the access control policy of my vmware node pool", fresh59 dev).
  return {
    kind: act.kind,
    verb: act.verb,
    noun: act.noun,
    nounPlural: plural(act.noun),
    nameWords: identifierWords(spec.name),
    purpose: purposeWords(spec),
    readOnly: act.kind !== "update",
    phrase: { verb: act.verb, object, text: `${act.verb} ${object}` },
  };
}

/**
 * A name that starts or reads a process named by its noun (`StartReportCreation`,
 * `DescribeReportCreation`): the thing the process makes — "generate a report" by the doc's own
 * verb ("Generates a report that lists …"), "check the status of the report" — never "start a
 * report creation" or "check the describe" (fresh59 readers, F ×6).
 */
function processAct(spec: ToolSpec): ToolWords | undefined {
  const words = identifierWords(spec.name).map((x) => x.toLowerCase());
  const [lead = "", ...rest] = words;
  if (rest.length < 2 || !/^(?:creation|generation)$/.test(rest[rest.length - 1] as string))
    return undefined;
  const thing = rest.slice(0, -1);
  if (thing.length > 3 || thing.some((x) => DETERMINER.test(x))) return undefined;
  const noun = thing.join(" ");
  const nounPlural = [...thing.slice(0, -1), plural(thing[thing.length - 1] as string)].join(" ");
  const base = {
    noun,
    nounPlural,
    nameWords: identifierWords(spec.name),
    purpose: purposeWords(spec),
  };
  if (/^(?:describe|get|check|show|read)$/.test(lead)) {
    const object = `the status of the ${noun}`;
    return {
      ...base,
      kind: spec.kind ?? "read",
      verb: "check",
      readOnly: true,
      phrase: { verb: "check", object, text: `check ${object}` },
      wantsResult: true,
    };
  }
  if (!/^(?:start|begin|initiate|trigger|request|run)$/.test(lead)) return undefined;
  const doc = (spec.description ?? "").replace(/<[^>]*>/g, " ");
  const opening = new RegExp(`^\\s*([A-Z][a-z]+s) (?:an? |the )?${escapeRegExp(noun)}\\b`).exec(
    doc,
  );
  const docVerb = opening?.[1] ? baseVerb(opening[1]) : undefined;
  const verb = docVerb ?? "create";
  const object = `${articleOf(noun)} ${noun}`;
  return {
    ...base,
    kind: spec.kind ?? "create",
    verb,
    readOnly: false,
    phrase: { verb, object, text: `${verb} ${object}` },
  };
}

/** Verbs whose goal is the thing they make from their inputs. */
const GENERATING = /^(?:generate|calculate|compute|estimate|simulate|randomi[sz]e)$/;

/**
 * A name that glues an act to the record it acts on (`cancelreservation`, `unlockconnector` on
 * e-drv's `/commands/…`, whose docs say "Use to request an unlock command for a connector"):
 * the act on the record — "cancel the reservation", never "take care of the reservation" or
 * "request the delete an" (fresh54 dev).
 */
function gluedAct(spec: ToolSpec): ToolWords | undefined {
  const words = identifierWords(spec.name).map((x) => x.toLowerCase());
  if (words.length > 1 && words[0] === httpOf(spec)?.method) words.shift();
  // `POST /accounts/{id}/unblock` whose doc says the opposite ("Block the given account"): the
  // name's last word is the act, on the record the words already name.
  const last = words[words.length - 1] ?? "";
  if (words.length > 1 && isActionVerb(last)) {
    const w = ownToolWords(spec);
    if (!/^take care of\b/.test(w.phrase.text)) return undefined;
    // "take care of the private article publish" → "publish the private article".
    const rest = w.phrase.object.split(" ").filter((x) => x.toLowerCase() !== last);
    if (rest.filter((x) => !DETERMINER.test(x)).length === 0) return undefined;
    const object = rest.join(" ");
    return { ...w, verb: last, phrase: { verb: last, object, text: `${last} ${object}` } };
  }
  const name = words.length === 1 ? words[0] : undefined;
  const entity = identifierWords(spec.entity ?? "").map((x) => x.toLowerCase());
  if (!name || entity.length === 0) return undefined;
  const noun = [...entity.slice(0, -1), singular(entity[entity.length - 1] as string)].join("");
  if (!name.endsWith(noun) || name.length - noun.length < 3) return undefined;
  const verb = name.slice(0, name.length - noun.length);
  if (!isActionVerb(verb)) return undefined;
  const w = ownToolWords(spec);
  // Only where the words had no act of their own ("take care of …") or a garbled one.
  if (!/^(?:take care of|request)\b/.test(w.phrase.text) && !garbledPhrase(w.phrase.text))
    return undefined;
  const said = [...entity.slice(0, -1), singular(entity[entity.length - 1] as string)].join(" ");
  const object = `the ${said}`;
  return {
    ...w,
    kind: w.kind === "create" || w.kind === "update" ? "action" : w.kind,
    verb,
    noun: said,
    nounPlural: [
      ...entity.slice(0, -1),
      plural(singular(entity[entity.length - 1] as string)),
    ].join(" "),
    phrase: { verb, object, text: `${verb} ${object}` },
  };
}

function ownToolWords(spec: ToolSpec): ToolWords {
  const w = recordNoun(
    spec,
    plainNoun(spec, ownAccount(qualified(spec, spoken(spec, sayable(spec, describeTool(spec)))))),
  );
  // "take care of …" says no act (the has-goal check drops it): a doc that says its act in the
  // third person ("Executes Airflow CLI command.") does. (A glued act is `gluedAct`'s.)
  const toldAct =
    /^take care of\b/.test(w.phrase.text) &&
    thirdPerson(docOpening(spec).split(/\s+/)[0] ?? "") !== undefined;
  if (!unsayableGoal(w.phrase.text) && !verbInObject(spec, w) && !toldAct)
    return metadataNoun(spec, docNoun(spec, w));
  // The name's words can't be said ("check the upload ID", "add a new leave channel"): the doc's
  // own verb phrase says the goal in other words ("initiate a new upload", "leave a channel").
  return metadataNoun(spec, docNoun(spec, docVerbPhrase(spec, w) ?? w));
}

/** The goal's words with another object and noun (the same words back when nothing changed). */
function withObject(w: ToolWords, object: string, noun: string, nounPlural: string): ToolWords {
  if (object === w.phrase.object && noun === w.noun && nounPlural === w.nounPlural) return w;
  return {
    ...w,
    noun,
    nounPlural,
    phrase: { ...w.phrase, object, text: `${w.phrase.verb} ${object}` },
  };
}

/** Prepositions a cut name may end on ("Get products along with …" → "the products along"). */
const TRAILING_PREPOSITION = /\s+(?:along|with|by|for|of|in|on|to|from|at|into|about|via|per)$/i;

/**
 * Last repairs of a goal's words against the doc's title (fresh46 readers F):
 * - words a name's casing split that the title writes as one ("KP is" for "KPIs");
 * - a title's " - SMS" qualifier said before its thing ("my SMS subscription groups", never "my
 *   subscription group - SMS");
 * - a preposition the name's cut left at the end ("the products along").
 */
function titleRepairs(spec: ToolSpec, w: ToolWords): ToolWords {
  const title = spec.annotations?.title ?? spec.description?.split("\n")[0] ?? "";
  let { object } = w.phrase;
  let { noun, nounPlural } = w;
  // "remove the converstation" (Mastodon's summary typo beside `/conversations/{id}`): a word one
  // letter off a word of the path is the path's word (fresh49 blind readers F and B: "I've
  // removed the converstation.").
  const pathWords = (httpOf(spec)?.segments ?? []).flatMap((x) =>
    isParamSegment(x) ? [] : identifierWords(x),
  );
  const respell = (x: string) =>
    x
      .split(" ")
      .map((y) => respelledFrom(y, pathWords) ?? y)
      .join(" ");
  object = respell(object);
  noun = respell(noun);
  nounPlural = respell(nounPlural);
  for (const word of title.split(/[^A-Za-z0-9]+/)) {
    // An acronym's plural (KPIs, LANs, URLs): a name's casing splits it as "kp Is".
    if (!/^[A-Z]{2,}s$/.test(word)) continue;
    const lower = word.toLowerCase();
    const fix = (x: string) => {
      const parts = x.split(" ");
      for (let i = 0; i + 1 < parts.length; i++) {
        const glued = `${parts[i]}${parts[i + 1]}`.toLowerCase();
        if (glued === lower) parts.splice(i, 2, word);
        else if (glued === lower.slice(0, -1)) parts.splice(i, 2, word.slice(0, -1));
      }
      return parts.join(" ");
    };
    [object, noun, nounPlural] = [fix(object), fix(noun), fix(nounPlural)];
  }
  const qualified = /^((?:my|the|a|an|your) )?(.+?) - ([A-Za-z]+(?: [A-Za-z]+)?)$/.exec(object);
  if (qualified) {
    const [, det = "", thing = "", tag = ""] = qualified;
    const head = thing.split(" ");
    const last = head.pop() ?? "";
    const things = w.kind === "list" ? plural(singular(last)) : last;
    object = `${det}${tag} ${[...head, things].join(" ")}`;
    noun = `${tag} ${[...head, singular(last)].join(" ")}`;
    nounPlural = `${tag} ${[...head, plural(singular(last))].join(" ")}`;
  }
  // Only where a thing is left: "the about" (PeerTube) stays, never a bare "the".
  const cut = (x: string) => {
    const left = x.replace(TRAILING_PREPOSITION, "");
    return /^(?:(?:the|my|a|an|your|new)\s*)*$/i.test(left) ? x : left;
  };
  [object, noun, nounPlural] = [cut(object), cut(noun), cut(nounPlural)];
  return withObject(w, object, noun, nounPlural);
}

/**
 * A title that names an act by its noun ("Job Title Normalization", "Skill Name Normalization")
 * for a tool whose goal read "list job normalizes" (fresh46, Open Skills): the act as a verb on
 * what it acts on — "normalize the job title". Only -ization/-isation nouns, whose verbs are
 * regular (-ize/-ise).
 */
function nominalAct(spec: ToolSpec): ToolWords | undefined {
  const title = (spec.annotations?.title ?? spec.description?.split("\n")[0] ?? "").trim();
  const m = /^([A-Za-z][A-Za-z ]{1,40}?) ([A-Za-z]+)i([sz])ation$/i.exec(title);
  if (!m) return undefined;
  const [, what = "", stem = "", z = ""] = m;
  const verb = `${stem.toLowerCase()}i${z}e`;
  // The name says the act as a verb (`get_jobs_normalize`), not as the title's noun.
  if (!identifierWords(spec.name).some((x) => x.toLowerCase().replace(/s$/, "") === verb))
    return undefined;
  const thing = what.toLowerCase().split(" ");
  if (thing.length > 3 || thing.some((x) => DETERMINER.test(x))) return undefined;
  const w = ownToolWords(spec);
  const noun = thing.join(" ");
  const object = `the ${noun}`;
  return {
    ...w,
    noun,
    nounPlural: [...thing.slice(0, -1), plural(thing[thing.length - 1] as string)].join(" "),
    phrase: { verb, object, text: `${verb} ${object}` },
    wantsResult: true,
  };
}

/** Markdown emphasis around words: `*Places*`, `**Note**`, `***x***`. */
const EMPHASIS = /(\*{1,3})(?=[^\s*])([^*\n]*?[^\s*])\1/g;
const plainSpecs = new WeakMap<ToolSpec, ToolSpec>();

/**
 * The spec with its summary and description as plain words: a doc that writes its nouns in
 * markdown emphasis ("List the *Places* of the account", ijenko's io-e2-io-t) had the stars in
 * every request: "update the functionality called Staging functionality in the *places*".
 */
function plainProse(spec: ToolSpec): ToolSpec {
  const title = spec.annotations?.title;
  const summary = title !== undefined ? withoutVersionTokens(title) : undefined;
  // A summary glued to its API version ("Countries Getv1", OpenAQ) says it without.
  const versioned = summary !== title;
  if (!spec.description?.includes("*") && !title?.includes("*") && !versioned) return spec;
  let plain = plainSpecs.get(spec);
  if (!plain) {
    let description = spec.description?.replace(EMPHASIS, "$2");
    if (versioned && description !== undefined && title !== undefined) {
      const [first, ...rest] = description.split("\n");
      if (first?.trim() === title) description = [summary, ...rest].join("\n");
    }
    plain = {
      ...spec,
      ...(description !== undefined ? { description } : {}),
      ...(spec.annotations && title !== undefined
        ? {
            annotations: {
              ...spec.annotations,
              title: (summary ?? title).replace(EMPHASIS, "$2"),
            },
          }
        : {}),
    };
    plainSpecs.set(spec, plain);
  }
  return plain;
}

/** "extended information about the users subscription", "details on the account": data about a thing. */
const INFO_ABOUT =
  /^(?:(?:extended|detailed|full|basic|more|additional|general|some) )?(?:information|info|details|data) (?:about|on|for|of) (.+)$/i;

/** A summary's object that is data about a thing: "detailed event meta-data", "assets and metadata". */
const METADATA_NOUN = /^(?:(?:detailed|full|complete|extended|basic) )?(?:(.+?) )?meta-?data$/i;

/**
 * The thing a summary's "metadata" is about, as the noun (fresh21 readers' F: "the product type
 * and size of the detailed video metadata", "what does the assets and metadata say now?"): the
 * tool's entity ("board" for "Get assets and metadata for a specific board"), else the word
 * before "metadata" ("video" for "detailed video metadata"). A person asks about the video.
 */
function metadataNoun(spec: ToolSpec, w: ToolWords): ToolWords {
  // "Gets extended information about the users subscription": what the information is about is
  // the noun — "the status and tier of the extended information about the users subscription"
  // read as a form (fresh34 readers F, 4 samples).
  const about = INFO_ABOUT.exec(w.noun.trim());
  if (about?.[1]) {
    const noun = singular(about[1].replace(/^(?:the |a |an |your |my )?(?:users?'?s? )?/i, ""));
    if (/^[a-z]+(?: [a-z]+)?$/i.test(noun)) {
      const nounPlural = plural(noun);
      return { ...w, noun, nounPlural, phrase: goalPhrase(w.kind, w.verb, noun, nounPlural) };
    }
  }
  const m = METADATA_NOUN.exec(w.noun.trim());
  if (!m) return w;
  const entity = spec.entity ? identifierWords(spec.entity).join(" ") : "";
  const before = (m[1] ?? "").trim();
  const said = entity || (/^[a-z]+$/i.test(before) ? before : "");
  if (!said || /meta-?data/i.test(said)) return w;
  const noun = singular(said);
  const nounPlural = plural(noun);
  return { ...w, noun, nounPlural, phrase: goalPhrase(w.kind, w.verb, noun, nounPlural) };
}

/** A goal phrase a request can say: no route words, nothing garbled, nothing the checks reject. */
function sayableGoal(spec: ToolSpec, w: ToolWords): boolean {
  const text = w.phrase.text;
  return !routeNoun(text, spec) && !unsayableGoal(text) && !garbledPhrase(text);
}

/**
 * The doc's noun in place of one made from the route (fresh18: "the id grafana configs", "the urls
 * social media", "the contentpro similar text"): the doc's own goal when it has one a person can
 * say ("Get social media accounts"), else the noun without the route's words ("grafana configs");
 * the route's noun stays only when the doc says nothing usable.
 */
function docNoun(spec: ToolSpec, w: ToolWords): ToolWords {
  if (!routeNoun(w.phrase.text, spec)) return w;
  const goal = docGoal(spec);
  if (goal && !garbledPhrase(goal.phrase.text)) {
    const said = recordNoun(
      spec,
      plainNoun(spec, ownAccount(qualified(spec, spoken(spec, sayable(spec, goal))))),
    );
    if (sayableGoal(spec, said)) return said;
  }
  const ctx = routeContext(spec);
  const words = w.noun.split(" ");
  const kept = words.filter((x, i) => {
    if (!ctx.routeWords.has(singular(x.toLowerCase()))) return true;
    const modifier = i < words.length - 1 && isPlural(x) && singular(x) !== x;
    return !machineWord(ctx, x) && !modifier;
  });
  // "delete adapter config", "post schedule": the name's verb read into its noun goes with the route.
  while (kept.length > 1 && /^(?:get|post|put|patch|delete|save|run|handle)$/i.test(kept[0]!))
    kept.shift();
  // "remove the id" of `delete_templates_id_delete`: the record the path names ("template").
  if (kept.length === 0 && spec.entity) kept.push(...identifierWords(spec.entity));
  if (kept.length === 0 || kept.join(" ") === w.noun) return w;
  const last = kept[kept.length - 1] as string;
  const noun = [...kept.slice(0, -1), singular(last)].join(" ");
  const nounPlural = [...kept.slice(0, -1), plural(singular(last))].join(" ");
  const phrase = goalPhrase(w.kind, w.verb, noun, nounPlural);
  const stripped = { ...w, noun, nounPlural, phrase };
  return sayableGoal(spec, stripped) ? stripped : w;
}

/**
 * Words a doc uses to point back at its own parameters ("the specified video", "the given
 * user"), and a misspelt "specified" ("speficied"): no person names a thing so.
 */
export const DOC_REFERENT =
  /^(?:specified|given|provided|supplied|respective|corresponding|aforementioned|sp[a-z]{2,5}ied)$/i;
/** Words that open a summary's trailing clause about how results come back ("optionally filtered"). */
const RESULT_CLAUSE = /^(?:optionally|according|depending)$/i;
/** Participles that open that clause when "by"/"on" follows or nothing does ("sorted by date"). */
const RESULT_PARTICIPLE = /^(?:filtered|sorted|ordered|paginated|paged|grouped|based)$/i;
/**
 * Participles that tie a thing to another ("clients belonging to the realm", "targets needing
 * attention", keycloak and probely in fresh48): the clause after the thing, never part of it.
 */
const RELATION_PARTICIPLE =
  /^(?:belonging|matching|containing|needing|pertaining|relating|corresponding|associated|related|linked)$/i;
/** Where a summary's trailing clause starts in a phrase's words, or -1; `from` skips its verb and determiner. */
function clauseAt(words: readonly string[], from: number): number {
  return words.findIndex(
    (x, i) =>
      i >= from &&
      !/^(?:the|a|an|my|new)$/i.test(words[i - 1] ?? "the") &&
      (RESULT_CLAUSE.test(x) ||
        (i > 0 && RELATION_PARTICIPLE.test(x)) ||
        (RESULT_PARTICIPLE.test(x) && /^(?:by|on|$)/i.test(words[i + 1] ?? ""))),
  );
}
/** Verbs an operation name says a list is fetched with (`GetList`, `FetchList`). */
const LIST_FETCH = /^(?:get|fetch|retrieve|load|read|show|query)$/;

/**
 * The tool's noun as a person says it — the one rule behind "add a new home new card", "List the
 * layout lists", "the shipments optionally filtered" and "the speficied video" (fresh14 readers'
 * F): the noun never repeats what the verb already says (`createNewCard` makes a "card", which the
 * request calls "a new card"; `Layout_GetList` lists "layouts"), stops before a summary's clause
 * about how results come back, and drops a doc's word that points at its own parameters.
 */
function plainNoun(spec: ToolSpec, w: ToolWords): ToolWords {
  const names = identifierWords(spec.name).map((x) => x.toLowerCase());
  const drop = (words: string[]) => {
    const cut = clauseAt(words, 1);
    const kept = (cut > 0 ? words.slice(0, cut) : words).filter((x) => !DOC_REFERENT.test(x));
    return kept.length > 0 ? kept : words;
  };
  const own = w.noun.split(" ");
  let noun = drop(own);
  if (w.kind === "create" && noun.length > 1 && noun[0] === "new") noun = noun.slice(1);
  const listAt = names.lastIndexOf("list");
  const fetchedList =
    noun.length > 1 &&
    noun[noun.length - 1] === "list" &&
    listAt > 0 &&
    LIST_FETCH.test(names[listAt - 1] ?? "");
  if (fetchedList) noun = noun.slice(0, -1);
  // `getListofCards`, `getListOfAspsps`: "list the cards", never "list listof cards".
  const listOf = noun[0] === "listof" ? 1 : noun[0] === "list" && noun[1] === "of" ? 2 : 0;
  if (listOf > 0 && noun.length > listOf) noun = noun.slice(listOf);
  const relisted = fetchedList || listOf > 0;
  // `get_globalwinescores_latest`: "the latest global wine scores", never "the globalwinescores
  // latest" — a ranking word goes first, and a glued path word is said as the doc's words.
  if (noun.length > 1 && RANK_WORD.test(noun[noun.length - 1] ?? ""))
    noun = [noun[noun.length - 1] as string, ...noun.slice(0, -1)];
  const doc = toolDocText(spec).replace(/\//g, " ");
  noun = noun.flatMap((x) => (/^[a-z]{11,}$/.test(x) ? (unglue(x, doc) ?? [x]) : [x]));
  const last = noun[noun.length - 1] ?? "";
  const said = [...noun.slice(0, -1), singular(last)].join(" ");
  // "the shipments optionally filtered" names many: the phrase keeps the plural.
  const many = isPlural(last) && singular(last) !== last;
  const changed = noun.join(" ") !== own.join(" ");
  const nounPlural = changed
    ? [...noun.slice(0, -1), plural(singular(last))].join(" ")
    : w.nounPlural;
  // The phrase says the same noun: every old form of it is replaced, and doc referents go too.
  const retold = (text: string) => {
    let out = text;
    if (changed) {
      out = out
        .split(w.nounPlural)
        .join(nounPlural)
        .split(w.noun)
        .join(many ? nounPlural : said);
      if (
        relisted &&
        !/\b(?:the|my|all|a|an)\s/.test(out.slice(w.phrase.verb.length, w.phrase.verb.length + 5))
      )
        out = out.replace(new RegExp(`^(${w.phrase.verb}) ${nounPlural}`), `$1 the ${nounPlural}`);
    }
    const words = out.split(" ");
    const cut = clauseAt(words, 2);
    return (cut > 0 ? words.slice(0, cut) : words).filter((x) => !DOC_REFERENT.test(x)).join(" ");
  };
  const object = retold(w.phrase.object);
  const text = retold(w.phrase.text);
  if (!changed && object === w.phrase.object && text === w.phrase.text) return w;
  return { ...w, noun: said, nounPlural, phrase: { ...w.phrase, object, text } };
}

/**
 * Words a schema or operation name ends in that only say "a record of" (`VehicleDetails`,
 * `DevicesSummary`, `SystemInfo`, `PageViewObject`): modelling words, not what a person calls
 * the thing.
 */
const RECORD_SUFFIX = /^(?:details?|summary|summaries|info|information|data|dto|object)$/;

/**
 * The record a tool serves, named as a person names it (fresh16 readers, F): "the revenue weight
 * of the vehicle", never "… of the vehicle detail"; "the artifacts" a group holds, never "the
 * artifacts in groups"; "remove the story" for "Remove a story and dependant data". A noun that
 * is nothing but such a word, or a verb before it ("export data"), stays as it is.
 */
function recordNoun(spec: ToolSpec, w: ToolWords): ToolWords {
  const words = w.noun.split(" ");
  let kept: string[] | undefined;
  const lastWord = words[words.length - 1] ?? "";
  if (words.length > 1 && w.kind !== "compute" && RECORD_SUFFIX.test(lastWord.toLowerCase())) {
    const head = words[words.length - 2] ?? "";
    // What is left must be the record the tool serves (`vehicles` for `VehicleDetails`): "login
    // details" of `connection_details` are the thing itself; "meta data" is one word split.
    const entity = identifierWords(spec.entity ?? "");
    const served = entity.filter((x) => !RECORD_SUFFIX.test(x));
    // `getSystemInfo` on an `info` collection: the suffix is all the collection says.
    const serves =
      served.length > 0
        ? singular(served[served.length - 1]!) === singular(head)
        : entity.length > 0 && w.kind === "read";
    // `exportData`, `server_info`: a name with no verb of its own opens with the act or the noun.
    const opensName = identifierWords(spec.name)[0] === head.toLowerCase() && !w.verb;
    if (serves && !opensName && !/^meta$/i.test(head)) kept = words.slice(0, -1);
  }
  // "artifacts in group": records listed in their container are those records.
  const inAt = words.indexOf("in");
  if (!kept && inAt > 0 && isPlural(words[inAt - 1] ?? "")) kept = words.slice(0, inAt);
  // "Remove a story and dependant data": what goes with a deleted record names nothing the
  // tool's name or record says ("terms and conditions" of a read stays one thing).
  const andAt = words.indexOf("and");
  if (!kept && andAt > 0 && spec.entity && w.kind === "delete") {
    const own = new Set(
      [...identifierWords(spec.name), ...identifierWords(spec.entity)].map((x) => singular(x)),
    );
    const before = words.slice(0, andAt);
    const after = words.slice(andAt + 1);
    if (before.some((x) => own.has(singular(x))) && !after.some((x) => own.has(singular(x))))
      kept = before;
  }
  if (!kept || kept.length === 0) return w;
  const last = kept[kept.length - 1] as string;
  // "the devices summary" is about the devices: the noun stays plural.
  const many = w.kind !== "list" && isPlural(last) && singular(last) !== last;
  const noun = many ? kept.join(" ") : [...kept.slice(0, -1), singular(last)].join(" ");
  const nounPlural = [...kept.slice(0, -1), plural(singular(last))].join(" ");
  const said = w.kind === "list" || many ? nounPlural : noun;
  const retold = (text: string) => {
    for (const old of [w.nounPlural, w.noun])
      if (text.includes(old)) return text.replace(old, said);
    return text;
  };
  return {
    ...w,
    noun,
    nounPlural,
    phrase: { ...w.phrase, object: retold(w.phrase.object), text: retold(w.phrase.text) },
  };
}

/** `post_me`, `GET /me`, `getSelf`: the caller's own account — "my account", never "the me". */
function ownAccount(w: ToolWords): ToolWords {
  // "Get Own Articles" (figshare, fresh48): the user's own things are "my articles", never "the
  // own articles".
  const own = /^own (.+)$/i.exec(w.noun)?.[1];
  if (own && w.nounPlural.startsWith("own ")) {
    const nounPlural = w.nounPlural.slice(4);
    const object = `my ${w.kind === "list" ? nounPlural : own}`;
    return {
      ...w,
      noun: own,
      nounPlural,
      mine: true,
      phrase: { ...w.phrase, object, text: `${w.phrase.verb} ${object}` },
    };
  }
  if (!/^(?:me|self|myself|whoami)$/i.test(w.noun)) return w;
  const object = w.kind === "list" ? "my accounts" : "my account";
  return {
    ...w,
    noun: "account",
    nounPlural: "accounts",
    mine: true,
    phrase: { ...w.phrase, object, text: `${w.phrase.verb} ${object}` },
  };
}

/** Objects that say what kind of answer, not what it is about ("the summary", "the details"). */
const BARE_REPORT =
  /^((?:the|a|an|my) )?(summary|details|data|info|information|overview|statistics|stats|report)$/i;

/**
 * A bare "check the summary" said with what it summarises, from the entity the tool serves in
 * the words its own fields and doc use (`charitysearches` → "the charity search summary").
 */
function qualified(spec: ToolSpec, w: ToolWords): ToolWords {
  const m = BARE_REPORT.exec(w.phrase.object);
  if (!m?.[2] || !spec.entity) return w;
  const head = m[2].toLowerCase();
  const props = (spec.inputSchema.properties ?? {}) as Record<string, { description?: unknown }>;
  const vocabulary = [
    toolDocText(spec),
    ...Object.keys(props).flatMap((k) => identifierWords(k)),
    ...Object.values(props).map((p) => (typeof p?.description === "string" ? p.description : "")),
  ].join(" ");
  const about = identifierWords(spec.entity)
    .flatMap((x) => (x.length > 7 ? (unglue(x, vocabulary) ?? [x]) : [x]))
    .map((x) => singular(x))
    .filter((x) => x !== singular(head));
  if (about.length === 0 || about.some((x) => x.length > 10 || codeWord(`the ${x}`))) return w;
  const noun = `${about.join(" ")} ${head}`;
  const object = `${m[1] ?? "the "}${noun}`;
  return {
    ...w,
    noun,
    nounPlural: `${about.join(" ")} ${plural(head)}`,
    phrase: { ...w.phrase, object, text: `${w.phrase.verb} ${object}` },
  };
}

/** Why a goal phrase would fail the request checks (endpoint wording or no goal), if it would. */
function unsayableGoal(text: string): string | undefined {
  const request = `Could you ${text}?`;
  return (
    endpointWording(request) ??
    operationNoise(request) ??
    goalWording(`Could you ${text} called "Ann"?`)
  );
}

/**
 * The doc's first sentence as the goal when it is a plain verb phrase a person could say: a known
 * verb first ("Initiate a new upload.", "leave a channel."), at most six words, no path or markup.
 */
function docVerbPhrase(spec: ToolSpec, w: ToolWords): ToolWords | undefined {
  const first = docOpening(spec)
    .split(/\n|(?<=[a-z])\.\s/)[0]
    ?.replace(/\([^)]*\)/g, " ")
    .replace(/[.!]\s*$/, "")
    .replace(/\s+/g, " ")
    .trim();
  if (!first || /[/*_{}<>`]|\bby id\b/i.test(first)) return undefined;
  const words = first.split(" ");
  // "Detect the language of a single text": what the object is of ("a single text", "a given
  // user") is an input the request states; the phrase is "detect the language".
  const of = words.findIndex(
    (x, i) =>
      i > 1 &&
      /^(?:of|for|in|from)$/i.test(x) &&
      /^(?:a|an|one|any|the given|a given)$/i.test(words.slice(i + 1, i + 2).join(" ")),
  );
  if (words.length > 6 && of > 1) words.splice(of);
  // "Hide a message by its ID", "… by logid and query": how the record is picked is an input the
  // request states, never part of the goal ("hide a message by its ID", fresh54 elmah.io).
  const by = words.findIndex(
    (x, i) =>
      i > 1 &&
      /^by$/i.test(x) &&
      (PICKED_BY.test(words[i + 1] ?? "") ||
        (/^(?:its|their|the|a|an)$/i.test(words[i + 1] ?? "") &&
          PICKED_BY.test(words[i + 2] ?? ""))),
  );
  if (by > 1) words.splice(by);
  // "Polls Airflow CLI command execution and fetches logs": two acts in the third person; the
  // first is the goal ("check on the Airflow CLI command execution").
  const also = words.findIndex(
    (x, i) => i > 1 && /^and$/i.test(x) && thirdPerson(words[i + 1] ?? "") !== undefined,
  );
  const second = also > 1 ? thirdPerson(words[also + 1] ?? "") : undefined;
  if (also > 1) words.splice(also);
  if (words.length < 2 || words.length > 6) return undefined;
  // A doc that says its act in the third person ("Executes Airflow CLI command.") names it: the
  // verb a person says for it ("run"), where a second act makes it plain that both are verbs.
  const told = thirdPerson(words[0] as string);
  const spokenAct =
    told && (isActionVerb(told) || (second && (isActionVerb(second) || baseVerb(second))))
      ? (SAID_ACT[told] ?? told)
      : undefined;
  const verb =
    spokenAct ??
    baseVerb(words[0] as string) ??
    baseVerbLoose(words[0] as string) ??
    // An act the name is made of too (`private_article_upload_complete` "Complete Upload").
    (isActionVerb(words[0] as string) && nameOpensOrEndsWith(spec, words[0] as string)
      ? (words[0] as string).toLowerCase()
      : undefined) ??
    // The name opens with the doc's verb (`uninstallPlugin` "Uninstall a plugin"): it is one.
    (nameVerb(spec) === (words[0] as string).toLowerCase() && DETERMINER.test(words[1] ?? "")
      ? nameVerb(spec)
      : undefined) ??
    // A word that is a noun too ("push", "pull") is the act where the name opens with it and the
    // doc's prose says it as a verb: DigiLocker's `Push_URI_to_Account_id` "Push URI to Account",
    // "The API can use to push or delete a single URI" read "add a new push uri to Account" (F).
    (nameOpensOrEndsWith(spec, words[0] as string) && saysAsVerb(spec, words[0] as string)
      ? (words[0] as string).toLowerCase()
      : undefined);
  if (!verb || /^(?:get|list|return|retrieve|fetch|show|post|put)$/.test(verb)) return undefined;
  // "unpack the given file": a doc's word for its own parameter is no part of what a person says.
  const said = words
    .slice(1)
    .filter((x) => !DOC_REFERENT.test(x))
    .map((x) => (/^[A-Z][a-z]+$/.test(x) ? x.toLowerCase() : x))
    // "Push URI to Account": the title drops the article after its preposition too ("to the account").
    .flatMap((x, i, all) =>
      i > 0 &&
      /^(?:to|into|onto|from)$/i.test(all[i - 1] as string) &&
      /^[a-z]{3,}$/.test(x) &&
      !isPlural(x) &&
      i === all.length - 1
        ? ["the", x]
        : [x],
    );
  // "Complete Upload", "Download translated document": a title drops the article a request says.
  if (said[0] && !DETERMINER.test(said[0]) && !OPENS_PHRASE.test(said[0]) && !/^\d/.test(said[0]))
    said.unshift("the");
  const object = said.join(" ");
  const text = `${verb} ${object}`;
  if (unsayableGoal(text) || objectProblem(object, toolDocText(spec))) return undefined;
  // The noun is the object's head phrase ("a playlist" → playlist; "verification link to
  // registration email" → verification link), never the name's verb ("uninstall plugin").
  const head = object.split(" ");
  while (head.length > 1 && /^(?:a|an|the|my|all|new|existing)$/i.test(head[0] as string))
    head.shift();
  const cut = head.findIndex((x, i) => i > 0 && /^(?:to|for|of|by|from|with|in|on|as)$/i.test(x));
  const nounWords = cut > 0 ? head.slice(0, cut) : head;
  // A goal that said no act kept the tool's path as its noun ("composer project location
  // environment poll Airflow command"): the doc's object's head is the noun, cut to three words.
  if (/^take care of\b/.test(w.phrase.text)) nounWords.splice(0, nounWords.length - 3);
  const last = nounWords[nounWords.length - 1] as string;
  const nouns =
    nounWords.length <= 3 && /^[a-z][a-z-]*$/i.test(last)
      ? {
          noun: [...nounWords.slice(0, -1), singular(last)].join(" "),
          nounPlural: [...nounWords.slice(0, -1), plural(singular(last))].join(" "),
        }
      : {};
  return { ...w, ...nouns, phrase: { verb, object, text } };
}

/** The base form of a third-person verb ("executes" → "execute", "fetches" → "fetch"). */
function thirdPerson(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{4,}s$/.test(w) || /(?:ss|us|is)$/.test(w)) return undefined;
  if (/(?:ches|shes|xes|sses|zes)$/.test(w)) return w.slice(0, -2);
  if (/[^aeiou]ies$/.test(w)) return `${w.slice(0, -3)}y`;
  return w.slice(0, -1);
}

/** Doc verbs a person says otherwise: a command is run, a running one checked on. */
const SAID_ACT: Record<string, string> = { execute: "run", poll: "check on" };

/** What a record is picked by ("by its ID", "by logid", "by name"). */
const PICKED_BY = /^(?:[a-z]*id|ids|key|keys|name|uuid|slug|code|handle)$/i;

/**
 * The title, else the description, without a leading "try to": RESTful4Up's `unpack` is "try to
 * unpack the given file", and its goal read "add a new unpack" (fresh49 blind readers F).
 */
function docOpening(spec: ToolSpec): string {
  return (spec.annotations?.title ?? spec.description ?? "")
    .trim()
    .replace(/^(?:try|tries|attempts?) to\s+/i, "");
}

/** Words that open an object that takes no article ("Skip To Previous", "Sign in", "Log out"). */
const OPENS_PHRASE =
  /^(?:to|in|into|out|up|down|off|on|over|from|for|with|by|at|as|of|about|new|existing|another|other|some|any|no|these|those|our|his|her)$/i;

/** Whether the tool's name (past its HTTP method) opens or ends with a word. */
function nameOpensOrEndsWith(spec: ToolSpec, word: string): boolean {
  const words = identifierWords(spec.name).map((w) => w.toLowerCase());
  if (words.length > 1 && words[0] === httpOf(spec)?.method) words.shift();
  const w = word.toLowerCase();
  return words[0] === w || words[words.length - 1] === w;
}

/**
 * The first word of a tool's name, lowercase (`uninstallPlugin` → "uninstall"); past the HTTP
 * method a name made from method and path opens with (`post_detect` "Detect the language of a
 * single text" → "detect": the goal read "work out the detect", fresh50 dev).
 */
function nameVerb(spec: ToolSpec): string | undefined {
  const words = identifierWords(spec.name).map((w) => w.toLowerCase());
  const method = httpOf(spec)?.method;
  return words.length > 1 && words[0] === method ? words[1] : words[0];
}

/**
 * A verb the tables don't know read into the object ("take care of the uninstall plugin", "add a
 * new refus" for `…_refuse`): the name opens with the word the doc's summary opens with.
 */
function verbInObject(spec: ToolSpec, w: ToolWords): boolean {
  if (actInObject(spec, w)) return true;
  const first = nameVerb(spec);
  if (!first || w.verb === first || LEADING_VERBS.has(first) || first.length < 4) return false;
  const doc = (spec.annotations?.title ?? spec.description ?? "").trim().split(/\s+/);
  // A verb takes an object with a determiner ("Uninstall a plugin"); "Stream query" is a noun.
  return (
    (doc[0] ?? "").toLowerCase() === first &&
    DETERMINER.test(doc[1] ?? "") &&
    saysWord(w.phrase.object, first.slice(0, 5))
  );
}

/**
 * An act the title opens with, read into the object because the kind tables don't know the verb:
 * "add a new private article Upload complete" for figshare's "Complete Upload", "check the
 * download translated document for language", "add a new skip playback to previous track". The
 * title's first word is an act (domain/verbs), the name opens or ends with it, and the object says it.
 */
function actInObject(spec: ToolSpec, w: ToolWords): boolean {
  const first = docOpening(spec).split(/\s+/)[0] ?? "";
  if (!(isActionVerb(first) || saysAsVerb(spec, first)) || w.verb === first.toLowerCase())
    return false;
  return (
    nameOpensOrEndsWith(spec, first) && saysWord(w.phrase.object, first.toLowerCase().slice(0, 5))
  );
}

/** Whether the doc's prose says `word` as a verb: "to push or delete a URI", "used to push the …". */
function saysAsVerb(spec: ToolSpec, word: string): boolean {
  const w = escapeRegExp(word.toLowerCase());
  if (!/^[a-z]{3,}$/.test(w)) return false;
  return new RegExp(`\\bto ${w} (?:or [a-z]+ )?(?:a|an|the|one|all|your|their|its|this)\\b`).test(
    spec.description ?? "",
  );
}

/** Words that open a noun phrase: after a doc's first word they show that word is a verb. */
const DETERMINER = /^(?:a|an|the|all|my|your|this|one|every|each|its|their)$/i;

/** A lowercase verb a doc opens with that the kind tables don't list ("initiate", "leave"). */
function baseVerbLoose(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!/^[a-z]{4,}$/.test(w)) return undefined;
  // "Enterprise user authentication": -prise names a thing (enterprise, surprise), not an act.
  return /(?:ate|ize|ise|ify|ave|eave|oin|art|op)$/.test(w) && !/prise$/.test(w) ? w : undefined;
}

/** Words of a tool's schema and name: field names, entity, plural name words — lowercase, singular. */
function schemaWords(spec: ToolSpec): Set<string> {
  const out = new Set<string>();
  const visit = (schema: unknown, depth: number) => {
    if (depth > 2 || schema === null || typeof schema !== "object") return;
    const o = schema as Record<string, unknown>;
    for (const [k, v] of Object.entries((o.properties ?? {}) as Record<string, unknown>)) {
      for (const w of identifierWords(k)) out.add(singular(w));
      visit(v, depth + 1);
    }
    if (o.items) visit(o.items, depth + 1);
  };
  visit(spec.inputSchema, 0);
  visit(spec.outputSchema, 0);
  for (const w of identifierWords(spec.entity ?? "")) out.add(singular(w));
  // A collection the path names ("get_products_by_id_…"); a singular name word may be a brand.
  for (const w of identifierWords(spec.name))
    if (isPlural(w) && singular(w) !== w) out.add(singular(w));
  return out;
}

/**
 * One word of an object as a person writes it: a schema noun the doc title-cases ("Hook",
 * "Corpus", "Payment Methods") in lower case; an abbreviation the schema glued into a code word
 * ("vcenter", "jsapp", "dns", "vms") as the doc spells it ("vCenter", "JSApp") or as an acronym
 * ("DNS", "VMs"); a stranded "up" of "look up" dropped.
 */
function spokenWord(
  word: string,
  doc: string,
  schema: Set<string>,
  nameWords: readonly string[] = [],
): string {
  if (/^[A-Z]{2,}S$/.test(word) && !ACRONYM_S.test(word.toLowerCase()))
    return `${word.slice(0, -1)}s`;
  if (/^[A-Z][a-z]+$/.test(word)) {
    const lower = word.toLowerCase();
    // "Chinese", "Indian": a nationality or language stays capitalised.
    if (/(?:ese|ian|ish|ch)$/.test(lower)) return word;
    if ((isPlural(lower) && singular(lower) !== lower) || schema.has(singular(lower))) return lower;
    return word;
  }
  // "optout" where the doc writes "opt-out".
  if (/^[a-z]{5,}$/.test(word))
    for (const m of doc.matchAll(/\b([a-z]+-[a-z]+)\b/gi))
      if ((m[1] ?? "").replace(/-/g, "").toLowerCase() === word) return (m[1] ?? "").toLowerCase();
  // A clipped word ("auth") or a field glued to "id" ("openid") is no acronym: left as it is.
  if (!/^[a-z]+$/.test(word) || !codeWord(`the ${word}`) || !acronymLike(word)) return word;
  const docSpelling = (w: string) => {
    const own = new RegExp(`\\b(${w})\\b`, "i").exec(doc.replace(/-/g, ""))?.[1];
    return own && own !== w && /[A-Z]/.test(own) ? own : undefined;
  };
  const own = docSpelling(word);
  if (own) return own;
  if (ACRONYM_S.test(word)) return word.toUpperCase();
  const full = abbreviated(word, nameWords);
  if (full) return full;
  // "txes" (pluralize's plural of "tx") is "tx" + "es": never "TXEs" (nebl.io's getTxs, fresh53 dev).
  const stem = (/^(.+?(?:x|z|ch|sh|ss))es$/.exec(word) ?? /^(.{2,}?)s$/.exec(word))?.[1];
  const ownStem = stem ? docSpelling(stem) : undefined;
  if (ownStem) return `${ownStem}s`;
  if (stem && stem.length <= 6 && codeWord(`the ${stem}`)) return `${stem.toUpperCase()}s`;
  return word.length <= 6 ? word.toUpperCase() : word;
}

/**
 * The word of the tool's own name a path's clipped word stands for: `msg` in
 * `list_messages_api_v1_app_app_id_msg_get` is "message" (its consonants, doubles squeezed), not
 * "MSG" (fresh33 svix: "with the user.signup MSG", a code read out). A plural keeps its "s".
 */
function abbreviated(word: string, nameWords: readonly string[]): string | undefined {
  const stem = /^(.{2,}?)s$/.exec(word)?.[1];
  const skeleton = (w: string) => w.replace(/[aeiouy]/g, "").replace(/(.)\1+/g, "$1");
  for (const w of nameWords) {
    const one = singular(w);
    if (one.length <= word.length + 1 || one[0] !== word[0]) continue;
    if (skeleton(one) === word) return one;
    if (stem && skeleton(one) === stem) return plural(one);
  }
  return undefined;
}

/** A word with no vowel or an onset no English word has ("vms", "nsx", "vcenter"): an acronym. */
function acronymLike(word: string): boolean {
  const onset = /^[^aeiouy]*/.exec(word)?.[0] ?? "";
  return onset === word || (onset.length > 1 && codeWord(`the ${onset}a`) !== undefined);
}

/** Acronyms whose last letter is an "s" of their own (DNS, not "DNs"). */
const ACRONYM_S = /^(?:dns|gps|sms|aws|tls|https|css|rss|nas|cms|qos|ios|saas|paas|iaas|ddos|nfs)$/;

/** The goal's object, noun and plural in a person's spelling (see `spokenWord`). */
function spoken(spec: ToolSpec, w: ToolWords): ToolWords {
  const doc = toolDocText(spec);
  const schema = schemaWords(spec);
  const nameWords = identifierWords(spec.name);
  const say = (phrase: string) => {
    const words = phrase.replace(/\*\*/g, "").split(" ");
    const out = words.map((x) => spokenWord(x, doc, schema, nameWords));
    // "Custom Field" lowered as a whole: a title-case run is one name.
    for (let i = 0; i < words.length; i++) {
      if (!/^[A-Z][a-z]+$/.test(words[i] as string)) continue;
      let j = i;
      while (j + 1 < words.length && /^[A-Z][a-z]+$/.test(words[j + 1] as string)) j++;
      const lowered = out.slice(i, j + 1).some((x, k) => x !== words[i + k]);
      if (lowered) for (let k = i; k <= j; k++) out[k] = (words[k] as string).toLowerCase();
      i = j;
    }
    return (
      out
        .join(" ")
        // "the up user profiles" (from "looks up user profile by ID"): the particle belongs to the verb.
        .replace(/^((?:the|my|a|an|new)\s+)+up\s+/i, (m) => m.replace(/up\s+$/i, ""))
        // "the babel fee new offers": "new" ranks the noun and goes first.
        .replace(/^((?:the|my)\s+)((?:[a-z]+ ){1,3})new (?=[a-z])/i, "$1new $2")
        // "the author name of the author": the owner said again adds nothing.
        .replace(/^(.*\b(\w{4,})\b.*?)\s+(?:of|for|in|on|with) (?:the|a|an|my) \2(?:e?s)?$/i, "$1")
    );
  };
  const object = say(w.phrase.object);
  const noun = say(w.noun).replace(/^up /, "");
  const nounPlural = say(w.nounPlural).replace(/^up /, "");
  return withObject(w, object, noun, nounPlural);
}

/** Words after an operation's verb that say how records are found, not what they are. */
const FINDER_LINK = /^(?:by|for|with|at|from|in|on|of|using)$/;
/** Words of an operation that file it under a heading (`Meta`), never part of the thing. */
const HEADING_WORD = /^(?:meta|all)$/;
/** Words of an operation that stand for "the record" (`Appointments_UpdateEntity`, `…_QueryItem`). */
const RECORD_WORD = /^(?:entity|entities|item|items|record|records|object|objects)$/;

/**
 * `StopPoint_MetaStopTypes` on `/StopPoint/Meta/StopTypes`, `Place_MetaCategories`: an operation
 * id of the form `Resource_Operation` where the resource is the path's own (or, with no path, no
 * verb) is a namespace and an operation — "StopPoint" names what is acted on, it never says "stop".
 * The verb comes from the operation alone; what follows a finder word ("ByMode") says how the
 * record is found; an operation with no noun of its own acts on the resource.
 */
function namespacedOperation(
  spec: ToolSpec,
): { verb?: string; object: string[]; words: string[] } | undefined {
  // `Place_Get`, and `Place_buses` from the operation id `Place.buses`.
  const m = /^([A-Z][A-Za-z0-9]*)_([A-Za-z][A-Za-z0-9]*)$/.exec(spec.name);
  if (!m?.[1] || !m[2]) return undefined;
  const space = identifierWords(m[1]).map((w) => w.toLowerCase());
  const http = httpOf(spec);
  const resources = (http?.segments ?? [])
    .filter((seg) => !/^[{:]/.test(seg))
    .map((seg) => identifierWords(seg).join(" ").toLowerCase());
  // `Place_buses` on `/places/{placeId}/buses`: the area is the resource in either number
  // ("place the bus" read the heading as a verb, fresh30 ijenko).
  const spaceNoun = singular(space.join(" "));
  const at = resources.findIndex((r) => singular(r) === spaceNoun);
  const verbLike = space.length === 1 && LEADING_VERBS.has(space[0] as string);
  let op = identifierWords(m[2]).map((w) => w.toLowerCase());
  const opVerb =
    op.length > 0 && LEADING_VERBS.has(op[0] as string) ? (op[0] as string) : undefined;
  // The area is a resource the path walks through (`/Place/Meta/Categories`), not the action a
  // path ends in (`/recordings/{id}/stop` for `Stop_Recording`); an operation with a verb of its
  // own (`Place_Get`) leaves the area none to be.
  const resource = at >= 0 && !(verbLike && at === resources.length - 1);
  if (!opVerb && !resource && (http || verbLike)) return undefined;
  if (opVerb) op = op.slice(1);
  // `Search_BusSchedules` on `/Search/BusSchedules`: a reading verb as the heading is the read.
  const readingSpace =
    space.length === 1 &&
    ["read", "list"].includes(KIND_BY_VERB[space[0] as string] ?? "") &&
    (spec.kind === undefined || spec.kind === "read" || spec.kind === "list");
  const verb = opVerb ?? (readingSpace && op.length > 0 ? (space[0] as string) : undefined);
  // `CreateOrUpdate`: the second verb says the same act.
  if (op[0] === "or" && op[1] && LEADING_VERBS.has(op[1])) op = op.slice(2);
  const link = op.findIndex((w) => FINDER_LINK.test(w));
  if (link >= 0) op = op.slice(0, link);
  op = op.filter((w) => !HEADING_WORD.test(w));
  if (op.length === 1 && RECORD_WORD.test(op[0] as string)) op = [];
  const spaceSet = new Set(space.map((w) => singular(w)));
  // `Place_buses` on `/places/{placeId}/buses`: the buses are the place's, not "place buses".
  // Only under one record of the area (a path parameter after it): TfL's `Place_MetaCategories`
  // on `/Place/Meta/Categories` lists place categories, not a place's.
  const segments = http?.segments ?? [];
  const spaceAt = segments.findIndex(
    (g) => singular(identifierWords(g).join(" ").toLowerCase()) === spaceNoun,
  );
  const child =
    resource &&
    op.length > 0 &&
    /^[{:]/.test(segments[spaceAt + 1] ?? "") &&
    resources.slice(at + 1).some((r) => singular(r) === singular(op.join(" ")));
  const object = child
    ? op
    : op.length === 0 || (verb && !opVerb)
      ? op.length === 0
        ? space
        : op
      : op.some((w) => spaceSet.has(singular(w)))
        ? op
        : [...space.map((w, i) => (i === space.length - 1 ? singular(w) : w)), ...op];
  return { ...(verb ? { verb } : {}), object, words: verb ? [verb, ...object] : object };
}

function describeTool(spec: ToolSpec): ToolWords {
  const nameWords = identifierWords(spec.name);
  const namespaced = namespacedOperation(spec);
  const words = namespaced?.words ?? meaningfulNameWords(spec.name);
  // What the name says once its `Async` suffix is gone: `GetOrdersLabelAsync` is a plain name.
  const plainWords = identifierWords(spec.name.replace(/(?<=[a-z])Async$/, ""));
  // A plain verb-first name (`book_appointment`) says the goal best; an opaque or generated one
  // (`list_racecards_free_v1_racecards_free_get`, `post_last_media`) is read from its doc.
  const plainName =
    // "get_boxes_incoming": an adjective for a noun the doc names ("incoming transactions").
    !/^(?:incoming|outgoing|upcoming|pending|existing|ongoing)$/.test(
      words[words.length - 1] ?? "",
    ) &&
    words.join(" ") === plainWords.join(" ") &&
    // `get_calendar_today`: a day word is no part of a noun ("list calendar today's"); the doc
    // says what it is ("Get today's agenda from the household calendar").
    !/^(?:today|tomorrow|yesterday|now|tonight)$/.test(words[words.length - 1] ?? "") &&
    LEADING_VERBS.has(words[0] ?? "") &&
    words.length >= 2 &&
    words.length <= 4 &&
    words[1] !== "by" &&
    // `get_qr` made from `GET /qr` "Generate a QR code", a create: the name's reading verb is the
    // HTTP method, not the goal; the doc says it.
    !(
      /^(get|fetch|retrieve|read|show|view)$/.test(words[0] ?? "") &&
      (spec.kind === "create" || spec.kind === "update" || spec.kind === "action")
    );
  // `add-to-queue` "Add an item to the end of the user's current playback queue": the name says
  // where the thing goes, the doc what it is — "add an item to the queue", never "add a new
  // queue" (fresh40 dev, Spotify).
  const placed = placedWords(spec, words, nameWords);
  if (placed) return placed;
  const question = summaryQuestion(spec);
  const docAsk = spec.kind === "compute" || spec.kind === "read" ? summaryAsk(spec) : undefined;
  const fromDoc = plainName ? docSaysNameBetter(spec, words) : docGoal(spec);
  // A doc sentence that comes out garbled ("pay the out a specified amount") is no goal.
  if (fromDoc && !garbledPhrase(fromDoc.phrase.text))
    return {
      ...withPurpose(spec, fromDoc),
      ...(question ? { question, wantsResult: true } : {}),
      ...(docAsk ? { docAsk } : {}),
    };
  const first = words[0] ?? "";
  const verb = namespaced
    ? namespaced.verb
    : LEADING_VERBS.has(first) && words.length > 1
      ? first
      : undefined;
  const kind: ToolKind = spec.kind ?? (verb ? KIND_BY_VERB[verb] : undefined) ?? "action";
  let objectWords = namespaced
    ? namespaced.object
    : verb
      ? words.slice(1)
      : words.length > 1 || !spec.entity
        ? words
        : [];
  if (verb === "look" && objectWords[0] === "up") objectWords = objectWords.slice(1);
  // `GetSpecificOrders`, `accounts_batch` "Create many accounts": a determiner picks records, it
  // is no part of what they are.
  while (objectWords.length > 1 && NAME_DETERMINER.test(objectWords[0] as string))
    objectWords = objectWords.slice(1);
  // "filtering filters", "routing routes": a gerund of the noun it stands before says nothing.
  objectWords = objectWords.filter((w, i) => {
    const next = objectWords[i + 1];
    return !(next && /^[a-z]{4,}ing$/.test(w) && singular(next).startsWith(w.slice(0, -3)));
  });
  // `MembershipsActive` ("Memberships (Active)"): the qualifier goes first; of two plurals
  // (`CompetitionsLeagues`) the second names the same thing more plainly.
  if (!verb && objectWords.length === 2) {
    const [a, b] = objectWords as [string, string];
    if (isPlural(a) && isPlural(b)) objectWords = [b];
    else if (isPlural(a) && !isPlural(b) && !/^(by|of|for)$/.test(b)) objectWords = [b, a];
  }
  let handlerNamed = false;
  // `StopScanPage` on `/stop/{scanId}`: a generated handler's class suffix is no part of what an
  // act is done to ("stop the scan", not "stop the scan page"); a path that says it keeps it.
  if (
    verb &&
    !KIND_BY_VERB[verb] &&
    objectWords.length > 1 &&
    HANDLER_SUFFIX.test(objectWords[objectWords.length - 1] as string)
  ) {
    const suffix = objectWords[objectWords.length - 1] as string;
    const path = (httpOf(spec)?.segments ?? []).join(" ").toLowerCase();
    if (!path.includes(suffix)) {
      objectWords = objectWords.slice(0, -1);
      handlerNamed = true;
    }
  }
  if (objectWords.length === 0 || objectWords.every((w) => GENERIC_NOUNS.has(w) || w === "by")) {
    objectWords = spec.entity ? identifierWords(spec.entity) : ["record"];
  }
  // `GetOrdersWithDetails`, `getProfileWithId`: what follows "with" says how much comes back or
  // how the record is found, not what it is (`confirmPurchaseWithOffer` keeps its offer).
  const withAt = objectWords.indexOf("with");
  const withTail = withAt > 0 ? objectWords.slice(withAt + 1).join(" ") : "";
  if (withAt > 0 && /^(?:ids?|details?|info|information|data|metadata)$/.test(withTail))
    objectWords = objectWords.slice(0, withAt);
  // `get_by_realm_users_by_id_groups` (a path that opens with its parameter, `/{realm}/users/…`,
  // keycloak in fresh48): the lookup of what everything lives in is no part of the thing ("realm
  // user by group by group").
  if (objectWords[0] === "by") objectWords = leadingLookupCut(spec, objectWords);
  // A name cut at 64 characters ends in a broken word ("…_by_client_scop"): no word of the thing.
  const pathWords = (httpOf(spec)?.segments ?? []).flatMap((x) => identifierWords(x));
  const broken = objectWords[objectWords.length - 1] ?? "";
  if (spec.name.length >= 60 && pathWords.length > 0 && !pathWords.includes(broken))
    objectWords = objectWords.slice(0, -1);
  const cut = objectWords.indexOf("by");
  if (cut > 0) {
    // `albums_by_id_comments`: what follows the looked-up record names the thing ("album comments").
    const tail = wordsAfterLookup(spec, objectWords.slice(cut + 1));
    const head = objectWords.slice(0, cut);
    objectWords =
      tail.length > 0 && tail.length <= 3 && !tail.includes("for")
        ? [...head.slice(0, -1), singular(head[head.length - 1] as string), ...tail]
        : head;
  }
  // A name the doc writes capitalised mid-sentence is a product name ("Zappiti").
  const docText = ` ${(spec.description ?? "").replace(/<[^>]*>/g, " ")}`;
  objectWords = objectWords.map((w) => {
    const m = new RegExp(`[a-z,] (${w.charAt(0).toUpperCase()}${w.slice(1)})\\b`).exec(docText);
    return m?.[1] ?? w;
  });
  // `get_changess` on `/collections/changes/records`: the path's plural, not a second one.
  const pathDoc = `${spec.description ?? ""} ${(httpOf(spec)?.segments ?? []).join(" ")}`;
  objectWords = objectWords.map((w) => undoubledPlural(w, pathDoc));
  const last = objectWords[objectWords.length - 1] ?? "record";
  const noun = [...objectWords.slice(0, -1), singular(last)].join(" ");
  const nounPlural = [...objectWords.slice(0, -1), plural(singular(last))].join(" ");
  const phrase = goalPhrase(kind, verb, noun, nounPlural);
  // `StopScans`: an act on a plural is done to all of them ("stop all scans").
  if (
    handlerNamed &&
    verb &&
    !KIND_BY_VERB[verb] &&
    kind !== "list" &&
    kind !== "create" &&
    isPlural(last) &&
    singular(last) !== last
  ) {
    phrase.object = `all ${nounPlural}`;
    phrase.text = `${phrase.verb} ${phrase.object}`;
  }
  if (
    /^(?:details?|info|information|data)$/.test(withTail) &&
    (kind === "list" || kind === "read")
  ) {
    const object = `${phrase.object} with ${kind === "list" ? "their" : "its"} details`;
    phrase.object = object;
    phrase.text = `${phrase.verb} ${object}`;
  }
  return {
    kind,
    ...(verb ? { verb } : {}),
    noun,
    nounPlural,
    nameWords,
    purpose: purposeWords(spec),
    readOnly: kind === "read" || kind === "list" || kind === "compute",
    phrase,
    ...(question ? { question, wantsResult: true } : {}),
    ...(docAsk ? { docAsk } : {}),
  };
}

/** A name of a verb and where its thing goes (`add_to_queue`, `remove_from_cart`): the goal with that place. */
function placedWords(spec: ToolSpec, words: string[], nameWords: string[]): ToolWords | undefined {
  const [verb, prep, ...target] = words;
  if (!verb || !prep || target.length === 0 || target.length > 3) return undefined;
  if (!LEADING_VERBS.has(verb) || !/^(?:to|into|onto|from)$/.test(prep)) return undefined;
  if (spec.kind === "read" || spec.kind === "list" || spec.kind === "compute") return undefined;
  const doc = docGoal(spec);
  const place = [...target.slice(0, -1), singular(target[target.length - 1] as string)].join(" ");
  const thing =
    doc && !garbledPhrase(doc.phrase.text) && doc.noun.toLowerCase() !== place ? doc.noun : "item";
  const said = SPOKEN_VERB[verb] ?? verb;
  const object = `${isUncountable(thing) ? "" : `${articleOf(thing)} `}${thing} ${prep} the ${place}`;
  return {
    kind: spec.kind ?? KIND_BY_VERB[verb] ?? "action",
    verb,
    noun: thing,
    nounPlural: plural(thing),
    nameWords,
    purpose: purposeWords(spec),
    readOnly: false,
    phrase: { verb: said, object, text: `${said} ${object}` },
  };
}

/** Class-name suffixes of generated handlers (`…Page`, `…Resource`, `…Controller`). */
const HANDLER_SUFFIX = /^(?:page|pages|resource|resources|controller|handler|endpoint|view)$/;

/** Words a name opens its object with that pick records rather than say what they are. */
const NAME_DETERMINER =
  /^(?:all|specific|given|particular|selected|existing|many|multiple|several|some|any)$/;

/**
 * The doc's goal in place of a plain name's, when the doc says better what the tool acts on: the
 * same verb, and either the name's object is a qualifier the doc never says as the thing
 * (`uploadLegacy` "Upload a video": "legacy" names the method, the video is what is uploaded) or
 * the doc says the name's noun in full (`requestTwoFactor` "Request two factor authentication").
 * The doc's noun must be one the tool's schema or entity uses, so a vaguer doc noun never wins.
 */
function docSaysNameBetter(spec: ToolSpec, words: string[]): ToolWords | undefined {
  const doc = docGoal(spec);
  const verb = words[0] as string;
  // `fileWatcherRestart` "Restart inventory watcher": the name ends with the doc's verb, so its
  // first word is a noun ("file the watcher restart", fresh37 readers F) — the doc says it.
  if (
    doc &&
    !garbledPhrase(doc.phrase.text) &&
    words.length >= 3 &&
    doc.verb !== verb &&
    words[words.length - 1]?.toLowerCase() === doc.verb
  )
    return doc;
  const sameVerb =
    doc?.verb === verb ||
    (!!KIND_BY_VERB[verb] && KIND_BY_VERB[doc?.verb ?? ""] === KIND_BY_VERB[verb]);
  if (!doc || garbledPhrase(doc.phrase.text) || !sameVerb) return undefined;
  const raw = words.slice(1).map((w) => w.toLowerCase());
  const own = raw.map((w) => singular(w));
  const docNoun = doc.noun.toLowerCase().split(" ");
  const head = docNoun[docNoun.length - 1] as string;
  const schema = schemaWords(spec);
  const text = toolDocText(spec);
  // "two factor" → "two factor authentication": a count and a singular noun ("a two factor") is a
  // modifier whose head the name left out; the doc's noun is the name's with its head added.
  const modifier = /^(?:two|three|four|five|multi|dual|double|triple)$/.test(own[0] ?? "");
  const fuller =
    modifier &&
    raw[raw.length - 1] === own[own.length - 1] &&
    docNoun.length === own.length + 1 &&
    docNoun.slice(0, own.length).every((w, i) => singular(w) === own[i]);
  const unsaid = own.every((w) => !saysWord(text, w) && !schema.has(w));
  // "orders status" where the doc says "order status": the doc's spelling of the same noun.
  const respelt =
    docNoun.length === own.length &&
    docNoun.every((w, i) => singular(w) === own[i]) &&
    docNoun.join(" ") !== [...raw.slice(0, -1), own[own.length - 1]].join(" ");
  if (unsaid && schema.has(singular(head))) return doc;
  // `get_qrcode_phone` "Get a QR Code image for a phone number": the name glues a term the doc
  // writes as words ("QRCODE phone", fresh53 fun-generators) — the doc says it.
  const docWords = text.split(/[^A-Za-z]+/).map((x) => x.toLowerCase());
  const glued = raw.some(
    (x) =>
      x.length >= 5 &&
      !docWords.includes(x) &&
      docWords.some(
        (d, i) =>
          d.length >= 2 && (docWords[i + 1] ?? "").length >= 2 && `${d}${docWords[i + 1]}` === x,
      ),
  );
  if (glued) return doc;
  // `convertUrl` "Convert a Swagger 2.0 definition to OpenAPI 3.0.x from a URL": the name says
  // how the thing is sent (a URL, a file, a body), the doc says what it is ("convert the url",
  // fresh41).
  const formOnly =
    own.length === 1 &&
    /^(?:url|uri|link|file|body|text|json|xml|yaml|base64|string|data|content|payload|byte|input)$/.test(
      own[0] as string,
    );
  if (formOnly && !docNoun.includes(own[0] as string)) return doc;
  // `delete_webhooks` "Deletes all webhooks": a write on every record says so, never "remove the
  // webhook" (Budgea, fresh53: the gold removed all of them for "remove the latest webhook").
  if (/^all\b/.test(doc.phrase.object) && !/^all\b/.test(raw.join(" "))) return doc;
  return fuller || respelt ? doc : undefined;
}

/** Third-person and odd spellings of verbs in API docs ("Lists", "Retrieves", "Setup"). */
const DOC_VERBS: Record<string, string> = {
  // A classifier's doc verb: what it works out, never a record it creates.
  infer: "infer",
  guess: "infer",
  classify: "infer",
  predict: "infer",
  retrieve: "get",
  return: "get",
  obtain: "get",
  setup: "add",
  claim: "claim",
  install: "install",
  start: "start",
  stop: "stop",
  open: "open",
  send: "send",
  verify: "verify",
  check: "check",
  disable: "disable",
  enable: "enable",
  publish: "publish",
  cancel: "cancel",
  tag: "tag",
  untag: "untag",
  // "Email credit note" (taxamo's emailRefund): a doc sentence's verb; as a name's first word
  // (`email_templates_list`) it is a noun.
  email: "email",
  // "Block an account", "Unblock a server by its domain" (PeerTube's blocklist, fresh42 dev):
  // a POST to a blocklist blocks, never "add a new account".
  block: "block",
  unblock: "unblock",
  mute: "mute",
  unmute: "unmute",
  ban: "ban",
  unban: "unban",
  follow: "follow",
  unfollow: "unfollow",
  // "Likes a playlist.", "Unlikes a playlist.", "Reposts a track" (SoundCloud, fresh45): a mark
  // the user sets on a record — never "update the playlist", and an unlike is no removal of it.
  // "Configure index" (Pinecone, fresh44 dev): never "update the configure index".
  configure: "configure",
  like: "like",
  unlike: "unlike",
  repost: "repost",
  favorite: "favorite",
  unfavorite: "unfavorite",
  favourite: "favourite",
  unfavourite: "unfavourite",
  bookmark: "bookmark",
  upvote: "upvote",
  downvote: "downvote",
  subscribe: "subscribe",
  unsubscribe: "unsubscribe",
  replace: "update",
  modify: "update",
};

/** Doc verbs of a mark a user sets on a record (a like, a repost), which a read's heading may use as an adjective. */
const MARK_VERBS = new Set([
  "like",
  "unlike",
  "repost",
  "favorite",
  "unfavorite",
  "favourite",
  "unfavourite",
  "bookmark",
  "upvote",
  "downvote",
]);

/** A doc verb in its base form, or undefined when the word is not a verb we know. */
export function baseVerb(word: string): string | undefined {
  const w = word.toLowerCase();
  const known = (x: string) => LEADING_VERBS.has(x) || x in DOC_VERBS;
  if (known(w)) return w;
  if (w.endsWith("ies") && known(`${w.slice(0, -3)}y`)) return `${w.slice(0, -3)}y`;
  if (w.endsWith("es") && known(w.slice(0, -2))) return w.slice(0, -2);
  if (w.endsWith("s") && known(w.slice(0, -1))) return w.slice(0, -1);
  return undefined;
}

const CREATE_DOC_VERBS = new Set([
  "add",
  "create",
  "new",
  "make",
  "post",
  "register",
  "claim",
  "install",
  "open",
  "submit",
  "book",
  "place",
  "request",
  "file",
  "schedule",
  "reserve",
  "generate",
  "start",
  "issue",
  "invite",
  "upload",
  "write",
]);
const READ_DOC_VERBS = new Set(["get", "fetch", "read", "show", "lookup", "find", "retrieve"]);
/** Words that end a doc's object noun phrase ("Search jockeys by name", "Get all actions for the user"). */
const OBJECT_STOP =
  /^(by|if|for|from|with|using|in|on|at|that|which|when|where|so|such|including|matching|containing|having|satisfying|meeting|comprising|according|corresponding|to|into|as|via|within|based|whose|but|after|before|than|because|while|you|we|it|they|will|can|could|should|must|may|is|are|was|were|be|been|has|have|required|needed|used)$/i;
const LEAD_NOISE =
  /^(?:(?:the|a|an)\s+)?(?:(?:pageable|paginated|paged|full|complete|whole|entire|filtered|sorted)\s+)?(?:informations?|info|details|list|set|number|collection)\s+(?:about|of|on|for)\s+/i;

/** Plural words that name one record's fields together ("the details of an order"). */
const RECORD_FIELDS = /^(?:details|data|info|information|settings|stats|statistics|metadata)$/;

/** Who "of …" names when it names the caller: "of my user", "of the current user". */
const SELF_OWNER =
  /^(?:my|the (?:current|authenticated|logged[- ]in|calling|requesting)) (?:user|account|profile)$/i;

/** Sentences of a tool's documentation that may say its goal, best first. */
function docSentences(spec: ToolSpec): string[] {
  const title = spec.annotations?.title?.trim();
  const plain = (spec.description ?? "")
    // "a user’s available devices": a typographic apostrophe is an apostrophe (Spotify, fresh40:
    // "list the user’").
    .replace(/[‘’]/g, "'")
    .replace(/<[^>]*>/g, " ")
    .replace(/`[^`]*`/g, " ")
    .replace(/\([^)]*\)/g, " ");
  const out: string[] = [];
  for (const para of plain.split(/\n\s*\n|\n/)) {
    const p = para.replace(/\s+/g, " ").trim();
    if (!p || (title && p.toLowerCase() === title.toLowerCase())) continue;
    for (const s of p.split(/(?<=[.!?])\s+/)) if (s.trim()) out.push(s.trim());
  }
  // The summary comes second: a description's first sentence says more ("today's racecards"),
  // later sentences are often about something else.
  if (title) out.splice(1, 0, handlerSummary(title.replace(/\([^)]*\)/g, " ")));
  return out.slice(0, 4);
}

/** The verb a handler's HTTP method stands for ("Handle POST request for …" creates). */
const HANDLER_VERB: Record<string, string> = {
  get: "Get",
  post: "Create",
  put: "Update",
  patch: "Update",
  delete: "Delete",
};

/**
 * A generated handler's summary said as its goal: "Handle GET request for Grafana boards" → "Get
 * Grafana boards", "Handle DELETE for a Meshery Filter" → "Delete a Meshery Filter" (go-swagger
 * docs, meshery on fresh18); any other sentence as it is.
 */
function handlerSummary(sentence: string): string {
  const h = handlerSentence(sentence);
  // "for saving performance profile": the act is the gerund's, no noun to read.
  if (h?.link !== "for" || /^[a-z]+ing\b/i.test(h.rest)) return sentence;
  return `${HANDLER_VERB[h.method]} ${h.rest}`;
}

/** A word written as a name in running text: keep its case ("Zappiti", "eBay", "SMS"). */
function keepCase(word: string, titleCase: boolean): boolean {
  if (/^[A-Z0-9]{2,}$/.test(word) && /[A-Z]/.test(word)) return true;
  if (/[a-z][A-Z]/.test(word)) return true;
  return !titleCase && /^[A-Z]/.test(word);
}

/**
 * The goal as the documentation says it ("Start Zappiti Service if not started yet" → start the
 * Zappiti Service; "Get today and tomorrows basic racecards" → list today and tomorrow's basic
 * racecards), or undefined when no sentence opens with a verb and a plain object.
 */
function docGoal(spec: ToolSpec): ToolWords | undefined {
  for (const raw of docSentences(spec)) {
    let s = raw
      // "The `Fetch` operation looks up …" (Pinecone, fresh44 dev): the operation's own name too.
      .replace(
        /^(?:this|the)\s+(?:`\w+`\s+|[A-Z]\w*\s+(?=(?:method|endpoint|operation|call)\b))?(?:method|endpoint|operation|call|api|action)\s+(?:will\s+)?/i,
        "",
      )
      .replace(
        // ("Use to get information on your email templates" stays: Braze's read of one
        // template by id is no list of "my email templates".)
        /^(?:use (?:this (?:method |endpoint )?)?to(?! (?:get|retrieve|fetch|list|return|see|view)\b)|allows? (?:you|the user|users) to)\s+/i,
        "",
      );
    const allow = /\ballows? (?:the user|you|users) to\s+(.*)$/i.exec(s);
    if (allow?.[1]) s = allow[1];
    // "[USES 10 UNITS PER NAME] Infer up-to 100 US resident's likely race/ethnicity": billing
    // notes and batch sizes are no part of the goal; "race/ethnicity" is said "race or ethnicity".
    s = s
      .replace(/^\[[^\]]*\]\s*/, "")
      .replace(/\bup[- ]to \d+\s+/i, "")
      // "Submit 1 or more SMS messages": how many is no part of what is sent.
      .replace(/\b(?:\d+|one) or more\s+/i, "")
      // Svix's "Create new or unarchive existing event type." creates an event type: the second
      // act on an existing one is a case of the call, never its thing ("add a new unarchive", F).
      .replace(/\bnew or [a-z]+ (?:an? |the )?existing\s+/i, "new ")
      .replace(/,?\s+(?:ex|e\.g|eg|i\.e)\.?(?:\s.*)?$/i, "")
      .replace(/([a-z])\/([a-z])/gi, "$1 or $2")
      // "Get the list of Users of this Account" lists users: a read of "the users of this
      // Account" read "Can you remove the users of this Account called Afton Hagenes?" (fresh30).
      .replace(/^(?:get|return|retrieve|fetch|obtain)s?\s+(?:a|the)\s+list\s+of\s+/i, "List ")
      // "Retrieves all of the custom constraints" (Org Policy) lists them: the goal read "list the
      // the custom constraints", the answer "I found 6 the custom constraints" (stop 59).
      .replace(/^((?:get|return|retrieve|fetch|obtain)s?)\s+all\s+of\s+the\s+/i, "$1 all ")
      // "Retrieve a page of repositories" lists repositories: never "I found 9 page of groups".
      .replace(
        /^(?:get|return|retrieve|fetch|obtain|list)s?\s+(?:a|the|one)\s+page\s+of\s+/i,
        "List ",
      );
    // "Tag adds a tag to the policy" (`tagPolicy`, fresh35 dev): the operation named as the
    // sentence's subject is no verb of it — the goal read "tag the adds a tag".
    const subject = /^([A-Za-z]+)\s+([a-z]+s)\s/.exec(s);
    if (
      subject &&
      subject[1]!.toLowerCase() === identifierWords(spec.name)[0] &&
      baseVerb(subject[2]!) !== undefined
    )
      s = s.slice(subject[1]!.length).trim();
    // "Accepts search query objects array each with query and optional filter" (Open Index,
    // fresh49): a sentence about what the call takes is no goal — the request read "list the
    // search query objects array eaches" (blind readers F, 6 of 60).
    if (/^(?:accepts|takes|expects|receives|requires)\s/i.test(s)) continue;
    const whether = whetherGoal(spec, s);
    if (whether) return whether;
    const placed = ownCollectionGoal(spec, s);
    if (placed) return placed;
    const tokens = s.replace(/[.!?:;,]+$/, "").split(/\s+/);
    const verbWord = baseVerb(tokens[0] ?? "");
    if (!verbWord) continue;
    // Mastodon's `POST /accounts/{id}/unblock` documented "Block the given account." (a copied
    // summary): the name undoes what the doc says, and the name is right (fresh49: "block the
    // account" for an unblock).
    if (nameOrPathSays(spec, `un${verbWord}`)) continue;
    // "Deletes a webhook. Updates the deleted field with the date of the deletion" (Budgea,
    // fresh53): how a delete is kept is no goal — the request read "update the deleted field".
    if (spec.kind === "delete" && KIND_BY_VERB[DOC_VERBS[verbWord] ?? verbWord] === "update")
      continue;
    // "Favorite tracks of a user" heads a read: a mark verb only says a write's act.
    if (MARK_VERBS.has(verbWord) && (spec.kind === "read" || spec.kind === "list")) continue;
    // "Returns the newly created comment on success" (a POST): the doc says what a write answers
    // with, not what is asked — reading it asked to "check the newly created comment" (fresh45).
    if (
      READ_DOC_VERBS.has(DOC_VERBS[verbWord] ?? verbWord) &&
      /^(?:the|a|an)\s+(?:newly|just|freshly)[\s-]+(?:created|added|made|posted|uploaded)\b/i.test(
        tokens.slice(1).join(" "),
      )
    )
      continue;
    // "looks up and returns vectors": the particle belongs to the verb.
    const particle = verbWord === "look" && /^up$/i.test(tokens[1] ?? "") ? 2 : 1;
    const rest = tokens
      .slice(particle)
      .join(" ")
      .replace(LEAD_NOISE, "")
      .split(/\s+/)
      .filter((t) => t.replace(/[,;:!?.]+$/, "").length > 0);
    const words: string[] = [];
    let rejected = false;
    let complement = "";
    // "Like/dislike a video" (PeerTube): a choice of marks is a rating, never "like the video"
    // whatever rating is sent.
    let verbSaid = verbWord;
    if (
      MARK_VERBS.has(verbWord) &&
      /^or$/i.test(rest[0] ?? "") &&
      /^(?:dis|un|down)/i.test(rest[1] ?? "")
    )
      verbSaid = "rate";
    // "stop and shut down slicebox": a second verb before any object says the same act.
    if (/^(?:and|or)$/i.test(rest[0] ?? "") && rest.length > 2) {
      rest.splice(0, /^(?:down|up|off|out)$/i.test(rest[2] ?? "") ? 3 : 2);
    }
    for (const [i, t] of rest.entries()) {
      const clean = t.replace(/[,;:!?.]+$/, "");
      if (/^(for|about|on|with)$/i.test(clean) && words.length === 0 && verbWord === "search")
        continue;
      // "Enable a disabled Label and restore it": a second verb ends the object.
      const andVerb = /^(and|or)$/i.test(clean) && baseVerb(rest[i + 1] ?? "") !== undefined;
      if (OBJECT_STOP.test(clean) || andVerb) {
        rejected = words.length === 0;
        // "Mark all my notification as read": what the object is marked as is the act itself.
        const as = (rest[i + 1] ?? "").replace(/[,;:!?.]+$/, "");
        if (/^(?:mark|flag)$/.test(verbWord) && /^as$/i.test(clean) && /^[a-z-]+$/i.test(as))
          complement = ` as ${as.toLowerCase()}`;
        break;
      }
      // "the address of the specified site": the record is named by the user, not by the doc.
      if (
        /^of$/i.test(clean) &&
        /^(the|a|an)$/i.test(rest[i + 1] ?? "") &&
        /^(specified|specific|given|requested|selected|current)$/i.test(rest[i + 2] ?? "")
      )
        break;
      // "Buses available on the gateway": an adjective after its noun ends it.
      if (
        words.some((x) => !/^(?:the|a|an|all|any|my|your|of|these|those)$/i.test(x)) &&
        /^(?:available|possible|supported|existing|present)$/i.test(clean)
      )
        break;
      // "List the users of this Account": whose they are is the context the user is in, not
      // part of the things' name.
      if (
        verbWord === "list" &&
        /^of$/i.test(clean) &&
        /^(this|that|these|those|your|our)$/i.test(rest[i + 1] ?? "")
      )
        break;
      // "a definition supplied in the body of the request", "the file passed by the caller": a
      // participle before its phrase starts a clause about the object, no part of its name.
      // (After a plural it is the kind of thing: "messages scheduled from …" are scheduled messages.)
      // (After "being" or "currently" it is the passive itself: "the object currently being played".)
      if (
        words.length > 0 &&
        !isPlural(words[words.length - 1] as string) &&
        !/^(?:being|been|is|are|was|were|be|currently|now|just|recently)$/i.test(
          words[words.length - 1] as string,
        ) &&
        /^(?:[a-z]{3,}ed|given|sent|shown|written|taken|made|built|held|kept)$/.test(clean) &&
        OBJECT_STOP.test((rest[i + 1] ?? "").replace(/[,;:!?.]+$/, ""))
      )
        break;
      words.push(clean);
      if (clean !== t) break;
    }
    if (rejected) continue;
    // "Gets the line status of for all lines": a link stranded before the stop word is no noun.
    while (words.length > 1 && TRAILING_LINK.test(words[words.length - 1] as string)) words.pop();
    // "the service type active": a ranking word after its noun goes before it ("active service type");
    // so does a participle ("messages scheduled from your account" → scheduled messages).
    // "Get account locations data": the data of a thing is the thing ("the account locations");
    // "tabular data" is a kind of data, no thing without it.
    // "Get a user activity logs list by its unique ID" (Appwrite, fresh43 readers F/G): a list of
    // plural things is those things — never "the user activity logs list".
    if (
      words.length > 1 &&
      /^list$/i.test(words[words.length - 1] as string) &&
      isPlural(words[words.length - 2] as string)
    )
      words.pop();
    if (
      words.length > 1 &&
      /^data$/i.test(words[words.length - 1] as string) &&
      !/(?:ar|al|ic|ive|ous|ful|ble)$/i.test(words[words.length - 2] as string)
    )
      words.pop();
    const lastWord = words[words.length - 1] as string;
    const participle =
      words.length > 1 &&
      /^[a-z]{3,}ed$/.test(lastWord) &&
      isPlural(words[words.length - 2] as string) &&
      !/^(?:of|the|a|an)$/i.test(words[words.length - 2] as string);
    if (words.length > 1 && (RANK_WORD.test(lastWord) || participle)) {
      const rank = words.pop() as string;
      const at = words.findIndex((w) => !/^(?:the|a|an|my|all|any)$/i.test(w));
      words.splice(Math.max(0, at), 0, rank);
    }
    const object = words.join(" ");
    if (!object || /[_{}[\]<>=/\\]|\d[a-z]|[a-z]\d/i.test(object)) continue;
    // A camelCase word is a code name (`LabelLocks`, `userId`), except a brand's (`eBay`) or a
    // name that ends in its acronym ("OpenAPI", "GraphQL": mermade's "Validate an OpenAPI 3.0.x
    // definition" read "work out the validate", fresh41).
    if (
      object
        .split(" ")
        .some(
          (w) =>
            /[a-z][A-Z]/.test(w) &&
            !/^[a-z][A-Z][a-z]+$/.test(w) &&
            !/^[A-Z][a-z]+(?:API|QL|SQL|DB|JS|ML)s?$/.test(w),
        )
    )
      continue;
    const titleCase =
      raw.split(/\s+/).filter((w) => /^[A-Z]/.test(w)).length >=
      Math.max(2, raw.split(/\s+/).length * 0.6);
    const objWords = object
      .split(" ")
      .map((w) => (keepCase(w, titleCase) ? w : w.toLowerCase()))
      .map((w) => (/^(todays|tomorrows|yesterdays)$/.test(w) ? `${w.slice(0, -1)}'s` : w))
      .map((w) => (w === "informations" ? "information" : w));
    // Determiners the doc uses for "the record you mean": the user says "the" or "my".
    let every = false;
    while (
      /^(the|a|an|any|new|specified|specific|single|given|particular|selected|requested|one|all|existing|published|several|multiple|various|different|some|likely|entire|whole)$/i.test(
        objWords[0] ?? "",
      )
    )
      every = /^all$/i.test(objWords.shift() as string) || every;
    // "Get a description of a collection", "Get details of a user": the record is what is read.
    if (
      objWords.length > 2 &&
      /^(?:description|details?|information|info|overview)$/i.test(objWords[0] as string) &&
      /^of$/i.test(objWords[1] as string)
    ) {
      objWords.splice(0, 2);
      while (/^(?:the|a|an|given|specified|specific)$/i.test(objWords[0] ?? "")) objWords.shift();
    }
    let mine = false;
    if (/^(user's|your|their|users'|my)$/i.test(objWords[0] ?? "")) {
      objWords.shift();
      mine = true;
    }
    // "the songs saved in the current Spotify user's library": kept by the one asking — "my saved
    // songs", never "the tracks" (fresh40 readers G: "list the shows" for the user's saved shows).
    const after = rest.slice(words.length).join(" ");
    if (
      !mine &&
      /^(?:in|from|of|for|by)\b/i.test(after) &&
      /^\S+ (?:the )?(?:current|authenticated|logged[- ]in|calling)(?: [A-Z]\w+)? user(?:'s)?\b/i.test(
        after,
      )
    )
      mine = true;
    // "video imports of my user": the user the doc means is the one asking — "my video imports".
    const ownerAt = objWords.findIndex(
      (w, i) => i > 0 && /^of$/i.test(w) && SELF_OWNER.test(objWords.slice(i + 1).join(" ")),
    );
    if (ownerAt > 0) {
      objWords.splice(ownerAt);
      // "videos of subscriptions of my user": the caller owns the subscriptions.
      const inner = objWords.lastIndexOf("of");
      if (inner > 0) objWords.splice(inner + 1, 0, "my");
      else mine = true;
    }
    if (objWords.length === 0 || objWords.length > 6) continue;
    const verbAsDoc = verbSaid === "rate" ? "rate" : (DOC_VERBS[verbWord] ?? verbWord);
    // "messages of an abuse": the head noun is the one before "of", the rest says whose record;
    // "identities of tissue source sites" (no article) is one noun as a whole.
    const ofAt = objWords.findIndex(
      (w, i) => i > 0 && /^of$/i.test(w) && /^(?:a|an|the|my)$/i.test(objWords[i + 1] ?? ""),
    );
    const headEnd = ofAt > 0 ? ofAt : objWords.length;
    // "details", "stats": one record's fields, read rather than listed.
    const headWord = (objWords[headEnd - 1] as string).toLowerCase();
    const plural0 = isPlural(headWord) && !RECORD_FIELDS.test(headWord);
    const docKind: ToolKind | undefined = READ_DOC_VERBS.has(verbAsDoc)
      ? plural0 || verbAsDoc === "list"
        ? "list"
        : "read"
      : KIND_BY_VERB[verbAsDoc];
    // Mastodon's `GET /api/v1/lists/{id}` documented "Remove converstation" (a copied summary): a
    // write the doc says of a GET that neither the name nor the path says is the doc's mistake —
    // read as a delete, gold "removed" a list by reading it (fresh49). (A POST that reads may
    // still create: "add a new saved list view" for SalesLoft's POST /v2/saved_list_views.)
    if (
      (spec.kind === "read" || spec.kind === "list") &&
      httpOf(spec)?.method === "get" &&
      (docKind === "delete" || docKind === "create" || docKind === "update") &&
      !nameOrPathSays(spec, verbWord)
    )
      continue;
    const specKind = spec.kind ?? docKind ?? "action";
    // The doc's verb says what a person asks for: a POST that reads is asked as a read, a
    // "create" whose doc says "disable" is asked as that action.
    const kind: ToolKind =
      specKind === "compute" && (!docKind || READ_DOC_VERBS.has(verbAsDoc))
        ? "compute"
        : // "Removes a configuration from device.", modelled as taking a field off the device: no
          // delete — asked as one, the user said "remove the device …" (fresh73 readers A).
          specKind === "update" && docKind === "delete"
          ? "update"
          : (docKind ??
            (specKind === "create" && !CREATE_DOC_VERBS.has(verbAsDoc) ? "action" : specKind));
    // Head noun: what comes after a possessive ("today and tomorrow's basic racecards" → basic racecard).
    let poss = -1;
    for (const [i, w] of objWords.entries()) if (/'s$|s'$/.test(w)) poss = i;
    const headWords = objWords.slice(poss + 1, poss + 1 < headEnd ? headEnd : objWords.length);
    if (headWords.length === 0) continue;
    const last = headWords[headWords.length - 1] as string;
    const noun = [...headWords.slice(0, -1), singular(last)].join(" ");
    const nounPlural = [...headWords.slice(0, -1), plural(singular(last))].join(" ");
    const said = objWords.join(" ");
    const timeOwner = poss >= 0 && /^(today|tomorrow|yesterday)/i.test(objWords[0] ?? "");
    const det = timeOwner ? "" : mine ? "my " : "the ";
    const spoken = SPOKEN_VERB[verbAsDoc] ?? verbAsDoc;
    let phrase: ToolWords["phrase"];
    if (kind === "list") {
      const v = verbAsDoc === "search" || verbAsDoc === "find" ? "find" : "list";
      phrase = {
        verb: v,
        object: `${det}${poss >= 0 ? said : objWords.map((x, i) => (i === headEnd - 1 ? plural(singular(x)) : x)).join(" ")}`,
        text: "",
      };
    } else if (kind === "create") {
      const base = goalPhrase("create", verbAsDoc, noun, nounPlural);
      phrase = base;
    } else if (kind === "read" || kind === "compute") {
      const v = kind === "read" ? "check" : spoken;
      phrase = { verb: v, object: `${det}${said}`, text: "" };
    } else if (every || complement) {
      // "Mark all my notification as read" → "mark all my notifications as read".
      const many = every ? `all ${det}${poss >= 0 ? said : nounPlural}` : `${det}${said}`;
      phrase = { verb: spoken, object: `${many}${complement}`, text: "" };
    } else phrase = { verb: spoken, object: `${det}${said}`, text: "" };
    phrase.text = `${phrase.verb} ${phrase.object}`.trim();
    const nameWords = identifierWords(spec.name);
    return {
      kind,
      verb: verbAsDoc,
      noun,
      nounPlural,
      nameWords,
      purpose: purposeWords(spec),
      readOnly: specKind === "read" || specKind === "list" || specKind === "compute",
      phrase,
      ...(mine ? { mine: true } : {}),
    };
  }
  return undefined;
}

/**
 * "Checks whether a given number is a known fermat prime number or not." (math.tools, fresh54):
 * the question is the goal — "check whether a number is a known fermat prime number", never
 * "check the prime is fermat prime" read off the name.
 */
function whetherGoal(spec: ToolSpec, sentence: string): ToolWords | undefined {
  if (spec.kind !== "compute" && spec.kind !== "read") return undefined;
  const m =
    /^(?:checks?|tests?|tells?|determines?|finds? out)\s+(whether|if)\s+(.+?)(?:,?\s+or not)?[.?!]?$/i.exec(
      sentence,
    );
  if (!m) return undefined;
  const clause = (m[2] as string)
    .replace(/\b(?:a|the) (?:given|specified|provided|supplied) /gi, "a ")
    .split(/\s+/);
  // "whether a number is a cube": a subject, a verb "is/are/has", a complement — short enough to say.
  const be = clause.findIndex((x) => /^(?:is|are|has|have|was|can|contains?)$/i.test(x));
  if (be < 1 || be > 3 || clause.length > 8 || clause.length < be + 2) return undefined;
  if (clause.some((x) => /[/_{}<>`=]/.test(x))) return undefined;
  const subject = clause.slice(0, be).filter((x) => !/^(?:a|an|the|this|that)$/i.test(x));
  const last = subject[subject.length - 1];
  if (!last || !/^[a-z][a-z-]*$/i.test(last)) return undefined;
  const noun = [...subject.slice(0, -1), singular(last.toLowerCase())].join(" ");
  const object = `whether ${clause.join(" ")}`;
  return {
    kind: "compute",
    verb: "check",
    noun,
    nounPlural: [...subject.slice(0, -1), plural(singular(last.toLowerCase()))].join(" "),
    nameWords: identifierWords(spec.name),
    purpose: purposeWords(spec),
    readOnly: true,
    phrase: { verb: "check", object, text: `check ${object}` },
    wantsResult: true,
  };
}

/**
 * "Add the given account to the user's featured profiles", "Remove a status from your private
 * bookmarks" (Mastodon's pin and unbookmark, fresh49): a record put into or taken out of the
 * user's own collection — "add the account to my featured profiles", never "add a new account"
 * or "remove the status".
 */
function ownCollectionGoal(spec: ToolSpec, sentence: string): ToolWords | undefined {
  const m =
    /^(add|remove)s?\s+(?:the given|the specified|the|a|an)\s+([a-z]+(?: [a-z]+)?)\s+(to|from)\s+(?:the (?:authenticated |current )?user's|your|my)\s+([a-z]+(?: [a-z]+){0,2})\.?$/i.exec(
      sentence.trim(),
    );
  if (!m) return undefined;
  const [, verb = "", thing = "", link = "", place = ""] = m;
  if (!isPlural(place.split(" ").pop() as string)) return undefined;
  const noun = thing.toLowerCase();
  const object = `the ${noun} ${link.toLowerCase()} my ${place.toLowerCase()}`;
  const v = verb.toLowerCase();
  return {
    kind: "action",
    verb: v,
    noun,
    nounPlural: plural(noun),
    nameWords: identifierWords(spec.name),
    purpose: purposeWords(spec),
    readOnly: false,
    phrase: { verb: v, object, text: `${v} ${object}` },
  };
}

/** Whether a tool's name or path says a verb (`removeList`, `/lists/{id}/remove`). */
function nameOrPathSays(spec: ToolSpec, verb: string): boolean {
  const words = [
    ...identifierWords(spec.name),
    ...(httpOf(spec)?.segments ?? []).flatMap((x) => identifierWords(x)),
  ].map((x) => x.toLowerCase());
  return words.some((x) => x === verb || baseVerb(x) === verb);
}

/** Verbs people use for a tool's verb, by kind (`get` → "check", `create` → "add"). */
const SPOKEN_VERB: Record<string, string> = {
  infer: "work out",
  get: "check",
  fetch: "check",
  read: "check",
  show: "check",
  lookup: "look up",
  look: "look up",
  find: "find",
  list: "find",
  search: "find",
  query: "find",
  create: "add",
  add: "add",
  new: "add",
  make: "add",
  post: "add",
  update: "update",
  set: "change",
  change: "change",
  edit: "update",
  modify: "update",
  patch: "update",
  delete: "remove",
  remove: "remove",
  compute: "work out",
  calculate: "work out",
  estimate: "estimate",
  check: "check",
  turn: "switch",
  speak: "play",
  say: "play",
  announce: "play",
  quote: "get",
  decide: "decide on",
};

/** How people say "create" for a few common records ("place an order", "book an appointment"). */
const CREATE_BY_NOUN: Record<string, string> = {
  order: "place",
  appointment: "book",
  booking: "make",
  reservation: "make",
  ticket: "open",
  payment: "make",
  expense: "submit",
  claim: "file",
};

const DEFAULT_VERB: Record<ToolKind, string> = {
  read: "check",
  list: "find",
  create: "add",
  update: "update",
  delete: "remove",
  action: "take care of",
  compute: "work out",
};

function goalPhrase(
  kind: ToolKind,
  verb: string | undefined,
  noun: string,
  nounPlural: string,
): ToolWords["phrase"] {
  let said = (verb && SPOKEN_VERB[verb]) ?? verb ?? DEFAULT_VERB[kind];
  if (kind === "list" && said === "check") said = "list";
  let object: string;
  if (verb === "comment" || verb === "reply" || verb === "review" || verb === "rate")
    return {
      verb: "add",
      object: `${articleOf(verb)} ${verb} to the ${noun}`,
      text: `add ${articleOf(verb)} ${verb} to the ${noun}`,
    };
  if (verb === "quote") object = `${articleOf(noun)} ${noun} quote`;
  else if (verb === "speak" || verb === "say" || verb === "announce") object = "an announcement";
  else if (kind === "list") object = nounPlural;
  else if (kind === "create" && said === "add" && CREATE_BY_NOUN[noun]) {
    const v = CREATE_BY_NOUN[noun] as string;
    return {
      verb: v,
      object: `${articleOf(noun)} ${noun}`,
      text: `${v} ${articleOf(noun)} ${noun}`,
    };
  } else if (kind === "create")
    // A mass noun takes no "a": "add new data to the feed", never "add a new data" (fresh13 readers, F).
    object = isUncountable(noun)
      ? `${said === "add" ? "new " : ""}${noun}`
      : said === "add"
        ? `${articleOf(`new ${noun}`)} new ${noun}`
        : `${articleOf(noun)} ${noun}`;
  else object = `the ${noun}`;
  return { verb: said, object, text: `${said} ${object}` };
}

function articleOf(phrase: string): string {
  return /^(?:[aeio]|u(?!ni|se|sa|su))/i.test(phrase) ? "an" : "a";
}

/** Keys that wrap a payload ("response", "data", "result"): words for the message, not the thing. */
export const ENVELOPE_KEY =
  /^(?:responses?|data|results?|items|payloads?|values?|contents?|body|records|entries|list|output|return|objects|elements|hits|rows|nodes|edges|collection|resources|root|d)$/;
/** Wrapper words every API uses that way: a list under them is the tool's records whatever surrounds it. */
const ALWAYS_ENVELOPE = /^(?:items|results|data|records|list|entries)$/;
/** Siblings of a wrapped payload that describe the message (paging, counts, status), not a record. */
const MESSAGE_KEY =
  /^(?:_?links|_?meta|metadata|pagination|paging|page(?:_?info|_?size|_?count)?|per_?page|cursors?|next(?:_?page|_?cursor|_?token)?|prev(?:ious)?|self|total(?:_?(?:count|entries|items|pages|results))?|count|size|limit|offset|status(?:_?code)?|success|ok|code|message|errors?|warnings?|request_?id|took|version)$/i;

/**
 * The noun of a record a person picks from a tool's list (`{"devices": […]}` → "device"). A key
 * that only wraps the payload (`{"response": […]}` beside paging and status fields at most) is the
 * message, not the thing: the records are what the tool is about ("template"), unless the path
 * names the key as its resource (`/surveys/{id}/responses`).
 */
export function listedNoun(
  result: unknown,
  listPath: string,
  spec: ToolSpec | undefined,
  words: Pick<ToolWords, "noun">,
): string {
  const parts = listPath.split(".").filter(Boolean);
  const key = parts[parts.length - 1] ?? "";
  const keyWords = identifierWords(key);
  if (keyWords.length === 0) return words.noun;
  const ownNoun = [
    ...keyWords.slice(0, -1),
    singular(keyWords[keyWords.length - 1] as string),
  ].join(" ");
  const flat = keyWords.join("_");
  if (ALWAYS_ENVELOPE.test(flat)) return words.noun;
  if (!ENVELOPE_KEY.test(flat)) return viewOf(ownNoun, words.noun, spec) ?? ownNoun;
  const pathWords = new Set(
    (httpOf(spec ?? { name: "", description: "", inputSchema: {} })?.segments ?? [])
      .filter((s) => !/^[{:]/.test(s))
      .flatMap((s) => identifierWords(s).map((w) => singular(w))),
  );
  if (keyWords.every((w) => pathWords.has(singular(w)))) return ownNoun;
  let holder: unknown = result;
  for (const part of parts.slice(0, -1)) {
    if (holder === null || typeof holder !== "object") return ownNoun;
    holder = (holder as Record<string, unknown>)[part];
  }
  if (holder === null || typeof holder !== "object" || Array.isArray(holder)) return ownNoun;
  const wraps = Object.keys(holder).every((k) => k === key || MESSAGE_KEY.test(k));
  return wraps ? words.noun : ownNoun;
}

/**
 * The record a list schema's view of it names (`ApplicationSummaries` → "application",
 * `SnapshotSummaries` → "snapshot"), when what is left is the tool's own record or a word of its
 * path: a person names the application, never "the application summary called Field Service"
 * (fresh61 readers, F on about 12 of 30). A view of another thing ("cost summary") is kept.
 */
function viewOf(noun: string, toolNoun: string, spec: ToolSpec | undefined): string | undefined {
  const words = noun.split(" ");
  if (words.length < 2 || !VIEW_SUFFIX.test(words[words.length - 1] as string)) return undefined;
  const plain = words.slice(0, -1).join(" ");
  const own = toolNoun.toLowerCase();
  if (own === plain || own.endsWith(` ${plain}`) || plain.endsWith(` ${own}`)) return plain;
  const segments = (httpOf(spec ?? { name: "", description: "", inputSchema: {} })?.segments ?? [])
    .filter((s) => !/^[{:]/.test(s))
    .map((s) =>
      identifierWords(s)
        .map((w) => singular(w))
        .join(" "),
    );
  return segments.includes(plain) ? plain : undefined;
}

/** Find a tool's spec in a bundle. */
export function findSpec(bundle: EnvBundle, tool: string): ToolSpec | undefined {
  return bundle.tools.find((t) => t.name === tool);
}

/** The JSON schema of a tool's parameter, when declared. */
export function paramSchema(spec: ToolSpec | undefined, name: string): Record<string, unknown> {
  const props = (spec?.inputSchema.properties ?? {}) as Record<string, Record<string, unknown>>;
  return props[name] ?? {};
}

/** Names of a tool's required parameters. */
export function requiredParams(spec: ToolSpec | undefined): string[] {
  const req = spec?.inputSchema.required;
  return Array.isArray(req) ? req.filter((r): r is string => typeof r === "string") : [];
}

/**
 * The required inputs that narrow a list the bundle also gives wider: a list of services in one
 * resource group beside the subscription's whole list (`Services_ListByResourceGroup` beside
 * `Services_List`). "Find the services" fits both; only the request that says the resource group
 * fits the narrow one (fresh72 readers: ambiguous). Empty when no wider list of the same thing.
 */
export function scopeInputs(bundle: EnvBundle, spec: ToolSpec | undefined): string[] {
  if (!spec) return [];
  const own = toolWords(spec);
  if (own.kind !== "list") return [];
  const required = requiredParams(spec);
  const noun = singular(own.noun.toLowerCase());
  const out = new Set<string>();
  for (const other of bundle.tools) {
    if (other === spec) continue;
    const w = toolWords(other);
    if (w.kind !== "list" || singular(w.noun.toLowerCase()) !== noun) continue;
    const wider = requiredParams(other);
    if (wider.length >= required.length || wider.some((p) => !required.includes(p))) continue;
    for (const p of required) if (!wider.includes(p)) out.add(p);
  }
  return [...out];
}

const MASKABLE = new Set([
  "limit",
  "page",
  "page size",
  "per page",
  "offset",
  "cursor",
  "max results",
  "page token",
  "verbose",
  "fields",
  "sort",
  "sort by",
  "order by",
  "include",
  "expand",
  "format",
  "lang",
]);

/** Optional arguments that only shape the answer's size or form (reward ignores them). */
export function isMaskable(spec: ToolSpec | undefined, name: string): boolean {
  if (requiredParams(spec).includes(name)) return false;
  return MASKABLE.has(identifierWords(name).join(" "));
}

/** Secrets the caller holds: the environment fills them, a user never says them. */
const CREDENTIAL =
  /(?:^| )(?:secret|api key|apikey|token|password|passwd|access key|client secret|auth|authorization|signature|session key|(?:service|license|licence|subscription|developer|consumer|client|app|application|access|private|master|account) ?key)(?: |$)/;
/** Limits on how much comes back: a call setting, not something a person asks for. */
const LIMIT =
  /^(?:topn|top n|top|max|maximum|max (?:return|returns|results?|count|items|rows|hits)|num results|number of results|size|count)$/;
/**
 * Paging and matching settings of a search ("start", "max length", "name match mode", "get total
 * count"): how the call pages or matches, never something a person asks for.
 */
const PAGING_OR_MATCHING =
  /^(?:start|first|skip|offset|start index|max length|max|(?:[a-z]+ )?match mode|get total count|prefer accurate matches|sort|sort rule|sort order|sort direction|order by|ordering|rows|per page|page number|fields)$/;
/** A body the doc says is file or image bytes: the user attaches it, nobody types it. */
const FILE_BODY =
  /\b(?:byte array|binary (?:data|content|file)|(?:image|jpeg|jpg|png|pdf|dicom|audio|video) (?:data|content|bytes))\b/i;
/** A file's name as a person says it: `team-photo.png`, `Q3 budget.xlsx`. */
const FILE_NAME = /^[\w][\w .-]{0,80}\.[a-z0-9]{2,5}$/i;
/** Switches that shape the response ("return image", "is cropped", "include raw"). */
const SWITCH =
  /^(?:is|has|return|include|show|with|enable|use|want|prewarp)(?: |$)|^(?:detailed|verbose|expanded|pretty|formatted|compact|raw|nested|minified|indented|debug)$/;

/**
 * Arguments a person would not know or say — credentials, result limits, response switches —
 * left to the assistant: fixed in the gold call, masked for reward, never a user fact.
 * (Named here by their input names; the semantic model's `credential`/`paging` roles say the same.)
 */
export function isUnsayable(
  spec: ToolSpec | undefined,
  name: string,
  value: unknown,
  role?: string,
): boolean {
  if (role === "credential" || role === "paging") return true;
  const words = identifierWords(name).join(" ");
  // Where a secret is kept (`secretArn`, `secret_name`) is no secret: the user names it ("use the
  // orders-db secret"), or the gold uses a value nobody gave (RDS Data, fresh61 readers U/A).
  if (CREDENTIAL.test(words) && !/ (?:arn|name)$/.test(words)) return true;
  // Audit fields ("created by", "updated by") are the system's record, not the user's words.
  if (/^(?:created|updated|modified|deleted|changed|last modified) by$/.test(words)) return true;
  const schema = paramSchema(spec, name);
  if (isConstantInput(schema)) return true;
  // A file the user has is one they name ("upload team-photo.png"); its bytes nobody types.
  if (
    typeof value === "string" &&
    !FILE_NAME.test(value) &&
    (schema.format === "binary" ||
      (typeof schema.description === "string" && FILE_BODY.test(schema.description)))
  )
    return true;
  if (requiredParams(spec).includes(name)) return false;
  if (LIMIT.test(words) && (typeof value === "number" || /\d/.test(String(value)))) return true;
  if (PAGING_OR_MATCHING.test(words)) return true;
  return SWITCH.test(words) && (typeof value === "boolean" || value === 0 || value === 1);
}

/** Words that join a noun phrase's parts: never a route word on their own. */
const PHRASE_GLUE = /^(?:of|for|in|on|to|by|and|or|the|a|an|my|with|from|at|as|new|all)$/;

/**
 * The route a tool is named from, as runs of words: its name's words as they stand and without
 * their verbs (`idGetGrafanaConfig` → id get grafana config, id grafana config) and its path's
 * literal segments (`/Urls/social-media` → urls social media).
 */
function routeRuns(spec: ToolSpec): string[][] {
  const name = identifierWords(spec.name);
  const path = (httpOf(spec)?.segments ?? [])
    .filter((s) => !/^[{:]/.test(s))
    .flatMap((s) => identifierWords(s));
  return [
    name,
    name.filter((w) => !LEADING_VERBS.has(w) && !HTTP_WORDS.has(w) && w !== "delete"),
    path,
  ].filter((r) => r.length > 0);
}

/** What `routeNoun` reads of a tool, once per tool spec. */
interface RouteContext {
  /** Words the doc says in prose. */
  doc: Set<string>;
  /** The doc's prose as text, for `unglue`. */
  prose: string;
  /** Words the doc writes only as code: in a path, a code span, a link. */
  code: Set<string>;
  docText: string;
  runs: string[][];
  routeWords: Set<string>;
}
const routeContexts = new WeakMap<ToolSpec, RouteContext>();
const DOC_CODE = /<[^>]*>|`[^`]*`|https?:\/\/\S+|\S*\/\S*/g;
/** A PascalCase type name of two words or more in code marks: `<code>SchemaMapping</code>`. */
const CODE_TYPE_NAME =
  /<code>([A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})+)<\/code>|`([A-Z][a-z]{2,}(?:[A-Z][a-z]{2,})+)`/g;
function routeContext(spec: ToolSpec): RouteContext {
  let ctx = routeContexts.get(spec);
  if (!ctx) {
    // A type the doc marks as code (AWS's "<code>MatchingWorkflow</code>") is its name for the
    // thing, said in words: "start a matching job" names no route (dev65, Entity Resolution).
    const text = toolDocText(spec).replace(
      CODE_TYPE_NAME,
      (_m, tagged?: string, ticked?: string) =>
        ` ${identifierWords(tagged ?? ticked ?? "").join(" ")} `,
    );
    const prose = text.replace(DOC_CODE, " ").toLowerCase();
    const doc = new Set(prose.split(/[^a-z0-9]+/).filter(Boolean));
    const code = new Set((text.match(DOC_CODE) ?? []).flatMap((c) => identifierWords(c)));
    const runs = routeRuns(spec).map((r) => r.map((w) => singular(w)));
    ctx = { doc, prose, code, docText: text.toLowerCase(), runs, routeWords: new Set(runs.flat()) };
    routeContexts.set(spec, ctx);
  }
  return ctx;
}

/** Whether the doc's prose says a word, in any number or with a suffix ("config" in "configuration"). */
function docSays(doc: Set<string>, word: string): boolean {
  const w = word.toLowerCase();
  if (doc.has(w) || doc.has(singular(w)) || doc.has(plural(w))) return true;
  if (w.length < 4) return false;
  for (const d of doc) if (d.length > w.length && d.startsWith(w)) return true;
  // `Int32` where the doc writes "integer32" (opto22's writeInt32Var, fresh37 readers A: "write a
  // var" chose among int32, int64 and float with nothing said).
  const width = /^([a-z]+)(\d+)$/.exec(w);
  if (width)
    for (const d of doc)
      if (d.length > w.length && d.startsWith(width[1]!) && d.endsWith(width[2]!)) return true;
  return false;
}

/**
 * A route word no person says for the thing: a key ("id"), or — when the doc's prose never says
 * it — one with digits ("covid19", "k8s"), and when the doc has prose of its own, one it writes
 * only as code ("/contentpro-search") or one glued from its words ("companyinfo").
 */
function machineWord(ctx: RouteContext, word: string): boolean {
  const w = word.toLowerCase();
  if (/^(?:id|ids|uuid|guid)$/.test(w)) return true;
  if (docSays(ctx.doc, w)) return false;
  if (/[a-z]\d|\d[a-z]/.test(w)) return true;
  // A doc that is nothing but its route line ("POST /dns_zones") has no words of its own.
  if (ctx.doc.size < 3) return false;
  return ctx.code.has(w) || (w.length >= 6 && unglue(w, ctx.prose) !== undefined);
}

/**
 * The route-made words a text names a tool's thing by, or undefined when it names it as the doc
 * does: a route word no person says ({@link machineWord}: "the id", "the covid19 companyinfo",
 * "the id grafana configs", "a new contentpro similar text"), a plural the path puts before a
 * noun as no doc writes it ("the urls social media"), a name's camelCase pair ("pgId").
 */
export function routeNoun(text: string, spec: ToolSpec): string | undefined {
  const ctx = routeContext(spec);
  const { docText, runs, routeWords } = ctx;
  const follows = (a: string, b: string) =>
    runs.some((r) => r.some((w, i) => w === singular(a) && r[i + 1] === singular(b)));
  const raw = text.split(/[^A-Za-z0-9]+/).filter(Boolean);
  for (const token of raw) {
    const camel = identifierWords(token);
    if (/[a-z][A-Z]/.test(token) && camel.length > 1 && follows(camel[0]!, camel[1]!)) return token;
  }
  const words = raw.map((w) => w.toLowerCase());
  for (const [i, a] of words.entries()) {
    // The request's own verb ("find the places" of `/find_places`) is no noun.
    if (PHRASE_GLUE.test(a) || !routeWords.has(singular(a)) || LEADING_VERBS.has(a)) continue;
    const b = words[i + 1];
    const pair = !!b && !PHRASE_GLUE.test(b) && follows(a, b);
    if (machineWord(ctx, a)) return pair ? `${a} ${b}` : a;
    if (!pair || !b) continue;
    if (machineWord(ctx, b)) return `${a} ${b}`;
    // "DNS zone": an acronym's own "s" makes no plural.
    const acronym = ACRONYM_S.test(a) || /^[A-Z]+$/.test(raw[i] as string);
    const modifier = !acronym && isPlural(a) && singular(a) !== a && !docText.includes(`${a} ${b}`);
    if (modifier) return `${a} ${b}`;
  }
  return undefined;
}
