import { isPersonRole } from "../domain/field-roles.js";
import { PERSON_NOUNS } from "../domain/field-semantics.js";
import { isProviderPair } from "../domain/resource-names.js";
import { FILE_FORMATS } from "../domain/value-data.js";
import {
  agentParticiple,
  clippedFormOf,
  countOf,
  humanize,
  isPlural,
  isPluralOnly,
  isUncountable,
  plural,
  presentParticiple,
  setApartBy,
  singular,
} from "../domain/words.js";
import type { FieldRole } from "../schema/semantic-model.js";
import { ROLE_NOUN, TEXT_NOUN } from "./request-wording.js";
import { eventOfTimeLabel, whenItHappens, withAcronyms } from "./schema-wording.js";
import {
  article,
  countryName as countryOfCode,
  englishList,
  identifierWords,
  isCamelCode,
  languageName,
  monthName,
  regionCodeOfName,
  resourcePath,
  speakValue,
  spokenNounPhrase,
  tidySentence,
} from "./text.js";
import { baseVerb, type ToolWords } from "./tool-words.js";

/** One thing the user knows and may say, already in words. */
export interface FactPhrase {
  key: string;
  value: unknown;
  /** Noun phrase naming the value ("email", "date of birth", "category"). */
  label: string;
  /** `arg`: a value the user supplies; `select`: how the user names a record ("the device called Lamp"). */
  role: "arg" | "select";
  /** The user's own attribute ("my email"), not a property of what they ask for. */
  personal: boolean;
  /**
   * A detail of another person the user adds (a new client's name, email or phone): said as
   * theirs ("named Quincy Doyle", "their email is …"), never as the user's own.
   */
  theirs?: boolean;
  /** For selects: the noun of the record picked ("device", "slot"). */
  noun?: string;
  /** What the value is (semantic model role): decides how a person says it. */
  kind?: FieldRole;
  /** The value as a person says it ("Feb 6 at 3:30 pm", "$12.50", "coffee maker"). */
  spoken?: string;
  /** For selects: an earlier record the picked one lives in ("in the Garage"). */
  within?: FactPhrase;
  /** For selects: the field a later step took from it ("doctor": "the same doctor as …"). */
  via?: string;
  /** The whole phrase that adds this fact to a request, when its value decides the wording ("7 uplinks"). */
  phrase?: string;
  /** Said as part of another fact (a currency with its amount): no words of its own. */
  inside?: boolean;
  /**
   * The nested object this fact is a field of ("review" for `review[0].state`): said as that
   * part's ("with a review marked accepted"), never as the record's own attribute.
   */
  part?: string;
  /** Stated for the goal call itself (not for a lookup on the way). */
  atGoal?: boolean;
  /** For selects: the step whose list it was picked from, and the step that used it. */
  fromStep?: string;
  atStep?: string;
  /** For selects: the record made last or first, said as such ("my latest script tag"). */
  rank?: "newest" | "oldest";
  /**
   * For selects made by something other than a name (a rank, a date, a price): the picked
   * record's own name, said back in the answer ("I've removed the pipeline "web-pipeline"").
   */
  picked?: string;
}

/** The word that ranks a record by when it was made ("latest", "oldest"). */
export function rankWord(rank: "newest" | "oldest"): string {
  return rank === "newest" ? "latest" : "oldest";
}

/** How the user talks: chosen by seed, so a dataset mixes them. */
export const REGISTERS = ["brief", "chatty", "polite", "impatient"] as const;
export type Register = (typeof REGISTERS)[number];

/** What the writer is asked to say for one user turn. */
export interface RequestDraft {
  /** `also`: a second goal in a later turn that builds on the first ("…and while you're at it"). */
  kind: "request" | "also" | "follow-up";
  goal: ToolWords;
  /** Select phrases naming the record(s) the goal acts on. */
  targets: FactPhrase[];
  /** Other facts to state in this turn. */
  facts: FactPhrase[];
  /** Human description of the environment ("A small shoe shop…"). */
  domain: string;
  /** Read/compute goals: the labels of what the user wants to know ("status", "leave balance"). */
  asks?: string[];
  register?: Register;
  /** A fact left out on purpose (the assistant will ask for it): the goal may name it, not its value. */
  pending?: FactPhrase;
  /** `follow-up` after a goal that only looked: nothing changed, so nothing is checked "went through". */
  afterRead?: boolean;
}

/**
 * Writes a user's words for a draft. The offline writer is template based; a model-backed writer
 * implements the same interface and its output goes through the same checks.
 * `attempt` > 0 asks for a different phrasing after a failed check.
 */
export interface RequestWriter {
  write(draft: RequestDraft, options: { seed: number; attempt: number }): Promise<string>;
}

/** Answers the assistant's question in a multi-turn dialogue, with only the fact asked for. */
export interface UserSimulator {
  answer(question: string, fact: FactPhrase, options: { seed: number }): Promise<string>;
}

/** Seeded choice: a small integer hash so the same seed, attempt and slot choose the same variant. */
function pick<T>(items: readonly T[], seed: number, attempt: number, slot: number): T {
  let h = (seed ^ 0x9e3779b9) >>> 0;
  h = Math.imul(h ^ (attempt + 1), 0x85ebca6b) >>> 0;
  h = Math.imul(h ^ (slot + 17), 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return items[((h >>> 0) + attempt) % items.length] as T;
}

/** The register a seed speaks in. */
export function registerFor(seed: number): Register {
  return pick(REGISTERS, seed, 0, 11);
}

/** The words that state a fact's value (what the solvability check looks for). */
export function factMention(f: FactPhrase): string {
  // A yes/no fact is said as a phrase ("only active ones"); the solvability check looks for it.
  if (typeof f.value === "boolean") return f.phrase ?? flagPhrase(f.label, f.value);
  if (typeof f.value === "string" && /^(?:true|false)$/i.test(f.value))
    return flagPhrase(f.label, f.value.toLowerCase() === "true");
  return f.spoken ?? speakValue(f.value);
}

const OWNED =
  /^(order|appointment|address|booking|account|reservation|subscription|ticket|task|note|payment|card|profile|leave request|request|loan|claim|policy|shipment|cart|device|room|scene|invoice|trip|flight booking)$/;

const PROVIDER = /^(doctor|dentist|therapist|stylist|trainer|agent|tutor|lawyer|vet|nurse)$/;
const PERSON = /^(employee|patient|customer|user|contact|member|guest|client|student|person)$/;

/** Notes said in brackets after a record: what narrowed the search that found it ("neurology"). */
export type TargetNotes = (t: FactPhrase) => string[];

/** "my order for $110.29", "the device called Office light", "the Good Morning scene". */
export function targetPhrase(t: FactPhrase, variant = 0, notes?: TargetNotes): string {
  const bracket = notes?.(t) ?? [];
  const noun = t.noun ?? "one";
  // One word that narrowed a ranked pick goes before the noun: "my oldest sent share request",
  // never "my oldest share request (sent)" (Audit Manager, fresh61 readers F).
  // An enum member's compound ("pull-request") is such a word too: in brackets it is the code
  // read out (fresh64 readers, F: "my latest code review (pull-request)").
  const word =
    bracket.length === 1 && /^[a-z]+(?:-[a-z]+)*$/.test(bracket[0] ?? "") ? bracket[0] : undefined;
  if (t.rank && word)
    return (
      `${variant % 2 || OWNED.test(noun) ? "my" : "the"} ${rankWord(t.rank)} ${word} ${noun}` +
      (t.within ? ` ${inside(t.within, variant, notes)}` : "")
    );
  const note = bracket.length ? ` (${bracket.join(", ")})` : "";
  const v = factMention(t);
  const nameLike =
    t.kind === "label" || t.kind === "person-name" || /^(name|full name)$/.test(t.label);
  if (nameLike && (PROVIDER.test(noun) || PERSON.test(noun))) return `${v}${note}`;
  return bare(t, variant) + note + (t.within ? ` ${inside(t.within, variant, notes)}` : "");
}

/** How a record is placed in its container: "in the Garage", "with Dr. Fisher", "for Dana". */
function inside(c: FactPhrase, variant: number, notes?: TargetNotes): string {
  const noun = c.noun ?? "";
  const said = targetPhrase(c, variant, notes);
  if (PROVIDER.test(noun)) return `with ${said}`;
  if (PERSON.test(noun)) return `for ${said}`;
  return `in ${said}`;
}

/**
 * A record picked by who played a role on it, said as what they did: "the group created by
 * jill@…", "the story authored by Ann Lee" — never "the group with creator jill@…" (fresh16
 * readers, F: a field's name read out before its value).
 */
function byAgent(noun: string, label: string, v: string): string | undefined {
  if (!isPersonRole(label)) return undefined;
  const did = /^(\S+) (?:by|to)$/.test(label) ? label : agentParticiple(label);
  if (!did) return undefined;
  return `the ${noun} ${/ (?:by|to)$/.test(did) ? did : `${did} by`} ${v}`;
}

/** The label of who made a work: its artist, photographer, composer (with or without "name"). */
const MAKER_LABEL =
  /^(?:artist|photographer|director|composer|illustrator|designer|writer|producer|narrator|painter|songwriter|performer|sculptor)(?: name)?$/;

function bare(t: FactPhrase, variant: number): string {
  const v = factMention(t);
  const noun = t.noun ?? "one";
  const det = OWNED.test(noun) ? "my" : "the";
  if (t.rank) return `${variant % 2 ? "my" : det} ${rankWord(t.rank)} ${noun}`;
  const agent = byAgent(noun, t.label, v);
  if (agent) return agent;
  // Who made a work names it as "by" ("the video by Tyrone Labadie"), never "the video called
  // Tyrone Labadie" (f21 getty, `artist_name`).
  if (MAKER_LABEL.test(t.label)) return `${det} ${noun} by ${v}`;
  // A resource path said by its ids already says what it is ("device 86832 of customer 33512"):
  // it is that record, never "the device called device 86832 …" (fresh73 readers, F).
  if (typeof t.value === "string" && saysOwnNoun(v, noun)) return v;
  let out: string;
  switch (t.kind) {
    case "label":
    case "person-name":
      // Never `the ${noun} "${v}"`: a name in quotes after its noun reads as a form's field.
      out = [`the ${noun} called ${v}`, `the ${noun} named ${v}`][variant % 2] as string;
      if (t.kind === "person-name") out = `the ${noun} for ${v}`;
      break;
    case "datetime":
    case "date":
      // "the trial on Dec 20" does not say which of its dates: "with a completion date of Dec 20".
      {
        // "the vehicle last seen on Aug 9", never "with a last seen of Aug 9" (b52 readers, F).
        // "the instance created on Aug 27", never "with a create time of Aug 27" (fresh67 readers, F).
        const done =
          /^((?:last |first )?(?:seen|[a-z]{3,}ed))(?: (?:at|on|date|time))?$/.exec(t.label)?.[1] ??
          eventOfTimeLabel(t.label);
        out = /^(date|time|datetime|day|when|timestamp)$/.test(t.label)
          ? `${det} ${noun} on ${v}`
          : // The day a record was made names it as people do: "my order from Aug 21".
            // (A creation time said by its day only is that day too: "my subscription from Aug 15,
            // 2025", never "with a creation time of August 15, 2025" — blind69 readers, F.)
            t.kind === "date" &&
              /^(?:creation|submission|registration) (?:date|time|timestamp|datetime)$/.test(
                t.label,
              )
            ? `${det} ${noun} from ${v}`
            : // "the slot starting Feb 13 at 4:15 pm", not "the slot with a start time of …".
              /^(?:start|starts|start time|start date|start at|starts at|begin|begins|begin time|from)$/.test(
                  t.label,
                )
              ? `${det} ${noun} starting ${v}`
              : done
                ? `${det} ${noun} ${done} on ${v}`
                : `${det} ${noun} with ${article(t.label)} ${t.label} of ${v}`;
      }
      break;
    case "money":
      // A price names its thing ("the $9.99 plan"); any other amount is a fact about it ("my
      // payment method with a balance of £35.99") — never "remove the payment method for £35.99".
      // A bare number is no price a person names a thing by: "the 86.50 education goal" (fresh13
      // readers, F) is "the education goal with a projected cost of 86.50".
      out =
        // "the 18 CAD message" names nothing: only a price with its sign does ("the $9.99 plan").
        /(?:^| )(?:price|cost|fee|amount|total|rate)$/.test(t.label) &&
        !bareAmount(v) &&
        /^(?:[A-Z]{1,2})?[$€£¥₹]/.test(v)
          ? `the ${v} ${noun}`
          : `${det} ${noun} with ${article(t.label)} ${t.label} of ${v}`;
      break;
    case "status":
    case "category": {
      // A state written as one identifier is said as one modifier: "the in-progress fact finder",
      // never "the InProgress fact finder" nor "the in progress fact finder".
      // A state of three words or more is no modifier: "the submission marked image processing
      // failed", never "the image processing failed submission" (fresh33, a code read out).
      // A state the API capitalises is a plain word in a sentence: "my cancelled order", never
      // "my Cancelled order" (papinet's `orderStatus` "Cancelled", fresh53 dev).
      const state =
        t.kind === "status" && /^[A-Z][a-z]+(?: [A-Z]?[a-z]+)*$/.test(v) ? v.toLowerCase() : v;
      out =
        !isCamelCode(t.value) && state.trim().split(/\s+/).length >= 3
          ? `${det} ${noun} marked ${state}`
          : `${det} ${isCamelCode(t.value) && /^[a-z]+(?: [a-z]+)+$/.test(state) ? state.replace(/ /g, "-") : state} ${noun}`;
      break;
    }
    case "email":
      // An account picked by someone's email is theirs: "unfollow the account of
      // franz.borer@…", never "unfollow my account under franz.borer@…" (fresh49 readers F/A).
      out = /^(?:account|user|profile|member)$/.test(noun)
        ? `the ${noun} of ${v}`
        : `${det} ${noun} under ${v}`;
      break;
    default:
      // A record picked by where it is says the place as a person does: "my address in Denver",
      // "the address at 129 Boulevard Voltaire" — not "my address with city Denver".
      out = /^(name|title|label|full name|display name|subject)$/.test(t.label)
        ? `the ${noun} called ${v}`
        : /^(city|town)$/.test(t.label)
          ? `${det} ${noun} in ${v}`
          : /^(line ?1|street|street address|address line ?1)$/.test(t.label)
            ? `${det} ${noun} at ${v}`
            : pickedBy(det, noun, t.label, v);
  }
  return out;
}

/** A value's words open with the record's own noun and an id: "device 86832 of customer 33512". */
export function saysOwnNoun(said: string, noun: string): boolean {
  // …its head noun too: "the unused configuration named configuration 14865 …" (stop 69).
  return [noun.toLowerCase(), noun.toLowerCase().split(" ").pop() ?? ""].some(
    (n) => n !== "" && said.startsWith(`${n} `) && /^[\w.:-]*\d/.test(said.slice(n.length + 1)),
  );
}

/** Labels of who made or sells a thing: its name goes before the thing ("the Nissan charger"). */
const MAKER_NAME = /^(?:manufacturer|make|maker|brand|vendor|model|provider|supplier)(?: name)?$/;
/** Labels of whom a record belongs to: "the authorization for Shields - Hoeger". */
const OWNER_LABEL =
  /^(?:org|organi[sz]ation|company|team|owner|customer|client|account|workspace|tenant)(?: name)?$/;

/**
 * A record picked by one field, said as a person names it — never "the connector with connector
 * Zapier", "the chargestation with manufacturer Nissan", "my reservation with reservation Primary
 * reservation", "the certificate with domain crona.io" (dev52 first drafts, the commonest form
 * wording the gate dropped).
 */
function pickedBy(det: string, noun: string, label: string, v: string): string {
  const head = noun.split(" ").pop() ?? noun;
  const lastSaid = v.toLowerCase().split(" ").pop() ?? "";
  // The value already names its thing: "my Primary reservation".
  if (v.includes(" ") && singular(lastSaid) === singular(head.toLowerCase())) return `${det} ${v}`;
  const proper = /^[A-Z][\p{L}\d'&.-]*(?: [A-Z][\p{L}\d'&.-]*){0,2}$/u.test(v);
  // The record's own field under its own noun: "the Zapier connector", "the connector CN-12".
  if (singular(label) === singular(noun) || singular(label) === singular(head))
    return proper && !v.includes(" ") ? `the ${v} ${noun}` : `${det} ${noun} ${v}`;
  if (MAKER_NAME.test(label) && proper) return `the ${v} ${noun}`;
  // A host names where the thing is for: "the certificate for crona.io".
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(v)) return `${det} ${noun} for ${v}`;
  if (OWNER_LABEL.test(label)) return `${det} ${noun} for ${v}`;
  // What a record sits in is said as where it is: "the cluster in security group sg-F8BB…".
  if (/(?:^| )(?:group|subnet|vpc|network|zone|region|folder|pool)$/.test(label) && !/ /.test(v))
    return `${det} ${noun} in ${label} ${v}`;
  // A measure is said with what it is: "the vehicle with a battery capacity of 63.9".
  if (/^-?\d+\.\d+$/.test(v)) return `${det} ${noun} with ${article(label)} ${label} of ${v}`;
  return `${det} ${noun} with ${label} ${v}`;
}

/** An amount said with no currency: digits only ("86.50", "1,200"), no sign or code. */
function bareAmount(v: string): boolean {
  return /^-?[\d,]+(?:\.\d+)?$/.test(v.trim());
}

/** Labels that say what sort of thing a record is ("kind", "device type", "category"). */
const KIND_LABEL = /(^| )(kind|type|category|sort)$/;

/** A name beside the record's own: short, conversational, legal, former… */
const SECOND_NAME =
  /^(?:conversational|short|nick|legal|alternate|alternative|internal|external|sort|code|secondary|abbreviated|former|previous|old|sortable) ?name$/;

/** True for labels that say the end of a range ("to date", "end", "until"). */
const RANGE_END_WORD = /(^| )(to|end|until|before|till|latest)( |$)/;
const RANGE_START_WORD = /(^| )(from|start|since|after|earliest)( |$)/;
/** A filter's operator suffix decides its side: `end_date_gte` is from a date, not up to one. */
const OP_START = /(?:^| )(?:gte|gt|ge|min|since|after|from|start|earliest)$/;
const OP_END = /(?:^| )(?:lte|lt|le|max|until|before|to|till|latest)$/;
const RANGE_END = {
  test: (label: string) =>
    OP_END.test(label) || (!OP_START.test(label) && RANGE_END_WORD.test(label)),
};
const RANGE_START = {
  test: (label: string) =>
    OP_START.test(label) || (!OP_END.test(label) && RANGE_START_WORD.test(label)),
};

/** Labels that count the goal's own things ("transfer quantity" of credits): said as "2 credits". */
const GENERIC_COUNT = /(?:^| )(?:quantity|qty|count|number|amount)$/;

/** A bound of a count by its label: "min units", "maximum instances", "max replicas". */
const COUNT_BOUND = /^(min|minimum|max|maximum) ([a-z]+(?: [a-z]+)?)$/;

/**
 * The side and the counted noun of a count's bound ("min units" 2 → min, "units"): two counts of
 * one noun are told apart by it — "with at least 2 units", never "2 units, 4 units" (fresh64
 * readers, F and A). Only a plural noun counts things.
 */
function countBound(f: FactPhrase): { side: "min" | "max"; noun: string } | undefined {
  if (typeof f.value !== "number" || f.phrase) return undefined;
  const m = COUNT_BOUND.exec(f.label);
  const noun = m?.[2];
  if (!m?.[1] || !noun || GENERIC_COUNT.test(noun) || !isPlural(noun.split(" ").pop() ?? noun))
    return undefined;
  return { side: m[1].startsWith("min") ? "min" : "max", noun };
}

/**
 * A minimum and a maximum of one count in one request are one range: "with between 2 and 4
 * units", "with exactly 3 units" — the minimum's phrase says both, the maximum is said inside it.
 * Facts of different steps or nouns stay apart; a bound said alone keeps its side ("with at most
 * 4 units").
 */
function joinedBounds(facts: readonly FactPhrase[]): FactPhrase[] {
  const out = [...facts];
  for (const [i, lo] of out.entries()) {
    const low = countBound(lo);
    if (low?.side !== "min" || lo.inside) continue;
    const step = lo.key.split(".")[0];
    const j = out.findIndex((f) => {
      const b = countBound(f);
      return b?.side === "max" && b.noun === low.noun && !f.inside && f.key.split(".")[0] === step;
    });
    const hi = out[j];
    if (!hi || typeof lo.value !== "number" || typeof hi.value !== "number") continue;
    out[i] = {
      ...lo,
      phrase:
        lo.value === hi.value
          ? `with exactly ${countOf(lo.value, low.noun)}`
          : `with between ${lo.value} and ${countOf(hi.value, low.noun)}`,
    };
    out[j] = { ...hi, inside: true };
  }
  return out;
}
/** A part of a date sent as its parts (`s1.monthlyRange.startMonth.year`). */
const DATE_PART_KEY = /^(.+)\.(year|month|day)$/;

/**
 * The parts of one date are one date, and a range's two dates one range: "from March to June
 * 2025", "for March 4, 2025" — never "a monthly range start month year of 2025" and "from 19 to
 * 19" (Business Profile, fresh68 blind readers F/N). The first part of the range says it all,
 * the others are said inside it.
 */
function joinedDates(facts: readonly FactPhrase[]): FactPhrase[] {
  const out = [...facts];
  const dates = new Map<string, Partial<Record<"year" | "month" | "day", number>>>();
  for (const [i, f] of out.entries()) {
    const m = DATE_PART_KEY.exec(f.key);
    if (!m?.[1] || f.inside || f.phrase || typeof f.value !== "number") continue;
    const d = dates.get(m[1]) ?? {};
    d[m[2] as "year" | "month" | "day"] = i;
    dates.set(m[1], d);
  }
  const whole = (d: Partial<Record<"year" | "month" | "day", number>>) =>
    d.year !== undefined && d.month !== undefined && monthName(out[d.month]!.value as number);
  const said = new Set<string>();
  for (const [stem, d] of dates) {
    if (said.has(stem) || !whole(d)) continue;
    const ends = /^(.*?)(start|end)([A-Z_]\w*|)$/.exec(stem);
    const other = ends ? `${ends[1]}${ends[2] === "start" ? "end" : "start"}${ends[3]}` : "";
    const e = dates.get(other);
    const pair = e && !said.has(other) && whole(e) ? e : undefined;
    const [a, b] = pair && ends?.[2] === "end" ? [pair, d] : [d, pair];
    const parts = (x: typeof d) => ({
      year: out[x.year!]!.value as number,
      month: monthName(out[x.month!]!.value as number)!,
      day: x.day === undefined ? undefined : (out[x.day]!.value as number),
    });
    const p = parts(a);
    const q = b ? parts(b) : undefined;
    const one = (x: typeof p, withYear = true) =>
      `${x.month}${x.day === undefined ? "" : ` ${x.day}`}${withYear ? `${x.day === undefined ? "" : ","} ${x.year}` : ""}`;
    const label = stem.split(".").pop() ?? stem;
    const phrase = q
      ? `from ${one(p, p.year !== q.year)} to ${one(q)}`
      : /^(start|from|since|begin)/i.test(label)
        ? `from ${one(p)}`
        : /^(end|to|until|till)/i.test(label)
          ? `up to ${one(p)}`
          : `for ${one(p)}`;
    const idx = [a, ...(b ? [b] : [])].flatMap((x) => Object.values(x) as number[]);
    const first = Math.min(...idx);
    for (const i of idx)
      out[i] = i === first ? { ...out[i]!, phrase } : { ...out[i]!, inside: true };
    said.add(stem);
    if (pair) said.add(other);
  }
  return out;
}

/**
 * A reference said with what it names ("study 9", "images 62 and 63"), or alone when its value
 * already says it ("Project Juniper", never "project Project Juniper" — fresh47, circle-ci).
 */
function referenceNamed(f: FactPhrase, v: string): string {
  const head = singular(f.label.split(" ").pop() ?? f.label).replace(/[^a-z0-9]/gi, "");
  if (head && new RegExp(`^${head}s?\\b`, "i").test(v)) return v;
  // Another thing's name is that thing: "the channel group Developers", never "channel group
  // name Developers" (fresh71 MediaPackage: a channel's group read out as a form's field).
  const owner = namedThing(f.label);
  if (owner && !Array.isArray(f.value)) return `the ${owner} ${v}`;
  // A word names its thing before the noun: "the entertainment category", never the query
  // string's "category entertainment" (fresh57 readers, F).
  if (/^[a-z]+(?:[ -][a-z]+)?$/.test(v) && !Array.isArray(f.value)) return `the ${v} ${f.label}`;
  return `${Array.isArray(f.value) && f.value.length > 1 ? plural(f.label) : f.label} ${v}`;
}

/** The thing a `<thing> name` label names, of two words or more ("channel group"); else undefined. */
function namedThing(label: string): string | undefined {
  const thing = /^([a-z]+(?: [a-z]+)+) name$/.exec(label)?.[1];
  return thing && !OWN_NAME.test(thing.split(" ").pop() ?? "") ? thing : undefined;
}

/**
 * A short search term the assistant searched with to find a record the user names (the shop's
 * `searchProducts {q: "Clarks"}` before an order): said with that record, "the product named
 * Canyon Approach Shoe (Clarks)", never tacked on as "I'm looking for anything about "Clarks""
 * (examples, `npm start`).
 */
function searchedFor(f: FactPhrase): boolean {
  return (
    f.kind === "free-text" &&
    /^(?:q|query|search|keywords?|term|search term|search query)$/.test(f.label) &&
    typeof f.value === "string" &&
    f.value.trim().split(/\s+/).length <= 3
  );
}

/** The item of a list a fact's input lies in (`s3.lines[0]` of `s3.lines[0].quantity`). */
function itemOf(key: string): string | undefined {
  return /^(.+\[\d+\])\./.exec(key)?.[1];
}

/**
 * The records counted by a bare count beside them in one item of a list (`lines[0].product_id`
 * and `lines[0].quantity`): the count goes with the record, not after the request as "2 of
 * them". An action's count of its own things (`goalNoun`) stays its object.
 */
function itemCounts(
  targets: readonly FactPhrase[],
  facts: readonly FactPhrase[],
  goalNoun: string | undefined,
): Map<FactPhrase, FactPhrase> {
  const counts = new Map<FactPhrase, FactPhrase>();
  for (const f of facts) {
    if (f.kind !== "quantity" || typeof f.value !== "number") continue;
    if (!GENERIC_COUNT.test(f.label) || goalNoun) continue;
    const item = itemOf(f.key);
    const t = item && targets.find((x) => !x.via && !counts.has(x) && itemOf(x.key) === item);
    if (t) counts.set(t, f);
  }
  return counts;
}
/** Units used as a field's whole name ("ppm"): the value is said with its unit, "3.1 ppm". */
/** A label with its unit glued on: "max distance in km", "length seconds", "timeout ms". */
const LABEL_UNIT =
  /^(.+?) (?:in )?(km|miles|meters|metres|seconds|minutes|hours|days|ms|bytes|kb|mb|gb|percent)$/;

/**
 * A number whose label carries its unit, the unit put after the number: "with a max distance of
 * 10 km", never "with a max distance in km of 10" (fresh20 readers, F).
 */
function unitLabelPhrase(label: string, v: string): string | undefined {
  const unit = LABEL_UNIT.exec(label);
  if (!unit?.[1] || !unit[2] || !/^-?\d+(?:\.\d+)?$/.test(v)) return undefined;
  return `with ${article(unit[1])} ${unit[1]} of ${v} ${unit[2]}`;
}
const UNIT_LABEL = /^(?:ppm|ppb|kg|km|mph|kph|kwh|mb|gb|kb|dpi|px|rpm|bpm|psi|db)$/;

/**
 * A short phrase a person uses to add one fact to a request ("for Feb 6 at 3:30 pm", "3 cups").
 * `goalNoun` is what the request is about ("credit"): a bare quantity counts it ("2 credits").
 */
/** Parameter names of the resource a cloud call works under (Google's `parent`). */
const PARENT_LABEL = /^(?:parent|parent name|parent resource|parent id)$/;

/**
 * A parent resource path said as where the thing lives — "in my project northwind-prod-412
 * (us-central1)", "for my bare metal cluster edge-1 in project …" — and asked as the project or
 * the record it is; never "for the parent "projects/…"" or "Which parent is it?" (fresh59 readers, F).
 */
/** Azure's resource group said for a record of another kind: where it lives, never its name. */
export function isResourceGroup(f: Pick<FactPhrase, "label" | "noun">): boolean {
  return /^resource group(?: name)?$/.test(f.label) && !/resource group/.test(f.noun ?? "");
}

function parentPlace(f: FactPhrase): { phrase: string; asks: string[] } | undefined {
  if (typeof f.value !== "string") return undefined;
  // Azure's `resourceGroupName` is where the record lives, never its name: "delete the gateway in
  // the resource group rg1", not "the gateway named … named "rg1"" (fresh71 VNet gateways).
  if (isResourceGroup(f))
    return {
      phrase: `in the resource group ${factMention(f)}`,
      asks: ["Which resource group is it in?", "Which resource group is it in, please?"],
    };
  // A locations list's `name` is the project that owns the locations (Google's
  // `/v1/{name}/locations`): asked as the project, never "What should it be called?" (fresh59
  // and fresh60 readers).
  const owner = /^(?:projects|organizations|folders)\/[^/]+$/.test(f.value) && f.label === "name";
  const pairs = resourcePath(f.value);
  if (!pairs) return undefined;
  // A whole resource name under `resource` or `name` (`/v1/{resource}:setIamPolicy`,
  // `/v1/{name}/publicKey`) is the thing it points at too: asked "Which organization is it for?",
  // never "Which resource is it?" (fresh63 readers F).
  // An Azure `scope` (`providers/Microsoft.Billing/departments/123456`) is the record the call
  // reads under: asked "Which department is it for?", never "Which scope is it?" (fresh64).
  const named =
    /^(?:resource|resource name|scope)$/.test(f.label) || (f.label === "name" && pairs.length > 1);
  if (!PARENT_LABEL.test(f.label) && !owner && !named) return undefined;
  const own = pairs
    .filter((p) => p[0] !== "projects" && p[0] !== "locations" && !isProviderPair(p))
    .pop();
  const v = factMention(f);
  if (own) {
    const thing = humanize(singular(own[0])).toLowerCase();
    return { phrase: `for my ${v}`, asks: [`Which ${thing} is it for?`, `Which ${thing} is it?`] };
  }
  // The region is asked for only where the path has one ("Which project and region is it
  // for?" / "It's project 28740." asked for nothing, fresh60 readers).
  if (pairs.some(([c]) => c === "projects"))
    return {
      phrase: `in my ${v}`,
      asks: pairs.some(([c]) => c === "locations")
        ? ["Which project is it in?", "Which project and region is it for?"]
        : ["Which project is it in?", "Which project is it for?"],
    };
  // A location that is a number is a business's listing (Business Profile's `locations/{id}`),
  // never a region: "search keywords in 92901790012159434" (fresh68 blind readers N).
  if (pairs.every(([c, id]) => c === "locations" && /^\d{6,}$/.test(id ?? "")))
    return {
      phrase: `for my business listing ${v}`,
      asks: ["Which business listing is it for?", "Which of your listings is it?"],
    };
  return { phrase: `in ${v}`, asks: ["Which region is it in?"] };
}

export function factPhrase(
  f: FactPhrase,
  variant = 0,
  goalNoun?: string,
  siblings: readonly FactPhrase[] = [],
): string {
  // "add a new request marked accepted" for `review[0].state`: the part's state, not the request's.
  if (f.part) {
    const { part, phrase, ...own } = f;
    const inner = (phrase ?? factPhrase(own, variant, goalNoun, siblings)).replace(
      /^(?:it's|it is) /,
      "",
    );
    return `with ${article(part)} ${part} ${inner}`;
  }
  if (f.phrase) return f.phrase;
  const bound = countBound(f);
  if (bound && typeof f.value === "number")
    return `with ${bound.side === "min" ? "at least" : "at most"} ${countOf(f.value, bound.noun)}`;
  const v = factMention(f);
  const label = f.label;
  // A colour says what it colours: "with an ivory background", "in teal" — never "for the
  // background color "ivory"".
  const colour = /^(?:(.+) )?colou?r$/.exec(label);
  if (colour && typeof f.value === "string" && /^[a-z][a-z ]{1,20}$|^#[0-9a-f]{3,8}$/i.test(v)) {
    const what = colour[1]?.replace(/^(?:the )/, "");
    if (!what) return `in ${v}`;
    return /^(?:text|font|foreground|line|border)$/.test(what)
      ? `with ${v} ${what}`
      : `with ${article(v)} ${v} ${what}`;
  }
  if (typeof f.value === "number" && UNIT_LABEL.test(label)) return `at ${v} ${label}`;
  // A yes/no a query takes as text (`facilitators=false`) is still a yes or no.
  if (typeof f.value === "string" && /^(?:true|false)$/i.test(f.value))
    return flagPhrase(label, f.value.toLowerCase() === "true");
  const setting = settingPhrase(f, v, goalNoun);
  if (setting) return setting;
  const place = parentPlace(f);
  if (place) return place.phrase;
  // Where a secret is kept is said as the secret to use: "using the secret arn:…:secret:orders-db",
  // never "and for arn:…" (RDS Data's `secretArn`, fresh61).
  const kept = KEPT_SECRET.exec(label)?.[1];
  if (kept) return `using the ${kept} ${v}`;
  switch (f.kind) {
    case "reference":
      // An id is said with what it names: "for study 9", "for images 62 and 63".
      // A word-named one is where the thing is: "in the entertainment category".
      return `${/^the /.test(referenceNamed(f, v)) ? "in" : "for"} ${referenceNamed(f, v)}`;
    case "person-name":
      if (f.theirs) return `their name is ${v}`;
      return f.personal
        ? ([`I'm ${v}`, `my name is ${v}`, `this is ${v}`][variant % 3] as string)
        : `for ${v}`;
    case "email":
      if (f.theirs) return `their email is ${v}`;
      return [`my email is ${v}`, `you can reach me at ${v}`, `my email's ${v}`][
        variant % 3
      ] as string;
    case "phone":
      if (f.theirs) return `their number is ${v}`;
      return [`my number is ${v}`, `you can call me on ${v}`][variant % 2] as string;
    case "date":
    case "datetime":
      if (/birth|dob|born/.test(label))
        return [`I was born on ${v}`, `my date of birth is ${v}`, `I was born ${v}`][
          variant % 3
        ] as string;
      if (RANGE_END.test(label)) return `up to ${v}`;
      if (RANGE_START.test(label)) return `from ${v}`;
      // "on January 25, for December 9, 2025" does not say which date is which: beside another
      // date, each says what it is ("due January 25", "with a fulfillment date of December 9").
      if (siblings.some((o) => o !== f && datedApart(o))) {
        if (/^due( date| on| at)?$/.test(label)) return `due ${v}`;
        if (/\S+ (?:date|day|time)$/.test(label)) return `with ${article(label)} ${label} of ${v}`;
      }
      return [`for ${v}`, `on ${v}`][variant % 2] as string;
    case "money":
      // "for $33", but never "for 33": an amount with no currency says what it is (fresh13
      // readers, F: "add a new major purchase goal … for 33" — 33 what?).
      return bareAmount(v) ? `for ${article(label)} ${label} of ${v}` : `for ${v}`;
    case "quantity":
      if (typeof f.value !== "number") return `${v} ${label}`;
      // "3 cups", "2 credits" (a transfer quantity of credits), but never "4 quantities".
      if (GENERIC_COUNT.test(label))
        return goalNoun ? countOf(f.value, goalNoun) : `${v} of ${f.value === 1 ? "it" : "them"}`;
      return countOf(f.value, label.split(" ").pop() ?? label);
    case "measure": {
      // A number says what it measures ("a depth of 12.5 m", "at latitude 47.60621"), never a
      // bare "to 0.98" between other numbers.
      const what = /^(lat|latitude)$/.test(label)
        ? "latitude"
        : /^(lng|lon|long|longitude)$/.test(label)
          ? "longitude"
          : label;
      if (what === "latitude" || what === "longitude") return `at ${what} ${v.replace(/°$/, "")}`;
      return unitLabelPhrase(what, v) ?? `with ${article(what)} ${what} of ${v}`;
    }
    case "free-text":
      if (/query|q|search|keyword/.test(label)) return `anything about "${v}"`;
      if (/reason|purpose/.test(label)) return `it's about ${v}`;
      if (/message|text|body|content|announcement/.test(label))
        return [`saying "${v}"`, `with the message "${v}"`][variant % 2] as string;
      // "with the body "…"": only a text's own name goes before its quote.
      return TEXT_NOUN.test(label.split(" ").pop() ?? "")
        ? `with the ${label} "${v}"`
        : `saying "${v}"`;
    case "category":
    case "status":
      if (/^(on|off)$/i.test(v))
        return f.atGoal ? `to switch it ${v.toLowerCase()}` : `switched ${v.toLowerCase()}`;
      // "list the programmes for the android platform in the backend category", never a second
      // clause stuck on with a comma ("…, it's in the urgent category": fresh13 readers, F).
      if (/category$/.test(label)) return `in the ${v} category`;
      if (KIND_LABEL.test(label)) {
        // A media type is said as the file's kind: "it's a PDF", never "it's an application/pdf".
        const format = FILE_FORMATS.find((x) => x.mime === v.toLowerCase())?.ext.toUpperCase();
        if (format) return `it's ${article(format)} ${format}`;
        // `shipType` SHIP_LIGHT_HAULER: the value names its kind first ("it's a ship light
        // hauler", fresh51 dev); the kind is what the request is about, so "it's a light hauler".
        const kind = label.replace(/\s*\b(?:type|kind|class|category|sort|variant)$/, "");
        const own =
          kind && kind !== label && v.toLowerCase().startsWith(`${kind.toLowerCase()} `)
            ? v.slice(kind.length + 1)
            : v;
        // An enum member's compound ("repository-analysis") is a modifier: "it's a
        // repository-analysis one", never "It's a repository-analysis." (fresh64 readers, F).
        return /^[a-z]+(?:-[a-z]+)+$/.test(own)
          ? `it's ${article(own)} ${own} one`
          : `it's ${article(own)} ${own}`;
      }
      // "in size 42", "with priority 3" — never "and size 42" chained like a form's fields.
      if (typeof f.value === "number")
        return /(?:^| )(?:size|width|length|fit)$/.test(label)
          ? `in ${label} ${v}`
          : `with ${label} ${v}`;
      if (/(^| )(priority|level|tier|size|mode|class|plan|severity)$/.test(label))
        // "with priority 91", never "with 91 priority" (fresh57 readers, F).
        return /^\d+$/.test(v)
          ? `with ${label.split(" ").pop()} ${v}`
          : `with ${v} ${label.split(" ").pop()}`;
      return byRole(f, v);
    case "time":
      return `at ${v}`;
    case "label":
      // A second name of the record ("Conversational name of the Account") is no "named": "add a
      // new account named "Hogwarts"", then "What should I call it?" for its name (fresh50 dev).
      if (SECOND_NAME.test(label)) return `with the ${label} "${v}"`;
      return [`called "${v}"`, `named "${v}"`][variant % 2] as string;
    case "flag":
      return flagPhrase(label, f.value === true);
    default:
      if (typeof f.value === "boolean") return flagPhrase(label, f.value);
      // "weekly" says itself; a number of them does not ("called "Google Ads", 33, for Dec 27":
      // fresh13 readers, F) and is said with its label.
      if (/^(repeat|frequency|recurrence|recurring)$/.test(label) && typeof f.value === "string")
        return v;
      return byRole(f, v);
  }
}

/** Labels for a login name: the user's own ("my username is …"), or the account a goal is about. */
const LOGIN_LABEL = /^(?:user ?name|login|login name|handle|screen name|user login)$/;
/** A setting said as how the thing comes out, by the last word of its label. */
const UNIT_SETTING = /^(?:units?|unit of measure|measurement unit|uom)$/;
const FORM_SETTING =
  /^(?:format|output|output format|response format|file format|export format|encoding)$/;
const MANNER_SETTING = /^(?:orientation|layout|style|alignment|align|direction|theme)$/;
const INTENSITY_SETTING = /^(?:strength|intensity|speed|quality|roast|grind)$/;
const REPEAT_SETTING = /^(?:repeat|repeats|frequency|recurrence|recurring|recurs)$/;

/** Unit symbols that are also words or unclear alone ("in", "pt"): said in full. */
const UNIT_WORDS: Record<string, string> = {
  in: "inches",
  ft: "feet",
  yd: "yards",
  mi: "miles",
  pt: "points",
  px: "pixels",
  lb: "pounds",
  lbs: "pounds",
  oz: "ounces",
};

/** A unit setting's value in words ("the unit to inches", never "the unit to in"). */
function unitName(f: FactPhrase): string | undefined {
  const label = f.label.toLowerCase();
  if (typeof f.value !== "string") return undefined;
  if (!UNIT_SETTING.test(label) && !UNIT_SETTING.test(label.split(" ").pop() ?? ""))
    return undefined;
  return UNIT_WORDS[f.value.toLowerCase()];
}

/**
 * A value that says how something is done or comes out, in the words people use for it (fresh11
 * and bundled-example readers marked "for the CM unit", "for the URL output", "for the portrait
 * orientation", "for the regular strength", "for the weekdays repeat", "for the wraynor
 * username" as a form's slot): "in cm", "as a link", "in portrait orientation", "at regular
 * strength", "repeating on weekdays", "my username is wraynor". Undefined for anything else.
 */
function settingPhrase(f: FactPhrase, v: string, goalNoun?: string): string | undefined {
  const one = Array.isArray(f.value) && f.value.length === 1 ? f.value[0] : f.value;
  if (typeof one !== "string" || !v || /\s{2}|["<>{}]/.test(v) || v.split(" ").length > 3)
    return undefined;
  const label = f.label.toLowerCase();
  const last = label.split(" ").pop() ?? label;
  if (LOGIN_LABEL.test(label)) {
    // An account the goal is about is named ("the user wraynor"); otherwise it is the user's own.
    if (goalNoun && (PERSON.test(goalNoun) || /^(?:account|profile)$/.test(goalNoun)))
      return `for user ${v}`;
    return f.personal !== false ? `my username is ${v}` : `for user ${v}`;
  }
  if (typeof f.kind === "string" && !["category", "status", "other"].includes(f.kind))
    return undefined;
  const raw = one;
  if (UNIT_SETTING.test(label) || UNIT_SETTING.test(last)) return `in ${unitName(f) ?? raw}`;
  if (FORM_SETTING.test(label) || FORM_SETTING.test(last)) {
    if (/^(?:url|uri|link|href)$/i.test(raw)) return "as a link";
    return `as ${v}`;
  }
  const said = v.toLowerCase() === raw.toLowerCase() ? raw.toLowerCase() : v;
  if (MANNER_SETTING.test(last)) return `in ${said}${said.endsWith(last) ? "" : ` ${last}`}`;
  if (INTENSITY_SETTING.test(last)) return `at ${said}${said.endsWith(last) ? "" : ` ${last}`}`;
  // "list the runs that are completed", never "for the completed state".
  if (/^(?:state|states|status|statuses)$/.test(last) && /^[a-z][a-z -]*$/i.test(said))
    return Array.isArray(f.value) || f.atGoal === false ? `that are ${said}` : `marked ${said}`;
  if (REPEAT_SETTING.test(last)) {
    if (/^(?:once|one[- ]time|never|none)$/i.test(said)) return "just once";
    // "weekdays", "mondays": a plural of days repeats on them; "daily", "weekly" say themselves.
    return /(?:days|ends)$/.test(said) ? `repeating on ${said}` : `repeating ${said}`;
  }
  return undefined;
}

/**
 * How a person states an enum code by the meaning the doc gives it (`state` 3 = "Accepted",
 * `privacy` 3 = "Private", `latencyMode` 2 = "High latency"): "marked as accepted", "it's private",
 * "in high latency mode" — never "the state to 3" or "privacy 3". `spoken` is the meaning as
 * said (lower case but for acronyms), `phrase` the words that add it to a request.
 */
export function codedPhrase(label: string, meaning: string): { spoken: string; phrase: string } {
  const m = meaning
    .split(" ")
    .map((w) => (/^[A-Z][a-z]+$/.test(w) ? w.toLowerCase() : w))
    .join(" ");
  const last = label.split(" ").pop() ?? label;
  const ends = (w: string) => m.toLowerCase().split(" ").pop() === w;
  if (/^(?:state|status)$/.test(last)) return { spoken: m, phrase: `marked as ${m}` };
  if (/^(?:privacy|visibility|access)$/.test(last)) return { spoken: m, phrase: `it's ${m}` };
  if (last === "mode") return { spoken: m, phrase: `in ${m}${ends("mode") ? "" : " mode"}` };
  if (/^(?:type|kind|class|category|sort)$/.test(last))
    return { spoken: m, phrase: `of the ${m}${ends(last) ? "" : ` ${last}`}` };
  return { spoken: m, phrase: `with ${article(label)} ${label} of ${m}` };
}

/** A date fact said as a bare "on …" / "for …" (not a range end, not a birthday). */
function datedApart(f: FactPhrase): boolean {
  return (
    (f.kind === "date" || f.kind === "datetime") &&
    !RANGE_END.test(f.label) &&
    !RANGE_START.test(f.label) &&
    !/birth|dob|born/.test(f.label)
  );
}

/** Words that end a label for a code rather than the thing ("account code", "word id"). */
const CODE_WORD = /\s+(?:code|id|key|number|no|ref|reference|identifier)$/;

/**
 * A value worked into the sentence by what it does, not read out after its parameter name:
 * "from account SA-2494", "to account DA-4040", "the image at https://…", "for the word "happy"",
 * "for account holder AH-2231" — never "with <param> <value>".
 */
function byRole(f: FactPhrase, v: string): string {
  const label = f.label.toLowerCase();
  const noun = label.replace(CODE_WORD, "") || label;
  // A language said by name: "in English", "into Portuguese".
  // A language code is said by its name ("fr" → "in French"), never "for language fr".
  const lang = /^[A-Z]/.test(v) ? v : languageName(v);
  if (/(^| )lang(uage)?s?$/.test(noun) && lang)
    return /^(?:target|to|destination)\b/.test(noun) ? `into ${lang}` : `in ${lang}`;
  const from = /^(?:source|from|origin|sender|sending|paying|payer|debit)\s+(.+)$/.exec(noun);
  if (from) return `from ${from[1]} ${v}`;
  // Where a trip or a conversion starts and ends is said as that: "from FRA to MAD", "to EUR" —
  // never "for LH, MAD3 and FRA" or "for the EUR target" (fresh23/fresh26 readers, F).
  if (/^(?:origin|source|from|departure|base)$/.test(noun) && !/\s/.test(v)) return `from ${v}`;
  if (/^(?:destination|target|to|arrival)$/.test(noun) && !/\s/.test(v)) return `to ${v}`;
  // A search term is what is looked for: "matching "Darnell Gutkowski"", never "for the
  // Darnell Gutkowski search".
  if (/^(?:search|query|q|keyword|keywords|term|search term|search query)$/.test(noun))
    return `matching "${v}"`;
  // Who a message comes from is said as that: "from YourCompany", never "for the YourCompany
  // sender" (fresh12 readers, F).
  if (/^(?:sender|from|sender name)$/.test(noun) && !/^\d+$/.test(v)) return `from ${v}`;
  const to =
    /^(?:destination|target|to|recipient|receiving|receiver|payee|beneficiary)\s+(.+)$/.exec(noun);
  if (to) return `to ${to[1]} ${v}`;
  if (f.kind === "url" || /^https?:\/\//.test(v)) return `at ${v}`;
  // A code names its thing: "for account holder AH-2231", "for scan 56"; words are quoted:
  // "for the word "happy"".
  const numeric = typeof f.value === "number";
  // A country given by its code is the country, whatever the label calls the code ("country iso",
  // "country iso2 code"): "in the United States", never "for country iso US" (fresh21 readers, F).
  const land =
    /(?:^| )countr(?:y|ies)(?: |$)/.test(noun) &&
    ((/^[a-z]{2}$/i.test(v) && countryOfCode(v.toUpperCase())) || countryByName(f.value));
  if (land) return `in ${countryName(land)}`;
  // A screen size is said as one: "at a 1024x768 resolution", never a bare "for 1024x768".
  if (/^\d{3,5} ?[x×] ?\d{3,5}$/.test(v)) return `at a ${v} resolution`;
  // The value is the noun's own word ("tunnel" of `tunnel_identifier`): it is a name, quoted —
  // never "for tunnel tunnel".
  if (CODE_WORD.test(label) && label !== noun && v.toLowerCase() === noun)
    return `for the ${noun} named "${v}"`;
  if (
    CODE_WORD.test(label) &&
    label !== noun &&
    !/\s/.test(v) &&
    !(numeric && NUMBER_WORD.test(label))
  )
    return `for ${noun} ${v}`;
  if (numeric) return numberPhrase(label, v);
  // "25mm" for "margin right" is a measure: "with a right margin of 25mm".
  if (/^-?\d+(?:\.\d+)?\s?(?:mm|cm|px|pt|in|em|%)$/i.test(v)) {
    const side = /^(.+) (left|right|top|bottom)$/.exec(label);
    return numberPhrase(side ? `${side[2]} ${side[1]}` : label, v);
  }
  // "for the user "Dayne Wilderman"": a person is named, not quoted after a field name.
  if (PERSON.test(noun) && /^[A-Z][a-z'-]+(?: [A-Z][a-z'-]+){1,2}$/.test(v)) return `for ${v}`;
  // "value", "content", "data": the label says nothing the quoted value does not.
  // A record's own value is what it holds: "a new variable set to "42"", never "for "42"".
  if (/^(?:value|content|contents|data|input|payload)$/.test(noun))
    return noun === "value" ? `set to "${v}"` : `for "${v}"`;
  return attachedValue(noun, v);
}

/**
 * "the keys for the tyk api", never "the tyk keys for the tyk api": a path prefix every
 * operation shares is said once, with the record it belongs to.
 */
export function withoutSharedPrefix(text: string): string {
  // "the bare metal node pools for my bare metal cluster": a prefix of two words is the thing's
  // own kind ("bare metal"), not the owner's name said twice — never "the metal node pools".
  return ownerSaidOnce(text).replace(
    /\bthe ([a-z]{3,}) ((?:[a-z]+ ){0,2}[a-z]+) (for|on|of|in|under) (the|my) \1 (?=([a-z]+))/gi,
    (m, first: string, rest: string, prep: string, det: string, next: string) =>
      rest.split(" ")[0]?.toLowerCase() === next.toLowerCase() ||
      // "the channel named web in the channel group Sales": a record's name, no prefix.
      /^(?:named|called) /.test(rest)
        ? m
        : `the ${rest} ${prep} ${det} ${first} `,
  );
}

/**
 * The record a thing belongs to said once: "the owners of the org named X", never "the owners
 * of an organization for the org named X"; "a new run for the task named X", never "a new task
 * run for the task named X" (blind readers, F).
 */
export function ownerSaidOnce(text: string): string {
  const same = (a: string, b: string) => {
    const x = singular(a.toLowerCase());
    const y = singular(b.toLowerCase());
    return x === y || clippedFormOf(y, x);
  };
  return text
    .replace(
      /\b(of|for|in) an? ([a-z]+) (?:for|of|in|on) the ([a-z]+) (named|called)\b/gi,
      (m, prep: string, a: string, b: string, how: string) =>
        same(a, b) ? `${prep} the ${b} ${how}` : m,
    )
    .replace(
      /\b(the|an?) (new )?([a-z]{3,}) ([a-z]{3,}) (for|of|in|on) the ([a-z]{3,}) (named|called)\b/gi,
      (m, det: string, fresh: string | undefined, a: string, thing: string, prep, b, how) =>
        same(a, b)
          ? `${/^an?$/i.test(det) ? article(thing) : det} ${fresh ?? ""}${thing} ${prep} the ${b} ${how}`
          : m,
    );
}

/** A filter's verb said as one: "excluding meadow", "including drafts". */
const FILTER_VERB: Record<string, string> = {
  exclude: "excluding",
  excludes: "excluding",
  excluding: "excluding",
  without: "excluding",
  except: "excluding",
  include: "including",
  includes: "including",
  including: "including",
};
/** Labels for where something is: the value is a place ("in Australia"). */
const PLACE_LABEL =
  /^(?:country|region|city|state|location|market|area|territory|province|suburb|town|district|county|neighbou?rhood)$/;

/** Values that are no noun's modifier: a time word, an adverb, a glued "by month" (`bymonth`). */
const ADVERB_VALUE =
  /^(?:by(?:day|week|month|year|hour|minute|date|name|type|assay|structure|substance)[a-z_]*|today|yesterday|tomorrow|now|tonight|all|any|none|both|either|neither)$/;

/** Labels of a file that say nothing of its part ("file", "filename", "upload"). */
const PLAIN_FILE =
  /^(?:file|files|filename|file name|path|file path|upload|attachment|document|doc|data|content|contents|body|input|source|media|blob|binary|payload)$/;

/**
 * The part a file plays, by its label: "thumbnail" of `thumbnailfile`, "preview" of
 * `previewfile`, "video" of `videofile`; undefined for a label that only says "file".
 */
export function fileRole(label: string): string | undefined {
  const l = label.toLowerCase().trim();
  if (PLAIN_FILE.test(l)) return undefined;
  const role = l.replace(/ ?(?:file|filename|file name|path|upload|attachment)s?$/, "").trim();
  return /^[a-z]{4,}(?: [a-z]{3,})?$/.test(role) && !PLAIN_FILE.test(role) ? role : undefined;
}

/**
 * A value attached to what it is, the way a person says it (readers marked "for the cohort
 * "blca"", "for the domain "chilly-bin.name"", "for the ref2 "Toronto custom"" as a form): "for
 * the BLCA cohort", "on chilly-bin.name", "in Australia", "excluding meadow", "for gene
 * GEN-7380" — no quotes around an ordinary value, and no parameter identifier (`ff`, `ref2`,
 * `ec`) said as a noun: then the value stands alone ("for Toronto custom").
 */
export function attachedValue(noun: string, v: string): string {
  const verb = FILTER_VERB[noun];
  if (verb) return `${verb} ${v}`;
  // A record said by its kind and id ("contact 0mcekm3zuu of organization yp70y9crpj") names
  // itself: never "with contact 0mcekm3zuu as the contact", "with organization 8ii6 as the
  // resource" (fresh60 readers, F).
  if (SPOKEN_RECORD.test(v)) return `for ${v}`;
  // "list the chores that repeat weekly", never "list the chores for Weekly" (fresh57 readers, F).
  if (/^(?:hourly|daily|weekly|fortnightly|monthly|quarterly|yearly|annually)$/i.test(v))
    return `that repeat ${v.toLowerCase()}`;
  // A file is what the thing is made from: "upload an image from product-shot.jpg" (its
  // extension is no host's: "on product-shot.jpg" read as a web site — fresh16).
  const ext = /\.([a-z0-9]{2,5})$/i.exec(v)?.[1]?.toLowerCase();
  if (ext && FILE_FORMATS.some((f) => f.ext === ext) && !/^https?:/i.test(v)) {
    // A file with a part to play says it: "with site-visit.jpg as the thumbnail" — never a run
    // of "from team-photo.jpg … from site-visit.jpg" (b52 readers, F).
    const role = fileRole(noun);
    return role ? `with ${v} as the ${role}` : `from ${v}`;
  }
  // A file's kind is what it is: "as a PDF", never "for the PDF file extension".
  const kind = FILE_FORMATS.find((f) => f.ext === v.toLowerCase().replace(/^\./, ""));
  if (kind && /(?:^| )(?:extension|format|file type|type)$/.test(noun))
    return `as ${article(kind.ext)} ${kind.ext.toUpperCase()}`;
  // A host or domain is where things are: "the groups on chilly-bin.name".
  if (/^[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}$/i.test(v)) return `on ${v}`;
  // "for DUNS 627350651", never "with 627350651 duns": a string of five digits and more names a
  // thing, it counts nothing (fresh57 readers, F).
  if (/^\d{5,}$/.test(v)) return `for ${inputNoun(noun)} ${v}`;
  if (/^-?\d+(?:\.\d+)?$/.test(v)) return numberPhrase(noun, v);
  // An email is given as one, never quoted after a field name ("for the email "a@b.com"").
  if (/^[^\s@"]+@[^\s@"]+\.[a-z]{2,}$/i.test(v)) return `with email ${v}`;
  // A street address is where the thing is: "at 194 King St, Sydney 2045, Australia".
  if (/(?:^| )address$/.test(noun) && /^\d+[a-z]?\s+\S.*,/i.test(v)) return `at ${v}`;
  // A filter on places (`countries`) names a place as one too: "in France", never "for the
  // France country" (fresh12 sample, F).
  // A country code, however it was spoken ("us"), is the country: "in the United States",
  // never "for the US country" (fresh14 readers' F).
  // "address country", "billing country": the last word says it is a country (fresh19 readers, F:
  // "for the SK address country").
  const land =
    singular(noun.split(" ").pop() ?? noun) === "country" &&
    ((/^[a-z]{2}$/i.test(v) && countryOfCode(v.toUpperCase())) || countryByName(v));
  if (land) return `in ${countryName(land)}`;
  if (PLACE_LABEL.test(singular(noun)) && /^[A-Z]/.test(v)) return `in ${v}`;
  // A label no person says ("ff", "ref2", "ec", "cid"): the value alone says what it is.
  // Markup or code is quoted text, and the writer's "convert this HTML: …" needs it so.
  if (/[<>{}[\]]/.test(v)) return `for the ${noun} "${v}"`;
  // "q artist" is the artist searched for: a one-letter word is a parameter's prefix.
  const head = noun
    .split(" ")
    .filter((w) => w.length > 1)
    .join(" ");
  const last = head.split(" ").pop() ?? "";
  const parameterId = !head || /\d/.test(last) || last.length <= 3 || !/[aeiouy]/.test(last);
  if (parameterId) return `for ${v}`;
  // A word, a term, a title: the quoted text is the thing ("for the word "happy"").
  if (TEXT_NOUN.test(last)) return `for the ${head} "${v}"`;
  // "the api channel" for `channels`; a two-word label keeps its words ("canonical smiles"); a
  // noun said only in the plural keeps it ("for mobile rights", never "for the mobile right").
  const pluralOnly = isPluralOnly(head);
  const one =
    !head.includes(" ") && !pluralOnly && isPlural(head) && singular(head) !== head
      ? singular(head)
      : head;
  // A filter's catch-all ("availability=all") is no setting: "across all availabilities", never
  // "with all as the availability" (fresh57 readers, F).
  const every = /^(?:all|both|any|either)$/i.exec(v)?.[0].toLowerCase();
  if (every)
    return every === "all" || every === "both"
      ? `across ${every} ${plural(one)}`
      : `of ${every} ${one}`;
  if (pluralOnly && /^[\p{L}\d][\p{L}\d-]*$/u.test(v)) return `for ${v} ${inputNoun(one)}`;
  // A record named by its own name: "for the Boston box", not "for the Boston box box".
  const tail = v.toLowerCase().split(" ").pop() ?? "";
  if (v.includes(" ") && singular(tail) === singular(one.split(" ").pop() ?? ""))
    return `for the ${v}`;
  // A code with digits names its thing after the noun: "for the gene GEN-7380"; one item of a
  // list is one thing ("for the tag key TAG-1247", never "for the tag keys TAG-1247": fresh59 and
  // fresh60 first drafts, F).
  if (/\d/.test(v) && !/\s/.test(v)) {
    const lastWord = one.split(" ").pop() ?? "";
    const item =
      one.includes(" ") && !pluralOnly && isPlural(lastWord) && singular(lastWord) !== lastWord
        ? `${one.slice(0, -lastWord.length)}${singular(lastWord)}`
        : one;
    return `for the ${item} ${v}`;
  }
  // An enum that picks what sort of thing is meant (`entity`: `RetirementExpenses`) is that thing:
  // "for retirement expenses", never "for the retirement-expenses entity" (fresh73 readers, F).
  if (META_NOUN.test(one) && /^[a-z]+(?:-[a-z]+)+$/.test(v)) return `for ${v.replace(/-/g, " ")}`;
  const words = v.split(" ");
  if (words.length <= 3 && /^[\p{L}\d][\p{L}\d' &-]*$/u.test(v)) {
    // An abbreviation is said in capitals ("BLCA", "RPKM", "API"), a word as it is.
    const said =
      words.length === 1 && /^[a-z]{2,6}$/.test(v) && !/[aeiou][a-z]*[aeiou]/.test(v)
        ? v.toUpperCase()
        : v;
    // A name or an abbreviation goes before its noun ("the BLCA cohort", "the LH catalogue"); a
    // plain word or phrase does not ("for the today time frame", "for the keep everything
    // extractor", "for the bymonth range": fresh22/fresh23/fresh26 readers, F): it is said as
    // what the noun is ("with today as the time frame").
    if (words.length === 1 && !ADVERB_VALUE.test(v.toLowerCase())) return `for the ${said} ${one}`;
    // A name in capitals says what it is: "for Emilio Barrows", never "with Emilio Barrows as the
    // personal name full".
    if (words.every((x) => /^[A-Z][\p{L}'-]*$/u.test(x))) return `for ${v}`;
    return `with ${ADVERB_VALUE.test(v.toLowerCase()) ? v : said} as the ${one}`;
  }
  return `for the ${one} "${v}"`;
}

/** Labels that name a sort of thing, not a thing: its value is the thing. */
const META_NOUN = /^(?:entity|entity type|object|object type|kind|sort|resource type)$/;

/** A record said by its kind and an id with a digit, as `speakValue` says a resource path. */
const SPOKEN_RECORD = /^[a-z]+(?: [a-z]+)? (?=[\w.-]*\d)[\w.-]+(?: (?:of|in) .+)?$/;

/**
 * A number said with what it measures: "16 images in total" (a total count), "with sequence
 * number 78" (a number that is itself a name), "with a margin of 10" — never "for margin 10"
 * or "for totalimagecount 16".
 */
/** Labels for a number that says where a thing comes in a run ("sequence number", "index"). */
const NUMBER_WORD = /^(?:(.+) )?(?:sequence number|sequence no|sequence|seq|index|position|rank)$/;

function numberPhrase(label: string, v: string): string {
  const total = /^(?:total (.+?)(?: count| number)?|(?:number|count) of (.+)|(.+) count)$/.exec(
    label,
  );
  const counted = total?.[1] ?? total?.[2] ?? total?.[3];
  const many = (noun: string) => (v === "1" ? singular(noun) : plural(singular(noun)));
  // "number of images" is how many the user wants ("with 2 images"); a total is of a whole.
  if (total?.[2]) return `with ${v} ${many(total[2])}`;
  if (counted) return `${v} ${many(counted)} in total`;
  // "as number 78 in the sequence", never the form's "with sequence number 78".
  // Only a whole number places a thing in a run; a "z index" of 1.4 is a setting.
  const place = NUMBER_WORD.exec(label);
  if (place && /^\d+$/.test(v) && (place[1] ?? "sequence").length >= 3)
    return `as number ${v} in the ${place[1] ?? "sequence"}`;
  // "with an x of 36" reads a one-letter field's name out: "at x-position 36" (b52 readers, F).
  if (/^[xyz]$/.test(label)) return `at ${label}-position ${v}`;
  // "with 89 files added", never "with a files added of 89".
  const head = label.split(" ")[0] ?? "";
  if (isPlural(head) && singular(head) !== head) return `with ${v} ${label}`;
  return unitLabelPhrase(label, v) ?? `with ${article(label)} ${label} of ${v}`;
}

/**
 * A reason as a person gives it: a noun phrase is what it is about ("It's about a customer
 * request."), a deed is the user's ("I ordered the wrong size."), a state is the thing's ("It's no
 * longer needed.") — never "It's about an ordered the wrong size" (fresh41 dev, taxamo refunds).
 */
export function reasonSentence(v: string): string {
  const [first = "", second = ""] = v.split(/\s+/);
  const lower = v.charAt(0).toLowerCase() + v.slice(1);
  if (/^[A-Za-z]+ed$/.test(first) && /^(?:the|a|an|my|our|it|too|twice|by)$/i.test(second))
    return `I ${lower}.`;
  if (/^(?:no|not|too|never|already|still|out)$/i.test(first)) return `It's ${lower}.`;
  return `It's about ${spokenNounPhrase(v)}.`;
}

/**
 * An ARN the user pastes, said with what it names: "It should run as my ingest-role IAM role
 * (arn:aws:iam::…:role/ingest-role)." — never put in a slot for words ("You can describe it as
 * "arn:…"", fresh62 readers F/U). Other ARNs are handed over under their label's words.
 */
function arnSentence(v: string, label: string): string | undefined {
  const arn = /^arn:[\w-]+:([\w-]+):[\w-]*:\d*:([\w-]+)[/:]([\w+=,.@/-]+)$/.exec(v);
  if (!arn) return undefined;
  const [, service, type, name] = arn;
  const own = name?.split("/").pop() ?? "";
  if (service === "iam" && type === "role" && own)
    return /execution|run|job/.test(label)
      ? `It should run as my ${own} IAM role (${v}).`
      : `Please use my ${own} IAM role (${v}).`;
  const what = label.replace(/\s*\barn\b\s*/g, " ").trim() || "resource";
  return `The ${what} to use is ${v}.`;
}

/**
 * A fact said in its own sentence ("It's about a persistent headache."). `reads`: the goal only
 * looks at what it is given, so a text is handed over ("Here's the text: …"), never wished for
 * as a message's wording ("I'd like it to say …", fresh22 readers, F).
 */
function factSentence(f: FactPhrase, variant: number, reads = false): string {
  const v = factMention(f);
  const end = /[.!?]$/.test(v) ? "" : ".";
  if ((f.kind === "date" || f.kind === "datetime") && f.atGoal === false) {
    if (RANGE_END.test(f.label)) return `Anything up to ${v} is fine.`;
    if (RANGE_START.test(f.label)) return `Anything from ${v} works for me.`;
    return `Around ${v}, ideally.`;
  }
  if ((f.kind === "category" || f.kind === "status") && f.atGoal === false) {
    const phrase = factPhrase(f, variant);
    return /^(?:as|set to|repeating|marked|that are) /.test(phrase)
      ? phraseSentence(phrase)
      : `${phrase}.`;
  }
  if (f.kind === "url" || /^https?:\/\//.test(v)) {
    const what = f.label.replace(/\s*\b(?:url|uri|link|href)\b\s*/g, " ").trim();
    if (!what) return `Here's the link: ${v}.`;
    return [`The ${what} is at ${v}.`, `Here's the ${what}: ${v}.`][variant % 2] as string;
  }
  const arn = arnSentence(v, f.label);
  if (arn) return arn;
  if (f.kind === "free-text") {
    if (/query|q|search|keyword/.test(f.label)) return `I'm looking for anything about "${v}".`;
    if (reads && /message|text|body|content|document|html|sentence/.test(f.label))
      return [
        `Here's the text: "${v}"${end}`,
        `This is the text: "${v}"${end}`,
        `The text reads: "${v}"${end}`,
      ][variant % 3] as string;
    if (/message|text|body|content|announcement/.test(f.label))
      return [
        `I'd like it to say "${v}"${end}`,
        `Here's the text: "${v}"${end}`,
        `The wording I have in mind: "${v}"${end}`,
      ][variant % 3] as string;
    if (/reason|purpose/.test(f.label)) return reasonSentence(v.replace(/[.!?]$/, ""));
    if (/note|comment/.test(f.label)) return `Please add a note: "${v}"${end}`;
    // "Put "…" as the description." fills in a form; a person says what it is.
    return [`It's for "${v}".`, `You can describe it as "${v}".`][variant % 2] as string;
  }
  const phrase = factPhrase(f, variant);
  // "It's with a depth of 12.5 m." is no sentence: "It has a depth of 12.5 m."
  if (f.kind === "measure" && /^with an? /.test(phrase)) return `It has ${phrase.slice(5)}.`;
  // "Called "Harbor Noun"." is a fragment: "It's called "Harbor Noun"."
  if (/^(?:called|named) /.test(phrase)) return `It's ${phrase}.`;
  // "It's for the word "happy"." — a bare prepositional phrase is no sentence.
  return phraseSentence(phrase);
}

/** A fact's phrase as a sentence of its own: "It's for the word "happy".", never a fragment. */
function phraseSentence(phrase: string): string {
  // "It's for the word "happy"." — a bare prepositional phrase is no sentence.
  if (/^(?:for|from|to|at|in|into|with|set to|repeating|marked) /.test(phrase))
    return `It's ${phrase}.`;
  // "As a link." and "That are completed." are fragments.
  if (/^as /.test(phrase)) return `I'd like it ${phrase}.`;
  const only = /^that are (.+)$/.exec(phrase);
  if (only) return `Only the ${only[1]} ones.`;
  return `${phrase}.`;
}

/**
 * Facts after a verb phrase: prepositional phrases as a list, a clause ("to switch it off") last
 * and not joined by "and" ("at 7:15 pm to switch it off", never "to switch it off and at 7:15 pm").
 */
function factList(items: string[]): string {
  const clause = (x: string) => /^to [a-z]+ it\b/.test(x);
  // "it's a coffee maker" is a sentence of its own, set off by a comma.
  const aside = (x: string) => /^it's /.test(x);
  // "from account 1 to account 2" is one phrase; "with a height of 45 cm and a width of 3 cm"
  // says its preposition once.
  const plain: string[] = [];
  let withRun = false;
  // "from January 23 and up to January 24" is one range: "from January 23 to January 24".
  const hasFrom = items.some((y) => /^from /.test(y) && !/ to /.test(y));
  const ranged = items.map((y) => (hasFrom && /^up to /.test(y) ? y.slice(3) : y));
  for (const x of ranged.filter((y) => !clause(y) && !aside(y))) {
    const fromTo = plain.findIndex((y) => /^from /.test(y) && !/ to /.test(y));
    const toFrom = plain.findIndex((y) => /^to (?![a-z]+ it\b)/.test(y) && !/ from /.test(y));
    const measured = /^with an? [a-z ]+ of /.test(x);
    if (/^to (?![a-z]+ it\b)/.test(x) && fromTo >= 0) plain[fromTo] = `${plain[fromTo]} ${x}`;
    else if (/^from /.test(x) && toFrom >= 0) plain[toFrom] = `${x} ${plain[toFrom]}`;
    else plain.push(withRun && measured ? x.slice(5) : x);
    // "with a black background and a height of 92 cm": one "with" for the run.
    withRun = measured || /^with an? [a-z]+ [a-z]+$/.test(x);
  }
  const main = [phraseRuns(pairedNouns(namesFirst(plain))), ...items.filter(clause)]
    .filter(Boolean)
    .join(" ");
  return [main, ...items.filter(aside)].filter(Boolean).join(", ");
}

/**
 * A name after a "with" phrase names that phrase's noun: "a new pipeline with at least 3 units
 * named "web-pipeline"" names the units. The record's name goes before its "with" phrases.
 */
function namesFirst(items: string[]): string[] {
  const named = (x: string) => /^(?:named|called|titled) /.test(x);
  const firstWith = items.findIndex((x) => /^with(?:out)? /.test(x));
  const firstName = items.findIndex(named);
  if (firstWith < 0 || firstName < firstWith) return items;
  const rest = items.filter((x) => !named(x));
  rest.splice(firstWith, 0, ...items.filter(named));
  return rest;
}

/**
 * Two things of one kind said once: "for the drugs Amlodipine and Levothyroxine", never "for the
 * Amlodipine drug and for the Levothyroxine drug" (the bundled clinic's drug pair, which the form
 * check rightly drops).
 */
function pairedNouns(items: string[]): string[] {
  const out: string[] = [];
  for (const x of items) {
    const m = /^for the (.+) ([a-z]+)$/.exec(x);
    const k = out.findIndex((y) => m && new RegExp(`^for the .+ ${m[2]}$`).test(y));
    if (!m || k < 0) {
      out.push(x);
      continue;
    }
    const first = /^for the (.+) ([a-z]+)$/.exec(out[k] as string);
    out[k] = `for the ${plural(m[2] as string)} ${first?.[1]} and ${m[1]}`;
  }
  return out;
}

/** The word a prepositional (or "named …") phrase opens with, lowercase; undefined for others. */
const PHRASE_HEAD =
  /^(for|from|to|at|in|into|on|onto|with|without|by|under|as|about|near|over|within|between|during|after|before|since|until|named|called|titled|repeating)\s/;

/**
 * Prepositional phrases in a row, each on its own: "the statistic from January 12 on
 * treutel.org", "the movie for tt1285016 with a year of release of 2006" — never "from January 12
 * and on treutel.org" (fresh46/fresh50 readers F: "and" between phrases that say different things
 * of one goal). Phrases with the same preposition are a list: "for order 7 and for order 9".
 */
function phraseRuns(items: string[]): string {
  const runs: string[][] = [];
  let last: string | undefined;
  for (const x of items) {
    const head = PHRASE_HEAD.exec(x)?.[1];
    const run = runs[runs.length - 1];
    if (run && head && last && head !== last) runs.push([x]);
    else if (run) run.push(x);
    else runs.push([x]);
    last = head;
  }
  return runs.map(englishList).join(" ");
}

/** Verbs that open a flag's name as a noun more often than as a verb ("order notes", "file upload"). */
const VERB_AS_NOUN =
  /^(?:new|file|order|book|place|rate|review|comment|quote|return|issue|set|mark|play|post|list|show|check|turn|look|track|trigger|request|search|query|lookup|get)$/;

/** "only active ones" / "not just active ones", "on sale" / "not on sale", "with express". */
function flagPhrase(label: string, on: boolean): string {
  const only = /^(.*) only$|^only (.*)$/.exec(label);
  if (only) {
    const what = only[1] ?? only[2] ?? label;
    return on ? `only ${what} ones` : `all of them, not just ${what} ones`;
  }
  if (/^(on|in|at) /.test(label)) return on ? label : `not ${label}`;
  // "use admin access" → "with admin access"; a bare "write" → "with write turned on".
  const what = label.replace(/^(use|is|has|enable|enabled|include|allow|show|with|do|should) /, "");
  // "accept fees and charges" is something done: "accepting fees and charges", never "with
  // accept fees and charges" (fresh14 readers' F). A noun first ("order notes") stays a thing.
  const [first = "", second = ""] = what.split(" ");
  const doing =
    what === label &&
    second !== "" &&
    baseVerb(first) === first &&
    !VERB_AS_NOUN.test(first) &&
    !/(?:ed|able|ing)$|^(?:only|on|off|mode|flag|status|type|id|enabled|disabled)$/.test(second);
  if (doing) {
    // "sending an invite", never "sending invite": one thing of a countable kind takes its article.
    const object = what.slice(first.length + 1);
    const counted =
      !object.includes(" ") && !isPlural(object) && !isUncountable(object)
        ? `${article(object)} ${object}`
        : object;
    const act = `${presentParticiple(first)} ${counted}`;
    return on ? act : `without ${act}`;
  }
  // `isFacilitator`, `facilitators=false`: a role a person has, never a switch ("with
  // facilitator turned off", "the false facilitator": fresh19 readers, F).
  const role = singular(what);
  if (!what.includes(" ") && ROLE_NOUN.test(role))
    return `${on ? "with" : "without"} the ${role} role`;
  // `activate=false`: a deed switched off is not done — "without activating it", never "with
  // activate turned off" (fresh57 readers, F).
  if (
    what === label &&
    !what.includes(" ") &&
    baseVerb(what) === what &&
    !VERB_AS_NOUN.test(what) &&
    !/^(?:include|test|debug|expand|limit|filter|sort|count|page|cache|log|trace|wait|retry|force|run|start|stop|use|need|want|match|group)$/.test(
      what,
    )
  )
    return on ? `and ${what} it` : `without ${presentParticiple(what)} it`;
  if (!what.includes(" ")) return on ? `with ${what} turned on` : `with ${what} turned off`;
  return on ? `with ${what}` : `without ${what}`;
}

/**
 * A country a doc writes as an identifier (`UnitedStates`, "united-states", "united_kingdom"): its
 * English name, or undefined when the words name no country.
 */
function countryByName(raw: unknown): string | undefined {
  if (typeof raw !== "string" || raw.length < 4 || raw.length > 40) return undefined;
  const words = raw
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .replace(/[-_]+/g, " ")
    .trim();
  const code = regionCodeOfName(words);
  return code ? countryOfCode(code) : undefined;
}

/** A country as said in a sentence: "the United States", "the Netherlands", "Spain". */
function countryName(name: string): string {
  return /^(?:United|Netherlands|Philippines|Czech Republic|Dominican Republic|Central African|Bahamas|Gambia|Maldives|UK$|US$|USA$|UAE$)/.test(
    name,
  )
    ? `the ${name}`
    : name;
}

/** Verbs of a goal that only find something out: its request asks for what it wants to know. */
const FINDING_VERB =
  /^(?:check|list|find|get|look up|work out|estimate|calculate|compute|tell|show|see|view|read|fetch|search|query|count|validate|verify|convert|translate|infer|guess|predict|detect|analy[sz]e|recogni[sz]e|classify|identify|compare|preview|download|export|generate|summari[sz]e|track)$/;

/**
 * A read whose goal is an act ("stop the scan page", "clean all scans", a GET that stops a
 * scan): the request asks for the act, not for the status it reports — readers marked "What is
 * the status of the scan page for scan 2?" answered by a call that stops it.
 */
function actsOnIt(goal: ToolWords): boolean {
  return goal.kind === "read" && !goal.question && !FINDING_VERB.test(goal.phrase.verb);
}

/** Address parts said as one address, in the order people write them. */
const ADDRESS_ORDER = ["line1", "line2", "city", "state", "postal", "zip", "country"];

function addressOf(parts: FactPhrase[]): string {
  const rank = (f: FactPhrase) => {
    const i = ADDRESS_ORDER.findIndex((k) => f.label.replace(/ /g, "").includes(k));
    return i < 0 ? ADDRESS_ORDER.length : i;
  };
  const sorted = [...parts].sort((a, b) => rank(a) - rank(b));
  const out: string[] = [];
  for (const f of sorted) {
    const said = factMention(f);
    const prev = sorted[sorted.indexOf(f) - 1];
    // "Denver, CO 80202": a state and its postcode go together.
    if (prev && /state|region|province/.test(prev.label) && /postal|zip/.test(f.label))
      out[out.length - 1] = `${out[out.length - 1]} ${said}`;
    else if (!out.includes(said)) out.push(said);
  }
  return out.join(", ");
}

/** The address a group of parts belongs to ("operating address"), from their shared key. */
function addressName(f: FactPhrase): string {
  const parent = f.key.split(".").slice(1, -1).pop() ?? "";
  const words = identifierWords(parent.replace(/\[\d*\]$/, ""));
  return words.length && words[words.length - 1] === "address" ? words.join(" ") : "address";
}

type Frame = (vp: string) => string;

/** Openers per register; each wraps the goal's verb phrase ("book an appointment …"). */
const FRAMES: Record<Register, Frame[]> = {
  brief: [
    (vp) => `Please ${vp}.`,
    (vp) => `Can you ${vp}?`,
    (vp) => `I need to ${vp}.`,
    (vp) => `Could you ${vp}?`,
    (vp) => `I want to ${vp}.`,
  ],
  chatty: [
    (vp) => `Hi! I was hoping you could ${vp} for me.`,
    (vp) => `Hey there — I'd love it if you could ${vp}.`,
    (vp) => `Hello! So, I'd like to ${vp}, if that's possible.`,
    (vp) => `Hi, quick favour: could you ${vp}?`,
  ],
  polite: [
    (vp) => `Could you please ${vp}?`,
    (vp) => `Would you mind helping me ${vp}?`,
    (vp) => `I'd be grateful if you could ${vp}.`,
    (vp) => `Good afternoon, would you be able to ${vp}?`,
  ],
  impatient: [
    (vp) => `I need you to ${vp}, quickly please.`,
    (vp) => `Just ${vp}, please, I'm in a hurry.`,
    (vp) => `${vp}, now please.`,
    (vp) => `Can you ${vp} already? I've been waiting.`,
  ],
};

/** A second goal in a later turn, building on the first. */
const ALSO_FRAMES: Frame[] = [
  (vp) => `Thanks! While you're at it, could you also ${vp}?`,
  (vp) => `Great. And could you ${vp} too?`,
  (vp) => `Perfect. One more thing: please ${vp}.`,
  (vp) => `Thanks. Can you also ${vp}?`,
];
type AskFrame = (what: string, of: string, be: string) => string;
const ALSO_ASKS: AskFrame[] = [
  (w, o) => `Thanks! And what's the ${w}${o}?`,
  (w, o) => `Great. Could you also tell me the ${w}${o}?`,
  (w, o) => `Perfect. One more thing: what's the ${w}${o}?`,
  (w, o) => `Thanks. And the ${w}${o}?`,
];

/** A fact that says what a random pick is about: a GIF's `tag`, a quote's `topic`, a search's `q`. */
const TOPIC_LABEL =
  /^(tags?|topics?|keywords?|q|query|search|search term|term|phrase|s|category|theme)$/i;
/** A fact that says how suitable a pick must be: a content `rating`. */
const RATING_LABEL = /^(content |age |maturity )?rating$/i;

type RandomFrame = (thing: string, ask: string) => string;
const RANDOM_FRAMES: RandomFrame[] = [
  (t, a) => `Could you find me ${t}${a ? ` and tell me its ${a}` : ""}?`,
  (t, a) => `Send me ${t}, please${a ? ` — what's its ${a}?` : "."}`,
  (t, a) => `I'd like ${t}.${a ? ` What's its ${a}?` : ""}`,
  (t, a) => `Can you pull up ${t}${a ? ` and give me its ${a}` : ""}?`,
];

/**
 * A request for one thing picked at random ("Could you find me a random GIF about cats, rated
 * pg?"): its topic and rating narrow the draw, none names the thing, and what is asked is the
 * picked one's. "What's the source and username for draft?" asked a random lookup as if the
 * tag named one GIF (fresh70 blind readers F/G/A on every Giphy sample).
 */
function randomRequest(draft: RequestDraft, thing: string, seed: number, attempt: number): string {
  const said = draft.facts.filter((f) => !f.inside && factMention(f).trim() !== "");
  const topics = said.filter((f) => TOPIC_LABEL.test(f.label));
  const ratings = said.filter((f) => RATING_LABEL.test(f.label));
  const others = said.filter((f) => !topics.includes(f) && !ratings.includes(f));
  const about = topics.length > 0 ? ` about ${englishList(topics.map(factMention))}` : "";
  const rated = ratings.length > 0 ? ` that's rated ${englishList(ratings.map(factMention))}` : "";
  const rest =
    others.length > 0 ? ` ${englishList(others.map((f, i) => factPhrase(f, seed + i)))}` : "";
  const what = `a random ${thing}${about}${rated}${rest}`;
  const asks = englishList((draft.asks ?? []).map(askLabel));
  return pick(RANDOM_FRAMES, seed, attempt, 23)(what, asks);
}

/** Question forms for what a read/compute goal asks ("What's the status of my order?"). */
const ASK_FRAMES: Record<Register, AskFrame[]> = {
  brief: [
    (w, o) => `What's the ${w}${o}?`,
    (w, o) => `Can you tell me the ${w}${o}?`,
    (w, o) => `I need the ${w}${o}.`,
    (w, o) => `What is the ${w}${o}?`,
  ],
  chatty: [
    (w, o, be) => `Hi! I was wondering what the ${w}${o} ${be}.`,
    (w, o) => `Hey — could you find out the ${w}${o} for me?`,
    (w, o) => `Hello! Quick question: what's the ${w}${o}?`,
    (w, o) => `Hi there, I'm curious about the ${w}${o}. Could you check?`,
  ],
  polite: [
    (w, o) => `Could you please tell me the ${w}${o}?`,
    (w, o) => `Would you mind checking the ${w}${o} for me?`,
    (w, o) => `I'd be grateful if you could look up the ${w}${o}.`,
    (w, o, be) => `May I ask what the ${w}${o} ${be}?`,
  ],
  impatient: [
    (w, o) => `What's the ${w}${o}? I need it now.`,
    (w, o) => `Just tell me the ${w}${o}, please.`,
    (w, o) => `I need the ${w}${o}, quickly.`,
    (w, o) => `Tell me the ${w}${o} already.`,
  ],
};

/** Labels a person asks "how much" and "how long" about. */
const COST_LABEL = /^(?:cost|price|fee|total|amount|charge)$/;
const TAKES_LABEL =
  /^(?:number of (?:days|hours|minutes|weeks)|duration|transit time|delivery time)$/;
/** Frames for an embedded question ("how much the shipping will cost and how long it will take"). */
const HOW_FRAMES: Frame[] = [
  (q) => `Can you tell me ${q}?`,
  (q) => `I'd like to know ${q}.`,
  (q) => `Could you find out ${q}?`,
  (q) => `Would you mind checking ${q}?`,
];
const ALSO_HOW: Frame[] = [
  (q) => `Thanks! And could you tell me ${q}?`,
  (q) => `Perfect. One more thing: can you find out ${q}?`,
  (q) => `Great. Could you also check ${q}?`,
  (q) => `Thanks. Can you also find out ${q}?`,
];

/** Words before "name" that say which of a thing's own names it is, not whose (`display name`). */
const OWN_NAME =
  /^(?:display|full|first|last|given|family|user|file|host|domain|screen|nick|short|long|legal|common|friendly|official|real|sort|code|brand|trade)$/;

/**
 * A name of another thing than the goal's (`accountName` beside a project's build cache) says
 * whose: "for the account "FeodorFitsner"", never "named "FeodorFitsner"" as if the cache were
 * called that (fresh52 dev).
 */
function ownerNamed(f: FactPhrase, goalNoun: string): string | undefined {
  const owner = nameOwner(f, goalNoun);
  return owner ? `for the ${owner} "${factMention(f)}"` : undefined;
}

/** Whose name a fact is when it names another thing than the goal's (`accountName` → "account"). */
export function nameOwner(
  f: Pick<FactPhrase, "kind" | "label">,
  goalNoun: string,
): string | undefined {
  if (f.kind !== "label" || SECOND_NAME.test(f.label)) return undefined;
  const owner = /^([a-z]+) name$/.exec(f.label)?.[1];
  if (!owner || OWN_NAME.test(owner)) return undefined;
  const goal = goalNoun
    .toLowerCase()
    .split(/\s+/)
    .map((x) => singular(x));
  return goal.includes(singular(owner)) ? undefined : owner;
}

/**
 * What the goal's thing is of the record a request names, when it is kept under it: "build cache"
 * of a project for `project build cache`; undefined when the goal's thing is that record.
 */
export function keptUnder(goalNoun: string, targetNoun: string): string | undefined {
  const goal = goalNoun.toLowerCase().split(/\s+/);
  const owner = targetNoun.toLowerCase().split(/\s+/);
  if (goal.length <= owner.length || owner.some((x, i) => singular(goal[i] ?? "") !== singular(x)))
    return undefined;
  return goal.slice(owner.length).join(" ");
}

/** Question forms for how many things a named record has ("How many rooms does … have?"). */
const HOW_MANY: Record<Register, ((things: string, owner: string) => string)[]> = {
  brief: [
    (t, o) => `How many ${t} does ${o} have?`,
    (t, o) => `Can you tell me how many ${t} ${o} has?`,
  ],
  chatty: [
    (t, o) => `Hi! Quick question: how many ${t} does ${o} have?`,
    (t, o) => `Hey — could you find out how many ${t} ${o} has?`,
  ],
  polite: [
    (t, o) => `Could you please tell me how many ${t} ${o} has?`,
    (t, o) => `Would you mind checking how many ${t} ${o} has?`,
  ],
  impatient: [
    (t, o) => `How many ${t} does ${o} have? I need it now.`,
    (t, o) => `Just tell me how many ${t} ${o} has, please.`,
  ],
};

/**
 * Whether a name is free, asked as a person asks it ({@link ToolWords.nameCheck}): "Is the name
 * "remote-cert" still free for a provisioning service?" — never "the reason of the … name
 * availability named …" (fresh73 readers, F). `n` is the quoted name, else "a name I want".
 */
const NAME_FREE_FRAMES: Record<Register, ((n: string, a: string) => string)[]> = {
  brief: [
    (n, a) => `Is the name ${n} still free for ${a}?`,
    (n, a) => `Can you check whether the name ${n} is still available for ${a}?`,
    (n, a) => `I'd like to use ${n} as the name of ${a}. Is it still free?`,
  ],
  chatty: [
    (n, a) => `Hi! Could you check if the name ${n} is still free for ${a}?`,
    (n, a) => `Hey — I want to call ${a} ${n}. Is that name still available?`,
  ],
  polite: [
    (n, a) => `Could you please check whether the name ${n} is still available for ${a}?`,
    (n, a) => `Would you mind checking if ${n} is still free as the name of ${a}?`,
  ],
  impatient: [
    (n, a) => `Is the name ${n} free for ${a} or not?`,
    (n, a) => `Quick check: is ${n} still available as a name for ${a}?`,
  ],
};

/**
 * A catalog of kinds asked as a person asks it: "What kinds of life insurance policies are there
 * in the United States?", never "list the life insurance policy types for the united-states
 * country" (NaviPlan Fact Finder, 14 of 40 fresh73 tasks). `w` is where, with its preposition.
 */
const KINDS_FRAMES: Record<Register, ((kinds: string, w: string) => string)[]> = {
  brief: [
    (k, w) => `What kinds of ${k} are there${w}?`,
    (k, w) => `Which kinds of ${k} can I choose from${w}?`,
  ],
  chatty: [
    (k, w) => `Hi! What kinds of ${k} can I pick from${w}?`,
    (k, w) => `Hey — could you tell me what kinds of ${k} there are${w}?`,
  ],
  polite: [
    (k, w) => `Could you tell me what kinds of ${k} are available${w}?`,
    (k, w) => `Would you mind listing the kinds of ${k} I can choose from${w}?`,
  ],
  impatient: [
    (k, w) => `What kinds of ${k} are there${w}? Just the list, please.`,
    (k, w) => `Which kinds of ${k} are on offer${w}?`,
  ],
};

/**
 * The things a list of kinds sorts ("life insurance policies" for a list of "life insurance policy
 * types"), when the request is that list and nothing else: no record named, nothing left to ask.
 */
function kindsListed(draft: RequestDraft): string | undefined {
  const g = draft.goal;
  if (draft.kind !== "request" || g.kind !== "list" || g.phrase.verb !== "list") return undefined;
  if (draft.targets.length > 0 || draft.pending || draft.asks?.length) return undefined;
  const sorted = /^([a-z][a-z ]*?) (?:type|kind|category)$/.exec(g.noun.toLowerCase())?.[1];
  if (!sorted || sorted.split(" ").length > 4) return undefined;
  const words = sorted.split(" ");
  words[words.length - 1] = plural(singular(words[words.length - 1] as string));
  return words.join(" ");
}

/** The name a name check asks about, among the facts the user states. */
function checkedName(draft: RequestDraft, facts: FactPhrase[]): FactPhrase | undefined {
  const input = draft.goal.nameCheck?.input;
  if (!input) return undefined;
  return facts.find(
    (f) => f.key.split(".").pop() === input && (typeof f.value === "string" || f.spoken),
  );
}

const CLOSERS: Record<Register, string[]> = {
  brief: ["", "", "Thanks.", ""],
  chatty: ["Thanks so much!", "You're a star.", "Thanks a lot!", "Cheers!"],
  polite: ["Thank you.", "Thank you very much.", "Many thanks.", "Thanks in advance."],
  impatient: ["", "Thanks.", "", ""],
};

/** A thing a service hands out as an address to open: a presigned URL, a share link. */
const LINK_NOUN = /(?:^| )(?:url|uri|link)$/i;

/** The label of where a secret is kept ("secret arn", "secret name"): said as the secret. */
const KEPT_SECRET = /^(secret|key|certificate) (?:arn|name)$/;

/** The label of what sort of link a service makes ("url type"). */
const LINK_KIND = /^(?:url|uri|link) (?:type|kind)$/;

/** Facts that fit after the verb phrase ("… for Feb 6 at 3:30 pm") vs. those said in their own sentence. */
const INLINE: ReadonlySet<FieldRole | undefined> = new Set([
  "date",
  "datetime",
  "money",
  "quantity",
  "measure",
  "time",
  "label",
  "flag",
  "category",
  "status",
  undefined,
  "other",
  "code",
  "duration",
  "reference",
]);

/**
 * The goal as a verb phrase: what the user wants done, on which record, with the facts that
 * belong to it ("change the city on my address to Jamarstead").
 */
function verbPhrase(
  draft: RequestDraft,
  facts: FactPhrase[],
  variant: number,
  notes?: TargetNotes,
): string {
  const w = draft.goal;
  const last = draft.targets[draft.targets.length - 1];
  // The ids of the very things the goal acts on name them: "remove scheduled message 16",
  // "send image 83" — never "remove my scheduled message for scheduled message 16".
  const selfAt =
    w.kind === "create" || w.kind === "list" || (last && w.kind !== "action")
      ? -1
      : facts.findIndex(
          (f) =>
            f.atGoal !== false &&
            namesGoal(f.label, w.noun) &&
            (f.kind === "reference" ||
              (wordValued(f) && (w.kind === "delete" || w.kind === "read"))),
        );
  const selfRef = facts[selfAt];
  // "place an order for 2 of the product called Ridge Mid", never "… for the product called Ridge
  // Mid 2 of them" (examples readers, F): a bare count in one item of a list counts what that
  // item names.
  const counts = itemCounts(draft.targets, facts, w.kind === "action" ? w.noun : undefined);
  const given = facts.filter((f, i) => i !== selfAt && ![...counts.values()].includes(f));
  // One of a named thing is that thing ("one product called Ridge Mid"), never "one of the
  // product called Ridge Mid" (examples run, issue 12); more are "2 of the Ridge Mid".
  const counting = (t: FactPhrase, said: string) => {
    const n = counts.get(t)?.value;
    if (typeof n !== "number") return said;
    const named = /^the ([a-z][a-z ]*) ((?:called|named) .+)$/.exec(said);
    if (!named) return `${n === 1 ? "one" : n} of ${said}`;
    const name = (named[2] ?? "").replace(/^(?:called|named) /, "");
    return n === 1 ? `one ${named[1]} ${named[2]}` : `${n} of the ${name}`;
  };
  // "remove the word "gather"", never "remove my word … and for the word "gather"".
  const selfNamed = !selfRef
    ? ""
    : selfRef.kind !== "reference"
      ? `the ${selfRef.label} "${factMention(selfRef)}"`
      : `${Array.isArray(selfRef.value) && selfRef.value.length > 1 ? plural(selfRef.label) : selfRef.label} ${factMention(selfRef)}`;
  const named = last
    ? last.via
      ? `the same ${last.via} as ${targetPhrase(last, variant, notes)}`
      : counting(last, targetPhrase(last, variant, notes))
    : "";
  const target = named || (w.kind === "action" ? "" : selfNamed);
  const also = draft.targets.slice(0, -1).map((t) => {
    if (t.via) return `with the same ${t.via} as ${targetPhrase(t, variant, notes)}`;
    // "… 3 of the product called X to my address in Toronto": counted goods go to an address.
    const to =
      ["move", "reschedule", "transfer", "assign", "change"].includes(w.verb ?? "") ||
      (counts.size > 0 && /\baddress$/.test(t.noun ?? ""));
    const said = counting(t, targetPhrase(t, variant, notes));
    if (!to && t.noun && PROVIDER.test(t.noun)) return `with ${said}`;
    return `${to ? "to" : /^(my|the) /.test(said) ? "with" : "for"} ${said}`;
  });
  // Only an action counts its own things ("transfer 2 credits"); an order's quantity is of goods.
  const counted = w.kind === "action" ? w.noun : undefined;
  const said = [
    ...also,
    ...given.map((f, i) => ownerNamed(f, w.noun) ?? factPhrase(f, variant + i, counted, given)),
  ];
  // "my orders", but not "my jockeys": only records people own are "mine".
  const mine =
    w.mine === true ||
    ((draft.facts.some((f) => f.personal) || draft.pending?.personal === true) &&
      OWNED.test(w.noun));
  // A second goal with no record of its own acts on the one the conversation is about.
  const own =
    target ||
    (w.kind === "create" || w.kind === "list" ? "" : draft.kind === "also" ? "it" : `my ${w.noun}`);
  const join = (...parts: string[]) => parts.filter(Boolean).join(" ");
  switch (w.kind) {
    case "create": {
      // "submit a travel expense", "request an unpaid leave": the kind goes before the noun.
      const sort = given.find(
        (f) =>
          f.atGoal !== false &&
          f.kind === "category" &&
          KIND_LABEL.test(f.label) &&
          !/^(other|misc|general|none|unknown)$/i.test(String(f.value)),
      );
      // "generate 2 images", never "add a new image 2 images": how many of the goal's things.
      const many = said.findIndex(
        (x, i) =>
          i >= also.length &&
          /^(?:with )?\d+ \S+$/.test(x) &&
          namesGoal(x.split(" ").pop() ?? "", w.noun),
      );
      const others = said.filter(
        (_, i) => i !== many && (!sort || given[i - also.length] !== sort),
      );
      const howMany = many >= 0 ? (said[many] as string).replace(/^with /, "") : "";
      // A dotted event code is said as its words: "a new user signup message", never "a new
      // user.signup message" (Svix's eventType; words53's check marks the code as form wording).
      const sortWords = sort
        ? factMention(sort).replace(/^([a-z]+)(?:[._]([a-z]+))+$/, (m) => m.replace(/[._]/g, " "))
        : "";
      // A link a service signs (a presigned URL) is got, not added, and its kind says what it
      // opens: "get a link to the flink dashboard of the application called X", never "add a
      // new flink dashboard url application presigned url" (fresh61 readers, F and B).
      if (LINK_NOUN.test(w.noun)) {
        const opens = sortWords.replace(/\s*\b(?:url|uri|link)$/i, "");
        const place = opens
          ? target
            ? `the ${opens} of ${target}`
            : draft.kind === "also"
              ? `its ${opens}`
              : `the ${opens}`
          : target;
        return join(place ? `get a link to ${place}` : "get a new link", factList(others));
      }
      // A sort the noun starts with is said by it: "add a new app service plan", never "a new app
      // app service plan" (an App Service plan of kind "app", fresh72 dev).
      const sortSaid =
        sortWords !== "" && w.noun.toLowerCase().startsWith(`${sortWords.toLowerCase()} `);
      const head = sort
        ? `${w.phrase.verb} ${w.phrase.verb === "add" ? "a new" : article(sortSaid ? w.noun : sortWords)} ${sortSaid ? "" : `${sortWords} `}${w.noun}`
        : howMany && !howMany.startsWith("1 ")
          ? `${w.phrase.verb} ${howMany}`
          : w.phrase.text;
      // "order 3 of the product called X to my address in Toronto": the goods counted come
      // first, the place they go to after.
      // The item's other facts go with it: "one of the Cloud Trainer 2 in size 41 to my address".
      const items = new Set(
        draft.targets.filter((t) => counts.has(t)).map((t) => itemOf(t.key) ?? ""),
      );
      const inItem = (k: number) =>
        k < also.length
          ? counts.has(draft.targets[k] as FactPhrase)
          : items.has(itemOf(given[k - also.length]?.key ?? "") ?? "-");
      const first = said.filter((x, k) => inItem(k) && others.includes(x));
      const rest = others.filter((x) => !first.includes(x));
      if (last && counts.has(last)) return join(head, `for ${target}`, ...first, factList(rest));
      const to = first.length && last?.noun && /\baddress$/.test(last.noun) ? "to" : "for";
      return join(head, ...first, target ? `${to} ${target}` : "", factList(rest));
    }
    case "update": {
      // Filters used on the way (a device type to narrow a list) are not changes.
      // The resource group is where the record is, never a change: "its resource group name to
      // staging-resource-group" (Azure SQL managed instances, stop 67).
      const changes = given.filter((f) => f.atGoal !== false && !isResourceGroup(f));
      const filters = given
        .filter((f) => f.atGoal === false || isResourceGroup(f))
        .map((f, i) => factPhrase(f, variant + i));
      const tail = [...also, ...filters];
      // "remove the configuration from the device named …": a write that takes a part off the
      // record has no new value to say, only its own act (was "update the device named …").
      if (
        changes.length === 0 &&
        target &&
        w.phrase.verb !== "update" &&
        !sameThing(w.noun, last?.noun ?? "")
      )
        return join(
          `${w.phrase.verb} ${w.phrase.object} ${TAKING_OFF.test(w.phrase.verb) ? "from" : "on"} ${target}`,
          factList(tail),
        );
      return join(updatePhrase(w, changes, own, draft.pending), factList(tail));
    }
    case "delete": {
      // A thing kept under the record named (a project's build cache) is removed "of" it: "remove
      // the project named Project Orion" deleted the cache, not the project (fresh52 dev).
      const part = target && last?.noun ? keptUnder(w.noun, last.noun) : undefined;
      const link = part ? undefined : linkRemoval(w, draft.targets, variant, notes);
      if (link) return join(link, factList(said.slice(also.length)));
      return join(`${w.phrase.verb} ${part ? `the ${part} of ${target}` : own}`, factList(said));
    }
    case "list": {
      // A status the list is filtered by goes before the noun: "the paid expenses", never
      // "the expenses for the status "paid"".
      const state = given.findIndex(
        (f) =>
          f.kind === "status" &&
          typeof f.value === "string" &&
          !/^(on|off)$/i.test(f.value) &&
          /^[a-z][a-z ]{1,20}$/i.test(factMention(f)),
      );
      const adj = state >= 0 ? factMention(given[state] as FactPhrase).toLowerCase() : "";
      // "check which permissions I have on my application": a question is asked as it is, with the
      // record named where the phrase names it (never "list the which permissions …", nor "… on my
      // application for my application 80612": fresh72 App Hub, dropped as form wording).
      const question = /^(?:which|what|whether|how)\b/i.exec(w.phrase.object);
      if (question) {
        const mineAt = /\bmy [a-z ]+$/i.exec(w.phrase.object);
        const mine = mineAt?.[0].toLowerCase() ?? "\0";
        const isMine = (x: string) => x.toLowerCase().replace(/^for /, "").startsWith(mine);
        const at = said.findIndex((x) => typeof x === "string" && isMine(x));
        const own = target && isMine(target) ? target : at >= 0 ? String(said[at]) : undefined;
        const named =
          own && mineAt
            ? `${w.phrase.object.slice(0, mineAt.index)}${own.replace(/^for /, "")}`
            : undefined;
        return join(
          `${w.phrase.verb} ${named ?? w.phrase.object}`,
          target && own !== target ? `for ${target}` : "",
          factList(said.filter((_, k) => k !== at)),
        );
      }
      const obj = listObject(w, mine);
      const withState = adj ? obj.replace(/^((?:the|my) )?/, (d) => `${d || "the "}${adj} `) : obj;
      // "check the services for account 7" says no goal (fresh12 readers, G): a list is listed.
      // "list the count of domains" reads a field out (fresh22 readers, F): the domains are counted.
      const count = /^((?:the|my) )?count of (?:the )?(.+)$/.exec(withState);
      const verb = count
        ? "count"
        : /^(?:check|get|fetch|retrieve|view|see)$/i.test(w.phrase.verb)
          ? "list"
          : w.phrase.verb;
      return join(
        `${verb} ${count ? `${count[1] ?? "the "}${count[2]}` : withState}`,
        target ? `for ${target}` : "",
        factList(state >= 0 ? said.filter((_, k) => k !== state + also.length) : said),
      );
    }
    case "action": {
      const verb = w.phrase.verb;
      // The tool's own noun is left out when the record named is that thing ("cancel the order
      // called …"); a part of another record is said with it: "restart the Airflow web server on
      // the environment …", never "restart the environment …" (fresh72 Cloud Composer).
      const part =
        !!last?.noun && !sameThing(last.noun, w.noun) && !MAKING_VERB.test(verb) && !last.via;
      const obj = w.phrase.object !== `the ${w.noun}` || part ? w.phrase.object : "";
      // What the action makes is its object, the record it runs on comes after "on": "brew 1 cup
      // on the Nursery coffee maker", "play a message on the Nursery speaker" — never "brew the device".
      const made = MAKING_VERB.test(verb) && target && !obj;
      const quantity = (k: number) => given[k - also.length]?.kind === "quantity";
      // "transfer 2 credits from account 1 to account 2": a count of the goal's own things is
      // its object.
      const amount = made
        ? said.findIndex((_x, k) => quantity(k))
        : said.findIndex((x, k) => quantity(k) && namesGoal(x.split(" ").pop() ?? "", w.noun));
      const message = draft.facts.some((f) => f.kind === "free-text");
      // Nothing said of what is made: the tool's own noun is ("brew coffee on the Garage coffee
      // maker"), never the machine as the thing made ("brew the device called …").
      const product = made && !MACHINE_NOUN.test(w.noun) ? w.noun : "";
      const madeObj =
        amount >= 0
          ? (said[amount] as string)
          : message
            ? "a message"
            : product
              ? isUncountable(product)
                ? product
                : `a ${product}`
              : made
                ? "it"
                : "";
      const rest = amount >= 0 ? said.filter((_, k) => k !== amount) : said;
      const core = selfNamed
        ? `${verb} ${selfNamed}${target ? ` on ${target}` : ""}`
        : !target && amount >= 0
          ? `${verb} ${said[amount]}`
          : target
            ? obj
              ? `${verb} ${obj} on ${target}`
              : madeObj && madeObj !== "it"
                ? `${verb} ${madeObj} on ${target}`
                : `${verb} ${target}`
            : `${verb} ${w.phrase.object || `my ${w.noun}`}`;
      return join(core, factList(rest));
    }
    default:
      // "check the site called X", not "check the site for the site called X".
      if (last && sameThing(last.noun, w.noun))
        return join(`${w.phrase.verb} ${target}`, factList(said));
      {
        // "convert this HTML: "<p>…</p>"", never "convert the HTML for the html "<p>…</p>"".
        const head = w.phrase.object.split(" ").pop()?.toLowerCase() ?? "";
        const self = said.findIndex((x) => x.toLowerCase().startsWith(`for the ${head} "`));
        if (!target && self >= 0 && head) {
          const value = (said[self] as string).slice(`for the ${head} `.length);
          const rest = said.filter((_, k) => k !== self);
          const object = w.phrase.object.replace(/^(?:the|a|an|my)\s+/i, "");
          return join(`${w.phrase.verb} this ${object}`, factList(rest), `: ${value}`).replace(
            / :/,
            ":",
          );
        }
      }
      return join(w.phrase.text, target ? `for ${target}` : "", factList(said));
  }
}

/** A person's own details: what "you have on file for me" can be said of. */
const OWN_DETAIL =
  /(?:^| )(?:name|email|address|phone|number|birth|balance|points|membership|plan|subscription|preferences?|settings|profile|account|details|allowance|entitlement)$/;

/**
 * What a read asks about when no record is named: the user's own details are "on file for me";
 * a value the assistant will ask for is "for a name"; anything else needs no words.
 */
function unnamedSubject(draft: RequestDraft): string {
  if (setsApart(draft)) return setApartSubject(draft);
  const p = draft.pending;
  if (p?.personal) return ` for my ${p.label}`;
  if (p) {
    // A record the assistant will ask the name of is the record, not its name field: "the platform
    // for a collection", never "for a collection name" (fresh13 readers, F: "What's the timestamp
    // for a tag name?"). Only a one-word thing: a field that is itself a title ("brand web safe
    // title") would lose its noun ("for a brand web safe").
    const thing = /^([a-z]+) (?:name|title)$/.exec(p.label)?.[1];
    const said =
      thing && !/\b(?:first|last|full|user|display|file|host|domain)$/.test(thing)
        ? thing
        : p.label;
    return ` for ${article(said)} ${said}`;
  }
  if (draft.facts.length > 0) return "";
  const asks = draft.asks ?? [];
  return asks.length > 0 &&
    asks.every((a) => OWN_DETAIL.test(askLabel(a))) &&
    (OWN_RECORD.test(draft.goal.noun) || asks.every((a) => ONLY_OWN.test(askLabel(a))))
    ? " you have on file for me"
    : "";
}

/**
 * Records that are the user's own (their profile, account, balance): only these hold details "on
 * file for me" — never a transcription vocabulary ("what's the name you have on file for me?",
 * Mux fresh38 dev).
 */
/** Details nobody but a person has (a leave balance, a membership), whatever record holds them. */
const ONLY_OWN =
  /(?:^| )(?:birth|balance|points|membership|plan|subscription|allowance|entitlement|preferences?)$/;
const OWN_RECORD = new RegExp(
  `(?:^| )(?:${PERSON_NOUNS}|self|me|balance|points|membership|plan|subscription|preferences?|settings|account|details|allowance|entitlement|credits?|wallet|quota|usage|identity)$`,
);

/** A read of records set apart by their state (a list of blocked numbers): never "on file for me". */
function setsApart(draft: RequestDraft): boolean {
  return draft.goal.kind === "read" && !draft.pending && !!setApartBy(draft.goal.noun);
}

/**
 * A read of records set apart by their state asks about those records, with the word that sets
 * them apart: "the blocked phone number" (an asked thing of the record's own kind takes the word),
 * "the title of the deleted item" — never "the phone number you have on file for me" (bulksms
 * `get_blocked_numbers` — fresh19 readers M/B).
 */
function setApartAsks(draft: RequestDraft, asks: string[]): string[] {
  if (!setsApart(draft)) return asks;
  const noun = draft.goal.noun.toLowerCase();
  const word = setApartBy(noun)!;
  const head = noun.split(" ").pop()!;
  return asks.map((a) => {
    const words = a.toLowerCase().split(" ");
    return words.at(-1) === head && !words.includes(word) ? `${word} ${a}` : a;
  });
}

/** What a read of records set apart asks about, when no asked thing carries their state. */
function setApartSubject(draft: RequestDraft): string {
  const noun = draft.goal.noun.toLowerCase();
  const word = setApartBy(noun)!;
  const asks = setApartAsks(draft, (draft.asks ?? []).map(askLabel));
  if (asks.some((a) => a.toLowerCase().split(" ").includes(word))) return "";
  return ` of ${draft.goal.mine ? "my" : "the"} ${noun}`;
}

/** Goal nouns that name no record of their own ("What's the weather?", not "… of the weather"). */
const NO_RECORD =
  /^(?:weather|forecast|time|status|summary|info|information|data|result|results|stats|statistics|overview|health|balance|rate|rates|price|prices|quote|details|detail|record)$/i;

/**
 * What a read asks about when the user names neither a record nor a value that picks one: "the
 * width, height and margin of the QR code" — never "the width, height and margin" of nothing.
 */
function recordSubject(draft: RequestDraft): string {
  const noun = draft.goal.noun;
  const head = noun.toLowerCase().split(" ").pop() ?? "";
  // "the weather" names nothing to read of; "the credit balance" does.
  if (draft.goal.kind !== "read" || !head || (NO_RECORD.test(head) && !noun.includes(" ")))
    return "";
  // "the volume and power of the device state" (the bundled smart home): fields of a state are
  // the thing's own — "of the device".
  const owner = /^(.+?) (?:state|status|details|info)$/i.exec(noun)?.[1];
  const mine = draft.goal.mine || (owner !== undefined && OWNED.test(owner));
  // "the status of my account", never "May I ask what the status is?" of nothing (Audit Manager's
  // GetAccountStatus, fresh61 readers G/B); "the credit balance" says whose already.
  if ((draft.asks ?? []).some((a) => a.toLowerCase().split(" ").includes(head)))
    return owner && !(draft.asks ?? []).some((a) => a.toLowerCase().includes(owner.toLowerCase()))
      ? ` of ${mine ? "my" : "the"} ${owner}`
      : "";
  return ` of ${draft.goal.mine ? "my" : "the"} ${owner ?? noun}`;
}

/** Verbs whose object is what they make or say, not the device they run on. */
/** Verbs that take a part off a record: "remove the configuration from the device …". */
const TAKING_OFF = /^(?:remove|delete|clear|unset|detach|unassign|unlink|take)$/;
export const MAKING_VERB =
  /^(?:brew|play|speak|say|announce|broadcast|print|cook|bake|make|send|read out)$/;
/** Nouns of the machine an action runs on, never what it makes. */
const MACHINE_NOUN =
  /^(?:device|machine|speaker|printer|appliance|oven|kettle|display|player|maker|coffee maker)$/i;

/** The object of a list goal with its determiner: "the order types", "my orders", "today's racecards". */
function listObject(w: ToolWords, mine: boolean): string {
  const o = w.phrase.object || w.nounPlural;
  if (/^(the|my|a|an) /i.test(o) || /'s?\b/.test(o)) return mine ? o.replace(/^the /, "my ") : o;
  return `${mine ? "my" : "the"} ${o}`;
}

/** Whether an id's label names the goal's things ("image" of "send the images"). */
/** A short text value that is the record itself (a dictionary's word, a tag, a term). */
function wordValued(f: FactPhrase): boolean {
  return (
    typeof f.value === "string" &&
    /^[\p{L}][\p{L}' -]{0,40}$/u.test(f.value) &&
    TEXT_NOUN.test(f.label.split(" ").pop() ?? "")
  );
}

/**
 * A link between records removed as a person says it: the goal's record comes off the others
 * ("remove the label named backend from the bucket named Test bucket") — never "remove the label
 * … with the bucket …", nor the app named when its integration is what goes (b52 readers, F). A
 * record said already as another's container is not said again.
 */
function linkRemoval(
  w: ToolWords,
  targets: readonly FactPhrase[],
  variant: number,
  notes?: TargetNotes,
): string | undefined {
  if (targets.length < 2 || targets.some((t) => t.via)) return undefined;
  let goneAt = -1;
  for (const [k, t] of targets.entries()) if (sameThing(t.noun, w.noun)) goneAt = k;
  const gone = targets[goneAt];
  if (!gone) return undefined;
  const said = (t: FactPhrase) => `${t.noun ?? ""}\u0000${factMention(t)}`;
  const inside = new Set(targets.flatMap((t) => (t.within ? [said(t.within)] : [])));
  const from = targets.filter(
    (t, k) => k !== goneAt && !sameThing(t.noun, w.noun) && !inside.has(said(t)),
  );
  if (from.length === 0) return undefined;
  return `${w.phrase.verb} ${targetPhrase(gone, variant, notes)} ${from.map((t) => `from ${targetPhrase(t, variant, notes)}`).join(" and ")}`;
}

function namesGoal(label: string, noun: string): boolean {
  const a = singular(label.toLowerCase().split(" ").pop() ?? "");
  return a.length > 0 && a === singular(noun.toLowerCase().split(" ").pop() ?? "");
}

/** Whether a record's noun and a goal's noun name the same thing ("site" and "Outpost site"). */
function sameThing(a: string | undefined, b: string): boolean {
  if (!a) return false;
  const x = a.toLowerCase().split(" ").pop();
  const y = b.toLowerCase().split(" ").pop();
  return x !== undefined && x === y;
}

/** "change the city on my address to Jamarstead", "switch the Garage light off". */
function updatePhrase(
  w: ToolWords,
  changes: FactPhrase[],
  own: string,
  pending: FactPhrase | undefined,
): string {
  const onOff = changes.find((f) => /^(on|off)$/i.test(String(f.value)));
  if (onOff && changes.length === 1) return `switch ${own} ${String(onOff.value).toLowerCase()}`;
  // A code said by its meaning: "mark it as rejected", "make it private" — not "the state to 2".
  const coded = changes.length === 1 ? changes[0]?.phrase : undefined;
  const marked = coded ? /^marked as (.+)$/.exec(coded) : null;
  if (marked) return `mark ${own} as ${marked[1]}`;
  const made = coded ? /^it's (.+)$/.exec(coded) : null;
  if (made) return `make ${own} ${made[1]}`;
  if (changes.length === 0) {
    if (pending?.atGoal) return `change the ${pending.label} on ${own}`;
    if (["move", "reschedule"].includes(w.verb ?? "")) return `move ${own}`;
    return `update ${own}`;
  }
  // A yes/no setting is turned on or off, never changed "to without switch state"; so is an
  // "on"/"off" switch ("update the anonymous of my configuration to on", issue 12).
  const switched = (f: FactPhrase) =>
    typeof f.value === "boolean" || /^(?:on|off)$/i.test(String(f.value));
  const isOn = (f: FactPhrase) => f.value === true || /^on$/i.test(String(f.value));
  const flags = changes.filter(switched);
  const values = changes.filter((f) => !switched(f));
  const turned = flags.map((f) => `turn ${isOn(f) ? "on" : "off"} the ${switchName(f.label)}`);
  if (values.length === 0) return `${englishList(turned)} on ${own}`;
  // "the message type of my default message type", "the destination name of my event
  // destination": a field that names the thing itself is the thing — "change my default message
  // type to …", "rename my event destination to Reykjavik" (fresh59 drafts, F).
  const sole = values.length === 1 && turned.length === 0 ? values[0] : undefined;
  if (sole && own !== "it") {
    const ownWords = new Set(
      own
        .toLowerCase()
        .split(/\s+/)
        .map((x) => singular(x)),
    );
    const words = sole.label.toLowerCase().split(/\s+/);
    const naming = /^(?:name|title)$/.test(words[words.length - 1] ?? "");
    const rest = naming ? words.slice(0, -1) : words;
    if (rest.length > 0 && rest.every((x) => ownWords.has(singular(x))))
      return `${naming ? "rename" : "change"} ${own} to ${unitName(sole) ?? factMention(sole)}`;
  }
  // "change its title to #support", "update the city of my address to Jamarstead" — never a
  // form's row "update the title to #support on it" (fresh19/fresh20 readers, F).
  const joined = englishList(
    values.map((f, i) =>
      own === "it" || i > 0
        ? `its ${f.label} to ${unitName(f) ?? factMention(f)}`
        : `the ${f.label} of ${own} to ${unitName(f) ?? factMention(f)}`,
    ),
  );
  const head = `${w.phrase.verb === "change" ? "change" : pickVerb(w)} ${joined}`;
  return turned.length ? `${head} and ${englishList(turned)}` : head;
}

/**
 * A switch said by what it switches: "turn off the deletion protection", never "turn off the
 * deletion protection enabled" (`DeletionProtectionEnabled`, a field's name read out).
 */
export function switchName(label: string): string {
  return label.replace(/\s+(?:enabled|enable|flag|active)$/i, "") || label;
}

function pickVerb(w: ToolWords): string {
  return ["move", "reschedule", "rename", "adjust"].includes(w.verb ?? "") ? "change" : "update";
}

/** Records that are a site with an address of its own (a charging location, a store, an office). */
const SITE =
  /^(?:location|site|venue|store|shop|office|warehouse|station|branch|building|facility|property|restaurant|hotel|depot|clinic|hospital|pharmacy|school|campus|plant|factory|outlet|premises)s?$/;

/** Personal facts (name, email, birth date) and address parts, each said once in its own sentence. */
function aboutMe(
  facts: FactPhrase[],
  register: Register,
  seed: number,
  attempt: number,
  goalNoun = "",
): string | undefined {
  // A site's own address is where it is, not the user's: "update the country of the location
  // called Bins, Mills and Carroll … my address is Denver, 80236" (eDRV, fresh54 dev, F).
  const site = SITE.test(goalNoun.split(" ").pop() ?? "");
  const me = facts.filter(
    (f) => f.kind !== "address-part" && (f.personal || f.kind === "email" || f.kind === "phone"),
  );
  const address = facts.filter((f) => f.kind === "address-part");
  // "In case it helps, named "Summit Fact"." is a fragment: "it's called "Summit Fact"".
  const parts = me
    .map((f, i) => factPhrase(f, seed + attempt + i))
    .map((p) => (/^(?:called|named) /.test(p) ? `it's ${p}` : p))
    // "Oh, and with a control set named …" is a fragment: "it has a control set named …".
    .map((p) => (/^with an? /.test(p) ? `it has ${p.slice(5)}` : p));
  // One address per record it belongs to: "my operating address is …, my shipping address is …".
  const groups = new Map<string, FactPhrase[]>();
  for (const f of address) groups.set(addressName(f), [...(groups.get(addressName(f)) ?? []), f]);
  for (const [name, group] of groups)
    parts.push(
      // A country alone is no address: "I'm in the United States", never "my address is United States".
      group.every((f) => /country|region|nation/.test(f.label)) && groups.size === 1
        ? `I'm in ${countryName(addressOf(group))}`
        : site && name === "address" && group.every((f) => f.atGoal !== false)
          ? `it's ${group.some((f) => /line|street|address/.test(f.label)) ? "at" : "in"} ${addressOf(group)}`
          : name === "address" && groups.size === 1
            ? `my address is ${addressOf(group)}`
            : `my ${name} is ${addressOf(group)}`,
    );
  if (parts.length === 0) return undefined;
  const lead = pick(
    register === "chatty"
      ? ["Oh, and ", "By the way, ", "", "Just so you know, "]
      : register === "polite"
        ? ["For reference, ", "", "In case it helps, ", ""]
        : ["", "", "", ""],
    seed,
    attempt,
    4,
  );
  return tidySentence(`${lead}${englishList(parts)}.`);
}

/** Nouns for dates kept under a verb's name: people ask for the "start time", not the "started". */
const EVENT_NOUN: Record<string, string> = {
  started: "start time",
  completed: "completion time",
  finished: "finish time",
  ended: "end time",
  created: "creation date",
  updated: "last update",
  modified: "last change",
  closed: "closing time",
  opened: "opening time",
  submitted: "submission date",
  published: "publication date",
  deleted: "deletion date",
  scheduled: "scheduled time",
};

/** What a person calls an asked-for field ("started" → "start time"). */
export function askLabel(label: string): string {
  // A field named by its unit ("ppm") is asked as what it holds: "the value in ppm".
  if (UNIT_LABEL.test(label)) return `value in ${label}`;
  // "the distance, lat and lon": coordinates are asked in words.
  if (/^(?:lat|latitude)$/.test(label)) return "latitude";
  if (/^(?:lon|lng|long|longitude)$/.test(label)) return "longitude";
  // "the address country of the creditor" is a field's name: the creditor's country.
  const place = /^(?:[a-z]+ )?address (country|city|region|postal code)$/.exec(label)?.[1];
  if (place) return place;
  // "the cost and days of the shipping": a count named by its unit is asked as a count.
  if (/^(?:days|hours|minutes|weeks|months|nights)$/.test(label)) return `number of ${label}`;
  // "the created date and contributor of the piece": `createdDate` read out; people say "the
  // creation date" (fresh69 readers, F).
  const done = eventOfTimeLabel(label);
  if (done && EVENT_NOUN[done] && !/^(?:last|first) /.test(label)) return EVENT_NOUN[done];
  return EVENT_NOUN[label] ?? label;
}

/** Goal kinds that only look at what they are given. */
const READS = new Set(["read", "list", "compute"]);

/** The offline, template-based writer: goal first, then what a person knows, in their register. */
/** Words an API wraps its records in (`summaries`, `details`, `info`): no record a person has. */
const SHAPE_NOUN =
  /^(?:summary|summaries|detail|details|info|infos|output|outputs|result|results)$/i;

/**
 * A record picked from a list whose items are named by the response's shape ("the scan for my
 * oldest summary", ListScans' `summaries`: fresh64 readers, F) is the goal's own record: "my
 * oldest scan".
 */
function shapeNamedTargets(draft: RequestDraft): RequestDraft {
  const own = (t: FactPhrase): FactPhrase => ({
    ...t,
    ...(t.noun && SHAPE_NOUN.test(t.noun) ? { noun: draft.goal.noun } : {}),
    ...(t.within ? { within: own(t.within) } : {}),
  });
  if (
    !draft.targets.some(function shaped(t: FactPhrase): boolean {
      return (!!t.noun && SHAPE_NOUN.test(t.noun)) || (!!t.within && shaped(t.within));
    })
  )
    return draft;
  return { ...draft, targets: draft.targets.map(own) };
}

export const templateWriter: RequestWriter = {
  async write(given, { seed, attempt }) {
    const draft = shapeNamedTargets(given);
    const register = draft.register ?? registerFor(seed);
    if (draft.kind === "follow-up") {
      const head = pick(draft.afterRead ? LOOK_FURTHER : FOLLOW_UPS, seed, attempt, 1)(draft.goal);
      return tidySentence(head);
    }
    if (draft.goal.random && draft.targets.length === 0)
      return tidySentence(randomRequest(draft, draft.goal.random, seed, attempt));
    // A value with no words (an object the template cannot say) is never said as `""`: "for the
    // input schema """ (fresh61/62 drafts, the commonest form wording after a field read out).
    // A part's detail follows the record's own ("called "Q3 audit", with a control set named
    // …"): before it, "named …" reads as the part's second name (fresh61 drafts, F).
    const stated = joinedDates(joinedBounds(draft.facts))
      .filter((f) => !f.inside && (f.phrase || factMention(f).trim()))
      .sort((a, b) => Number(a.part !== undefined) - Number(b.part !== undefined));
    const personal = stated.filter(
      (f) =>
        !f.theirs &&
        (f.personal || f.kind === "email" || f.kind === "phone" || f.kind === "address-part"),
    );
    // Facts that narrowed the search for a named record are said with it, in brackets.
    const claimed = new Map<FactPhrase, string[]>();
    const byStep = (t: FactPhrase) =>
      stated.filter(
        (f) =>
          f.atGoal === false &&
          t.fromStep !== undefined &&
          f.key.startsWith(`${t.fromStep}.`) &&
          (["category", "status", "other", "code", "label", undefined].includes(f.kind) ||
            searchedFor(f)) &&
          typeof f.value !== "boolean" &&
          !f.personal,
      );
    const notes: TargetNotes = (t) => {
      const fs = byStep(t);
      for (const f of fs) claimed.set(f, []);
      // "the device "Living Room speaker" (speaker)": a note the name already says is dropped.
      const name = factMention(t).toLowerCase();
      return fs.map((f) => factMention(f)).filter((m) => !name.includes(m.toLowerCase()));
    };
    for (const t of draft.targets)
      for (let c: FactPhrase | undefined = t; c; c = c.within) notes(c);
    const rest = stated.filter((f) => !personal.includes(f) && !claimed.has(f));
    const order = (f: FactPhrase) =>
      RANGE_START.test(f.label) ? 0 : RANGE_END.test(f.label) ? 1 : 0;
    // A kind used to narrow a search on the way ("it's a coffee maker") gets its own sentence.
    const aside = (f: FactPhrase) =>
      !INLINE.has(f.kind) ||
      (f.atGoal === false &&
        ["category", "status", "date", "datetime"].includes(f.kind ?? "") &&
        draft.goal.kind !== "list");
    const inline = rest.filter((f) => !aside(f)).sort((a, b) => order(a) - order(b));
    const other = rest.filter(aside);
    const variant = seed + attempt;
    let head: string;
    // What is asked is only the tool's name word ("the detection" of `SpamDetection`): the
    // summary's question says which tool is meant ("Is this document spam?").
    const docAsk =
      draft.goal.docAsk &&
      draft.targets.length === 0 &&
      (draft.asks ?? []).every((a) =>
        a
          .toLowerCase()
          .split(" ")
          .every((w) => draft.goal.nameWords.includes(w)),
      )
        ? draft.goal.docAsk
        : undefined;
    const named = checkedName(draft, [...inline, ...draft.targets]);
    const kinds = kindsListed(draft);
    if (kinds) {
      const where = inline.map((f, i) => factPhrase(f, variant + i, undefined, inline));
      head = pick(
        KINDS_FRAMES[register],
        seed,
        attempt,
        0,
      )(kinds, where.length ? ` ${factList(where)}` : "");
    } else if (draft.goal.nameCheck && draft.kind !== "also" && (named || draft.pending)) {
      const thing = draft.goal.nameCheck.thing;
      const a = `${article(thing)} ${thing}`;
      // The name left for the assistant to ask for is said as one the user has in mind.
      head = named
        ? pick(NAME_FREE_FRAMES[register], seed, attempt, 0)(`"${factMention(named)}"`, a)
        : `Can you check whether a name I have in mind is still free for ${a}?`;
      other.unshift(...inline.filter((f) => f !== named));
    } else if (
      !docAsk &&
      draft.asks?.length &&
      (draft.goal.kind === "read" || draft.goal.kind === "compute") &&
      !actsOnIt(draft.goal)
    ) {
      const target = draft.targets.length
        ? targetPhrase(draft.targets[draft.targets.length - 1] as FactPhrase, variant, notes)
        : "";
      // "the status of the asset", never "the asset status of the asset": a named record's own
      // noun is said once (b53-dev52, a schema's `assetStatus` read out).
      const ownWord = (draft.goal.noun.split(" ").pop() ?? "").toLowerCase();
      const asked0 = setApartAsks(
        draft,
        draft.asks.map(askLabel).map((a) => {
          const rest = a.split(" ");
          return draft.targets.length > 0 &&
            rest.length >= 2 &&
            rest[0]?.toLowerCase() === ownWord &&
            ownWord.length >= 3 &&
            !/^(?:user|file|host|path) name$/i.test(a)
            ? rest.slice(1).join(" ")
            : a;
        }),
      );
      const flags = inline.filter((f) => typeof f.value === "boolean").map((f) => factPhrase(f));
      // A number or measure is said with what it is ("with a width of 97 cm"), never a bare
      // "for 97 cm and 68 cm" or "for 19".
      // A date says which date it is ("up to Jan 16", "on January 18"), never a bare "with Jan 16"
      // (impala retrieveHotel's `end`, fresh15 readers F).
      const saysItself = (f: FactPhrase) =>
        typeof f.value !== "number" &&
        !["measure", "quantity", "reference", "date", "datetime", "time"].includes(f.kind ?? "") &&
        !/(?:^| )colou?r$/.test(f.label);
      const valued = inline.filter((f) => typeof f.value !== "boolean");
      // Values said bare after one "for" lose their roles ("the best fare for LH, MAD3, FRA,
      // bymonth and 7", "the err for XZWYZ…-N and Darnell Gutkowski": fresh23 readers, F): two or
      // more, or one whose role says more than "for" ("from FRA", "in English"), are each said in
      // their role; only a lone value that needs no role stays bare.
      const selfSaid = valued.filter(saysItself);
      const roled = (f: FactPhrase) =>
        selfSaid.length > 1 || !/^for /.test(factPhrase(f, variant, undefined, valued));
      const bareOnes = selfSaid.filter((f) => !roled(f));
      const values = bareOnes.map(factMention);
      const labelled = factList(
        valued
          .filter((f) => !bareOnes.includes(f))
          .map(
            (f, i) =>
              ownerNamed(f, draft.goal.noun) ?? factPhrase(f, variant + i, undefined, valued),
          ),
      );
      const others = draft.targets
        .slice(0, -1)
        .map((t) =>
          t.via
            ? `with the same ${t.via} as ${targetPhrase(t, variant, notes)}`
            : `for ${targetPhrase(t, variant, notes)}`,
        );
      // `trackShipment` on an order: what is asked belongs to the shipment, not the order ("the ETA
      // and status of the shipment for my order", never "… of my order", which fits getOrder too).
      const lastTarget = draft.targets[draft.targets.length - 1];
      const ownNoun = draft.goal.noun.toLowerCase();
      const ofOwn =
        target &&
        lastTarget?.noun &&
        /^[a-z]+$/.test(ownNoun) &&
        draft.goal.nameWords.includes(ownNoun) &&
        !lastTarget.noun.toLowerCase().split(" ").includes(ownNoun) &&
        !ownNoun.startsWith(lastTarget.noun.toLowerCase()) &&
        !asked0.some((a) => a.toLowerCase().split(" ").includes(ownNoun));
      // A question put to a lookup names what it asks about: "the link of the wayback for …", never
      // a bare "what's the link for after and general?" that fits any tool (fresh14 readers G).
      const subject =
        !target &&
        draft.goal.kind === "compute" &&
        // "the weather", "my leave balance you have on file for me": nothing a lookup names.
        !NO_RECORD.test(draft.goal.noun) &&
        !(asked0.length > 0 && asked0.every((a) => OWN_DETAIL.test(a))) &&
        !asked0.some((a) =>
          draft.goal.noun
            .toLowerCase()
            .split(" ")
            .some((w) => a.toLowerCase().split(" ").includes(w)),
        )
          ? computeSubject(draft.goal.noun)
          : "";
      // A question put to a lookup about one thing the user names is about that thing: "the country
      // of the IP address 174.167.193.207", never "of the ip info for 174.167.193.207" — where the
      // tool's noun is its name read out (`IPInfo`), and the thing itself says what it is for. A
      // noun that is no name ("the link of the wayback" for `get_wayback_v1_available`) stays.
      const nounWords = draft.goal.noun.toLowerCase().split(" ").filter(Boolean);
      const nounIsName =
        nounWords.length > 0 &&
        nounWords.every((w) => draft.goal.nameWords.includes(w)) &&
        draft.goal.nameWords.length <= nounWords.length + 1;
      const about =
        !target &&
        draft.goal.kind === "compute" &&
        nounIsName &&
        // The thing a lookup is about is the one still to be asked for, not a filter said beside it
        // ("the list count from a reputation of the zones ZON-3258" with the host pending).
        !draft.pending &&
        others.length === 0 &&
        values.length === 1
          ? bareOnes[0]
          : undefined;
      const forWhat = [
        target
          ? ofOwn
            ? ` of the ${ownNoun} for ${target}`
            : ` of ${target}`
          : about
            ? aboutPhrase(draft.goal, inputNoun(about.label), values[0]!, asked0)
            : subject,
        others.length ? ` ${factList(others)}` : "",
        values.length && !about ? ` ${target ? "with" : "for"} ${englishList(values)}` : "",
        // "the link of the wayback" already says what is asked about: no "for an url" after it.
        !target && !subject && others.length === 0 && values.length === 0
          ? (inline.length === 0 ? unnamedSubject(draft) : "") || recordSubject(draft)
          : "",
        labelled ? ` ${labelled}` : "",
        flags.length ? ` ${englishList(flags)}` : "",
      ].join("");
      const frames = draft.kind === "also" ? ALSO_ASKS : ASK_FRAMES[register];
      const asked = asked0;
      const be = asked.length > 1 ? "are" : copula(asked[0] ?? "");
      // Counts of a named record are asked as a person asks them: "How many rooms does the hotel
      // called X have?", never "What's the room count of …" (fresh15 readers, F).
      const counted = asked.map((a) => /^number of (.+)$/.exec(a)?.[1]);
      const owner = /^ of (\S.*)$/.exec(forWhat)?.[1];
      // "the cost and number of days of the shipping" reads two fields out: a person asks how
      // much it costs and how long it takes (issue 12, the bundled shoe shop's shipping quote).
      const howMuch =
        asked.length === 2 && COST_LABEL.test(asked[0] ?? "") && TAKES_LABEL.test(asked[1] ?? "");
      const thing = /^ of (\S.*)$/.exec(forWhat)?.[1];
      // "the send time of the email history under X", "the begin air date and created date of the
      // episode named Wild Coasts" read fields out: a person asks when it was sent, when it first
      // airs and when it was created (fresh67, fresh69 readers, F).
      const happened = asked.map(whenItHappens);
      const embedded =
        howMuch && thing
          ? `how much ${thing} will cost and how long it will take`
          : thing && asked.length > 0 && happened.every(Boolean)
            ? englishList(happened.map((h, i) => `when ${i === 0 ? thing : "it"} ${h}`))
            : "";
      head = embedded
        ? pick(draft.kind === "also" ? ALSO_HOW : HOW_FRAMES, seed, attempt, 0)(embedded)
        : owner && draft.kind !== "also" && counted.every(Boolean)
          ? pick(HOW_MANY[register], seed, attempt, 0)(englishList(counted as string[]), owner)
          : pick(frames, seed, attempt, 0)(englishList(asked), forWhat, be);
    } else if ((docAsk || draft.goal.question) && draft.targets.length === 0) {
      // The doc's own question is what a person asks ("What is that object?"); the facts follow.
      const q = (docAsk ?? draft.goal.question) as string;
      head =
        draft.kind === "also"
          ? `${pick(["Thanks! And", "Great. Also,", "One more:"], seed, attempt, 0)} ${q.charAt(0).toLowerCase()}${q.slice(1)}`
          : q;
      other.unshift(...inline);
    } else {
      const frames = draft.kind === "also" ? ALSO_FRAMES : FRAMES[register];
      // "…, it's a PDF" is a sentence of its own: inside a frame it took the frame's ending ("it's
      // an application/pdf already?", fresh19 readers, F).
      const vp = verbPhrase(draft, inline, variant, notes);
      const at = vp.search(/,? it's /);
      // Never inside a quoted name ("called "Say it's done"").
      const cut = at > 0 && (vp.slice(0, at).match(/"/g) ?? []).length % 2 === 0 ? at : -1;
      head = pick(frames, seed, attempt, 0)(cut > 0 ? vp.slice(0, cut) : vp);
      if (cut > 0)
        for (const aside of vp
          .slice(cut)
          .replace(/^,? /, "")
          .split(/,? (?=it's )/))
          other.unshift({ key: "", label: "", value: "", phrase: aside } as FactPhrase);
    }
    const sentences = [tidySentence(withoutSharedPrefix(head))];
    // "It's for scan 56 and URL 4.", not one "It's for …" sentence per value.
    const its: string[] = [];
    for (const [i, f] of other.entries()) {
      const said = factSentence(f, variant + i, READS.has(draft.goal.kind));
      if (/^It's (?:for|from|to|in|into|at) /.test(said)) its.push(said.slice(5, -1));
      else sentences.push(tidySentence(said));
    }
    if (its.length) sentences.splice(1, 0, tidySentence(`It's ${englishList(its)}.`));
    const me = aboutMe(personal, register, seed, attempt, draft.goal.noun);
    if (me) sentences.push(me);
    const closer = draft.kind === "also" ? "" : pick(CLOSERS[register], seed, attempt, 9);
    if (closer) sentences.push(closer);
    return sentences.join(" ");
  },
};

/**
 * " of the IP address 55.26.86.12": what a lookup of one thing is asked about. When the tool's
 * name says more than the thing (`IPProbe`: a probe), that word is how the user asks for it —
 * " from a probe of the IP address 55.26.86.12" — else nothing says which lookup is meant.
 */
export function aboutPhrase(goal: ToolWords, noun: string, value: string, asked: string[]): string {
  const said = ` ${[noun, ...asked].join(" ").toLowerCase()} `;
  const left = (goal.purpose ?? []).filter((w) => !said.includes(` ${w}`));
  // One item of a list input names its thing before the noun: "the customer box type set",
  // never "the box type sets customer" (fresh32 paccurate `boxTypeSets`, a label read out).
  const last = noun.split(" ").pop() ?? "";
  const one = isPlural(last) && !/[\s,]/.test(value) && !/^\d/.test(value);
  const thing = one ? `${value} ${noun.replace(/\S+$/, singular(last))}` : `${noun} ${value}`;
  if (left.length === 0) return ` of the ${thing}`;
  // "from a verification name lookup of the tin …" reads the summary out (fresh57 readers, F):
  // the lookup is named by its head word alone, "from a lookup of the TIN …".
  const what = left[left.length - 1] as string;
  return ` from ${article(what)} ${what} of the ${thing}`;
}

/** An input's label as a person names the thing: "IP address", "email address", "domain". */
function inputNoun(label: string): string {
  const words = label.toLowerCase().split(" ").filter(Boolean);
  if (words.length === 1 && words[0] === "ip") return "IP address";
  // "IPv4 or IPv6 address": a person says which kind of address, not its versions.
  if (
    words.at(-1) === "address" &&
    words.slice(0, -1).every((w) => /^(?:ip(?:v[46])?|or)$/.test(w))
  )
    return "IP address";
  if (words.length === 1 && words[0] === "email") return "email address";
  return words
    .map((w) =>
      /^(?:ip|url|bin|iban|ua|tin|ein|ssn|duns|naics|vat)$/.test(w) ? w.toUpperCase() : w,
    )
    .join(" ");
}

/** " of the wayback": what a question put to a lookup is about, when its asked facts do not say it. */
function computeSubject(noun: string): string {
  const words = noun.toLowerCase().split(" ").filter(Boolean);
  return words.length > 0 ? ` of the ${words.join(" ")}` : "";
}

// A read after a write says why: to see the change took ("pull up the legal entity now?" named no
// goal, fresh22 readers G).
const FOLLOW_UPS: ((w: ToolWords) => string)[] = [
  (w) => `Thanks! Could you read me back the ${w.noun}'s details so I can check they're right?`,
  (w) => `Great. Could you show me the ${w.noun} as it is now, so I know the change went through?`,
  (w) => `Thanks. Can you read the ${w.noun} back to me, to make sure it's all correct?`,
  (w) => `Perfect. What does the ${w.noun} say now? I want to be sure it's right.`,
];

// A read after a read asks for more, not for proof of a change nobody made ("so I know the change
// went through?" after looking up a voice, fresh34 readers M).
const LOOK_FURTHER: ((w: ToolWords) => string)[] = [
  (w) => `Thanks! And could you pull up the ${w.noun}'s details too?`,
  (w) => `Great. Can you also show me the ${w.noun}?`,
  (w) => `Thanks. What does the ${w.noun} look like?`,
  (w) => `Perfect. Could you read me the ${w.noun} as well?`,
];

/** The assistant's question for a missing fact, as a person would ask it. */
export function askFor(fact: FactPhrase, seed: number, other = false): string {
  // A key's letter or digit is no word: `drug_a` is asked as "Which drug is it?", never "What
  // drug a would you like?" (bundled clinic, a field's name read out).
  const label = fact.label.replace(/^([a-z]{2,}(?: [a-z]+)*) (?:[a-z]|\d)$/, "$1");
  // One of two values of a kind is known (`drug_a` given, `drug_b` missing): ask for the other,
  // never "What drug would you like?" after the user named one (bundled clinic).
  if (other)
    return pick([`And what's the other ${label}?`, `Which is the other ${label}?`], seed, 0, 5);
  // A field named by a preposition (`to`, `from` of an SMS or a mail) is asked as who or which
  // number: "Which to is it?" read the key out (seven.io, fresh35 dev).
  if (/^(?:to|recipients?|from|sender)$/.test(label)) {
    const v = String(Array.isArray(fact.value) ? fact.value[0] : fact.value);
    const toward = !/^(?:from|sender)$/.test(label);
    if (/^\+?[\d\s().-]{7,}$/.test(v))
      return toward ? "Which number should it go to?" : "Which number should it come from?";
    if (/@/.test(v))
      return toward ? "Which email address should it go to?" : "Which address should it come from?";
    return toward ? "Who should it go to?" : "Who should it be from?";
  }
  const place = parentPlace(fact);
  if (place) return pick(place.asks, seed, 0, 5);
  const kept = KEPT_SECRET.exec(label)?.[1];
  if (kept) return pick([`Which ${kept} should I use?`, `Which ${kept} is it?`], seed, 0, 5);
  // The kind of a link is what it opens: "What should the link open?", never "Which url type is
  // it?" (Kinesis Analytics' presigned URL, fresh61).
  if (LINK_KIND.test(label))
    return pick(["What should the link open?", "Which page should the link open?"], seed, 0, 5);
  // A role is asked for as one: "Which IAM role should it run as?", never "What's the execution
  // role arn?" (fresh62, a field's name read out).
  if (typeof fact.value === "string" && /^arn:[\w-]+:iam::\d*:role\//.test(fact.value))
    return pick(["Which IAM role should it run as?", "Which IAM role should I use?"], seed, 0, 5);
  const by: string[] = (() => {
    // A switch is asked as one: "Should it be on or off?", never "What power would you like?"
    // (bundled smart-home schedules).
    if (typeof fact.value === "string" && /^(?:on|off)$/i.test(fact.value))
      return ["Should it be on or off?", "On or off?"];
    switch (fact.kind) {
      case "reference": {
        // An id is asked as the thing it names: "Which image is it?", never "What should the
        // message say?".
        const many = Array.isArray(fact.value) && fact.value.length > 1;
        if (many) return [`Which ${plural(label)} are they?`];
        // "Which channel group is it in?", never "Which channel group name is it?".
        const owner = namedThing(label);
        return owner
          ? [`Which ${owner} is it in?`, `Which ${owner} is it?`]
          : [`Which ${label} is it?`];
      }
      case "person-name":
        return ["What name should I put it under?", "Could I have your full name?"];
      case "email":
        return ["What's your email address?", "Which email address should I use?"];
      case "phone":
        return ["What's the best phone number for you?"];
      case "date":
      case "datetime":
        if (/birth|dob|born/.test(label)) return ["What's your date of birth?"];
        if (/(^| )on$/.test(label)) return ["What date was that?"];
        // The same question for a search and for a booking ("request leave from Jan 15" asked
        // "Up to which date should I look?", as if it were a search).
        if (RANGE_END.test(label)) return ["Until which date?", "Up to which date?"];
        if (RANGE_START.test(label)) return ["From which date?", "Starting from which date?"];
        return ["When would you like it?", "What day and time works for you?"];
      case "time":
        // "Which time is it?" asks nothing a person answers (bundled examples).
        return ["What time works for you?", "At what time?"];
      case "address-part":
        if (/city|town/.test(label)) return ["Which city is it for?"];
        if (/country/.test(label)) return ["Which country is it in?"];
        if (/postal|zip/.test(label)) return ["What's the postcode?"];
        return ["What's the street address?"];
      case "quantity": {
        // A bound is asked as one: "What's the most units it should have?", never "How many
        // units?" after the user gave the other bound (fresh64 readers, F and A).
        const bound = countBound(fact);
        if (bound)
          return bound.side === "min"
            ? [
                `What's the minimum number of ${bound.noun}?`,
                `What's the fewest ${bound.noun} it needs?`,
              ]
            : [
                `What's the maximum number of ${bound.noun}?`,
                `What's the most ${bound.noun} it may use?`,
              ];
        // "How many quantity would you like?" counts a field: a count's own word is no thing.
        const counted = label.split(" ").pop() ?? "";
        return isPlural(counted)
          ? [`How many ${counted} would you like?`]
          : ["How many would you like?", "How many do you need?"];
      }
      case "money":
        return ["How much should it be?", "What amount did you have in mind?"];
      case "free-text":
        if (/message|body|announcement/.test(label))
          return ["What should the message say?", "What would you like it to say?"];
        // A text is what a tool reads as much as what it sends (nlpcloud's dependency parse of
        // `text`: "What should the message say?" — fresh47): asked as the text it is.
        if (/(?:^| )text$/.test(label)) return ["What's the text?", "Which text should I use?"];
        if (/query|q|search/.test(label)) return ["What should I search for?"];
        return [`What's the ${label}?`];
      case "measure":
        return [`What ${label} would you like?`];
      case "flag":
        return [
          `Should I turn on ${label.replace(/^(use|is|has|enable|include|allow|show) /, "")}?`,
        ];
      default:
        // An address of a thing is asked for as one: "What's the CD drive URI?", never "Which cd
        // drive uri is it?" (fresh12 readers, F).
        if (/(?:^| )(?:uri|url|link|href|address)$/i.test(label))
          return [`What's the ${withAcronyms(label)}?`];
        // A new thing's name is asked as one: "What should it be called?", never "Which title is
        // it?" (bundled helpdesk, opening a ticket).
        if (fact.role === "arg" && /^(?:title|name|subject|display name)$/.test(label))
          return ["What should it be called?", "What should I call it?"];
        // A party given by email ("owner" of `ownedBy`): asked as the address it is.
        if (typeof fact.value === "string" && /^\S+@\S+\.\w+$/.test(fact.value))
          return [`What's the ${label}'s email address?`];
        // One value of a plural field is asked as one: "Which domain is it?", never "Which domains
        // is it?" (ote-godaddy's `domains`, fresh54 dev, F); several as several.
        if (Array.isArray(fact.value) && fact.value.length > 1)
          return [`Which ${plural(label)} are they?`];
        // Another thing's name is asked as that thing: "Which account is it?", never "What account
        // name would you like?" (AppVeyor's `accountName`, fresh52 dev).
        {
          const owner = /^([a-z]+) name$/.exec(label)?.[1];
          if (owner && !OWN_NAME.test(owner)) return [`Which ${owner} is it?`];
        }
        {
          const one = label.replace(/(\S+)$/, (w) => (isPlural(w) ? singular(w) : w));
          return [`What ${one} would you like?`, `Which ${one} is it?`];
        }
    }
  })();
  return pick(by, seed, 0, 5);
}

/**
 * The offline simulated user: answers with exactly the fact asked for, briefly — never with an
 * apology, which belongs only where a user corrects themselves ("Oh, sorry —" before an answer the
 * assistant asked for apologised for nothing, issue 12).
 */
export const templateUserSimulator: UserSimulator = {
  async answer(_question, fact, { seed }) {
    const v = factMention(fact);
    const arn = arnSentence(v, fact.label);
    if (arn) return arn;
    // A title that is a sentence is quoted like free text: "That would be "Outlook keeps asking for
    // my password"." reads as the title; unquoted it reads as the user's own complaint (examples).
    const sentence =
      fact.kind === "label" && typeof fact.value === "string" && /^\S+(?:\s+\S+){3,}$/.test(v);
    const quoted = fact.kind === "free-text" || sentence ? `"${v}"` : v;
    const named = referenceNamed(fact, v);
    const forms = LINK_KIND.test(fact.label)
      ? [`The ${v}, please.`, `The ${v}.`]
      : sentence
        ? [`Call it ${quoted}.`, `It's ${quoted}.`, `That would be ${quoted}.`]
        : fact.kind === "reference"
          ? [`${named}.`, `It's ${named}.`, `That would be ${named}.`]
          : fact.kind === "person-name" && fact.personal
            ? [`It's ${v}.`, `${v}.`, `I'm ${v}.`]
            : fact.kind === "quantity" && typeof fact.value === "number"
              ? [`${factPhrase(fact).replace(/^with (?=at )/, "")}, please.`, `${v}.`]
              : fact.kind === "flag" || typeof fact.value === "boolean"
                ? [`${fact.value ? "Yes" : "No"}, ${v}.`]
                : /^[a-z]/.test(quoted)
                  ? // Never capitalise an email or a code to start the sentence. An enum code said as
                    // words is no noun phrase to follow "It's": "It's private link." (stop-42 readers).
                    typeof fact.value === "string" &&
                    /^[a-z][a-z0-9]*(?:[_-][a-z0-9]+)+$/.test(fact.value) &&
                    / /.test(quoted)
                    ? [`That would be ${quoted}.`, `Sure, ${quoted}.`]
                    : // An enum member's compound is a modifier: "It's a pull-request one.", never
                      // "It's pull-request." (fresh64, the code read out).
                      typeof fact.value === "string" &&
                        /^[A-Z][a-z]+(?:[A-Z][a-z]+)+$|^[A-Z]+(?:_[A-Z]+)+$/.test(fact.value) &&
                        /^[a-z]+(?:-[a-z]+)+$/.test(quoted)
                      ? [
                          `It's ${article(quoted)} ${quoted} one.`,
                          `Sure, ${article(quoted)} ${quoted} one.`,
                        ]
                      : [`It's ${quoted}.`, `That would be ${quoted}.`, `Sure, ${quoted}.`]
                  : [
                      `${quoted}.`,
                      `It's ${quoted}.`,
                      `${quoted}, please.`,
                      `That would be ${quoted}.`,
                    ];
    // A quote that ends its own sentence ends the reply: "Time to head to school.", never
    // ""Time to head to school."." (bundled smart home).
    return tidySentence(pick(forms, seed, 0, 6)).replace(/([.!?]")\.$/, "$1");
  },
};

/** Write a user's request for a draft with the offline writer (seeded pattern choice). */
export function writeRequest(
  draft: RequestDraft,
  options: { seed: number; attempt?: number },
): Promise<string> {
  return templateWriter.write(draft, { seed: options.seed, attempt: options.attempt ?? 0 });
}

/**
 * Plural-aware "is"/"are" for a label ("the tags are", "the size is"), by its head noun: "the
 * maximum number of labels is", "the length in characters is" (English, not one API's words).
 */
export function copula(label: string): string {
  const head = label.split(/ (?:of|in|per) /)[0] ?? label;
  return isPlural(head) ? "are" : "is";
}
