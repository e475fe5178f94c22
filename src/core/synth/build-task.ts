import {
  answersYesNo,
  enumMeaning,
  schemaAtPath,
  stateMeaning,
  trueMeaning,
  whetherAct,
} from "../domain/enum-labels.js";
import { payloadPathOfValue, scalarPayload } from "../domain/envelope.js";
import { isPartyKey, isTypeTag, LOGIN_KEY, MAKER_KEY, PERSON_NOUN } from "../domain/field-roles.js";
import {
  enumOf,
  flatSchema,
  holdsKind,
  isObj,
  propsOf,
  schemaType,
} from "../domain/json-schema.js";
import { isResourceId } from "../domain/resource-names.js";
import { durationUnitMs } from "../domain/sibling-coherence.js";
import { isOperationInput, nameCheckVerdict } from "../domain/tool-kind.js";
import { instantOf } from "../domain/values.js";
import {
  clippedFormOf,
  countOf,
  humanize,
  isCodeNameValue,
  isPastForm,
  isPlural,
  looseKey,
  nameLanguageOf,
  pastParticiple,
  plural,
  presentParticiple,
  setApartBy,
  singular,
  splitWords,
  unwrappedFilterName,
} from "../domain/words.js";
import { fail, ok, type Result } from "../errors.js";
import { isMadeTimeName } from "../graph/names.js";
import { episodeInitialState } from "../plan/episode.js";
import { itemSchemaAt } from "../plan/ground-plan.js";
import { endsRecord, followUpArgs, jsonApiTypeSent, pathParams } from "../plan/semantics.js";
import { timeRank } from "../plan/value-picker.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { CallOutcome } from "../schema/call-outcome.js";
import { canonicalJson, contentId } from "../schema/canonical.js";
import type { ToolSpec } from "../schema/index.js";
import type { Plan, PlanStep } from "../schema/plan.js";
import type { AnswerFact, GoldCall, HiddenValue, Task, Turn, UserFact } from "../schema/task.js";
import { carriesError, LETTER_LABEL, NONE_WORD, proseOf, WRITTEN_NOUN } from "./checks.js";
import { type EnvRunner, publicToolName, TaskEnvs } from "./env-runner.js";
import { type ProseSegment, unsayableFieldLabel } from "./label-wording.js";
import { ownWordNumber } from "./record-defects.js";
import { refineTask } from "./refine.js";
import {
  type FieldDoc,
  grammarLabel,
  INTRANSITIVE,
  spokenFieldLabel,
  withAcronyms,
} from "./schema-wording.js";
import { modelOf, roleOf } from "./semantics.js";
import {
  article,
  countryName,
  currencyName,
  epochIso,
  identifierWords,
  isCamelCode,
  isDateLike,
  isEnumCode,
  labelFor,
  languageName,
  looksOpaque,
  monthName,
  referenceLabel,
  speakValue,
  spokenCode,
  spokenLabel,
  withoutUnitWords,
} from "./text.js";
import {
  ENVELOPE_KEY,
  findSpec,
  isMaskable,
  isUnsayable,
  listedNoun,
  meaningfulNameWords,
  paramSchema,
  requiredParams,
  scopeInputs,
  type ToolWords,
  toolWords,
} from "./tool-words.js";
import { TextIndex } from "./value-mentions.js";
import {
  askFor,
  codedPhrase,
  copula,
  type FactPhrase,
  factMention,
  isResourceGroup,
  nameOwner,
  type RequestDraft,
  type RequestWriter,
  rankWord,
  saysOwnNoun,
  templateUserSimulator,
  templateWriter,
  type UserSimulator,
} from "./writer.js";

export interface BuildTaskOptions {
  seed: number;
  turns: "single" | "multi";
  runner?: EnvRunner;
  writer?: RequestWriter;
  userSimulator?: UserSimulator;
  /** Sandbox episode seed every replay of the task uses; must match grounding (sampler default 0). */
  episodeSeed?: number;
  /** Which phrasing to use (0 = first choice); the refinement loop raises it after a failed check. */
  attempt?: number;
}

/** Why a plan could not become a task; synthesize counts these as drop reasons. */
export type BuildTaskDrop =
  | "not-grounded"
  | "grounding-mismatch"
  | "ambiguous-selection"
  | "fault"
  | "no-answer-facts"
  | "unrequested-write"
  | "no-op-write"
  | "error-result";

/** Records of people other than the user, which a user adds for someone else. */
const OTHER_PERSON =
  /(?:^| )(?:client|contact|customer|employee|member|guest|student|driver|lead|candidate|applicant|attendee|participant|friend|subscriber|recipient|tenant|player|volunteer|worker|staff member|team member)$/;

const PERSONAL = new Set([
  "email",
  "email address",
  "phone",
  "phone number",
  "name",
  "full name",
  "date of birth",
  "birth date",
  "address",
  "username",
  "user name",
  "first name",
  "last name",
]);

const NAMEABLE_FIELDS = [
  "name",
  "title",
  "full_name",
  "fullName",
  "display_name",
  "label",
  "subject",
  "email",
  "summary",
  "headline",
  // What a word list or a search result is named by.
  "word",
  "headword",
  "term",
  "phrase",
];

/**
 * A label of one fact about the record, not of the record: a job run's `releaseLabel` is the EMR
 * release it ran on — "I found 2 job runs: emr-6.15.0 (success) and emr-6.9.0" (fresh62 readers, B).
 */
const FACT_LABEL =
  /^(?:release|version|status|state|stage|build|type|kind|time|date) (?:label|name|title)$/;

/** A field doc that says it is the record's title: "Title of the song or track". */
const TITLE_DOC = /^(?:the )?title of (?:the|this|a|an) /i;
/** A field doc that says the field is some other thing's ("Record label, i.e. publisher of …"). */
const OTHER_THING_DOC = /\b(?:i\.e\.|publisher|company|organi[sz]ation|owner|vendor) /i;

/** Verbs that ask to be told something, whatever the tool's kind. */
const READING_VERB =
  /^(?:check|look up|get|find|search|fetch|view|see|retrieve|show|verify|lookup|return|work out|infer)$/i;

/** Secrets in a result (a login's password): never read out to a user. */
const SECRET_KEY = /pass(?:word|wd)|secret|token|api_?key|credential/i;
/** A field the doc calls an identifier or code: it tells which one, it measures nothing. */
const CODE_DOC = /\b(?:identifiers?|id|code)\b/i;
/**
 * Facts about the call, not the thing asked for (credits used, processing time, versions, paging):
 * an answer made of these answers nothing.
 */
const CALL_METADATA =
  /credit|quota|version|epoch|processing|usage|cursor|offset|^page|limit|rate_?limit|latency|elapsed|^max_?return|data_?type|^total_?pages|^img_?(?:height|width)|^image_?(?:height|width)/i;

/** Keys that hold a record's parts or its links, never a record of its own. */
const PARTS_KEY = /^(?:attributes?|properties|fields|_?links?|_?meta|relationships?)$/i;
/**
 * The noun of a record nested in a listed one, when the value is taken from it: a report's rows
 * each hold a `user`, and `report[].user.id` picks that user — "the user under jo@example.com",
 * never "the report under jo@example.com" (fresh47, MotaWord's users report). Envelope and
 * message keys (`data`, `attributes`, `links`) say nothing of what the record is.
 */
export function nestedNoun(path: string): string | undefined {
  const close = path.indexOf("]");
  if (close < 0) return undefined;
  const inner = path
    .slice(close + 1)
    .split(".")
    .filter(Boolean);
  const key = inner.length >= 2 ? inner[inner.length - 2] : undefined;
  if (!key || /[[\]]/.test(key)) return undefined;
  const flat = identifierWords(key).join("_");
  if (ENVELOPE_KEY.test(flat) || PARTS_KEY.test(flat)) return undefined;
  return listedNoun(undefined, key, undefined, { noun: "" }) || undefined;
}

/** A result with at least one real value in it (not `{}`, `[]`, `[{}]`). */
function hasValue(result: unknown): boolean {
  let found = false;
  walkLeaves(result, "", (_k, v) => {
    if (v !== null && v !== undefined && v !== "" && typeof v !== "boolean") found = true;
  });
  return found;
}

/** Canonical JSON that tolerates `undefined` (a missing field never equals a present one). */
function canon(v: unknown): string {
  if (v === undefined) return "\u0000undefined";
  try {
    return canonicalJson(v);
  } catch {
    return "\u0000unencodable";
  }
}

export interface Located {
  list: unknown[];
  element: unknown;
  /** Array key the list lives under ("devices"), empty for an array root. */
  listKey: string;
}

function getAt(value: unknown, path: string): unknown {
  let cur = value;
  for (const part of path.split(".").filter(Boolean)) {
    if (cur === null || typeof cur !== "object") return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** Find the list a `a[].b` path walks through and the element holding `value`. */
function locate(
  result: unknown,
  path: string,
  value: unknown,
  /** The element grounding chose, when known: two records may share the value (a row version). */
  index?: number,
): Located | undefined {
  const m = /^(.*?)\[(\d*)\]\.?(.*)$/.exec(path);
  if (!m) return undefined;
  const prefix = (m[1] ?? "").replace(/\.$/, "");
  const rest = m[3] ?? "";
  const list = prefix ? getAt(result, prefix) : result;
  if (!Array.isArray(list)) return undefined;
  const want = canon(value);
  const holds = (el: unknown) =>
    canon(rest ? getAt(el, rest.replace(/\[\d*\]/g, "")) : el) === want;
  const chosen = index !== undefined && holds(list[index]) ? list[index] : undefined;
  const element = m[2] ? list[Number(m[2])] : (chosen ?? list.find(holds));
  if (element === undefined) return undefined;
  return { list, element, listKey: prefix.split(".").pop() ?? "" };
}

/**
 * Pick a field a person could name that singles the element out of its list. The fields of an
 * object the element wraps its record in count too (`attributes.name` of a JSON:API resource
 * `{id, type, attributes: {name}}`): without them every find-then-act plan over such a list was
 * dropped — fresh22 fitbit_plus, "fetchRewardPrograms → fetchRewardProgram" and ten more of its
 * 24 two-call drafts.
 */
/**
 * Words of a field whose number a person says to single out a record: a room, a year, a price.
 * Any other number names nothing a person knows ("the sim of the 92 state" — mimic's
 * `{agentNum, state}` list, fresh26 readers A).
 */
const SAID_NUMBER =
  /^(number|no|num|code|year|port|room|floor|seat|level|extension|ext|price|cost|amount|fee|rating|size|capacity|date|time|start|end)$/;

export function nameableSelect(
  loc: Located,
  preferred?: { by: string; value: unknown; rank?: "newest" | "oldest" },
  /** The schema of one element of the list: which fields hold a kind, not a name. */
  itemSchema?: unknown,
  /** The path inputs the list was asked by: its scope, which every record in it shares. */
  listedBy: string[] = [],
): NameableSelection | undefined {
  const el = loc.element as Record<string, unknown>;
  if (el === null || typeof el !== "object") return undefined;
  // The channel group a channel was listed in names the group, not the channel: "the channel
  // named Managers" for channel "mobile" of group Managers (fresh71 MediaPackage, A+B).
  const scope = new Set(listedBy.map(looseKey));
  const unique = (by: string, v: unknown) =>
    loc.list.filter((x) => x !== null && typeof x === "object" && canon(getAt(x, by)) === canon(v))
      .length === 1;
  // "Remove the single-track preset": a packing mode or a type many presets share names none.
  const ok = (by: string, v: unknown) =>
    !holdsKind(itemSchema, by) &&
    !scope.has(looseKey(leafOf(by))) &&
    ((typeof v === "string" && v.length > 0 && v.length <= 60 && !looksOpaque(leafOf(by), v)) ||
      (typeof v === "number" &&
        !looksOpaque(leafOf(by), String(v)) &&
        splitWords(leafOf(by)).some((w) => SAID_NUMBER.test(w))));
  // A date a record holds about itself (a person's date of birth, an organisation's establishment
  // date) is no name for it: "remove the individual with a date of birth of March 4, 1966" (fresh75
  // blind readers, F on 12 of 30). It picks a record only when nothing a person says does.
  const attributeDate = (by: string, v: unknown) =>
    typeof v === "string" && instantOf(v) !== undefined && !isMadeTimeName(leafOf(by));
  const fieldsOf = (rec: Record<string, unknown>, prefix: string) => [
    ...NAMEABLE_FIELDS.filter((k) => k in rec).map((k) => prefix + k),
    ...Object.keys(rec)
      .filter((k) => typeof rec[k] === "string" && !NAMEABLE_FIELDS.includes(k))
      .map((k) => prefix + k),
    ...Object.keys(rec)
      .filter((k) => typeof rec[k] === "number")
      .map((k) => prefix + k),
  ];
  const keysOf = () => [
    ...fieldsOf(el, "").filter((k) => NAMEABLE_FIELDS.includes(k)),
    ...nestedNameKeys(el),
    ...fieldsOf(el, "").filter((k) => !NAMEABLE_FIELDS.includes(k)),
    ...Object.keys(el)
      .filter((k) => isObj(el[k]))
      .flatMap((k) => fieldsOf(el[k] as Record<string, unknown>, `${k}.`)),
  ];
  const person = NAMEABLE_FIELDS.some((k) => ok(k, el[k]) && unique(k, el[k]))
    ? undefined
    : nestedPersonName(el);
  const personValue = person ? getAt(el, person.by) : undefined;
  const named = person && unique(person.by, personValue) ? person : undefined;
  // A name that singles the record out, when there is one: a date gives way to it.
  const nameKey = keysOf().find((k) => {
    const v = getAt(el, k);
    return ownNameKey(k, loc.listKey) && ok(k, v) && unique(k, v) && !isTypeTag(leafOf(k), v);
  });
  const byName = named !== undefined || nameKey !== undefined;
  if (
    preferred &&
    (preferred.rank !== undefined || ok(preferred.by, preferred.value)) &&
    getAt(el, preferred.by) !== undefined &&
    unique(preferred.by, preferred.value) &&
    (preferred.rank !== undefined || !byName || !attributeDate(preferred.by, preferred.value))
  )
    return preferred;
  if (named) return { by: named.by, value: personValue, said: named.said };
  const keys = keysOf();
  for (const k of keys) {
    const v = getAt(el, k);
    if (!ok(k, v) || !unique(k, v)) continue;
    if (byName && attributeDate(k, v)) continue;
    // A JSON:API `type: "share"` says what the record is, never which: "remove the share share
    // (Shared Folder)" (exavault, fresh43 readers F on 4 samples).
    if (isTypeTag(leafOf(k), v)) continue;
    if (!isMadeTimeName(leafOf(k)) || madeInstant(v) === undefined) return { by: k, value: v };
    // Nobody knows when the system made a record to the minute ("my order with a creation time
    // of Aug 21, 2025 at 5:45 pm", shoe-shop cancelOrder, knowable): the latest or oldest one, or
    // the day when no other record was made on it ("my order from Aug 21").
    const rank = timeRank(
      loc.list.map((x) => madeInstant(getAt(x, k))),
      madeInstant(v) as number,
    );
    if (rank) return { by: k, value: v, rank };
    const day = dayOf(v);
    if (day && loc.list.filter((x) => dayOf(getAt(x, k)) === day).length === 1)
      return { by: k, value: v, day };
  }
  return undefined;
}

/** A record picked by a field a person names it by; `said` when its name is told in parts. */
type NameableSelection = {
  by: string;
  value: unknown;
  rank?: "newest" | "oldest";
  day?: string;
  said?: string;
};

/**
 * A field that holds the record's own name: `name`, `names.0.name`, `ruleName` in a list of rules,
 * a person's `first_name` — never another record's (`projectName` of a build).
 */
function ownNameKey(key: string, listKey: string): boolean {
  const leaf = leafOf(key);
  if (NAMEABLE_FIELDS.includes(leaf)) return true;
  const words = identifierWords(leaf).map((w) => w.toLowerCase());
  if (!/^(?:name|title)$/.test(words.pop() ?? "")) return false;
  const own = singular(identifierWords(listKey).pop()?.toLowerCase() ?? "");
  return (
    words.length === 0 ||
    (words.length === 1 && /^(?:first|given|full|display)$/.test(words[0] ?? "")) ||
    (own !== "" && singular(words.join(" ")) === own)
  );
}

/** Keys of a list of names a record keeps (`names: [{name: "Bruen - Mohr", fromDate}]`). */
const NAMES_LIST = /^(?:names|titles)$/i;

/** The name fields of the first entry of a record's list of names: `names.0.name`. */
function nestedNameKeys(el: Record<string, unknown>): string[] {
  return Object.keys(el)
    .filter((k) => NAMES_LIST.test(k) && Array.isArray(el[k]) && isObj((el[k] as unknown[])[0]))
    .flatMap((k) => {
      const first = (el[k] as unknown[])[0] as Record<string, unknown>;
      return NAMEABLE_FIELDS.filter((f) => typeof first[f] === "string").map((f) => `${k}.0.${f}`);
    });
}

/**
 * A person's name kept in parts in the first entry of their list of names (`names: [{givenName:
 * "Adela", familyName: "Bruen"}]`): picked by the given name, said whole ("Adela Bruen").
 */
function nestedPersonName(el: Record<string, unknown>): { by: string; said: string } | undefined {
  for (const k of Object.keys(el)) {
    if (!NAMES_LIST.test(k) || !Array.isArray(el[k])) continue;
    const first = (el[k] as unknown[])[0];
    if (!isObj(first)) continue;
    const part = (re: RegExp) =>
      Object.keys(first).find(
        (f) => re.test(f) && typeof first[f] === "string" && (first[f] as string).trim() !== "",
      );
    const given = part(/^(?:given|first|fore)_?name$/i);
    const family = part(/^(?:family|last|sur)_?name$|^surname$/i);
    if (given && family) return { by: `${k}.0.${given}`, said: `${first[given]} ${first[family]}` };
  }
  return undefined;
}

/**
 * The instant a record's creation time stands for: ISO text, a count since 1970, or such a count
 * as digits in text (Mux's `created_at` "1765460700", a Unix timestamp typed as a string).
 */
function madeInstant(v: unknown): number | undefined {
  return instantOf(typeof v === "string" ? (epochIso(v) ?? v) : v);
}

/** The UTC day (`2025-08-21`) of an instant, or undefined. */
function dayOf(v: unknown): string | undefined {
  const t = madeInstant(v);
  return t === undefined ? undefined : new Date(t).toISOString().slice(0, 10);
}

/** Last name of a dotted field path: `attributes.name` → `name`. */
function leafOf(path: string): string {
  return path.slice(path.lastIndexOf(".") + 1);
}

/**
 * The field of a read's one record that holds the words it was found by (`title` for a search
 * for "A beginner's guide to sourdough"), said as its label; undefined when none does.
 */
function foundBy(outcome: CallOutcome | undefined, value: unknown): string | undefined {
  if (!outcome?.ok || typeof value !== "string" || !isObj(outcome.result)) return undefined;
  const rec = recordOf(outcome.result);
  const words = value.toLowerCase();
  const field = NAMEABLE_FIELDS.find(
    (f) => typeof rec[f] === "string" && (rec[f] as string).toLowerCase().includes(words),
  );
  return field ? answerLabel(field) : undefined;
}

/** Top-level argument name of a binding key (`lines[0].product_id` → `lines`). */
function topName(key: string, args?: Record<string, unknown>): string {
  // A parameter whose own name holds a dot (`1_property.value`, Sling/OSGi forms) is one name.
  if (args && Object.hasOwn(args, key)) return key;
  return key.split(/[.[]/)[0] ?? key;
}

/** Value at a binding key such as `lines[0].product_id` inside concrete arguments. */
function argAt(args: Record<string, unknown>, key: string): unknown {
  if (Object.hasOwn(args, key)) return args[key];
  let cur: unknown = args;
  for (const part of key.split(".")) {
    const m = /^([^[]*)((?:\[\d+\])*)$/.exec(part);
    if (!m) return undefined;
    if (m[1])
      cur =
        cur !== null && typeof cur === "object"
          ? (cur as Record<string, unknown>)[m[1]]
          : undefined;
    for (const idx of (m[2] ?? "").matchAll(/\[(\d+)\]/g))
      cur = Array.isArray(cur) ? cur[Number(idx[1])] : undefined;
  }
  return cur;
}

function walkLeaves(value: unknown, key: string, visit: (key: string, v: unknown) => void): void {
  if (Array.isArray(value)) for (const x of value) walkLeaves(x, key, visit);
  else if (value !== null && typeof value === "object")
    for (const [k, v] of Object.entries(value)) walkLeaves(v, k, visit);
  else visit(key, value);
}

/**
 * How an answer names one record of a list: its name or title; a code when the record is one
 * (a coupon's code); an address by its street and city; else by its amount ("one for $211.92").
 */
function itemName(
  rec: Record<string, unknown>,
  noun: string,
  year?: number,
  list: unknown[] = [rec],
  docs: Record<string, FieldDoc> = {},
  /** The call's argument values (canonical): what the user asked about, not what was found. */
  given: Set<string> = new Set(),
  /** The environment's currency, for amounts whose record names none (as a one-record answer). */
  home?: string,
): { field: string; text?: string } | undefined {
  // A secret (`hashedPassword`) never names a record: the reader saw "I found 2 users: Range-96!cgB".
  // Nor does a value the doc lists for its field (an enum): that is the record's sort ("I found 1
  // education expense: Dependent." — fresh13 readers, B, where `member` is Client/CoClient/Dependent).
  const listed = (f: string) => Array.isArray(docs[f]?.enum);
  const str = (f: string) =>
    typeof rec[f] === "string" &&
    (rec[f] as string).length > 0 &&
    !SECRET_KEY.test(f) &&
    !listed(f);
  // A record that is a figure (a tweet count) is told by that figure, over its dates: the reader
  // saw "I found 1 Tweet Count: one on Jan 1" where the record held `"tweet_count":10`.
  // A code is no figure: PTV's `route_type` ("Transport mode identifier") beside its
  // `route_type_name` was said "a route type of 1, a route type of 2, …" (fresh72 readers).
  const coded = (f: string) =>
    CODE_DOC.test(docs[f]?.description ?? "") ||
    Object.keys(rec).some(
      (g) => g !== f && typeof rec[g] === "string" && looseKey(g) === `${looseKey(f)}name`,
    );
  const figure = Object.keys(rec).find(
    (f) =>
      typeof rec[f] === "number" &&
      !coded(f) &&
      looseKey(noun).length > 3 &&
      looseKey(f).length > 4 &&
      (looseKey(f).endsWith(looseKey(noun)) || looseKey(noun).endsWith(looseKey(f))),
  );
  if (figure) {
    const span = datesOf(rec, year);
    return {
      field: figure,
      text: `${article(answerLabel(figure))} ${answerLabel(figure)} of ${speakValue(rec[figure], {})}${span ? ` ${span}` : ""}`,
    };
  }
  // The field the doc calls the record's title or name ("Title of the song or track") names it,
  // before a field whose name only looks like one (a spin's `label` is its record label).
  const titled = Object.keys(rec).find(
    (f) => str(f) && !looksOpaque(f, rec[f]) && TITLE_DOC.test(docs[f]?.description ?? ""),
  );
  // A field named for the thing itself names it: `domain: "schmidt.com"` in a list of deleted
  // domains (fresh30: "I found 8 deleted domains, among them Dec 16, 2025 at 5:30 pm").
  const headWord = singular(identifierWords(noun).pop()?.toLowerCase() ?? "");
  // A list of lookup types is named by its `type`, even where the doc lists the types (patient
  // view's lookup types were "Nov 28, 2025 at 5:15 pm, Jan 3 at 11:45 pm", f33).
  const itself = Object.keys(rec).find(
    (f) =>
      (str(f) || (listed(f) && typeof rec[f] === "string" && (rec[f] as string).length > 0)) &&
      headWord.length > 2 &&
      singular(identifierWords(f).join(" ").toLowerCase()) === headWord &&
      !looksOpaque(f, rec[f]),
  );
  // A record that holds the thing counted as a part of it (a news feed's `company` in a company
  // search) is named by that part's name, never by its own title: "I found 1 company: Block -
  // Kunze" named a feed's title over its `company.name` "Parisian - Schroeder" (fresh46 readers, B
  // on 3 of 60).
  const part = Object.keys(rec).find(
    (f) =>
      isObj(rec[f]) &&
      !Array.isArray(rec[f]) &&
      headWord.length > 2 &&
      singular(identifierWords(f).join(" ").toLowerCase()) === headWord,
  );
  const partName = part
    ? NAMEABLE_FIELDS.find((x) => {
        const v = (rec[part] as Record<string, unknown>)[x];
        return typeof v === "string" && v.length > 0 && !looksOpaque(x, v);
      })
    : undefined;
  if (part && partName) return { field: `${part}.${partName}` };
  // A name kept in several languages (`nameEn`, `nameFr`) names the record, English first.
  const inLanguage = Object.keys(rec)
    .filter((f) => str(f) && nameLanguageOf(f) !== undefined && !looksOpaque(f, rec[f]))
    .sort((a, b) => Number(nameLanguageOf(b) === "en") - Number(nameLanguageOf(a) === "en"))[0];
  // A field named for the whole thing listed (`zipCode` of "list the zip codes") is the answer,
  // code or not: the reader saw "I found 1 zip code: South Atlantic Division." (fresh51).
  const whole = Object.keys(rec).find(
    (f) =>
      typeof rec[f] === "string" &&
      (rec[f] as string).length > 0 &&
      (rec[f] as string).length <= 40 &&
      identifierWords(f).length > 1 &&
      looseKey(f) === looseKey(noun) &&
      !SECRET_KEY.test(f),
  );
  if (whole) return { field: whole };
  // A language told by its code (`"language": "en"` of a detected language) is said by its name:
  // "I found 1 detection: en." named nothing a reader knows (fresh50, LibreTranslate) —
  // also where the list is of languages and the code field is the thing itself.
  const tongue = Object.keys(rec).find(
    (f) =>
      /^(?:language|lang|locale)(?:_?code)?$/i.test(f) &&
      typeof rec[f] === "string" &&
      languageName(rec[f] as string) !== undefined,
  );
  if (tongue) return { field: tongue, text: languageName(rec[tongue] as string) as string };
  // A Google resource's `name` is its path ("pools/mgpkdieiaf"); a person calls it by its display
  // name: "I found 2 bare metal node pools: pool mgpkdieiaf and …" (fresh59 readers B).
  const pathNamed = typeof rec.name === "string" && /^[a-z][A-Za-z]*\/\S+$/.test(rec.name);
  const shown = pathNamed
    ? ["displayName", "display_name"].find((f) => str(f) && !looksOpaque(f, rec[f]))
    : undefined;
  // The record's own name field (`ChannelName` of a channel) names it, before another record's
  // (`ChannelGroupName`): "I found 1 channel: Marketing (channel name api)" named a channel by its
  // group (fresh71 MediaPackage readers, A+B).
  const nounSaid = singular(identifierWords(noun).join(" ").toLowerCase());
  const ownName = Object.keys(rec).find(
    (f) =>
      str(f) &&
      /(?:^|_)name$|Name$/.test(f) &&
      nounSaid.length > 2 &&
      singular(identifierWords(f).slice(0, -1).join(" ").toLowerCase()) === nounSaid &&
      !looksOpaque(f, rec[f]),
  );
  const name =
    titled ??
    itself ??
    ownName ??
    inLanguage ??
    shown ??
    NAMEABLE_FIELDS.find(
      (f) =>
        str(f) &&
        !looksOpaque(f, rec[f]) &&
        !(docs[f]?.description && OTHER_THING_DOC.test(docs[f]?.description ?? "")),
    ) ??
    Object.keys(rec).find(
      (f) =>
        str(f) &&
        !looksOpaque(f, rec[f]) &&
        !FACT_LABEL.test(identifierWords(f).join(" ").toLowerCase()) &&
        ["label", "person-name"].includes(roleOf(f, {}, rec[f]).role),
    ) ??
    // A record of a person keyed by who it is (`"user": "Elmo Brown"`), before its role or login.
    Object.keys(rec).find((f) => str(f) && PERSON_KEY.test(f) && !looksOpaque(f, rec[f])) ??
    Object.keys(rec).find(
      (f) =>
        str(f) &&
        /(^|_)name$|Name$/.test(f) &&
        !FACT_LABEL.test(identifierWords(f).join(" ").toLowerCase()) &&
        !looksOpaque(f, rec[f]),
    );
  // A login names a person, not a thing of theirs: "I found 8 recent icons, among them clarkin,
  // cstroman and cshanahan" named icons by their uploaders (fresh55 blind readers, B on 4 of 30).
  if (name && (LOGIN_KEY.test(name) || MAKER_KEY.test(name)) && !PERSON_NOUN.test(noun))
    return { field: name, text: `one by ${rec[name]}` };
  if (name) {
    // A person is named in full ("Cecile Kovacek"), not by a first name the list may share.
    if (/first|given/i.test(name)) {
      const last = Object.keys(rec).find((f) => str(f) && /last|sur|family/i.test(f));
      if (last) return { field: name, text: `${rec[name]} ${rec[last]}` };
    }
    // A name of another record (`businessName` of an appointment) says whose it is, not which one:
    // "one for Purdy Inc (confirmation number ZVVGRQ)", never "Gleichner - Bradtke and Purdy Inc".
    const owner = identifierWords(name).slice(0, -1).join(" ");
    const detail =
      owner &&
      /name$/i.test(name) &&
      !NAME_MODIFIER.test(owner) &&
      !identifierWords(noun).some((x) => x === owner || singular(x) === singular(owner))
        ? recordDetail(rec, [name], year, undefined, true)
        : undefined;
    if (detail) return { field: name, text: `${rec[name]} ${detail}` };
    return { field: name };
  }
  // A record named inside a part of it: a webscan by its `scan.title`, a stock row by its item's
  // `skuReference`. A part that is the party the record belongs to (`merchant`, `customer`) says
  // whose it is, not which: "I found 8 inventories, among them Mueller Group, Konopelski Inc…"
  // named stock rows by their merchants (fresh52 readers, B) — so a party names it last.
  const parts = Object.entries(rec)
    .filter((e): e is [string, Record<string, unknown>] => isObj(e[1]) && !Array.isArray(e[1]))
    .sort((a, b) => Number(isPartyKey(a[0])) - Number(isPartyKey(b[0])));
  for (const [k, inner] of parts) {
    const named = (x: string) =>
      typeof inner[x] === "string" && (inner[x] as string).length > 0 && !looksOpaque(x, inner[x]);
    const f =
      NAMEABLE_FIELDS.find(named) ??
      (isPartyKey(k)
        ? undefined
        : // A code a person reads off the label ("SKU-8657"), never a database key ("sku_1001").
          Object.keys(inner).find(
            (x) =>
              typeof inner[x] === "string" &&
              /^[A-Z0-9][A-Za-z0-9-]{2,23}$/.test(inner[x] as string) &&
              /^(?:code|sku)$|(?:Code|Reference|Sku|SKU|_code|_reference|_sku)$/.test(x),
          ));
    if (f) return { field: `${k}.${f}`, text: String(inner[f]) };
  }
  // A code a person uses (coupon code, flight number) is what a list of them is for.
  const code = Object.keys(rec).find(
    (f) => str(f) && (f === "code" || looseKey(f) === `${looseKey(noun)}code`),
  );
  if (code) return { field: code };
  if (str("line1"))
    return { field: "line1", text: str("city") ? `${rec.line1}, ${rec.city}` : undefined };
  // The reference a person quotes for a record (`orderReference` "ORD-8175", a booking reference)
  // names it better than a date it went through: fresh10 readers marked "one on Jan 6 at 8 am"
  // (an order's manifest date) as unlabelled.
  const reference = Object.keys(rec).find(
    (f) =>
      str(f) &&
      /^(?:[a-z]+_)?(?:reference|ref|confirmation_number)$|[a-z](?:Reference|ConfirmationNumber)$/.test(
        f,
      ) &&
      (rec[f] as string).length <= 24 &&
      !/^[a-z]+_\d+$/.test(rec[f] as string) &&
      new Set(list.map((x) => (x as Record<string, unknown>)?.[f])).size === list.length,
  );
  if (reference) return { field: reference };
  const found = foundPart(rec, given, year);
  if (found) return found;
  // A written thing (a comment, a review, a reply) is what it says: ""The sound drops out halfway
  // through." on Aug 21, 2025", never "one created on Aug 21, 2025" (fresh21 readers, B).
  const says = writtenText(rec, noun);
  if (says) {
    const when = datesOf(rec, year);
    return { field: says, text: `"${clipText(String(rec[says]))}"${when ? ` ${when}` : ""}` };
  }
  // A point of a series (`{"time": …, "mau": 68}`) is its figure at its time: "68 MAU on Dec 25 at
  // 11:30 am", never "one on Dec 25 at 11:30 am" — Braze's KPI reads answered only when (fresh46,
  // 3 of 40). A short key (`mau`, `dau`) is an acronym.
  const told = Object.keys(rec).filter((f) => !/(?:^|_)id$|Id$/.test(f) && rec[f] !== null);
  const instant = told.find(
    (f) => typeof rec[f] === "string" && ["date", "datetime"].includes(roleOf(f, {}, rec[f]).role),
  );
  const tally = told.find(
    (f) => typeof rec[f] === "number" && Number.isInteger(rec[f]) && (rec[f] as number) >= 0,
  );
  if (told.length === 2 && instant && tally) {
    const label = /^[a-z]{2,3}$/.test(tally) ? tally.toUpperCase() : answerLabel(tally);
    const at = speakValue(rec[instant], { role: "datetime", ...(year ? { year } : {}) });
    return { field: tally, text: `${rec[tally]} ${label} on ${at}` };
  }
  // A record with no name is told by its sort and its dates ("a sick one from January 5 to
  // January 13"), never by a note the user may not remember writing.
  const dates = Object.keys(rec).filter(
    (f) =>
      str(f) &&
      !BOOKKEEPING_TIME.test(f) &&
      ["date", "datetime"].includes(roleOf(f, {}, rec[f]).role),
  );
  const sorted = (f: string) =>
    typeof rec[f] === "string" && (rec[f] as string).length > 0 && (rec[f] as string).length <= 30;
  // An answer to a yes/no question (an anomaly's `Feedback` YES/NO) is no sort: "a YES one".
  const sort = Object.keys(rec).find(
    (f) =>
      sorted(f) &&
      (/^(?:kind|type|category)$/i.test(f) || listed(f)) &&
      !answersYesNo(docs[f]?.enum ?? []),
  );
  const first = dates[0];
  if (first) {
    const end = dates.find((f) => f !== first && /end|until|to$/i.test(f));
    const when = (f: string) =>
      speakValue(rec[f], { role: roleOf(f, {}, rec[f]).role, ...(year ? { year } : {}) });
    const span = end
      ? `from ${when(first)} to ${when(end)}`
      : whenPhrase(first, when(first), true, noun);
    // Before "one" a sort of several words is one modifier: "a co-client one", never "a co client one".
    const raw = sort ? String(rec[sort]) : "";
    const said = /\s/.test(raw) ? raw : kindWords(raw).replace(/ /g, "-");
    // "an other one" says nothing: a catch-all value is named with its field ("one in the other
    // category", bundled helpdesk expenses).
    const what = !sort
      ? "one"
      : /^(?:others?|misc|miscellaneous|unknown|none|general)$/i.test(said)
        ? `one in the ${said.toLowerCase()} ${humanize(sort).toLowerCase()}`
        : `${article(said)} ${said} one`;
    // A message is told by who it came from or went to, then when: "one from +1 525 551 3987 on
    // Jan 8 at 4:15 pm" — the reader saw "one on Dec 21, one on Jan 18 …" and could not tell them apart.
    const who = partyOf(rec, first, noun);
    // A spend is told by what it cost: "an equipment one for £65.95 on December 2, 2025" — the
    // bundled helpdesk's expenses were "an equipment one on December 2, 2025", no amount.
    const cost = sort ? pricedAt(rec, docs, home) : undefined;
    return {
      field: first,
      text: `${what}${cost ? ` for ${cost}` : ""}${who ? ` ${who}` : ""} ${span}`,
    };
  }
  const minor = (f: string) => minorUnitDoc(docs[f]?.description ?? "");
  const money = Object.keys(rec).find(
    (f) => typeof rec[f] === "number" && (roleOf(f, {}, rec[f]).role === "money" || minor(f)),
  );
  if (money) {
    const currency = currencyOf(rec) ?? home;
    const value = minor(money) ? majorAmount(rec[money] as number, currency) : rec[money];
    const amount = speakValue(value, { role: "money", ...(currency ? { currency } : {}) });
    // "one for $211.92", but a number with no currency says what it is: "one with an annual
    // cost of 136", never "one for 136".
    const label = answerLabel(money);
    return {
      field: money,
      text: currency ? `one for ${amount}` : `one with ${article(label)} ${label} of ${amount}`,
    };
  }
  // Any short value that tells the records apart (a file path, a package) beats a bare count.
  const plain = Object.keys(rec).find(
    (f) =>
      str(f) &&
      (rec[f] as string).length <= 60 &&
      !looksOpaque(f, rec[f]) &&
      !/^https?:/.test(rec[f] as string) &&
      !NOTE_FIELD.test(f) &&
      !/(?:^|_)(?:kind|type|category)$|Type$/.test(f) &&
      !["id", "reference", "system", "plumbing", "url", "free-text", "status"].includes(
        roleOf(f, {}, rec[f]).role,
      ) &&
      new Set(list.map((x) => (x as Record<string, unknown>)?.[f])).size === list.length &&
      // A language a record is written in (`contentLanguage` "de") is shared by many, never its
      // name: "I found 1 product: de." (fresh64 readers, B on 4 of 60).
      !(
        /^(?:language|lang|locale)$/i.test(identifierWords(f).pop() ?? "") &&
        languageName(rec[f] as string) !== undefined
      ) &&
      // A figure in text (`relevance_score` "63.044") is no name: "I found 1 job normalize:
      // 63.044" (fresh46, B) — it is told with its label below.
      !/^-?\d+\.\d+$/.test(rec[f] as string),
  );
  // A login names a person, not a thing of theirs (see LOGIN_KEY above); so does the party it
  // belongs to: "I found 6 repository associations: akoch (Associating) …" named each by its
  // repository's `Owner` (fresh64 readers, B on 3 of 60).
  if (plain && (LOGIN_KEY.test(plain) || MAKER_KEY.test(plain)) && !PERSON_NOUN.test(noun))
    return { field: plain, text: `one by ${rec[plain]}` };
  if (plain) return { field: plain };
  // A record whose one telling value is a figure is told by it, labelled: "one with a relevance
  // score of 63.044".
  const figured = Object.keys(rec).find(
    (f) =>
      typeof rec[f] === "string" &&
      /^-?\d+\.\d+$/.test(rec[f] as string) &&
      !looksOpaque(f, rec[f]) &&
      !["id", "reference", "system", "plumbing"].includes(roleOf(f, {}, rec[f]).role),
  );
  if (figured) {
    const label = answerLabel(figured);
    return {
      field: figured,
      text: `one with ${article(label)} ${label} of ${rec[figured]}`,
    };
  }
  // A record known only by its sort ("entity_type": "EC2Firewall") is said as one of that sort
  // ("an EC2 firewall"), never passed off as its name.
  const kind =
    Object.keys(rec).find(
      (f) =>
        sorted(f) &&
        !SECRET_KEY.test(f) &&
        /(?:^|_)(?:kind|type|category)$|Type$/.test(f) &&
        (rec[f] as string).length <= 40,
    ) ?? Object.keys(rec).find((f) => sorted(f) && listed(f) && !answersYesNo(docs[f]?.enum ?? []));
  // A state is no sort: "I found 1 application version: a stopping." (fresh61 readers, F/B). A
  // version is told by its number with its state ("version 3 (stopping)").
  if (kind && /(?:status|state)$/i.test(kind)) {
    const number = Object.keys(rec).find(
      (f) => /version(?:_?id|_?number)?$/i.test(f) && Number.isInteger(rec[f]),
    );
    const state = kindWords(String(rec[kind])).toLowerCase();
    return number
      ? { field: number, text: `version ${rec[number]} (${state})` }
      : { field: kind, text: `one that's ${state}` };
  }
  // Only when the sort tells something: "I found 1 datastore: a datastore." and twelve records all
  // "a dell switch data source" name nothing.
  const sorts = new Set(list.map((x) => canon((x as Record<string, unknown>)?.[kind ?? ""])));
  if (
    kind &&
    !looseKey(String(rec[kind])).includes(looseKey(noun)) &&
    (list.length === 1 || sorts.size > 1)
  ) {
    const said = kindWords(String(rec[kind]));
    return { field: kind, text: `${article(said)} ${said}` };
  }
  // A note or message is never what a record is called (the check's items-by-note).
  const text = Object.keys(rec).find(
    (f) =>
      str(f) &&
      !NOTE_FIELD.test(f) &&
      roleOf(f, {}, rec[f]).role === "free-text" &&
      (rec[f] as string).length <= 60,
  );
  return text ? { field: text, text: `"${rec[text]}"` } : undefined;
}

/** Keys that hold what a written thing says. */
const WRITTEN_KEY = /^(?:text|body|content|message|comment|review|note|snippet)$/i;

/** The key holding what a written record says, when the list is of written things. */
function writtenText(rec: Record<string, unknown>, noun: string): string | undefined {
  const head = singular((identifierWords(noun).pop() ?? "").toLowerCase());
  if (!WRITTEN_NOUN.test(head)) return undefined;
  return Object.keys(rec).find(
    (f) =>
      (WRITTEN_KEY.test(f) || f.toLowerCase() === head) &&
      typeof rec[f] === "string" &&
      /\s/.test((rec[f] as string).trim()),
  );
}

/** A text cut at a word near 80 characters. */
function clipText(text: string): string {
  const t = text.trim();
  if (t.length <= 80) return t;
  return `${t.slice(0, 80).replace(/\s+\S*$/, "")}…`;
}

/**
 * A sort written as a code said in words, acronyms kept: `DistributedVirtualPortgroup` →
 * "distributed virtual portgroup", `NSXVManager` → "NSXV manager"; a state written in capitals is
 * a word, not an acronym: `SUBMITTED` → "submitted", `CREATED_INACTIVE` → "created inactive" (the
 * fresh14 readers saw "an SUBMITTED one … an REMOVED one").
 */
function kindWords(code: string): string {
  if (/\s/.test(code)) return code;
  if (capitalWords(code)) return spokenCode(code, "").text;
  return code
    .replace(/([a-z0-9])([A-Z])/g, "$1 $2")
    .replace(/([A-Z]+)([A-Z][a-z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .split(" ")
    .map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w))
    .join(" ");
}

/**
 * A code written in capitals that is words, not an acronym: `SUBMITTED`, `CREATED_INACTIVE`, but
 * not `NSXV`, `HTTPS` or `EC2` (letters said one by one have no run of vowels to read).
 */
export function capitalWords(code: string): boolean {
  const parts = code.split("_");
  return (
    /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(code) &&
    parts.some((p) => p.length >= 4 && /^[A-Z]+$/.test(p) && /[AEIOUY][^AEIOUY]*[AEIOUY]/.test(p))
  );
}

/** Keys that hold the person a record is: a user list's `user`, an owner, a patient. */
const PERSON_KEY =
  /^(?:user|owner|customer|patient|member|author|person|contact|employee|assignee|attendee)$/i;

/** Words before "name" that say which of a record's own names it is (`displayName`), not whose. */
const NAME_MODIFIER =
  /^(?:display|full|short|long|common|legal|nick|friendly|given|first|last|official|local|original|real|user|file|host|domain|screen|account)$/i;

/** A record's status when the records of its list are not all in the same one. */
function statusOf(rec: Record<string, unknown>, list: unknown[]): string | undefined {
  const field = Object.keys(rec).find(
    (f) =>
      typeof rec[f] === "string" &&
      (rec[f] as string).length > 0 &&
      (rec[f] as string).length <= 30 &&
      roleOf(f, {}, rec[f]).role === "status",
  );
  if (!field) return undefined;
  const states = new Set(list.map((x) => canon((x as Record<string, unknown>)?.[field])));
  return states.size > 1 ? speakValue(rec[field], { role: "status" }) : undefined;
}

/** Fields that hold who a record is from or for: a person's name, a phone number, an email. */
const PARTY_ROLES = ["person-name", "phone", "email"];

/**
 * Who a nameless record (a message) is from or to, said with the preposition its fields imply: a
 * received or incoming one is "from" its party, a sent or scheduled one "to" it.
 */
function partyOf(
  rec: Record<string, unknown>,
  dateField: string,
  noun: string,
): string | undefined {
  const party = Object.keys(rec).find(
    (f) =>
      typeof rec[f] === "string" &&
      (rec[f] as string).length > 0 &&
      !SECRET_KEY.test(f) &&
      PARTY_ROLES.includes(roleOf(f, {}, rec[f]).role),
  );
  if (!party) return undefined;
  const words = `${identifierWords(party).join(" ")} ${identifierWords(dateField).join(" ")} ${noun}`;
  const from =
    /\b(?:from|sender|receive[ds]?|received|incoming|inbound|reply|replies|optout|opt)\b/i.test(
      words,
    );
  const to =
    /\b(?:to|recipient|sent|send|scheduled|outgoing|outbound|submitted|delivery|status(?:es)?)\b/i.test(
      words,
    );
  const prep = from && !to ? "from" : to && !from ? "to" : "for";
  return `${prep} ${rec[party]}`;
}

/**
 * The one detail that tells a record apart once its name is said: when it happens (not when it was
 * filed), else the code a person quotes for it (a confirmation number), else its status — in
 * parentheses after the name ("(confirmation number SQJMKE)").
 */
function recordDetail(
  rec: Record<string, unknown>,
  skip: string[],
  year?: number,
  list?: unknown[],
  /** Only when it happens or the code it is quoted by (a record named by another's name). */
  identifying = false,
): string | undefined {
  const fields = Object.keys(rec).filter(
    (f) =>
      !skip.includes(f) &&
      (typeof rec[f] === "string" || typeof rec[f] === "number") &&
      String(rec[f]).length > 0 &&
      String(rec[f]).length <= 40 &&
      !SECRET_KEY.test(f) &&
      !looksOpaque(f, rec[f]),
  );
  const role = (f: string) => roleOf(f, {}, rec[f]).role;
  // Only what differs between the records counts when there is a list to tell apart.
  const differs = (f: string) =>
    !list ||
    list.filter((x) => canon((x as Record<string, unknown>)?.[f]) === canon(rec[f])).length === 1;
  // A birth date is who someone is, not when anything happens.
  const when = fields.find(
    (f) =>
      ["date", "datetime"].includes(role(f)) &&
      !BOOKKEEPING_TIME.test(f) &&
      !/birth|dob/i.test(f) &&
      differs(f),
  );
  if (when)
    return `(${whenPhrase(when, speakValue(rec[when], { role: role(when), ...(year ? { year } : {}) }))})`;
  const code = fields.find(
    (f) =>
      role(f) === "code" && /confirmation|reference|booking|ticket|order/i.test(f) && differs(f),
  );
  if (code) return `(${answerLabel(code)} ${rec[code]})`;
  if (identifying) return undefined;
  const status = fields.find(
    (f) => role(f) === "status" && typeof rec[f] === "string" && differs(f),
  );
  if (status) return `(${speakValue(rec[status], { role: "status" })})`;
  const other = fields.find(
    (f) =>
      differs(f) &&
      !NOTE_FIELD.test(f) &&
      // A count under a plural name ("locks 42") tells no record apart to a person.
      !(typeof rec[f] === "number" && isPlural(answerLabel(f))) &&
      !["id", "reference", "system", "plumbing", "url", "free-text"].includes(role(f)),
  );
  if (other) return `(${answerLabel(other)} ${speakValue(rec[other], {})})`;
  return undefined;
}

/**
 * What a record that echoes the question holds as its answer: the part (`snapshot: {url,
 * timestamp}`) with a link the user did not give, said as that thing, when it is dated and where
 * ("a snapshot from Feb 1 at 3:45 pm at https://…") — the fresh14 readers saw "I found 1
 * wayback: one on Jan 20" (the time asked about) and no link to the copy.
 */
function foundPart(
  rec: Record<string, unknown>,
  given: Set<string>,
  year?: number,
): { field: string; text: string } | undefined {
  const scalars = Object.values(rec).filter((v) => typeof v === "string" || typeof v === "number");
  const echoes = scalars.some((v) => given.has(canon(v)));
  // Only a record that is the question and its answer: beside what was asked it holds at most
  // two facts of its own (a tag, a time) and one part — a spell with a level, a casting time and
  // a school is a record of its own, told by its own fields.
  const own = scalars.filter((v) => !given.has(canon(v)));
  const parts = Object.values(rec).filter((v) => isObj(v));
  if (!echoes || own.length > 2 || parts.length !== 1) return undefined;
  for (const [k, part] of Object.entries(rec)) {
    if (!isObj(part)) continue;
    const link = Object.keys(part).find(
      (f) =>
        typeof part[f] === "string" &&
        /^https?:\/\/\S+$/.test(part[f] as string) &&
        !given.has(canon(part[f])),
    );
    if (!link) continue;
    const when = Object.keys(part).find(
      (f) =>
        typeof part[f] === "string" &&
        !BOOKKEEPING_TIME.test(f) &&
        ["date", "datetime"].includes(roleOf(f, {}, part[f]).role),
    );
    const noun = answerLabel(k);
    const dated = when
      ? ` from ${speakValue(part[when], { role: roleOf(when, {}, part[when]).role, ...(year ? { year } : {}) })}`
      : "";
    return { field: `${k}.${link}`, text: `${article(noun)} ${noun}${dated} at ${part[link]}` };
  }
  return undefined;
}

/**
 * A date said with what it marks, from its field's words: `dateCreated` → "created on Dec 17",
 * `expiryDate` → "expiring Dec 17", `start_time` → "starting …", `due_on` → "due …"; a field
 * named only for being a date (`date`, `when`, `ts`) → "on Dec 17"; any other by its label
 * ("delivery date Dec 17"), or with `plain` "on Dec 17". The fresh14 readers marked "Joe Bloggs
 * (Dec 17, 2025 at 3:30 pm)" unlabelled: what happened then?
 */
function whenPhrase(field: string, spoken: string, plain = false, noun = ""): string {
  const words = identifierWords(field).map((w) => w.toLowerCase());
  // "one to +1 613 … on Dec 21" of scheduled messages: the noun already says what the date marks.
  const told = new Set(identifierWords(noun).map((w) => w.toLowerCase()));
  const has = (re: RegExp) => words.some((w) => re.test(w));
  const event = words.find(
    (w) => /^[a-z]{3,}ed$/.test(w) && !/^(?:need|speed|seed|feed)$/.test(w) && !told.has(w),
  );
  if (event) return `${event} on ${spoken}`;
  if (has(/^(?:creation|create)$/)) return `created on ${spoken}`;
  if (has(/^(?:expiry|expires?|expiration)$/)) return `expiring ${spoken}`;
  if (has(/^due$/)) return `due ${spoken}`;
  // A list item's one date is when it happens ("a sick one on Jan 5"); a detail beside a name
  // says which of the record's dates it is.
  if (plain) return `on ${spoken}`;
  if (has(/^(?:start|starts|begin|begins|since)$/)) return `starting ${spoken}`;
  if (has(/^(?:end|ends|until|till)$/)) return `ending ${spoken}`;
  if (words.every((w) => /^(?:date|time|datetime|timestamp|ts|when|at|on)$/.test(w)))
    return `on ${spoken}`;
  // `balanceAsOfDate` → "balance as of Jan 20", not "balance as of date Jan 20".
  return `${answerLabel(field).replace(/ (of|on|at|since|until) (?:date|time|datetime)$/, " $1")} ${spoken}`;
}

/** When a record runs, said as a span ("from Jan 11 to Jan 1 at 12 pm"), if it has dates. */
function datesOf(rec: Record<string, unknown>, year?: number): string | undefined {
  const dates = Object.keys(rec).filter(
    (f) =>
      typeof rec[f] === "string" &&
      !BOOKKEEPING_TIME.test(f) &&
      ["date", "datetime"].includes(roleOf(f, {}, rec[f]).role),
  );
  const first = dates.find((f) => /start|from|begin/i.test(f)) ?? dates[0];
  if (!first) return undefined;
  const when = (f: string) =>
    speakValue(rec[f], { role: roleOf(f, {}, rec[f]).role, ...(year ? { year } : {}) });
  const end = dates.find((f) => f !== first && /end|until|to$/i.test(f));
  return end ? `from ${when(first)} to ${when(end)}` : `on ${when(first)}`;
}

/**
 * A label that is a count of things ("room count", "positive reactions count"), with the things;
 * not a count of a list's own page ("total count", "item count") nor a bare "count".
 */
const COUNT_LABEL =
  /^(?!(?:total|item|items|result|results|record|records|page|pages|list|entry|entries|row|rows|element|elements)\b)([a-z]+(?: [a-z]+)?) count$/;

/**
 * What a field counts when its label is a plural its doc says it is the number of: `healthyDevices`
 * "Number of healthy devices within the IoT Security solution" counts healthy devices ("it has 86
 * healthy devices", never "the healthy devices is 86").
 */
function docCounted(label: string, description: string | undefined): string | undefined {
  if (!description || !/^[a-z]+(?: [a-z]+){0,2}$/.test(label) || !label.endsWith("s")) return;
  // "Number of minutes before the start of the event" is a span, said with its unit elsewhere.
  if (/\b(?:seconds|minutes|hours|days|weeks|months|years|digits)$/.test(label)) return;
  const said = new RegExp(`^(?:the )?(?:total )?number of ${label}\\b`, "i");
  return said.test(description.trim()) ? singular(label) : undefined;
}

/** A person's note on a record: never what the record is called. */
const NOTE_FIELD =
  /^(?:notes?|description|comments?|text|body|message|reason|details|remarks?|context)/i;

/** What the answer writer needs beyond the outcome: what the user said and how dates read. */
export interface AnswerContext {
  /** Values the user stated (not worth repeating as "news" in a read's answer). */
  said?: unknown[];
  /** Argument names of the goal call (an update's answer confirms those fields). */
  argNames?: string[];
  /** Year of the environment's clock (dates in it are said without the year). */
  year?: number;
  /**
   * Fields the user cares about in this answer: a follow-up read after a change answers what the
   * change was about ("how does it look now?" after setting the temperature → the temperature).
   */
  focus?: string[];
  /** The goal call's arguments: what narrowed a search ("from 28 and up to 4", a query). */
  args?: Record<string, unknown>;
  /**
   * Fields an earlier turn's answer already told, with their values: a second read of the same
   * record tells something else ("And the product type and size…?" asked twice, fresh21 readers).
   */
  told?: { field: string; value: unknown }[];
  /**
   * Where the listed records are in a list tool's output (the semantic model's `listField`): a dot
   * path, "" for the output itself, null when it holds none. Undefined: the first array.
   */
  listField?: string | null;
  /**
   * Record fields the goal's effects write (the semantic model's `effects[].fields`): an action's
   * answer tells these, not another process's status beside them ("the notification status is
   * failed" after a cancel).
   */
  changes?: string[];
  /**
   * Units the tool's doc gives its output fields (`brightness`: "Lights only, percent." → "%"),
   * by field name: "The brightness is 90." says 90 of what?
   */
  units?: Record<string, string>;
  /** What the tool's doc says of each output field: its spoken label is made from it. */
  docs?: Record<string, FieldDoc>;
  /** The environment's doc words: a glued field name is said as them ("delivery report URL"). */
  vocabulary?: Set<string>;
  /** The environment's own currency (its locale): money with no currency beside it is in it. */
  currency?: string;
  /** The doc's prose (`docProse`): a read asks for a field by a label its sentences say. */
  prose?: ProseSegment[];
}

/** The unit a field's description states: "percent", "in cm", "(seconds)". */
const DOC_UNIT: [RegExp, string][] = [
  [/\bper ?cent(?:age)?\b|%/i, "%"],
  [/(?:\bin|\()\s*(?:degrees )?(?:celsius|°c)\b/i, "°C"],
  [/(?:\bin|\()\s*(?:degrees )?fahrenheit\b/i, "°F"],
  [/(?:\bin|\()\s*(?:centimet(?:er|re)s|cm)\b/i, "cm"],
  [/(?:\bin|\()\s*(?:millimet(?:er|re)s|mm)\b/i, "mm"],
  [/(?:\bin|\()\s*(?:kilomet(?:er|re)s|km)\b/i, "km"],
  [/(?:\bin|\()\s*(?:kilograms?|kg)\b/i, "kg"],
  [/(?:\bin|\()\s*(?:pixels|px)\b/i, "px"],
  [/(?:\bin|\()\s*(?:milliseconds|millis|ms)\b/i, "milliseconds"],
  [/(?:\bin|\()\s*(?:seconds|secs)\b/i, "seconds"],
  [/(?:\bin|\()\s*(?:minutes|mins)\b/i, "minutes"],
  [/(?:\bin|\()\s*hours\b/i, "hours"],
  [/(?:\bin|\()\s*(?:kilowatt[ -]?hours|kwh)\b/i, "kWh"],
  [/(?:\bin|\()\s*(?:watt[ -]?hours|wh)\b/i, "Wh"],
  [/(?:\bin|\()\s*(?:kilowatts|kw)\b/i, "kW"],
  [/(?:\bin|\()\s*(?:watts|w)\b(?!-)/i, "W"],
  [/(?:\bin|\()\s*(?:met(?:er|re)s|m)\b(?!-)/i, "m"],
  [/(?:\bin|\()\s*bytes\b/i, "bytes"],
];

/**
 * A doc that counts an amount in its currency's minor unit: "in minor currency units - pence,
 * cent etc.", "In cent or pence", "the smallest currency unit (e.g. 100 cents for $1.00)".
 */
export function minorUnitDoc(description: string): boolean {
  return /\bminor (?:currency )?units?\b|\b(?:smallest|lowest) (?:currency )?(?:unit|denomination)\b|\b(?:in|as|of) (?:cents?|pence|pennies)\b|\b(?:cents?|pence) or (?:cents?|pence)\b/i.test(
    description,
  );
}

/** The unit `docUnits` gives an amount counted in its currency's minor unit (cents, pence). */
export const MINOR_UNITS = "minor units";

/** The currency a record or a call states: a code (`"GBP"`) or `{code: "EUR", …}`. */
/** Where a record or a call keeps its currency code. */
const CURRENCY_KEYS = ["currency", "currency_code", "currencyCode"] as const;

function currencyOf(...sources: (Record<string, unknown> | undefined)[]): string | undefined {
  for (const src of sources)
    for (const k of CURRENCY_KEYS) {
      const c = src?.[k];
      const code = isObj(c) ? c.code : c;
      if (typeof code === "string" && /^[A-Za-z]{3}$/.test(code)) return code.toUpperCase();
    }
  return undefined;
}

/** A record's amount in its own currency, as said ("£65.95"); none without a currency. */
function pricedAt(
  rec: Record<string, unknown>,
  docs: Record<string, FieldDoc>,
  home?: string,
): string | undefined {
  const currency = currencyOf(rec) ?? home;
  if (!currency) return undefined;
  const minor = (f: string) => minorUnitDoc(docs[f]?.description ?? "");
  const money = Object.keys(rec).find(
    (f) => typeof rec[f] === "number" && (roleOf(f, {}, rec[f]).role === "money" || minor(f)),
  );
  if (!money) return undefined;
  const value = minor(money) ? majorAmount(rec[money] as number, currency) : rec[money];
  return speakValue(value, { role: "money", currency });
}

/**
 * An amount in minor units (2867 pence) as the major amount a person says (28.67), by the
 * currency's own decimals (JPY has none); two when the currency is unknown.
 */
function majorAmount(minor: number, currency?: string): number {
  let digits = 2;
  try {
    if (currency)
      digits =
        new Intl.NumberFormat("en", { style: "currency", currency }).resolvedOptions()
          .maximumFractionDigits ?? 2;
  } catch {}
  return Math.round(minor) / 10 ** digits;
}

/**
 * The scale a bounded whole number is on when the doc gives no unit: `volume` 0…100 is "25 out of
 * 100", a `rating` 1…5 "4 out of 5" (the bundled smart home read "the volume is 25").
 */
function scaleOf(s: Record<string, unknown>): string | undefined {
  const max = s.maximum;
  const min = s.minimum;
  if (schemaType(s) !== "integer" || typeof max !== "number" || typeof min !== "number")
    return undefined;
  return (min === 0 || min === 1) && [5, 10, 100].includes(max) ? `out of ${max}` : undefined;
}

/** Units a tool's doc may count a figure in, said after the figure's own word ("leave days"). */
const COUNTED_UNIT = "days|hours|minutes|weeks|months|years|nights";

/**
 * The unit the tool's doc counts an undescribed figure in, by one of the figure's words followed
 * by a unit: `leave_balance` of "Remaining leave days of an employee" is in days (the bundled
 * helpdesk read "The leave balance is 6." — 6 what?).
 */
function countedIn(key: string, own: string, sentences: string[]): string | undefined {
  if (own) return undefined;
  const words = identifierWords(key)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length > 2);
  if (words.length === 0) return undefined;
  const re = new RegExp(`\\b(?:${words.join("|")}) (${COUNTED_UNIT})\\b`, "i");
  const found = new Set(sentences.map((x) => re.exec(x)?.[1]?.toLowerCase()).filter(Boolean));
  return found.size === 1 ? [...found][0] : undefined;
}

/**
 * The units a tool's output schema states for its fields, by field name (first description wins;
 * a field two schemas describe with different units gets none).
 */
export function docUnits(schema: unknown, toolDescription = ""): Record<string, string> {
  const out: Record<string, string> = {};
  const clash = new Set<string>();
  // "Set the brightness of a light in percent.": a sentence of the tool's doc that names one
  // field and a unit gives that field's unit.
  const sentences = toolDescription.split(/(?<=[.!?])\s+|\n+/);
  const named = (k: string) => {
    const words = identifierWords(k).map((w) => w.toLowerCase());
    return sentences.filter((x) => words.every((w) => new RegExp(`\\b${w}\\b`, "i").test(x)));
  };
  const walk = (s: unknown, depth: number): void => {
    if (!isObj(s) || depth > 6) return;
    const flat = flatSchema(s);
    for (const [k, v] of Object.entries(propsOf(flat))) {
      const own = typeof v.description === "string" ? v.description : "";
      const said = named(k).filter((x) => DOC_UNIT.some(([re]) => re.test(x)));
      const desc = own || (said.length === 1 ? said[0]! : "");
      const unit = minorUnitDoc(own)
        ? MINOR_UNITS
        : (DOC_UNIT.find(([re]) => re.test(desc))?.[1] ??
          scaleOf(v) ??
          countedIn(k, own, sentences));
      if (unit && ["integer", "number"].includes(schemaType(v) ?? "")) {
        if (out[k] !== undefined && out[k] !== unit) clash.add(k);
        out[k] ??= unit;
      }
      walk(v, depth + 1);
    }
    if (isObj(flat.items)) walk(flat.items, depth + 1);
  };
  walk(schema, 0);
  for (const k of clash) delete out[k];
  return out;
}

/**
 * What a tool's output schema says of each field (description, format), by field name: the doc a
 * field's spoken label is made from. A name belongs to its shallowest field, first description
 * wins among those — a hotel's `name` never takes the doc of its links' `name` (an enum of
 * booking sites), which named every hotel by a date (fresh15, impala).
 */
export function fieldDocs(schema: unknown): Record<string, FieldDoc> {
  const out: Record<string, FieldDoc> = {};
  const level = new Map<string, number>();
  const walk = (s: unknown, depth: number, nesting: number): void => {
    if (!isObj(s) || depth > 6) return;
    const flat = flatSchema(s);
    for (const [k, v] of Object.entries(propsOf(flat))) {
      const prop = flatSchema(v);
      const description = typeof prop.description === "string" ? prop.description : undefined;
      const format = typeof prop.format === "string" ? prop.format : undefined;
      const listed = enumOf(prop);
      const owner = level.get(k);
      if (owner === undefined || nesting < owner) {
        level.set(k, nesting);
        delete out[k];
      }
      if (
        (level.get(k) ?? nesting) === nesting &&
        !out[k]?.description &&
        (description || format || listed)
      )
        out[k] = {
          ...(description ? { description } : {}),
          ...(format ? { format } : {}),
          ...(listed ? { enum: listed } : {}),
        };
      walk(v, depth + 1, nesting + 1);
    }
    if (isObj(flat.items)) walk(flat.items, depth + 1, nesting);
  };
  walk(schema, 0, 0);
  // A result that is one value (a file's bytes, a name) is documented under "".
  const root = isObj(schema) ? flatSchema(schema) : {};
  if (root.type === "string") {
    const description = typeof root.description === "string" ? root.description : undefined;
    const format = typeof root.format === "string" ? root.format : undefined;
    const media = typeof root.contentMediaType === "string" ? root.contentMediaType : undefined;
    if (description || format || media)
      out[""] = {
        ...(description ? { description } : {}),
        ...(format ? { format } : {}),
        ...(media ? { media } : {}),
      };
  }
  return out;
}

/**
 * The file a result's bytes are, when the doc says it is bytes (`format: byte`/`binary`, a
 * non-text media type): its kind from the media type or the doc's words ("PDF document …") and
 * its size. Undefined for a result that is text to read out.
 */
function fileOf(
  result: unknown,
  doc: FieldDoc | undefined,
): { kind: string; bytes: number } | undefined {
  if (typeof result !== "string" || !doc) return undefined;
  const media = doc.media ?? "";
  const encoded = /^(byte|base64)$/.test(doc.format ?? "");
  const binary =
    encoded || doc.format === "binary" || (media !== "" && !/^text\/|json|xml|jwt/.test(media));
  if (!binary) return undefined;
  const clean = result.replace(/\s+/g, "");
  const b64 = encoded && /^[A-Za-z0-9+/_-]*={0,2}$/.test(clean);
  const bytes = b64
    ? Math.floor((clean.length * 3) / 4) - (clean.match(/=+$/)?.[0].length ?? 0)
    : result.length;
  const words = `${media} ${doc.description ?? ""}`;
  const kind = FILE_KINDS.find(([re]) => re.test(words))?.[1] ?? "file";
  return { kind, bytes };
}

/** What a file is called by its media type or the doc's word for it. */
const FILE_KINDS: [RegExp, string][] = [
  [/\bpdf\b/i, "PDF"],
  [/\bpng\b/i, "PNG image"],
  [/\bjpe?g\b/i, "JPEG image"],
  [/\bgif\b/i, "GIF image"],
  [/\bsvg\b/i, "SVG image"],
  [/\bimage\b/i, "image"],
  [/\bzip\b/i, "ZIP archive"],
  [/\bcsv\b/i, "CSV file"],
  [/spreadsheet|\bxlsx?\b|excel/i, "spreadsheet"],
  [/\baudio\b|\bmp3\b|\bwav\b/i, "audio file"],
];

/** What a tool's doc says of its output fields. */
function docsOf(spec: ToolSpec | undefined): Record<string, FieldDoc> {
  return spec ? fieldDocs(spec.outputSchema) : {};
}

/** The units a tool's doc gives its output fields: their own descriptions, then the tool's. */
function unitsOf(spec: ToolSpec | undefined): Record<string, string> {
  return spec ? docUnits(spec.outputSchema, spec.description ?? "") : {};
}

/**
 * The names of a call's arguments, and inside a body that wraps the record (`{"id":3,"body":
 * {"currency":"JPY"}}`) the fields it sets: "pull up the bank account now" is about the currency.
 */
function argKeys(args: Record<string, unknown>): string[] {
  return Object.entries(args).flatMap(([k, v]) =>
    v !== null && typeof v === "object" && !Array.isArray(v) ? [k, ...Object.keys(v)] : [k],
  );
}

/** The record fields a tool's effects write, by the semantic model. */
function effectFieldsOf(bundle: EnvBundle, tool: string): string[] {
  const t = modelOf(bundle).tools[tool] as { effects?: Array<{ fields?: string[] }> } | undefined;
  return (t?.effects ?? []).flatMap((e) => e.fields ?? []);
}

/** `cancelled`, `is_archived`: a yes/no field that names a state the record is in. */
const STATE_FLAG = /^(?:is_?)?[a-z]+(?:ed|en)$/i;

/** The semantic model's `listField` of a tool, when the model has one. */
function listFieldOf(bundle: EnvBundle, tool: string): string | null | undefined {
  const t = modelOf(bundle).tools[tool] as { listField?: string | null } | undefined;
  return t?.listField;
}

/** Arguments that say which records, not what to look for: a parent's id, paging, a response switch. */
const SELECTOR_ARG =
  /(?:^|_)(?:id|ids|slug|key|uuid)$|Ids?$|^(?:page|per_?page|limit|offset|size|cursor|sort|order|ordering|sort_?by|order_?by|fields|format)$|login|user_?name|account|owner|auth|token/i;

/** Arguments that hold what a search looks for (`q`, `term`, `searchText`, `keywords`). */
const SEARCH_TERM_ARG =
  /^(?:q|query|term|terms|search|keywords?|text|phrase|search_?(?:term|text|query|string|phrase)|query_?string)$|^q_|[a-z](?:Query|Term|Keywords?|SearchText)$/i;

/** Keys that say which record a call is about (`workspace_slug`, `memberId`), never a value it sets. */
const RECORD_KEY = /(?:^|_)(?:id|ids|slug|uuid)$|[a-z](?:Id|Ids|Slug|Uuid)$/;

/**
 * How a search narrowed what it found, said after "zero X": "matching "Boston error"", "in that time
 * range". Only values the user said count (a parent's id or a paging default narrows nothing).
 */
function filterOf(ctx: AnswerContext): string | undefined {
  const said = new Set((ctx.said ?? []).map((v) => canon(v)));
  const used = Object.entries(ctx.args ?? {}).filter(
    ([k, v]) =>
      !SELECTOR_ARG.test(k) &&
      v !== null &&
      v !== undefined &&
      typeof v !== "boolean" &&
      typeof v !== "object" &&
      said.has(canon(v)),
  );
  if (used.length === 0) return undefined;
  const timed = used.every(
    ([k, v]) => /time|date|from|to|since|until|before|after|start|end/i.test(k) || isDateLike(v),
  );
  if (timed) return "in that time range";
  // A search is labelled by the term the user gave, before any other filter: fresh13 readers saw
  // "zero feeds matching "android"" (the platform) when the user searched "billing".
  // A date is never quoted as it is stored ("matching "2026-02-04"").
  const words = used.filter(([, v]) => typeof v === "string" && !isDateLike(v));
  const text = words.find(([k]) => SEARCH_TERM_ARG.test(k)) ?? words[0];
  return text ? `matching "${String(text[1])}"` : "matching that";
}

/** Keys under which a result reports how many records there are in all, beyond this page. */
const TOTAL_KEY = /^(?:total|total_?count|total_?results|total_?items|total_?records|totalSize)$/i;

/** The number of records a paged result says there are in all, next to the list it holds. */
function totalOf(result: unknown, list: unknown[]): number | undefined {
  if (result === null || typeof result !== "object" || Array.isArray(result)) return undefined;
  const rec = result as Record<string, unknown>;
  if (!Object.values(rec).includes(list)) return undefined;
  const key = Object.keys(rec).find(
    (k) => TOTAL_KEY.test(k) && typeof rec[k] === "number" && Number.isInteger(rec[k]),
  );
  const total = key ? (rec[key] as number) : undefined;
  return total !== undefined && total >= list.length ? total : undefined;
}

/** A result whose paging flag (`hasNext`, `has_more`, `moreResults`) says more records follow. */
function morePagesFollow(result: unknown, list: unknown[]): boolean {
  if (!isObj(result) || Array.isArray(result) || !Object.values(result).includes(list))
    return false;
  return Object.entries(result).some(
    ([k, v]) =>
      v === true && /^(?:has_?(?:next|more)(?:_?pages?|_?results)?|more_?results)$/i.test(k),
  );
}

/**
 * The list a result holds for the thing asked for: of `{"regions": […], "timezones": […]}` the
 * timezones answer "list the timezone names" (the reader saw regions passed off as timezones);
 * with no list named for it, the first list.
 */
/**
 * The words for the items of a list found inside one record under a key that does not name what
 * was asked for: a list of plain values is named by its key ("cohort": the cohorts).
 */
function itemWords(
  rec: Record<string, unknown>,
  list: unknown[],
  w: ToolWords,
  argNames: readonly string[],
): ToolWords {
  const key = Object.entries(rec).find(([, v]) => v === list)?.[0];
  if (!key || !list.every((x) => typeof x === "string" || typeof x === "number")) return w;
  // Only the values of a filter the call was given come back under its name ("cohort"): a record's
  // own list ("tss_code" of a tissue source site) is what was asked for. A result that holds the
  // list alone is that list, whatever the tool is called: NDHM's user search by mobile answers
  // `{authMethods: [...]}` — "I found 4 users: AADHAAR_BIO, PASSWORD…" (fresh75 readers, B).
  const alone =
    Object.keys(rec).length === 1 &&
    !/^_?(?:data|results?|items?|records?|entries|entry|values?|list|content|payload|hits)$/i.test(
      key,
    );
  if (!alone && (w.kind !== "list" || !argNames.some((a) => looseKey(a) === looseKey(key))))
    return w;
  const words = identifierWords(key).map((x) => x.toLowerCase());
  const asked = identifierWords(w.noun).map((x) => singular(x.toLowerCase()));
  if (words.length === 0 || words.every((x) => asked.includes(singular(x)))) return w;
  const noun = [...words.slice(0, -1), singular(words[words.length - 1] as string)].join(" ");
  return { ...w, noun, nounPlural: plural(noun) };
}

/**
 * A list tool that handed back one named record (a schema that left the list unwrapped): a list of
 * that one ("I found 1 webhook: Deploy notifications").
 */
function oneRecord(result: unknown, w: ToolWords): unknown[] | undefined {
  if (w.kind !== "list" || result === null || typeof result !== "object") return undefined;
  const rec = recordOf(result as Record<string, unknown>);
  return NAMEABLE_FIELDS.slice(0, 5).some((f) => typeof rec[f] === "string" && rec[f] !== "")
    ? [rec]
    : undefined;
}

/** Keys that wrap a page of records: `_embedded`, `data`, `results`. */
const WRAPPER_KEY =
  /^_?(?:embedded|data|results?|items|list|entries|records|content|payload|response)$/i;

/**
 * The records a paged envelope holds one or two levels down (`{"_embedded": {"data": […]}}`), when
 * the envelope has no list of its own: a list, or for a list tool one record the schema left
 * unwrapped (`"data": {…}`). Undefined when nothing wraps records.
 */
function envelopeList(rec: Record<string, unknown>, listing: boolean): unknown[] | undefined {
  if (Object.values(rec).some(Array.isArray)) return undefined;
  for (const [k, v] of Object.entries(rec)) {
    if (!WRAPPER_KEY.test(k) || v === null || typeof v !== "object") continue;
    const inner = Object.entries(v as Record<string, unknown>);
    // Only a wrapper that holds nothing but the list: a record's own `tags` are not its page.
    const arrays = inner.filter(
      ([key, x]) => Array.isArray(x) && (inner.length === 1 || WRAPPER_KEY.test(key)),
    );
    if (arrays.length === 1) return arrays[0]?.[1] as unknown[];
    const [only] = inner;
    if (inner.length === 1 && only && WRAPPER_KEY.test(only[0]) && only[1] !== null) {
      if (typeof only[1] === "object" && listing) return [only[1]];
    }
  }
  return undefined;
}

function listOf(rec: Record<string, unknown>, noun: string): unknown[] | undefined {
  const lists = Object.entries(rec).filter(([, v]) => Array.isArray(v)) as [string, unknown[]][];
  const words = identifierWords(noun).map((x) => singular(x.toLowerCase()));
  const named = lists.find(([k]) => {
    const key = identifierWords(k).map((x) => singular(x.toLowerCase()));
    return key.length > 0 && key.every((x) => words.includes(x));
  });
  if (named) return named[1];
  // A record's own list of words (a webhook's `activity_tags`) is none of what a list asks for:
  // the reader saw "I found 2 webhooks: backend and billing" — its tags, on one webhook.
  const record = NAMEABLE_FIELDS.some((f) => typeof rec[f] === "string" && rec[f] !== "");
  const first = lists.find(
    ([, v]) => !record || v.some((x) => x !== null && typeof x === "object"),
  );
  return first?.[1];
}

/**
 * Records with nothing to tell them apart but their sort (`sourceType`), counted per sort, most
 * first: [["standard", 3, "sourceType"], …]. Undefined when the records have names, when there is
 * one sort only, or when there are too many sorts to say.
 */
function sortBreakdown(list: unknown[], noun: string): [string, number, string][] | undefined {
  const recs = list.filter(
    (x): x is Record<string, unknown> => x !== null && typeof x === "object" && !Array.isArray(x),
  );
  if (recs.length < 2 || recs.length !== list.length) return undefined;
  const first = recs[0] as Record<string, unknown>;
  const named = itemName(first, noun, undefined, list);
  const kind = Object.keys(first).find((f) => /(?:^|_)(?:kind|type|category)$|Type$/.test(f));
  if (!kind || named?.field !== kind) return undefined;
  const counts = new Map<string, number>();
  for (const r of recs) {
    const v = r[kind];
    if (typeof v !== "string" || v.length === 0) return undefined;
    counts.set(v, (counts.get(v) ?? 0) + 1);
  }
  if (counts.size < 2 || counts.size > 4) return undefined;
  return [...counts].sort((a, b) => b[1] - a[1]).map(([v, n]) => [v, n, kind]);
}

const NEVER_ANSWER = new Set(["id", "reference", "system", "plumbing", "url"]);

/** Response envelope fields (`status: "OK"`, `operation: "add"`, `status_code`): not news to anyone. */
function isEnvelope(key: string, value: unknown): boolean {
  const k = looseKey(key);
  if (
    /^(operation|resource|service|statuscode|httpstatus|code|message|success|ok|requestid)$/.test(k)
  )
    return true;
  return (
    /^(status|result|state)$/.test(k) &&
    typeof value === "string" &&
    /^(ok|success|succeeded|successful|done|true|200|201|204|accepted)$/i.test(value)
  );
}

/**
 * A record whose fields are each wrapped as `{"value": …}` (DICOM attributes:
 * `"manufacturer": {"value": "Siemens"}`) read as plain fields, so a read of it answers with them
 * instead of "I couldn't find anything".
 */
function unwrapValues(rec: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(rec)) {
    const inner =
      v !== null && typeof v === "object" && !Array.isArray(v) ? Object.entries(v) : undefined;
    out[k] =
      inner?.length === 1 &&
      inner[0]?.[0] === "value" &&
      (typeof inner[0][1] === "string" || typeof inner[0][1] === "number")
        ? inner[0][1]
        : v;
  }
  return out;
}

/**
 * A record that keeps its facts under `properties` (an Azure resource: `{id, name, type,
 * properties: {reportedSeverity, count, …}}`) read as one record: those fields beside its own,
 * each with the path it has in the result. A field of its own wins a clash. Every read of a
 * fresh74 Security Center alert was dropped as having nothing to tell: its top level holds only
 * an id, a path-like name and the resource type.
 */
function liftProperties(rec: Record<string, unknown>): {
  rec: Record<string, unknown>;
  paths: Map<string, string>;
} {
  const paths = new Map<string, string>();
  const inner = rec.properties;
  if (!isObj(inner) || Array.isArray(inner)) return { rec, paths };
  const { properties: _inner, ...out } = rec;
  for (const [k, v] of Object.entries(inner)) {
    if (Object.hasOwn(out, k)) continue;
    out[k] = v;
    paths.set(k, `properties.${k}`);
  }
  return { rec: out, paths };
}

/** The record a result is about: `{"Site": {...}}` and `{data: {...}, status: "OK"}` unwrap to it. */
function recordOf(rec: Record<string, unknown>): Record<string, unknown> {
  // `{status, currentTime, data: {entry: {…}, references}}`: the answer is about the entry.
  const path = payloadPathOfValue(rec);
  if (path.length > 0) return recordOf(getAt(rec, path.join(".")) as Record<string, unknown>);
  // A JSON:API resource (`{id, type, attributes: {…}}`) is its attributes: its `type` names the
  // resource kind ("The type is text.", fresh22 readers B, 4 of 30 samples).
  const attributes = rec.attributes;
  if (
    typeof rec.type === "string" &&
    "id" in rec &&
    attributes !== null &&
    typeof attributes === "object" &&
    !Array.isArray(attributes)
  )
    return attributes as Record<string, unknown>;
  const objects = Object.entries(rec).filter(
    ([, v]) => v !== null && typeof v === "object" && !Array.isArray(v),
  );
  const scalars = Object.entries(rec).filter(
    ([k, v]) => (v === null || typeof v !== "object") && !isEnvelope(k, v),
  );
  if (objects.length === 1 && scalars.length === 0)
    return objects[0]?.[1] as Record<string, unknown>;
  return rec;
}

/**
 * An id input given the API's word for the caller (`id_user: "me"`, Budgea; `user_id: "me"`):
 * the user says "my", never "with me as the user" or "What user would you like?" — "Oh, sorry —
 * me." (fresh53 dev). Fixed in the call like a transport parameter.
 */
export function selfAliasInput(name: string, value: unknown): boolean {
  // (`all` beside it, "Hint: you can use 'me' or 'all'": every user of the caller's.)
  if (typeof value !== "string" || !/^(?:me|self|@me|current|all)$/i.test(value)) return false;
  return identifierWords(name).some((w) =>
    /^(?:users?|accounts?|owners?|members?|profiles?|customers?|persons?|people)$/i.test(w),
  );
}

/** The name a result gives the record it made or changed ("Boston South Site"), if any. */
function resultName(result: unknown): string | undefined {
  if (result === null || typeof result !== "object" || Array.isArray(result)) return undefined;
  const rec = recordOf(result as Record<string, unknown>);
  for (const f of NAMEABLE_FIELDS.slice(0, 5)) {
    const v = rec[f];
    if (typeof v === "string" && v.length > 0 && v.length <= 60 && !looksOpaque(f, v)) return v;
  }
  return undefined;
}

/** A record the user named for a write: the record itself, or another one it is for. */
export interface NamedRecord {
  name: string;
  /** What the record is ("device", "employee"), when it is not the write's own thing. */
  noun?: string;
  /** The name is a person's ("for Elwyn Dietrich", not "for the employee …"). */
  person?: boolean;
  /**
   * The name says what the record is ("customer 29529", a resource path said by its ids): said as
   * it is, never "for the customer "29529"".
   */
  says?: boolean;
}

/**
 * The thing a write made or changed, said from the goal phrase: "a new schedule" → "the
 * schedule", but "a comment to the ticket" stays itself (the comment is what was added, not the
 * ticket).
 */
function confirmedObject(w: ToolWords): string {
  const object = docWordsOut(w.phrase.object.trim());
  const bare = object.replace(/^(?:a|an|the|my|some)\s+/i, "").replace(/^new\s+/i, "");
  const noun = docWordsOut(w.noun);
  if (!object) return `the ${noun}`;
  if (bare.toLowerCase().startsWith(noun.toLowerCase())) return `the ${bare}`;
  return object;
}

/**
 * An operation summary's words taken out of the thing a confirmation names: a quantity range
 * ("the 1 or more SMS messages"), a dangling "corresponding", a second verb before the noun ("the
 * shut down slicebox") — the readers saw each echoed back as "I've stopped the shut down slicebox."
 */
function docWordsOut(phrase: string): string {
  const out = phrase
    .replace(/\b(?:\d+|one) or more /gi, "")
    .replace(/ corresponding(?: (?:to|for|with) .*)?$/i, "")
    .replace(
      /^((?:the|a|an|my) )?(?:shut|set|log|sign|turn|back|clean) (?:down|up|in|out|off|on) /i,
      "$1",
    )
    .trim();
  return out.split(" ").length > (/^(?:the|a|an|my) /i.test(out) ? 1 : 0) ? out : phrase;
}

/** "active token" is a qualified "token": the record picked from it is the tool's own. */
function namesOwnNoun(qualified: string, noun: string): boolean {
  const q = qualified.toLowerCase();
  const n = noun.toLowerCase();
  // "org" of "organization", "app" of "application": the short form is the same record ("I've
  // removed the organization for the org "Ortiz, Murray and Abernathy"": b52 readers, B).
  return q === n || q.endsWith(` ${n}`) || clippedFormOf(q, n);
}

/** Whether a key is a record's name (`PipelineName`, `scanName`, `title`). */
function isNameKey(key: string): boolean {
  return /^(?:name|title|label)$/.test(identifierWords(leafOf(key)).pop()?.toLowerCase() ?? "");
}

/**
 * The name of a record the user singled out by something else (its rank, a date, a price): the
 * value bound from it when that is a name, else its own short name field. The fresh64 readers
 * marked "remove the latest pipeline" → "I've removed the pipeline." B: which one was it?
 */
function pickedNameOf(
  el: Record<string, unknown>,
  by: string,
  key: string,
  bound: unknown,
  noun: string,
): string | undefined {
  if (isNameKey(by)) return undefined;
  const sayable = (v: unknown): v is string =>
    typeof v === "string" && v.length > 0 && v.length <= 60 && !/[/:]/.test(v);
  // Its own name (`name`, `PipelineName` of a pipeline), never another thing's (`RepositoryName`
  // of a code review).
  const head = identifierWords(noun).pop()?.toLowerCase() ?? "";
  const ownKey = (k: string) => {
    const words = identifierWords(leafOf(k)).map((w) => w.toLowerCase());
    return isNameKey(k) && (words.length === 1 || (words.length === 2 && words[0] === head));
  };
  if (isNameKey(key)) return ownKey(key) && sayable(bound) ? bound : undefined;
  const own = Object.keys(el).find((k) => ownKey(k) && sayable(el[k]) && !looksOpaque(k, el[k]));
  return own ? (el[own] as string) : undefined;
}

/**
 * What the assistant says it did, for a write: "I've added the site "Boston South Site".",
 * "I've opened the ticket "Printer jams" for Elwyn Dietrich.", "I've added a comment to the
 * ticket." A name is said as the thing's own only when it is: a device named for a schedule is
 * what the schedule is for ("I've added the schedule for the device "Kitchen speaker"").
 * A read (or a POST that reads) has none: its facts are the answer.
 */
export function confirmation(
  w: ToolWords,
  outcome: CallOutcome,
  named: NamedRecord | string | undefined,
  other?: NamedRecord,
): string | undefined {
  if (!outcome.ok || ["read", "list", "compute"].includes(w.kind)) return undefined;
  const given = typeof named === "string" ? { name: named } : named;
  // The record picked from "the active tokens" is the token revoked: "I've revoked the token for
  // the active token "Zapier"" (fresh30) said one record as two.
  const same = given?.noun !== undefined && namesOwnNoun(given.noun, w.noun);
  // A record the user named of another kind is what the write is for, never its own name.
  const own = given && (!given.noun || same) ? given : undefined;
  const forRecord = given?.noun && !same ? given : other;
  // A new record is called what the user called it; an existing one by its name in the result.
  const name = own?.name ?? (w.kind === "create" ? undefined : resultName(outcome.result));
  const verb = pastParticiple(w.phrase.verb);
  const object = confirmedObject(w);
  // "configuration 2 of customer 1" names itself: "I've applied configuration 2 of customer 1".
  const itself = name !== undefined && saysOwnNoun(name, docWordsOut(w.noun));
  const quoted = name && !itself && object === `the ${docWordsOut(w.noun)}` ? ` "${name}"` : "";
  // A record named by its ids ("device 24873 of partner 28915") is said as it is, never "the
  // device "device 24873 …"" (stop 69, zero-touch removeConfiguration after gold69).
  const saysItself =
    forRecord?.noun !== undefined && saysOwnNoun(forRecord.name, docWordsOut(forRecord.noun));
  const link = w.kind === "delete" && own ? "from" : w.doneOn ? "on" : "for";
  const forWhom = forRecord
    ? forRecord.person || forRecord.says
      ? ` for ${forRecord.name}`
      : saysItself
        ? ` ${w.phrase.text.includes(" from ") ? "from" : link} ${forRecord.name}`
        : // A link removed comes off the other record: "I've removed the label "backend" from the
          // bucket "Test bucket"", never "for the bucket".
          ` ${link} the ${forRecord.noun} "${forRecord.name}"`
    : "";
  // An update that renamed the record the user named by its old name says so: the reader saw
  // "I've updated the partner "Spencer - Schmitt". The name is Bruen - Corkery." (fresh10, B).
  const now = w.kind === "update" && own?.name && quoted ? resultName(outcome.result) : undefined;
  // Only when the old name is gone from the record: a title beside a name is no rename.
  if (now && canon(now) !== canon(own?.name) && !JSON.stringify(outcome.result).includes(own!.name))
    return `I've ${verb} ${object}${quoted}${forWhom}; it's now called "${now}".`;
  return `I've ${verb} ${itself ? name : object}${quoted}${forWhom}.`;
}

/** Unit words a field name may end in (`height_cm`, `widthPx`, `weight_kg`). */
const UNIT_WORD: Record<string, string> = {
  mm: "mm",
  cm: "cm",
  m: "m",
  km: "km",
  px: "px",
  pixels: "px",
  kg: "kg",
  g: "g",
  lb: "lb",
  lbs: "lb",
  kmh: "km/h",
  mph: "mph",
  celsius: "°C",
  fahrenheit: "°F",
};

/**
 * The unit an answer may say for a measure: one its field names (`height_px` → px), or a
 * temperature's degrees; never one guessed from the name alone — the reader saw "the width is 7 cm"
 * for a QR code measured in pixels.
 */
/** A unit the field's name does not already say: `leave_balance` → days, `days` → none. */
function unitUnsaid(key: string, unit: string | undefined): string | undefined {
  return unit && (identifierWords(key).pop() ?? "").toLowerCase() !== unit ? unit : undefined;
}

function statedUnit(key: string, guessed: string | undefined): string | undefined {
  const last = (identifierWords(key).pop() ?? "").toLowerCase();
  if (UNIT_WORD[last]) return UNIT_WORD[last];
  return guessed === "°C" ? guessed : undefined;
}

/**
 * Short forms a field name uses for a word a person says in full: "The ts are Dec 7" and "the lat
 * is -33.907" read a schema out (fresh13/fresh14 readers, B).
 */
const SHORT_FORM: Record<string, string> = {
  ts: "timestamp",
  lat: "latitude",
  lng: "longitude",
  lon: "longitude",
  long: "longitude",
  qty: "quantity",
  amt: "amount",
  addr: "address",
  tz: "time zone",
  dob: "date of birth",
  msg: "message",
  pct: "percentage",
  img: "image",
  dt: "date",
};

/** Clipped words a field name uses inside a longer name, said in full: `maxLabelsCount` → "maximum …". */
const CLIPPED: Record<string, string> = {
  max: "maximum",
  min: "minimum",
  avg: "average",
  chars: "characters",
  secs: "seconds",
  ms: "milliseconds",
};

/**
 * The unit a time length the user states is counted in, by its doc ("The length of the call, in
 * seconds"): "a duration of 60 seconds (1 minute)", never "with a duration of 60" (SalesLoft's
 * calls, fresh50 dev). Only a number under a time word (duration, length, timeout, delay …).
 */
function timeUnitOf(leaf: string, schema: unknown, value: unknown): string | undefined {
  if (typeof value !== "number" || !isObj(schema)) return undefined;
  if (!/(?:^|_|[a-z])(?:duration|length|timeout|delay|interval|ttl|period)s?$/i.test(leaf))
    return undefined;
  const desc = typeof schema.description === "string" ? schema.description : "";
  if (!/\b(?:milliseconds?|seconds?|minutes?|hours?|days?)\b/i.test(desc)) return undefined;
  const ms = durationUnitMs(leaf, desc);
  return ms === undefined ? undefined : UNIT_OF_MS[ms];
}

const UNIT_OF_MS: Record<number, string> = {
  1: "milliseconds",
  1000: "seconds",
  60000: "minutes",
  3600000: "hours",
  86400000: "days",
};

/** Time units a field's name ends in, by the unit a duration is said in. */
const TIME_TAIL: Record<string, string> = {
  sec: "seconds",
  secs: "seconds",
  second: "seconds",
  seconds: "seconds",
  ms: "milliseconds",
  millis: "milliseconds",
  milliseconds: "milliseconds",
  mins: "minutes",
  minutes: "minutes",
  hrs: "hours",
  hours: "hours",
};

/** A label ending in the unit its value is counted in: "total audio length sec" → "total audio length". */
const UNIT_TAIL = new RegExp(
  `^(.+?) (?:in )?(?:${[
    ...new Set([
      ...Object.keys(TIME_TAIL),
      ...Object.values(TIME_TAIL),
      ...Object.values(TIME_TAIL).map((u) => u.slice(0, -1)),
      "s",
    ]),
  ].join("|")})$`,
);

/** A measure followed by the unit it is counted in: "description length characters". */
const MEASURE_IN_UNIT =
  /^(.+ (?:length|size|duration|timeout|limit|interval|delay|age)) (characters|bytes|seconds|minutes|hours|days|milliseconds)$/;

/**
 * A label that is a short form, said in full (`lat` → "latitude"), with the words a person puts
 * round a limit or a unit: "max artifact labels count" → "maximum number of artifact labels",
 * "max description length chars" → "maximum description length in characters" (fresh16 readers,
 * F); any other as it is.
 */
function fullWord(label: string): string {
  const short = SHORT_FORM[label];
  if (short) return short;
  const words = label.split(" ");
  if (words.length < 2) return label;
  const said = words.map((w) => CLIPPED[w] ?? w).join(" ");
  const bound = /^((?:maximum|minimum|average) )(.+) count$/.exec(said);
  if (bound?.[1] && bound[2]) return `${bound[1]}number of ${plural(bound[2])}`;
  const measured = MEASURE_IN_UNIT.exec(said);
  if (measured?.[1] && measured[2]) return `${measured[1]} in ${measured[2]}`;
  return said;
}

/** Label a reader expects for a result field: `leave_balance` → "leave balance", `eta` → "ETA", `ts` → "timestamp". */
export function answerLabel(key: string): string {
  // `firstAccessAt`, `delivery_on`: a time or a day, never "the first access at is Jan 20" (a
  // participle's `occurred_at` is said "it occurred on …" elsewhere).
  const label = fullWord(labelFor(key))
    .replace(/^((?:\S+ )*\S+(?<!ed)) at$/, "$1 time")
    .replace(/^((?:\S+ )*\S+(?<!ed)) on$/, "$1 date");
  return /^(eta|etd|sku|iata|vin|pin)$/.test(label) ? label.toUpperCase() : label;
}

/**
 * The name the doc gives a field whose own name is letters no one says (`cbic`: "the BIC of the
 * account" → "BIC"): a short noun phrase the doc opens with, whose last word's letters the field
 * name holds; a key of digits takes the doc's opening noun. Undefined when the name is a word or
 * the doc gives no such phrase.
 */
function docName(key: string, description = ""): string | undefined {
  // A key of digits (an OBIS code `1.8.0`) is no word at all: the doc's opening noun names it —
  // "Reading as provided as input in Wh" → "reading" (fresh21 readers, B: "The 1 8 0 is 98").
  if (!/[A-Za-z]/.test(key))
    return /^((?:[A-Za-z]+ ){0,2}?[A-Za-z]{3,})(?= (?:as|in|of|for|from|using|calculated|provided|by|that|which|at|is|was)\b|[,.(:]|$)/
      .exec(description.trim())?.[1]
      ?.toLowerCase();
  const words = identifierWords(key);
  if (words.length !== 1 || key.length > 6 || /[aeiou].*[aeiou]/i.test(key)) return undefined;
  const m = /^(?:the|an?) ((?:[A-Za-z]+ ){0,2}([A-Za-z]{2,})) (?:of|for) /i.exec(
    description.trim(),
  );
  if (!m?.[1] || !m[2] || !key.toLowerCase().includes(m[2].toLowerCase())) return undefined;
  return m[1];
}

export function answerFact(
  prefix: string,
  k: string,
  v: unknown,
  turn: number,
  o: {
    role?: string;
    currency?: string;
    year?: number;
    noun?: string;
    unit?: string;
    doc?: FieldDoc;
    vocabulary?: Set<string>;
  },
): AnswerFact {
  // An amount the doc counts in pence or cents is said in pounds or euros: "£28.67", never
  // "The balance is 2867" (fresh14 readers, B).
  if (typeof v === "number" && o.unit === MINOR_UNITS) {
    const { unit: _minor, ...rest } = o;
    const major = majorAmount(v, o.currency);
    // With no currency known the cents still show it is money: "239.50", never "23950".
    const fact = o.currency
      ? answerFact(prefix, k, major, turn, { ...rest, role: "money" })
      : answerFact(prefix, k, major.toFixed(2), turn, { ...rest, role: "figure" });
    return { ...fact, value: v };
  }
  // A count of time its name ends in the unit of (`total_audio_length_sec`, `duration_secs`) is a
  // duration in that unit — never "12 cm" of a "length" (a time stamp in ms, `pub_date_ms`, is no
  // duration).
  const tail = TIME_TAIL[(identifierWords(k).pop() ?? "").toLowerCase()];
  if (
    typeof v === "number" &&
    tail &&
    !o.unit &&
    o.role !== "duration" &&
    identifierWords(k).length > 1 &&
    !identifierWords(k).some((w) => /^(?:date|time|timestamp|at|on|epoch|since|until)$/i.test(w))
  )
    return answerFact(prefix, k, v, turn, { ...o, role: "duration", unit: tail });
  // The doc's unit first ("Lights only, percent."), then one the field's name states.
  const unit =
    typeof v === "number" && o.unit
      ? o.unit
      : o.role === "measure"
        ? statedUnit(k, roleOf(k, {}, v).unit)
        : o.role === "duration" && typeof v === "number"
          ? unitUnsaid(k, roleOf(k, {}, v).unit)
          : undefined;
  const timed = o.role === "datetime" || o.role === "date" || o.role === "time";
  // A booking's bare `start_time` is its "appointment time" to the person who booked it.
  // The field's words as a person says them ("since" → "start year"); the name's own words only
  // shape the sentence ("it was marked on …").
  const named = answerLabel(k);
  const fromDoc = docName(k, o.doc?.description);
  const label0 = fromDoc
    ? fromDoc
    : // A bare `status` of an account's status read is the account's: "The account status is
      // active", never "The status is active." of nothing (fresh61 readers, B).
      /^(?:status|state)$/i.test(k) && o.noun && /^[a-z]+ (?:status|state)$/i.test(o.noun)
      ? o.noun.toLowerCase()
      : unit === "°C"
        ? "temperature"
        : timed && o.noun && /^(?:start_?time|time|datetime|when|slot_?time)$/i.test(k)
          ? // "the current, local date/time" (World Time API): "the local time", never "the ip time".
            /\blocal\b/i.test(o.doc?.description ?? "")
            ? "local time"
            : `${o.noun} time`
          : withAcronyms(
              fullWord(
                spokenLabel(
                  spokenFieldLabel(k, { ...o.doc, ...(o.role ? { role: o.role } : {}) }) ?? named,
                  o.vocabulary ?? new Set(),
                ),
              ),
            );
  // `firstAccessAt` said as its words is "first access at": a time or a day, as `answerLabel` says
  // it (fresh19 readers, B: "The first access at is Jan 20 at 3:15 pm"); "expires at" stays a verb.
  const label1 = numberedApart(
    timed
      ? label0
          .replace(/^((?:\S+ )*\S+(?<!ed)(?<![^s]s)) at$/, "$1 time")
          .replace(/^((?:\S+ )*\S+(?<!ed)(?<![^s]s)) on$/, "$1 date")
      : label0,
  );
  // The unit a field's name ends in is said with its value, never read out in the label:
  // `total_audio_length_sec` 720 is "the total audio length is 12 minutes", never "the total audio
  // length sec is …" (fresh25 readers, F/B; issue 12 §1).
  const label =
    typeof v === "number" && (unit || o.role === "duration" || o.role === "measure")
      ? (UNIT_TAIL.exec(label1)?.[1] ?? label1)
      : label1;
  // A count is how many of a thing the record has: "it has 30 rooms", asked as "the number of
  // rooms" — never "the room count is 30", a field's name read out (fresh15 readers, F).
  const counted = COUNT_LABEL.exec(label)?.[1] ?? docCounted(label, o.doc?.description);
  // A participle is no thing to count: `allocated_count` is "5 allocated", never "5 allocateds"
  // (the JSON:API attributes of fresh22's rewards).
  if (
    counted &&
    /^[a-z]{3,}[^e\s]ed$/.test(counted) &&
    typeof v === "number" &&
    Number.isInteger(v) &&
    v >= 0 &&
    !unit
  )
    return {
      key: `${prefix}.${k}`,
      value: v,
      label: `number ${counted}`,
      text: `it has ${v} ${counted}`,
      turn,
    };
  if (counted && typeof v === "number" && Number.isInteger(v) && v >= 0 && !unit)
    return {
      key: `${prefix}.${k}`,
      value: v,
      label: `number of ${plural(counted)}`,
      text: `it has ${countOf(v, counted)}`,
      turn,
    };
  // A value the doc lists for the field, written as one identifier, is said as its words: "the
  // member is co-client", never "the member is CoClient" (fresh13 readers, B).
  const listed = isCamelCode(v) && /^[A-Z]/.test(v) && (o.doc?.enum ?? []).includes(v);
  // A state the doc lists as one capitalised word is a word mid-sentence: "the status is
  // canceled", never "the status is Canceled".
  const state =
    typeof v === "string" &&
    /^[A-Z][a-z]+$/.test(v) &&
    (o.role === "status" || /(^| )status$/.test(label)) &&
    (o.doc?.enum ?? []).includes(v);
  // "Ok = 1, MayContinue = 2, CannotContinue = 3": a coded result is said by what the doc says
  // its code means — "the check result is "May continue"", never "the check code is 2".
  const meaning = o.doc?.enum ? enumMeaning(o.doc, v) : undefined;
  if (meaning && typeof v !== "string") return codedAnswer(prefix, k, v, turn, label, meaning);
  const letter = letterAnswer(prefix, k, v, turn, label, o.doc);
  if (letter) return letter;
  // A code the doc explains ("`SCAN` - SortCodeAccountNumber") is said by what it means, never
  // "the type is scan" (fresh19 readers, B); a code that means itself ("`IBAN` - IBAN") stays.
  const explained =
    typeof v === "string" && /^[A-Z][A-Z0-9_]+$/.test(v) && o.doc?.description
      ? enumMeaning({ enum: o.doc.enum ?? [v], description: o.doc.description }, v)
      : undefined;
  const coded = !explained
    ? undefined
    : explained.replace(/\W/g, "").toUpperCase() !== String(v).replace(/\W/g, "")
      ? `${humanize(explained).toLowerCase()} (${String(v)})`
      : String(v);
  // "The address country is PL": a country code is the country ("the country is Poland").
  const land =
    typeof v === "string" && /(?:^| )country$/.test(label)
      ? countryName(v.toUpperCase())
      : undefined;
  if (land)
    return {
      key: `${prefix}.${k}`,
      value: v,
      label: "country",
      text: `the country is ${land}`,
      turn,
    };
  // A name written in capitals (`short_name` "PTISSD") is said as written: it is what the thing is
  // called, never a state to say in words — "the short name is ptissd" (fresh46 readers, B on 3).
  const asWritten =
    typeof v === "string" &&
    /^[A-Z][A-Z0-9]{3,}$/.test(v) &&
    !(o.doc?.enum ?? []).includes(v) &&
    (o.role === "label" || /(?:^| )(?:name|code|symbol|abbreviation|acronym)$/.test(label));
  const spoken = coded
    ? coded
    : asWritten
      ? v
      : listed
        ? humanize(v).replace(/ /g, "-")
        : state
          ? v.toLowerCase()
          : speakValue(v, {
              label,
              ...(o.doc?.description ? { prose: o.doc.description } : {}),
              // A figure the doc counts in days is no sum of money, whatever its name ("leave balance").
              ...(o.role && !(unit && o.role === "money") ? { role: o.role } : {}),
              ...(o.currency ? { currency: o.currency } : {}),
              ...(o.year ? { year: o.year } : {}),
              ...(unit ? { unit } : {}),
            });
  const free = o.role === "free-text" || (typeof v === "string" && /[.!?]$/.test(v));
  // "the state is CO", not "co": a short code is written in capitals.
  const shown =
    typeof v === "string" &&
    /^[a-z]{2,3}$/.test(v) &&
    /(^| )(state|country|region|province|currency|code)( |$)/.test(label)
      ? v.toUpperCase()
      : spoken;
  // "it started on Dec 26", not "the started is Dec 26": a date under a verb's name.
  const dated = (o.role === "date" || o.role === "datetime") && /^[a-z]+ed$/.test(named);
  // `ready_at` → "it's ready on Dec 15 at 12 pm", `expires_at` → "it expires on …", never
  // "the ready at is …"; `occurred_at` → "it occurred on", never "it was occurred on".
  // (Read off the key's own words: `answerLabel` has already made "expires at" "expires time",
  // and the reader saw "the expires at is Feb 13 at 9 am", f33.)
  const at = timed
    ? (/^([a-z]+) at$/.exec(named)?.[1] ?? /^([a-z]+) at$/.exec(humanize(k).toLowerCase())?.[1])
    : undefined;
  // `ends`, `starts`, `expires` holding a date name what happens then: "it ends on Jan 4", never
  // "the ends are Jan 4" (fresh14 readers, F/B).
  const happens =
    (o.role === "date" || o.role === "datetime") && /^[a-z]+[^s]s$/.test(named) && !fromDoc;
  // A severity or level that is "none" is said as the thing's absence: "there's no known
  // interaction", never "the severity is none" (bundled clinic's drug check).
  const absent = o.noun !== undefined && SCALE_LABEL.test(label) && NONE_WORD.test(String(v));
  // A yes/no the doc codes as 1 or 0 ("Whether this holiday is observed by federally-regulated
  // industries.", enum [1, 0]) is said as one: "it's federal", never "the federal is 1" (fresh46
  // readers, B).
  const coded01 =
    typeof v === "number" &&
    (v === 0 || v === 1) &&
    (o.doc?.enum ?? []).length === 2 &&
    (o.doc?.enum ?? []).every((x) => x === 0 || x === 1) &&
    /^\s*(?:whether|if|is|are|does|has)\b/i.test(o.doc?.description ?? "");
  const text = absent
    ? `there's no known ${o.noun}`
    : typeof v === "boolean" || coded01
      ? `it's ${v ? "" : "not "}${label.replace(/^is /, "")}`
      : /^(days|hours|minutes|weeks|nights)$/.test(label)
        ? `it takes ${spoken} ${Number(v) === 1 ? singular(label) : label}`
        : dated || happens
          ? `it ${named} on ${spoken}`
          : at
            ? `${/s$/.test(at) || INTRANSITIVE.test(at) ? `it ${at}` : /ed$/.test(at) ? `it was ${at}` : `it's ${at}`} on ${spoken}`
            : `the ${label} ${copula(label)} ${free ? `"${shown}"` : shown}`;
  return { key: `${prefix}.${k}`, value: v, label, text, turn };
}

/** Labels of a graded fact: how bad, how high, how likely. */
const SCALE_LABEL = /(?:^| )(?:severity|level|risk|grade|intensity|degree|impact)$/;

/**
 * A key's number said apart from its word: `line2` → "address line 2", `area1` → "area 1" — the
 * readers saw "the line1 is 53 George St" (fresh22, B).
 */
export function numberedApart(label: string): string {
  return label
    .replace(/\b([a-z]{3,})(\d{1,2})\b/g, "$1 $2")
    .replace(/^line (\d)$/, "address line $1");
}

/**
 * What a one-letter value says, when a reader can be told: a Y/N flag as yes or no ("active: Y"
 * → "it's active"; "set to Y for Level 2 purchasing cards" → "it's a Level 2 purchasing card"),
 * a letter code by the meaning its doc gives ("C - Credit" → "the funding source is credit").
 */
function letterAnswer(
  prefix: string,
  k: string,
  v: unknown,
  turn: number,
  label: string,
  doc: FieldDoc | undefined,
): AnswerFact | undefined {
  if (typeof v !== "string" || !/^[A-Z]$/.test(v) || LETTER_LABEL.test(label)) return;
  const described = doc ? enumMeaning(doc, v) : undefined;
  if (described) return codedAnswer(prefix, k, v, turn, label, described);
  if (v !== "Y" && v !== "N") return undefined;
  const yes = v === "Y";
  // "This field will be set to Y for Level 2 purchasing cards": what a yes means, in the doc's words.
  const what = /\bset to Y (?:for|on|when|if) ([^.<]{3,60})/i.exec(doc?.description ?? "")?.[1];
  const kind =
    what && /^(?:[A-Za-z0-9]+ ){0,4}[a-z]+s$/.test(what.trim()) ? singular(what.trim()) : undefined;
  const text = kind
    ? `it's ${yes ? "" : "not "}${article(kind)} ${kind}`
    : `it's ${yes ? "" : "not "}${label.replace(/^is /, "")}`;
  return { key: `${prefix}.${k}`, value: v, label, text, turn };
}

/** A one-letter value with nothing to say what it stands for ("the h align is C"): no answer. */
function unsaidLetter(k: string, v: unknown, doc: FieldDoc | undefined): boolean {
  if (typeof v !== "string" || !/^[A-Z]$/.test(v) || v === "Y" || v === "N") return false;
  if (LETTER_LABEL.test(answerLabel(k))) return false;
  return !(doc && enumMeaning(doc, v));
}

/** An answer fact for a code the doc gives a meaning: "the check result is OK". */
function codedAnswer(
  prefix: string,
  k: string,
  v: unknown,
  turn: number,
  label: string,
  meaning: string,
): AnswerFact {
  const words = meaning.split(" ");
  // "Ok" is the word OK; a meaning of many words is said as the doc's phrase, in sentence case.
  const said =
    words.length === 1
      ? /^ok(ay)?$/i.test(meaning)
        ? "OK"
        : meaning.toLowerCase()
      : `"${words.map((w, i) => (i === 0 ? w : w.toLowerCase())).join(" ")}"`;
  const what = label.replace(/ (?:code|status code|result code)$/, " result");
  return { key: `${prefix}.${k}`, value: v, label: what, text: `the ${what} is ${said}`, turn };
}

/**
 * A bare answer that is a placeholder: the environment names an undescribed answer "result" and
 * writes "Result 7". (A field's own placeholder, "forecast": "Forecast 2", still makes a fact: the
 * bundled weather fixture has nothing else to tell yet — dropping those emptied it.)
 */
function placeholderFact(f: AnswerFact): boolean {
  if (typeof f.value !== "string") return false;
  return f.key.split(".").pop() === "value" && ownWordNumber("result", f.value);
}

/**
 * The facts the user's question asks for, each with the label a reader expects: a read or
 * computation answers its most telling fields (never ids or system fields), a list its count and
 * the names of what it found, a write confirms the fields it changed (or the new record's name,
 * time and status). At most three, so the answer stays short.
 */
/** Fields that say what a removal did: when it expires or was deleted, what was refunded. */
const REMOVAL_EFFECT = /expir|delet|remov|cancel|refund|status|state|until/i;

export function answerFactsFrom(
  outcome: CallOutcome,
  prefix: string,
  w: ToolWords,
  turn: number,
  ctx: AnswerContext = {},
): AnswerFact[] {
  // "Result 7" for an answer the doc never describes is what the environment writes when it
  // knows nothing: no fact to tell — the lh-partner readers saw "The price offer is Result 7."
  // (fresh23, N).
  const all = setApartFacts(resultFacts(outcome, prefix, w, turn, ctx), w);
  // A field's own word and a number ("manufacturer": "Manufacturer 4") is a placeholder the
  // environment wrote: no fact beside a real one — "The size is 3615 bytes and the manufacturer is
  // Manufacturer 4." (fresh51, xero-files getFile). Alone it stays: the bundled weather fixture's
  // "Forecast 2" is all it has to tell.
  const own = (f: AnswerFact) =>
    typeof f.value === "string" && ownWordNumber(f.key.split(".").pop() ?? "", f.value);
  const real = all.filter((f) => !own(f));
  const listing = all.some((f) => f.key === `${prefix}.count`);
  const facts = (real.length > 0 && !listing ? real : all).filter(
    (f) =>
      !placeholderFact(f) &&
      // "The group is arn:aws:resource-groups:eu-west-1:…": a console's id path is nothing the
      // user asked to be told (stop-61 readers, B).
      !isResourceId(f.value) &&
      // What a removed record held is gone with it: "I've removed the cash receipt. The discount
      // is $121 and the total is $109.95." tells facts nobody asked for (fresh36 dev, big red
      // cloud). What the removal did (it expires on Feb 13, its refund) is told.
      (w.kind !== "delete" || REMOVAL_EFFECT.test(f.key)),
  );
  if (facts.length === 0 && outcome.ok) {
    // What a write made, handed back as a list of links (`data[].url` of new images): the user
    // needs the links, not "I've added the image variation." alone.
    const made = madeLinksIn(outcome.result, w).slice(0, 2);
    if (made.length > 0)
      return made.map(([k, v], i) => ({
        key: `${prefix}.made.${i}.${k}`,
        value: v,
        label: "link",
        text: made.length > 1 ? `link ${i + 1} is ${v}` : `the link is ${v}`,
        turn,
      }));
  }
  if (facts.length === 0 && outcome.ok) {
    const handle = handleOf(outcome.result, w, ctx);
    if (handle) return [{ ...handle, key: `${prefix}.${handle.key}`, turn }];
  }
  if (w.kind !== "update" || !outcome.ok || facts.length > 0) return facts;
  // A change whose result does not show it ("[{}]") is confirmed with what the user asked to
  // change: the reader saw "I've updated the tag service inventory." after "update the tag to billing".
  return saidChanges(ctx)
    .slice(0, 2)
    .map(([k, v]) =>
      answerFact(prefix, k, v, turn, {
        role: roleOf(k, {}, v).role,
        noun: w.noun,
        ...(ctx.year ? { year: ctx.year } : {}),
      }),
    );
}

/**
 * The handle a write hands back for what it started, when that is all it hands back: the
 * `test_id` of "start a screenshot test" is what the user quotes to get the screenshots later
 * (fresh23 readers, B: "I've started the screenshot test." and no ID, 6 of 30). Only an id named
 * for the thing itself (`test_id` of a screenshot test), never one of another record.
 */
function handleOf(
  result: unknown,
  w: ToolWords,
  ctx: AnswerContext,
): Omit<AnswerFact, "turn"> | undefined {
  if (!["create", "action"].includes(w.kind) || !isObj(result) || Array.isArray(result)) return;
  const rec = recordOf(result as Record<string, unknown>);
  const given = givenValues(ctx.args);
  const own = Object.entries(rec).filter(
    ([k, v]) => !(ctx.argNames ?? []).includes(k) && !given.has(canon(v)),
  );
  if (own.length !== 1) return undefined;
  const [k, v] = own[0] as [string, unknown];
  const words = identifierWords(k).map((x) => x.toLowerCase());
  const thing = words.slice(0, -1).join(" ");
  const noun = identifierWords(w.noun).map((x) => singular(x.toLowerCase()));
  if (
    words[words.length - 1] !== "id" ||
    !thing ||
    !words.slice(0, -1).every((x) => noun.includes(singular(x))) ||
    !(typeof v === "string" || typeof v === "number") ||
    String(v).length === 0
  )
    return undefined;
  return { key: k, value: v, label: `${thing} ID`, text: `the ${thing} ID is ${String(v)}` };
}

/** Nouns of a summary of figures (totals, a report, statistics): told by the figures it holds. */
const AGGREGATE_NOUN = /\b(?:totals?|summary|summaries|stats?|statistics|report|reports)$/i;

/** A `kind`/`type` field whose value is a word of the tool's own name or noun: it tells what the record is. */
function typeTag(key: string, value: unknown, w: ToolWords): boolean {
  if (!isTypeTag(key, value)) return false;
  const v = singular(String(value));
  const own = [...w.nameWords, ...identifierWords(w.noun)].map((x) => singular(x.toLowerCase()));
  return /^[a-z-]+$/.test(v) && own.includes(v);
}

/**
 * A read of records set apart by their state answers with that state: "The blocked phone number is
 * …" for the user who asked "What's the blocked phone number?", never "The phone number is …",
 * which reads as the user's own (bulksms `get_blocked_numbers` — fresh19 readers M/B).
 */
function setApartFacts(facts: AnswerFact[], w: ToolWords): AnswerFact[] {
  const word = w.kind === "read" ? setApartBy(w.noun) : undefined;
  if (!word) return facts;
  const head = w.noun.toLowerCase().split(" ").pop();
  return facts.map((f) => {
    if (!f.label || f.label.toLowerCase().split(" ").pop() !== head) return f;
    const label = `${word} ${f.label}`;
    const own = `the ${f.label} `;
    if (!f.text?.startsWith(own)) return { ...f, label };
    return { ...f, label, text: `the ${label} ${f.text.slice(own.length)}` };
  });
}

/** The canonical leaf values of a call's arguments: what the user asked about. */
function givenValues(args: Record<string, unknown> = {}): Set<string> {
  const out = new Set<string>();
  walkLeaves(args, "", (_k, v) => out.add(canon(v)));
  return out;
}

/** The values of a change call the user said (not which record, not paging), by their leaf key. */
function saidChanges(ctx: AnswerContext): [string, unknown][] {
  const said = new Set((ctx.said ?? []).map((v) => canon(v)));
  const out: [string, unknown][] = [];
  walkLeaves(ctx.args ?? {}, "", (k, v) => {
    if (
      k &&
      !SELECTOR_ARG.test(k) &&
      (typeof v === "string" || typeof v === "number") &&
      said.has(canon(v)) &&
      !looksOpaque(k, v)
    )
      out.push([k, v]);
  });
  return out;
}

/**
 * The most items a list answer names all of; a longer list is told by its count and three.
 * Twelve short names read as one sentence: "I found 6 platforms, among them Freesat, Windows and
 * BT TV" was not the list asked for (fresh58 readers, B in 10 of 30).
 */
const WHOLE_LIST = 12;
/** The most characters a whole list's names may take; longer names are told by the first three. */
const WHOLE_LIST_CHARS = 300;

/**
 * A name check's answer as a person hears it: "Yes, "remote-cert" is still free for a
 * provisioning service." / "No, a provisioning service called "remote-cert" already exists." —
 * never 'The reason is "already-exists".' (fresh73 readers, B). The fact's value is what the
 * answer must say: the reason given, else the message, else the name itself.
 */
function nameCheckFacts(
  result: unknown,
  prefix: string,
  w: ToolWords,
  turn: number,
  ctx: AnswerContext,
): AnswerFact[] | undefined {
  const verdict = nameCheckVerdict(result);
  const check = w.nameCheck;
  const name = check ? ctx.args?.[check.input] : undefined;
  if (!verdict || !check || typeof name !== "string" || name === "") return undefined;
  const a = `${article(check.thing)} ${check.thing}`;
  const key = `${prefix}.${verdict.flag}`;
  if (verdict.free)
    return [
      { key, value: name, label: "name", text: `yes, "${name}" is still free for ${a}`, turn },
    ];
  const why = verdict.reason ?? verdict.message;
  if (!why)
    return [{ key, value: name, label: "name", text: `no, "${name}" is already taken`, turn }];
  const words = identifierWords(why)
    .map((x) => x.toLowerCase())
    .join(" ");
  const text = /^(?:already )?(?:exists?|taken|in use)$/.test(words)
    ? `no, ${a} called "${name}" ${words === "taken" || words === "in use" ? `is ${words}` : "already exists"}`
    : /^(?:invalid|not valid)$/.test(words)
      ? `no, "${name}" is an invalid name for ${a}`
      : `no, "${name}" can't be used: ${verdict.reason ? words : why}`;
  const field = verdict.reason ? "reason" : "message";
  return [{ key: `${prefix}.${field}`, value: why, label: "name", text, turn }];
}

/**
 * An answer that hands back which of the values asked about hold (`testIamPermissions`: "A subset
 * of `TestPermissionsRequest.permissions` that the caller is allowed.") — an output list named as
 * a list input — says which of them, out of how many: "You have 2 of the 3 permissions you asked
 * about: …", never a bare count (fresh72 readers, B) nor "it holds nothing beyond its ids".
 */
function askedSubsetFacts(
  result: unknown,
  prefix: string,
  turn: number,
  ctx: AnswerContext,
): AnswerFact[] | undefined {
  if (!isObj(result)) return undefined;
  const entries = Object.entries(result as Record<string, unknown>);
  if (entries.length !== 1) return undefined;
  const [k, got] = entries[0] as [string, unknown];
  const asked = ctx.args?.[k];
  if (!Array.isArray(got) || !Array.isArray(asked) || asked.length === 0) return undefined;
  if (![...got, ...asked].every((v) => typeof v === "string")) return undefined;
  if (!got.every((v) => asked.includes(v))) return undefined;
  const label = identifierWords(k)
    .map((x) => x.toLowerCase())
    .join(" ");
  // What the doc says the subset is: the caller's own ("that the caller is allowed") or just those found.
  const own = /\b(?:allowed|granted|has|have|holds?)\b/i.test(ctx.docs?.[k]?.description ?? "");
  const m = asked.length;
  if (got.length === 0)
    return [
      {
        key: `${prefix}.${k}`,
        value: m,
        label,
        text: own
          ? `you have none of the ${m} ${label} you asked about`
          : `none of the ${m} ${label} you asked about came back`,
        turn,
      },
    ];
  return [
    {
      key: `${prefix}.count`,
      value: got.length,
      label,
      text: own
        ? `you have ${got.length} of the ${m} ${label} you asked about`
        : `${got.length} of the ${m} ${label} you asked about came back`,
      turn,
    },
    ...got.map((v, i) => ({
      key: `${prefix}.items.${i}`,
      value: v,
      label: singular(label),
      text: String(v),
      turn,
    })),
  ];
}

function resultFacts(
  outcome: CallOutcome,
  prefix: string,
  w: ToolWords,
  turn: number,
  ctx: AnswerContext,
): AnswerFact[] {
  if (!outcome.ok) {
    if ("error" in outcome)
      return [
        {
          key: `${prefix}.error`,
          value: outcome.error.message,
          label: "problem",
          text: `it could not be done: ${outcome.error.message}`,
          turn,
        },
      ];
    return [];
  }
  // `{"results": "https://…"}`: the one value a response wraps is the answer, not "the results".
  const payload = scalarPayload(outcome.result)?.value ?? outcome.result;
  const checked = w.nameCheck ? nameCheckFacts(payload, prefix, w, turn, ctx) : undefined;
  if (checked) return checked;
  const subset = askedSubsetFacts(payload, prefix, turn, ctx);
  if (subset) return subset;
  // A write that hands back what it wrote as a list (`[{…the new user…}]`) is confirmed with that
  // record, never "I found 1 user" (fresh19 readers, B, after "add a new user").
  const wrote = ["create", "update", "delete"].includes(w.kind) && Array.isArray(payload);
  if (wrote && !(payload.length === 1 && isObj(payload[0]))) return [];
  const result = wrote ? (payload as unknown[])[0] : payload;
  // The semantic model may say where a list's records are (`listField`), or that the output holds
  // none (null: a UI screen whose only array is its `actions`) — then no array in it is counted.
  if (ctx.listField === null) return [];
  const located = typeof ctx.listField === "string" ? getAt(result, ctx.listField) : undefined;
  // The records of a paged envelope (`{"_embedded": {"data": […]}, "total_items": 100}`) are what
  // was asked for; its paging fields are no answer ("The total items are 100.", fresh12 readers B).
  const wrapped =
    result !== null && typeof result === "object" && !Array.isArray(result)
      ? envelopeList(result as Record<string, unknown>, w.kind === "list")
      : undefined;
  const list = Array.isArray(located)
    ? located
    : Array.isArray(result)
      ? result
      : result !== null && typeof result === "object"
        ? (listOf(result as Record<string, unknown>, w.noun) ?? wrapped ?? oneRecord(result, w))
        : undefined;
  // Items are named by what they are: the cohorts a quartile record lists are cohorts, not
  // quartiles (fresh9 readers B: "I found 3 RNASeq expression quartiles: CESC, BLCA and PRAD.").
  if (
    list &&
    isObj(result) &&
    !Array.isArray(result) &&
    ((w.kind === "list" && !located) || Object.keys(result).length === 1)
  )
    w = itemWords(result as Record<string, unknown>, list, w, ctx.argNames ?? []);
  // An agenda or a feed is one thing; what it lists are counted by their own key: "I found 8
  // events", never "I found 8 agenda" (the bundled smart home's `get_calendar_today`).
  if (list && COLLECTIVE_NOUN.test(w.noun) && result !== null && typeof result === "object") {
    const key =
      typeof ctx.listField === "string" && ctx.listField !== ""
        ? ctx.listField.split(".").pop()
        : Array.isArray(result)
          ? undefined
          : Object.entries(result as Record<string, unknown>).find(([, v]) => v === list)?.[0];
    const words = key ? identifierWords(key).map((x) => x.toLowerCase()) : [];
    const last = words[words.length - 1];
    if (last && plural(singular(last)) === last && singular(last) !== last) {
      const noun = [...words.slice(0, -1), singular(last)].join(" ");
      w = { ...w, noun, nounPlural: plural(noun) };
    }
  }
  // A participle is no thing to count: "9 branded items", never "9 brandeds" (fresh22 readers, B).
  if (list && /(?:^| )[a-z]{3,}[^e\s]ed$/.test(w.noun))
    w = { ...w, noun: `${w.noun} item`, nounPlural: `${w.noun} items` };
  // A removal or change that hands back a bare name ("Atlanta code json") says nothing new: the
  // reader saw "I've removed the jsapp. The jsapp is Atlanta code json."
  if (
    (typeof result === "string" || typeof result === "number") &&
    ["delete", "update"].includes(w.kind)
  )
    return [];
  // A string handed back as it was given (OCR's binarize answered "PNG" for imageFile "PNG";
  // RESTful4Up's unpack its file name) made nothing: "the image of text came back as a file of 2
  // bytes" (fresh52 blind readers M/B).
  if (typeof result === "string" && givenValues(ctx.args).has(canon(result))) return [];
  // "The scan report pdf is c2FtcGxl.": a file's bytes are said as the file and its size.
  const file = fileOf(result, ctx.docs?.[""]);
  if (file)
    return [
      {
        key: `${prefix}.file`,
        value: file.bytes,
        label: `${w.noun} size`,
        text: `the ${w.noun} came back as ${article(file.kind)} ${file.kind} of ${file.bytes} bytes`,
        turn,
      },
    ];
  // "The lowest fare is 741.5.": a bare figure the tool names a sum of money is said as one.
  const money =
    (typeof result === "number" ||
      (typeof result === "string" && /^-?\d+(?:\.\d+)?$/.test(result))) &&
    MONEY_NOUN.test(w.noun) &&
    (currencyOf({}, ctx.args) ?? ctx.currency);
  if (money)
    return [
      {
        key: `${prefix}.value`,
        value: result,
        label: w.noun,
        text: `the ${w.noun} ${copula(w.noun)} ${speakValue(Number(result), { role: "money", currency: money })}`,
        turn,
      },
    ];
  // A reply that says nothing ("." from 1Password's heartbeat) or a whole document (Prometheus'
  // metrics page, "# HELP go_gc_duration_seconds …") is no fact to read out: "The heartbeat is."
  // and a page of metrics quoted in one sentence were bad answers (fresh39 dev).
  if (
    typeof result === "string" &&
    (!/[\p{L}\p{N}]/u.test(result) || result.trim().split("\n").length >= 5)
  )
    return [];
  if (typeof result === "string" || typeof result === "number")
    return [
      {
        key: `${prefix}.value`,
        value: result,
        label: w.noun,
        // A link is where the thing is: "the file is at https://…".
        text: `the ${w.noun} is ${typeof result === "string" && /^https?:\/\/\S+$/.test(result) ? "at " : ""}${speakValue(result, ctx.year ? { year: ctx.year } : {})}`,
        turn,
      },
    ];
  // One record of totals with no name of its own (`[{"confirmed":68,"deaths":32,"date":…}]` for
  // "list the daily report totals for December 30"): its figures are the answer, never "I found 1
  // daily report total: one on December 30, 2025" (covid19-api, fresh43 readers B).
  if (
    list?.length === 1 &&
    isObj(list[0]) &&
    !Array.isArray(list[0]) &&
    AGGREGATE_NOUN.test(w.noun) &&
    !Object.keys(list[0] as object).some((k) => /^(?:name|title|label|display_?name)$/i.test(k))
  )
    return resultFacts({ ok: true, result: list[0] }, prefix, { ...w, kind: "read" }, turn, {
      ...ctx,
      listField: undefined,
    });
  if (
    list &&
    (Array.isArray(result) || Array.isArray(located) || w.kind === "list" || list === wrapped)
  ) {
    // `[{}]`: a list of nothing is no answer ("I found 1 transaction").
    if (list.length > 0 && !list.some(hasValue)) return [];
    const filter = filterOf(ctx);
    // A page of a longer list is counted by the total the result reports: the reader saw "I found 2
    // business user permissions" over `"total":113,"hasMore":true`.
    // A list of plain values names each value once: seven entries of four categories are four
    // categories (fresh11 readers B: "I found 7 valid disruption categories" over
    // ["single","search","severity","unified","severity","single","unified"]).
    const plain = list.every((x) => typeof x === "string" || typeof x === "number");
    const listed = plain ? new Set(list.map((x) => canon(x))).size : list.length;
    const count = Math.max(listed, list.length > 0 ? (totalOf(result, list) ?? 0) : 0);
    // "my organizations" counted is "6 of your organizations", never "6 my organizations" (fresh52).
    const counted = (n: number, noun: string) => `${n} ${noun.replace(/^my /, "of your ")}`;
    // A page that says more follow and gives no total is no whole list: "I found 9 contributors"
    // over `"hasNext":true` (fresh58 readers, B) is "9 … on this page".
    const paged = count === list.length && count > 1 && morePagesFollow(result, list);
    const facts: AnswerFact[] = [
      {
        key: `${prefix}.count`,
        value: count,
        label: `number of ${w.nounPlural}`,
        // Nothing found for a search is "zero X matching …", not "zero X right now" (the reader
        // saw "zero firewalls right now" for a time window).
        text:
          count === 0 && filter
            ? `zero ${w.nounPlural} ${filter}`
            : count === 1
              ? `there is ${counted(1, w.noun)}`
              : `there are ${counted(count, w.nounPlural)}${paged ? " on this page" : ""}`,
        turn,
      },
    ];
    // Things of the login the user gave are counted as theirs: "I found 1 upload by kkoss", never
    // "one by kkoss" as if the login told the upload apart (fresh55 blind readers, B).
    const given = givenValues(ctx.args);
    const owner = isObj(list[0])
      ? Object.keys(list[0]).find((k) => LOGIN_KEY.test(k) && given.has(canon(list[0]?.[k])))
      : undefined;
    const byOwner =
      owner &&
      !PERSON_NOUN.test(w.noun) &&
      list.every(
        (x) => isObj(x) && canon(x[owner]) === canon((list[0] as Record<string, unknown>)[owner]),
      );
    if (byOwner && count > 0) {
      const login = String((list[0] as Record<string, unknown>)[owner]);
      const fact = facts[0] as AnswerFact;
      return [{ ...fact, text: `${fact.text} by ${login}` }];
    }
    // Records told apart only by their sort are summed up by sort ("3 standard, 2 custom and 4
    // internal"), never listed as "a standard, a custom and an external".
    const bySort = sortBreakdown(list, w.noun);
    if (bySort && list.length === count)
      return [
        ...facts,
        ...bySort.map(([sort, n, field], i) => ({
          key: `${prefix}.kinds.${i}.${field}`,
          value: sort,
          label: `${w.noun} ${answerLabel(field)}`,
          text: `${n} ${kindWords(sort)}`,
          turn,
        })),
      ];
    // Items are named by what tells them apart, each name once ("Ibuprofen, Ibuprofen and
    // Ibuprofen" names one drug three times).
    // A short list is named whole: "3 of only 4" change types read as a wrong answer (fresh57
    // readers, B); a longer one by its count and its first three ("…, among them A, B and C").
    const room = count <= WHOLE_LIST ? count : 3;
    const seen = new Set<string>();
    for (const [i, el] of list.entries()) {
      if (facts.length > room) break;
      // A list of words or names is answered with them ("sad, glum and blue"), not a count.
      if ((typeof el === "string" && el.length > 0 && el.length <= 60) || typeof el === "number") {
        if (looksOpaque(w.noun, el) || seen.has(canon(el))) continue;
        seen.add(canon(el));
        facts.push({
          key: `${prefix}.items.${i}`,
          value: el,
          label: w.noun,
          text: typeof el === "string" ? el : speakValue(el, {}),
          turn,
        });
        continue;
      }
      if (el === null || typeof el !== "object") continue;
      const rec = el as Record<string, unknown>;
      const named = itemName(
        rec,
        w.noun,
        ctx.year,
        list,
        ctx.docs,
        givenValues(ctx.args),
        ctx.currency,
      );
      if (!named) continue;
      const value = getAt(rec, named.field);
      let text = named.text ?? speakValue(value, ctx.year ? { year: ctx.year } : {});
      // Two records under one name are told apart by what differs ("Lyon scp (port 443)"): the
      // reader saw "Lyon scp, San Diego scp and Lyon scp".
      const twins = list.filter(
        (x) => x !== null && typeof x === "object" && canon(getAt(x, named.field)) === canon(value),
      );
      if (!named.text && twins.length > 1) {
        // Only when every twin has a detail of its own: else the name is said once, not once
        // with a detail and again bare ("Computer Equipment (locks 42), Custom and Computer
        // Equipment": b52 readers, B).
        const apart = twins.every((x) =>
          recordDetail(x as Record<string, unknown>, [named.field], ctx.year, twins),
        );
        const detail = apart ? recordDetail(rec, [named.field], ctx.year, twins) : undefined;
        if (detail) text = `${text} ${detail}`;
      } else if (
        !named.text &&
        list.length === 1 &&
        (givenValues(ctx.args).has(canon(value)) ||
          (ctx.said ?? []).some((x) => canon(x) === canon(value)))
      ) {
        // The one thing found for the name the user gave is told by something of its own, never
        // its name alone: "I found 1 branded food item: Standard name php." (fresh22 readers, B).
        const detail = recordDetail(rec, [named.field], ctx.year);
        if (detail) text = `${text} ${detail}`;
      } else if (!named.text) {
        // A list whose records stand in different states says each one's ("Sydney box
        // (completed)"): the reader saw three box transfers named with no word of how they stood.
        const status = statusOf(rec, list);
        if (status) text = `${text} (${status})`;
      }
      if (seen.has(text.toLowerCase())) continue;
      seen.add(text.toLowerCase());
      facts.push({ key: `${prefix}.items.${i}.${named.field}`, value, label: w.noun, text, turn });
    }
    // Records told by when they are are said in time order: the bundled clinic's open slots were
    // "Jan 11 at 3:15 pm, Feb 1 at 11 am and Jan 11 at 11:45 am". A list already in an order
    // (messages newest first) keeps it.
    const timed = facts.slice(1);
    const fieldOf = (f: AnswerFact) => f.key.replace(/^.*\.items\.\d+\.?/, "");
    const times = timed.map((f) =>
      typeof f.value === "string" ? Date.parse(f.value) : Number.NaN,
    );
    const inOrder = (sign: number) =>
      times.every((t, i) => i === 0 || sign * (t - times[i - 1]!) >= 0);
    if (
      timed.length > 2 &&
      timed.every(
        (f, i) =>
          /^\d{4}-\d{2}-\d{2}/.test(String(f.value)) &&
          !Number.isNaN(times[i]) &&
          fieldOf(f) === fieldOf(timed[0]!),
      ) &&
      !inOrder(1) &&
      !inOrder(-1)
    )
      facts.splice(
        1,
        timed.length,
        ...timed.sort((a, b) => Date.parse(String(a.value)) - Date.parse(String(b.value))),
      );
    // A list the user asked to see, none of whose records can be named (records of ids only, a
    // list of bare ids), answers nothing: "I found 9 release notes." lists no release note.
    if (list.length > 0 && facts.length === 1) return [];
    // Long names are not read out a dozen at a time: the first three, and "among them".
    const chars = facts.slice(1).reduce((n, f) => n + (f.text ?? "").length + 2, 0);
    if (facts.length > 4 && chars > WHOLE_LIST_CHARS) return facts.slice(0, 4);
    return facts;
  }
  if (result === null || typeof result !== "object") return [];
  // A question answered by a part of the one record that echoes it (an availability check's
  // `snapshot` beside the URL asked about): that part is the answer, not the URL handed back
  // (fresh14 readers, B: "Link 1 is …/availables/104", "one on Jan 20" with no link to the copy).
  const lone = list?.length === 1 ? list[0] : result;
  const part = isObj(lone) ? foundPart(lone, givenValues(ctx.args), ctx.year) : undefined;
  // (A write answers with what it did: "I've hidden the message … There's a log at https://…"
  // told the log the message was in, found by the id the call was given — fresh54 elmah.io.)
  if (part && (w.kind === "read" || w.kind === "compute"))
    return [
      {
        key: `${prefix}.${part.field}`,
        value: getAt(lone, part.field),
        label: part.field.split(".")[0] ?? w.noun,
        text: `there's ${part.text}`,
        turn,
      },
    ];
  const { rec, paths } = liftProperties(unwrapValues(recordOf(result as Record<string, unknown>)));
  const said = new Set((ctx.said ?? []).map((v) => canon(v)));
  const args = new Set(ctx.argNames ?? []);
  // The currency the record is kept in (`{"code":"EUR"}` too), else the one the call named.
  const currency = currencyOf(rec, ctx.args) ?? ctx.currency;
  // What a create made that the user needs back: the new token of "add an auth token".
  const made = (k: string, v: unknown) => madeSecret(k, v, w);
  const changes = new Set(ctx.changes ?? []);
  // "How does the document look now?" after a cancel: `cancelled: true` is the answer.
  const stateFlag = (k: string, v: unknown) =>
    typeof v === "boolean" &&
    STATE_FLAG.test(k) &&
    (changes.has(k) || (ctx.focus ?? []).includes(k));
  const focused = (k: string, v: unknown) =>
    (ctx.focus ?? []).includes(k) &&
    ((typeof v === "string" && v.length > 0 && v.length <= 80) ||
      (typeof v === "number" && Number.isFinite(v)));
  // A field of two or more words all in the question ("remaining search credits" ↔
  // `remaining_credits`) is what was asked, call metadata or not: the reader saw "The faces are
  // 212417831" for the remaining credits (fresh22, B).
  const nounWords = new Set(identifierWords(w.noun).map((x) => singular(x)));
  const namesAll = (k: string) =>
    identifierWords(k).length >= 2 && identifierWords(k).every((x) => nounWords.has(singular(x)));
  const scalars = Object.entries(rec)
    .filter(
      ([k, v]) =>
        stateFlag(k, v) ||
        // What the change just set is what "how does it look now?" asks about, code or not.
        focused(k, v) ||
        (((typeof v === "string" && v.length > 0 && v.length <= 80) ||
          (typeof v === "number" && Number.isFinite(v))) &&
          !looksOpaque(k, v)) ||
        madeLink(k, v, w) ||
        made(k, v),
    )
    // An amount written as digits in text (`"amount": "1"` beside `"currency": "USD"`) is money:
    // "the amount is $1", never "the amount is 1" (fresh50, NOWPayments getTransfer).
    .map(([k, v]) =>
      typeof v === "string" &&
      /^-?\d+(?:\.\d+)?$/.test(v) &&
      currency &&
      roleOf(k, {}, Number(v)).role === "money"
        ? ([k, Number(v)] as [string, unknown])
        : ([k, v] as [string, unknown]),
    )
    // The doc's description decides too: Azure's `type` "Resource type" is the server's constant,
    // never a fact asked for ("The type is Microsoft.Security/IoTSecurityAggregatedAlert", 7 of
    // 30 fresh74 samples per reader).
    .map(([k, v]) => ({
      k,
      v,
      role: roleOf(
        k,
        ctx.docs?.[k]?.description ? { description: ctx.docs[k]!.description } : {},
        v,
      ).role,
    }))
    .filter(
      (x) =>
        (!NEVER_ANSWER.has(x.role) ||
          madeLink(x.k, x.v, w) ||
          (focused(x.k, x.v) && x.role !== "id" && x.role !== "reference")) &&
        (x.k !== "currency" || focused(x.k, x.v)) &&
        // `id_connector_source: 76` (Budgea names its ids id-first): an id, never "the connector
        // source is 76" (fresh53 dev).
        !(/^id(?:_|[A-Z])/.test(x.k) && typeof x.v !== "object" && !focused(x.k, x.v)) &&
        !isEnvelope(x.k, x.v) &&
        (!SECRET_KEY.test(x.k) || made(x.k, x.v)) &&
        (!CALL_METADATA.test(x.k) || namesAll(x.k)) &&
        // A field no person names (paging, a bare preposition) is never told.
        spokenFieldLabel(x.k, { ...ctx.docs?.[x.k], role: x.role }) !== undefined &&
        // `approved: 16` ("Approved = 1, declined = 0"): a participle holds a yes or no, and a
        // number under it is no fact to tell ("The approved is 16", fresh9 readers B).
        !(/^[a-z]+ed$/i.test(x.k) && typeof x.v === "number") &&
        // `kind: "connection"` on a connection says only what the record is: "the kind is
        // connection" (fresh45 dev, SoundCloud) answers nothing.
        !typeTag(x.k, x.v, w) &&
        // A field the doc allows one value for (formapi's presign `method` enum ["post"]) says how
        // the call is made, the same on every answer: "tell me the method of the presign url"
        // asked nothing (fresh75 blind readers, G).
        !(ctx.docs?.[x.k]?.enum?.length === 1 && !focused(x.k, x.v)) &&
        !unsaidLetter(x.k, x.v, ctx.docs?.[x.k]) &&
        // A field path or identifier the doc's example left (`"depot": "address.formatted"`) is
        // no fact: "the depot is address.formatted" (fresh46 readers, B). A state's code and a
        // value the doc lists are said as words elsewhere.
        !(
          isCodeNameValue(x.v) &&
          !focused(x.k, x.v) &&
          !["status", "category"].includes(x.role) &&
          !(ctx.docs?.[x.k]?.enum ?? []).includes(x.v)
        ) &&
        // A status or note holding an API's error message is no fact of the record: "The status
        // is Parameter out of bounds." (fresh28 readers, B).
        !(typeof x.v === "string" && ERROR_MESSAGE.test(x.v) && !focused(x.k, x.v)),
    );
  // Said as the tool is asked for: a POST that reads answers like a read.
  const write = !["read", "list", "compute"].includes(w.kind);
  const focus = new Set(ctx.focus ?? []);
  const address = ["city", "country", "postal_code", "zip", "line1", "street"].some(
    (k) => k in rec,
  );
  // The field that is the thing asked for: `leave_balance` for "check the leave balance".
  const asked = looseKey(w.noun);
  const isAsked = (k: string) =>
    (asked.length > 2 && (looseKey(k) === asked || looseKey(k).endsWith(asked))) || namesAll(k);
  const rank = (x: { k: string; v: unknown; role: string }): number => {
    // An action's own flag repeats its confirmation ("I've cancelled it. It's cancelled.").
    if (write && typeof x.v === "boolean") return 9;
    if (focus.has(x.k) || made(x.k, x.v)) return 0;
    // A link the call was given (`image_url` of a face-age estimate) is no made link: the reader saw
    // "All set. The image url is https://…" where the result held `"answer":21.96`.
    const echoed = args.has(x.k) || said.has(canon(x.v));
    // What a computation worked out ("answer": 21.96 for "How old is the person?") is the answer,
    // before any link it hands back.
    if (COMPUTED_KEY.test(x.k) && !echoed && w.wantsResult) return 0;
    if (madeLink(x.k, x.v, w) && !echoed) return 1;
    // What an action changed is known from its effects: another status or date the record
    // carries beside them is no news of it.
    // A move's new time follows the slot it was moved to: "I've rescheduled the appointment."
    // never said when it now is (stop-67 reading of the bundled clinic, B).
    const moved = MOVE_VERB.test(w.phrase.verb) && whenKey(x.k) && !BOOKKEEPING_TIME.test(x.k);
    if (w.kind === "action" && changes.size > 0 && !changes.has(x.k) && !moved) return 9;
    if (write) return writeRank(x, w, args, said, address);
    // A read that hands back its own input ("the filter is Filter 7") tells the user nothing.
    if (args.has(x.k)) return 9;
    if ((ctx.told ?? []).some((t) => t.field === x.k && canon(t.value) === canon(x.v))) return 9;
    if (said.has(canon(x.v))) return 9;
    if (isAsked(x.k)) return 1;
    // "What's the period start and allow user to create home project of …?": a field the doc's
    // sentences never name is asked for only when nothing else is (issue 12, F).
    const label = spokenFieldLabel(x.k, { ...ctx.docs?.[x.k], role: x.role });
    if (label && ctx.prose && unsayableFieldLabel(label, { prose: ctx.prose })) return 8;
    // A switch's state ("anonymous": "on") is no thing a person asks "what's the …?" about.
    if (typeof x.v === "string" && /^(?:on|off)$/i.test(x.v)) return 8;
    // A position is where it is: its coordinates, before its speed or fix quality ("cog", "hdop").
    if (
      /position|location|coordinates|whereabouts/.test(w.noun) &&
      /^(?:lat|latitude|lon|lng|longitude)$/i.test(x.k)
    )
      return 1;
    if (["money", "measure", "quantity", "duration", "derived"].includes(x.role)) return 2;
    if (
      /total|price|amount|balance|count|cost|fee|remaining|days|level|result|value|score|severity|advice|eta|forecast/.test(
        x.k,
      )
    )
      return 2;
    if (x.role === "status") return 3;
    if (x.role === "datetime" || x.role === "date") return 4;
    if (x.role === "label" || x.role === "person-name") return 6;
    if (x.role === "free-text") return 7;
    return 5;
  };
  // The link to what a conversion made is the whole answer; its cost and sizes are the call's.
  const computed = w.wantsResult && scalars.some((x) => COMPUTED_KEY.test(x.k));
  // A link the call was given is no made link (the URL an availability check was asked about).
  const link =
    !computed &&
    scalars.find(
      (x) => (madeLink(x.k, x.v, w) && !args.has(x.k) && !said.has(canon(x.v))) || made(x.k, x.v),
    );
  // A question asked of a computation wants its one answer; a conversion, its link.
  // A read answers the two fields its question names; a write's confirmation may tell three.
  const max = link || computed ? 1 : write || focus.size > 0 ? 3 : 2;
  const ranked = scalars.map((x) => ({ ...x, r: rank(x) }));
  // A field asked for only when nothing else is (rank 8) is no second question beside one a person
  // names: "the logo and stripe country of the organization" was drafted, then dropped as form
  // wording (b54 runs: a third of fresh57's not-instructional drops).
  const best = Math.min(9, ...ranked.map((x) => x.r));
  // Two fields under one word are never told together: "the export status and status of the
  // vector enrichment job" (blind69 readers, F ×3). The record's own (`Status`) is told, not the
  // one whose name qualifies it (`ExportStatus`).
  const headWords = (k: string) => identifierWords(leafOf(k)).map((x) => x.toLowerCase());
  const qualifies = (longer: string, shorter: string) => {
    const a = headWords(longer);
    const b = headWords(shorter);
    return a.length > b.length && b.length > 0 && a.slice(-b.length).join(" ") === b.join(" ");
  };
  const told = ranked.filter((x) => x.r < 9 && (x.r < 8 || best >= 8)).sort((a, b) => a.r - b.r);
  return (
    told
      // (What the change set or made, rank 0, is told whatever its name.)
      .filter(
        (x) => x.r === 0 || !told.slice(0, max + 1).some((y) => y !== x && qualifies(x.k, y.k)),
      )
      .slice(0, max)
      .map(({ k, v, role }) => {
        // An order's `total` beside lines that carry prices is their sum: "the total is $270", never
        // "it has 270 lines" (bundled shoe shop, a whole-dollar total).
        const things =
          typeof v === "number" && Number.isInteger(v) && v >= 0 && !pricedLines(rec)
            ? totalNoun(k, rec, ctx.docs?.[k]?.description, w)
            : undefined;
        if (things && typeof v === "number")
          return {
            key: `${prefix}.${paths.get(k) ?? k}`,
            value: v,
            label: `number of ${plural(things)}`,
            text:
              things === w.nounPlural
                ? `there are ${countOf(v, things)}`
                : `it has ${countOf(v, things)}`,
            turn,
          };
        const fact = answerFact(prefix, k, v, turn, {
          role,
          noun: w.noun,
          ...(ctx.docs?.[k] ? { doc: ctx.docs[k] } : {}),
          ...(ctx.vocabulary ? { vocabulary: ctx.vocabulary } : {}),
          ...(ctx.units?.[k] ? { unit: ctx.units[k] } : {}),
          ...(currency ? { currency } : {}),
          ...(ctx.year ? { year: ctx.year } : {}),
        });
        // "the answer is 21.96" says nothing of what 21.96 is: it is the face age asked about.
        if (paths.has(k)) return { ...fact, key: `${prefix}.${paths.get(k)}` };
        if (!COMPUTED_KEY.test(k) || !w.wantsResult) return fact;
        const label = w.noun.replace(/\s+(?:task|request|job|batch|result|query)s?$/i, "");
        return { ...fact, label, text: `the ${label} ${copula(label)} ${speakValue(v, {})}` };
      })
  );
}

/**
 * What a record's `total` counts: the doc's "Total number of items in this playlist", else the
 * list beside it (`results`), else, for a list whose page came back without its records, the
 * things listed. Undefined for any other key. The readers saw "The total is $386." for a
 * playlist's 386 items (fresh25, fresh26: B, 4 of 30).
 */
function totalNoun(
  k: string,
  rec: Record<string, unknown>,
  description: string | undefined,
  w: ToolWords,
): string | undefined {
  const doc = /\bnumber of ((?:[a-z]+ ){0,2}?[a-z]+s)\b/i.exec(description ?? "")?.[1];
  // A bare `count` is a total when its doc says what it counts ("Number of alerts occurrences
  // within the aggregated time window", an Azure aggregated alert): "the count is 21" said nothing.
  if (!TOTAL_KEY.test(k) && !(/^count$/i.test(k) && doc)) return undefined;
  if (doc) return doc.toLowerCase();
  const beside = Object.entries(rec).find(([, x]) => Array.isArray(x) && x.length > 0)?.[0];
  if (beside) return identifierWords(beside).join(" ").toLowerCase();
  return w.kind === "list" ? w.nounPlural : undefined;
}

/** A sentence of an API's error ("Parameter out of bounds", "Invalid API key"), not a value. */
const ERROR_MESSAGE =
  /^(?=\S+\s+\S+)[^.!?]{0,80}\b(?:out of (?:bounds|range)|not found|invalid|missing|error|exception|denied|unauthori[sz]ed|forbidden|bad request|too many requests|timed out|not allowed|is required)\b/i;

/** Whether a record holds lines that carry a price (an order's lines): its `total` is money. */
function pricedLines(rec: Record<string, unknown>): boolean {
  return Object.values(rec).some(
    (x) =>
      Array.isArray(x) &&
      x.some((l) => isObj(l) && Object.keys(l).some((f) => MONEY_FIELD.test(f))),
  );
}
const MONEY_FIELD = /(?:^|_)(?:price|amount|cost|subtotal)$|(?:Price|Amount|Cost)$/;

/** One thing that holds a list of others: an agenda of events, a feed of posts. */
const COLLECTIVE_NOUN = /(?:^| )(?:agenda|timetable|itinerary|inbox|backlog|roster|lineup)$/;

/** Things named for a sum of money ("lowest fare", "price offer", "total cost"). */
const MONEY_NOUN = /(?:^| )(?:fares?|price|cost|fee|amount|balance)$/i;

/** Keys that hold what a computation worked out. */
const COMPUTED_KEY = /^(?:answer|result|output|prediction|estimate|score|value)$/i;

/**
 * The link to what a conversion or generation made (`pdf`, `file_url`, `download`): the answer
 * itself, where a read's or a record's URL is plumbing.
 */
function madeLink(k: string, v: unknown, w: ToolWords): boolean {
  // A record's own picture or page (`avatarUrl`, `coverImageUrl`) is no thing the write made:
  // fresh19 readers marked "I've added the user invite. The avatar URL is https://…" B.
  const noun = w.noun.toLowerCase().split(/\s+/);
  const what = identifierWords(k)
    .map((x) => x.toLowerCase())
    .filter((x) => !/^(?:url|uri|link|href)$/.test(x));
  return (
    // A removal makes nothing to open: "I've removed the template. The results are https://…".
    !["read", "list", "delete"].includes(w.kind) &&
    typeof v === "string" &&
    /^https?:\/\/\S+$/.test(v) &&
    /pdf|file|url|link|download|image|document|output|result/i.test(k) &&
    // A write whose thing is a link (a presigned URL) made whatever link it hands back
    // (`AuthorizedUrl`): "I've added the application presigned url." gave none (fresh61 readers, B).
    (/^(?:url|uri|link)$/.test(noun[noun.length - 1] ?? "") ||
      what.every((x) => MADE_WORD.test(x) || noun.includes(x) || noun.includes(singular(x))))
  );
}

/** Words of a link's key that say a write made what it opens: a file, an export, a signed upload. */
const MADE_WORD =
  /^(?:pdf|file|download|document|output|results?|export|report|generated|signed|presigned|upload|share|shareable|public|access|view|preview|checkout|payment|redirect|image|images|audio|video|media|thumbnail)$/;

/**
 * The credential a create made when the thing asked for is that credential ("add an auth token" →
 * `token`, "create an API key" → `api_key`): the user needs it back; anywhere else a secret is
 * never read out.
 */
function madeSecret(k: string, v: unknown, w: ToolWords): boolean {
  if (w.kind !== "create" || typeof v !== "string" || v.length === 0 || v.length > 80) return false;
  const last = identifierWords(w.noun).pop() ?? "";
  const key = identifierWords(k);
  if (last.length > 2 && SECRET_KEY.test(k) && key[key.length - 1] === last) return true;
  // A new client's own secret (`client_secret` of "add a new client"): the user can't use the
  // client without it — the reader saw only "I've added the client selfie." (fresh46).
  const own = identifierWords(w.noun).map((x) => singular(x.toLowerCase()));
  return (
    key.length === 2 &&
    own.includes(singular((key[0] ?? "").toLowerCase())) &&
    /^secret$/i.test(key[1] ?? "")
  );
}

/** Links to made things inside a write's result lists (`{"data": [{"url": …}, …]}`), in order. */
function madeLinksIn(result: unknown, w: ToolWords): [string, string][] {
  const out: [string, string][] = [];
  if (result === null || typeof result !== "object" || Array.isArray(result)) return out;
  for (const v of Object.values(result as Record<string, unknown>)) {
    if (!Array.isArray(v)) continue;
    for (const el of v) {
      if (el === null || typeof el !== "object") continue;
      for (const [k, x] of Object.entries(el as Record<string, unknown>))
        if (madeLink(k, x, w) && /^(?:url|link|href|file_?url|download_?url)$/i.test(k))
          out.push([k, x as string]);
    }
  }
  return out;
}

/** When a record was made or touched: bookkeeping, not what a write was for. */
const BOOKKEEPING_TIME =
  /^(?:creat(?:e|ed|ion)|updated?|modified|deleted|last|inserted|changed|submit(?:ted)?)(?:[A-Z_]|at$|on$|$)/i;
/** When the thing a write made happens: a booking's time, a leave's dates, a schedule's hour. */
const WHEN_WORD =
  /^(?:start|starts|end|ends|time|datetime|when|due|ready|scheduled|slot|until|expires)$/;

/** `start_time`, `ready_at`, `AccessEndDate`, a bare `date`; not `ValueDate` or `spent_on`. */
function whenKey(k: string): boolean {
  const words = identifierWords(k).map((x) => x.toLowerCase());
  return words.some((x) => WHEN_WORD.test(x)) || (words.length === 1 && words[0] === "date");
}

/** Verbs of a write that moves a thing in time. */
const MOVE_VERB = /^(?:reschedule|move|postpone|rebook|defer|delay)$/;

/**
 * How a write's confirmation ranks a result field (9 = not said): what the user changed (an
 * update's arguments), a status that tells something the verb did not ("pending" after a request,
 * never "booked" after a booking), when the thing happens, what it costs. Anything else the server
 * filled in (a note, a priority, a repeat rule, a state for a Berlin address) is nothing the user
 * asked for.
 */
/** Text that is encoded bytes (base64), not words: mixed case with digits or padding, no spaces. */
const ENCODED_TEXT = /^(?=[^ ]*[A-Z])(?=[^ ]*[a-z])(?=[^ ]*[0-9+/=])[A-Za-z0-9+/_-]{16,}={0,2}$/;

function writeRank(
  x: { k: string; v: unknown; role: string },
  w: ToolWords,
  args: Set<string>,
  said: Set<string>,
  address: boolean,
): number {
  // Which record was changed (`workspace_slug`, `member_id`) is no change: "I've updated the
  // organization. The workspace slug is operations." (fresh12) tells the user nothing.
  // Encoded content the user pasted (a file's base64 body) is no change to read back: the
  // reader saw "I've uploaded the image. The body is "bmFtZSxx…"" (fresh21, B).
  if (args.has(x.k) && typeof x.v === "string" && ENCODED_TEXT.test(x.v)) return 9;
  if (w.kind === "update" && args.has(x.k)) return RECORD_KEY.test(x.k) ? 9 : 0;
  // An address's `state` is where it is, not how the write went.
  if (/^state$/i.test(x.k) && address) return 9;
  // A new record's or an action's status can be news ("pending"); an update's was there before.
  // A status code nothing explains ("CR") is no news to the user: "The status is cr." (fresh19).
  if (x.role === "status" || /^status$/i.test(x.k))
    return w.kind !== "update" &&
      typeof x.v === "string" &&
      !echoesVerb(x.v, w.phrase.verb) &&
      !/^[A-Z]{2,4}$/.test(x.v)
      ? 1
      : 9;
  // When the thing happens is news of what a write made or moved; an update that changed something
  // else leaves it as it was (the reader saw the request time told after the creator was changed).
  if (
    (x.role === "datetime" || x.role === "date" || x.role === "time") &&
    whenKey(x.k) &&
    !BOOKKEEPING_TIME.test(x.k)
  )
    return w.kind === "update" && !MOVE_VERB.test(w.phrase.verb) ? 9 : 2;
  // What a generating write hands back is what it was for ("generate an encoded string").
  if (/^(?:result|output|answer|encoded|converted|generated)/i.test(x.k)) return 1;
  // A figure the user just gave ("for totalimagecount 16") is no news: the reader saw "I've added
  // the image. The totalimagecount is 16."
  if (x.role === "money" || /total|amount|price|cost|fee|balance/i.test(x.k))
    return (typeof x.v === "number" && x.v === 0) || args.has(x.k) || said.has(canon(x.v)) ? 9 : 3;
  if (x.role === "derived" && !said.has(canon(x.v))) return 4;
  return 9;
}

/** A status that only repeats the verb: "booked" after booking, "cancelled" after canceling. */
function echoesVerb(status: string, verb: string): boolean {
  const stem = (x: string) =>
    x
      .toLowerCase()
      .replace(/(?:ed|d|ing)$/, "")
      .replace(/(.)\1$/, "$1")
      .slice(0, 5);
  const s = stem(status);
  const v = stem(pastParticiple(verb));
  return s.length >= 3 && (s.startsWith(v) || v.startsWith(s));
}

/**
 * Whether an argument key can name the goal's own record: a bare key ("Name", "id") or one whose
 * head word is a word of the goal's noun (`PoolName` of a dedicated ip pool). A parent's key is
 * not: `workflowName` of ListMatchingJobs names the workflow, never "the matching job called
 * refund-review" (dev65, Entity Resolution: every such request was dropped as a form).
 */
export function keyNamesRecord(key: string, noun: string): boolean {
  const head = identifierWords(key)
    .map((w) => singular(w.toLowerCase()))
    .filter((w) => !/^(?:name|id|ids|arn|key|identifier|uuid|slug|title|label)$/.test(w))
    .at(-1);
  if (!head) return true;
  return noun
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .some((w) => singular(w) === head);
}

/**
 * The field a later step took from a picked record, when it is not that record's own id: the
 * slot search used `appointments[].doctor_id`, so the user means "the same doctor as my
 * appointment".
 */
export function viaField(path: string, noun: string): string | undefined {
  const field = path.split(".").pop() ?? "";
  const words = identifierWords(field);
  if (words[words.length - 1] !== "id" || words.length < 2) return undefined;
  const of = words.slice(0, -1).join(" ");
  // `deploymentEnvironmentId` of an environment is the environment's own id: its last word is the
  // noun — "remove the same deployment environment as the environment called Preview" named one
  // record twice (AppVeyor, fresh52 blind readers F).
  const head = identifierWords(noun).join(" ");
  // (`parentEnvironmentId` is another environment: a relation's word keeps it apart.)
  const kin =
    /^(?:parent|child|source|target|base|previous|prev|next|original|related|linked|default|primary|other|new|old|from|to|destination|origin|master|main)\b/;
  if (!kin.test(of) && (of.endsWith(` ${head}`) || singular(of).endsWith(` ${singular(head)}`)))
    return undefined;
  // `request_id` of a leave request is its own id too, said by the noun's last word: "approve the
  // same request as my leave request" named one record twice (bundled helpdesk).
  if (!kin.test(of) && !of.includes(" ") && singular(head).endsWith(` ${singular(of)}`))
    return undefined;
  return head === of || singular(of) === noun ? undefined : of;
}

/** Labels that say what sort of thing a record is ("address type", "kind"). */
const SORT_LABEL = /(^| )(kind|type|category|sort)$/;

/**
 * How a person says a supplied value whose code decides the words: an enum code
 * (`UPLINK_COUNT_7` → "7 uplinks", `MAX_1800_LBS` → "a maximum supported weight of 1,800 lb",
 * `OPTIC_100GBASE_LR4` → "a 100GBASE-LR4 optical standard"), a country code by its name.
 */
export function spokenFact(
  value: unknown,
  label: string,
  role: string,
  schema?: unknown,
): { label: string; spoken?: string; phrase?: string } {
  // "Pending = `1`, Rejected = `2`": a code is said by the meaning the doc gives it.
  const meaning = enumMeaning(schema, value);
  if (meaning) return { label, ...codedPhrase(label, meaning) };
  // "Associated: The repository association is complete.": a state is said by what the doc says
  // it means, never as its code echoing the record ("associations that are associated").
  const state =
    role === "status" || /(?:^| )(?:state|status)(?:es|s)?$/.test(label)
      ? stateMeaning(schema, value)
      : undefined;
  if (state) return { label, spoken: state };
  // "When set to true, the pool can't be deleted": a switch turned on is said by what it does
  // ("so the pool can't be deleted"), never its field's name with "enabled" (stop-60 brief).
  const does = value === true ? trueMeaning(schema) : undefined;
  if (does) return { label, phrase: `so ${does}` };
  // "Whether to apply the update to all nodes": a switch said by what it does ("applying the
  // update to all nodes"), never its name's words ("applying an all" for `applyAll`).
  const act = typeof value === "boolean" ? whetherAct(schema) : undefined;
  if (act) {
    const [verb = "", ...rest] = act.split(" ");
    const doing = [presentParticiple(verb), ...rest].join(" ");
    return { label, phrase: value ? doing : `without ${doing}` };
  }
  // "INR" is Indian rupees to a person: "in Indian rupees", never "for the INR currency".
  // Only the money a record is kept in: "from currency"/"to currency" keep their role words.
  const money = typeof value === "string" && /^currency( code)?$/.test(label);
  const currency = money ? currencyName(value) : undefined;
  if (currency) return { label, spoken: currency, phrase: `in ${currency}` };
  if (typeof value === "string" && role === "address-part" && /country/.test(label)) {
    const name = countryName(value);
    return name ? { label, spoken: name } : { label };
  }
  // "en" is English to a person: a language said by its name.
  if (typeof value === "string" && /(^| )lang(uage)?s?$/.test(label)) {
    const name = languageName(value);
    if (name) return { label, spoken: name };
  }
  // A doc's enum member written as one identifier (`CoClient`, `InterestOnly`) is said as its
  // words, one modifier ("co-client", "interest-only"), whatever the field's role: an enum value
  // is no name to keep as written.
  // A camelCase member (`leCorbusier`, `chineseTraditional` of a colour list) may be a name: only
  // the Pascal-case word run of a state or a party is said in lower case.
  if (
    isCamelCode(value) &&
    /^[A-Z]/.test(value) &&
    isObj(schema) &&
    (enumOf(schema) ?? []).includes(value)
  )
    return { label, spoken: humanize(value).replace(/ /g, "-") };
  if (!isEnumCode(value)) return { label };
  const code = spokenCode(
    value,
    label,
    isObj(schema) && typeof schema.description === "string" ? schema.description : "",
  );
  const bare = code.unit ? withoutUnitWords(label) : label;
  const counted = /^(.*) (count|number)$/.exec(bare);
  if (code.count !== undefined && counted?.[1])
    return { label: bare, spoken: code.text, phrase: countOf(code.count, counted[1]) };
  if (code.unit)
    return {
      label: bare,
      spoken: code.text,
      phrase: `with ${article(bare)} ${bare} of ${code.text}`,
    };
  if (SORT_LABEL.test(bare) || role === "status") return { label: bare, spoken: code.text };
  // "with a monthly granularity and with an unblended cost metric" reads a form out (fresh69 Cost
  // Explorer readers, F): a person says "month by month" and which figure, "for unblended cost".
  const grain = GRAIN_UNIT[code.text.toLowerCase()];
  if (grain && GRAIN_LABEL.test(bare))
    return { label: bare, spoken: code.text, phrase: `${grain} by ${grain}` };
  if (METRIC_LABEL.test(bare))
    return { label: bare, spoken: code.text, phrase: `for ${code.text}` };
  return {
    label: bare,
    spoken: code.text,
    phrase: `with ${article(code.text)} ${code.text} ${bare}`,
  };
}

/** How often a series is cut, said as its unit: MONTHLY → "month by month". */
const GRAIN_UNIT: Record<string, string> = {
  hourly: "hour",
  daily: "day",
  weekly: "week",
  monthly: "month",
  quarterly: "quarter",
  yearly: "year",
  annually: "year",
};
const GRAIN_LABEL = /(?:^| )(?:granularity|grain|time grain|interval|bucket)$/;
/** A label that picks which figure a report gives: Cost Explorer's `Metric` UNBLENDED_COST. */
const METRIC_LABEL = /(?:^| )metrics?$/;

/**
 * The month of a date sent as its parts (`monthlyRange.startMonth.month` 3 beside its `.year`),
 * said by its name ("March"), as the request says the date.
 */
function monthOfDate(key: string, value: unknown, inputSchema: unknown): string | undefined {
  if (typeof value !== "number" || !/\.month$/.test(key)) return undefined;
  const props = isObj(inputSchema) && isObj(inputSchema.properties) ? inputSchema.properties : {};
  return key.replace(/month$/, "year") in props ? monthName(value) : undefined;
}

/** The currency code next to an amount in the same arguments, if any. */
function currencyNear(args: Record<string, unknown>): string | undefined {
  const c = CURRENCY_KEYS.map((k) => args[k]).find((x) => x !== undefined && x !== null);
  return typeof c === "string" && /^[A-Za-z]{3}$/.test(c) ? c : undefined;
}

/** The year of an environment's virtual clock. */
function year(bundle: EnvBundle): number | undefined {
  const y = Number(bundle.clock?.start?.slice(0, 4));
  return Number.isFinite(y) && y > 0 ? y : undefined;
}

interface StepCall {
  step: PlanStep;
  bundle: EnvBundle;
}

/**
 * Turn a grounded plan into a Task: user facts, hidden values, gold calls (masked args, data
 * dependencies), gold final state hash (from a fresh replay) and answer facts; write the user
 * turns; run every refinement check (rewriting up to `maxRewrites` times) and record the verdicts
 * in `task.checks`. A task that still fails a check is an error whose `where` is `check:<name>`.
 */
/**
 * The act a decision input names: `decision: "rejected"` of "Approve or reject a pending leave
 * request" is "reject the leave request", never "approve my leave request for the rejected
 * decision" (bundled helpdesk; the request read as a form and every draft was dropped). A value
 * that is a verb's past form whose verb the tool's doc says ("approve", "reject") is the goal's
 * verb. Returns the words with that verb and the value said by it, or undefined.
 */
export function decidingVerb(
  w: ToolWords,
  spec: Pick<ToolSpec, "description" | "annotations">,
  args: Record<string, unknown>,
): { words: ToolWords; key: string; verb: string } | undefined {
  if (w.kind !== "action" && w.kind !== "update") return undefined;
  const doc = `${spec.annotations?.title ?? ""} ${spec.description ?? ""}`.toLowerCase();
  for (const [key, value] of Object.entries(args)) {
    if (typeof value !== "string" || !/^[a-z]+$/i.test(value) || !isPastForm(value)) continue;
    const v = value.toLowerCase();
    const verb = [v.slice(0, -1), v.slice(0, -2), v.slice(0, -3)].find(
      (b) =>
        b.length >= 3 && new RegExp(`(?:^|[^a-z])${b}(?: or | and |,| a | an | the )`).test(doc),
    );
    if (!verb) continue;
    // Only where the doc offers the act as one of two or more ("approve or reject").
    if (!new RegExp(`\\b${verb}\\b[^.]{0,20}\\bor\\b|\\bor ${verb}\\b`).test(doc)) continue;
    const rest = w.phrase.text.split(" ").slice(1).join(" ");
    return {
      words: { ...w, verb, phrase: { ...w.phrase, verb, text: `${verb} ${rest}` } },
      key,
      verb,
    };
  }
  return undefined;
}

export async function buildTask(
  plan: Plan,
  bundles: EnvBundle[],
  options: BuildTaskOptions & { maxRewrites?: number },
): Promise<Result<Task>> {
  const built = await buildTaskDetailed(plan, bundles, options);
  if (!built.ok) return built;
  const refined = await refineTask(built.value.task, built.value.drafts, bundles, options);
  if (refined.task) return ok(refined.task);
  const failed = refined.checks.find((c) => !c.passed);
  return fail("synth/failed", `${failed?.name}: ${failed?.evidence}`, `check:${failed?.name}`);
}

/** Drafts kept beside the task so the refinement loop can rewrite turns without rebuilding. */
export interface TaskDrafts {
  drafts: RequestDraft[];
  omitted: FactPhrase | undefined;
}

export async function buildTaskDetailed(
  plan: Plan,
  bundles: EnvBundle[],
  options: BuildTaskOptions,
): Promise<Result<{ task: Task; drafts: TaskDrafts }>> {
  const writer = options.writer ?? templateWriter;
  const episodeSeed = options.episodeSeed ?? plan.episodeSeed ?? 0;
  const simulator = options.userSimulator ?? templateUserSimulator;
  const used: EnvBundle[] = [];
  for (const id of plan.envs) {
    const b = bundles.find((x) => x.id === id);
    if (!b)
      return fail("synth/failed", `bundle ${id} of plan ${plan.id} not given`, "not-grounded");
    used.push(b);
  }
  const calls: StepCall[] = [];
  for (const step of plan.steps) {
    const bundle = used.find((b) => b.id === step.env);
    if (!step.grounded || !bundle)
      return fail("synth/failed", `step ${step.id} is not grounded`, "not-grounded");
    if ("fault" in step.grounded.outcome)
      return fail("synth/failed", `step ${step.id} faulted`, "fault");
    calls.push({ step, bundle });
  }
  const stepIndex = new Map(plan.steps.map((s, i) => [s.id, i]));
  const goalIndex = Math.max(
    0,
    plan.steps.findIndex((s) => s.id === plan.goal),
  );
  const goalCall = calls[goalIndex] as StepCall;
  const goalSpec = findSpec(goalCall.bundle, goalCall.step.tool) ?? {
    name: goalCall.step.tool,
    description: "",
    inputSchema: {},
  };
  const goalDecided = decidingVerb(
    askedAsItWrites(goalSpec),
    goalSpec,
    goalCall.step.grounded?.args ?? {},
  );
  const goalWords = goalDecided?.words ?? askedAsItWrites(goalSpec);
  // Each user turn names one goal (a second write goal comes in turn 1); a write that is no turn's
  // goal would be a side effect the user never asked for.
  const goalIds = plan.goals ?? [plan.goal];
  const secondIndex = goalIds.length > 1 ? plan.steps.findIndex((s) => s.id === goalIds[1]) : -1;
  for (const [i, c] of calls.entries()) {
    if (i === goalIndex || i === secondIndex) continue;
    const w = toolWords(
      findSpec(c.bundle, c.step.tool) ?? { name: c.step.tool, description: "", inputSchema: {} },
    );
    if (!w.readOnly)
      return fail(
        "synth/failed",
        `step ${c.step.id} (${c.step.tool}) writes but is not the goal`,
        "unrequested-write",
      );
  }

  const facts: FactPhrase[] = [];
  const targets: FactPhrase[] = [];
  const goalTargets: FactPhrase[] = [];
  const hiddenRaw: HiddenValue[] = [];
  const gold: GoldCall[] = [];
  const factKey = new Map<string, FactPhrase>();
  const factTurn = new Map<FactPhrase, number>();
  const isGoal = (i: number) => i === goalIndex || i === secondIndex;
  for (const [i, { step, bundle }] of calls.entries()) {
    const spec = findSpec(bundle, step.tool);
    const g = step.grounded as NonNullable<PlanStep["grounded"]>;
    const masked: string[] = [];
    const deps = new Set<number>();
    const keys = new Set([
      ...Object.keys(step.args),
      ...Object.keys(g.args).filter(
        (k) => !Object.keys(step.args).some((b) => topName(b, g.args) === k),
      ),
    ]);
    for (const key of [...keys].sort()) {
      const name = topName(key, g.args);
      const binding = step.args[key];
      const value = argAt(g.args, key);
      if (value === undefined) continue;
      const input = modelOf(bundle).tools[step.tool]?.inputs[name];
      // Transport and system parameters are nobody's words: fixed in the call, ignored by reward.
      const fromUser = !binding || binding.from === "user";
      // An optional switch left at its default is nothing the user asks for ("without raw").
      // An update's switch that writes a field of the record is the change itself: QLDB's
      // UpdateLedger sent DeletionProtection false unasked, "update my ledger" (fresh68 readers G/M).
      const schema = paramSchema(spec, name);
      const setsField =
        modelOf(bundle).tools[step.tool]?.kind === "update" && input?.field !== undefined;
      const idleFlag =
        fromUser &&
        key === name &&
        typeof value === "boolean" &&
        !setsField &&
        !requiredParams(spec).includes(name) &&
        value === (typeof schema.default === "boolean" ? schema.default : false);
      // A JSON:API body's `type` is the collection's own: sent, never the user's to say.
      if (fromUser && key !== name && jsonApiTypeSent(bundle, step.tool, key) === value) continue;
      if (
        isMaskable(spec, name) ||
        (fromUser && isUnsayable(spec, name, value, input?.role)) ||
        idleFlag ||
        // A required wrapper grounding sent empty (`DescribePools {body: {}}`) asks for nothing:
        // as a user fact it was "never stated" and dropped every chain it began (fresh59).
        (!binding && isObj(value) && Object.keys(value).length === 0) ||
        (fromUser && selfAliasInput(name, value)) ||
        (fromUser && (input?.source === "plumbing" || input?.source === "system"))
      ) {
        if (!masked.includes(name)) masked.push(name);
        continue;
      }
      if (!binding || binding.from === "user") {
        const leaf =
          key === name
            ? name
            : (key
                .split(".")
                .pop()
                ?.replace(/\[\d*\]$/, "") ?? key);
        // `amount: {value: 26, currency: "USD"}`: the number is money, named by its parent.
        const parentKey =
          key !== name && key.includes(".") ? key.slice(0, key.lastIndexOf(".")) : "";
        const parent = parentKey ? argAt(g.args, parentKey) : undefined;
        const nestedCurrency =
          parent !== null && typeof parent === "object" && !Array.isArray(parent)
            ? (parent as Record<string, unknown>).currency
            : undefined;
        const nestedMoney =
          typeof value === "number" &&
          /^(value|amount|sum)$/i.test(leaf) &&
          typeof nestedCurrency === "string";
        const labelLeaf = nestedMoney
          ? (parentKey
              .split(".")
              .pop()
              ?.replace(/\[\d*\]$/, "") ?? leaf)
          : unwrappedFilterName(leaf);
        const description = paramSchema(spec, name).description as string | undefined;
        const inferred = roleOf(
          leaf,
          leaf === name ? paramSchema(spec, name) : {},
          value,
          spec?.entity,
        ).role;
        // The words a keyless read finds its record by are that record's name: "the article
        // called "…"", never "I'm looking for anything about "…"" (fresh15 readers: which article?).
        // A key that names a record by its name (`ApplicationName` of StartApplication, of
        // ListApplicationSnapshots) is that record said as the user means it: "start the application
        // named Admin Console", "the snapshots of the application called Field Service" — never
        // "It's for the application name "Admin Console"" (a form's row; echo lookups, stop 63). A
        // create's key for the new record itself stays the new record's name.
        const stepWords = toolWords(spec ?? { name: step.tool, description: "", inputSchema: {} });
        const keyWords = identifierWords(leaf).map((w) => w.toLowerCase());
        const keyNoun = keyWords.slice(0, -1).join(" ");
        const namedNoun =
          leaf === name &&
          typeof value === "string" &&
          !value.includes("/") &&
          keyWords.length >= 2 &&
          /^(?:name|title)$/.test(keyWords.at(-1) ?? "") &&
          keyNamesRecord(leaf, stepWords.noun) &&
          !(
            stepWords.kind === "create" &&
            singular(keyWords.at(-2) ?? "") === singular(stepWords.noun.split(" ").pop() ?? "")
          )
            ? keyNoun
            : // A bare `Name` of a read, delete or action is the record's own: "remove the workspace
              // called Sandbox", never "For the name "Sandbox"." nor "What should it be called?"
              // before a delete (fresh68 blind readers, F on 4 and odd questions on 4 samples). A
              // create's or update's `name` may be the new name; a list's filters on it.
              leaf === name &&
                typeof value === "string" &&
                !value.includes("/") &&
                keyWords.length === 1 &&
                /^(?:name|title)$/.test(keyWords[0] ?? "") &&
                (!["create", "update", "list"].includes(stepWords.kind) ||
                  // An update that finds its record by the name (QLDB's `PATCH /ledgers/{name}`)
                  // cannot rename it: "Oh, and for the name "mobile-ledger"" (fresh68 readers F).
                  (stepWords.kind === "update" && input?.role === "id") ||
                  // An update keyed by its required name alone (AWS UpdateEnvironment {Name, …})
                  // names the record; one that also takes an id may be renaming it.
                  (stepWords.kind === "update" &&
                    requiredParams(spec).includes(name) &&
                    !Object.keys(spec?.inputSchema.properties ?? {}).some(
                      (p) =>
                        p !== name &&
                        /^(?:id|ids|arn|key|uuid|identifier)$/i.test(
                          identifierWords(p).at(-1) ?? "",
                        ),
                    ))) &&
                stepWords.noun.length > 0
              ? stepWords.noun
              : undefined;
        const found =
          leaf === name && input?.finds
            ? foundBy(g.outcome, value)
            : namedNoun
              ? "name"
              : undefined;
        const modelled = found
          ? "label"
          : nestedMoney
            ? "money"
            : leaf === name && input && input.role !== "other"
              ? input.role
              : inferred;
        // An id the user gives is said by what it names ("study 9", "image 83"), never as
        // "studyid 9" or as the text of a message.
        const refersTo = referenceLabel(
          leaf,
          value,
          modelled,
          key === name ? description : undefined,
          bundleVocabulary(bundle),
          toolWords(spec ?? { name: step.tool, description: "", inputSchema: {} }).noun,
        );
        const role = refersTo ? "reference" : modelled;
        // "update the time it was marked", never "update the marked at" (fresh12 readers, F).
        const format = paramSchema(spec, name).format;
        const label =
          refersTo ??
          found ??
          grammarLabel(labelLeaf, {
            ...(description ? { description } : {}),
            ...(typeof format === "string" && leaf === name ? { format } : {}),
            role: modelled,
          }) ??
          spokenLabel(labelFor(labelLeaf, description), bundleVocabulary(bundle), description);
        // One person under two keys (`name`, `fullName`) is said once.
        const dedupe =
          role === "person-name" ? `person=${canon(value)}` : `${label}=${canon(value)}`;
        if (factKey.has(dedupe)) continue;
        const currency =
          role === "money"
            ? (currencyNear(g.args) ??
              (nestedMoney ? String(nestedCurrency) : undefined) ??
              bundle.locale?.currency)
            : undefined;
        const at = key === name ? paramSchema(spec, name) : schemaAtPath(spec?.inputSchema, key);
        const unit =
          (role === "measure" ? roleOf(leaf, {}, value).unit : undefined) ??
          timeUnitOf(leaf, at, value);
        const part = nestedMoney ? undefined : partOf(key, name, spec);
        // A part's `name` the doc lists values for is which key it is, not what it is called:
        // "It has a group id filter called "external-source-type"" (Migration Hub's `Group.name`,
        // "The key of the specific import group", fresh72 readers) — it is a filter on that key.
        const keyed =
          part && isNameKey(leaf) && typeof value === "string" && at && enumOf(at)
            ? `for ${identifierWords(value).join(" ").toLowerCase()}`
            : undefined;
        const said = keyed
          ? { ...spokenFact(value, label, role, at), phrase: keyed }
          : spokenFact(value, label, role, at);
        const mine =
          PERSONAL.has(label) ||
          role === "email" ||
          role === "phone" ||
          (role === "person-name" && /^(full |first |last |display )?name$/.test(label));
        // A new client's or contact's name, email and phone are theirs, not the user's: "add a new
        // client … I'm Quincy Doyle" made the user the client (fresh49 dev, F).
        const theirs =
          mine &&
          isGoal(i) &&
          goalWords.kind === "create" &&
          OTHER_PERSON.test(goalWords.noun) &&
          ["person-name", "email", "phone"].includes(role);
        const f: FactPhrase = {
          key: `${step.id}.${key}`,
          value,
          label: unit === "°C" ? "temperature" : said.label,
          ...(said.phrase ? { phrase: said.phrase } : {}),
          ...(part ? { part } : {}),
          atGoal: isGoal(i),
          role: "arg",
          personal: !theirs && mine,
          ...(theirs ? { theirs } : {}),
          kind: role,
          spoken:
            said.spoken ??
            monthOfDate(key, value, spec?.inputSchema) ??
            brandSpelling(value, bundle) ??
            speakValue(value, {
              role,
              label,
              ...(currency ? { currency } : {}),
              ...(unit ? { unit } : {}),
              ...(year(bundle) ? { year: year(bundle) } : {}),
            }),
        };
        factKey.set(dedupe, f);
        factTurn.set(f, step.turn ?? 0);
        if (!found) {
          facts.push(f);
          continue;
        }
        // Said as the record the user means, the way a picked one is: "the article called …".
        f.role = "select";
        f.noun = namedNoun ?? stepWords.noun;
        (isGoal(i) ? goalTargets : targets).push(f);
        continue;
      }
      const src = stepIndex.get(binding.step);
      if (src === undefined || src >= i)
        return fail("synth/failed", `step ${step.id} binds to a later step`, "not-grounded");
      deps.add(src);
      const scalar = Array.isArray(value) && value.length === 1 ? value[0] : value;
      hiddenRaw.push({ value: scalar, source: `${binding.step}.${binding.path}` });
      if (!/\[\d*\]/.test(binding.path)) continue;
      const srcOutcome = (calls[src] as StepCall).step.grounded?.outcome;
      const loc = srcOutcome?.ok
        ? locate(srcOutcome.result, binding.path, scalar, binding.select?.index)
        : undefined;
      if (!loc)
        return fail(
          "synth/failed",
          `cannot find the selected element for ${step.id}.${key}`,
          "ambiguous-selection",
        );
      const srcSpec = findSpec((calls[src] as StepCall).bundle, (calls[src] as StepCall).step.tool);
      const sel = nameableSelect(
        loc,
        binding.select
          ? {
              by: binding.select.by,
              value: binding.select.value,
              ...(binding.select.rank ? { rank: binding.select.rank } : {}),
            }
          : undefined,
        itemSchemaAt(
          srcSpec?.outputSchema,
          `${binding.path.slice(0, binding.path.indexOf("["))}[]`,
        ),
        srcSpec ? pathParams(srcSpec) : [],
      );
      if (!sel)
        return fail(
          "synth/failed",
          `no nameable field singles out ${step.id}.${key}`,
          "ambiguous-selection",
        );
      const srcCall = calls[src] as StepCall;
      const srcWords = toolWords(
        findSpec(srcCall.bundle, srcCall.step.tool) ?? {
          name: srcCall.step.tool,
          description: "",
          inputSchema: {},
        },
      );
      // The goal's own key found as another record's field (a dedicated IP's `PoolName` for
      // deleting that pool) is said as the goal's record: "remove the dedicated ip pool named
      // Archive pool", never "the pool of the dedicated ip named Archive pool" (fresh60 blind
      // readers F/B, 5 samples).
      // A create goal's key is the new record's own (a new subsite's domain), not a record to find:
      // it keeps the noun of the record it came from (test/plan/spelled-twins).
      const goalSpec = spec ?? { name: step.tool, description: "", inputSchema: {} };
      const selfNamed =
        isGoal(i) &&
        toolWords(goalSpec).kind !== "create" &&
        typeof scalar === "string" &&
        canon(sel.value) === canon(scalar) &&
        keyNamesRecord(key, toolWords(goalSpec).noun);
      const noun = selfNamed
        ? toolWords(goalSpec).noun
        : (nestedNoun(binding.path) ??
          listedNoun(
            srcOutcome?.ok ? srcOutcome.result : undefined,
            binding.path.slice(0, binding.path.indexOf("[")),
            findSpec(srcCall.bundle, srcCall.step.tool),
            srcWords,
          ));
      const dedupe = `select:${noun}=${canon(sel.value)}`;
      const seen = factKey.get(dedupe);
      if (seen) {
        // The record the goal acts on was also used on the way (its doctor, its room): the
        // user names it once, as what they want done.
        if (isGoal(i) && !goalTargets.includes(seen)) {
          targets.splice(targets.indexOf(seen), 1);
          delete seen.via;
          seen.atGoal = true;
          goalTargets.push(seen);
        }
        continue;
      }
      // A record picked by when it happened is said by that time ("created Aug 8 at 5 pm"), never
      // as the epoch number it is stored as ("with created timestamp 1754672400000", fresh12).
      const selField = leafOf(sel.by);
      const inferredSel = roleOf(selField, {}, sel.value).role;
      const selRole = sel.said
        ? "label"
        : sel.day
          ? "date"
          : (typeof sel.value === "number" || typeof sel.value === "string") &&
              epochIso(sel.value) !== undefined &&
              /(?:time|date|timestamp|_at|At|_on|On)$/.test(selField)
            ? "datetime"
            : inferredSel;
      const el = loc.element as Record<string, unknown>;
      const selCurrency =
        selRole !== "money"
          ? undefined
          : typeof el.currency === "string"
            ? el.currency
            : bundle.locale?.currency;
      const f: FactPhrase = {
        key: `${step.id}.${key}.select.${sel.by}`,
        value: sel.day ?? sel.value,
        label: sel.said
          ? "name"
          : (grammarLabel(selField, { role: selRole }) ?? labelFor(selField)),
        role: "select",
        personal: false,
        noun,
        kind: selRole,
        atGoal: isGoal(i),
        fromStep: binding.step,
        atStep: step.id,
        ...(!selfNamed && viaField(binding.path, noun)
          ? { via: viaField(binding.path, noun) }
          : {}),
        ...(sel.rank ? { rank: sel.rank } : {}),
        ...(pickedNameOf(el, sel.by, key, scalar, toolWords(goalSpec).noun)
          ? { picked: pickedNameOf(el, sel.by, key, scalar, toolWords(goalSpec).noun) }
          : {}),
        // A record ranked by when it was made is said as "latest"/"oldest", never by its time.
        spoken: sel.rank
          ? rankWord(sel.rank)
          : sel.said
            ? sel.said
            : speakValue(sel.day ?? sel.value, {
                role: selRole,
                ...(selCurrency ? { currency: selCurrency } : {}),
                ...(year(bundle) ? { year: year(bundle) } : {}),
              }),
      };
      factKey.set(dedupe, f);
      factTurn.set(f, step.turn ?? 0);
      (isGoal(i) ? goalTargets : targets).push(f);
    }
    gold.push({
      env: bundle.id,
      tool: publicToolName(used, bundle, step.tool),
      args: g.args,
      masked: masked.sort(),
      turn: step.turn ?? 0,
      ...(deps.size ? { dependsOn: [...deps].sort((a, b) => a - b) } : {}),
    });
  }

  // A currency is said with its amount ("104.46 CNY", "$12"), never as a fact of its own.
  for (const f of facts) {
    if (!/^currency( code)?$/.test(f.label)) continue;
    const step = f.key.split(".")[0];
    if (facts.some((m) => m.kind === "money" && m.key.split(".")[0] === step)) f.inside = true;
  }
  joinPersonNames(facts);

  // Re-execute in a fresh sandbox: the task's gold comes from our own replay, not the sampler's word.
  // Every task starts from its own episode's state (seed 0: the bundle's initial state).
  const taskEnvs = used.map((b) => ({
    bundleId: b.id,
    initialState: episodeInitialState(b, episodeSeed),
    ...(episodeSeed ? { episodeSeed } : {}),
  }));
  const envs = await TaskEnvs.open(bundles, taskEnvs, episodeSeed, options.runner);
  if (!envs.ok) return envs;
  const outcomes: CallOutcome[] = [];
  const initialStateHash = await envs.value.stateHash();
  let followUp: { call: GoldCall; outcome: CallOutcome; words: ToolWords } | undefined;
  try {
    for (const [i, c] of gold.entries()) {
      const outcome = await envs.value.call(c.tool, c.args);
      if (canon(outcome) !== canon(calls[i]?.step.grounded?.outcome))
        return fail(
          "synth/failed",
          `replaying step ${calls[i]?.step.id} gave a different outcome than grounding`,
          "grounding-mismatch",
        );
      outcomes.push(outcome);
    }
    const goalOutcome = outcomes[goalIndex] as CallOutcome;
    const secondCall = secondIndex >= 0 ? (calls[secondIndex] as StepCall) : undefined;
    const secondSpec = secondCall
      ? (findSpec(secondCall.bundle, secondCall.step.tool) ?? {
          name: secondCall.step.tool,
          description: "",
          inputSchema: {},
        })
      : undefined;
    const secondDecided =
      secondCall && secondSpec
        ? decidingVerb(
            askedAsItWrites(secondSpec),
            secondSpec,
            secondCall.step.grounded?.args ?? {},
          )
        : undefined;
    const secondWords = secondSpec
      ? (secondDecided?.words ?? askedAsItWrites(secondSpec))
      : undefined;
    // A decision said by the goal's verb ("reject the leave request") is said: no fact of its own.
    const decided = new Map<string, string>();
    if (goalDecided) decided.set(`${goalCall.step.id}.${goalDecided.key}`, goalDecided.verb);
    if (secondDecided && secondCall)
      decided.set(`${secondCall.step.id}.${secondDecided.key}`, secondDecided.verb);
    for (const [i, f] of facts.entries())
      if (decided.has(f.key)) facts[i] = { ...f, spoken: decided.get(f.key) as string };
    if (options.turns === "multi" && goalOutcome.ok && !secondCall)
      followUp = await findFollowUp(
        envs.value,
        goalCall,
        goalOutcome.result,
        goalIndex,
        used,
        options.seed,
      );
    // A goal whose result reports errors (`invalidFields`, `errors`) taught as a success is a lie;
    // the answer would claim what the tool denied.
    const second = secondCall ? (outcomes[secondIndex] as CallOutcome) : undefined;
    if (
      (goalOutcome.ok && carriesError(JSON.stringify(goalOutcome.result))) ||
      (second?.ok && carriesError(JSON.stringify(second.result)))
    )
      return fail("synth/failed", "the goal result reports an error", "error-result");
    const finalStateHash = await envs.value.stateHash();
    // A write that leaves every record as it was is not a goal anyone asks for.
    if (!goalWords.readOnly && goalOutcome.ok && finalStateHash === initialStateHash)
      return fail("synth/failed", "the goal write changes nothing", "no-op-write");
    if (followUp) gold.push(followUp.call);

    const ctx: AnswerContext = {
      said: [...facts, ...targets, ...goalTargets].map((f) => f.value),
      argNames: argKeys(goalCall.step.grounded?.args ?? {}),
      args: goalCall.step.grounded?.args ?? {},
      changes: effectFieldsOf(goalCall.bundle, goalCall.step.tool),
      units: unitsOf(findSpec(goalCall.bundle, goalCall.step.tool)),
      docs: docsOf(findSpec(goalCall.bundle, goalCall.step.tool)),
      vocabulary: bundleVocabulary(goalCall.bundle),
      prose: proseOf(goalCall.bundle),
      ...(listFieldOf(goalCall.bundle, goalCall.step.tool) !== undefined
        ? { listField: listFieldOf(goalCall.bundle, goalCall.step.tool) }
        : {}),
      ...(year(goalCall.bundle) ? { year: year(goalCall.bundle) } : {}),
      ...(goalCall.bundle.locale ? { currency: goalCall.bundle.locale.currency } : {}),
    };
    const answerFacts = answerFactsFrom(goalOutcome, `${plan.goal}`, goalWords, 0, ctx);
    if (secondCall && secondWords)
      answerFacts.push(
        ...answerFactsFrom(outcomes[secondIndex] as CallOutcome, `${goalIds[1]}`, secondWords, 1, {
          ...ctx,
          told: answerFacts.map((f) => ({
            field: f.key.slice(`${plan.goal}.`.length),
            value: f.value,
          })),
          argNames: argKeys(secondCall.step.grounded?.args ?? {}),
          args: secondCall.step.grounded?.args ?? {},
          changes: effectFieldsOf(secondCall.bundle, secondCall.step.tool),
          units: unitsOf(findSpec(secondCall.bundle, secondCall.step.tool)),
          docs: docsOf(findSpec(secondCall.bundle, secondCall.step.tool)),
          listField: listFieldOf(secondCall.bundle, secondCall.step.tool),
        }),
      );
    if (followUp)
      answerFacts.push(
        ...answerFactsFrom(followUp.outcome, `${plan.goal}.follow-up`, followUp.words, 1, {
          ...ctx,
          argNames: [],
          args: {},
          listField: undefined,
          changes: [],
          units: unitsOf(findSpec(goalCall.bundle, followUp.call.tool)),
          docs: docsOf(findSpec(goalCall.bundle, followUp.call.tool)),
          // "How does it look now?" is about what the goal just changed: its arguments and the
          // fields its effects write (`cancelled` after a cancel).
          // After a create, what the user just gave is no news: "the line1 is 53 George St" read
          // back (fresh22 readers, B); what the system filled in is.
          focus:
            goalWords.kind === "create"
              ? effectFieldsOf(goalCall.bundle, goalCall.step.tool).filter(
                  (k) => !(k in (goalCall.step.grounded?.args ?? {})),
                )
              : [
                  // Not which record it was (`workspace_slug`): what the change set.
                  ...argKeys(goalCall.step.grounded?.args ?? {}).filter((k) => !RECORD_KEY.test(k)),
                  ...effectFieldsOf(goalCall.bundle, goalCall.step.tool),
                ],
        }),
      );
    // What the assistant says it did, per turn: the record's name from the result, else as the
    // user named it.
    // Who or what each write turn is about: the record's own name (a new ticket's title, the
    // scene it activates), and a record of another kind it is for (the employee, the device).
    const namedAt = (
      stepId: string | undefined,
      w: ToolWords,
    ): { own?: NamedRecord; other?: NamedRecord } => {
      const all = [...goalTargets, ...facts].filter(
        (f) => f.key.startsWith(`${stepId}.`) && typeof f.value === "string",
      );
      const nameLike = (x: FactPhrase) =>
        x.kind === "label" ||
        x.kind === "person-name" ||
        /^(name|title|full name|display name|subject)$/.test(x.label);
      const said = (x: FactPhrase) => String(x.spoken ?? x.value);
      const noun = w.noun.toLowerCase();
      // "points of interest" is the "poi" itself: an expansion names the same thing as its acronym.
      const initials = (n: string) =>
        n
          .toLowerCase()
          .split(/\s+/)
          .map((x) => x[0] ?? "")
          .join("");
      const ofGoal = (x: FactPhrase) =>
        !x.noun ||
        x.noun.toLowerCase() === noun ||
        (noun.length >= 2 && !noun.includes(" ") && initials(x.noun) === noun) ||
        noun.endsWith(x.noun.toLowerCase()) ||
        // The token picked from "the active tokens" is the token revoked (fresh30: "I've revoked
        // the token for the active token "Partner Dashboard"").
        namesOwnNoun(x.noun, noun) ||
        said(x).toLowerCase().endsWith(noun);
      // A name of another thing than the goal's (`accountName` of a project's build cache) says
      // whose it is: "I've removed the project build cache "Crooks Group"" named the cache by its
      // account (fresh52 dev, B).
      const owner = (x: FactPhrase) => nameOwner(x, w.noun);
      // An update's argument named like the tool ("power" of set_power) is the new value, not a name.
      const own =
        all.find(
          (x) =>
            (x.role === "arg" &&
              !owner(x) &&
              // "I've stopped the packet capture "payments-resource-group"" named the capture by
              // its resource group (fresh71 VNet gateways).
              !isResourceGroup(x) &&
              // A part's name is the part's: "I've created the recommendation report
              // "external-source-type"" named the report by its filter's key (fresh72 readers).
              !x.part &&
              // "apply the configuration" with a `configuration` the user gave: that one was applied.
              (nameLike(x) ||
                ((w.kind === "create" || w.kind === "action") && x.label === w.noun))) ||
            (x.role === "select" && nameLike(x) && ofGoal(x)),
        ) ??
        // A new address is said by its street ("Kastanienallee 174").
        (w.kind === "create"
          ? all.find((x) => x.role === "arg" && /^(?:line ?1|street|address line)$/.test(x.label))
          : undefined);
      // A record picked by its rank or a date is named back: "I've removed the pipeline
      // "web-pipeline"", never "I've removed the pipeline." (fresh64 readers, B on 5 of 60).
      const picked = own
        ? undefined
        : [...goalTargets, ...facts].find(
            (f) => f.key.startsWith(`${stepId}.`) && f.role === "select" && f.picked && ofGoal(f),
          )?.picked;
      // The record an action was done for, said by its ids ("customer 29529" for `parent`):
      // "I've applied the configuration … for customer 29529" (fresh73 readers, B).
      const pathSaid = (x: FactPhrase) =>
        x !== own &&
        x.spoken !== undefined &&
        /^[a-z][\w.-]*\/[^/\s]+(?:\/[^/\s]+\/[^/\s]+)*$/i.test(String(x.value)) &&
        /^[a-z]+(?: [a-z]+)? [\w.:-]*\d/.test(x.spoken) &&
        !saysOwnNoun(x.spoken, w.noun);
      const byPath = w.kind === "action" || w.kind === "delete" ? all.find(pathSaid) : undefined;
      const other =
        all.find((x) => x.role === "select" && nameLike(x) && !ofGoal(x)) ??
        all.find((x) => x.role === "arg" && owner(x));
      if (!other && byPath)
        return {
          ...(own ? { own: { name: said(own) } } : picked ? { own: { name: picked } } : {}),
          other: { name: said(byPath), noun: "record", says: true },
        };
      return {
        ...(own ? { own: { name: said(own) } } : picked ? { own: { name: picked } } : {}),
        ...(other
          ? {
              other: {
                name: said(other),
                noun: (other.role === "arg" ? owner(other) : other.noun) ?? other.noun ?? "record",
                ...(other.kind === "person-name" ? { person: true } : {}),
              },
            }
          : {}),
      };
    };
    const confirmWrite = (w: ToolWords, outcome: CallOutcome, stepId: string | undefined) => {
      const n = namedAt(stepId, w);
      // A computation whose result only hands its inputs back worked nothing out: "I've worked out
      // the country and phone prefix." tells nothing (fresh23 readers, B, 4 of 30), so it gets no
      // confirmation and the task is dropped below as having nothing to tell.
      return confirmation(w, outcome, n.own, n.other) ?? null;
    };
    const confirms: (string | null)[] = [];
    // A goal asked as the doc's question ("How old is the person in the image?") is answered,
    // not confirmed as "I've added the face age task".
    confirms[goalCall.step.turn ?? 0] = goalWords.wantsResult
      ? null
      : confirmWrite(goalWords, goalOutcome, goalCall.step.id);
    if (secondCall && secondWords)
      confirms[secondCall.step.turn ?? 1] = confirmWrite(
        secondWords,
        outcomes[secondIndex] as CallOutcome,
        secondCall.step.id,
      );
    // Each read turn must have something to say: "I couldn't find anything" after a hit is a lie.
    const goalTurn = goalCall.step.turn ?? 0;
    // A read of a record picked by its rank says which one it was: "Your latest pipeline is
    // "mobile-pipeline". The status is updating …", never the facts of an unnamed record
    // (fresh64 readers, B: "The analysis type is All." for "the scan for my oldest summary").
    const readPick = goalTargets.find(
      (f) => f.role === "select" && f.picked && f.key.startsWith(`${goalCall.step.id}.`),
    );
    if ((goalWords.readOnly || goalWords.wantsResult) && !confirms[goalTurn] && readPick?.picked)
      confirms[goalTurn] = readPick.rank
        ? `Your ${rankWord(readPick.rank)} ${goalWords.noun} is "${readPick.picked}".`
        : `That's the ${goalWords.noun} "${readPick.picked}".`;
    const silentTurn =
      ((goalWords.readOnly || goalWords.wantsResult) &&
        !answerFacts.some((f) => (f.turn ?? 0) === goalTurn) &&
        goalOutcome.ok &&
        hasValue(goalOutcome.result)) ||
      (secondCall &&
        secondWords?.readOnly &&
        !answerFacts.some((f) => f.turn === 1) &&
        (outcomes[secondIndex] as CallOutcome).ok);
    // A write said with a reading verb ("check a name") is asked for what it finds: "I've checked
    // the name." with nothing found answers nothing.
    const readsAloud =
      READING_VERB.test(goalWords.phrase.verb) &&
      !answerFacts.some((f) => (f.turn ?? 0) === goalTurn);
    if (
      (answerFacts.length === 0 && (goalWords.readOnly || goalWords.wantsResult)) ||
      silentTurn ||
      readsAloud ||
      // Neither a confirmation nor a fact: the answer would be "Done." (a reader: "no ID given").
      (goalOutcome.ok &&
        !confirms[goalTurn] &&
        !answerFacts.some((f) => (f.turn ?? 0) === goalTurn))
    )
      return fail(
        "synth/failed",
        "read-only goal with nothing to tell the user",
        "no-answer-facts",
      );

    for (const o of [...outcomes, ...(followUp ? [followUp.outcome] : [])]) {
      if (!o.ok) continue;
      walkLeaves(o.result, "", (k, v) => {
        if (looksOpaque(k, v) || (typeof v === "number" && Number.isFinite(v)))
          hiddenRaw.push({ value: v, source: `result.${k}` });
      });
    }
    const allTargets = [...targets, ...goalTargets];
    const known = new TextIndex(
      [...facts, ...allTargets].map((f) => `${factMention(f)} | ${f.label}`).join(" | "),
    );
    const seen = new Set<string>();
    const hidden = hiddenRaw.filter((h) => {
      if (typeof h.value !== "string" && typeof h.value !== "number") return false;
      if (typeof h.value === "string" && h.value.trim().length < 2) return false;
      const c = canon(h.value);
      if (seen.has(c) || known.mentions(h.value)) return false;
      seen.add(c);
      return true;
    });

    // Multi-turn: leave one supplied fact out of the first request; the assistant will ask for it.
    const inTurn = (f: FactPhrase, t: number) => (factTurn.get(f) ?? 0) === t;
    // A search for the very name the request already says adds nothing.
    // So does a value the request names the record by ("the bank account called X"): "It's named
    // X" after it, or "Which name is it?", says it twice.
    // Only a target said by then: "request a sick leave up to January 23" lost its start date to
    // the next turn's "my leave request starting January 21" (bundled helpdesk), and "list the
    // service's config histories" its service to "restore the service called checkout-web".
    const restatesTarget = (f: FactPhrase) =>
      allTargets.some(
        (t) =>
          t !== f &&
          canon(t.value) === canon(f.value) &&
          (factTurn.get(t) ?? 0) <= (factTurn.get(f) ?? 0),
      );
    // A yes/no switch is never what the assistant asks for ("Which raw is it?").
    // Only what the tool needs: an optional filter is nothing the assistant asks about
    // ("find the expenses for Belle" → "What status would you like?").
    const needed = (f: FactPhrase) => {
      const c = calls.find((x) => f.key.startsWith(`${x.step.id}.`));
      const name = topName(
        f.key.slice((c?.step.id.length ?? 0) + 1),
        c?.step.grounded?.args as Record<string, unknown> | undefined,
      );
      return c !== undefined && requiredParams(findSpec(c.bundle, c.step.tool)).includes(name);
    };
    const operationInput = (f: FactPhrase) => {
      const c = calls.find((x) => f.key.startsWith(`${x.step.id}.`));
      const name = topName(
        f.key.slice((c?.step.id.length ?? 0) + 1),
        c?.step.grounded?.args as Record<string, unknown> | undefined,
      );
      return (
        c !== undefined &&
        isOperationInput(name, paramSchema(findSpec(c.bundle, c.step.tool), name))
      );
    };
    const scopeInput = (f: FactPhrase) => {
      const c = calls.find((x) => f.key.startsWith(`${x.step.id}.`));
      if (!c) return false;
      const name = topName(
        f.key.slice(c.step.id.length + 1),
        c.step.grounded?.args as Record<string, unknown> | undefined,
      );
      return scopeInputs(c.bundle, findSpec(c.bundle, c.step.tool)).includes(name);
    };
    const omittable = facts.filter(
      (f) =>
        f.role === "arg" &&
        needed(f) &&
        inTurn(f, 0) &&
        !restatesTarget(f) &&
        // The name the user called the record by is said already: "on the bank account called
        // Schuppe - Padberg-Kautzer" then "Which name is it?" re-asks it (fresh10 readers, A).
        !allTargets.some((t) => canon(t.value) === canon(f.value)) &&
        !f.inside &&
        typeof f.value !== "boolean" &&
        f.kind !== "flag" &&
        // "What cmd would you like?" — the operation is the goal's, not a value to ask for.
        !operationInput(f) &&
        // "Find the services" then "Which resource group?" fits the subscription's list too.
        !scopeInput(f),
    );
    const omitted =
      options.turns === "multi" && omittable.length > 0
        ? omittable[options.seed % omittable.length]
        : undefined;
    const drafts: RequestDraft[] = [
      {
        kind: "request",
        goal: goalWords,
        targets: mainTargets(
          targets.filter((f) => inTurn(f, 0)),
          goalTargets.filter((f) => inTurn(f, 0)),
          goalWords,
        ),
        facts: facts.filter(
          (f) => f !== omitted && inTurn(f, 0) && !restatesTarget(f) && !decided.has(f.key),
        ),
        domain: goalCall.bundle.description,
        ...(omitted ? { pending: omitted } : {}),
        ...(goalWords.readOnly && goalWords.kind !== "list"
          ? {
              asks: askedFields(answerFacts, 0),
            }
          : {}),
      },
    ];
    if (secondWords)
      drafts.push({
        kind: "also",
        goal: secondWords,
        targets: mainTargets(
          targets.filter((f) => inTurn(f, 1)),
          goalTargets.filter((f) => inTurn(f, 1)),
          secondWords,
        ),
        facts: facts.filter((f) => inTurn(f, 1) && !restatesTarget(f) && !decided.has(f.key)),
        domain: goalCall.bundle.description,
        ...(secondWords.readOnly && secondWords.kind !== "list"
          ? {
              asks: askedFields(answerFacts, 1),
            }
          : {}),
      });
    if (followUp)
      drafts.push({
        kind: "follow-up",
        goal: followUp.words,
        targets: [],
        facts: [],
        domain: goalCall.bundle.description,
        ...(goalWords.readOnly ? { afterRead: true } : {}),
      });
    const turns = await writeTurns(drafts, omitted, {
      writer,
      simulator,
      seed: options.seed,
      attempt: options.attempt ?? 0,
    });
    const userFacts: UserFact[] = [...facts, ...allTargets].map((f) => ({
      key: f.key,
      value: f.value,
      text: factMention(f),
    }));
    const content = {
      planId: plan.id,
      envs: taskEnvs,
      seed: episodeSeed,
      turns,
      userFacts,
      hidden: hidden.slice(0, 400),
      gold: { calls: gold, finalStateHash, answerFacts },
      checks: [],
      meta: {
        goal: gold[goalIndex]?.tool,
        goalPhrase: goalWords.phrase.text,
        goalKind: goalWords.kind,
        initialStateHash,
        ...(secondIndex >= 0 ? { secondGoal: gold[secondIndex]?.tool } : {}),
        ...(confirms.some(Boolean) ? { confirms: [...confirms].map((c) => c ?? null) } : {}),
        turnsMode: turns.length > 1 || omitted ? "multi" : "single",
        planLength: plan.steps.length,
        ...(options.turns === "multi" && turns.length === 1 && !omitted
          ? { multiUnavailable: true }
          : {}),
      },
    };
    const task: Task = { id: await contentId(content), ...content };
    return ok({ task, drafts: { drafts, omitted } });
  } finally {
    await envs.value.dispose();
  }
}

/** Leaves a record has of its own: under a nested object they read as the record's. */
const OWN_ATTRIBUTE = /^(?:name|title|state|status|when|date|time|type|kind)$/;
/** Keys that only wrap the record's own fields (`body.name` is the record's name). */
const BODY_WRAPPER =
  /^(?:body|data|attributes|properties|payload|record|item|items|fields|params|input|resource|object|details|values|spec)$/;

/**
 * The nested object a user fact is a field of, in words ("review" for `review[0].state`, "state"
 * for `state.name`), when its leaf is one a record has of its own — so "marked accepted" and
 * "named …" are said as the part's, never as the record's (open-build's request, issue 12).
 * Undefined for a top-level argument, a wrapper's field or the tool's own noun.
 */
function partOf(key: string, name: string, spec: ToolSpec | undefined): string | undefined {
  if (key === name) return undefined;
  const segs = key.split(".").map((x) => x.replace(/\[\d*\]$/, ""));
  const leaf = segs[segs.length - 1] ?? "";
  const parent = segs[segs.length - 2] ?? "";
  if (!OWN_ATTRIBUTE.test(leaf.toLowerCase()) || !parent || BODY_WRAPPER.test(parent.toLowerCase()))
    return undefined;
  const words = identifierWords(parent).map((w) => w.toLowerCase());
  // `TableData.Name`: an object named for what it wraps holds the goal's own fields — "It has a
  // table data named …" read the wrapper out as a thing (fresh67 readers, F).
  if (words.length > 1 && BODY_WRAPPER.test(words[words.length - 1] ?? "")) return undefined;
  const noun = spec ? toolWords(spec).noun.toLowerCase() : "";
  const said = singular(words.join(" "));
  if (!said || said === noun || noun.endsWith(` ${said}`)) return undefined;
  return said;
}

/**
 * The fields a read's question names, by their spoken labels: at most two, and never a list's
 * count or its items (a list is asked for as itself, "list the services", not as "the number of
 * services and service").
 */
function askedFields(facts: readonly AnswerFact[], turn: number): string[] {
  return facts
    .filter(
      (f) =>
        (f.turn ?? 0) === turn && f.label && !/\.(?:count|items|kinds|file)(?:\.|$)/.test(f.key),
    )
    .map((f) => f.label as string)
    .slice(0, 2);
}

/**
 * The records a request names: the goal's own target, inside the record whose list it came
 * from ("the coffee maker in the Garage"); a record used for one of its fields goes along as
 * "the same doctor as my appointment"; a second record the goal uses (the new slot of a
 * reschedule) goes first, said as "to …".
 */
function mainTargets(before: FactPhrase[], atGoal: FactPhrase[], goal: ToolWords): FactPhrase[] {
  const all = atGoal.length ? atGoal : before.slice(-1);
  if (all.length === 0) return [];
  const main = all.find((t) => t.noun && goal.noun.includes(t.noun)) ?? (all[0] as FactPhrase);
  const withContainer = (t: FactPhrase, depth = 0): FactPhrase => {
    const container = before.find((c) => c !== t && c.atStep === t.fromStep && !c.via);
    if (!container || depth > 2) return t;
    return { ...t, within: withContainer(container, depth + 1) };
  };
  const used = new Set<FactPhrase>();
  const mark = (t: FactPhrase | undefined): void => {
    if (!t) return;
    used.add(t);
  };
  const chained = withContainer(main);
  for (let t: FactPhrase | undefined = chained; t; t = t.within)
    mark(before.find((b) => b.key === t?.key) ?? all.find((b) => b.key === t?.key));
  const also = all.filter((t) => t !== main).map(withContainer);
  for (const a of also) mark(a);
  const related = before.filter((t) => !used.has(t) && t !== main && !also.includes(t));
  return [...related, ...also, chained];
}

/** Write every user turn of a task from its drafts (used again by the refinement loop). */
export async function writeTurns(
  drafts: RequestDraft[],
  omitted: FactPhrase | undefined,
  o: { writer: RequestWriter; simulator: UserSimulator; seed: number; attempt: number },
): Promise<Turn[]> {
  const turns: Turn[] = [];
  for (const [i, d] of drafts.entries()) {
    const user = await o.writer.write(d, { seed: o.seed + i * 7919, attempt: o.attempt });
    if (i === 0 && omitted) {
      const question = askFor(omitted, o.seed, pairedWith(omitted, d.facts));
      const text = await o.simulator.answer(question, omitted, { seed: o.seed + o.attempt });
      turns.push({ user, reveals: [{ key: omitted.key, text, question }] });
    } else turns.push({ user });
  }
  return turns;
}

/**
 * Whether the request already gave the other of two values of one kind the same call takes
 * (`drug_a` and `drug_b`): the assistant then asks for the other one, never "Which drug is it?".
 */
export function pairedWith(fact: FactPhrase, stated: readonly FactPhrase[]): boolean {
  const step = fact.key.split(".")[0];
  const kind = pairNoun(fact.label);
  return stated.some(
    (f) =>
      f !== fact &&
      f.key !== fact.key &&
      f.key.split(".")[0] === step &&
      pairNoun(f.label) === kind &&
      kind !== undefined,
  );
}

/** The noun of a paired key's label: "drug a", "drug 2", "first drug", "other drug" → "drug". */
function pairNoun(label: string): string | undefined {
  const m =
    /^([a-z]{2,}(?: [a-z]+)*) (?:[a-z]|\d)$/.exec(label) ??
    /^(?:first|second|other|another) ([a-z]{2,}(?: [a-z]+)*)$/.exec(label);
  return m?.[1];
}

/** A read of a record related to the goal's result ("and what tag paths does the new filter have?"). */
async function findFollowUp(
  envs: TaskEnvs,
  goal: StepCall,
  result: unknown,
  goalIndex: number,
  used: EnvBundle[],
  seed: number,
): Promise<{ call: GoldCall; outcome: CallOutcome; words: ToolWords } | undefined> {
  if (result === null || typeof result !== "object" || Array.isArray(result)) return undefined;
  // A removed record has nothing left to read back: "remove the voice", then "What does the
  // settings say now?" read the deleted voice's settings (fresh34 readers M, 3 of 8 removals).
  const goalSpec = findSpec(goal.bundle, goal.step.tool);
  if (
    endsRecord(goal.bundle, goal.step.tool) ||
    (goal.bundle.model?.tools[goal.step.tool]?.kind ?? (goalSpec && toolWords(goalSpec).kind)) ===
      "delete"
  )
    return undefined;
  const fields = result as Record<string, unknown>;
  const tools = goal.bundle.tools.filter((t) => t.name !== goal.step.tool);
  const start = tools.length ? seed % tools.length : 0;
  for (let k = 0; k < tools.length; k++) {
    const spec = tools[(start + k) % tools.length];
    if (!spec) continue;
    const w = toolWords(spec);
    if (w.kind !== "read") continue;
    // Only along a real relation: the record the goal acted on, or a field naming the same kind.
    const args = followUpArgs(goal.bundle, goal.step.tool, spec, fields);
    if (!args) continue;
    const name = publicToolName(used, goal.bundle, spec.name);
    const outcome = await envs.call(name, args);
    if (!outcome.ok) continue;
    // A related record read "to make sure it's all correct" must show the write: reading the
    // organization after adding a stack to it checks nothing (fresh56 blind readers, M on 5 of
    // 60). Something the write handed back, other than the key the read was given, is in it.
    if (!showsWrite(outcome.result, fields, args)) continue;
    return {
      call: { env: goal.bundle.id, tool: name, args, masked: [], turn: 1, dependsOn: [goalIndex] },
      outcome,
      words: w,
    };
  }
  return undefined;
}

/**
 * Whether a read's result holds the record a write made or changed: its key in the related record
 * (an order's lines list the new line, an organization its new stack), beyond the keys the read
 * was called with. A name alone is no sign: a stack named like its organization showed nothing.
 */
function showsWrite(read: unknown, wrote: Record<string, unknown>, args: Record<string, unknown>) {
  const given = new Set(Object.values(args).map((v) => canon(v)));
  const keys = Object.entries(wrote)
    .filter(
      ([k, v]) =>
        /(?:^|_)id$|[a-z]Id$|^uuid$/.test(k) &&
        (typeof v === "string" || typeof v === "number") &&
        !given.has(canon(v)),
    )
    .map(([, v]) => canon(v));
  if (keys.length === 0) return false;
  const seen = new Set<string>();
  walkLeaves(read, "", (_k, v) => seen.add(canon(v)));
  return keys.some((v) => seen.has(v));
}

/** Words an environment's docs and field names use: what a glued field name may be split into. */
const VOCABULARY = new WeakMap<EnvBundle, Set<string>>();
const TOOL_TEXT = new WeakMap<EnvBundle, string>();

/**
 * A two-part camel-case value the API writes elsewhere as one capitalised word: AppVeyor's
 * `repositoryProvider: "gitHub"` beside its `isGitHubApp` — "GitHub", never "with git hub as the
 * repository provider" (fresh52 blind readers F).
 */
export function brandSpelling(value: unknown, bundle: EnvBundle): string | undefined {
  if (typeof value !== "string") return undefined;
  const m = /^([a-z]{2,})([A-Z][a-z]+)$/.exec(value);
  if (!m) return undefined;
  const word = `${(m[1] as string)[0]?.toUpperCase()}${(m[1] as string).slice(1)}${m[2]}`;
  let text = TOOL_TEXT.get(bundle);
  if (text === undefined) {
    text = JSON.stringify(bundle.tools);
    TOOL_TEXT.set(bundle, text);
  }
  const spelled = (w: string) => new RegExp(`${w}(?![a-z])`).test(text as string);
  if (spelled(word)) return word;
  // A value of the same make as one the API spells as a word is one too: "gitLab" beside
  // "gitHub" (GitHub in `isGitHubApp`) is GitLab, never "git lab" (fresh52 dev, F).
  const head = m[1] as string;
  const Head = `${head[0]?.toUpperCase()}${head.slice(1)}`;
  for (const x of text.matchAll(new RegExp(`"${head}([A-Z][a-z]+)"`, "g")))
    if (x[1] !== m[2] && spelled(`${Head}${x[1]}`)) return word;
  return undefined;
}

function bundleVocabulary(bundle: EnvBundle): Set<string> {
  const known = VOCABULARY.get(bundle);
  if (known) return known;
  const words = new Set<string>(FIELD_WORDS);
  const add = (text: string) => {
    for (const w of identifierWords(text)) if (/^[a-z]{3,}$/.test(w)) words.add(w);
  };
  const visit = (schema: unknown, depth: number) => {
    if (depth > 3 || schema === null || typeof schema !== "object") return;
    const o = schema as Record<string, unknown>;
    if (typeof o.description === "string") add(o.description);
    for (const [k, v] of Object.entries((o.properties ?? {}) as Record<string, unknown>)) {
      // Only names already split by case or underscores vouch for their words.
      if (identifierWords(k).length > 1) add(k);
      visit(v, depth + 1);
    }
    if (o.items) visit(o.items, depth + 1);
  };
  for (const t of bundle.tools) {
    add(`${t.annotations?.title ?? ""} ${t.description ?? ""}`);
    visit(t.inputSchema, 0);
    visit(t.outputSchema, 0);
  }
  VOCABULARY.set(bundle, words);
  return words;
}

/** Words every API uses in field names, whatever its docs say. */
const FIELD_WORDS = [
  "total",
  "count",
  "number",
  "index",
  "sequence",
  "name",
  "type",
  "code",
  "date",
  "time",
  "size",
  "max",
  "min",
  "start",
  "end",
];

const WRITE_KINDS = new Set(["create", "update", "delete", "action"]);

/**
 * The goal in words that say what the call does. A write whose doc verb also reads ("Return
 * payment" on `POST /payments/{transId}/returns`, return → get) was asked as "check the payment",
 * and gold then refunded it (fresh9 readers, G+M): a write is asked with the doc's own verb
 * ("return the payment"), or the name's when the doc opens with none.
 */
export function askedAsItWrites(spec: ToolSpec): ToolWords {
  const w = toolWords(spec);
  if (!spec.kind || !WRITE_KINDS.has(spec.kind) || (w.kind !== "read" && w.kind !== "list"))
    return w;
  const docVerb = /^([A-Za-z]{3,})\b/.exec(
    (spec.annotations?.title ?? spec.description ?? "").trim(),
  );
  const lastName = meaningfulNameWords(spec.name).pop();
  const verb = (docVerb?.[1] ?? (lastName ? singular(lastName) : "")).toLowerCase();
  // "Returns the list of users…" describes a read; only an imperative ("Return payment") asks.
  if (
    !verb ||
    (/[^s]s$/.test(verb) && docVerb !== null) ||
    /^(get|list|show|fetch|read|view|check|find|search|retrieve|look|obtain|query|count)$/.test(
      verb,
    )
  )
    return w;
  const object = /^(the|my|a|an) /.test(w.phrase.object) ? w.phrase.object : `the ${w.noun}`;
  return {
    ...w,
    kind: "action",
    readOnly: false,
    phrase: { verb, object, text: `${verb} ${object}` },
  };
}

/**
 * A person's first and last name, sent as two fields of one call (`customer_first_name`,
 * `customer_last_name`), are said once and whole: "for Lily Mayer", never "for Lily and for Mayer"
 * nor 'named "Lily", called "Mayer"' (qualpay, fresh18: every such request failed the form check).
 */
function joinPersonNames(facts: FactPhrase[]): void {
  const part = (f: FactPhrase, which: RegExp) => {
    const m = /^(.*?)\s*(first|given|last|family|sur) ?name$/.exec(f.label);
    return m && which.test(m[2] ?? "") ? (m[1] ?? "") : undefined;
  };
  for (const first of facts) {
    if (first.kind !== "person-name" || first.inside || typeof first.value !== "string") continue;
    const whose = part(first, /^(?:first|given)$/);
    if (whose === undefined) continue;
    const step = first.key.split(".")[0];
    const last = facts.find(
      (f) =>
        f !== first &&
        !f.inside &&
        f.kind === "person-name" &&
        typeof f.value === "string" &&
        f.key.split(".")[0] === step &&
        part(f, /^(?:last|family|sur)$/) === whose,
    );
    if (!last) continue;
    first.spoken = `${factMention(first)} ${factMention(last)}`;
    first.label = whose ? `${whose} name` : "name";
    last.inside = true;
  }
}
