import { en } from "@faker-js/faker";
import { breaksStatedLimits, ownIdKey, patternOf } from "../domain/doc-shapes.js";
import { describedShape, isObj } from "../domain/json-schema.js";
import {
  CATCH_ALL_QUALIFIERS,
  isVagueNoun,
  lexiconKind,
  lexiconValues,
  otherWorldKind,
  qualifierClass,
  qualifierValues,
} from "../domain/lexicon/index.js";
import names from "../domain/lexicon/names.json" with { type: "json" };
import {
  alpha2OfAlpha3,
  baseUnitsOf,
  cityOf,
  clashingFlags,
  countryDisagreements,
  downgradedVersion,
  localizedDisagrees,
  partsOverWhole,
  sortNameOf,
  twinItems,
  untiedEnums,
} from "../domain/sibling-coherence.js";
import { inferToolKind } from "../domain/tool-kind.js";
import { CATALOGUES, continentOf, knownCities, placeOfCity } from "../domain/value-data.js";
import {
  AFTER_CREATION_STAMP,
  CREATED_STAMP,
  catalogueFor,
  cloudProviderOf,
  countsWholeThings,
  fieldWords,
  instantOf,
  isCloudProviderText,
  isProfile,
  namesSearchMachinery,
  semanticKind,
  stampOf,
} from "../domain/values.js";
import { isPlural, repeatedWord, singular, splitWords } from "../domain/words.js";
import { domainTextOf } from "../envgen/seed-state.js";
import type { EnvBundle } from "../schema/bundle.js";
import type { Trajectory } from "../schema/trajectory.js";
import { answeredCalls, routeTools } from "./env-runner.js";
import type { SchemaNode } from "./sample-data.js";
import { regionCodeOfName } from "./text.js";

/**
 * Data a blind reader marks "nonsense" (row N) that no single value shows, judged on a record
 * and what the doc says of its fields (fresh19/fresh20 blind readers):
 *
 * - `filler-name`: a record named by a catch-all qualifier on a noun that names nothing or
 *   nothing the lexicon knows — "Advanced offering", "Basic nearest", "Custom multiple",
 *   "Main entry", "Shared learner full". One is enough: a reader rejects each;
 * - `place-continent`: a city on another continent — Chicago with `{"code":"EU"}` (fresh58);
 * - `place-country`: a city in another country — "Paris" in "Monaco", Lyon in "Democratic
 *   People's Republic of Korea", or a country code that is no code (`"code":"REF-5332"`);
 * - `doc-shape`: a value against the shape its description states — "Airport code (3-character
 *   IATA code)" holding "58d_1005", a 2-character ISO code holding "Germany";
 * - `chain-address`: a blockchain address that is not one of its chain — a street address, or a
 *   Bitcoin-style string where the chain is ETH or Ronin (`0x…`);
 * - `name-email`: a person's email that belongs to someone else (`jaquan.kohlerhackett@…` with
 *   `firstName` "Jace");
 * - `slug-name`: a slug that shares no word with the name it is made from (tag "Impressionist",
 *   `urlSlug` "abc");
 * - `off-domain-text`: free text about buying things in an API whose doc never speaks of it
 *   ("Quick question about my order" in a music database, "Ordered the wrong size" as a report
 *   reason, "Great value, would buy again." as quiz feedback).
 *
 * And from the fresh21 blind readers:
 * - `person-in-name`: a thing's name holding a person's ("size_name": "Alisha Collier");
 * - `unit-text`: a size, count or "in bytes" field holding words or base64
 *   (`file_size_in_bytes`: "dGVybSxy…");
 * - `file-extension`: a file name whose extension runs on into digits ("annual-report-2025.pdf8");
 * - `street-code`: a street holding a code ("streetAndNumber": "SA-4962");
 * - `address-repeat`: an address's addition or second line holding the whole address again;
 * - `count-drift`: a count that is not the count of what it counts (`asset_count` 4 beside two
 *   `assets`), or that changes between two reads of one record with no write between;
 * - `repeated-name`: two records of one list named alike (two trials both "Heart health
 *   study", document categories 2, 3 and 5 all "trial").
 *
 * And from the fresh22 blind readers:
 * - `own-word-number`: a value that is its own field's word and a number — "detection":
 *   "Detection 7", "content_detection": "Content detection 1" — what a generator writes when it
 *   knows nothing of the field;
 * - `place-part`: an address part that belongs to another city than the record's — county
 *   "Sydney Airport" for Portland, Denver stored with state TX or postal code 78780.
 *
 * And from the f21–f23 dev-set reading:
 * - `place-zone`: a record's time zone that is not its city's ("Edinburgh" in "America/Denver");
 * - `code-number`: a code of a fixed kind told apart by a digit — an airport "MAD3", a country
 *   "ES8": the doc's example made unique, which no airport or country is called.
 *
 * And from the f44/f45 dev-set reading (stop 46):
 * - `calendar-range`: a year or a place in the calendar out of its range — RAWG's `year_start`
 *   6520, worldtimeapi's `day_of_week` 71 and `day_of_year` 2010;
 * - `filler-name` also covers a system node's role on a thing that is no system node —
 *   nookipedia's furniture "Production furniture", fossils "Local fossil", clothing "Standby
 *   clothing".
 *
 * And from the fresh43 blind readers (stop 47):
 * - `country-parts`: a record about a country whose money, capital or coordinates are another
 *   country's ("Zambia" with "Swedish Krona" at Manchester's coordinates);
 * - `part-over-whole`: counts that are parts of another count adding up to more than it (covid
 *   reports with `deaths` 80 of `confirmed` 68);
 * - `twin-items`: two lines of one list that are one item with other measures (the bundled
 *   shop's stock `[{"size":46,"quantity":2},{"size":46,"quantity":3}]`).
 *
 * And from the fresh46 blind readers and the fresh51 dev reading (stop 48):
 * - `person-as-thing`: a list tool's things named as people where its noun is no person
 *   (TCGdex's `get_rarities` → "Lauretta Waters", `"rarity":"Scottie Funk"`);
 * - `numbered-word`: a word of a list made unique with a digit beside the word itself
 *   (`["internal","custom","internal4"]`);
 * - `catalogue-tag`: a shop's category as a tag where the doc sells nothing of the kind (Braze's
 *   campaigns tagged "mains" and "desserts");
 * - `filter-title`: a saved filter's name as the title of a record that is no saved search
 *   (OMDb's movies "High priority", "Closed last month").
 *
 * And from the fresh49 blind readers and the fresh53 dev reading (stop 49):
 * - `fractional-count`: a count, an index or a height with decimals — Buffer's `"shares":63.98`,
 *   Neblio's `"blockheight":88.6` and `"confirmations":23.65`;
 * - `link-word`: a record's `links` holding words where addresses go (Up's webhooks
 *   `"links":{"self":"balance"}`);
 * - `machinery-query`: a search for the words of searching itself (OpenIndex's queries
 *   "query" and "document").
 *
 * And from the fresh61 blind readers (stop 57):
 * - `counter-id`: a cloud provider's id made of a prefix and a counter (RDS Data's
 *   `"transactionId":"tra_1008"`, Audit Manager's `controlSetId` "con_1054");
 * - `parent-name-drift`: a nested record naming its owner otherwise (one assessment's
 *   delegations with `assessmentName` "Mid-year assessment" and "Q2 assessment");
 * - `child-before-parent`: a nested record created before the record that holds it (a delegation
 *   created Jan 27 in an assessment created Jan 28);
 * - `updated-before-created`: a record updated before it was created (`lastUpdated` Jan 5 beside
 *   `creationTime` Jan 17);
 * - `enum-tie`: two enum fields the doc ties, disagreeing (a Kinesis app "INTERACTIVE" with
 *   "SQL-1_0", "STREAMING" with "ZEPPELIN-FLINK-2_0");
 * - `echoed-input`: a lookup answering with nothing but what it was asked
 *   (GetKeywordsForDataSource `{source: "AWS_Cloudtrail"}` → `{"keywords":["AWS_Cloudtrail"]}`).
 *
 * And from the fresh62 blind readers (stop 58):
 * - `arn-shape`: an ARN of no partition or region AWS has, an IAM principal of no kind, or one
 *   naming another record (`/applications/pB/jobruns/Os` for application `mmyphim4n4mh09m4`);
 * - `cidr-text`: a CIDR block that is no address range (`"servicesCidr":"NFS"`);
 * - `azure-operation`: an Azure operation that is none of its provider's ("Refund payment" shown
 *   as "Read API Account").
 *
 * And from the fresh63 blind readers (stop 59):
 * - `stated-limits`: a number (or a number in a string, as AWS types them) that breaks what its
 *   description states in words — audio `BitRate` "511" where the doc says "an integer between
 *   64 and 320", `BitDepth` "8" where "Valid values are 16 and 24", a thumbnail `MaxWidth` "93"
 *   where "an even integer between 32 and 4096";
 * - `arn-id`: a record's own ARN that does not name the record — pipeline `Id`
 *   "1873921303715-0c0cig" with `Arn` ".../pipeline/jq-8bf…".
 * - `other-world-name`: a record named from a lexicon pool of another world than the API's
 *   (`otherWorldKind`): transcoding pipelines "Lead qualification", Custom Vision model domains
 *   "lumen-studio.design".
 */
export type RecordDefectKind =
  | "filler-name"
  | "place-country"
  | "place-continent"
  | "label-drift"
  | "chat-name"
  | "prose-field"
  | "doc-shape"
  | "chain-address"
  | "name-email"
  | "slug-name"
  | "off-domain-text"
  | "person-in-name"
  | "unit-text"
  | "file-extension"
  | "street-code"
  | "address-repeat"
  | "count-drift"
  | "repeated-name"
  | "own-word-number"
  | "place-part"
  | "place-zone"
  | "code-number"
  | "book-title-name"
  | "calendar-range"
  | "lookup-other-record"
  | "not-a-phone"
  | "country-parts"
  | "part-over-whole"
  | "twin-items"
  | "person-as-thing"
  | "numbered-word"
  | "catalogue-tag"
  | "filter-title"
  | "fractional-count"
  | "link-word"
  | "machinery-query"
  | "country-name"
  | "class-word-name"
  | "numbered-profile"
  | "email-list-address"
  | "clashing-flags"
  | "template-text"
  | "repeated-file"
  | "media-kind"
  | "date-number"
  | "file-kind"
  | "base-units"
  | "sort-name"
  | "ref-other-record"
  | "stamped-identifier"
  | "shared-text"
  | "downgrade-version"
  | "localized-twin"
  | "counter-id"
  | "parent-name-drift"
  | "child-before-parent"
  | "updated-before-created"
  | "arn-shape"
  | "cidr-text"
  | "azure-operation"
  | "echoed-input"
  | "enum-tie"
  | "stated-limits"
  | "arn-id"
  | "other-world-name";
export interface RecordDefect {
  kind: RecordDefectKind;
  key: string;
  value: string;
}

type Rec = Record<string, unknown>;

/** The titles faker's book module draws from. */
const BOOK_TITLES = new Set<string>(en.book?.title ?? []);
/**
 * Doc words of a place that holds books (where a novel's title names a record) — not "library",
 * which is as often code ("our API libraries convert responses…", OpenFinTech).
 */
const BOOK_DOC = /\b(?:books?|novels?|authors?|publishers?|isbn|editions?)\b/;

/**
 * A team chat's "#help" naming a thing of an API that keeps no chat: a TV guide's channels were
 * "#help" and "#announcements" beside "Sky Atlantic HD" (fresh58 readers, N).
 */
export function chatName(key: string, v: string, doc: string): boolean {
  return (
    OWN_NAME_KEY.test(key) &&
    /^#[a-z][a-z0-9-]*$/.test(v) &&
    !/\b(slack|chat|messag\w*|discord|mattermost|workspaces?|irc|hashtags?|twitter|tweets?)\b/i.test(
      doc,
    )
  );
}

/**
 * A record named with a novel's title where the API keeps no books: OpenFinTech's banks and
 * meilisearch's keys were "Nineteen Eighty Four" and "Ulysses" while the check saw nothing (f32/f33).
 */
export function bookTitleName(key: string, v: string, doc: string): boolean {
  return (
    OWN_NAME_KEY.test(key) &&
    !NOT_OWN_NAME.test(key) &&
    BOOK_TITLES.has(v) &&
    v.includes(" ") &&
    !BOOK_DOC.test(doc)
  );
}

const QUALIFIERS = new Set(
  (names as { qualifiers: Record<string, { values: string[] }> }).qualifiers.default?.values ?? [],
);
/** Keys that hold a record's own name or title (not a login, host or file name). */
const OWN_NAME_KEY = /^(?:name|title|label|display_?name)$|(?:[a-z]Name|_name)$/;
const NOT_OWN_NAME =
  /(?:user|host|file|login|screen|account|domain|bucket|key|class|field|param|first|last|middle|given|family|sur)_?name$/i;

/** Keys of a part of a record's name or title: `nameAddition`, `name_suffix`, `public_title`. */
const NAME_PART_KEY = /^name_?(?:addition|suffix|extension|supplement)$|(?:^|_)title$|[a-z]Title$/i;

/** Things people do tell apart by "Main", "Personal" or "Shared": their own accounts, calendars, folders. */
const SELF_QUALIFIED =
  /^(account|calendar|address|office|branch|server|database|inbox|wallet|card|phone|email|workspace|environment|profile|folder|list|board|dashboard|channel|team)$/;

/**
 * "Advanced offering", "Custom multiple", "Main entry": a catch-all qualifier on a noun — what a
 * sampler writes when it knows no name for the thing. A person's own "Main account" or "Shared
 * folder" is how people name things.
 */
export function fillerName(key: string, v: string): boolean {
  // `nameAddition`, `public_title`: part of a record's name; "Standard document.pdf" names a file
  // by the same filler as "Standard document".
  const named = OWN_NAME_KEY.test(key) || NAME_PART_KEY.test(key);
  if (!named || (NOT_OWN_NAME.test(key) && !/file_?name$/i.test(key))) return false;
  // `roleName` "Team lead": the lexicon's own name of the thing the key names.
  const thing = /^(.+)_name$/.exec(fieldWords(key))?.[1];
  if (thing && lexiconValues(singular(thing)).includes(v)) return false;
  if (parentPlusType(v)) return true;
  // "Default default default client scope": a word said again in a row, in lower case, names
  // nothing ("Bora Bora", "Walla Walla" are places).
  if (repeatedWord(v)) return true;
  // A filler is a qualifier on a noun of one or two words; "New starter needs a laptop" (the
  // bundled helpdesk's ticket) is a sentence, not "New starter".
  const m = /^([A-Z][a-z]+) ([a-z]+(?: [a-z]+)?)$/.exec(v.trim().replace(/\.[a-z0-9]{2,4}$/, ""));
  if (!m) return false;
  const noun = (m[2] ?? "").trim().replace(/ /g, "_");
  // A role of another class on this noun: "Production furniture", "Standby sea" — a server's
  // role on a thing no administrator runs.
  if (!QUALIFIERS.has(m[1] ?? "")) return foreignQualifier(m[1] ?? "", noun);
  // "New arrivals", "Staff picks": a collection named for what it holds; filler names one thing.
  if (!isVagueNoun(noun) && isPlural(noun.split("_").pop() ?? noun)) return false;
  return isVagueNoun(noun) || !SELF_QUALIFIED.test(noun.split("_").pop() ?? noun);
}

/** The names of message templates ("Order confirmation", "Payment receipt"): they name messages. */
const MESSAGE_NAMES = new Set(
  (names as { kinds: Record<string, { values?: string[] }> }).kinds.template?.values ?? [],
);
/** What a message template's name may go on: the message, its template, its channel. */
const MESSAGE_WORD =
  /^(email|e-mail|mail|message|template|sms|text|notification|newsletter|letter|reminder|campaign)s?$/;

/**
 * "Order confirmation scan", "gateway.swift.net scan": another record's name (a message
 * template's, or a host name) with a type word after it — a record named after a parent that is
 * no place it stands in (fresh43's network site). "Living Room speaker" is a room's thing,
 * "Welcome email template" a template's name, "Password reset needed" a sentence.
 */
export function parentPlusType(v: string): boolean {
  const m = /^(.+) ([a-z]{3,})$/.exec(v.trim());
  if (!m) return false;
  const head = m[1] ?? "";
  const word = m[2] ?? "";
  if (/(?:ed|ing|ly)$/.test(word) || head.toLowerCase().split(/\s+/).includes(word)) return false;
  return (
    (MESSAGE_NAMES.has(head) && !MESSAGE_WORD.test(word)) ||
    /^(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|local|lan)$/.test(head)
  );
}

/** Each class qualifier ("Production", "Q3", "EU") → its class. */
const CLASS_OF_QUALIFIER = new Map<string, string>(
  ["system", "market", "period"].flatMap((c) => qualifierValues(c).map((q) => [q, c] as const)),
);

/** A class qualifier ("Production", "Standby") on a noun of another class ("furniture"). */
function foreignQualifier(q: string, noun: string): boolean {
  const cls = CLASS_OF_QUALIFIER.get(q);
  if (!cls || CATCH_ALL_QUALIFIERS.has(q)) return false;
  return qualifierClass(noun) !== cls && !SELF_QUALIFIED.test(noun.split("_").pop() ?? noun);
}

/** The range of each calendar number, by its field words. */
const CALENDAR_RANGES: Array<[RegExp, number, number]> = [
  [/day_of_week|weekday/, 0, 7],
  [/day_of_year/, 1, 366],
  [/day_of_month/, 1, 31],
  [/month/, 1, 12],
  [/hour/, 0, 24],
  [/minute/, 0, 59],
];

/**
 * A year or a place in the calendar out of its range (RAWG's `year_start` 6520, worldtimeapi's
 * `day_of_week` 71, `day_of_year` 2010; a year 47.34): the field's kind read as the sampler reads it.
 */
export function calendarRange(key: string, v: number, schema?: SchemaNode, doc = ""): boolean {
  if (!key || !Number.isFinite(v)) return false;
  const kind = semanticKind(
    {
      name: key,
      schema: {
        type: "integer",
        ...(schema?.description ? { description: schema.description } : {}),
      },
    },
    doc,
  );
  if (kind === "year") return !Number.isInteger(v) || v < 1000 || v > 2200;
  if (kind !== "calendar-part") return false;
  const words = fieldWords(key);
  const range = CALENDAR_RANGES.find(([re]) => re.test(words));
  return !!range && (!Number.isInteger(v) || v < range[1] || v > range[2]);
}

/**
 * A number a phone is reached at holding no phone number (d7networks' `to` "Destination Mobile
 * Number" 2), or an SMS sender ID that is a lower-case word (`from` "territory", fresh40).
 */
export function notAPhone(key: string, v: unknown, schema?: SchemaNode, doc = ""): boolean {
  if (!key || (typeof v !== "number" && typeof v !== "string")) return false;
  const type = typeof v === "number" ? "integer" : "string";
  const kind = semanticKind(
    {
      name: key,
      schema: { type, ...(schema?.description ? { description: schema.description } : {}) },
    },
    doc,
  );
  if (kind === "phone-digits" || kind === "phone")
    return String(v).replace(/\D/g, "").length < 7 && !/[A-Za-z]/.test(String(v));
  return kind === "sms-sender" && typeof v === "string" && /^[a-z]+$/.test(v);
}

/** Things numbered by nature: "Terminal 2", "Room 12", "Season 3" name one of them. */
const NUMBERED_NOUN =
  /^(terminal|room|gate|platform|floor|level|zone|building|hall|court|lane|stage|studio|season|episode|chapter|volume|step|phase|week|day|version|round|section|table|unit|suite|track|area|sector|bay|dock|pier|ward|block|row|class|grade|team|group|lot|box|line|route|bus|channel|page|part|year|quarter|term|semester|slot|seat|tier)$/;

/**
 * "detection": "Detection 7": the value is the field's own words and a number. A thing numbered by
 * nature ("terminal": "Terminal 2") names one of them.
 */
export function ownWordNumber(key: string, v: string): boolean {
  const m = /^([A-Za-z][A-Za-z ]*?) \d{1,3}$/.exec(v.trim());
  if (!m) return false;
  const said = (m[1] ?? "").toLowerCase().split(/\s+/).join(" ");
  const words = splitWords(key).map((w) => w.toLowerCase());
  if (words.length === 0) return false;
  const own = [
    words.join(" "),
    words.map((w, i) => (i === words.length - 1 ? singular(w) : w)).join(" "),
  ];
  if (!own.includes(said)) return false;
  return !NUMBERED_NOUN.test(singular(words[words.length - 1] ?? ""));
}

const regionDisplay = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
const regionName = (code: string): string | undefined => regionDisplay.of(code);

const COUNTRY_KEY = /^country(?:_?(?:name|code|iso|iso_?code))?$/i;
const COUNTY_KEY = /^(county|district|district_?or_?county)$/i;
const STATE_KEY = /^(state|province|state_?code|state_?province|region)$/i;
const POSTAL_KEY = /^(zip|zip_?code|zipcode|postal_?code|postcode|post_?code)$/i;
const PLACES = [...knownCities().values()].map((c) => c.place);

/**
 * "Portland" with county "Sydney Airport", "Denver" with state TX and postal code 78780: a part of
 * the address that names another known city, or is the state or the postcode of another city of
 * the same country and not this one's.
 */
export function placePart(rec: Rec): RecordDefect[] {
  const place = cityOf(rec);
  if (!place) return [];
  const others = PLACES.filter((p) => p.city !== place.city);
  const out: RecordDefect[] = [];
  const postalOf = (p: typeof place) => new RegExp(`^${p.postal.replace(/#/g, "\\d")}$`, "i");
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v !== "string" || v.trim() === "") continue;
    const key = splitWords(k).join("_");
    let wrong = false;
    if (COUNTY_KEY.test(key))
      wrong =
        v !== place.county &&
        others.some((p) => new RegExp(`\\b${p.city}\\b`).test(v) && !v.includes(place.city));
    else if (STATE_KEY.test(key))
      wrong =
        v !== place.state &&
        v !== place.region &&
        others.some((p) => p.state !== place.state && (p.state === v || p.region === v));
    else if (POSTAL_KEY.test(key))
      wrong = !postalOf(place).test(v) && others.some((p) => postalOf(p).test(v));
    if (wrong) out.push({ kind: "place-part", key: k, value: `${place.city}: ${v}` });
  }
  return out;
}

const ZONE_KEY = /^(time_?zone|tz|time_?zone_?(id|name)|iana_?time_?zone)$/i;
const IANA_ZONE = /^(America|Europe|Asia|Australia|Africa|Pacific|Atlantic|Indian)\/[A-Za-z_/]+$/;

/**
 * "Edinburgh" kept in "America/Denver": a record's time zone is not its known city's (an IANA zone
 * of another region, or of another city of the same country: Austin in America/Los_Angeles).
 */
export function placeZone(rec: Rec): RecordDefect[] {
  const place = cityOf(rec);
  const here = place && placeOfCity(place.city);
  if (!here) return [];
  const out: RecordDefect[] = [];
  for (const [k, v] of Object.entries(rec))
    if (ZONE_KEY.test(k) && typeof v === "string" && IANA_ZONE.test(v) && v !== here.tz)
      out.push({ kind: "place-zone", key: k, value: `${place.city} in ${v}` });
  return out;
}

/** Keys of a code of a fixed kind: an airport, a country, a currency, a language. */
const FIXED_CODE_KEY =
  /^(origin|destination|airport|iata|country|currency|language|lang|locale|departure_airport|arrival_airport|origin_code|destination_code|(airport|country|currency|language|iata)_code)$/;

/**
 * `"destination": "MAD3"`, `"country": "ES8"`: a code of a fixed kind with a digit run on — the
 * doc's example made unique. No airport, country, currency or language is called that.
 */
export function codeNumber(key: string, v: string): boolean {
  return (
    FIXED_CODE_KEY.test(splitWords(key).join("_").toLowerCase()) && /^[A-Za-z]{2,3}\d{1,2}$/.test(v)
  );
}

/** The country values a record states, as [key, value, is-a-code]. */
function countryValues(rec: Rec): Array<[string, string, boolean]> {
  const out: Array<[string, string, boolean]> = [];
  for (const [k, v] of Object.entries(rec)) {
    if (!COUNTRY_KEY.test(k)) continue;
    if (typeof v === "string") out.push([k, v, /code|iso/i.test(k) || /^[A-Z]{2,3}$/.test(v)]);
    else if (isObj(v))
      for (const [ik, iv] of Object.entries(v))
        if (typeof iv === "string" && /^(name|code|iso_?code|alpha_?2)$/i.test(ik))
          out.push([`${k}.${ik}`, iv, /code|alpha/i.test(ik)]);
  }
  return out;
}

/** "Paris" in "Monaco": the country a record states is not the one its known city lies in. */
export function placeCountry(rec: Rec): RecordDefect[] {
  const place = cityOf(rec);
  const country = place && placeOfCity(place.city)?.country;
  if (!country) return [];
  const out: RecordDefect[] = [];
  const own = regionName(country.code);
  for (const [k, v, code] of countryValues(rec)) {
    // Names, not codes, are compared: old codes share their successor's name (DD, DE: Germany);
    // a name Intl does not know ("Democratic People's Republic of Korea") is compared as written.
    const known = code ? undefined : regionCodeOfName(v);
    // A three-letter code is read as the two-letter one it stands for ("USA": the US).
    const two = /^[A-Za-z]{2}$/.test(v) ? v.toUpperCase() : alpha2OfAlpha3(v);
    const said = code ? (two ? regionName(two) : undefined) : known ? regionName(known) : v.trim();
    const wrong = said?.toLowerCase() !== own?.toLowerCase();
    if (wrong) out.push({ kind: "place-country", key: k, value: `${place.city} in ${v}` });
  }
  return out;
}

/** A field named from prose: Open Targets' "divided by datasource, genes and so on" → `so_on`. */
export function proseKeys(rec: Rec): RecordDefect[] {
  return Object.keys(rec)
    .filter((k) => /^(so_?on|etc|and_?so_?on|so_?forth|the_?like)$/i.test(k))
    .map((k) => ({ kind: "prose-field" as const, key: k, value: String(rec[k]) }));
}

/** Chicago on "EU": the continent a record states is not the one its known city lies on. */
export function placeContinent(rec: Rec): RecordDefect[] {
  const place = cityOf(rec);
  const city = place && placeOfCity(place.city);
  const continent = city && continentOf(city.country.code, city.tz);
  if (!place || !continent) return [];
  const out: RecordDefect[] = [];
  const check = (key: string, v: unknown, code: boolean) => {
    if (typeof v !== "string" || !v.trim()) return;
    const want = code || /^[A-Z]{2}$/.test(v) ? continent.code : continent.name;
    if (v.trim().toLowerCase() !== want.toLowerCase())
      out.push({ kind: "place-continent", key, value: `${place.city} on ${v}` });
  };
  for (const [k, v] of Object.entries(rec)) {
    if (!/^continent(?:_?(?:name|code))?$/i.test(k)) continue;
    if (isObj(v)) {
      for (const [ik, iv] of Object.entries(v))
        if (/^(name|code)$/i.test(ik)) check(`${k}.${ik}`, iv, /code/i.test(ik));
    } else check(k, v, /code/i.test(k));
  }
  return out;
}

const EVM_CHAIN =
  /^(eth|ethereum|matic|polygon|bsc|bnb|ron|ronin|arb|arbitrum|op|optimism|base|avax|avalanche|ftm|fantom|celo|gnosis)$/i;
const BTC_CHAIN = /^(btc|bitcoin)$/i;
const EVM_ADDRESS = /^(?:0x|ronin:)[0-9a-fA-F]{40}$/;
const BTC_ADDRESS = /^(?:[13][1-9A-HJ-NP-Za-km-z]{25,34}|bc1[02-9ac-hj-np-z]{11,71})$/;
const CHAIN_KEY = /^(chain|blockchain|network|coin)$/i;
const ADDRESS_KEY = /(?:^|_)address(?:es)?$|[a-z]Address(?:es)?$/;
const NOT_CHAIN_ADDRESS = /email|ip|mac|street|postal|mail|billing|shipping|home|web|url/i;

/** A record's or call's addresses against its chain (`"chain":"ETH"` wants `0x…`). */
export function chainAddresses(rec: Rec, chain?: string): RecordDefect[] {
  const own = Object.entries(rec).find(([k, v]) => CHAIN_KEY.test(k) && typeof v === "string");
  const here = (own?.[1] as string | undefined) ?? chain;
  const out: RecordDefect[] = [];
  // Nested records of the same chain (`incoming: [{address}]`) hold addresses of that chain.
  for (const v of Object.values(rec)) {
    const items = Array.isArray(v) ? v : [v];
    for (const x of items) if (isObj(x)) out.push(...chainAddresses(x, here));
  }
  if (!here || !(EVM_CHAIN.test(here) || BTC_CHAIN.test(here))) return out;
  const check = (k: string, v: string) => {
    const ok = EVM_CHAIN.test(here) ? EVM_ADDRESS.test(v) : BTC_ADDRESS.test(v);
    if (!ok) out.push({ kind: "chain-address", key: k, value: `${here}: ${v}` });
  };
  for (const [k, v] of Object.entries(rec)) {
    if (!ADDRESS_KEY.test(k) || NOT_CHAIN_ADDRESS.test(k.replace(/address(es)?$/i, ""))) continue;
    if (/token/i.test(k)) continue;
    if (typeof v === "string" && v) check(k, v);
    else if (Array.isArray(v)) for (const x of v) if (typeof x === "string" && x) check(k, x);
  }
  return out;
}

const FIRST_KEY = /^(first_?name|given_?name|firstname)$/i;
const LAST_KEY = /^(last_?name|family_?name|surname|lastname)$/i;
const EMAIL_KEY = /^(e_?mail|email_?address)$/i;
const letters = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, "");

/** `jaquan.kohlerhackett@…` beside `firstName` "Jace": the email names another person. */
export function nameEmail(rec: Rec): RecordDefect[] {
  const get = (re: RegExp) =>
    Object.entries(rec).find(([k, v]) => re.test(k) && typeof v === "string")?.[1] as
      | string
      | undefined;
  const first = get(FIRST_KEY);
  const email = get(EMAIL_KEY);
  if (!first || !email?.includes("@")) return [];
  const last = get(LAST_KEY);
  const local = letters(email.split("@")[0] ?? "");
  const parts = [first, last ?? ""].map(letters).filter((p) => p.length >= 2);
  if (parts.length === 0 || parts.some((p) => local.includes(p) || local.includes(p.slice(0, 4))))
    return [];
  if (local.length <= 3 && local[0] === letters(first)[0]) return [];
  return [{ kind: "name-email", key: "email", value: `${first} ${last ?? ""} / ${email}`.trim() }];
}

const SLUG_KEY = /^(url_?)?slug$/i;
/** Tag "Impressionist" with `urlSlug` "abc": a slug shares the words of its record's name. */
export function slugName(rec: Rec): RecordDefect[] {
  const slugEntry = Object.entries(rec).find(([k, v]) => SLUG_KEY.test(k) && typeof v === "string");
  const name = Object.entries(rec).find(
    ([k, v]) => /^(name|title|default_?name)$/i.test(k) && typeof v === "string",
  )?.[1] as string | undefined;
  if (!slugEntry || !name) return [];
  const slugWords = splitWords(String(slugEntry[1]).replace(/[-_/]+/g, " ")).map(letters);
  const nameWords = splitWords(name).map(letters).filter(Boolean);
  // "E.T." → `e-t`, "R&B" → `r-b`: the same letters in the same order are the name's slug.
  if (slugWords.join("") === nameWords.join("")) return [];
  const shared = nameWords.some((w) =>
    slugWords.some((s) => s.length >= 2 && (w.startsWith(s) || s.startsWith(w))),
  );
  return shared
    ? []
    : [{ kind: "slug-name", key: slugEntry[0], value: `${name} / ${String(slugEntry[1])}` }];
}

const NAMED_KEY = /(namespace|slug|handle|permalink|identifier|url_?name|key)$/i;

/**
 * In a list, a key made from a name that is another item's name: "Netflix" namespaced
 * `catalogue:amazon-prime` beside an "Amazon Prime" (fresh58 readers, N).
 */
export function shuffledSlugs(list: unknown[]): RecordDefect[] {
  const recs = list.filter(isObj) as Rec[];
  const nameOf = (r: Rec) =>
    Object.entries(r).find(([k, v]) => /^(name|title)$/i.test(k) && typeof v === "string")?.[1] as
      | string
      | undefined;
  const slug = (v: string) =>
    v
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "");
  const slugs = new Map<string, string>();
  for (const r of recs) {
    const n = nameOf(r);
    if (n && slug(n)) slugs.set(slug(n), n);
  }
  const out: RecordDefect[] = [];
  for (const r of recs) {
    const n = nameOf(r);
    if (!n) continue;
    for (const [k, v] of Object.entries(r)) {
      if (!NAMED_KEY.test(k) || typeof v !== "string") continue;
      const part = v.slice(Math.max(v.lastIndexOf(":"), v.lastIndexOf("/")) + 1);
      const other = slugs.get(part);
      if (other !== undefined && other !== n && !slug(n).includes(part))
        out.push({ kind: "slug-name", key: k, value: `${n} / ${v}` });
    }
  }
  return out;
}

const FIRST_NAMES = new Set(
  Object.values(en.person?.first_name ?? {})
    .flat()
    .map((n) => String(n)),
);
const LAST_NAMES = new Set(
  Object.values(en.person?.last_name ?? {})
    .flat()
    .map((n) => String(n)),
);
/** "Alisha Collier": a first and a family name the name lists know ("German Folk" is a genre). */
export function isPersonName(v: string): boolean {
  const m = /^([A-Z][a-z]+) (?:[A-Z]\. )?([A-Z][a-z']+)$/.exec(v.trim());
  return m !== null && FIRST_NAMES.has(m[1] ?? "") && LAST_NAMES.has(m[2] ?? "");
}

/** `size_name`, `licenseName`: the name of a thing, not of a person. */
const THING_NAME_KEY = /^([a-z]+)_?name$/i;
const PERSON_WORD =
  /^(first|last|middle|given|family|sur|full|display|user|person|contact|owner|author|artist|customer|member|employee|patient|driver|holder|account_?holder|recipient|sender|buyer|seller|licensee|assignee|creator|editor|manager|agent|nick|maiden|legal|preferred|doctor|physician|student|teacher|guest|traveller|traveler|passenger|player|coach|ordered_?by|purchased_?by|pilot|captain|host|speaker|reviewer|approver|requester|signer|signatory|photographer|director|actor|writer|composer|publisher|client|tenant|landlord|vendor|supplier|partner|representative|rep|sales_?rep|officer|worker|staff|volunteer|candidate|applicant|beneficiary|payee|payer|cardholder|card_?holder|committer|reporter|submitter|uploader|modifier|updater|inviter|invitee|organi[sz]er|collaborator|contributor|moderator|supervisor|colleague|teammate|coworker|caller|attendee|participant|subscriber|follower|sponsor|referrer|witness)$/i;

const WHICH_NAME =
  /^(default|old|new|original|official|short|long|alt|alternate|alternative|other|common|local|native|real|stage|birth|previous|current|primary|secondary|sort|search|canonical|raw|formatted|translated|english|latin|known|given|public|private|own|proper|real|true|formal|informal|screen|pen)$/i;

/** "size_name": "Alisha Collier": a person's name where the key names a thing's name. */
export function personInName(key: string, v: string): boolean {
  const m = THING_NAME_KEY.exec(key);
  if (!m) return false;
  const thing = (m[1] ?? "").replace(/_$/, "");
  // `defaultName`, `oldName`: which of a record's names, not what it names (an artist's is a person's).
  return !PERSON_WORD.test(thing) && !WHICH_NAME.test(thing) && isPersonName(v);
}

/** A size or count said in a unit ("in bytes"), or a count: a number, however the doc types it. */
const UNIT_KEY =
  /(?:^|_)(?:size_in_[a-z]+|in_bytes|bytes|byte_size|file_?size|count|length_in_[a-z]+)$/;
/** `file_size_in_bytes`: "dGVybSxy…" — a number field holding words or base64. */
export function unitText(key: string, v: string): boolean {
  const words = splitWords(key).join("_");
  if (!UNIT_KEY.test(words) || /(?:^|_)(?:country|currency|url|uri|unit)(?:_|$)/.test(words))
    return false;
  // "2.4 MB", "1,024", "12 KB" are sizes said as people say them.
  return !/^\s*~?[\d.,]+\s*(?:[kmgtp]i?b|bytes?|b)?\s*$/i.test(v);
}

const FILE_EXTENSIONS =
  "pdf|docx?|xlsx?|pptx?|csv|tsv|txt|rtf|odt|jpe?g|png|gif|webp|svg|tiff?|bmp|heic|mp3|wav|flac|ogg|mp4|mov|avi|mkv|webm|zip|gz|tar|json|xml|html?|md|eps|ai|psd";
const RUN_ON_EXTENSION = new RegExp(`\\.(?:${FILE_EXTENSIONS})\\d+$`, "i");
/** "annual-report-2025.pdf8": an extension run on into digits (a unique suffix at the wrong end). */
export function runOnExtension(v: string): boolean {
  return RUN_ON_EXTENSION.test(v.trim());
}

const STREET_KEY =
  /^(?:street|street_?and_?(?:house_?)?number|street_?address|address_?line_?1|line_?1|street_?name)$/i;
/** "streetAndNumber": "SA-4962" — a street holding a code, no street word at all. */
export function streetCode(key: string, v: string): boolean {
  if (!STREET_KEY.test(splitWords(key).join("_"))) return false;
  // "413 S 1st St" is a street; "SA-4962" and "4962" are not.
  return /^[A-Z0-9]{1,5}[-_]\d+$/.test(v.trim()) || !/[A-Za-zÀ-ÿ]/.test(v);
}

const ADDITION_KEY =
  /^(?:address_?)?(?:addition|supplement|complement|extra|line_?2|address_?2|additional(?:_?address)?)$/i;
/** `addressAddition`: "204 Thomas Street, Manchester M4 0LD": the whole address again. */
export function addressRepeat(rec: Rec): RecordDefect[] {
  const out: RecordDefect[] = [];
  const parts = Object.entries(rec)
    .filter(([k, v]) => typeof v === "string" && /street|city|town|zip|postal|line_?1/i.test(k))
    .map(([, v]) => String(v).toLowerCase())
    .filter((v) => v.length >= 3);
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v !== "string" || !ADDITION_KEY.test(splitWords(k).join("_"))) continue;
    const low = v.toLowerCase();
    if (parts.some((p) => low.includes(p)) || /^\d+ [^,]+, [^,]+ [A-Z0-9]{2,}/.test(v))
      out.push({ kind: "address-repeat", key: k, value: v });
  }
  return out;
}

/** `asset_count` 4 beside two `assets`: a count of what the record lists disagrees with it. */
export function countDrift(rec: Rec): RecordDefect[] {
  const out: RecordDefect[] = [];
  for (const [k, v] of Object.entries(rec)) {
    const m = /^(.+?)_?(?:count|Count)$/.exec(k);
    if (!m || typeof v !== "number") continue;
    const stem = (m[1] ?? "").toLowerCase();
    const listed = Object.entries(rec).find(
      ([lk, lv]) => Array.isArray(lv) && lk.toLowerCase() === `${stem}s`,
    );
    // A page of a longer list may hold fewer: only more listed than counted is certain nonsense,
    // or a different count when the list is whole (no paging beside it).
    if (listed && (listed[1] as unknown[]).length > 0 && (listed[1] as unknown[]).length !== v)
      out.push({
        kind: "count-drift",
        key: k,
        value: `${v} vs ${(listed[1] as unknown[]).length} ${listed[0]}`,
      });
  }
  return out;
}

const RECORD_ID_KEY = /^(?:_?id|[a-z]+_id|[a-z]+Id)$/;
const recordIdOf = (rec: Rec): string | undefined => {
  const own = rec.id ?? Object.entries(rec).find(([k]) => RECORD_ID_KEY.test(k))?.[1];
  return typeof own === "string" || typeof own === "number" ? String(own) : undefined;
};
const OWN_NAME_FIELD = /^(?:name|title|public_?title|display_?name|label)$/i;

/** Two trials both titled "Heart health study": records of one list named alike. */
export function repeatedNames(list: unknown[]): RecordDefect[] {
  const seen = new Map<string, string>();
  const out: RecordDefect[] = [];
  for (const x of list) {
    if (!isObj(x)) continue;
    const id = recordIdOf(x);
    const entry = Object.entries(x).find(
      ([k, v]) => OWN_NAME_FIELD.test(k) && typeof v === "string",
    );
    if (!id || !entry) continue;
    const name = String(entry[1]).trim().toLowerCase();
    const other = seen.get(name);
    if (other !== undefined && other !== id) {
      out.push({ kind: "repeated-name", key: entry[0], value: String(entry[1]) });
      break;
    }
    seen.set(name, id);
  }
  return out;
}

/** Every record at any depth of a tool result, with its count fields. */
function countsOf(v: unknown, out: Map<string, Map<string, number>>, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(v)) for (const x of v) countsOf(x, out, depth + 1);
  if (!isObj(v)) return;
  const id = recordIdOf(v);
  if (id !== undefined)
    for (const [k, x] of Object.entries(v))
      if (typeof x === "number" && /(?:_c|C)ount$/.test(k)) memo(out, id).set(k, x);
  for (const x of Object.values(v)) if (typeof x === "object") countsOf(x, out, depth + 1);
}
const memo = (m: Map<string, Map<string, number>>, id: string): Map<string, number> => {
  const known = m.get(id);
  if (known) return known;
  const made = new Map<string, number>();
  m.set(id, made);
  return made;
};

/**
 * A board's `asset_count` 4 in a list and 2 in the get that follows it: a count read twice with
 * no write between says two things.
 */
export function countsAcrossReads(tr: Trajectory, bundles: readonly EnvBundle[]): RecordDefect[] {
  const out: RecordDefect[] = [];
  let last = new Map<string, Map<string, number>>();
  for (const call of answeredCalls(tr, bundles)) {
    const kind = inferToolKind(call.spec, call.route.bundle.tools).kind;
    const now = new Map<string, Map<string, number>>();
    countsOf(call.result, now);
    if (kind !== "read" && kind !== "list") {
      // A write may change what it counts: what it shows is the state from here on.
      last = now;
      continue;
    }
    for (const [id, counts] of now)
      for (const [k, n] of counts) {
        const before = last.get(id)?.get(k);
        if (before !== undefined && before !== n)
          out.push({ kind: "count-drift", key: k, value: `${id}: ${before} then ${n}` });
      }
    for (const [id, counts] of now) for (const [k, n] of counts) memo(last, id).set(k, n);
  }
  return out;
}

function labelsOf(v: unknown, out: Map<string, Map<string, string>>, depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(v)) for (const x of v) labelsOf(x, out, depth + 1);
  if (!isObj(v)) return;
  const id = recordIdOf(v);
  if (id !== undefined)
    for (const [k, x] of Object.entries(v))
      if (typeof x === "string" && x && RECORD_NAME_KEY.test(k)) {
        const m = out.get(id) ?? new Map<string, string>();
        out.set(id, m.set(k, x));
      }
  for (const x of Object.values(v)) if (typeof x === "object") labelsOf(x, out, depth + 1);
}

/**
 * One record called two things by two answers with no change between: a list says custom feed
 * cf_1004 is "lifestyle", the delete of it answers "sports" (fresh58 readers, N). A delete
 * answers the record as it was; only an update or an action may rename it.
 */
export function labelsAcrossAnswers(tr: Trajectory, bundles: readonly EnvBundle[]): RecordDefect[] {
  const out: RecordDefect[] = [];
  let last = new Map<string, Map<string, string>>();
  for (const call of answeredCalls(tr, bundles)) {
    const kind = inferToolKind(call.spec, call.route.bundle.tools).kind;
    const now = new Map<string, Map<string, string>>();
    labelsOf(call.result, now);
    if (kind !== "read" && kind !== "list" && kind !== "delete") {
      last = now;
      continue;
    }
    for (const [id, labels] of now)
      for (const [k, v] of labels) {
        const before = last.get(id)?.get(k);
        if (before !== undefined && before !== v)
          out.push({ kind: "label-drift", key: k, value: `${id}: ${before} then ${v}` });
      }
    for (const [id, labels] of now)
      for (const [k, v] of labels) {
        const m = last.get(id) ?? new Map<string, string>();
        last.set(id, m.set(k, v));
      }
  }
  return out;
}

/** Argument keys that filter or shape a read, not name the thing read. */
const SHAPING_KEY =
  /^(q|query|search|term|keyword|filter|sort|order|order_?by|fields|lang|language|locale|format|include|expand|view|mode|type|status|category|page|cursor|limit|offset|thumbsize|size|color|colou?r)$/i;
/** Keys of a record's own name. */
const RECORD_NAME_KEY = /^(name|title|display_?name|label)$/i;

/**
 * A read by one thing's name answered with a record named otherwise, the name nowhere in it:
 * the runtime's lookup ignored what was asked (nookipedia's bug "Licence request for Figma" read
 * back as "VPN disconnects every hour", fresh44 dev).
 */
export function lookupOtherRecord(tr: Trajectory, bundles: readonly EnvBundle[]): RecordDefect[] {
  const out: RecordDefect[] = [];
  for (const call of answeredCalls(tr, bundles)) {
    if (!isObj(call.args) || !isObj(call.result)) continue;
    const kind = inferToolKind(call.spec, call.route.bundle.tools).kind;
    if (kind !== "read") continue;
    const given = Object.entries(call.args).filter(
      ([k, v]) =>
        typeof v === "string" &&
        !SHAPING_KEY.test(k) &&
        !/(^|_)(id|ids|uuid|key|code|slug)$|[a-z]Id$/i.test(k) &&
        /^[A-Z][^\s]*(?: [^\s]+){1,7}$/.test(v),
    );
    if (given.length !== 1) continue;
    const [key, asked] = given[0] as [string, string];
    const named = Object.entries(call.result).find(
      ([k, v]) => RECORD_NAME_KEY.test(k) && typeof v === "string" && v.trim() !== "",
    );
    if (!named) continue;
    const text = JSON.stringify(call.result).toLowerCase();
    if (text.includes(asked.toLowerCase())) continue;
    out.push({ kind: "lookup-other-record", key, value: `${asked} → ${String(named[1])}` });
  }
  return out;
}

/** The thing an id key names: `project-id` → project, `bucketID` → bucket, `org_id` → org. */
export function refNoun(key: string): string | undefined {
  const m = /^(.+)_id$/.exec(fieldWords(key).toLowerCase());
  return m?.[1];
}

/** A record's own label: its name, title or display name. */
function labelOfRecord(rec: Rec): string | undefined {
  for (const k of ["name", "title", "display_name", "displayName", "label"])
    if (typeof rec[k] === "string" && rec[k] !== "") return rec[k] as string;
  return undefined;
}

/** Every object of a value down to `depth`, with the key it sits under (`""` at the top). */
function objectsUnder(v: unknown, key: string, out: Array<[string, Rec]>, depth = 0): void {
  if (depth > 5) return;
  if (Array.isArray(v)) {
    for (const x of v) objectsUnder(x, key, out, depth + 1);
    return;
  }
  if (!isObj(v)) return;
  out.push([key, v]);
  for (const [k, x] of Object.entries(v)) objectsUnder(x, k, out, depth + 1);
}

const scalar = (v: unknown): v is string | number => typeof v === "string" || typeof v === "number";

/**
 * A result that shows another record than the one the call or the record names (fresh57 blind
 * readers, N): LGTM's `requestAnalysis {"project-id":6}` answered with a task whose nested
 * `"project":{"id":8,"name":"Project Orion"}`; an InfluxDB scraper made for `bucketID` buc_1006
 * (the "Test bucket" the user named) saying `"bucket":"kassulke-backups"`. An object under a
 * key a call's `X-id` argument names has that id; a name beside an `XID` is the name the
 * conversation's earlier results gave the record of that id.
 */
export function refOtherRecord(tr: Trajectory, bundles: readonly EnvBundle[]): RecordDefect[] {
  const out: RecordDefect[] = [];
  const known = new Map<string, string>();
  const learn = (noun: string, rec: Rec) => {
    const label = labelOfRecord(rec);
    if (label !== undefined && scalar(rec.id)) known.set(`${noun}|${String(rec.id)}`, label);
  };
  for (const call of answeredCalls(tr, bundles)) {
    const objs: Array<[string, Rec]> = [];
    objectsUnder(call.result, "", objs);
    const given = isObj(call.args)
      ? Object.entries(call.args).flatMap(([k, v]) => {
          const noun = refNoun(k);
          return noun && scalar(v) ? [[noun, String(v)] as const] : [];
        })
      : [];
    for (const [key, rec] of objs) {
      const noun = key === "" ? "" : singular(fieldWords(key).toLowerCase());
      for (const [want, id] of given)
        if (noun === want && scalar(rec.id) && String(rec.id) !== id)
          out.push({ kind: "ref-other-record", key, value: `${want} ${id} → ${String(rec.id)}` });
      for (const [k, v] of Object.entries(rec)) {
        const ref = refNoun(k);
        if (!ref || !scalar(v)) continue;
        const nameKey = Object.keys(rec).find(
          (x) => x !== k && fieldWords(x).toLowerCase() === ref && typeof rec[x] === "string",
        );
        const label = known.get(`${ref}|${String(v)}`);
        if (nameKey && label !== undefined && label !== rec[nameKey])
          out.push({
            kind: "ref-other-record",
            key: nameKey,
            value: `${ref} ${String(v)} is ${label}, shown as ${String(rec[nameKey])}`,
          });
      }
    }
    // What this call shows of each record is known from here on.
    const own = toolNoun(call.spec.name);
    for (const [key, rec] of objs)
      learn(
        key === "" || /^(data|items|results?|records|list|values)$/i.test(key)
          ? own
          : singular(fieldWords(key).toLowerCase()),
        rec,
      );
  }
  return out;
}

/** Keys whose value names one record of a collection, not a kind it shares with others. */
const IDENTIFIER_KEY = /(^|_)(identifier|slug|handle|permalink|url_name|url_key)$/;

/**
 * One identifier stamped on every record of a list (fresh57 readers, N: every LGTM project's
 * `url-identifier` "g/apache/commons-io" while their names and urls differ): three or more
 * records told apart by their names share the value of a key that names one record.
 */
export function stampedIdentifier(list: unknown[]): RecordDefect[] {
  const recs = list.filter(isObj);
  if (recs.length < 3) return [];
  const labels = new Set(recs.map(labelOfRecord).filter((x) => x !== undefined));
  if (labels.size < 2) return [];
  const out: RecordDefect[] = [];
  for (const k of Object.keys(recs[0] ?? {})) {
    if (!IDENTIFIER_KEY.test(fieldWords(k).toLowerCase())) continue;
    const values = recs.map((r) => r[k]);
    if (values.every((v) => typeof v === "string" && v !== "" && v === values[0]))
      out.push({ kind: "stamped-identifier", key: k, value: String(values[0]) });
  }
  return out;
}

/** Keys of free text about the one record it sits on. */
const ABOUT_KEY = /(^|_)(description|summary|details|about|blurb)$/;

/**
 * One record's description on records named otherwise (fresh57 readers, N: Kumpe's chores "Call
 * the plumber" and "Prepare slides for Monday" both "Wash dishes and clean off counter", the doc's
 * example text): two records of a list with different names share a sentence about themselves.
 */
export function sharedText(list: unknown[]): RecordDefect[] {
  const byText = new Map<string, Set<string>>();
  let key = "";
  for (const r of list) {
    if (!isObj(r)) continue;
    const label =
      labelOfRecord(r) ??
      Object.entries(r).find(
        ([k, v]) => /(^|_)(name|title)$/.test(fieldWords(k)) && typeof v === "string",
      )?.[1];
    if (typeof label !== "string") continue;
    for (const [k, v] of Object.entries(r)) {
      if (!ABOUT_KEY.test(fieldWords(k).toLowerCase()) || typeof v !== "string") continue;
      if (v.length < 20 || !/\s/.test(v)) continue;
      const names = byText.get(v) ?? new Set<string>();
      names.add(label);
      byText.set(v, names);
      key = k;
    }
  }
  for (const [text, names] of byText)
    if (names.size > 1) return [{ kind: "shared-text", key, value: text }];
  return [];
}

/** Words of buying, selling and paying for goods; a doc that uses none of them is not a shop. */
const COMMERCE =
  /\b(order(?:s|ed)?|purchas(?:e|ed|es)|buy|bought|refund(?:s|ed)?|ship(?:ped|ping)|deliver(?:y|ed)|checkout|cart|wrong size|price[sd]?|invoices?|discount(?:s|ed)?|payments?|sales team)\b/i;
const FREE_TEXT_KEY =
  /^(description|summary|details|about|notes?|body|text|message|content|comment|reason|feedback|subject|overview|remarks?)$/i;

/** Free text that speaks of buying things where the API's doc never does. */
export function offDomainText(key: string, v: string, docText: string): RecordDefect[] {
  // `errorMessage`, `shareComment`: the last word says the field is free text.
  if (!FREE_TEXT_KEY.test(key) && !FREE_TEXT_KEY.test(fieldWords(key).split("_").pop() ?? ""))
    return [];
  const m = COMMERCE.exec(v);
  if (!m) return [];
  const stem = (m[1] ?? "").toLowerCase().slice(0, 5);
  return docText.includes(stem) ? [] : [{ kind: "off-domain-text", key, value: v }];
}

/** The doc's own words, lower case: bundle description, tool descriptions and schema descriptions. */
function docTextOf(bundle: EnvBundle): string {
  // An Azure API whose text never says so is still a cloud provider's (its source, its params).
  const parts: string[] = [
    bundle.name ?? "",
    bundle.description ?? "",
    cloudProviderOf(bundle.tools),
  ];
  const walk = (s: unknown, depth: number) => {
    if (depth > 10 || !isObj(s)) return;
    if (typeof s.description === "string") parts.push(s.description);
    if (Array.isArray(s.enum)) parts.push(s.enum.map(String).join(" "));
    for (const [k, x] of Object.entries(isObj(s.properties) ? s.properties : {})) {
      parts.push(k);
      walk(x, depth + 1);
    }
    if (s.items) walk(s.items, depth + 1);
  };
  for (const t of bundle.tools) {
    parts.push(t.name, t.description ?? "");
    walk(t.inputSchema, 0);
    walk(t.outputSchema, 0);
  }
  return parts.join(" ").toLowerCase();
}

/** A noun of people: an agent noun ("illustrator", "trainer") may be one, so it is never judged. */
const MAYBE_PERSON = /(?:ist|ian|or|er|ee|ant|ent)$/;

/** The thing a tool lists or reads: `get_rarities_by_rarity` → `rarity`. */
export function toolNoun(toolName: string): string {
  const words = splitWords(toolName.replace(/_by_.*$|By[A-Z].*$/, "")).map((w) => w.toLowerCase());
  const nouns = words.filter(
    (w) => !/^(get|list|find|search|fetch|read|retrieve|all|v\d+|api)$/.test(w),
  );
  return singular(nouns[nouns.length - 1] ?? "");
}

/**
 * People where a tool's own things are no people: the bare strings a list tool returns, or the
 * values kept under its noun (`"rarity":"Scottie Funk"` from `get_rarities`).
 */
export function personAsThing(result: unknown, noun: string): RecordDefect[] {
  if (noun === "" || PERSON_WORD.test(noun) || MAYBE_PERSON.test(noun)) return [];
  const found: string[] = [];
  const walk = (v: unknown, depth: number) => {
    if (depth > 4) return;
    if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else if (isObj(v))
      for (const [k, x] of Object.entries(v)) {
        if (typeof x === "string" && singular(fieldWords(k)) === noun) {
          if (isPersonName(x)) found.push(x);
        } else if (typeof x === "object") walk(x, depth + 1);
      }
  };
  if (Array.isArray(result) && result.every((x) => typeof x === "string")) {
    const people = result.filter((x) => isPersonName(x as string)) as string[];
    if (people.length >= 2) found.push(...people);
  } else walk(result, 0);
  return found.length > 0 ? [{ kind: "person-as-thing", key: noun, value: found[0] ?? "" }] : [];
}

/** `"userAgent": "Malinda Marvin"`: a browser's string that is a person's name (Shorten.REST, fresh50). */
export function agentPerson(key: string, v: string): boolean {
  return /^user_agent(?:_string)?$/.test(fieldWords(key)) && isPersonName(v);
}

/** `["internal","custom","internal4"]`: a word told apart from itself by a digit. */
export function numberedWords(list: unknown[]): RecordDefect[] {
  const groups = new Map<string, string[]>();
  for (const x of list) {
    if (typeof x === "string") groups.set("", [...(groups.get("") ?? []), x]);
    else if (isObj(x))
      for (const [k, v] of Object.entries(x))
        if (typeof v === "string") groups.set(k, [...(groups.get(k) ?? []), v]);
  }
  for (const [key, values] of groups) {
    const bare = new Set(values.map((v) => v.toLowerCase()));
    for (const v of values) {
      const m = /^([A-Za-z][A-Za-z]+)(\d{1,3})$/.exec(v);
      if (m && bare.has((m[1] ?? "").toLowerCase()))
        return [{ kind: "numbered-word", key, value: v }];
    }
  }
  return [];
}

const TAG_KEY = /(?:^|_)(?:tags?|categor(?:y|ies)|labels?)$/;
/** Every shop catalogue's categories, with the catalogue each belongs to. */
const CATALOGUE_CATEGORIES = new Map(
  Object.values(CATALOGUES).flatMap((c) => c.categories.map((w) => [w.toLowerCase(), c] as const)),
);
/** "associated_tags": "mains" where the doc sells no meals: a shop's category out of its shop. */
export function catalogueTag(key: string, v: string, doc: string): boolean {
  if (!TAG_KEY.test(fieldWords(key))) return false;
  const c = CATALOGUE_CATEGORIES.get(v.trim().toLowerCase());
  if (!c || c === CATALOGUES.generic) return false;
  if (new RegExp(`\\b${v.trim().toLowerCase()}\\b`).test(doc)) return false;
  return catalogueFor(doc) !== c;
}

/** The names of saved filters the sampler deals ("High priority", "Closed last month"). */
const FILTER_NAMES = new Set(names.kinds.filter.values.map((v) => v.toLowerCase()));
const FILTER_RECORD_KEY =
  /^(?:q|query|queries|search_query|filters?|criteria|conditions?|params|parameters|terms?|expression|keywords?)$/;
/** `"Title":"High priority"` on a movie: a saved filter's name on a record that searches nothing. */
export function filterTitles(rec: Rec): RecordDefect[] {
  if (Object.keys(rec).some((k) => FILTER_RECORD_KEY.test(fieldWords(k)))) return [];
  for (const [k, v] of Object.entries(rec))
    if (
      typeof v === "string" &&
      // A title, not a name: a CRM's segment may well be called "VIP customers".
      /^(?:title|display_title)$/.test(fieldWords(k)) &&
      FILTER_NAMES.has(v.trim().toLowerCase())
    )
      return [{ kind: "filter-title", key: k, value: v }];
  return [];
}

/** A number with decimals under a key that counts whole things (`countsWholeThings`). */
export function fractionalCount(key: string, v: number, schema?: SchemaNode): boolean {
  if (Number.isInteger(v) || !Number.isFinite(v) || key === "") return false;
  return countsWholeThings(fieldWords(key), String(schema?.description ?? ""));
}

const COUNTRY_RECORD_KEY = /^(country|countries)$/;

/** A country record (`country`, `countries[]`) whose name is not the name of its ISO code. */
export function countryName(key: string, rec: Rec): RecordDefect[] {
  if (!COUNTRY_RECORD_KEY.test(fieldWords(key))) return [];
  const code = rec.code ?? rec.iso ?? rec.country_code ?? rec.countryCode;
  const name = rec.name ?? rec.country_name ?? rec.countryName;
  if (typeof code !== "string" || !/^[A-Z]{2}$/.test(code) || typeof name !== "string") return [];
  const real = regionName(code);
  if (!real || real === code) return [];
  if (regionCodeOfName(name) === code || name.includes(real) || real.includes(name)) return [];
  return [{ kind: "country-name", key: "name", value: name }];
}

/** A record named "<town> <its own class word>": "Seattle Venue" for a venue. */
export function classWordName(key: string, rec: Rec): RecordDefect[] {
  const name = rec.name ?? rec.title;
  if (typeof name !== "string" || key === "") return [];
  const noun = singular(fieldWords(key).split("_").pop() ?? "");
  const m = /^(.+) ([A-Z][a-z]+)$/.exec(name.trim());
  if (!m || noun.length < 3 || m[2]!.toLowerCase() !== noun) return [];
  const town = m[1]!.replace(/ (Central|North|South|East|West|Park|Riverside|Airport)$/, "");
  return knownCities().has(town.toLowerCase()) || PLACES.some((p) => p.city === town)
    ? [{ kind: "class-word-name", key: "name", value: name }]
    : [];
}

/** A person's profile whose display name is a word and a number ("Block 10"). */
export function numberedProfile(rec: Rec): RecordDefect[] {
  if (!isProfile(Object.keys(rec))) return [];
  return Object.entries(rec)
    .filter(
      ([k, v]) =>
        /^(display_?name|name|full_?name)$/i.test(k) &&
        typeof v === "string" &&
        /^[A-Z][a-z]+(?: [a-z]+)? \d{1,4}$/.test(v.trim()),
    )
    .map(([k, v]) => ({ kind: "numbered-profile" as const, key: k, value: String(v) }));
}

const EMAIL_LIST_KEY = /^(e_?mails?|e_?mail_?address(es)?)$/;

/** An item of an email list (`emailAddresses[]`) whose `address` holds no email address. */
export function emailListAddress(key: string, rec: Rec): RecordDefect[] {
  if (!EMAIL_LIST_KEY.test(fieldWords(key))) return [];
  const v = rec.address ?? rec.value;
  if (typeof v !== "string" || v === "" || /^[^\s@]+@[^\s@]+$/.test(v.trim())) return [];
  return [{ kind: "email-list-address", key: "address", value: v }];
}

/** A gene's record (it has a gene symbol) whose full name is a person's ("Jayme Keeling"). */
export function genePerson(rec: Rec): RecordDefect[] {
  if (!Object.keys(rec).some((k) => /gene_?symbol$/i.test(k))) return [];
  return Object.entries(rec)
    .filter(([k, v]) => /full_?name$/i.test(k) && typeof v === "string" && isPersonName(v))
    .map(([k, v]) => ({ kind: "person-in-name" as const, key: k, value: String(v) }));
}

/** Text made of its own field's word and a template: "Location for Betsy Prosacco", "Status: OK". */
export function templateText(key: string, v: string): boolean {
  const head = fieldWords(key).split("_")[0] ?? "";
  if (head.length < 3) return false;
  const m = /^([A-Z][a-z]+)(?: for [A-Z]|: OK$)/.exec(v.trim());
  return m !== null && m[1]!.toLowerCase() === head;
}

const FILE_NAME_KEY = /(^|_)(file_?name|filename|file)$/;

/** Three or more files of one list, all under one name (`attachments[].fileName`). */
export function repeatedFiles(list: unknown[]): RecordDefect[] {
  const names = list.flatMap((x) => {
    if (typeof x === "string") return /^[\w-]+\.[a-z0-9]{2,4}$/i.test(x) ? [x] : [];
    if (!isObj(x)) return [];
    const hit = Object.entries(x).find(
      ([k, v]) => FILE_NAME_KEY.test(fieldWords(k)) && typeof v === "string",
    );
    return hit ? [String(hit[1])] : [];
  });
  if (names.length < 3 || new Set(names).size > 1) return [];
  return [{ kind: "repeated-file", key: "", value: names[0]! }];
}

const CONTENT_TYPE_KEY = /(^|_)(content_type|mime_type|mimetype|media_type)$/;
const DURATION_KEY = /(^|_)(content_)?duration$/;

/** A record that lasts (a duration above 0) whose content type is no video or audio. */
export function mediaKind(rec: Rec): RecordDefect[] {
  const lasts = Object.entries(rec).some(
    ([k, v]) => DURATION_KEY.test(fieldWords(k)) && Number(v) > 0,
  );
  if (!lasts) return [];
  return Object.entries(rec)
    .filter(
      ([k, v]) =>
        CONTENT_TYPE_KEY.test(fieldWords(k)) &&
        typeof v === "string" &&
        /^[a-z]+\/[\w.+-]+$/.test(v) &&
        !/^(video|audio)\//.test(v),
    )
    .map(([k, v]) => ({ kind: "media-kind" as const, key: k, value: String(v) }));
}

const DATE_KEY = /(^|_)(date|deadline|created_on|updated_on|modified_on|expiry_date)$/;

/** A date held as a small whole number ("deadline": 43), or wrapped so (`{"value": 10}`). */
export function dateNumber(key: string, v: unknown): boolean {
  if (!DATE_KEY.test(fieldWords(key))) return false;
  const n = isObj(v) && Object.keys(v).length === 1 ? v.value : v;
  return typeof n === "number" && Number.isInteger(n) && n >= 0 && n < 100_000;
}

/** Kinds of the lexicon that a person may stand for (an account, a profile, a party). */
const PERSONAL_KINDS = /^(account|profile|party|real-name|user-group|contact|team|subject)$/;

/** A record of a kind the lexicon names as a thing (a connector) named as a person. */
export function thingNamedAsPerson(key: string, rec: Rec): RecordDefect[] {
  const noun = singular(fieldWords(key).split("_").pop() ?? "");
  const kind = noun.length > 2 ? lexiconKind(noun) : undefined;
  if (!kind || PERSONAL_KINDS.test(kind) || PERSON_WORD.test(noun)) return [];
  const name = rec.name ?? rec.title ?? rec.display_name;
  return typeof name === "string" && isPersonName(name)
    ? [{ kind: "person-as-thing", key: `${key}.name`, value: name }]
    : [];
}

/** A script or a source map held as a file of another kind (`"minified_java_script":"x.pdf"`). */
export function fileKind(key: string, v: string, doc = ""): boolean {
  const ext = /^[\w.-]+\.([a-z0-9]{2,4})$/i.exec(v.trim())?.[1]?.toLowerCase();
  if (!ext) return false;
  const words = fieldWords(key);
  // An unpacker's or a YARA scanner's sample is a program, not "annual-report-2025.pdf".
  if (
    /\b(unpack(er|ing)?|unipacker|yara|malware)\b/i.test(doc) &&
    /^(file|file_?name|sample|executable)$/.test(words)
  )
    return /^(pdf|docx?|xlsx?|csv|txt|jpe?g|png|mp[34])$/.test(ext);
  if (/(^|_)(source_?map|sourcemap)$/.test(words)) return ext !== "map" && ext !== "json";
  if (/(^|_)java_?script$/.test(words)) return ext !== "js" && ext !== "mjs";
  return false;
}

/** A sort name that shares no word with the record's name ("Lee Brice", "Beatles, The"). */
export function sortNameDefects(rec: Rec): RecordDefect[] {
  const key = Object.keys(rec).find((k) => /^sort_?name$/i.test(k));
  const name = rec.name;
  const sort = key ? rec[key] : undefined;
  if (!key || typeof name !== "string" || typeof sort !== "string") return [];
  const words = (t: string) => new Set(t.toLowerCase().match(/[\p{L}\d]+/gu) ?? []);
  const own = words(name);
  const shared = [...words(sort)].some((w) => own.has(w));
  return shared || sort === sortNameOf(name) ? [] : [{ kind: "sort-name", key, value: sort }];
}

const LINKS_KEY = /(^|_)links$/;
/** What a `links` object holds beside its addresses: a relation's name, method or title. */
const NOT_LINK =
  /^(rel|method|type|title|name|label|description|hreflang|media|templated|count|total)$/;

/** A `links` object holding words where addresses go (`"links":{"self":"balance"}`, `"contact":"Irene Wyman"`). */
export function linkWords(key: string, rec: Rec): RecordDefect[] {
  if (!LINKS_KEY.test(fieldWords(key))) return [];
  return Object.entries(rec)
    .filter(
      ([k, v]) =>
        !NOT_LINK.test(fieldWords(k)) &&
        typeof v === "string" &&
        v !== "" &&
        !/^(https?:\/\/|\/|\?|urn:)/i.test(v) &&
        !/^[\w.-]+\.[a-z]{2,}(\/|$)/i.test(v),
    )
    .map(([k, v]) => ({ kind: "link-word" as const, key: k, value: String(v) }));
}

const QUERY_KEY = /^(query|q|search|search_query|search_term|search_string|keyword|keywords)$/;

/** A search for a word of searching itself: `"query":"query"`, `"query":"document"`. */
export function machineryQuery(key: string, v: string): boolean {
  return QUERY_KEY.test(fieldWords(key)) && namesSearchMachinery(v);
}

const ID_WORDS = /^(?:id|.+_id)$/;
const COUNTER_ID = /^[a-z]{2,5}_1\d{3}$/;

/** `"transactionId":"tra_1008"` in RDS Data: a counter where AWS answers an opaque token. */
export function counterId(key: string, v: string, doc: string): boolean {
  return COUNTER_ID.test(v) && ID_WORDS.test(fieldWords(key)) && isCloudProviderText(doc);
}

/**
 * `lastUpdated` Jan 5 beside `creationTime` Jan 17, `CopyTimestamp` Dec 15 beside
 * `CreateTimestamp` Dec 27: a record changed, copied or deleted before it existed.
 */
export function updatedBeforeCreated(rec: Rec): RecordDefect[] {
  const made = stampOf(rec, CREATED_STAMP, true);
  if (!made) return [];
  return Object.entries(rec)
    .filter(([k, v]) => typeof v === "string" && AFTER_CREATION_STAMP.test(fieldWords(k)))
    .filter(([, v]) => (instantOf(v) ?? Number.POSITIVE_INFINITY) < made[1])
    .map(([k, v]) => ({ kind: "updated-before-created" as const, key: k, value: String(v) }));
}

const ARN = /^arn:([^:]*):([^:]*):([^:]*):([^:]*):(.+)$/;
const ARN_PARTITION = /^aws(?:-cn|-us-gov|-iso|-iso-b)?$/;
const AWS_REGION = /^[a-z]{2}(?:-gov)?-[a-z]+-\d$/;
/** What an IAM or STS ARN names: the account's own principal or a typed one. */
const IAM_PRINCIPAL =
  /^(?:root|(?:role|user|group|policy|instance-profile|server-certificate|mfa|oidc-provider|saml-provider|assumed-role|federated-user)\/.+)$/;

/**
 * One id, also where the doc spells its prefix two ways (VPC Lattice's `servicenetwork-28qpz…` and
 * its ARN's `sn-28qpz…`): the same run after the prefix, of at least eight characters.
 */
function sameId(a: string, b: string): boolean {
  if (a === b) return true;
  const tail = (x: string) => (x.includes("-") ? x.slice(x.indexOf("-") + 1) : undefined);
  const ta = tail(a);
  return ta !== undefined && ta.length >= 8 && ta === tail(b);
}

/**
 * An ARN that could not exist or names another record (fresh62 blind readers N): a partition or
 * region AWS has none of (`arn:awsh:emr-serverless:hs:…`), an IAM principal of no kind
 * (`arn:aws:iam::222016066647:s27ogv`), and a resource path whose id is not the record's own id
 * of that type (`/applications/pB/jobruns/Os` beside `applicationId` "mmyphim4n4mh09m4").
 */
export function arnDefects(rec: Rec): RecordDefect[] {
  const out: RecordDefect[] = [];
  // A path names a record by its id or, as AWS often does (`domain/movies`), its name.
  const ids = new Map<string, string[]>();
  for (const [k, v] of Object.entries(rec)) {
    const m = /^(.+)_(id|name)$/.exec(fieldWords(k));
    const noun = m?.[1]?.replace(/_/g, "");
    if (noun && typeof v === "string") ids.set(noun, [...(ids.get(noun) ?? []), v]);
  }
  for (const [k, v] of Object.entries(rec)) {
    if (typeof v !== "string") continue;
    const m = ARN.exec(v);
    if (!m) continue;
    const [, partition, service, region, , resource] = m;
    let bad = !ARN_PARTITION.test(partition!) || (region !== "" && !AWS_REGION.test(region!));
    if (/^(iam|sts)$/.test(service!) && !IAM_PRINCIPAL.test(resource!)) bad = true;
    const path = resource!.replace(/^\//, "").split("/");
    for (let i = 0; i + 1 < path.length; i += 2) {
      const own = ids.get(singular(path[i]!.toLowerCase()).replace(/[^a-z0-9]/g, ""));
      if (own !== undefined && !own.some((x) => sameId(x, path[i + 1]!))) bad = true;
    }
    if (bad) out.push({ kind: "arn-shape", key: k, value: v });
  }
  // The record's own ARN (`Arn` beside `Id`) names it by its id, or by its name as AWS may.
  const own = Object.entries(rec).find(([k, v]) => ownIdKey(k) && typeof v === "string");
  const arn = Object.entries(rec).find(
    ([k, v]) => fieldWords(k) === "arn" && typeof v === "string",
  );
  if (own && arn && ARN.test(arn[1] as string)) {
    // …/jobruns/<jobRunId> beside a made-up `id`: its last part is one of the record's ids.
    const names = Object.entries(rec)
      .filter(
        ([k, x]) => typeof x === "string" && x !== "" && /(^|_)(id|name)$/.test(fieldWords(k)),
      )
      .map(([, x]) => x as string);
    const resource = (arn[1] as string).split(":").slice(5).join(":");
    const last = resource.split(/[/:]/).pop() ?? "";
    if (!resource.includes(own[1] as string) && !names.some((x) => sameId(x, last)))
      out.push({ kind: "arn-id", key: arn[0], value: `${arn[1]} / ${own[0]} ${own[1]}` });
  }
  return out;
}

/**
 * An ARN that breaks its own doc's pattern or any ARN's form (fresh64 blind readers N on ~10 of
 * 15): a pattern fill `arn:aws:osis:u:pipeline/zxxxxxxxxxxxxxxxxxxxxx` (no account, region "u",
 * 'x' padding to the doc's minLength), `arn:aws94rxml:codeguru-reviewer:dr:…` (no partition AWS
 * has), and a made ARN of another service than the doc's pattern spells
 * (`arn:aws:opensearchingestion:…` under `^arn:(aws|…):osis:.+`).
 */
export function arnPatternBreak(v: string, schema?: SchemaNode): boolean {
  if (!v.startsWith("arn:")) return false;
  const pattern = typeof schema?.pattern === "string" ? schema.pattern : undefined;
  if (pattern && /^\^?\(?arn:/.test(pattern) && !(patternOf(pattern)?.test(v) ?? true)) return true;
  const parts = v.split(":");
  if (parts.length < 6) return true;
  const [, partition, , region, account] = parts;
  if (!ARN_PARTITION.test(partition!)) return true;
  if (region !== "" && !AWS_REGION.test(region!)) return true;
  if (account !== "" && !/^(\d{12}|aws)$/.test(account!)) return true;
  return /x{5,}$/.test(parts.slice(5).join(":"));
}

const CIDR_KEY = /(^|_)cidrs?(_block|_range)?$/;
/** `"servicesCidr":"NFS"`: a CIDR block is an address range (`10.0.0.0/24`, `fd00::/64`). */
export function cidrText(key: string, v: string, schema?: SchemaNode): boolean {
  // A value the doc lists (Memorystore's `serviceCidr` "HIGH_26") is the API's own word for one.
  if (Array.isArray(schema?.enum) && schema.enum.includes(v)) return false;
  return CIDR_KEY.test(fieldWords(key)) && !/^[0-9a-f.:]+\/\d{1,3}$/i.test(v.trim());
}

/** Azure's verbs of an operation and the words its display opens with. */
const AZURE_VERB_WORDS: Record<string, RegExp> = {
  read: /^(read|get|list|view)\b/i,
  write: /^(write|create|update|set|put)\b/i,
  delete: /^(delete|remove)\b/i,
};

/**
 * An Azure operation (`{name, display: {provider, resource, operation}}`) that is no operation
 * of its provider: "Refund payment" shown as "Read API Account" (Cognitive Services, fresh62
 * blind readers N). Its name is `Microsoft.<Provider>/<type>/<verb>`, and a display of a read is
 * of a read.
 */
export function azureOperationDefects(rec: Rec): RecordDefect[] {
  const d = rec.display;
  if (typeof rec.name !== "string" || !isObj(d)) return [];
  if (typeof d.provider !== "string" || typeof d.operation !== "string") return [];
  if (!/^microsoft\b/i.test(d.provider) && !/^Microsoft\./.test(rec.name)) return [];
  const bad = {
    kind: "azure-operation" as const,
    key: "name",
    value: `${rec.name} / ${d.operation}`,
  };
  if (!/^Microsoft\.[A-Za-z.]+\/\S+$/.test(rec.name)) return [bad];
  const verb = rec.name.split("/").pop()!.toLowerCase();
  const says = Object.entries(AZURE_VERB_WORDS).find(([, re]) =>
    re.test(d.operation as string),
  )?.[0];
  return says !== undefined && verb in AZURE_VERB_WORDS && says !== verb ? [bad] : [];
}

/**
 * The records a record holds in its lists agree with it: a child's `<owner>Name` is its owner's
 * name, and a child is created no earlier than its owner (one assessment's delegations named
 * "Mid-year assessment" and "Q2 assessment", one created the day before the assessment).
 * `nouns` are the words the record is held under (`assessmentMetadata`) and its tool's noun.
 */
export function nestedChildDefects(rec: Rec, nouns: readonly string[]): RecordDefect[] {
  const out: RecordDefect[] = [];
  const name = [rec.name, rec.title, rec.displayName].find((x) => typeof x === "string");
  const made = stampOf(rec, CREATED_STAMP, true);
  const own = new Set(nouns.filter((n) => n !== "").map((n) => singular(n)));
  for (const list of Object.values(rec)) {
    if (!Array.isArray(list)) continue;
    for (const child of list) {
      if (!isObj(child)) continue;
      if (typeof name === "string")
        for (const [k, x] of Object.entries(child)) {
          const m = /^(.+)_name$/.exec(fieldWords(k));
          if (m && own.has(singular(m[1] ?? "")) && typeof x === "string" && x !== name)
            out.push({ kind: "parent-name-drift", key: k, value: `${x} / ${name}` });
        }
      const childMade = stampOf(child, CREATED_STAMP, true);
      if (made && childMade && childMade[1] < made[1])
        out.push({
          kind: "child-before-parent",
          key: childMade[0],
          value: String(child[childMade[0]]),
        });
    }
  }
  return out;
}

/** Paging and bookkeeping beside a lookup's answer. */
const PAGING_KEY = /^(next_?token|next|marker|next_?marker|next_?page_?token|total|count)$/;

/**
 * A lookup that answers with nothing but what it was asked: GetKeywordsForDataSource
 * `{source: "AWS_Cloudtrail"}` → `{"keywords":["AWS_Cloudtrail"]}` — the keywords of a source are
 * not its own name. Only reads: a write may well answer with the values it was given.
 */
export function echoedInput(tr: Trajectory, bundles: readonly EnvBundle[]): RecordDefect[] {
  const out: RecordDefect[] = [];
  for (const call of answeredCalls(tr, bundles)) {
    const kind = inferToolKind(call.spec, call.route.bundle.tools).kind;
    if ((kind !== "read" && kind !== "list" && kind !== "compute") || !isObj(call.args)) continue;
    if (!isObj(call.result)) continue;
    const lists = Object.entries(call.result).filter(([k]) => !PAGING_KEY.test(fieldWords(k)));
    if (lists.length !== 1) continue;
    const [key, items] = lists[0]!;
    if (!Array.isArray(items) || items.length === 0) continue;
    const asked = Object.entries(call.args).filter(
      ([k, v]) => typeof v === "string" && fieldWords(k) !== fieldWords(key),
    );
    if (
      asked.length > 0 &&
      items.every((x) => typeof x === "string" && asked.some(([, v]) => v === x))
    )
      out.push({ kind: "echoed-input", key, value: JSON.stringify(items) });
  }
  return out;
}

/** Every record of a value (objects at any depth), with the schema node of each. */
function visit(
  v: unknown,
  schema: SchemaNode | undefined,
  key: string,
  doc: string,
  out: RecordDefect[],
  depth = 0,
  owner = "",
): void {
  if (depth > 12 || v === null || v === undefined) return;
  if (notAPhone(key, v, schema, doc)) out.push({ kind: "not-a-phone", key, value: String(v) });
  if (
    (typeof v === "number" || typeof v === "string") &&
    typeof schema?.description === "string" &&
    !Array.isArray(schema.enum) &&
    breaksStatedLimits(v, schema.description) !== undefined
  )
    out.push({ kind: "stated-limits", key, value: String(v) });
  if (typeof v === "number") {
    if (calendarRange(key, v, schema, doc))
      out.push({ kind: "calendar-range", key, value: String(v) });
    if (dateNumber(key, v)) out.push({ kind: "date-number", key, value: String(v) });
    if (fractionalCount(key, v, schema))
      out.push({ kind: "fractional-count", key, value: String(v) });
    return;
  }
  if (typeof v === "string") {
    // The lexicon's own names of the thing a record is ("Team lead" for a role) are real ones.
    if (fillerName(key, v) && !lexiconValues(owner).includes(v))
      out.push({ kind: "filler-name", key, value: v });
    if (personInName(key, v)) out.push({ kind: "person-in-name", key, value: v });
    if (unitText(key, v)) out.push({ kind: "unit-text", key, value: v });
    if (runOnExtension(v)) out.push({ kind: "file-extension", key, value: v });
    if (streetCode(key, v)) out.push({ kind: "street-code", key, value: v });
    if (ownWordNumber(key, v)) out.push({ kind: "own-word-number", key, value: v });
    if (codeNumber(key, v)) out.push({ kind: "code-number", key, value: v });
    if (machineryQuery(key, v)) out.push({ kind: "machinery-query", key, value: v });
    if (templateText(key, v)) out.push({ kind: "template-text", key, value: v });
    if (fileKind(key, v, doc)) out.push({ kind: "file-kind", key, value: v });
    if (counterId(key, v, doc)) out.push({ kind: "counter-id", key, value: v });
    if (cidrText(key, v, schema)) out.push({ kind: "cidr-text", key, value: v });
    if (arnPatternBreak(v, schema)) out.push({ kind: "arn-shape", key, value: v });
    const shape = schema?.description ? describedShape(schema.description) : undefined;
    if (shape && v && !shape.test(v)) out.push({ kind: "doc-shape", key, value: v });
    out.push(...offDomainText(key, v, doc));
    if (catalogueTag(key, v, doc)) out.push({ kind: "catalogue-tag", key, value: v });
    if (agentPerson(key, v)) out.push({ kind: "person-as-thing", key, value: v });
    if (bookTitleName(key, v, doc)) out.push({ kind: "book-title-name", key, value: v });
    if (chatName(key, v, doc)) out.push({ kind: "chat-name", key, value: v });
    return;
  }
  if (Array.isArray(v)) {
    out.push(
      ...repeatedNames(v),
      ...numberedWords(v),
      ...repeatedFiles(v),
      ...stampedIdentifier(v),
      ...sharedText(v),
      ...shuffledSlugs(v),
    );
    out.push(...twinItems(v).map((d) => ({ kind: "twin-items" as const, ...d })));
    for (const x of v) visit(x, schema?.items ?? schema, key, doc, out, depth + 1, owner);
    return;
  }
  if (!isObj(v)) return;
  out.push(
    ...placeCountry(v),
    ...placeContinent(v),
    ...proseKeys(v),
    ...placePart(v),
    ...placeZone(v),
    ...nameEmail(v),
    ...slugName(v),
    ...addressRepeat(v),
    ...countDrift(v),
    ...countryDisagreements(v).map((d) => ({ kind: "country-parts" as const, ...d })),
    ...partsOverWhole(v).map((d) => ({ kind: "part-over-whole" as const, ...d })),
    ...filterTitles(v),
    ...linkWords(key, v),
    ...countryName(key, v),
    ...classWordName(key, v),
    ...numberedProfile(v),
    ...emailListAddress(key, v),
    ...genePerson(v),
    ...mediaKind(v),
    ...thingNamedAsPerson(key, v),
    ...sortNameDefects(v),
    ...cloudPairDefects(v),
    ...updatedBeforeCreated(v),
    ...azureOperationDefects(v),
    ...untiedEnums(v).map((d) => ({ kind: "enum-tie" as const, ...d })),
    ...nestedChildDefects(v, [...fieldWords(key).split("_"), owner]),
    ...baseUnitsOf(v).map((d) => ({
      kind: "base-units" as const,
      key: d.key,
      value: String(v[d.key]),
    })),
    ...clashingFlags(v).map((k) => ({ kind: "clashing-flags" as const, key: k, value: "true" })),
  );
  if (dateNumber(key, v)) out.push({ kind: "date-number", key, value: JSON.stringify(v) });
  const inner = key !== "" ? singular(fieldWords(key)) : owner;
  for (const [k, x] of Object.entries(v))
    visit(x, schema?.properties?.[k], k, doc, out, depth + 1, inner);
}

/**
 * The record-level nonsense of one conversation: the tool results it shows and the arguments its
 * calls send, each against its tool's schema (see `RecordDefectKind`).
 */
/**
 * Two fields of a cloud record that contradict each other (fresh59 readers N): a version to
 * upgrade to below the current one (`currentVersion` 3.1.2, `targetVersion` 2.3.0), and an Azure
 * localizable string whose value and display differ (`{"value": "Invite sent", "localizedValue":
 * "End request"}`).
 */
export function cloudPairDefects(rec: Rec): RecordDefect[] {
  const out: RecordDefect[] = [];
  const down = downgradedVersion(rec);
  if (down)
    out.push({
      kind: "downgrade-version",
      key: down.target,
      value: `${String(rec[down.current])} → ${String(rec[down.target])}`,
    });
  if (localizedDisagrees(rec))
    out.push({
      kind: "localized-twin",
      key: "value",
      value: `${String(rec.value)} / ${String(rec.localizedValue)}`,
    });
  return out;
}

/** A field that names the record holding it (`name`, `Name`, `displayName`, `title`, `label`). */
const NAMING_KEY = /^(display_?)?(name|title|label)$/;

/**
 * Names of records drawn from a lexicon pool whose world is not the environment's
 * (`otherWorldKind`), at any depth of a call's arguments or a tool's result.
 */
export function otherWorldNames(
  v: unknown,
  domainText: string,
  key = "",
  depth = 0,
): RecordDefect[] {
  if (depth > 12) return [];
  if (typeof v === "string")
    return NAMING_KEY.test(fieldWords(key)) && otherWorldKind(v, domainText)
      ? [{ kind: "other-world-name", key, value: v }]
      : [];
  if (Array.isArray(v)) return v.flatMap((x) => otherWorldNames(x, domainText, key, depth + 1));
  if (!isObj(v)) return [];
  return Object.entries(v).flatMap(([k, x]) => otherWorldNames(x, domainText, k, depth + 1));
}

export function recordDefects(tr: Trajectory, bundles: readonly EnvBundle[]): RecordDefect[] {
  const routes = routeTools([...bundles]);
  const docs = new Map<string, string>();
  const docOf = (b: EnvBundle) => {
    const known = docs.get(b.id);
    if (known !== undefined) return known;
    const made = docTextOf(b);
    docs.set(b.id, made);
    return made;
  };
  const texts = new Map<string, string>();
  const textOf = (b: EnvBundle) => {
    const known = texts.get(b.id) ?? domainTextOf(b);
    texts.set(b.id, known);
    return known;
  };
  const out: RecordDefect[] = [];
  const callNames = new Map<string, string>();
  for (const m of tr.messages) {
    if (m.role === "assistant") {
      for (const call of m.tool_calls ?? []) {
        callNames.set(call.id, call.function.name);
        const r = routes.get(call.function.name);
        const tool = r?.bundle.tools.find((t) => t.name === r.tool);
        let args: unknown;
        try {
          args = JSON.parse(call.function.arguments);
        } catch {
          continue;
        }
        if (!r || !tool) continue;
        visit(
          args,
          tool.inputSchema as SchemaNode,
          "",
          docOf(r.bundle),
          out,
          0,
          toolNoun(tool.name),
        );
        out.push(...otherWorldNames(args, textOf(r.bundle)));
        if (isObj(args)) out.push(...chainAddresses(args));
      }
    } else if (m.role === "tool" && typeof m.content === "string") {
      const r = routes.get(m.name);
      const tool = r?.bundle.tools.find((t) => t.name === r.tool);
      let v: unknown;
      try {
        v = JSON.parse(m.content);
      } catch {
        continue;
      }
      if (!r || !tool) continue;
      visit(
        v,
        tool.outputSchema as SchemaNode | undefined,
        "",
        docOf(r.bundle),
        out,
        0,
        toolNoun(tool.name),
      );
      out.push(...personAsThing(v, toolNoun(tool.name)));
      out.push(...otherWorldNames(v, textOf(r.bundle)));
      const recs = Array.isArray(v) ? v : [v];
      for (const x of recs) if (isObj(x)) out.push(...chainAddresses(x));
    }
  }
  out.push(
    ...countsAcrossReads(tr, bundles),
    ...labelsAcrossAnswers(tr, bundles),
    ...lookupOtherRecord(tr, bundles),
    ...refOtherRecord(tr, bundles),
    ...echoedInput(tr, bundles),
  );
  return out;
}
