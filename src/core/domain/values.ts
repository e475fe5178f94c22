import { base, en, Faker, type LocaleDefinition, mergeLocales } from "@faker-js/faker";
import RandExp from "randexp";
import { stringify as stringifyYaml } from "yaml";
import type { FieldModel } from "../schema/semantic-model.js";
import {
  describedDigits,
  docProse,
  docRanges,
  docSaysUnique,
  docShape,
  fitsStatedFormat,
  handleFitting,
  intoRanges,
  listedValues,
  ownIdKey,
  patternOf,
  placeholderValue,
  type ShapeSchema,
  type StatedFormat,
  sameShape,
  shapeOf,
  statedEven,
  statedFormat,
  statedRange,
} from "./doc-shapes.js";
import { describedCodes, setMembers } from "./enum-labels.js";
import { describesTheField, epochUnit, isDummyNumber, ROW_VERSION_NAME } from "./field-roles.js";
import { FIELD_SEMANTICS, PLATFORM_TENANT_WORDS, SOFTWARE_WORDS } from "./field-semantics.js";
import { describedShape, restatesName, undescribed } from "./json-schema.js";
import {
  createRecordNamer,
  environmentWorlds,
  isJunkNoun,
  isVagueNoun,
  lexiconKind,
  otherWorldKind,
  qualifierClass,
  qualifierValues,
} from "./lexicon/index.js";
import { braceSlots } from "./resource-names.js";
import { createRng, deriveSeed, type Rng } from "./rng.js";
import {
  chainAddressOf,
  durationUnitMs,
  hashChars,
  locationRegionOf,
} from "./sibling-coherence.js";
import {
  AGE_BANDS,
  AWS_DB_NODE_TYPES,
  AWS_INSTANCE_TYPES,
  AWS_RESOURCE_ID_PREFIXES,
  AWS_SERVICE_CATEGORIES,
  AZURE_LOCATIONS,
  AZURE_PROVIDERS,
  AZURE_VM_SIZES,
  CALLING_CODES,
  CARRIERS,
  CATALOGUES,
  type Catalogue,
  CLOUD_REGIONS,
  CODENAMES,
  COST_CATEGORIES,
  COUNTRIES,
  COUPON_WORDS,
  type CountryPlaces,
  DATA_AREAS,
  DATA_STAGES,
  DATABASE_NAMES,
  DEVICE_MAKERS,
  DOCUMENT_QUERIES,
  DOSES,
  DRUGS,
  EMR_RELEASE_LABELS,
  ERROR_TEXTS,
  EXPENSE_BY_CATEGORY,
  FIELDS_OF_STUDY,
  FILE_FORMATS,
  FILE_STEMS,
  GAME_GENRES,
  GAME_PLATFORMS,
  GAME_STORES,
  GAME_STUDIOS,
  GAME_TAGS,
  GCP_CUSTOM_CONSTRAINTS,
  GCP_LOCATION_NAMES,
  GCP_LOCATIONS,
  GCP_MACHINE_TYPES,
  GCP_ORG_CONSTRAINTS,
  GENE_NAMES,
  GENES,
  GOING,
  HORSES,
  HTTP_STATUSES,
  ICON_TERMS,
  JWT_ALGORITHMS,
  LEXICON,
  LOCAL_SEARCHES,
  MOLECULES,
  type Molecule,
  NOTES,
  OCCUPATIONS,
  PLACES,
  PLANS,
  type Place,
  PROJECT_STAGES,
  PROJECT_WORDS,
  RACE_CLASSES,
  RACECOURSES,
  REACTION_TERMS,
  RECORD_TAGS,
  RECORD_TYPES,
  REFSEQ_ACCESSIONS,
  REPO_PATHS,
  REPOS,
  ROOMS,
  SCENES,
  SCREEN_GENRES,
  SERVICE_ERROR_TEXTS,
  SHOWS,
  SMS_KEYWORDS,
  SMS_SENDER_IDS,
  SPECIALTIES,
  SPORT_POSITIONS,
  SPORTS_DIVISIONS,
  SPORTS_WORDS,
  SQL_STATEMENTS,
  SYNOPSES,
  TABLE_NAMES,
  TAGS,
  TEAM_CITIES,
  TEAM_MASCOTS,
  TEAMS,
  TEXTS,
  TOP_LEVEL_DOMAINS,
  UNIPROT_ACCESSIONS,
  VEHICLES,
  WORD_CLASSES,
} from "./value-data.js";
import { isActionVerb } from "./verbs.js";
import {
  capitalCase,
  humanize,
  isPlural,
  looseKey,
  memoOfString,
  plural,
  singular,
  splitWords,
} from "./words.js";

/**
 * The one value sampler of the project: every stage that needs a realistic value for a field or
 * parameter (seeded state, verification probes, plan arguments) asks here. Values come from the
 * doc first (enum, `example`/`examples`/`default`, "e.g. 'JFK'" in the description), then from
 * the field-semantics table (`field-semantics.ts`) and faker, always seeded, and are fitted to
 * the schema's constraints last.
 */

export type JsonSchema = Record<string, unknown>;

export interface ValueRequest {
  /** Field or parameter name as the doc spells it. */
  name: string;
  schema?: JsonSchema;
  /** The semantic model's view of the field, when there is one. */
  field?: FieldModel;
  /** Entity (collection name or noun) the value belongs to: `products`, `work order`. */
  entity?: string;
  /**
   * The record being built. Values of one record agree with each other: the email is made from
   * the person's name, city/state/postal code/country come from one place, a flight number
   * carries the airline's code, a model belongs to the make.
   */
  record?: Record<string, unknown>;
  /** The other field names of the record, so `name` next to `cvc` is read as a card holder. */
  siblings?: string[];
  /**
   * The field may be left out of the record: free text or an unclassified word with nothing that
   * fits its meaning is omitted (`undefined`) instead of filled with a placeholder ("No text
   * provided.") or a word of another pool ("ein": "category"); so is a field the doc says nothing
   * of whose name is no known thing (`templateVars`, `type`).
   */
  optional?: boolean;
  /**
   * The field is the record's own name and the doc does not require it: where nothing plausible
   * names the record (no lexicon kind, no example of the doc's to vary), it goes without one
   * rather than carry a filler ("Personal distribution") a task would then present as a name.
   */
  unnamed?: boolean;
  /**
   * Values a request already holds beside this one (a call's other arguments): free text agrees
   * with them — an expense's description with its category.
   */
  given?: Record<string, unknown>;
}

export interface Person {
  first: string;
  last: string;
}

export interface Address {
  country: CountryPlaces;
  place: Place;
  street: string;
  postal: string;
}

export interface ValueSampler {
  readonly rng: Rng;
  /** The shop catalogue that fits the environment's domain. */
  readonly catalogue: Catalogue;
  /** The environment's currency (ISO 4217). */
  readonly currency: string;
  /** A realistic value for the field (a scalar; `undefined` for objects and arrays). */
  value(req: ValueRequest): unknown;
  /** Which row of the field-semantics table the field matches (`flight-number`, `text:note`). */
  kindOf(req: ValueRequest): string | undefined;
  /** The person a record is about (stable per record object). */
  personOf(record?: Record<string, unknown>): Person;
  /** The place a record's address parts come from (stable per record object). */
  addressOf(record?: Record<string, unknown>): Address;
  /** A product name that fits the domain and, when given, the category. */
  productName(category?: string): string;
  /** A product price in the domain's range. */
  price(): number;
  /** The name a person gives a record of `entity`. */
  label(entity: string, record?: Record<string, unknown>): string;
  /**
   * The ARN a pattern shapes, as seeded records get it, with each id of its path left as a slot
   * the runtime fills from the record it mints (see `ArnTemplate`); undefined where the seed's
   * rule makes no ARN of the pattern.
   */
  arnTemplate(pattern: string, words: string, kind?: string): ArnTemplate | undefined;
  /**
   * `v` made to fit `req.schema` (its enum, pattern, format, length, bounds and type) from what the
   * doc gives — the value respelt, a listed value, a draw of the pattern — or `v` when nothing fits.
   */
  fit(v: unknown, req: ValueRequest): unknown;
}

/** An ARN's text around the ids of its path: `["arn:aws:…:/applications/", {type: "applications", …}]`. */
export type ArnTemplate = Array<string | ArnId>;

export interface SamplerOptions {
  /** ISO instant dates are placed around. */
  clockStart?: string;
  /** Words about the environment (domain, title, description, entity names, enum values). */
  domain?: string;
  /** The kinds of record the environment keeps (singular nouns): what a `source_type` names. */
  entities?: string[];
  /**
   * Every kind of record the environment keeps (singular nouns), named or not: no tag says what a
   * record is about by naming one of them ("form", "credential" as tags).
   */
  kept?: string[];
  /**
   * The environment's seed, when the sampler works for one: its home country and currency come
   * from it (`homeOf`), so the seeded state, the runtime's values of every episode and the bundle's
   * locale agree on them.
   */
  home?: number;
}

/** Where an environment is at home: its country (an index into COUNTRIES) and currency. */
export interface Home {
  country?: number;
  currency: string;
}

/** Flights cross borders: a travel environment has no home country and prices in US dollars. */
const TRAVEL_DOMAIN = /flight|airline|airport/i;

/**
 * A lexicon noun the domain's prose makes of `noun` with the word before it ("course offerings" →
 * `course_offering`), when the noun alone names no kind.
 */
function compoundOf(noun: string, domainText: string): string | undefined {
  if (!noun || noun.includes("_") || !domainText) return undefined;
  const words = `(?:${noun}|${plural(noun)})`;
  for (const m of domainText
    .toLowerCase()
    .matchAll(new RegExp(`\\b([a-z]{3,})[ -]${words}\\b`, "g"))) {
    const compound = `${m[1]}_${noun}`;
    if (lexiconKind(compound)) return compound;
  }
  return undefined;
}

/** How a doc names each home country (`COUNTRIES`, in its order): name, people, web domains. */
const COUNTRY_NAMED = [
  /\b(United States|U\.S\.A?\.?)(?=\W|$)/,
  /\b(United Kingdom|British(?! Columbia)|HMRC|NHS)\b|\.(co|gov|org|ac)\.uk\b/,
  /\b(Germany|Deutschland)\b|\.de\b/,
  /\b(France)\b|\.(gouv\.)?fr\b/,
  /\b(Canada|Canadian|British Columbia|Ontario|Quebec|Alberta)\b|\.ca\b/,
  /\b(Australia|Australian)\b|\.(com|gov|org|net)\.au\b/,
];

/**
 * The one home country a doc names (the ATO's registry says "Australian" and lives on
 * `api.abr.ato.gov.au`): its records live there. The home drawn at random gave that registry
 * Bristol addresses with a Canberra suburb (fresh75 blind readers N). Undefined when the doc names
 * none of them, or several.
 */
export function namedCountry(domainText: string): number | undefined {
  const named = COUNTRY_NAMED.flatMap((re, i) => (re.test(domainText) ? [i] : []));
  return named.length === 1 ? named[0] : undefined;
}

/** The home of the environment seeded with `seed` whose domain reads `domainText`. */
export function homeOf(seed: number, domainText: string): Home {
  if (TRAVEL_DOMAIN.test(domainText)) return { currency: "USD" };
  const country =
    namedCountry(domainText) ?? createRng(deriveSeed(seed, "home")).weighted([6, 2, 1, 1, 1, 1]);
  return { country, currency: (COUNTRIES[country] as CountryPlaces).currency };
}

const DAY = 86_400_000;
const DEFAULT_START = "2026-01-05T09:00:00.000Z";

const PERSON_ENTITY =
  /^(patient|doctor|customer|employee|user|member|people|person|student|teacher|author|driver|guest|passenger|client|owner|tenant|candidate|contact|staff|agent|physician|nurse|borrower|reader|player|manager|writer|director|actor|artist|editor|assignee|reviewer|creator|traveler|traveller|attendee|participant|subscriber|volunteer|instructor|coach|technician|mechanic|approver|requester|recipient|sender|friend|account_holder|applicant|resident|vet|dentist|collaborator|contributor|colleague|coworker|teammate|invitee|organizer|organiser|supervisor|signer|signatory|beneficiary)$/;
const PLATFORM_TENANT = new RegExp(PLATFORM_TENANT_WORDS, "i");
// `creat`/`updat`: a cloud record's `creationTime`, `CreateTimestamp` or `updateTime` is past too
// (Audit Manager assessments created weeks after the clock, updated before they were created).
const PAST_WORDS =
  /creat(?:ed|e|ion)|updat(?:ed|e)|modified|last|sent|received|issued|registered|joined|spent|submitted|signed|opened|closed|completed|paid|delivered|posted|published|deleted|cancel|used|hired|purchased|ordered|born|logged|expense|transaction|receipt/;
const FUTURE_WORDS = /due|expir|until|valid|eta|deadline|next|renew|estimated/;
/** When something happens (a visit, a flight): mostly ahead, some already past. */
const WHEN_WORDS =
  /scheduled|departure|depart|arrival|arrive|check_?in|check_?out|start|end|appointment|event|return|pickup|delivery_date|slot/;

/** Compile the table once: regexes, not strings, in the hot path. */
const RULES = FIELD_SEMANTICS.map((r) => ({
  rule: r,
  name: r.name ? new RegExp(r.name) : undefined,
  notName: r.notName ? new RegExp(r.notName) : undefined,
  desc: r.desc ? new RegExp(r.desc, "i") : undefined,
  pattern: r.pattern ? new RegExp(r.pattern) : undefined,
  media: r.media ? new RegExp(r.media, "i") : undefined,
  entity: r.entity ? new RegExp(r.entity) : undefined,
  domain: r.domain ? new RegExp(r.domain, "i") : undefined,
  notDomain: r.notDomain ? new RegExp(r.notDomain, "i") : undefined,
  notDesc: r.notDesc ? new RegExp(r.notDesc, "i") : undefined,
}));

const ADDRESS_KIND: Record<string, string> = {
  line1: "street",
  line2: "address-line2",
  city: "city",
  state: "state",
  postal_code: "postal-code",
  country: "country",
};

/** What sizes are called, smallest first. */
const SIZE_NAMES = ["Small", "Medium", "Large", "Extra large", "Original"];

const QUARTERS = ["Central", "North", "South", "East", "West", "Park", "Riverside", "Airport"];
/** What concert and event venues are, after their town: "Denver Music Hall". */
const VENUE_KINDS = ["Music Hall", "Arena", "Amphitheatre", "Ballroom", "Theatre", "Auditorium"];

const SPORTS = new RegExp(SPORTS_WORDS, "i");

/** How a company tells its offers of one kind apart: "Express package delivery". */
const OFFER_TIERS = ["Standard", "Express", "Premium", "Economy", "Flex"];

/** Words of a doc about what is aired: its channels are stations. */
const BROADCAST = /\b(tv|television|broadcast\w*|radio|iplayer|programmes|tv guide|epg)\b/i;
/** The BBC's channels, as its APIs name them (`bbc_one`). */
const BBC_CHANNELS = [
  "BBC One",
  "BBC Two",
  "BBC Three",
  "BBC Four",
  "CBBC",
  "CBeebies",
  "BBC News",
];
/** Stations of a broadcaster that does not name its own. */
const TV_CHANNELS = [
  "Channel 4",
  "ITV1",
  "Sky News",
  "PBS",
  "Discovery Channel",
  "Comedy Central",
  "Sky Atlantic",
  "E4",
  "Film4",
  "More4",
];
/** What a doc says of a language that is code's: analysed, compiled, a snippet's. */
const CODE_LANGUAGE =
  /\b(analy[sz](e|ed|es|is)|programming|source code|snippets?|syntax|compil(e|er|ed)|codeql|databases?)\b/i;
/** Fields beside a language that count code: its lines, its alerts. */
const CODE_SIBLING = /^(lines|lines_of_code|loc|alerts|extractor|compiler|file_extension)$/;
/** Languages code is written in, as analysers name them. */
const PROGRAMMING_LANGUAGES = ["javascript", "python", "java", "cpp", "csharp", "go"];

/** What a team chat's channels are called. */
const CHAT_CHANNELS = [
  "general",
  "random",
  "support",
  "releases",
  "design",
  "sales",
  "engineering",
  "announcements",
  "help",
  "marketing",
];
/** What creators call their channels on a video site. */
const VIDEO_CHANNELS = [
  "Linux Tutorials",
  "Cooking at Home",
  "Open Source Weekly",
  "Blender Tips",
  "Retro Gaming",
  "Travel Diaries",
  "Garden Notes",
  "Science Explained",
  "Urban Sketching",
  "Home Workouts",
  "Jazz Sessions",
  "Bike Repair Basics",
];

/** A record's own name (`name`, `title`, `display_name`): one record of a kind is called so. */
const OWN_NAME_FIELD = /^(name|title|label|display_name|full_name|friendly_name)$/;

/** Kinds whose value must agree with other fields of the record (made from one place/person). */
const COUPLED =
  /^(city|state|postal-code|street|address-line2|address-line3|house-number|full-address|country|country-code|timezone|phone|email|full-name|first-name|last-name|username|vehicle-model|flight-number)$/;

/** The field name as snake words: `departureAirport` → `departure_airport`. Seeding asks for the same few names once per record: remembered. */
export const fieldWords: (name: string) => string = memoOfString((name) =>
  splitWords(name).join("_"),
);

function isObj(v: unknown): v is JsonSchema {
  return typeof v === "object" && v !== null && !Array.isArray(v);
}

function typeOf(schema: JsonSchema | undefined, field?: FieldModel): string | undefined {
  const t = schema?.type;
  if (typeof t === "string") return t;
  if (Array.isArray(t)) return t.find((x) => x !== "null") as string | undefined;
  return field?.type;
}

/** Kinds already decided, by domain text, then by everything `matchKind` reads of a request. */
const kindMemo = new Map<string, Map<string, string | undefined>>();

const NO_OBJECT = {};
/** A map key for a schema or field model that may be missing (or not an object). */
const keyOf = (v: unknown): object => (typeof v === "object" && v !== null ? v : NO_OBJECT);

/** `map.get(key)`, first set to `make()` when missing. */
function memoGet<K, V>(
  map: { get(k: K): V | undefined; set(k: K, v: V): unknown },
  key: K,
  make: () => V,
): V {
  let v = map.get(key);
  if (v === undefined) {
    v = make();
    map.set(key, v);
  }
  return v;
}

/** `semanticKind` by schema, field model, then name and entity: see `kindOf` in the sampler. */
type KindsBySchema = WeakMap<object, WeakMap<object, Map<string, string | null>>>;
const kindsByDomain = new Map<string, KindsBySchema>();

/**
 * The kinds memo of one domain text. Up to 1,024 domains are kept: a paper-scale run turns
 * through 85 environments, and at 64 the memos were dropped over and over, every kind worked out
 * again (d85 episode states: 28,800 table walks for 510 states, 4,800 kept).
 */
function kindsOfDomain(domainText: string): KindsBySchema {
  let kinds = kindsByDomain.get(domainText);
  if (!kinds) {
    if (kindsByDomain.size >= 1024) kindsByDomain.clear();
    kinds = new WeakMap();
    kindsByDomain.set(domainText, kinds);
  }
  return kinds;
}

/** What the doc says of a field beside its name, as the field-semantics table reads it. */
interface KindCues {
  desc: string;
  format: string | undefined;
  pattern: string;
  media: string;
  type: string | undefined;
}

function cuesOf(req: ValueRequest): KindCues {
  return {
    desc: String(req.schema?.description ?? req.field?.description ?? ""),
    format: typeof req.schema?.format === "string" ? req.schema.format : undefined,
    pattern: typeof req.schema?.pattern === "string" ? req.schema.pattern : "",
    media: typeof req.schema?.contentMediaType === "string" ? req.schema.contentMediaType : "",
    type: typeOf(req.schema, req.field),
  };
}

/** Which rule of the field-semantics table fits, given the environment's domain text. */
export function semanticKind(req: ValueRequest, domainText = ""): string | undefined {
  // Every record of every seeded state asks again for the same fields; the table walk is pure.
  const cues = cuesOf(req);
  const { desc, format, pattern, media, type } = cues;
  const key = [
    req.name,
    desc,
    format ?? "",
    pattern,
    media,
    req.entity ?? "",
    type ?? "",
    req.field ? `${req.field.role}|${req.field.part ?? ""}` : "\u0001",
  ].join("\u0000");
  let memo = kindMemo.get(domainText);
  if (!memo) {
    if (kindMemo.size >= 1024) kindMemo.clear();
    memo = new Map();
    kindMemo.set(domainText, memo);
  }
  if (memo.has(key)) return memo.get(key);
  if (memo.size >= 16384) memo.clear();
  let kind = kindByName(req, domainText, cues);
  // "Name of the organization that made the recommendation.", "Azure resource ID of the
  // resource that received the alerts.": where the doc opens by saying what the value is, that
  // decides over the name's guess (Security IoT's `detectedBy` held an e-mail address and
  // `effectedResourceType` "eff_1006", fresh74 blind readers N).
  kind = describedHeadKind(req, domainText, type, kind);
  memo.set(key, kind);
  return kind;
}

/** What a description can open by saying a value is, and the field name that says the same. */
const HEAD_NOUN =
  "(?:(azure|arm|aws|amazon|google) )?((?:display|full|friendly|human[- ]readable|short) name|name|title|resource id|e-?mail(?: address)?|url|uri|web address|arn|amazon resource name(?: \\(arn\\))?|total number|number|count|phone number|ip address|host ?name)";
const DESCRIBED_HEAD = new RegExp(
  `^(?:the |an? )?${HEAD_NOUN} (?:of|for) (?:the |an? |this |that |each |all |any |every )?([a-z][a-z-]*(?: [a-z][a-z-]*){0,2}?)(?= (?:that|which|who|where|whose|to|in|on|from|by|with|within|under|at|for|as|is|are|was|were|if|when|and|or|used|associated|being|[a-z]+ed)\\b|[.,;:()]|$)`,
  "i",
);

/**
 * The field name a description's head says the value is: "Name of the organization that made
 * the recommendation." → `organization_name`, "Display name of the alert type." →
 * `alert_type_display_name`, "Number of alerts occurrences within …" →
 * `number_of_alerts_occurrences`, "The ARN of the role" → `role_arn`; `azure_resource_id` for
 * "Azure resource ID of …". Undefined where the description opens otherwise.
 */
export function describedHead(description: string): string | undefined {
  const m = DESCRIBED_HEAD.exec(description.trim());
  if (!m) return undefined;
  const [, cloud, head = "", object = ""] = m;
  const obj = object.toLowerCase().replace(/[\s-]+/g, "_");
  const h = head.toLowerCase();
  if (h === "resource id")
    return cloud?.toLowerCase() === "azure" || cloud?.toLowerCase() === "arm"
      ? "azure_resource_id"
      : undefined;
  // "Number of the invoice" is its number; "Number of alerts …" counts them.
  if (/^(total number|number|count)$/.test(h))
    return singular(obj) !== obj ? `number_of_${obj}` : undefined;
  const noun = /e-?mail/.test(h)
    ? "email"
    : /^(url|uri|web address)$/.test(h)
      ? "url"
      : /arn|amazon resource name/.test(h)
        ? "arn"
        : h.replace(/^human[- ]readable /, "display ").replace(/[\s-]+/g, "_");
  return `${obj}_${noun}`;
}

/** Kinds a value named by what it is called may hold: a name says which of them. */
const NAME_HEAD = /_(name|display_name|full_name|friendly_name|short_name|title)$/;

/**
 * The kind the description's head says (`describedHead`), where it differs from the name's
 * guess and says more: a `name` the doc calls an organization's name is a company's.
 */
function describedHeadKind(
  req: ValueRequest,
  domainText: string,
  type: string | undefined,
  byName: string | undefined,
): string | undefined {
  const desc = String(req.schema?.description ?? req.field?.description ?? "");
  const words = describedHead(desc);
  if (!words) return byName;
  // A record's own `id` is its key, which the seeder makes: only what it holds of others moves.
  if (words === "azure_resource_id")
    return (type === undefined || type === "string") && fieldWords(req.name) !== "id"
      ? "azure-resource-id"
      : byName;
  const said = kindByName(
    { name: words, entity: req.entity, schema: { type: type ?? "string" } },
    domainText,
    { desc: "", format: undefined, pattern: "", media: "", type },
  );
  // Only a kind the name got wrong is corrected: where the name says nothing, the sampler's own
  // fallbacks read the description already (Google's "Name of the backup." is its resource
  // path, not a label), and "Number of records to return." on `$top` is still a limit.
  if (said === undefined || byName === undefined || said === byName) return byName;
  // A number the doc says is a number of things is one already ("Number of bytes …"); and what
  // is counted says nothing of the value (`number_of_public_ip_addresses` is no IP address).
  if (type === "number" || type === "integer" || words.startsWith("number_of_")) return byName;
  // "The name of the catalog database" on `DatabaseName` says the name again; only a name held
  // as something no name is (an e-mail, a secret, a category word) is corrected.
  if (NAME_HEAD.test(words) && !NOT_A_NAME.test(byName)) return byName;
  return said;
}

/**
 * Kinds no name is: where the doc says "The name of the channel." an AWS `Name` typed as a
 * sensitive string (`format: password`) held a secret, and `detectedBy` an e-mail address.
 */
const NOT_A_NAME =
  /^(user-email|email|group-email|url|image-url|password|credential|phone|uuid|category|tag|text:description|date|datetime|time)$/;

/** `semanticKind` as the name alone says it, for counting what the description's head changes. */
export function semanticKindByName(req: ValueRequest, domainText = ""): string | undefined {
  return kindByName(req, domainText, cuesOf(req));
}

/** `semanticKind` as the field's name, format and role say, before the description's head. */
function kindByName(req: ValueRequest, domainText: string, cues: KindCues): string | undefined {
  const { desc, type } = cues;
  let kind = matchKind(req, domainText, cues);
  // A record's own `label` ("Custom label for this API key.") names it, never a tag word of the
  // doc: Intellifi's keys, items and locations were labelled "describe" and "form" (fresh50 dev).
  if (
    kind === "tag" &&
    fieldWords(req.name) === "label" &&
    (req.field?.role === "label" || OWN_LABEL_DESC.test(desc))
  )
    kind = "label";
  // `countries` holding one value holds a country: a plural name's kind is its singular's.
  const one = kind === undefined && /s$/.test(req.name) ? singular(req.name) : req.name;
  if (one !== req.name && (type === undefined || type === "string")) {
    kind = matchKind({ ...req, name: one }, domainText, cues);
    // `terms` are a service's terms, not a search term (Clever Cloud's signup had "terms":
    // "chef's knife", fresh38 dev): a search phrase's plural names are in its row already.
    if (kind === "text:search-query") kind = undefined;
  }
  return kind;
}

function matchKind(req: ValueRequest, domainText: string, cues: KindCues): string | undefined {
  const { desc, pattern, media, type } = cues;
  let format = cues.format;
  const words = fieldWords(req.name);
  const entity = req.entity ? fieldWords(singular(req.entity)) : "";
  const jsonType = type === "integer" ? "number" : type;
  // The semantic model already says which part of an address a field is.
  if (req.field?.role === "address-part" && req.field.part) return ADDRESS_KIND[req.field.part];
  // "The pipeline configuration in YAML format", "A JSON encoded string containing…", "the cron
  // expression…": the doc states the grammar of the text, whatever the name suggests (OSIS's
  // configuration read "Osi added on November 18.", fresh64 blind readers N).
  if ((jsonType === undefined || jsonType === "string") && statedFormat(desc, req.name))
    return "format-document";
  // A string the doc formats as a time is a time, whatever its name says: `last_login` with
  // `"format":"datetime"` is when the user last logged in, not a login name ("mklocko").
  // Google's discovery specs say "google-datetime" for every RFC 3339 time: a link's `startTime`
  // was drawn as a link's URL for want of it (Data Lineage, fresh71 readers N/U).
  if (format === "datetime" || format === "google-datetime") format = "date-time";
  const timed = jsonType === "string" && format !== undefined && TIME_FORMAT.test(format);
  // "Market cap as of the last updated timestamp" is a market cap: what a value is dated by
  // says nothing of what it is (polygon's `marketcap` held epoch seconds, fresh53 dev).
  const said = desc.replace(/\b(as of|as at|at the time of)\b.*$/is, "");
  for (const r of RULES) {
    if (timed && !TIME_KIND.test(r.rule.kind)) continue;
    const hit =
      (r.name?.test(words) ?? false) ||
      (r.desc?.test(said) ?? false) ||
      (format !== undefined && (r.rule.format?.includes(format) ?? false)) ||
      (r.pattern?.test(pattern) ?? false) ||
      (media !== "" && (r.media?.test(media) ?? false)) ||
      (req.field !== undefined && (r.rule.role?.includes(req.field.role) ?? false));
    if (!hit) continue;
    if (r.entity && !r.entity.test(entity)) continue;
    if (r.domain && !r.domain.test(domainText)) continue;
    if (r.notDomain?.test(domainText)) continue;
    if (r.notName?.test(words)) continue;
    if (r.notDesc?.test(said)) continue;
    if (r.rule.type && jsonType && r.rule.type !== jsonType) continue;
    if (r.rule.type && !jsonType && r.rule.type !== "string") continue;
    return r.rule.kind;
  }
  return undefined;
}

/** The kinds a record of this noun comes in (`RECORD_TYPES`, by its last word). */
function typesOf(noun: string): string[] | undefined {
  const words = noun
    .split(/[_\s]+/)
    .map((w) => w.replace(/\d+$/, ""))
    .filter((w) => w && !/^(sub|default|main)$/.test(w));
  const last = words[words.length - 1];
  return last ? RECORD_TYPES[singular(last)] : undefined;
}

/** The input a form field with this label takes, when its words say ("Birthday" → date). */
function inputTypeOf(label: string, kinds: readonly string[]): string | undefined {
  const l = label.toLowerCase();
  const want = /e-?mail/.test(l)
    ? "email"
    : /\b(date|birthday|deadline|day)\b/.test(l)
      ? "date"
      : /\b(number|count|size|score|age|amount|quantity|value|budget|price)\b/.test(l)
        ? "number"
        : /\b(agree|consent|subscribe|opt)/.test(l)
          ? "checkbox"
          : "text";
  return kinds.includes(want) ? want : undefined;
}

/** A phrase that asks the reader to act: "Contact us", "Join now", "Sign up today". */
const INVITING =
  /\b(us|me|now|today|here)$|^(contact|join|sign|book|get|start|try|subscribe|register|apply|download|donate|call|write|tell)\b/i;

/** Records people file by topic: stories, posts, photos, contributions. */
/** A service of reaction pictures: GIFs, stickers, memes, emoji. */
const REACTION_MEDIA = /\b(gifs?|stickers?|memes?|emojis?|emoticons?)\b/i;

const CONTENT_WORDS =
  /\b(contributions?|posts?|articles?|stor(y|ies)|news|blogs?|photos?|pictures?|videos?|media|podcasts?|episodes?|content)\b/i;

/** Fields that head a record's page or form: what the record is, said as a heading. */
const HEADING_WORDS = /^(heading|header_text|hero_text|tagline|kicker|banner_text|subheading)$/;
const TRANSPORT_MODES = ["bus", "tram", "metro", "rail", "ferry", "coach"];

const TIME_FORMAT = /^(date-time|date|time)$/;
const TIME_KIND = /^(date|datetime|time|epoch|birth-date|expiry-month|expiry-year|year)$/;

/** Constraint names of the kind `example` is: custom ones beside a `custom.` example, else Google's own. */
function constraintNames(example: string): string[] {
  return example.startsWith("custom.") ? GCP_CUSTOM_CONSTRAINTS : GCP_ORG_CONSTRAINTS;
}

/** Where in its life a record is, as one of its status values says it. */
export type LifeStage = "settled" | "early" | "trouble" | "ending";
const STAGE_TESTS: Array<[LifeStage, RegExp]> = [
  [
    "trouble",
    /(^|_)(errors?|errored|failed|failure|offline|unhealthy|degraded|not_available|unavailable|impaired|lease_expired|disconnected|not_connected|suspended)(_|$)/,
  ],
  [
    "ending",
    /(^|_)(deleting|deleted|removal|removing|removed|terminating|terminated|decommission(ed|ing)?|deprovision(ed|ing)?|stopping|stopped|shutting_down|retired|archived)(_|$)/,
  ],
  [
    "early",
    /(^|_)(pending|awaiting|waiting|provisioning|creating|requested|queued|in_progress|starting|installing|install|verifying|initiali[sz]ing|not_started|registering|deploying|rebooting)(_|$)/,
  ],
  [
    "settled",
    /(^|_)(succeeded|success|successful|active|available|online|running|connected|completed?|healthy|ready|provisioned|launched|enabled|in_service|ok|deployed|registered)(_|$)/,
  ],
];
/** The life stage a status value names (`AWAITING_PROVISIONING` → early), if it names one. */
export function lifeStageOf(value: unknown): LifeStage | undefined {
  if (typeof value !== "string") return undefined;
  const w = fieldWords(value);
  return STAGE_TESTS.find(([, re]) => re.test(w))?.[0];
}

/**
 * States a record is in while the service is changing it: CREATING, UPDATING, DELETING,
 * ROLLING_BACK, CREATING_SNAPSHOT, CREATE_IN_PROGRESS. A business stage such as an order's PENDING
 * or a task's IN_PROGRESS is not one: people change those.
 */
const IN_FLIGHT =
  /(^|_)(creating|updating|deleting|modifying|provisioning|deprovisioning|starting|stopping|restarting|rebooting|restoring|migrating|upgrading|downgrading|scaling|resizing|initiali[sz]ing|terminating|rolling_back|backing_up|snapshotting|deploying|undeploying|rebuilding|repairing|attaching|detaching|suspending|resuming|importing|installing|uninstalling|maintenance|(create|update|delete|rollback|import|deploy|upgrade|migration|scaling)_in_progress)(_|$)/;
/** Whether a status value says the service is changing the record right now (`CREATING`, `UPDATE_IN_PROGRESS`). */
export function inFlightState(value: unknown): boolean {
  return typeof value === "string" && IN_FLIGHT.test(fieldWords(value));
}
const STATUS_KEY = /(status|state)$/i;

const NO_VALUE =
  /^(none|unknown|other|n\/a|na|null|undefined|unspecified|not_?set|not_?specified|notset|not[ _]?available)$/i;

/** The shapes some kinds' values always have; `true` for a kind with no fixed shape. */
/**
 * Kinds whose values have one shape, so a doc example of another shape names something else:
 * Bare Metal Solution's `servicesCidr` "IP range for reserved for services (e.g. NFS)".
 */
const ONLY_SHAPES: Record<string, RegExp> = {
  cidr: /^[0-9a-f.:]+\/\d{1,3}$/i,
};

const KIND_SHAPES: Record<string, RegExp> = {
  hostname: /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
  email: /^[^@\s]+@[^@\s]+$/,
  url: /^[a-z][a-z0-9+.-]*:\/\/|^\//i,
  uuid: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i,
  "card-last-digits": /^\d{2,6}$/,
  pin: /^\d{3,8}$/,
};
export function hasKindShape(kind: string, value: string): boolean {
  const re = KIND_SHAPES[kind];
  return re === undefined || re.test(value);
}

/** First labels a doc's example host name uses for "any name here": `example.googleapis.com`. */
const STAND_IN_LABEL = /^(example|sample|my|your|foo|test)(?:[-_][a-z0-9]+)*$/i;

/**
 * The part after the stand-in first label when every example the doc gives is a DNS name of
 * three labels or more under one ("example.googleapis.com" → ".googleapis.com"), else undefined.
 */
export function dnsNameForm(examples: readonly unknown[]): string | undefined {
  const rests = examples.map((e) => {
    const m = typeof e === "string" ? /^([a-z0-9_-]+)((?:\.[a-z0-9-]+){2,})$/i.exec(e) : null;
    return m && STAND_IN_LABEL.test(m[1]!) && /[a-z]/i.test(m[2]!) ? m[2]!.toLowerCase() : "";
  });
  const [first] = rests;
  return first && rests.every((r) => r === first) ? first : undefined;
}

/** Pull `'JFK'`, `"BA117"` or `Berlin, Paris` out of "e.g. …" / "such as …" / "for example …". */
export function examplesFromText(raw: string): string[] {
  // AWS's HTML docs quote with `<code>`: "For example, <code>dags</code>" (Amazon MWAA's
  // `DagS3Path`, filled with a site's "/pricing" for want of it, fresh68 blind readers N).
  const text = raw.replace(/<code>([^<`]{1,64})<\/code>/gi, "`$1`");
  const out: string[] = [];
  const re =
    /\b(?:e\.g\.?|eg\.|for example|for instance|such as|example:|like)\s*[:,]?\s*((?:`[^`]{1,64}`|["'`“‘][^"'`”’]{1,40}["'`”’]|[A-Za-z0-9][\w\-./+:]{0,63}(?![\w-]))(?:\s*(?:,|\bor\b|\band\b|\/)\s*(?:`[^`]{1,64}`|["'`“‘][^"'`”’]{1,40}["'`”’]|[A-Za-z0-9][\w\-./+:]{0,63}(?![\w-])))*)/gi;
  // A markdown doc's example query: "**Example**\n> ```&code=0842234000988```" gives 0842234000988.
  for (const m of text.matchAll(
    /\bexamples?\b[^`\n]{0,60}\n?>?\s*```\s*[?&]?[\w.-]+=([^`&\n]{1,64}?)\s*```/gi,
  ))
    if (m[1]) out.push(m[1]);
  if (out.length > 0) return out;
  // "Indicates the title of the work type (Logo design, development...)": a list in brackets that
  // trails off is the doc's examples (envoice's work types went unnamed, fresh31 readers B/N).
  const trailing = /\(([^()]{3,120}?)(?:\s*(?:\.\.\.|…)|,?\s+etc\.?)\)/.exec(text);
  if (trailing) {
    const items = (trailing[1] ?? "")
      .split(/\s*,\s*/)
      .map((x) => x.trim())
      .filter((x) => x.length > 1 && x.length <= 40 && !/^(e\.g|i\.e)\b/i.test(x));
    if (items.length >= 2) return items.map((x) => x.charAt(0).toUpperCase() + x.slice(1));
  }
  for (const m of text.matchAll(re)) {
    const list = m[1] ?? "";
    // `e.g. "en-US" and must match …`: a list goes on in the form it began (quoted words), so
    // the prose after "and" is no example.
    const quoted = /^["'`“‘]/.test(list);
    // A code span setting a parameter is one example (`filter='status=SUCCESS'`): it is not split.
    // So is one code span whole: `"projects/example-project/locations/us-east1"` is a resource
    // name, not "\"projects" and "example-project" (Apigee Registry's locations were named
    // "\"projects", fresh71 readers B+N).
    const parts = /^`[^`]*`$/.test(list.trim())
      ? [list.trim()]
      : list.split(/\s*(?:,|\bor\b|\band\b|\/)\s*/);
    for (const [i, part] of parts.entries()) {
      if (i > 0 && quoted && !/^["'`“‘]/.test(part)) break;
      const v = part
        .replace(/^["'`“‘]|["'`”’]$/g, "")
        .replace(/^["'“‘]([^"'”’]*)["'”’]$/, "$1")
        .replace(/[.)]+$/, "")
        .trim()
        // "For example, `filter='status=SUCCESS'`": the parameter set to a quoted value shows
        // the value; "filter=" was sent as Service Management's rollouts filter (fresh70 N).
        .replace(/^[A-Za-z_][\w.]*\s*=\s*(['"])(.+)\1$/, "$2");
      if (
        v &&
        // "only … spaces or characters like `_-:&.`" lists characters a value may hold; a run of
        // punctuation is no value (Data Lineage's runs were named "_-:&", fresh71 readers N).
        /[\p{L}\p{N}]/u.test(v) &&
        !/^(a|an|the|this|that|these|those|when|if|let|us|it|you|to|of|in|on|is|are|be|so|etc|for|with|from|by|at|as|all|any|some|each|one|not|no|or|and|your|our|its|their|using|via)$/i.test(
          v,
        )
      )
        out.push(v);
    }
  }
  return out;
}

/**
 * The values a description lists in quotes ("The output format of the chart, 'png', 'jpg', 'svg',
 * or 'webp'."): two or more quoted words joined only by commas, "or", "and" or slashes.
 */
export function quotedChoices(text: string): string[] {
  const tokens = [...text.matchAll(/(['"`‘“])([\w.+-]{1,24})['"`’”]/g)];
  let run: string[] = [];
  let best: string[] = [];
  for (const [i, t] of tokens.entries()) {
    const prev = tokens[i - 1];
    const gap = prev ? text.slice(prev.index! + prev[0].length, t.index) : "";
    const joined =
      prev !== undefined && /^\s*(,|\/|\bor\b|\band\b|,\s*or\b|,\s*and\b)\s*$/i.test(gap);
    run = joined ? [...run, t[2]!] : [t[2]!];
    if (run.length > best.length) best = run;
  }
  return best.length >= 2 ? best : [];
}

const CHOICE_WORD = "[a-z][\\w-]{0,24}";
const STATED_CHOICES = new RegExp(
  `\\b(?:choices|options|valid values|possible values|allowed values|accepted values) (?:are|include)\\s*:?\\s*(?:either\\s+)?(${CHOICE_WORD}(?:\\s*,\\s*${CHOICE_WORD})*\\s*,?\\s+or\\s+${CHOICE_WORD})\\b`,
  "i",
);

/**
 * The values a description lists in plain words after saying they are the choices ("Choices are
 * either oasis or oasissb", "Options are date, status or amount"): two or more words, none
 * when the text lists none. GSA's `vehicle` was drawn as "vendor" (fresh57 readers: N).
 */
export function statedChoices(text: string): string[] {
  const m = STATED_CHOICES.exec(text);
  if (!m?.[1]) return [];
  const words = m[1].split(/\s*,\s*(?:or\s+)?|\s+or\s+/).map((w) => w.trim());
  return words.length >= 2 && words.every((w) => w !== "") ? [...new Set(words)] : [];
}

const CLASS_WORD = "(?:an? |the )?([a-z][\\w-]{1,24})";
const CLASSES_SAID = new RegExp(
  `\\b(?:classif(?:y|ies|ied)|label(?:s|led|ed)?|categori[sz](?:e|es|ed)|tag(?:s|ged)?|flag(?:s|ged)?|mark(?:s|ed)?|rate(?:s|d)?|sort(?:s|ed)?)\\b[^.;:]{0,60}?\\bas (?:either )?(${CLASS_WORD}(?:, ${CLASS_WORD})*,? or ${CLASS_WORD})\\b`,
  "gi",
);

/**
 * The classes a description says its answer sorts things into: "Classifies the Document as spam
 * or nospam" → spam, nospam; "classifies documents as positive, negative or neutral" → positive,
 * negative, neutral. Lower case, each one word; none when the text names no such choice.
 */
export function describedClasses(text: string): string[] {
  for (const m of text.matchAll(CLASSES_SAID)) {
    const list = (m[1] ?? "")
      .split(/\s*,\s*(?:or\s+)?|\s+or\s+/)
      .map((w) =>
        w
          .replace(/^(?:an?|the)\s+/i, "")
          .trim()
          .toLowerCase(),
      )
      .filter((w) => /^[a-z][\w-]*$/.test(w));
    const distinct = [...new Set(list)];
    if (distinct.length >= 2) return distinct;
  }
  return [];
}

/**
 * Forms a description gives a value in, with slots ("Format should be 'cddrive:id:{value}' or
 * 'cddrive://{path}'", "in the form `<prefix>-<id>`"): quoted, with at least one slot and some
 * fixed text around it, said after "format", "form", "pattern", "should/must be" or "e.g.".
 */
export function describedForms(text: string, reach = 60): string[] {
  if (!/[{<[]/.test(text)) return [];
  const out: string[] = [];
  const re =
    /(['"`‘“])([^'"`‘’“”\s]{0,40}(?:\{[\w-]+\}|<[\w-]+>|\[[A-Z_]+\])[^'"`‘’“”\s]{0,60})['"`’”]/g;
  for (const m of text.matchAll(re)) {
    const form = m[2]!;
    const fixed = form.replace(/\{[\w-]+\}|<[\w-]+>|\[[A-Z_]+\]/g, "");
    const slots = form.length - fixed.length > 0 ? form.split(/[{<[]/).length - 1 : 0;
    // "{id}" alone says nothing of the form; `[AGENT]_[HEX_ID]` and `cddrive:id:{value}` do.
    if (fixed.replace(/[^A-Za-z0-9]/g, "").length < 2 && !/[:/]/.test(fixed) && slots < 2) continue;
    const before = text.slice(Math.max(0, m.index - reach), m.index);
    if (
      !/\b(format|form|pattern|should be|must be|looks? like|e\.g\.?|such as|or)\b[^.]*$/i.test(
        before,
      )
    )
      continue;
    out.push(form);
  }
  // "Must be one of the following forms, where `constraint_name` is the name of the constraint
  // which this policy configures: * `projects/{project_number}/policies/{constraint_name}`" (Org
  // Policy): where no form stands near its word, the word may stand further back in the sentence.
  if (out.length === 0 && reach < 160) return describedForms(text, 160);
  return out;
}

/** A value that is lines of data, not prose: tab-separated fields, or two or more one-token lines. */
function isDataLines(v: unknown): boolean {
  return typeof v === "string" && (/\S\t\S/.test(v) || /^\S+(?:\r?\n\S+)+\r?\n?$/.test(v));
}

/** Base64 of a text's UTF-8 bytes; base64url without padding when `url` (as JWTs carry it). */
export function base64Of(text: string, url = false): string {
  const abc = url
    ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
    : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const pad = url ? "" : "=";
  const bytes: number[] = [];
  for (const ch of text) {
    const cp = ch.codePointAt(0) ?? 0;
    if (cp < 0x80) bytes.push(cp);
    else if (cp < 0x800) bytes.push(0xc0 | (cp >> 6), 0x80 | (cp & 63));
    else if (cp < 0x10000) bytes.push(0xe0 | (cp >> 12), 0x80 | ((cp >> 6) & 63), 0x80 | (cp & 63));
    else
      bytes.push(
        0xf0 | (cp >> 18),
        0x80 | ((cp >> 12) & 63),
        0x80 | ((cp >> 6) & 63),
        0x80 | (cp & 63),
      );
  }
  let out = "";
  for (let i = 0; i < bytes.length; i += 3) {
    const [a, b, c] = [bytes[i]!, bytes[i + 1], bytes[i + 2]];
    const n = (a << 16) | ((b ?? 0) << 8) | (c ?? 0);
    out += abc[(n >> 18) & 63]! + abc[(n >> 12) & 63]!;
    out += b === undefined ? pad : abc[(n >> 6) & 63]!;
    out += c === undefined ? pad : abc[n & 63]!;
  }
  return out;
}

const LOREM_WORDS = new Set((en.lorem?.word ?? []).map((w) => w.toLowerCase()));

/**
 * Lorem ipsum ("Ut molestias laboriosam.", "Reprehenderit non architecto quia."): generated API
 * docs fill examples with it; it is no value of anything.
 */
export function isLoremText(value: unknown): boolean {
  if (typeof value !== "string" || value.length > 400 || /_/.test(value)) return false;
  const words = value.toLowerCase().match(/[a-z]+/g) ?? [];
  // A few lorem words are English ("et", "a", "non"): every word must be one, and one a long one.
  return (
    words.length >= 2 && words.every((w) => LOREM_WORDS.has(w)) && words.some((w) => w.length >= 6)
  );
}

/**
 * The field may be left out and the doc says nothing of it (no description, example, default,
 * enum, format or pattern; no words, values or examples in its field model): what only its name
 * suggests is a guess ("Team adapter", "standard", "Custom for Office"), and it is left out.
 */
function guessOnly(req: ValueRequest): boolean {
  if (!req.optional) return false;
  // (A field model's purpose and unit are read from the name; its description, values and
  // examples from the doc.)
  const f = req.field;
  if (f?.values?.length || f?.examples?.length) return false;
  if (f?.description && !restatesName(f.description, req.name)) return false;
  return undescribed(req.schema, req.name);
}

/** `documentedValues` by schema and field model (neither is changed once read). */
const documentedMemo = new WeakMap<object, WeakMap<object, unknown[]>>();

/**
 * Documents a description shows in the format it states: `<code>{"term1": "stem1"}</code>`, a
 * `cron(0 12 * * ? *)`, a fenced block — each as written, when it parses as that format.
 */
function docDocuments(description: string, format: StatedFormat): string[] {
  const text = description
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
  const chunks = [
    ...[...text.matchAll(/<code>([\s\S]*?)<\/code>/g)].map((m) => m[1] ?? ""),
    ...[...text.matchAll(/```[a-z]*\n?([\s\S]*?)```/g)].map((m) => m[1] ?? ""),
    ...[...text.matchAll(/`([^`]+)`/g)].map((m) => m[1] ?? ""),
    ...[...text.matchAll(/(\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\})/g)].map((m) => m[1] ?? ""),
    ...[...text.matchAll(/\b((?:cron|rate)\([^)]+\))/g)].map((m) => m[1] ?? ""),
  ];
  return [...new Set(chunks.map((c) => c.trim()))].filter(
    (c) => c !== "" && fitsStatedFormat(c, format),
  );
}

/** Does a doc's example fit the format the field's doc states (when it states one)? */
function fitsStatedFormatOf(v: unknown, req: ValueRequest): boolean {
  const f = statedFormat(String(req.schema?.description ?? req.field?.description ?? ""), req.name);
  return f === undefined || fitsStatedFormat(v, f);
}

/** Values the doc itself gives for a field: examples, default, "e.g." in the description. */
export function documentedValues(schema?: JsonSchema, field?: FieldModel): unknown[] {
  // Asked once per record of every seeded state, and the description's regexes are the cost.
  const bySchema = memoGet(documentedMemo, keyOf(schema), () => new WeakMap());
  return memoGet(bySchema, keyOf(field), () => documentedValuesOf(schema, field)).slice();
}

function documentedValuesOf(schema?: JsonSchema, field?: FieldModel): unknown[] {
  const out: unknown[] = [];
  // A dummy number (`123123`, `1234`) is the doc's filler, no example of a value; a text of such
  // digits still shows the value's shape (vtex's `sellerSkuId` "1234" holds digits).
  const add = (v: unknown) => {
    if (v === null || v === undefined || typeof v === "object") return;
    if (typeof v === "number" && isDummyNumber(v)) return;
    out.push(v);
  };
  // `"type": "number", "example": "447777777777"`: a numeric field's example written as a string
  // is still its example (a phone number kept as digits), not a reason to draw 15.65.
  const numeric = schema !== undefined && /^(integer|number)$/.test(String(schema.type));
  const given = (v: unknown) =>
    numeric && typeof v === "string" && /^-?\d+(\.\d+)?$/.test(v) ? Number(v) : v;
  if (schema) {
    add(given(schema.example));
    if (Array.isArray(schema.examples)) for (const e of schema.examples) add(given(e));
    else if (isObj(schema.examples))
      for (const e of Object.values(schema.examples)) add(given(isObj(e) ? e.value : e));
    // `"default": "Not Available"` on every field of an answer says what an unknown reads as.
    if (!NO_VALUE.test(String(schema.default))) add(schema.default);
  }
  for (const e of field?.examples ?? []) add(e);
  const desc = String(schema?.description ?? field?.description ?? "");
  const type = typeOf(schema, field);
  const quoted = quotedChoices(desc);
  const listed = quoted.length > 0 ? quoted : statedChoices(desc);
  for (const e of [...examplesFromText(desc), ...listed]) {
    if (type === "integer" || type === "number") {
      const n = Number(e);
      if (Number.isFinite(n)) add(n);
    } else if (type === "boolean") {
      if (e === "true" || e === "false") add(e === "true");
    } else add(e);
  }
  const fitting = out.filter(
    (v) =>
      (!schema || fitsScalar(v, schema)) &&
      !describesTheField(v, "", schema?.title) &&
      !isLoremText(v),
  );
  return [...new Set(fitting)];
}

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];
const WEEKDAYS = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
const MONTH_WORD = /\b(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*\.?\s+(\d{1,2})\b/;

/**
 * An instant in the form of a doc's example date ("Wed Jul 19 2017 20:53:46 GMT+0100 (BST)" →
 * "Mon Jan 12 2026 14:30:00 GMT+0100 (BST)"): the example's weekday, month, day, year and time
 * swapped for `t`'s (UTC), the rest of its form kept. Undefined for an example that is no date
 * written with a month's name and a year.
 */
export function inFormOf(example: string, t: number): string | undefined {
  if (!MONTH_WORD.test(example) || !/\b(19|20)\d{2}\b/.test(example)) return undefined;
  const d = new Date(t);
  const pad = (n: number) => String(n).padStart(2, "0");
  return example
    .replace(/\b(Sun|Mon|Tue|Wed|Thu|Fri|Sat)[a-z]*\b/, WEEKDAYS[d.getUTCDay()]!)
    .replace(MONTH_WORD, (_m, _mon, day: string) => {
      const dd = day.length === 2 ? pad(d.getUTCDate()) : String(d.getUTCDate());
      return `${MONTHS[d.getUTCMonth()]} ${dd}`;
    })
    .replace(/\b(19|20)\d{2}\b/, String(d.getUTCFullYear()))
    .replace(/\b\d{1,2}:\d{2}(:\d{2})?\b/, (m) =>
      m.split(":").length === 3
        ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
        : `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`,
    );
}

const MONTH_OR_DAY =
  /^(January|February|March|April|May|June|July|August|September|October|November|December|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday)\b/;

/**
 * Does a text name someone or something: a capitalised word inside a sentence, markup aside
 * ("Besides DJ'ing … since 1991, Deftly has performed", "Since 2001, The High Voltage …")?
 */
export function namesSomething(text: unknown): boolean {
  if (typeof text !== "string") return false;
  const plain = text.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
  return plain.split(/[.!?]\s+/).some((sentence) =>
    sentence
      .split(/[\s,;:()"“”]+/)
      .slice(1)
      .some((w) => /^[A-Z][a-z]{2,}/.test(w) && !MONTH_OR_DAY.test(w)),
  );
}

/** Does `value` fit the scalar parts of `schema` (type, enum, const, bounds, length, pattern)? */
export function fitsScalar(value: unknown, schema: JsonSchema): boolean {
  if (schema.const !== undefined) return value === schema.const;
  if (Array.isArray(schema.enum)) return schema.enum.includes(value as never);
  const types = schemaTypes(schema);
  if (types.length > 0 && !types.some((t) => matchesType(value, t))) return false;
  if (typeof value === "number") {
    if (typeof schema.minimum === "number" && value < schema.minimum) return false;
    if (typeof schema.maximum === "number" && value > schema.maximum) return false;
    if (typeof schema.exclusiveMinimum === "number" && value <= schema.exclusiveMinimum)
      return false;
    if (typeof schema.exclusiveMaximum === "number" && value >= schema.exclusiveMaximum)
      return false;
  }
  if (typeof value === "string") {
    if (typeof schema.minLength === "number" && value.length < schema.minLength) return false;
    if (typeof schema.maxLength === "number" && value.length > schema.maxLength) return false;
    if (typeof schema.pattern === "string" && !fitsPattern(value, schema.pattern)) return false;
    if (schema.format === "date-time" && Number.isNaN(Date.parse(value))) return false;
    if (schema.format === "date" && !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
    if (schema.format === "email" && !/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(value)) return false;
    if (
      schema.format === "uuid" &&
      !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value)
    )
      return false;
  }
  return (
    typeof value !== "object" ||
    value === null ||
    types.includes("object") ||
    types.includes("array") ||
    types.length === 0
  );
}

/** The JSON types a schema allows, `[]` when it does not say. */
export function schemaTypes(schema: JsonSchema): string[] {
  const t = schema.type;
  if (typeof t === "string") return [t];
  if (Array.isArray(t)) return t.filter((x): x is string => typeof x === "string");
  if (isObj(schema.properties)) return ["object"];
  if (isObj(schema.items)) return ["array"];
  return [];
}

function matchesType(value: unknown, type: string): boolean {
  switch (type) {
    case "string":
      return typeof value === "string";
    case "integer":
      return typeof value === "number" && Number.isInteger(value);
    case "number":
      return typeof value === "number";
    case "boolean":
      return typeof value === "boolean";
    case "null":
      return value === null;
    case "array":
      return Array.isArray(value);
    case "object":
      return isObj(value);
    default:
      return true;
  }
}

/**
 * Does `value` fit a doc's pattern? An unanchored pattern that repeats (`[a-zA-Z0-9_.-]+`, AWS's
 * way of spelling a name) describes the whole value: "Housing prices" holds a run of it but is
 * no such name (fresh75 blind readers N, Timestream). One with no repetition (`\S`, `^x`) asks
 * only for something the value holds.
 */
export function fitsPattern(value: string, pattern: string): boolean {
  const re = compile(pattern);
  if (!re?.test(value)) return false;
  if (!WHOLE_PATTERN.test(pattern) || /^\^|(?<!\\)\$$/.test(pattern)) return true;
  if (NON_BLANK.test(pattern)) return true;
  return compile(`^(?:${pattern})$`)?.test(value) ?? true;
}

const UUID_FORM = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** `\S+`, `[^\s]+`, `.*\S.*`: AWS's "not blank", which a sentence with spaces meets too. */
const NON_BLANK = /^(?:\.\*)?(?:\\S|\[\^\\s\])[+*]?(?:\.\*)?$/;
/** A pattern that repeats something: `+`, `*` or `{m,n}` outside a class, not escaped. */
const WHOLE_PATTERN = /(?<!\\)(?:[+*]|\{\d+,?\d*\})/;

const compiled = new Map<string, RegExp | undefined>();
function compile(pattern: string): RegExp | undefined {
  if (compiled.has(pattern)) return compiled.get(pattern);
  let re: RegExp | undefined;
  try {
    re = new RegExp(pattern, "u");
  } catch {
    try {
      re = new RegExp(pattern);
    } catch {
      re = undefined;
    }
  }
  compiled.set(pattern, re);
  return re;
}

/** Common picture sizes, width x height in pixels. */
const SCREEN_SIZES = [
  "640x360",
  "854x480",
  "1280x720",
  "1920x1080",
  "2560x1440",
  "3840x2160",
  "320x240",
  "160x120",
];

/**
 * A string matching a regular expression (randexp), seeded; `undefined` when the pattern cannot
 * be followed (lookarounds, Unicode classes randexp does not know) so the caller keeps its value.
 */
/** `(…)` around the whole of `text`, taken off; else `text`. */
function unwrapGroup(text: string): string {
  if (!text.startsWith("(") || !text.endsWith(")")) return text;
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === "\\") {
      i++;
      continue;
    }
    if (ch === "(") depth++;
    if (ch === ")") depth--;
    if (depth === 0 && i < text.length - 1) return text;
  }
  return text.slice(1, -1);
}

/**
 * The id branch of an "ID or ARN" pattern (`^((rule-[0-9a-z]{17})|(^arn:…:rule/rule-…$))$`, VPC
 * Lattice's identifiers): the value a person passes is the short id, which the doc allows, not an
 * ARN drawn at random (pattern fill read `arn:o33:vpc-lattice:3bbr6hu:…`, fresh73). Undefined for a
 * pattern of one branch or of no ARN branch.
 */
function idBranch(pattern: string): string | undefined {
  const whole = unwrapGroup(pattern.replace(/^\^/, "").replace(/\$$/, ""));
  const branches = patternParts(whole, "|").map((b) =>
    unwrapGroup(b).replace(/^\^/, "").replace(/\$$/, ""),
  );
  if (branches.length < 2) return undefined;
  const isArn = (b: string) => /^\(*\^?arn[:(]/.test(b);
  const id = branches.find((b) => !isArn(b) && b !== "");
  return id !== undefined && branches.some(isArn) ? `^(?:${id})$` : undefined;
}

export function samplePattern(pattern: string, rng: Rng, maxRepeat = 6): string | undefined {
  const bare = idBranch(pattern);
  if (bare !== undefined) return samplePattern(bare, rng, maxRepeat);
  const re = compile(pattern);
  if (!re) return undefined;
  // An explicit bound is a limit, not a size: a group repeated `{0,256}` (mon-voyage-pas-cher's
  // pipe-separated coordinates) is said once more at most, a character run up to `maxRepeat` —
  // the fresh43 readers saw a user recite ~150 coordinates.
  const bounded = pattern
    .replace(/(\)?)\{(\d+),(\d*)\}/g, (_m, group: string, a: string, b: string) => {
      const lo = Number(a);
      const cap = group ? lo + 1 : Math.max(lo, maxRepeat);
      const hi = b === "" ? cap : Math.min(Number(b), cap);
      return `${group}{${lo},${hi}}`;
    })
    // `(^23.97$)`: a dot between digits is the decimal point the doc means, not any character
    // (AWS's FrameRate came out "29h97", fresh63).
    .replace(/(\d)\.(\d)/g, "$1\\.$2");
  let gen: RandExp;
  try {
    gen = new RandExp(bounded);
  } catch {
    return undefined;
  }
  gen.max = maxRepeat;
  gen.randInt = (a: number, b: number) => a + rng.int(b - a + 1);
  // Printable ASCII only: `.` and negated classes would otherwise pick control characters.
  gen.defaultRange.subtract(0, 31);
  gen.defaultRange.subtract(127, 65535);
  // A class that allows lower-case letters among much else (`[a-zA-Z]`, `\\S`, `.`) gives lower
  // case and digits: "ops-k2d9" reads as an id, "Rk-zgjBQ" as noise.
  const inner = gen as unknown as { _expand(token: unknown): CharRange };
  const expand = inner._expand.bind(gen);
  inner._expand = (token: unknown) => {
    const set = expand(token);
    if (set.length <= 36) return set;
    const lower = set.clone().intersect(97, 122);
    if (lower.length < 26) return set;
    return lower.add(set.clone().intersect(48, 57));
  };
  for (let attempt = 0; attempt < 6; attempt++) {
    let s: string;
    try {
      s = gen.gen();
    } catch {
      return undefined;
    }
    if (re.test(s)) return s;
  }
  return undefined;
}

/**
 * The ways a doc's pattern may spell the calendar date `iso` (YYYY-MM-DD…): ISO, day-first and
 * month-first with slashes, dots or dashes, padded and bare, and digits only.
 */
export function dateSpellings(iso: string): string[] {
  const [y, m, d] = [iso.slice(0, 4), iso.slice(5, 7), iso.slice(8, 10)];
  const [mm, dd] = [String(Number(m)), String(Number(d))];
  const out = [iso.slice(0, 10), `${y}${m}${d}`, `${y}/${m}/${d}`];
  // Dots are written day first (13.02.2001); slashes and dashes month first, as US docs do.
  for (const sep of ["/", ".", "-"]) {
    const monthFirst = [`${m}${sep}${d}${sep}${y}`, `${mm}${sep}${dd}${sep}${y}`];
    const dayFirst = [`${d}${sep}${m}${sep}${y}`, `${dd}${sep}${mm}${sep}${y}`];
    out.push(...(sep === "." ? [...dayFirst, ...monthFirst] : [...monthFirst, ...dayFirst]));
  }
  return out;
}

/** The character set randexp draws from (its `drange` dependency). */
interface CharRange {
  length: number;
  clone(): CharRange;
  intersect(low: number, high: number): CharRange;
  add(other: CharRange): CharRange;
}

function fill(template: string, rng: Rng): string {
  return template.replace(/#/g, () => String(rng.int(10)));
}

function slug(text: string): string {
  return splitWords(text).join("-");
}

/**
 * `sku: running` from the catalogue whose words the domain text uses: in the environment's domain
 * label or name, in a short description, or twice in a long one. One word in passing names no
 * shop: Braze's 4,700-character doc says "the 'Collections' menu" of Postman once, and its
 * campaigns and segments were tagged "mains" and "desserts" (fresh46 blind readers, N).
 */
export function catalogueFor(domainText: string): Catalogue {
  const head = domainText.split(/\s+/).slice(0, 2).join(" ");
  for (const [key, c] of Object.entries(CATALOGUES)) {
    if (key === "generic") continue;
    const hits = domainText.match(new RegExp(c.match, "gi"))?.length ?? 0;
    if (hits === 0) continue;
    if (hits >= 2 || domainText.length <= SHORT_DOMAIN_TEXT || new RegExp(c.match, "i").test(head))
      return c;
  }
  return CATALOGUES.generic as Catalogue;
}
/** A description this short is about one thing: each of its words counts. */
const SHORT_DOMAIN_TEXT = 400;

/** The place a record already names: a known city (with its country) or a country. */
function placeNamedIn(record: Record<string, unknown>): { country?: CountryPlaces; place?: Place } {
  let country: CountryPlaces | undefined;
  for (const [k, v] of Object.entries(record)) {
    if (typeof v !== "string") continue;
    const key = k.toLowerCase();
    if (/city|town|municipality|locality/.test(key)) {
      for (const c of COUNTRIES) {
        const place = c.places.find((p) => p.city.toLowerCase() === v.toLowerCase());
        if (place) return { country: c, place };
      }
    }
    if (/country/.test(key))
      country ??= COUNTRIES.find((c) => c.code === v.toUpperCase() || c.name === v);
  }
  return country ? { country } : {};
}

/** Words of a service that manages software products (feature flags, SDK keys, releases). */
const SOFTWARE_PRODUCTS =
  /\b(feature ?flags?|feature toggles?|sdk ?keys?|sdks?|configs?|environments?|releases?|deployments?|analytics|saas|in-app|guides?)\b/i;
/** Words of a place that sells goods; `sellsThings` adds "products", which ConfigCat has too. */
const SHOP_WORDS = "shop|store|storefront|cart|checkout|e-?commerce|retail|merchandise";
const COMMERCE = new RegExp(
  `\\b(${SHOP_WORDS}|prices?|skus?|stock|inventory|catalog(ue)?)\\b`,
  "i",
);
const SELLS = new RegExp(`\\b(${SHOP_WORDS}|products?)\\b`, "i");

/** AWS's and Azure's own APIs, by the words of their names and descriptions (`aws-audit-manager`). */
const CLOUD_PROVIDER = /(^|[^a-z])(aws|amazon|azure)([^a-z]|$)/i;
/** Domain text of an Azure API (`domainTextOf` adds "azure" for its specs). */
const AZURE_TEXT = /(^|[^a-z])azure([^a-z]|$)/i;

/**
 * Is this the domain text (see `domainTextOf`) of a cloud provider's own API? Its ids are uuids
 * or opaque tokens and it sells nothing, whatever domain label was guessed for it.
 */
export function isCloudProviderText(domainText: string): boolean {
  return CLOUD_PROVIDER.test(domainText);
}

/** What tells a spec's tools apart as one cloud provider's: where they came from and their params. */
interface ProviderEvidence {
  description?: string;
  inputSchema?: unknown;
  source?: { file?: string; pointer?: string };
}

/**
 * The cloud provider whose own API a spec is, as the word `isCloudProviderText` reads ("azure",
 * "aws"), where its prose may never name one: its source file (`azure.com_cognitiveservices.json`,
 * `amazonaws.com_…`), Azure's `api-version` with a `subscriptionId` or `resourceGroupName` path
 * parameter, or a `Microsoft.` resource type in its paths; "googleapis" for Google's (its source
 * file, its `$.xgafv` and `quotaUser` parameters), which `isCloudProviderText` does not read.
 * "" for any other API. Cognitive
 * Services, named only "Cognitive Services Management Client", got shop operations ("Refund
 * payment") and counter ids (fresh62 blind readers N).
 */
export function cloudProviderOf(tools: readonly ProviderEvidence[]): string {
  for (const t of tools) {
    const file = (t.source?.file ?? "").toLowerCase();
    if (/(^|[/_])(azure\.com|microsoft\.com)_/.test(file) || /(^|\/)azure\.com/.test(file))
      return "azure";
    if (/(^|[/_])amazonaws\.com_/.test(file) || /(^|\/)amazonaws\.com/.test(file)) return "aws";
    if (/(^|[/_])googleapis\.com_/.test(file) || /(^|\/)googleapis\.com/.test(file))
      return "googleapis";
    const props =
      isObj(t.inputSchema) && isObj(t.inputSchema.properties) ? t.inputSchema.properties : {};
    const names = Object.keys(props);
    if (
      names.includes("api-version") &&
      names.some((n) => /^(subscriptionId|resourceGroupName)$/.test(n))
    )
      return "azure";
    if (/\/providers\/Microsoft\./.test(t.source?.pointer ?? "")) return "azure";
    // Google's discovery APIs take its system parameters on every call (`$.xgafv`, `quotaUser`).
    if (names.includes("$.xgafv") && names.includes("quotaUser")) return "googleapis";
  }
  return "";
}

/** Does the environment sell things (so product names belong in its free fields)? */
function sellsThings(domainText: string, catalogue: Catalogue): boolean {
  // The guessed label (the first word) is no evidence for a cloud provider's API: Audit
  // Manager was "e-commerce", and its share requests said "Price agreed with the sales team."
  // (fresh61 readers N on 4 of 60).
  // Google's own APIs too: Cloud Billing, labelled "e-commerce", had its SKUs named "Cast Iron
  // Skillet Blue" (fresh66 blind readers N).
  if (isCloudProviderText(domainText) || environmentWorlds(domainText).has("cloud")) {
    const own = domainText.slice(domainText.indexOf(" ") + 1);
    return catalogueFor(own) !== CATALOGUES.generic || SELLS.test(own);
  }
  return catalogue !== CATALOGUES.generic || SELLS.test(domainText);
}

/** Every shop catalogue's product names, longest first: a name may carry a variant after it. */
const CATALOGUE_PRODUCTS = Object.values(CATALOGUES)
  .flatMap((c) => Object.values(c.lines).flat())
  .sort((a, b) => b.length - a.length);

/**
 * The pool a value was drawn from when that pool is about another domain than the environment's
 * (see `domainTextOf`): a lexicon kind no fitting kind shares the name with ("Zendesk" in an
 * air-quality API: `source`), or `shop-catalogue` for a product name where nothing is sold
 * ("Cast Iron Skillet Blue" as a Cloud Billing SKU). Undefined for a value of no pool or of a
 * pool that fits.
 */
export function foreignPoolOf(value: string, domainText: string): string | undefined {
  const kind = otherWorldKind(value, domainText);
  if (kind) return kind;
  const product = CATALOGUE_PRODUCTS.find((p) => value === p || value.startsWith(`${p} `));
  if (product && !sellsThings(domainText, catalogueFor(domainText))) return "shop-catalogue";
  return undefined;
}

const STOP_WORDS = new Set(
  "this that with from have will your their about which there these those into only also more than when what where while each other such used uses using resource resources api apis service services general data information following allows provides lets returns method methods request requests response list lists object objects value values field fields rest restful openapi swagger http https json yaml endpoint endpoints spec specification documentation generator version webservice webservices".split(
    " ",
  ),
);

/** Words a person would search an environment for when it sells nothing: its own nouns. */
function domainVocabulary(text: string): string[] {
  const domainText = proseOf(text);
  // A word the doc only ever writes capitalised is a name (the API's own, "Infermedica",
  // "London"): no category, tag or search term of its records.
  const lower = new Set(domainText.match(/\b[a-z][a-z]{3,}\b/g) ?? []);
  const words = (domainText.match(/[A-Za-z][a-z]{3,}/g) ?? [])
    .filter((w) => lower.has(w.toLowerCase()) || /^[a-z]/.test(w))
    .map((w) => w.toLowerCase())
    .filter((w) => !STOP_WORDS.has(w));
  return [...new Set(words.map((w) => singular(w)))].slice(0, 40);
}

/**
 * The doc's prose without its links and code: "developers" of `https://developers.exlibrisgroup.com`
 * is no word of the records (fresh12: `"library":"developer"`).
 */
function proseOf(text: string): string {
  return text
    .replace(/\]\([^)]*\)/g, "] ")
    .replace(/\b(?:https?:\/\/|www\.)\S+/gi, " ")
    .replace(/\b[\w-]+(?:\.[\w-]+)+\/\S*/g, " ")
    .replace(/`[^`]*`/g, " ");
}

/** Words before a verb's "-s" form ("the API provides", "which returns"), never before a noun. */
const BEFORE_VERB = /^(it|that|which|this|who|api|service|endpoint|also|one|user)$/;

/**
 * The nouns of the doc's own prose: the words it writes in the plural ("programmes data",
 * "pathways", "feeds"), singular. "come", "deep", "technical", "power" — verbs and adjectives of
 * the same prose — name no thing a user searches for or files under a category.
 */
function domainNouns(text: string, own: readonly string[]): string[] {
  const found = new Set<string>();
  const tokens = proseOf(text).match(/[A-Za-z][A-Za-z']*/g) ?? [];
  for (const [i, w] of tokens.entries()) {
    const word = w.toLowerCase();
    if (word.length < 5 || !word.endsWith("s") || word.endsWith("ss") || !isPlural(word)) continue;
    if (BEFORE_VERB.test(tokens[i - 1]?.toLowerCase() ?? "")) continue;
    const one = singular(word);
    if (own.includes(one)) found.add(one);
  }
  return own.filter((w) => found.has(w));
}

/**
 * Where tags like "urgent", "vip", "follow-up" are the records' own words: tickets, tasks, a help
 * desk, a CRM. Anywhere else they come from another domain ("billing" as a TV programme's title).
 */
const TICKET_DOMAIN =
  /\b(tickets?|help ?desk|service ?desk|incidents?|support desk|to-?dos?|tasks?|crm|issue tracker)\b/i;

/** Words of code near "library": a client library, an HTTP library, `…/libraries/…` on GitHub. */
/** A field the doc says a record has only in some state: "Only present if it's a deleted object". */
const ONLY_IF = /\bonly (?:present|set|returned|included|given|shown|available) (?:if|when|for)\b/i;

/** What a books domain names with a book's title: its books, works, items, loans and holds. */
const BOOKISH =
  /^(book|title|novel|edition|work|volume|publication|item|document|record|entry|loan|hold|reading|audiobook|ebook|copy|holding)$/;
const LENDING_CUES =
  /\b(loans?|lend\w*|borrow\w*|patrons?|circulation|holdings?|isbn|catalogu?e?s?|shel(f|ves)|librarians?|reading rooms?|periodicals?)\b/i;
const CODE_CUES =
  /\b(client|http\w*|https?:|sdk|software|code|request|javascript|python|java|ruby|arduino|github|npm|pip|open[- ]source|install\w*|import|wrapper|helper)\b|\/$/i;

/**
 * A library of books, not of code: Adafruit IO's "client libraries" and "HTTPClient library"
 * made its dashboards "The Prince" and "Frankenstein" (fresh13 readers N).
 */
function booksLibrary(domainText: string): boolean {
  // A library of books lends, catalogues or shelves them: without one of those words the
  // "libraries" are code ("our API libraries convert responses…" made OpenFinTech's banks and
  // countries "Nineteen Eighty Four" and "On the Road", f32).
  if (!LENDING_CUES.test(domainText)) return false;
  for (const m of domainText.matchAll(/\blibrar(y|ies)\b/gi)) {
    const near = domainText.slice(Math.max(0, m.index - 80), m.index + m[0].length + 1);
    // …or after it: "interface libraries for your code via swagger-codegen" (BigOven's recipes
    // were named "The Canterbury Tales", f26).
    const after = domainText.slice(m.index + m[0].length, m.index + m[0].length + 60);
    if (
      !CODE_CUES.test(near.slice(0, -1 - m[0].length)) &&
      !/\//.test(near.slice(-1)) &&
      !CODE_CUES.test(after) &&
      !/\bswagger|codegen\b/i.test(after)
    )
      return true;
  }
  return false;
}

/**
 * What the environment's records are about, read from its domain text: names, genres and
 * descriptions come from the matching faker module, not from a shop catalogue or a codename list.
 */
export type DomainFlavour = "music" | "books" | "screen" | "games" | "travel" | "vehicles" | "none";
export function domainFlavour(domainTextIn: string): DomainFlavour {
  // A table in the doc lists what the API handles, not what it is: taxrates.io's product codes
  // ("Music - Downloaded", "Books - Downloaded") made its tax rates songs ("Man in the Mirror
  // (ma)", fresh69 blind readers N).
  const domainText = domainTextIn.replace(
    /<table\b[\s\S]*?(?:<\/table>|$)|<tr\b[\s\S]*?<\/tr>/gi,
    " ",
  );
  // A video game database: its genres, tags, platforms and stores are games' (RAWG, fresh40
  // readers N: "Children's Literature" as a game genre, "Roku" as a platform).
  if (/\bvideo ?games?\b|\bgaming\b|\besports\b/i.test(domainText)) return "games";
  if (
    /\b(music|songs?|albums?|artists?|lyrics?|vocaloids?|playlists?|discograph\w*)\b/i.test(
      domainText,
    )
  )
    return "music";
  if (/\b(books?|novels?|publishers?|authors?)\b/i.test(domainText) || booksLibrary(domainText))
    return "books";
  // Programmes, films and episodes: what a broadcaster or a streaming service lists.
  if (
    /\b(tv|television|programmes|broadcast(s|er|ers|ing)?|films|movies?|cinema|episodes|tv shows?|video on demand)\b/i.test(
      domainText,
    )
  )
    return "screen";
  if (/\b(flights?|airlines?|airports?)\b/i.test(domainText)) return "travel";
  if (/\b(vehicles?|cars?|fleet)\b/i.test(domainText)) return "vehicles";
  return "none";
}

/**
 * The thing a name field's description says it names: "Name of the airport." → `airport`,
 * "The creditor's name" → `creditor`, "Creditor account name" → `creditor_account`.
 */
export function namedNounOf(description: string): string | undefined {
  const d = description.trim();
  const m =
    /^(?:the\s+)?(?:display\s+|full\s+|human[- ]readable\s+|official\s+)?name\s+of\s+(?:the|this|a|an|each)\s+([a-z]+(?:\s+[a-z]+)?)\b/i.exec(
      d,
    ) ?? /^(?:the\s+)?([a-z]+(?:\s+[a-z]+)?)(?:'s)?\s+name\b/i.exec(d);
  const noun = m?.[1]?.toLowerCase().replace(/\s+/g, "_");
  if (
    !noun ||
    /^(the|a|an|this|its|their|display|full|user|file|host|unique|short|long)$/.test(noun)
  )
    return undefined;
  return singular(noun);
}

/**
 * A described noun replaces the collection's own where that names nothing a reader can use: an
 * operation id, a position (`nearest`), or a word the lexicon does not know while the described
 * one it does.
 */
function describedNounFits(noun: string, entity: string | undefined): boolean {
  if (isJunkNoun(noun) || isVagueNoun(noun)) return false;
  const own = fieldWords(singular(entity ?? ""));
  if (!own || own === noun) return false;
  return isJunkNoun(own) || isVagueNoun(own) || (!lexiconKind(own) && !!lexiconKind(noun));
}

/** What a machine-learning platform's doc speaks of besides what its models are of. */
const ML_MACHINERY =
  /^(model|endpoint|job|training|dataset|inference|version|algorithm|pipeline|experiment|notebook|instance|label|feature|prediction|resource|service|result|tag|schedule|scheduler|evaluation|metric|parameter|artifact|application|customer|user|operation|request|response|value|file|output|input|source|detail|project|workflow|task|component|environment|account|action|analytic|insight|anomaly|anomalie)$/;

/** Words that modify a name rather than say whose it is: `default_name` is the record's own name. */
const NAME_MODIFIERS =
  /^(default|display|full|short|long|pref|contextual|original|alternate|alternative|alt|additional|english|local|localized|common|official|preferred|friendly|nick|new|old|given|sort|legal|public|internal|formal|canonical|primary|secondary|main|other|native|romanized|translated)$/;

/**
 * Field-name words that say a string holds a number (orbital elements, sensor readings, text
 * statistics): a numeral, never "Orbital data inclination 5".
 */
const NUMERIC_WORDS =
  /^(padding|margin|magnitude|eccentricity|inclination|anomaly|motion|probability|diameter|scale|velocity|distance|ratio|rate|jd|epoch|axis|period|perihelion|aphelion|semi|size|length|width|height|weight|depth|min|max|minimum|maximum|score|level|index|count|total|amount|balance|days|hours|minutes|seconds|percentage|percent|temperature|speed|altitude|elevation|latitude|longitude|power|energy|voltage|current|frequency|mass|volume|radius|degrees|angle|sum|average|avg|mean|median|deviation|quantity|limit|priority|impacts|invariant|intersection|duration)$/;

/** Values of a JSON Web Key's members (RFC 7517/7518). */
const JWK: Record<string, string[]> = {
  alg: ["RS256", "RS256", "PS256", "ES256"],
  kty: ["RSA"],
  use: ["sig", "sig", "enc"],
  e: ["AQAB"],
  n: [
    "0vx7agoebGcQSuuPiLJXZptN9nndrQmbXEps2aiAFbWhM78LhWx4cbbfAAtVT86zwu1RK7aPFFxuhDR1L6tSoc_BJECP",
  ],
  x5t: ["NjVBRjY5MDlCMUIwNzU4RTA2QzZFMDQ4QzQ2MDAyQjVDNjk1RTM2Qg"],
  x5t_s256: ["9gw4ubf0cb5kqTVXHCmS3wYX2I0ALkzw6cJ89B5HZi0"],
  x5c: [
    "MIIC+DCCAeCgAwIBAgIJBIGjYW6hFpn2MA0GCSqGSIb3DQEBBQUAMCMxITAfBgNVBAMTGGN1c3RvbWVyLWRlbW9zLmF1dGgwLmNvbTAeFw0xNjExMjIyMjIyMDVaFw0zMDA4MDEyMjIyMDVa",
  ],
};

/** What people type into a code search: identifiers and calls. */
/** Real securities, so a holding's ticker, CUSIP and ISIN agree (and check digits hold). */
const SECURITIES = [
  { symbol: "AAPL", cusip: "037833100", isin: "US0378331005", sedol: "2046251" },
  { symbol: "MSFT", cusip: "594918104", isin: "US5949181045", sedol: "2588173" },
  { symbol: "JNJ", cusip: "478160104", isin: "US4781601046", sedol: "2475833" },
  { symbol: "KO", cusip: "191216100", isin: "US1912161007", sedol: "2206657" },
  { symbol: "VTI", cusip: "922908769", isin: "US9229087690", sedol: "2382419" },
  { symbol: "SPY", cusip: "78462F103", isin: "US78462F1030", sedol: "2840215" },
  { symbol: "PG", cusip: "742718109", isin: "US7427181091", sedol: "2704407" },
  { symbol: "BND", cusip: "921937835", isin: "US9219378356", sedol: "B1FNK41" },
] as const;

/** Where the doc says its documents are searched in people's own words. */
const NATURAL_SEARCH =
  /\b(natural[- ]language (quer|search|question)|semantic search|retrieval (api|plugin)|vector (search|store|database))/i;
/** The words of searching itself: what a search is made of, never what it is for. */
const SEARCH_MACHINERY =
  /^(query|queries|search|document|result|record|item|entry|keyword|filter|match|index|term|request|response|object|field|value|chunk|embedding|vector|namespace|collection|metadata|data|api|endpoint|resource)$/;

/** Whether a search word names searching itself ("query", "document"), no topic of a search. */
export function namesSearchMachinery(word: string): boolean {
  return SEARCH_MACHINERY.test(word.trim().toLowerCase());
}

/** Kinds of place: named as places in any catalogue, never after its songs or books. */
const PLACE_NOUN =
  /^(country|countrie|state|province|region|city|town|county|district|continent|venue|location|place|area|address|airport|station|port|territory|municipality|neighbourhood|neighborhood|street)$/;

/** A record's gene symbol field (`ensemblGeneSymbol`, `gene_symbol`): the record is a gene's. */
const GENE_SYMBOL = /(^|_)gene_symbol$/;

/** Where a status message is a person's: presences, profiles, members. */
const PRESENCE_ENTITY = /(^|_)(presences?|profiles?|users?|members?|accounts?|people|persons?)$/;
/** What people set as their status ("In a meeting"). */
const PRESENCE_STATUSES = [
  "In a meeting",
  "Working from home",
  "Out for lunch",
  "On vacation until Monday",
  "Focusing, slow to reply",
  "Commuting",
  "Back at 3 pm",
  "Out sick today",
];

/** Where an API connects to banks: its connectors and providers are banks. */
const BANKING = /\b(banks?|banking|bank accounts?|open banking|psd2)\b/i;

/** Fields of a web page: its path is a path on a site, not in a repository. */
const PAGE_SIBLING =
  /^(url|lang|language|title|slug|published|excerpt|permalink|page_name|locale)$/;
/** A business's own locations: its listings on a map, not a cloud's regions. */
const LISTING = /\b(listings?|business profiles?|my business|merchants?)\b/i;
/** Paths of pages on a site. */
/** A description that says a path is part of a URL: "Relative URL …", "URL path", "path segment". */
const URL_PATH_DESC =
  /\b(relative url|url path|url suffix|path segment|suffix of the url|appended to the (api )?(endpoint )?base url)\b/i;
/** Paths an API is served under, where its record has no name to take one from. */
const URL_PATHS = ["orders", "payments", "inventory", "customers", "billing", "shipping"];
const SITE_PATHS = [
  "/about",
  "/pricing",
  "/blog/getting-started",
  "/help/contact-us",
  "/features",
  "/careers",
  "/coverage/whats-covered",
  "/apply-and-buy",
  "/es/about",
  "/faq",
];

/** Where the files an API takes are programs: unpackers, malware and YARA scanners. */
const EXECUTABLES = /\b(executables?|malware|unpack(er|ing)?|unipacker|yara|pe files?|binaries)\b/i;

/** Shortcodes of custom emojis as instances name them. */
const EMOJI_SHORTCODES = [
  "blobcat",
  "party_parrot",
  "blobheart",
  "thinking_face",
  "sparkles",
  "coffee",
  "tada",
  "blobwave",
  "catjam",
  "rainbow_flag",
];

const CODE_QUERIES = [
  "load_font",
  "xcb_connection",
  "strlen(",
  "TODO",
  "malloc",
  "open_memstream",
  "pthread_mutex_lock",
  "fprintf(stderr",
];

/** Environments that build and run software: service and repository names belong there. */
const SOFTWARE_DOMAIN = new RegExp(SOFTWARE_WORDS, "i");
/** Where apps, plugins or extensions are listed and reviewed. */
const APP_STORE = /\b(apps?|applications?|plugins?|extensions?|app market(place)?|app store)\b/i;
/** Environments of an office: its file names ("Team roster.xlsx") belong there. */
const OFFICE_DOMAIN =
  /\b(office|workspace|drive|storage|hr|human resources|employees?|meetings?|invoices?|accounting|crm|sharepoint|dropbox|wiki|intranet|helpdesk|documents? management)\b/i;
/**
 * Records an organisation keeps about its own systems, places, people and errands: the office
 * pools' sentences ("Used by the operations team.", "Ask for the facilities manager on arrival.")
 * are about such things, never about a clinical trial or a drug approval.
 */
const OFFICE_RECORD =
  /(^|_)(server|service|host|instance|cluster|database|db|queue|topic|bucket|key|token|account|project|workspace|team|group|site|device|network|folder|repo|repository|webhook|integration|app|environment|pipeline|config|configuration|setting|role|policy|tag|label|channel|printer|room|office|asset|vendor|supplier|store|location|warehouse|branch|order|delivery|shipment|parcel|appointment|booking|visit|customer|contact|patient|client|task|ticket|reservation|request|lead|employee|member|user)$/;
/** Records a support desk or an operations team comments on. */
const SUPPORT_RECORD =
  /(^|_)(ticket|issue|incident|bug|case|task|job|service|server|device|alert|problem|change_request|build|deployment|outage|maintenance|work_order)$/;
/** Environments of a support desk: their comments are the desk's remarks. */
const HELPDESK_DOMAIN = /\b(tickets?|help ?desk|service ?desk|incidents?|support desk)\b/i;
/** Records a business sells, bills or pays with. */
const COMMERCE_RECORD =
  /(^|_)(invoice|document|product|item|order|partner|customer|supplier|vendor|payment|receipt|quote|quotation|bill|expense|purchase|bank_account|sale|contract|line|article|subscription|proforma|voucher)$/;
/** Records people comment on or comment in: a video, a post, a comment thread. */
const SOCIAL_RECORD =
  /(^|_)(comment|reply|post|thread|video|playlist|photo|image|article_comment|channel|stream|live|episode|podcast|track|song)$/;
/** Records a person writes a short message in (or a device says one aloud). */
const MESSAGE_RECORD =
  /(^|_)(message|chat|sms|notification|announcement|broadcast|alert|conversation|comment|post|reply|thread|inbox|mail|email|speak|say|tts|voice|reminder|tweet|toot|device|speaker|assistant)$/;
/**
 * Fields of a system's node (a server, a DICOM peer): it is named for its role. Not a `url`, a
 * `uri` or a `token`, which nearly every record of a web API has: nookipedia's furniture, with its
 * `url` and `image_url`, was "Production furniture" and its fossils "Local fossil" (fresh44 dev).
 */
const SYSTEM_SIBLING = /^(port|host|hostname|base_url|ip|ip_address|ae_title|endpoint|protocol)$/;
/** The regions a business divides its market into. */
const SALES_REGIONS = [
  "Northeast",
  "Southeast",
  "Midwest",
  "Southwest",
  "West Coast",
  "Pacific Northwest",
  "Mountain West",
  "Great Lakes",
  "New England",
  "Gulf Coast",
  "Mid-Atlantic",
  "Central",
];

/** An environment that tracks vehicles: its devices are trackers in cars, vans and trucks. */
const FLEET_DOMAIN = /\b(gps|fleet|geofences?|vehicle tracking|trackers?|traccar)\b/i;

/** Roles a node plays in a system, as administrators name them ("Backup scp", "Staging box"). */
const NODE_ROLES = qualifierValues("system");

/** Keys that name a message's own text (`message_text`, `sms_body`): a message wherever it sits. */
/** Owners whose messages are people's words (a channel's, a user's, a queue's payloads). */
const CHAT_OWNER =
  /(^|_)(channel|chat|conversation|room|thread|user|member|contact|direct|group|team|sms|text|email|mail|inbox|queue|topic|push|voice|customer|person|sender|recipient)$/;
const MESSAGE_TEXT_KEY =
  /(^|_)(message|sms|chat|text)_(text|body|content)$|^(text|sms|chat|push|voice|welcome|greeting)_message$/;
/** Records that call out to an address of their own: a webhook's address is a URL. */
const HOOK_ENTITY = /(^|_)(webhook|hook|callback|listener|endpoint)$/;
/** Postal evidence: a sibling address part, or a description of a place one can post to. */
const POSTAL_SIBLING = /city|country|zip|postal|post_?code|street|province|line_?1|^state$/i;
const POSTAL_DESC =
  /street|postal|mailing|shipping|billing|physical|residential|home|office|delivery/i;
const CRYPTO_WORDS =
  /\b(wallets?|blockchain|crypto\w*|coins?|ergo|erg|bitcoin|btc|ethereum|eth|ledger|nft|defi|dex|swaps?|babel)\b/i;

/** A record's own way to reach it (`email`, `phone`): the record is someone to reach. */
/**
 * Records that stand for many people (a group, a team, an organisation): their email or phone is
 * the group's own, and their title is never a person's name ("Isadore Hyatt" as a group, f29).
 */
const COLLECTIVE_ENTITY =
  /^(group|team|department|division|squad|organization|organisation|org|company|committee|club|community|household|family|project|list|mailing_list|channel)$/;
/** Places and bodies that have a phone and an email of their own, and are no person. */
const INSTITUTION =
  /^(school|hospital|clinic|pharmacy|library|university|college|store|shop|restaurant|hotel|bank|branch|office|venue|museum|agency|district|station|campus|gym)$/;
/** Fields of a record that list its people: `person`, `maintainer`, `members`, `users`. */
const PEOPLE_LIST =
  /(^|_)(person|persons|people|member|members|maintainer|maintainers|user|users|owner|owners|staff)$/;
/**
 * Things people call by their number ("Chapter 3", "Season 2", "Gate 14"): with nothing else to
 * name one, its number names it.
 */
const CALLED_BY_NUMBER =
  /^(chapter|episode|season|volume|part|step|phase|round|stage|week|day|section|lesson|unit|track|floor|room|gate|terminal|platform|building|hall|lane|court|studio|bay|dock|pier|ward|block|row|seat|slot|tier|semester|quarter|term|grade|level|verse|disc|heat|lap|leg)$/;
/**
 * Fields of something a person holds (a payment card, a passport, a birth date): the record's
 * `name` is the holder's. A list of `cards` is no card: TCGdex's rarities and retreats, which
 * list their Pokémon cards, were named "Scottie Funk" and "Vita Kutch" (fresh51 dev).
 */
const HOLDER_SIBLING =
  /(^|_)(cvc\d?|cvv\d?|card|card_number|cardholder|birth|birthday|birthdate|passport\w*)(_|$)/;
/**
 * Things with an address of their own that files or messages are sent to: their `name` beside an
 * `email` is still the thing's (Xero's folders were "Dustin Dickens" with that person's email,
 * fresh51 dev).
 */
const MAILED_THING =
  /^(folder|inbox|mailbox|list|mailing_list|queue|board|workspace|project|space|calendar|drive)$/;
/** A person's handle on a service, and what only a person's profile shows beside it. */
const PROFILE_HANDLE = /^(username|user_name|acct|handle|screen_name|screenname|nickname|login)$/;
const PROFILE_MARK =
  /^(avatar|avatar_url|avatar_static|profile_image|profile_image_url|followers_count|following_count|bio|follower_count|friends_count)$/;
/** Whether these record fields are a person's profile: a handle and an avatar or followers. */
export function isProfile(siblings: readonly string[]): boolean {
  const words = siblings.map((k) => fieldWords(k));
  return words.some((w) => PROFILE_HANDLE.test(w)) && words.some((w) => PROFILE_MARK.test(w));
}
/** Fields of a saved search: what it searches for. */
const CRITERIA =
  /^(q|query|queries|search_query|filters?|criteria|conditions?|params|parameters|terms?|expression|keywords?)$/;
/** A description of a record's own label, not of a tag it is filed under. */
const OWN_LABEL_DESC =
  /\b(custom|human[- ]readable|display|friendly|descriptive)\s+label\b|\blabel (for|of) (this|the|a|an)\b/i;
/** Words of an API about jobs and occupations. */
const JOBS_DOMAIN = /\b(jobs?|occupations?|careers?|job titles?|vacanc(y|ies)|employment)\b/i;
/** An API about people's work (skills, occupations, hiring), not about machines' batch jobs. */
const OCCUPATION_DOMAIN =
  /^(?![\s\S]*\b(cron|scheduler|batch jobs?|pipelines?|workflows?|queues?)\b)[\s\S]*\b(skills?|occupations?|careers?|job titles?|vacanc(y|ies)|employment|hiring|recruit\w*|candidates?|salar(y|ies))\b/i;
const OWN_CONTACT =
  /^(e_?mail|email_address|e_?mail_addr|phone|phone_number|mobile|mobile_number|mobile_phone|telephone|tel|cell|cell_phone)$/;

/** Fields of something on a calendar: a time it starts or ends, a place, people who attend. */
/** Fields only a bank has: a record holding one is a bank (afterbanks' "forms" are banks). */
const BANK_CODE_SIBLING =
  /^(swift|bic|swift_?code|bic_?code|swift_?bic|routing_?number|aba_?routing|sort_?code|bank_?code|blz)$/i;
/** …but an account at a bank carries its bank's code too: its name is the holder's or its own. */
const ACCOUNT_SIBLING = /^(account_?(number|no|holder|name)|iban|balance|holder(_?name)?|owner)$/i;
function isBankRecord(siblings: string[] | undefined): boolean {
  const keys = siblings ?? [];
  return keys.some((k) => BANK_CODE_SIBLING.test(k)) && !keys.some((k) => ACCOUNT_SIBLING.test(k));
}

const CALENDAR_SIBLING =
  /^(start|end|starts?_at|ends?_at|start_(time|date)|end_(time|date)|attendees?|participants?|location|venue|organi[sz]er|all_day|duration|when|date|time|recurrence|timezone)$/;
function isCalendarRecord(siblings: string[] | undefined): boolean {
  // No siblings known (a lone argument): assume the calendar, as the entity says.
  return (
    !siblings || siblings.length === 0 || siblings.some((k) => CALENDAR_SIBLING.test(fieldWords(k)))
  );
}

/** Fields of a machine's job (a background task), not of a person's to-do. */
const JOB_SIBLING =
  /^(input|output|result|results|progress|child_task_id|job_id|controller\w*|worker|queue|exit_code|log|logs|stdout|stderr)$/i;

/** Keys a description-style sentence fits ("Backup topic, kept for failover." is no message). */
const DESCRIPTION_KEY = /(^|_)(description|summary|details|about|purpose)$/;

/**
 * Decimals a number of this meaning is written with: a coordinate to ~1 m (5), a rating or a
 * temperature to one, money, ratios, percentages and measures to two. A value near zero keeps two
 * significant digits (0.0034, not 0).
 */
export function decimalsFor(kind: string | undefined, words: string, value: number): number {
  let d = 2;
  if (
    kind === "latitude" ||
    kind === "longitude" ||
    /(^|_)(lat|lng|lon|long|latitude|longitude)$/.test(words)
  )
    d = 5;
  else if (kind === "rating" || kind === "temperature" || kind === "furlongs") d = 1;
  const a = Math.abs(value);
  if (a > 0 && a < 10 ** -d) d = Math.min(6, 1 - Math.floor(Math.log10(a)));
  return d;
}

/**
 * Field words of a number that counts whole things or steps: an index, a position, a height in
 * pixels or blocks, a version, a sequence number, and a plural noun of things counted
 * (`shares`, `confirmations`, `followers`). "shares": 63.98 and "blockheight": 88.6 name no
 * count anyone keeps (fresh49 blind readers and the fresh53 dev reading, N).
 */
const WHOLE_WORD =
  /(^|_)(id|no|count|num|number|qty|quantity|rank|position|index|idx|page|pages|votes|height|width|version|sequence|seq|ordinal|sort|sort_order|display_order|blockheight|blocktime|locktime|vout|vin|n)$/;
/** Plural nouns of things measured, not counted: money, time, distance, scores, rates. */
const MEASURE_PLURAL =
  /^(fees|costs|prices|amounts|sums|totals|balances|values|earnings|revenues|sales|savings|funds|credits|debits|payments|charges|taxes|profits|losses|gains|returns|yields|expenses|wages|salaries|dollars|euros|pounds|cents|hours|minutes|seconds|mins|secs|millis|milliseconds|miles|kilometers|kilometres|meters|metres|feet|inches|degrees|points|scores|ratings|stars|rates|ratios|odds|weights|grams|kilograms|kilos|liters|litres|gallons|calories|coords|coordinates|percents|percentages|volumes|assets|liabilities|proceeds|bids|asks|highs|lows|opens|closes|limits|thresholds|margins|spreads|deltas|gradients|latitudes|longitudes|lats|lngs|bounds|sizes|lengths|distances|durations|speeds|temperatures|readings|measurements|metrics|stats|statistics|averages|medians|probabilities|confidences|embeddings|vectors|scales|factors|multipliers|coefficients|offsets)$/;
/** A description that says the number is a measure or a mean: "average shares per post". */
const MEASURED_DESC =
  /\b(average|mean|ratio|rate|per|percent(age)?|fraction|share of|proportion|probability|score)\b/i;

/** Whether a number under these field words counts whole things (see `WHOLE_WORD`). */
export function countsWholeThings(words: string, desc = ""): boolean {
  if (MEASURED_DESC.test(desc)) return false;
  if (WHOLE_WORD.test(words)) return true;
  const last = words.split("_").pop() ?? "";
  return (
    last.length >= 5 &&
    /s$/.test(last) &&
    !/ss$/.test(last) &&
    isPlural(last) &&
    !MEASURE_PLURAL.test(last) &&
    // "counts" of a `shares` field are whole; "ms"/"bps" are units, not things.
    !/(^|_)(ms|bps|kbps|mbps|hz|secs)$/.test(words)
  );
}

/** `value` rounded to the decimals its meaning has (see `decimalsFor`). */
export function roundToMeaning(value: number, kind: string | undefined, words: string): number {
  const d = decimalsFor(kind, words, value);
  return Number(value.toFixed(d));
}

/** Field words that open a span (`start_time`, `created_at`, `first_seen`) or close one. */
const SPAN_OPEN =
  /(^|_)(start|starts|started|begin|begins|from|since|created|creation|opened|first|published|registered|issued|joined|earliest|after)(_|$)/;
const SPAN_CLOSE =
  /(^|_)(end|ends|ended|until|to|till|last|updated|modified|closed|completed|deleted|unpublished|finished|stop|stopped|expires|expiry|expiration|latest|before|resolved|archived)(_|$)/;

function spanSide(words: string): "open" | "close" | undefined {
  const open = SPAN_OPEN.test(words);
  const close = SPAN_CLOSE.test(words);
  return open === close ? undefined : open ? "open" : "close";
}

/** The instant a record's value stands for (ISO text, epoch seconds or milliseconds), in ms. */
export function instantOf(v: unknown): number | undefined {
  if (typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)) {
    const t = Date.parse(v);
    return Number.isNaN(t) ? undefined : t;
  }
  if (typeof v === "number" && Number.isInteger(v) && v >= 1e8 && v < 1e14)
    return v >= 1e11 ? v : v * 1000;
  return undefined;
}

/** Field words of the day a record stands for: its creation, or its one `date`. */
const RECORD_DAY_STAMP = /(^|_)(created|creation|create)(_|$)|^date$/;

/** Field words of a record's creation time (`creationTime`, `created_at`, `CreateTimestamp`). */
export const CREATED_STAMP = /(^|_)(created|creation|create)(_|$)/;
/**
 * Field words of an event in a record's life that comes after its creation: its last change
 * (`lastUpdated`, `modified_at`), a copy, a
 * restore, a deletion (CloudHSM's `CopyTimestamp` Dec 15 beside `CreateTimestamp` Dec 27, fresh62
 * blind readers N).
 */
export const AFTER_CREATION_STAMP =
  /(^|_)(updated|update|modified|copy|copied|restore|restored|deleted|delete|deletion|terminated|termination)(_|$)/;

/**
 * The key and instant of a record's first timestamp whose field words pass `words` (ISO text
 * only with `textOnly`, else epoch numbers too).
 */
export function stampOf(
  rec: Record<string, unknown>,
  words: RegExp,
  textOnly = false,
): [string, number] | undefined {
  for (const [k, v] of Object.entries(rec)) {
    if ((textOnly && typeof v !== "string") || !words.test(fieldWords(k))) continue;
    const t = instantOf(v);
    if (t !== undefined) return [k, t];
  }
  return undefined;
}

/**
 * An instant `t` for the field `words` moved so the record's times agree: an end, a last-seen or an
 * update comes after the record's start or creation, a start before its end (readers found
 * `last_seen` before `created`, `unpublished_at` before `created_at`, windows ending before they
 * start).
 */
export function orderedInstant(
  words: string,
  t: number,
  record: Record<string, unknown> | undefined,
  rng: Rng,
  /** The environment's clock: a past event (`last_seen`, `updated_at`) is moved no later than it. */
  now?: number,
): number {
  const side = spanSide(words);
  if (!side || !record) return t;
  let bound: number | undefined;
  for (const [k, v] of Object.entries(record)) {
    const kw = fieldWords(k);
    if (kw === words) continue;
    const other = spanSide(kw);
    const at = other && other !== side ? instantOf(v) : undefined;
    if (at === undefined) continue;
    bound = bound === undefined ? at : side === "close" ? Math.max(bound, at) : Math.min(bound, at);
  }
  if (bound === undefined) return t;
  const gap = rng.range(1, 30) * DAY + rng.range(0, 8) * 3_600_000;
  if (side === "close" && t <= bound) {
    if (now !== undefined && PAST_WORDS.test(words) && bound + gap > now)
      return now > bound
        ? bound + Math.floor(((now - bound) * rng.next()) / 900_000) * 900_000
        : bound + 3_600_000;
    return bound + gap;
  }
  if (side === "open" && t >= bound) return bound - gap;
  return t;
}

/** The partner of a range's bound: `start` ↔ `end`, `min_price` ↔ `max_price`, `from` ↔ `to`. */
const RANGE_PAIRS: Array<[string, string]> = [
  ["start", "end"],
  ["begin", "end"],
  ["min", "max"],
  ["minimum", "maximum"],
  ["from", "to"],
  ["low", "high"],
  ["lower", "upper"],
  ["first", "last"],
];

/**
 * A plain number (not an instant) made to agree with its range partner already in the record: an
 * end below its start becomes the start plus the gap (a port range 93–10 reads 93–176).
 */
export function orderedNumber(
  words: string,
  v: number,
  record: Record<string, unknown> | undefined,
): number {
  if (!record || instantOf(v) !== undefined) return v;
  const parts = words.split("_");
  for (const [lo, hi] of RANGE_PAIRS) {
    for (const [i, w] of parts.entries()) {
      if (w !== lo && w !== hi) continue;
      const partner = [...parts.slice(0, i), w === lo ? hi : lo, ...parts.slice(i + 1)].join("_");
      const key = Object.keys(record).find((k) => fieldWords(k) === partner);
      const p = key === undefined ? undefined : record[key];
      if (typeof p !== "number" || instantOf(p) !== undefined) continue;
      if (w === hi && v < p) return p + (p - v);
      if (w === lo && v > p) return p - (v - p) >= 0 || p < 0 ? p - (v - p) : p;
      return v;
    }
  }
  return v;
}

/** Minutes east of UTC of an IANA zone at an instant (`America/Chicago` in January → −360). */
export function zoneOffsetMinutes(tz: string, at: number): number | undefined {
  try {
    const name = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "longOffset" })
      .formatToParts(new Date(at))
      .find((p) => p.type === "timeZoneName")?.value;
    if (name === "GMT") return 0;
    const m = /^GMT([+-])(\d{2}):(\d{2})$/.exec(name ?? "");
    return m ? (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) || 0 : undefined;
  } catch {
    return undefined;
  }
}

/** A zone's own name at an instant, as people read it: "Central Standard Time", "Central Time". */
function zoneLabel(tz: string, at: number, style: "long" | "longGeneric"): string | undefined {
  try {
    return new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: style })
      .formatToParts(new Date(at))
      .find((p) => p.type === "timeZoneName")?.value;
  } catch {
    return undefined;
  }
}

/**
 * The place of the environment's clock in its calendar a number field names (`day_of_week`,
 * `day_of_year`, `month`, `hour`): Sunday is 0 unless the doc counts from Monday = 1.
 */
export function calendarPart(words: string, desc: string, at: number): number {
  const d = new Date(at);
  if (/day_of_week|weekday/.test(words)) {
    const fromMonday = /\bmonday (is|=) ?1\b|\b1 (is|=) ?monday\b|\biso\b/i.test(desc);
    return fromMonday ? ((d.getUTCDay() + 6) % 7) + 1 : d.getUTCDay();
  }
  if (/day_of_year/.test(words))
    return Math.floor((at - Date.UTC(d.getUTCFullYear(), 0, 1)) / 86_400_000) + 1;
  if (/day_of_month/.test(words)) return d.getUTCDate();
  if (/week/.test(words)) {
    // ISO 8601: the week holding the year's first Thursday is week 1.
    const thursday = Date.UTC(
      d.getUTCFullYear(),
      d.getUTCMonth(),
      d.getUTCDate() + 3 - ((d.getUTCDay() + 6) % 7),
    );
    const year = new Date(thursday).getUTCFullYear();
    return Math.floor((thursday - Date.UTC(year, 0, 1)) / (7 * 86_400_000)) + 1;
  }
  if (/month/.test(words)) return d.getUTCMonth() + 1;
  if (/hour/.test(words)) return d.getUTCHours();
  return d.getUTCMinutes();
}

/** The standard-time and daylight-time instants of a zone's year (January or July, by offset). */
function zoneSeasons(tz: string, year: number): { standard: number; daylight: number } {
  const jan = Date.UTC(year, 0, 15, 12);
  const jul = Date.UTC(year, 6, 15, 12);
  const a = zoneOffsetMinutes(tz, jan) ?? 0;
  const b = zoneOffsetMinutes(tz, jul) ?? 0;
  return a <= b ? { standard: jan, daylight: jul } : { standard: jul, daylight: jan };
}

/** `-360` → "-06:00". */
function offsetText(minutes: number): string {
  const a = Math.abs(minutes);
  return `${minutes < 0 ? "-" : "+"}${String(Math.floor(a / 60)).padStart(2, "0")}:${String(a % 60).padStart(2, "0")}`;
}

/** The part of the world a country lies in, as APIs group time zones and markets. */
const WORLD_REGION: Record<string, string> = {
  US: "North America",
  CA: "North America",
  GB: "Europe",
  DE: "Europe",
  FR: "Europe",
  AU: "Asia Pacific",
};

/** Ports of well-known services (IANA), by words of the record, the doc or the environment. */
const SERVICE_PORTS: Array<[RegExp, number[]]> = [
  [/\b(dicom|pacs|scp|scu|modalit(y|ies)|medical imag\w*)\b/i, [104, 11112, 4242]],
  [/\b(smtp|mail server|outgoing mail)\b/i, [25, 587, 465]],
  [/\bimap\b/i, [993, 143]],
  [/\b(ssh|sftp)\b/i, [22]],
  [/\bftp\b/i, [21]],
  [/\b(mysql|mariadb)\b/i, [3306]],
  [/\b(postgres\w*)\b/i, [5432]],
  [/\bredis\b/i, [6379]],
  [/\bmongo\w*\b/i, [27017]],
  [/\bldap\b/i, [389, 636]],
  [/\b(mqtt)\b/i, [1883, 8883]],
];

/** Field words that say a string holds a yes/no ("eligible", `is_public`, `allows_guests`). */
const FLAG_WORDS =
  /^(is|has|can|allow|allows|should|use|uses|enable|disable|include|show|hide)_|(^|_)(enabled|disabled|eligible|verified|active|visible|hidden|approved|confirmed|deductible|exempt|deleted|archived)$|^[a-z]{3,}(able|ible)$/;
const NOT_FLAG = /^(table|variable|cable|stable|timetable|vegetable|syllable|bible|fable)$/;

/** `<X>_type` where X is a relation to other records: its values are the kinds of record there are. */
const RELATION_OWNER =
  /^(source|target|origin|destination|owner|parent|resource|entity|object|subject|sender|recipient|related|linked|ref|reference|item|node)$/;

/** A small object that only points at another record: a link and a key (`{href, pid, result_type}`). */
function isReference(siblings: string[] | undefined): boolean {
  if (!siblings || siblings.length > 5) return false;
  const words = siblings.map(fieldWords);
  return (
    words.some((w) => /^(href|uri|url|link|self|self_link)$/.test(w)) &&
    words.some((w) => /^(id|pid|sid|key|uid|urn)$|_(id|key)$/.test(w))
  );
}

/** en over base, merged once: `new Faker({ locale: [en, base] })` merges them on every call. */
let fakerLocale: LocaleDefinition | undefined;

/** The cloud accounts of the environment seeded with `home`, as its own sampler draws them. */
const homeAccountsMemo = new Map<number, string[]>();
function homeAccounts(home: number): string[] {
  let got = homeAccountsMemo.get(home);
  if (!got) {
    fakerLocale ??= mergeLocales([en, base]);
    const f = new Faker({ locale: fakerLocale });
    f.seed(deriveSeed(home, "faker"));
    got = [f.string.numeric(12), f.string.numeric(12)];
    if (homeAccountsMemo.size >= 256) homeAccountsMemo.clear();
    homeAccountsMemo.set(home, got);
  }
  return got;
}

/** A seeded value sampler for one environment. Same seed and options ⇒ same values. */
/** The file formats a doc's text names, by their words ("JPEG and PNG", "an Open Office Xml file"). */
function formatsNamed(text: string): typeof FILE_FORMATS {
  return FILE_FORMATS.filter((f) => new RegExp(`\\b(?:${f.words})\\b`, "i").test(text));
}

/** Names of files of this extension: an image's stems for any image, a document's otherwise. */
function stemsFor(ext: string): string[] {
  const own = FILE_STEMS[ext === "vtt" || ext === "torrent" ? "mp4" : ext];
  if (own) return own;
  const kind = FILE_FORMATS.find((f) => f.ext === ext)?.mime.split("/")[0];
  const like =
    kind === "image" ? "jpg" : kind === "audio" ? "mp3" : kind === "video" ? "mp4" : "pdf";
  return FILE_STEMS[like] as string[];
}

/** First labels of a host name, by what the host does: "www.powerdns.com" → "mail.powerdns.com". */
const HOST_LABELS = ["www", "mail", "api", "shop", "blog", "ns1", "vpn", "static"];
/** Field words of a code repository's address: `repository`, `repo_url`, `git_url`, `clone_url`. */
const REPOSITORY_WORDS = /(^|_)(repository|repo|git|clone|vcs)(_|$)/;
/** Owners a repository could sit under on a code forge. */
const REPOSITORY_OWNERS = ["northwind-labs", "acme-eng", "brightline", "octo-tools", "harbor-dev"];

/** Top-level domains a zone of the same name could sit under: "example.com" → "example.org". */
const ZONE_TLDS = ["com", "org", "net", "io", "dev"];

/**
 * Names of the same family as a doc's example, varied where the example shows how such names
 * vary: a trailing number (a release, a model, a version: "Fedora 33" → "Fedora 34", "openSUSE
 * Leap 15.3" → "openSUSE Leap 15.4"); a host's first label ("www.powerdns.com" →
 * "mail.powerdns.com"); a bare domain's top level ("example.com" → "example.org"). An example of
 * no such shape ("openSUSE Tumbleweed") has none: a made-up sibling would claim a thing that
 * does not exist.
 */
export function exampleVariants(example: string): string[] {
  const t = example.trim();
  const host = /^([a-z0-9-]+)((?:\.[a-z0-9-]+)+)(\.?)$/i.exec(t);
  if (host && /[a-z]/i.test(t)) {
    const [, first, rest, dot] = host;
    const labels = rest!.split(".").length - 1;
    // A first label the service generates ("a1234567890abcdef.awsglobalaccelerator.com") is
    // another generated label per record: each accelerator has its own DNS name, and
    // "www.awsglobalaccelerator.com" is none (dev65 blind readers N).
    const made = /^([a-z]?)([0-9a-f]{8,})$/i.exec(first!);
    if (made && /\d/.test(made[2]!) && labels >= 2) {
      const digits = /^\d+$/.test(made[2]!) ? "0123456789" : "0123456789abcdef";
      return Array.from(
        { length: 24 },
        (_, i) => `${made[1]}${hashChars(`${t}#${i}`, digits, made[2]!.length)}${rest}${dot}`,
      );
    }
    if (labels >= 2)
      return HOST_LABELS.filter((l) => l !== first!.toLowerCase()).map((l) => `${l}${rest}${dot}`);
    const tld = rest!.slice(1).toLowerCase();
    if (!ZONE_TLDS.includes(tld) || /^\d+$/.test(first!)) return [];
    return ZONE_TLDS.filter((x) => x !== tld).map((x) => `${first}.${x}${dot}`);
  }
  const m = /^(.*[A-Za-z].*?[\s_-])(\d{1,4})(?:\.(\d{1,2}))?$/.exec(t);
  if (!m) return [];
  const [, head, major, minor] = m;
  const steps = [1, -1, 2, -2, 3];
  if (minor !== undefined) {
    const k = Number(minor);
    return steps
      .map((d) => k + d)
      .filter((x) => x >= 0 && x <= 99)
      .map((x) => `${head}${major}.${x}`);
  }
  return steps
    .map((d) => Number(major) + d)
    .filter((x) => x > 0)
    .map((x) => `${head}${x}`);
}

/**
 * What AWS resource of another service an ARN field names, by its words and description, and how
 * that service writes the ARN; the first that fits wins, so the specific come first.
 */
const OTHER_SERVICE_ARNS: Array<{
  says: RegExp;
  arn: (name: string, home: { region: string; account: string }, hex: string) => string;
}> = [
  {
    says: /\blog stream\b/i,
    arn: (n, h) =>
      `arn:aws:logs:${h.region}:${h.account}:log-group:/aws/${n}:log-stream:${n}-stream`,
  },
  {
    says: /\blog group\b/i,
    arn: (n, h) => `arn:aws:logs:${h.region}:${h.account}:log-group:/aws/${n}`,
  },
  {
    says: /\b(iam )?role\b/i,
    arn: (n, h) => `arn:aws:iam::${h.account}:role/${n}-role`,
  },
  {
    says: /\bsecrets?\b/i,
    arn: (n, h, x) =>
      `arn:aws:secretsmanager:${h.region}:${h.account}:secret:${n}-db-${x.slice(0, 6)}`,
  },
  {
    says: /\bkms\b|\b(encryption|customer master|customer managed|cmk) key\b/i,
    arn: (_, h, x) =>
      `arn:aws:kms:${h.region}:${h.account}:key/${x.slice(0, 8)}-${x.slice(8, 12)}-4${x.slice(13, 16)}-a${x.slice(17, 20)}-${x.slice(20, 32)}`,
  },
  { says: /\b(s3 )?bucket\b/i, arn: (n) => `arn:aws:s3:::${n}-data` },
  {
    says: /\bfirehose\b|\bdelivery stream\b/i,
    arn: (n, h) => `arn:aws:firehose:${h.region}:${h.account}:deliverystream/${n}-delivery`,
  },
  {
    says: /\bkinesis\b|\bdata stream\b|\bstream\b/i,
    arn: (n, h) => `arn:aws:kinesis:${h.region}:${h.account}:stream/${n}-events`,
  },
  {
    says: /\blambda\b|\bfunction\b/i,
    arn: (n, h) => `arn:aws:lambda:${h.region}:${h.account}:function:${n}-handler`,
  },
  {
    says: /\b(db|database|aurora)( serverless)?( db)? cluster\b|\baurora\b/i,
    arn: (n, h) => `arn:aws:rds:${h.region}:${h.account}:cluster:${n}-aurora`,
  },
  { says: /\b(sns )?topic\b/i, arn: (n, h) => `arn:aws:sns:${h.region}:${h.account}:${n}-alerts` },
  { says: /\b(sqs )?queue\b/i, arn: (n, h) => `arn:aws:sqs:${h.region}:${h.account}:${n}-queue` },
  {
    says: /\bcertificate\b/i,
    arn: (_, h, x) =>
      `arn:aws:acm:${h.region}:${h.account}:certificate/${x.slice(0, 8)}-${x.slice(8, 12)}-4${x.slice(13, 16)}-a${x.slice(17, 20)}-${x.slice(20, 32)}`,
  },
];

/**
 * A role is named for what it lets do (`prod-execution-role` for an `ExecutionRoleArn`), never as
 * a set of roles ("prod-roles"). Undefined for any other resource type.
 */
function roleStem(typeNoun: string, words: string): string | undefined {
  if (typeNoun !== "role") return undefined;
  const said = words.split("_").filter((w) => w !== "" && !/^(arns?|role|iam)$/.test(w));
  return [...said, "role"].join("-");
}

/** An ARN of the resource of another AWS service a field's words say it names, if they say one. */
function otherServiceArn(
  text: string,
  home: { region: string; account: string },
  rng: Rng,
): string | undefined {
  const hit = OTHER_SERVICE_ARNS.find((o) => o.says.test(text));
  if (!hit) return undefined;
  const name = rng.pick(["payments", "analytics", "orders", "reporting", "ingest", "billing"]);
  const hex = Array.from({ length: 32 }, () => "0123456789abcdef"[rng.range(0, 15)]).join("");
  return hit.arn(name, home, hex);
}

/**
 * An ARN of another service's resource, in that service's own form, where a doc's pattern names
 * the service but takes any path (Lookout for Equipment's `ServerSideKmsKeyId`
 * `arn:aws[a-z\-]*:kms:…:[\w\-\/]+` read `…:kms:…:model/fraud-detector`, fresh74): a KMS key is
 * `key/<uuid>`. Undefined for a service the table does not write.
 */
function serviceArn(
  service: string,
  home: { region: string; account: string },
  rng: Rng,
): string | undefined {
  const name = rng.pick(["payments", "analytics", "orders", "reporting", "ingest", "billing"]);
  const hex = Array.from({ length: 32 }, () => "0123456789abcdef"[rng.range(0, 15)]).join("");
  for (const o of OTHER_SERVICE_ARNS) {
    const made = o.arn(name, home, hex);
    if (made.startsWith(`arn:aws:${service}:`)) return made;
  }
  return undefined;
}

/** The resource type another service's ARN starts its path with (`key/` for KMS), if the table writes it. */
function serviceArnType(service: string): string | undefined {
  const home = { region: "r", account: "0" };
  for (const o of OTHER_SERVICE_ARNS) {
    const made = o.arn("x", home, "0".repeat(32));
    if (made.startsWith(`arn:aws:${service}:`))
      return /^[a-z-]+[/:]?/.exec(made.split(":")[5] ?? "")?.[0];
  }
  return undefined;
}

/** The top-level `:`-separated parts of a pattern (not splitting inside `[…]`, `(…)` or `{…}`). */
function patternParts(pattern: string, sep = ":"): string[] {
  const parts: string[] = [];
  let depth = 0;
  let cur = "";
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "\\") {
      cur += ch + (pattern[i + 1] ?? "");
      i++;
      continue;
    }
    if (ch === "[" || ch === "(" || ch === "{") depth++;
    if (ch === "]" || ch === ")" || ch === "}") depth--;
    if (ch === sep && depth === 0) {
      parts.push(cur);
      cur = "";
    } else cur += ch;
  }
  parts.push(cur);
  return parts;
}

/** A part of a pattern that allows any run of characters (`.+`, `[a-zA-Z0-9+=,.@\-_/]+`). */
const ANY_RUN = /^(\.[+*]|\[[^\]]*\][+*]|\[[^\]]*\]\{\d*,\d*\})$/;

/**
 * An id in an ARN's resource path: the shape to draw (`[0-9a-z]{16}`), the resource type it is
 * the id of (`applications`) and what the doc's pattern allows there (`[0-9a-zA-Z]+`).
 */
export interface ArnId {
  pattern: string;
  type: string;
  allowed: string;
}

/**
 * The record's own id of a resource type an ARN's path names, where it has one the doc's pattern
 * allows: a job run's `applicationId` for `/applications/…`, an application's `id` for its own
 * type. A job run's ARN named another application (`/applications/pB/jobruns/Os` beside
 * `applicationId` "mmyphim4n4mh09m4", fresh62 blind readers N).
 */
export function recordIdOfType(
  record: Record<string, unknown> | undefined,
  entity: string | undefined,
  id: ArnId,
): string | undefined {
  if (!record || id.type === "") return undefined;
  const noun = looseKey(singular(id.type));
  const own = entity !== undefined && looseKey(singular(fieldWords(entity))) === noun;
  const allowed = new RegExp(`^${id.allowed}$`);
  const ids = Object.entries(record).filter(
    ([k, v]) =>
      typeof v === "string" && (looseKey(k) === `${noun}id` || (own && looseKey(k) === "id")),
  ) as Array<[string, string]>;
  for (const [, v] of ids) if (allowed.test(v)) return v;
  // A doc whose id and ARN spell the id's prefix apart (VPC Lattice: ServiceNetworkId
  // `servicenetwork-[0-9a-z]{17}`, its ARN `servicenetwork/sn-[0-9a-z]{17}`) names one record:
  // the ARN keeps the id's own run after its prefix (it read `sn-pfu04…` beside
  // `servicenetwork-28qpz…`, fresh73).
  const prefix = /^([a-z0-9]+-)/i.exec(id.pattern)?.[1];
  for (const [, v] of ids) {
    const dash = v.indexOf("-");
    const same = prefix !== undefined && dash > 0 ? prefix + v.slice(dash + 1) : undefined;
    if (same !== undefined && allowed.test(same)) return same;
  }
  return undefined;
}

/** The record's own name of a kind (`DomainName` for `domain`), where it is one word of a path. */
export function recordNameOfType(
  record: Record<string, unknown> | undefined,
  noun: string,
): string | undefined {
  const want = `${looseKey(noun)}name`;
  for (const [k, v] of Object.entries(record ?? {}))
    if (looseKey(k) === want && typeof v === "string" && /^[A-Za-z0-9._-]+$/.test(v)) return v;
  return undefined;
}

/** Shapes an open run of an ARN pattern is drawn as, each with a sample the run must accept. */
const ARN_ID_DRAWS: ReadonlyArray<readonly [string, string]> = [
  ["[0-9a-z]{8}-[0-9a-z]{4}", "a1b2c3d4-e5f6"],
  ["[0-9a-z]{16}", "a1b2c3d4e5f6a7b8"],
  ["[0-9]{12}", "123456789012"],
];

/** A part of an ARN pattern no literal: a run, a class, a group or an alternation. */
const PATTERN_SYNTAX = /[[\]()|*+?{}\\]|(^|[^\\])\./;

/**
 * An ARN under any other pattern of the ARN form (`^arn:aws[^:\s]*:codeguru-reviewer:[^:\s]+:
 * [\d]{12}:[a-z-]+:[\w-]+$`, `^arn:(aws|aws\-cn|…):osis:.+:pipeline\/.+$`): the `aws` partition,
 * the service the pattern spells, a real region and the environment's account (also where one
 * `.+` stands for both), and the resource path the pattern spells, its literal types kept
 * (`pipeline/`, `association:`, `scans/`), a run before another part the record's kind
 * (`code-review:`) and every id or name a slot `idFor` fills (the record's own where it has one).
 * Pattern fill read `arn:aws:osis:u:pipeline/zxxxxxxxxxxxxxxxxxxxxx` and `arn:aws94rxml:
 * codeguru-reviewer:dr:…` (fresh64 blind readers N). Undefined where the pattern spells no service
 * or the result breaks it.
 */
function wellFormedArn(
  parts: string[],
  words: string,
  home: { region: string; account: string },
  idFor: (id: ArnId) => string,
  kind: string,
): string | undefined {
  if (parts.length < 5) return undefined;
  const service = /^\(?([a-z0-9-]+)(?:\|[a-z0-9-]+)*\)?$/.exec(parts[2]!.replace(/\\-/g, "-"))?.[1];
  if (service === undefined) return undefined;
  // `osis:.+:pipeline\/.+`: one run stands for the region and the account.
  const both = parts.length === 5;
  if (both && !/^\.[+*]$/.test(parts[3]!)) return undefined;
  const region = both || parts[3] !== "" ? home.region : "";
  const account = both || parts[4] !== "" ? home.account : "";
  const chunks = parts
    .slice(both ? 4 : 5)
    .map((p) => patternParts(p.replace(/\\\//g, "/"), "/"))
    .map((cs) => cs.map((c) => (PATTERN_SYNTAX.test(c) ? c : c.replace(/\\([/.:-])/g, "$1"))));
  const said = words.split("_").filter((w) => w !== "" && !/^arns?$/.test(w));
  const stem = (said.length > 0 ? said : kind.split("_").filter((w) => w !== "")).join("-");
  const flat = chunks.flatMap((cs, i) =>
    cs.map((c, j) => ({ c, sep: j > 0 ? "/" : i > 0 ? ":" : "" })),
  );
  let type = "";
  const out: string[] = [];
  for (const [i, { c, sep }] of flat.entries()) {
    if (!PATTERN_SYNTAX.test(c)) {
      if (!/^[A-Za-z0-9._-]*$/.test(c)) return undefined;
      type = c;
      out.push(sep + c);
      continue;
    }
    const allowed = patternOf(`^(?:${c})$`);
    if (!allowed) return undefined;
    // A run first of a path with more after it is the resource's type: the record's kind.
    if (i === 0 && flat.length > 1 && stem !== "" && allowed.test(stem)) {
      type = stem;
      out.push(sep + stem);
      continue;
    }
    // A path of one open run names the resource by the field's words (`Error` → `:error`).
    const open = ANY_RUN.test(c) || /^\[[^\]]*\][+*]$/.test(c);
    if (flat.length === 1 && open && stem !== "" && allowed.test(stem)) {
      out.push(sep + stem);
      continue;
    }
    // An open run (`.+`, `[\w-]+`) is drawn as an id of letters and digits, else in its own shape.
    const draw = open ? ARN_ID_DRAWS.find(([, sample]) => allowed.test(sample))?.[0] : c;
    if (draw === undefined) return undefined;
    out.push(sep + idFor({ pattern: draw, type, allowed: `(?:${c})` }));
  }
  return `arn:aws:${service}:${region}:${account}:${out.join("")}`;
}

/**
 * An ARN under a pattern that leaves the partition open (`^arn:[a-z0-9][-.a-z0-9]{0,62}:iam::
 * [0-9]{12}:role/.+$`, `arn:(aws[a-zA-Z0-9-]*):emr-serverless:.+:(\d{12}):\/applications\/
 * [0-9a-zA-Z]+`): the `aws` partition, the service the pattern spells (the first of `(iam|sts)`),
 * no region or account where the pattern has none, the resource path it spells with an id where it
 * allows only letters and digits (`/applications/00f3kq9z…`), and a readable name where it allows
 * more: `role/panorama-runtime-role`, an account's own principal (`root`) where IAM names no
 * resource type. Pattern fill read "arn:j0zm:iam::796943838971:role/et593" (Panorama, fresh60) and
 * "arn:awsG:emr-serverless:e:153063732480:/applications/Pxxxxxx" (fresh62 blind readers N).
 * Undefined for any other pattern.
 */
function genericArnFor(
  pattern: string,
  words: string,
  home: { region: string; account: string },
  idFor: (id: ArnId) => string,
  kind = "",
  wide = false,
): string | undefined {
  // `(^$)|(^arn:aws:sns:.*:\w{12}:.+$)`: an empty value or an ARN; the ARN is what is made.
  const inner = /^\(\^\$\)\|\((.*)\)$/.exec(pattern)?.[1] ?? pattern;
  const parts = patternParts(inner.replace(/^\^/, "").replace(/\$$/, ""));
  if (wide && parts[0] === "arn" && (parts.length < 6 || /^aws/.test(parts[1]!))) {
    return wellFormedArn(parts, words, home, idFor, kind);
  }
  if (parts.length < 6 || parts[0] !== "arn" || /^aws/.test(parts[1]!)) return undefined;
  const service = /^\(?([a-z0-9-]+)(?:\|[a-z0-9-]+)*\)?$/.exec(parts[2]!)?.[1];
  if (service === undefined) return undefined;
  const region = parts[3] === "" ? "" : home.region;
  const account = parts[4] === "" ? "" : home.account;
  const tail = parts
    .slice(5)
    .join(":")
    .replace(/\\([/.-])/g, "$1");
  // The literal resource path and the runs between its parts: `/applications/` + `[0-9a-zA-Z]+`.
  const segments = tail.split(/(\[[^\]]*\](?:[+*]|\{\d*,\d*\})|\.[+*])/).filter((x) => x !== "");
  const literals = segments.filter((x) => !ANY_RUN.test(x));
  // A path this reading cannot split (`accesslogsubscription/als-[0-9a-z]{17}`, VPC Lattice's
  // fixed-length ids) is read part by part, each id in its own shape; pattern fill read
  // `arn:94:vpc-lattice:82:…` (fresh73, every such plan dropped as data:arn-shape).
  if (literals.some((x) => PATTERN_SYNTAX.test(x))) {
    const made = wellFormedArn(parts, words, home, idFor, kind);
    return made !== undefined && patternOf(pattern)?.test(made) ? made : undefined;
  }
  if (segments.length === 0 || literals.length === segments.length) return undefined;
  if (literals.some((x) => !/^[A-Za-z0-9/:._-]*$/.test(x))) return undefined;
  // No resource type at all: IAM's own principal, else nothing a person would read.
  if (literals.length === 0)
    return service === "iam" ? `arn:aws:${service}:${region}:${account}:root` : undefined;
  const last = segments.length - 1;
  const stem = words
    .split("_")
    .filter((w) => !/^arns?$/.test(w))
    .join("-");
  const rendered = segments.map((x, i) => {
    if (!ANY_RUN.test(x)) return x;
    // The resource type the run is an id or a name of: `applications` before `[0-9a-zA-Z]+`.
    const type = (segments[i - 1] ?? "").replace(/^[/:]+/, "").replace(/[/:]+$/, "");
    const noun = type.split(/[/:]/).pop() ?? "";
    const cls = /^\[([^\]]*)\]/.exec(x)?.[1];
    // A run of letters and digits only is an id; one that allows more is a name.
    if (cls !== undefined && /^(?:0-9|a-z|A-Z|\\d)+$/.test(cls)) {
      const letters = cls.includes("a-z") ? "[0-9a-z]" : cls.includes("A-Z") ? "[0-9A-Z]" : "[0-9]";
      return idFor({ pattern: `${letters}{16}`, type: noun, allowed: `[${cls}]+` });
    }
    if (i !== last) return idFor({ pattern: "[0-9a-z]{16}", type: noun, allowed: "[^/:]+" });
    return stem === "" ? type : stem;
  });
  return `arn:aws:${service}:${region}:${account}:${rendered.join("")}`;
}

/**
 * A value of a doc example's form: its prefix kept (`evt_`), every other letter and digit redrawn
 * in its own class, so a second record's key reads like the doc's and is its own.
 */
export function inShapeOf(example: string, rng: Rng): string {
  const head = /^[A-Za-z]{1,6}[_-]/.exec(example)?.[0] ?? "";
  const lower = "abcdefghijklmnopqrstuvwxyz";
  return (
    head +
    example
      .slice(head.length)
      .replace(/[0-9]/g, () => String(rng.range(0, 9)))
      .replace(/[a-z]/g, () => lower[rng.range(0, 25)] as string)
      .replace(/[A-Z]/g, () => (lower[rng.range(0, 25)] as string).toUpperCase())
  );
}

/** A message the doc says is written for people: sentences, shown to users, to help them. */
const HELP_MESSAGE =
  /\b(one or two|a few|short|full) sentences?\b|\bto help (the )?\w*\s?users?\b|\b(shows|displays) this message\b|\bmessage (shown|displayed) to\b/i;

export function createValueSampler(seed: number, options: SamplerOptions = {}): ValueSampler {
  const rng = createRng(deriveSeed(seed, "values"));
  const dateRng = createRng(deriveSeed(seed, "shown-dates"));
  // Faker is built on first use: most samplers are made for one value (a plan's input) and never
  // touch it, and building one is most of a sampler's cost. The accounts are drawn right after
  // seeding, as before, so every draw comes in the same order.
  let made: Faker | undefined;
  /** One or two cloud accounts own everything an environment holds. */
  let accounts: string[] = [];
  /** The Azure subscription every resource id of this environment is under. */
  let azureSubscription: string | undefined;
  const realFaker = (): Faker => {
    if (made) return made;
    fakerLocale ??= mergeLocales([en, base]);
    made = new Faker({ locale: fakerLocale });
    made.seed(deriveSeed(seed, "faker"));
    accounts = [made.string.numeric(12), made.string.numeric(12)];
    // An episode's state and the runtime's values are the home environment's account: a task's
    // state held ARNs of two accounts, its records kept from the environment and its own.
    if (options.home !== undefined && options.home !== seed) accounts = homeAccounts(options.home);
    return made;
  };
  const faker = new Proxy({} as Faker, { get: (_, key) => Reflect.get(realFaker(), key) });
  const domainText = options.domain ?? "";
  const start = Date.parse(options.clockStart ?? DEFAULT_START);
  const catalogue = catalogueFor(domainText);
  const shop = sellsThings(domainText, catalogue);
  const flavour = domainFlavour(domainText);
  /** Words of the doc's prose; its nouns are what a user searches for or files things under. */
  const ownWords = domainVocabulary(domainText);
  const ownNouns = domainNouns(domainText, ownWords);
  const ticketish = TICKET_DOMAIN.test(domainText);
  const travel = TRAVEL_DOMAIN.test(domainText);
  // Drawn even when the environment's home is given, so every later draw stays where it was.
  const drawn = travel ? undefined : rng.weighted([6, 2, 1, 1, 1, 1]);
  const homeCountry =
    options.home !== undefined
      ? homeOf(options.home, domainText).country
      : travel
        ? drawn
        : (namedCountry(domainText) ?? drawn);
  const currency =
    homeCountry === undefined ? "USD" : (COUNTRIES[homeCountry] as CountryPlaces).currency;
  const people = new WeakMap<object, Person>();
  const addresses = new WeakMap<object, Address>();
  const airlines = new WeakMap<object, { name: string; iataCode: string }>();
  const makes = new WeakMap<object, string>();
  const deviceMakers = new WeakMap<object, string>();
  const clouds = new WeakMap<object, { region: string; zoneId: string; account: string }>();
  /** The life stage of a record with several status fields: all of them say the same stage. */
  const stages = new WeakMap<object, LifeStage>();
  /** Resource ids minted for a record, by the pattern they follow: an ARN and an id agree. */
  const resourceIds = new WeakMap<object, Map<string, string>>();
  const looseFallback = {};
  /** Sibling field names of the value being sampled (see `ValueRequest.siblings`). */
  let siblingsNow: string[] = [];
  /** The record kind of the value being sampled (see `ValueRequest.entity`). */
  let entityNow: string | undefined;
  /** The request being sampled: what the doc gives for the field a name is made for. */
  let reqNow: ValueRequest | undefined;
  /** The kinds of record the environment keeps, as words: what a `source_type` names. */
  const entityNouns = [
    ...new Set((options.entities ?? []).map((e) => fieldWords(singular(e)).replace(/_/g, " "))),
  ].filter((e) => e.length > 1);
  /**
   * The kinds of record the environment keeps, as nouns a person says: a collection named for an
   * operation ("find pathways by text", "get curation tags") names no kind of thing.
   */
  const recordKinds = (): string[] =>
    entityNouns.filter(
      (n) =>
        !isVagueNoun(n) &&
        !/^(get|find|list|search|post|put|patch|create|update|delete|fetch|add|remove|save|set|check)\b/.test(
          n,
        ),
    );
  /**
   * Where neither the records nor the doc give a noun: a word any catalogue files things under.
   * A word of the doc's prose would be a verb or an adverb ("create", "including").
   */
  const proseNouns = (): string[] => ["general"];
  /**
   * A word a person types into this environment's search box: code in a code search; a title in a
   * catalogue of shows, songs or books; a product or category where things are sold; else a noun
   * of the doc or a kind of record it keeps. A help desk's tags ("urgent", "billing") only where
   * the records are tickets or tasks — never "billing" as a programme's title.
   */
  let localSearches: readonly string[] | undefined;
  const searchWord = (): string => {
    // Code is what one searches where the doc says so ("Searches through source code"), not where
    // it only points to its own ("You can find the source code on GitHub": BikeWise's incidents
    // were searched for "fprintf(stderr", fresh23 readers N).
    if (
      /\b(code ?search|grep|codesearch)\b/i.test(domainText) ||
      /\bsearch\w*\b[^.]{0,40}\bsource code|\bsource code\b[^.]{0,40}\bsearch/i.test(domainText)
    )
      return rng.pick(CODE_QUERIES);
    if (flavour === "screen") return rng.pick(SHOWS);
    if (flavour === "music") return faker.music.songName();
    if (flavour === "books") return faker.book.title();
    if (shop)
      return rng.pick([
        ...catalogue.categories,
        ...Object.values(catalogue.lines)
          .flat()
          .map((l) => l.toLowerCase()),
      ]);
    if (ticketish) return rng.pick(TAGS);
    // What a business's listing is found by: searches for what it sells, one kind of business.
    if (LISTING.test(domainText)) {
      localSearches ??= rng.pick(LOCAL_SEARCHES);
      return rng.pick(localSearches);
    }
    // An icon is found by what it shows: The Noun Project's icons were "upload" and "icon" (the
    // API's own nouns), and the recent ones were named by neither (fresh68 readers, B).
    if (/(^|_)icons?$/.test(entityNow ?? "")) return rng.pick(ICON_TERMS);
    // A GIF or a sticker is found by a mood or a moment ("happy birthday", "cats").
    if (REACTION_MEDIA.test(`${domainText} ${entityNow ?? ""}`)) return rng.pick(REACTION_TERMS);
    // An index of documents searched "in natural language" is asked what people ask it.
    if (NATURAL_SEARCH.test(domainText)) return rng.pick(DOCUMENT_QUERIES);
    // A search for "query" or "document" names the index's machinery, no topic (OpenIndex's
    // queries were "query", "document", fresh49 blind readers N on 6 of 60).
    const topics = (ownNouns.length > 0 ? ownNouns : recordKinds()).filter(
      (n) => !namesSearchMachinery(n),
    );
    if (topics.length > 0) return rng.pick(topics);
    return rng.pick(proseNouns());
  };
  /** Set when the value being sampled is better left out (see `ValueRequest.optional`). */
  let omitted = false;
  const leaveOut = (): string => {
    omitted = true;
    return "";
  };

  /** One adult's birth date per record: its day, month and year fields tell the same date. */
  const births = new WeakMap<object, string>();
  const birthOf = (record?: Record<string, unknown>): string => {
    const known = record ? births.get(record) : undefined;
    if (known) return known;
    const drawn = new Date(start - rng.range(18 * 365, 88 * 365) * DAY).toISOString().slice(0, 10);
    if (record) births.set(record, drawn);
    return drawn;
  };
  const personOf = (record?: Record<string, unknown>): Person => {
    const key = record ?? looseFallback;
    const known = people.get(key);
    if (known) return known;
    let p: Person | undefined;
    if (record) {
      const first = Object.entries(record).find(([k]) => /first_?name|given_?name/i.test(k))?.[1];
      const last = Object.entries(record).find(([k]) =>
        /last_?name|surname|family_?name/i.test(k),
      )?.[1];
      const full = Object.entries(record).find(
        // A person's name capitalises every word; "Support request" names a form, no person.
        ([k, v]) =>
          /(^|_)(full_?)?name$/i.test(k) &&
          typeof v === "string" &&
          /^(Dr\.? )?\p{Lu}[\p{L}'’.-]* \p{Lu}[\p{L}'’.-]*( \p{Lu}[\p{L}'’.-]*)*$/u.test(v),
      )?.[1] as string | undefined;
      if (typeof first === "string" && typeof last === "string") p = { first, last };
      else if (full) {
        const parts = full.replace(/^Dr\.? /, "").split(" ");
        p = { first: parts[0] as string, last: parts.slice(1).join(" ") };
      }
    }
    p ??= { first: faker.person.firstName(), last: faker.person.lastName() };
    if (record) people.set(key, p);
    return p;
  };

  // A doc that names its country (a national registry) keeps every address there.
  const docHome = namedCountry(domainText);
  const addressOf = (held?: Record<string, unknown>, countryCode?: string): Address => {
    // A call's new address with no record behind it is one address across its inputs: the
    // bundled shop's addAddress was sent city Seattle, country FR and line1 "Leopoldstraße 170",
    // each part drawn on its own (stop-67 reading, N).
    const record = held ?? reqNow?.given;
    const key = record ?? looseFallback;
    const known = record ? addresses.get(key) : undefined;
    if (known) return known;
    // A city or country the record already names (a user's value) decides the place.
    const given = record ? placeNamedIn(record) : {};
    const wanted = countryCode ? COUNTRIES.findIndex((c) => c.code === countryCode) : -1;
    const ci =
      given.country !== undefined
        ? COUNTRIES.indexOf(given.country)
        : wanted >= 0
          ? wanted
          : homeCountry !== undefined && (rng.next() < 0.7 || homeCountry === docHome)
            ? homeCountry
            : rng.weighted(COUNTRIES.map((_, i) => (i === 0 ? 3 : 1)));
    const country = COUNTRIES[ci] as CountryPlaces;
    const place = given.place ?? rng.pick(country.places);
    const no = String(rng.range(2, 480));
    const st = rng.pick(place.streets);
    const a: Address = {
      country,
      place,
      street: country.numberFirst ? `${no} ${st}` : `${st} ${no}`,
      postal: fill(place.postal, rng),
    };
    if (record) addresses.set(key, a);
    return a;
  };

  const cards = new WeakMap<object, { last4: string }>();
  /** The card a payment record is about: its last digits and its description agree. */
  const cardOf = (record?: Record<string, unknown>) => {
    const key = record ?? looseFallback;
    let c = cards.get(key);
    if (!c) {
      c = { last4: String(rng.range(1000, 9999)) };
      if (record) cards.set(key, c);
    }
    return c;
  };
  /** One item of `pool` per record, drawn the first time the record asks: its fields agree. */
  const onePerRecord = <T>(pool: readonly T[]) => {
    const held = new WeakMap<object, T>();
    return (record?: Record<string, unknown>): T => {
      const key = record ?? looseFallback;
      let item = held.get(key);
      if (item === undefined) {
        item = rng.pick(pool);
        if (record) held.set(key, item);
      }
      return item;
    };
  };
  /** The security a holding is in: its ticker, CUSIP and ISIN name one. */
  const securityOf = onePerRecord(SECURITIES);
  /** The molecule a record describes: its SMILES, InChI, formula and weight name one compound. */
  const moleculeOf = onePerRecord<Molecule>(MOLECULES);

  const cloudOf = (record?: Record<string, unknown>) => {
    const key = record ?? looseFallback;
    let c = clouds.get(key);
    if (!c) {
      // One account owns what an environment lists, in its one region: a listing with two
      // account ids and four regions reads as made up (fresh60 blind readers N), and a cloud's
      // API answers from one region's endpoint, so a scheduler in us-east-1 ran no model of
      // us-west-2 (fresh74 blind readers N). The old roll is still drawn: later values stay put.
      if (rng.next() >= 0.85) rng.range(1, CLOUD_REGIONS.length - 1);
      const r = CLOUD_REGIONS[0]!;
      realFaker();
      c = { ...r, account: accounts[0]! };
      clouds.set(key, c);
    }
    return c;
  };

  /** One id per record and id shape (`os-[a-f0-9]{17}`), so an ARN and the id name one thing. */
  const resourceId = (
    record: Record<string, unknown> | undefined,
    idPattern: string,
    slot = idPattern,
  ) => {
    const key = record ?? looseFallback;
    let ids = resourceIds.get(key);
    if (!ids) {
      ids = new Map();
      resourceIds.set(key, ids);
    }
    let id = ids.get(slot);
    if (id === undefined) {
      id =
        samplePattern(`^(?:${idPattern})$`, rng) ??
        faker.string.hexadecimal({ length: 17, casing: "lower", prefix: "" });
      ids.set(slot, id);
    }
    return id;
  };

  /**
   * `arn:aws:<service>:<region>:<account>:<type>/<id>` from the doc's pattern: the service and
   * resource type it spells out, a real region, the environment's account, one id per record. A
   * field whose pattern makes the ARN prefix optional (`SiteId`) gets the bare id.
   */
  /**
   * An ARN by the rules below; where that breaks the doc's own pattern (`:opensearchingestion:`
   * under `:osis:`, a pattern fill after it), the ARN the pattern spells, each id or name of its
   * path the record's own (`pipeline/<PipelineName>`, `scans/<scanName>`).
   */
  const arnFor = (req: ValueRequest, words: string): string => {
    const made = arnByRule(req, words);
    const pattern = typeof req.schema?.pattern === "string" ? req.schema.pattern : "";
    const shape = pattern !== "" ? patternOf(pattern) : undefined;
    // The service a doc's pattern spells (`:vpc-lattice:`) is the API's own for its other ARNs.
    const service = /^arn:aws:([a-z0-9-]+):/.exec(made)?.[1];
    if (service !== undefined && pattern.replace(/\\-/g, "-").includes(`:${service}:`))
      arnService = service;
    // The pattern names another service than the API's and takes any path: that service's form.
    const named = /arn:aws[^:]*:([a-z0-9-]+):/.exec(pattern.replace(/\\-/g, "-"))?.[1];
    const form = named !== undefined ? serviceArnType(named) : undefined;
    if (
      form !== undefined &&
      made.startsWith(`arn:aws:${named}:`) &&
      !made.split(":")[5]?.startsWith(form)
    ) {
      const own = serviceArn(named!, cloudOf(req.record), rng);
      if (own !== undefined && (shape === undefined || shape.test(own))) return own;
    }
    if (shape === undefined || shape.test(made)) return made;
    const wide = genericArnFor(
      pattern,
      words,
      cloudOf(req.record),
      (id) => {
        const name = recordNameOfType(req.record, singular(id.type));
        return (
          recordIdOfType(req.record, req.entity, id) ??
          (name !== undefined && new RegExp(`^${id.allowed}$`).test(name) ? name : undefined) ??
          resourceId(req.record, id.pattern, `${id.type}:${id.pattern}`)
        );
      },
      fieldWords(singular(req.entity ?? "")),
      true,
    );
    if (wide !== undefined && shape.test(wide) && (!req.schema || fitsScalar(wide, req.schema)))
      return wide;
    const fill = samplePattern(pattern, rng);
    const fixed = fill !== undefined ? arnHeaderFixed(fill, cloudOf(req.record)) : undefined;
    return fixed !== undefined && shape.test(fixed) ? fixed : made;
  };
  /** The service of the last ARN a doc's pattern spelled: an API's ARNs name its own service. */
  let arnService: string | undefined;
  /**
   * A pattern fill of an ARN whose header the pattern leaves open (`^arn(:[a-z0-9]+([.-][a-z0-9]+)*)
   * {2}(:(…)?){2}:((servicenetwork/sn)|(service/svc))-[0-9a-z]{17}$`, VPC Lattice's `resourceArn`)
   * with the `aws` partition, the API's service (that of its other ARNs, else its name), a real
   * region and the environment's account; its resource path kept. It read
   * `arn:49-alhyn:9z.unfc3h8.rn:7-k:…:service/svc-…` (fresh73).
   */
  const arnHeaderFixed = (
    fill: string,
    home: { region: string; account: string },
  ): string | undefined => {
    const m = /^arn:[^:]*:[^:]*:([^:]*):([^:]*):(.+)$/.exec(fill);
    if (!m) return undefined;
    const service = arnService ?? /\b(?:amazon|aws)-([a-z0-9-]+)/.exec(domainText)?.[1];
    if (service === undefined) return undefined;
    const region = m[1] === "" ? "" : home.region;
    const account = m[2] === "" ? "" : home.account;
    return `arn:aws:${service}:${region}:${account}:${m[3]}`;
  };
  const arnByRule = (req: ValueRequest, words: string): string => {
    const pattern = typeof req.schema?.pattern === "string" ? req.schema.pattern : "";
    const c = cloudOf(req.record);
    const generic = genericArnFor(
      pattern,
      words,
      c,
      (id) =>
        recordIdOfType(req.record, req.entity, id) ??
        resourceId(req.record, id.pattern, `${id.type}:${id.pattern}`),
    );
    if (generic !== undefined) return generic;
    // An ARN the doc says is another service's resource (a role, a secret, a key, a stream) is
    // that service's: Kinesis Analytics' `ServiceExecutionRole`, RDS Data's `secretArn`.
    if (!/arn:aws[^:]*:[a-z0-9-]+:/.test(pattern)) {
      const desc = String(req.schema?.description ?? req.field?.description ?? "");
      const other = otherServiceArn(`${words.replace(/_/g, " ")} ${desc}`, c, rng);
      if (other !== undefined && (!req.schema || fitsScalar(other, req.schema))) return other;
    }
    // The service an ARN names is the doc's (its pattern), else the API's own name
    // (`amazon-memory-db` → `memorydb`), never the word "service" (fresh60 blind readers N).
    const service =
      /arn:aws[^:]*:([a-z0-9-]+):/.exec(pattern)?.[1] ??
      /\b(?:amazon|aws)-([a-z0-9-]+)/
        .exec(domainText)?.[1]
        ?.replace(/-(?:service|api)$/, "")
        .replace(/-/g, "") ??
      "service";
    // The account's twelve digits, as `\d{12}` or `[0-9]{12}` (Resource Groups).
    const account = /(?:\\d|\[0-9\])\{12\}:/.exec(pattern);
    // IAM's `role/?[…]+` (Amazon MWAA's `ExecutionRoleArn`) is a role's path: `role/` and a name,
    // never "role49" (fresh68 blind readers N).
    let tail = account
      ? pattern
          .slice(account.index + account[0].length)
          .replace(/\$$/, "")
          .replace(/^([a-z0-9-]+)\/\?/i, "$1/")
      : "";
    let optionalPrefix = false;
    const close = tail.indexOf(")?");
    if (close >= 0 && /^\^?\(arn:/.test(pattern)) {
      optionalPrefix = true;
      tail = `${tail.slice(0, close)}${tail.slice(close + 2)}`;
    }
    // Any resource type (`([a-z\\d-]+)/`): the service's own resource (`outposts` → `outpost/`).
    tail = tail.replace(/^\((\[[^\]]*\])[+*]?\)\//, `${singular(service)}/`);
    // The resource type is the literal before the id: `site/` + `(os-[a-f0-9]{17})`.
    const split = /^([a-z0-9-]+[/:])?(.*)$/i.exec(tail);
    // Else the record's kind, one of it (`domain/`, never `domains/`), named by the record's own
    // name of that kind where it has one (CloudSearch `domain/movies`; it read
    // `domains/fn-40ede8360f68a7335` beside DomainName "movies", fresh62).
    // A field named for another kind the doc speaks of (`Group` of a group's configuration,
    // "the ARN of the resource group") is an ARN of that kind: it read `configuration/…` (dev65
    // blind readers N).
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    const said = words
      .split("_")
      .filter((w) => w !== "" && !/^(arns?|name|id|identifier)$/.test(w));
    const saidNoun = said.length === 1 ? singular(said[0]!) : undefined;
    const noun =
      saidNoun && saidNoun !== service && new RegExp(`\\b${saidNoun}\\b`, "i").test(desc)
        ? saidNoun
        : singular(
            fieldWords(req.entity ?? "resource")
              .split("_")
              .pop() ?? "resource",
          );
    const type = split?.[1] ?? `${noun}/`;
    const idSrc = split?.[2] || "[a-z]{2}-[a-f0-9]{17}";
    // Where the pattern allows a name (`group/[a-zA-Z0-9_\.-]{1,300}`), the ARN ends in one: the
    // record's own of that kind, else a plain one (`group/97yqxt84-dh2z` read as noise).
    const typeNoun = singular(
      (split?.[1] ?? noun).replace(/[/:]$/, "").split(/[/:]/).pop() ?? noun,
    );
    const idShape = patternOf(`^(?:${idSrc})$`);
    const own = recordNameOfType(req.record, typeNoun);
    const named =
      own !== undefined && (split?.[1] === undefined || (idShape?.test(own) ?? false))
        ? own
        : split?.[1] !== undefined && (idShape?.test("web-servers") ?? false)
          ? `${rng.pick(["web", "prod", "billing", "analytics", "batch", "staging"])}-${roleStem(typeNoun, words) ?? plural(typeNoun)}`
          : undefined;
    // The record's own ARN ends in the record's own id: pipeline `Id` 1873921303715-0c0cig is
    // `…:pipeline/1873921303715-0c0cig`, never `pipeline/jq-8bf…` (fresh63 readers N).
    const ownId =
      words === "arn" || words === `${noun}_arn`
        ? Object.entries(req.record ?? {}).find(
            ([k, v]) =>
              ownIdKey(k) &&
              typeof v === "string" &&
              /^[\w.-]{1,80}$/.test(v) &&
              (!split?.[2] || (patternOf(`^(?:${split[2]})$`)?.test(v) ?? false)),
          )?.[1]
        : undefined;
    const id = named ?? (ownId as string | undefined) ?? resourceId(req.record, idSrc);
    if (optionalPrefix && !/(^|_)arn$/.test(words)) return id;
    // A global service's ARN has no region (`arn:aws:iam::123456789012:role/…`).
    const region = /:[a-z0-9-]+::(?:\\d|\[0-9\])\{12\}/.test(pattern) ? "" : c.region;
    return `arn:aws:${service}:${region}:${c.account}:${type}${id}`;
  };

  /**
   * A slot of a cloud resource name a person picks: `{location}` a region ("us-central1", never
   * "43666"), `{project}` a project id ("northwind-prod-412").
   */
  /**
   * The two projects (an id and a number each) and two locations an environment's cloud records
   * live in: a project's list finds its records, where every record in a project of its own left
   * each list one record long (fresh60 blind readers B/N).
   */
  let home:
    | { ids: string[]; numbers: string[]; locations: string[]; organization: string }
    | undefined;
  const cloudHome = () =>
    (home ??= {
      ids: [0, 1].map(
        () => `${rng.pick(PROJECT_WORDS)}-${rng.pick(PROJECT_STAGES)}-${rng.range(100, 999)}`,
      ),
      numbers: [0, 1].map(() => String(rng.range(100_000, 999_999))),
      locations: rng.shuffle(GCP_LOCATIONS).slice(0, 2),
      organization: String(rng.range(100_000_000_000, 999_999_999_999)),
    });
  /** The two listings a business's records are of: long numbers, as Google's listing ids are. */
  let listings: string[] | undefined;
  const listingId = (): string => {
    listings ??= [0, 1].map(
      () =>
        String(rng.range(1_000_000_000, 9_999_999_999)) + String(rng.range(1_000_000, 9_999_999)),
    );
    return listings[rng.next() < 0.75 ? 0 : 1]!;
  };
  const cloudSlot = (slot: string): string | undefined => {
    const which = () => (rng.next() < 0.75 ? 0 : 1);
    if (/^(location|region)s?(_id)?$/.test(slot)) return cloudHome().locations[which()];
    if (/^project_(number|num|no)$/.test(slot)) return cloudHome().numbers[which()];
    // One organization owns an environment's projects and folders.
    if (/^organization(_id)?$/.test(slot)) return cloudHome().organization;
    if (!/^projects?(_id)?(_or_number)?$/.test(slot)) return undefined;
    return cloudHome().ids[which()];
  };

  /**
   * The id a person gave a data store when making it (`catalogId`, `databaseId`, `tableId` of
   * Google's create calls): a name ("sales_raw", "orders"), never "ogqq2hy370" — which a user
   * cannot say (fresh69 BigLake readers, U).
   */
  const chosenDataName = (slot: string): string | undefined => {
    const noun = slot.replace(/_(?:id|name)$/, "");
    // Said in a request, so no snake_case: "catalog sales_raw" read as a code identifier to the
    // not-instructional gate, which then dropped every BigLake draft (fresh69, 7 tasks → 0).
    const word = (names: readonly string[]) => rng.pick(names.filter((n) => !n.includes("_")));
    if (/^(?:catalog|dataset|lake|schema)s?$/.test(noun))
      return `${rng.pick(DATA_AREAS)}-${rng.pick(DATA_STAGES)}`;
    if (/^databases?$/.test(noun)) return word(DATABASE_NAMES);
    if (/^tables?$/.test(noun)) return word(TABLE_NAMES);
    return undefined;
  };

  /**
   * A shop's hours on the day its field or doc names ("The business hours on Saturday"): a
   * record's weekdays share one span, weekends are shorter or closed.
   */
  const openingHours = (req: ValueRequest, words: string, desc: string): string => {
    const dayOf = (w: string, d = ""): "sat" | "sun" | "week" | undefined => {
      const day = /_(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?$/.exec(w)?.[1];
      if (day) return day === "sat" || day === "sun" ? day : "week";
      const said = /\b(monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i.exec(d)?.[1];
      if (!said) return undefined;
      return /^sat/i.test(said) ? "sat" : /^sun/i.test(said) ? "sun" : "week";
    };
    const stem = (w: string) =>
      w.replace(/_(mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun)(day)?$/, "");
    const day = dayOf(words, desc);
    const same = Object.entries(req.record ?? {}).find(
      ([k, v]) =>
        k !== req.name &&
        typeof v === "string" &&
        day !== undefined &&
        stem(fieldWords(k)) === stem(words) &&
        dayOf(fieldWords(k)) === day,
    )?.[1];
    if (typeof same === "string") return same;
    const span = (open: string[], close: string[]) => `${rng.pick(open)} - ${rng.pick(close)}`;
    if (day === "sun")
      return rng.next() < 0.6 ? "Closed" : span(["10:00 AM", "11:00 AM"], ["2:00 PM", "4:00 PM"]);
    if (day === "sat")
      return rng.next() < 0.3 ? "Closed" : span(["9:00 AM", "10:00 AM"], ["1:00 PM", "4:00 PM"]);
    const week = span(["8:00 AM", "8:30 AM", "9:00 AM"], ["5:00 PM", "5:30 PM", "6:00 PM"]);
    return day === "week" ? week : `Mon-Fri ${week}`;
  };

  /** `labels/8k2m4x9q1z`, `people/104857612`: the doc's "Format: …" or "<Noun> resource name". */
  const resourceName = (req: ValueRequest): string | undefined => {
    const desc = braceSlots(String(req.schema?.description ?? req.field?.description ?? ""));
    const idOf = (slot: string) =>
      cloudSlot(slot) ??
      (/(^|_)(person|people|users?|members?|accounts?)$/.test(slot)
        ? faker.string.numeric(12)
        : (chosenDataName(slot) ?? faker.string.alphanumeric({ length: 10, casing: "lower" })));
    // Google's locations belong to a project: `projects/northwind-prod-412`, never `locations/…`.
    if (/\bowns the locations collection\b/i.test(desc)) return `projects/${idOf("project")}`;
    const quoted = /`([a-z]+\/[\w-]+)`/.exec(desc)?.[1];
    if (quoted && rng.next() < 0.5) return quoted;
    // `Format: "projects/{project}/locations/{location}"` (Google's specs quote it), or the form
    // in backticks: Firebase Storage's parent "`projects/{project_id_or_number}`" (was
    // "buckets/2gq4luy9ot", fresh62 blind readers N).
    // …also as a bullet ("with the format: * projects/{project}/locations/{region}/clusters/
    // {cluster_id}", AlloyDB: it read `clusters/pcjawqxh3e` under no project, fresh73).
    const format =
      /(?:format:\s*(?:\*\s+)?[`"']?|`)([a-z]+\/\{[a-z_]+\}(?:\/[a-z]+\/\{[a-z_]+\})*)/i.exec(
        desc,
      )?.[1];
    // A `locations/{location_id}` under no project is the API's own record, not a cloud region:
    // Business Profile's "unobfuscated listing id" read "locations/asia-northeast1" and "search
    // keywords in asia-northeast1" (fresh68 blind readers N).
    if (format && /^locations\/\{/.test(format) && LISTING.test(`${desc} ${domainText}`))
      return format.replace(/\{([a-z_]+)\}/gi, (_, slot: string) =>
        /^locations?(_id)?$/.test(slot) ? listingId() : idOf(slot),
      );
    if (format) return format.replace(/\{([a-z_]+)\}/gi, (_, slot: string) => idOf(slot));
    // KMS's "in the format `projects/*/locations/*/keyRings/*`": each star the id of the
    // collection before it (was `key_rings/fedgfdwqi4`, a name no KMS call takes).
    const starred = /`((?:[a-z][a-zA-Z]*s\/\*\/)*[a-z][a-zA-Z]*s\/\*)`/.exec(desc)?.[1];
    if (starred && starred.includes("/*/"))
      return starred.replace(/([a-zA-Z]+)\/\*/g, (_, c: string) => `${c}/${idOf(singular(c))}`);
    // "the full resource name of the admin cluster's fleet membership": the noun is what it
    // names (`memberships/…`), never the adjective ("fulls/v7ro1lfd56", fresh59 readers U/N).
    const said = /(\w+)\s+resource name/i.exec(desc)?.[1]?.toLowerCase();
    const named =
      /resource name of (?:the |an? )?(?:[\w -]+?'s )?((?:[a-z-]+ )*?[a-z-]+)(?=[.,;)]|$)/i
        .exec(desc)?.[1]
        ?.split(" ")
        .pop()
        ?.toLowerCase();
    // A record's `parent` or `name` documented "Required. Resource name of the location that
    // verification requests belong to": the noun after "resource name of the" says what it
    // names (was `verifications/…` for a location, and no verification was under any location,
    // fresh70 Business Profile).
    const head =
      said === undefined && /^(name|parent)$/.test(fieldWords(req.name))
        ? /^(?:required\.\s*|optional\.\s*)?resource name of (?:the |an? )?([a-z]+)(?=[.,;)]|\s+(?:that|which|whose|to|for|under|where)\b|$)/i
            .exec(desc.trim())?.[1]
            ?.toLowerCase()
        : undefined;
    const noun =
      head ??
      (said && /^(full|fully|relative|qualified|unique|complete|canonical|absolute)$/.test(said)
        ? named
        : said);
    const own = fieldWords(singular(req.entity ?? "")) || fieldWords(req.name);
    const collection =
      noun && !/^(the|a|parent|its|of)$/.test(noun)
        ? noun
        : /^(name|parent)$/.test(fieldWords(req.name))
          ? own
          : fieldWords(req.name);
    const segment = collection === "person" ? "people" : plural(collection);
    // A business's location is a listing, never a cloud region ("locations/europe-west1").
    if (collection === "location" && LISTING.test(`${desc} ${domainText}`))
      return `locations/${listingId()}`;
    return `${segment}/${idOf(collection)}`;
  };

  /**
   * The honest last resort for a string nobody can classify: the field's own words, numbered,
   * ("Workflow action 2"), or an id when the doc says the field is one.
   */
  const neutral = (req: ValueRequest): string => {
    const words = fieldWords(req.name) || "value";
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    const noun = req.entity ? fieldWords(singular(req.entity)).replace(/_/g, " ") : "";
    // A JSON Web Key's members (`alg`, `kty`, `use`, `e`, `n`) have fixed vocabularies.
    if (JWK[words] && (req.siblings ?? []).some((k) => /^(kty|alg|kid)$/.test(k)))
      return rng.pick(JWK[words]!);
    // An OBIS code has its own shape (`1-0:1.8.0`), not an id's.
    if (/(^|_)obis(_|$)/.test(words)) return byWords(req, words) ?? idLike(words, noun);
    const keyed = recordKey(req, words);
    if (keyed !== undefined) return keyed;
    // The `value` of a data point (a feed's datum beside `lat`/`lon`/`ele`, a sensor reading): a
    // reading, never "VAL-8628".
    if (
      words === "value" &&
      (/(^|_)(data|datum|data_point|point|reading|measurement|sample|metric|observation)s?$/.test(
        fieldWords(req.entity ?? ""),
      ) ||
        (req.siblings ?? []).some((k) =>
          /^(feed_?id|feed_?key|sensor_?id|ele|lat|lon|unit)$/i.test(k),
        ))
    )
      return String(rng.range(0, 1000) / 10);
    // "optional campaign name", "search by campaign": a field the doc calls the name of the thing
    // its name says holds such a name ("Spring Campaign 2026"), never "CAM-1900".
    const head = words.split("_").pop() ?? words;
    if (
      new RegExp(`\\b${head} name\\b`, "i").test(desc) &&
      !/^(id|key|ref|reference|number|code|no|file|user|host|domain)$/.test(head)
    )
      return String(label(head, req.record));
    if (
      /\b(id|identifier)\b/i.test(desc) ||
      /(^|_)(id|key|ref|reference|number|code|no)$/.test(words)
    )
      return idLike(words, noun);
    // Words that say what kind of value it is, even with no rule of their own.
    const last = words.split("_").pop() ?? words;
    // `object` says what the record is (`"object": "appointment"`): its own noun.
    if (words === "object" && noun) return noun.split(" ").pop() ?? noun;
    if (/^(type|kind|class|mode|variant)$/.test(last)) {
      // `source_type` of a filter names a kind of record that can be a source (a box, a user).
      const owner = words.split("_").slice(0, -1).join("_");
      const kinds = entityNouns.filter((e) => e !== owner.replace(/_/g, " "));
      if (RELATION_OWNER.test(owner) && kinds.length > 0) return rng.pick(kinds);
      // `{href, pid, result_type}` points at another record: its type is that record's kind
      // ("episode"), never "custom" or "internal".
      if (isReference(req.siblings) && kinds.length > 0) return rng.pick(kinds);
      // The kinds the record's own noun comes in: a form field's `type` is "email", an OSM
      // element's `osm_type` a "way" — "standard" or "custom" would say nothing of it.
      const ownerNoun = owner || fieldWords(singular(req.entity ?? ""));
      const known = typesOf(owner) ?? typesOf(fieldWords(singular(req.entity ?? "")));
      // A form field's input fits what it asks for: "Preferred language" is no email field.
      const input = /(^|_)(field|input|question)$/.test(ownerNoun)
        ? inputTypeOf(ownName(req), known ?? [])
        : undefined;
      if (input) return input;
      if (known) return rng.pick(known);
      if (guessOnly(req)) return leaveOut();
      return rng.pick(["standard", "custom", "internal", "external"]);
    }
    if (HEADING_WORDS.test(words)) return headingOf(req);
    if (/(^|_)(call_to_action|cta|cta_text|button_text|button_label)$/.test(words))
      return callToActionOf(req);
    // The words of a record's own address (`urlWords`, `url_slug`): its name as a slug.
    if (/(^|_)url_(words?|slug|name|key|path)$/.test(words)) return slug(ownName(req));
    if (FLAG_WORDS.test(words) && !NOT_FLAG.test(words)) return rng.next() < 0.7 ? "true" : "false";
    if (/^(source|origin)$/.test(last)) return rng.pick(["web", "email", "api", "mobile"]);
    // Words to match or leave out: a dictionary's own words where the API is about words.
    if (/^(contains|exclude|senses|match|case)$/.test(last) || /(^|_)word/.test(words))
      return lexemeOf(req.record).word;
    if (/^(filter|term|terms|keyword|keywords)$/.test(last)) return searchWord();
    if (/^(project|workspace|board)$/.test(last)) return label(last, req.record);
    // Numbers carried as text (racing cards, sensor feeds): a number, never "Runner draw 5".
    if (/(^|_)(age|horse_age)$/.test(words)) return String(rng.range(2, 12));
    if (/(^|_)(dist|distance|distance_round|dist_[a-z])$/.test(words))
      return /_y$/.test(words)
        ? String(rng.range(880, 3520))
        : /_m$/.test(words)
          ? String(rng.range(1000, 4000))
          : `${rng.range(5, 16)}f`;
    if (
      /^(draw|stalls|rpr|ofr|or|ts|tsr|rating|grade|rank|position|btn|ovr_btn|lbs|weight|weight_lbs|sp_dec|score|prize|current_temperature|temperature)$/.test(
        words,
      )
    )
      return String(/prize/.test(words) ? rng.range(3, 60) * 500 : rng.range(1, 120));
    if (/(^|_)(sex|gender)$/.test(words)) return rng.pick(["male", "female"]);
    if (/(^|_)(sex_rest|sex_restriction|age_restriction|age_band|rating_band)$/.test(words))
      return rng.pick(["none", "2yo only", "3yo+", "0-100"]);
    if (/(^|_)(race_class|class)$/.test(words)) return `Class ${rng.range(1, 6)}`;
    if (/(^|_)(weather|going_detailed|conditions)$/.test(words))
      return rng.pick(["Sunny", "Overcast", "Light rain", "Good to firm"]);
    if (/(^|_)dt$/.test(words)) return dateFor(words, "datetime");
    if (/^(account|merchant_account)$/.test(words)) return idLike(`${words}_code`, noun);
    return byWords(req, words) ?? docWord(req);
  };

  /**
   * A value read from any word of the name, not just its head: `url_tiny_thumb` is a URL,
   * `picture_mime` a MIME type, `additional_names` names, `first_name_from` a first name,
   * `eccentricity` a numeral.
   */
  const byWords = (req: ValueRequest, words: string): string | undefined => {
    const parts = words.split("_");
    const entity = req.entity ?? "item";
    if (parts.includes("obis"))
      return rng.pick(["1-0:1.8.0", "1-0:2.8.0", "1-0:1.7.0", "1-0:32.7.0", "1-0:31.7.0"]);
    if (parts[parts.length - 1] === "protocol") return rng.pick(["https", "https", "http"]);
    if (parts.some((w) => /^(ident|identifier|serial|hash|uid|kid|signature|fingerprint)$/.test(w)))
      return idLike(words, "");
    if (parts[parts.length - 1] === "format")
      return rng.pick(
        /export|file|report|download/.test(words)
          ? ["csv", "xlsx", "json"]
          : ["json", "csv", "xml"],
      );
    if (/(^|_)(permissions?|scopes?|access|rights)$/.test(words))
      return rng.pick(["read", "read write", "admin"]);
    if (parts.includes("icon")) return rng.pick(ICON_TERMS.slice(0, 6));
    if (parts.includes("mime")) return rng.pick(["image/jpeg", "image/png", "image/webp"]);
    if (REPOSITORY_WORDS.test(words) && parts.some((w) => /^(url|uri|href|link)$/.test(w)))
      return repositoryUrl(req);
    if (parts.some((w) => /^(url|uri|href|link|permalink|thumb|thumbnail)$/.test(w)))
      return parts.some((w) => /^(thumb|thumbnail|picture|image|photo|cover|icon)$/.test(w))
        ? `https://images.example.com/${slug(entity)}-${rng.range(1000, 9999)}${parts.includes("slug") ? "" : ".jpg"}`
        : parts.includes("slug")
          ? slug(String(label(entity, req.record)))
          : `https://www.example.com/${slug(entity)}/${rng.range(100, 999)}`;
    if (parts.includes("slug")) return slug(String(label(entity, req.record)));
    if (parts.includes("formatted") || parts.includes("pretty"))
      return parts.some((w) => /^(created|date|time|updated|since|at)$/.test(w))
        ? formatDate(dateFor(words, "datetime"))
        : String(label(entity, req.record));
    // The last word says what the value is: `footer_logo_height` is a height, not a logo.
    const lastIsNumeric = NUMERIC_WORDS.test(parts[parts.length - 1] ?? "");
    // A head word with a kind of its own once a modifier is dropped (`religion_alt`, `country_origin`).
    for (let n = lastIsNumeric ? 0 : parts.length - 1; n >= 1; n--)
      for (let i = 0; i + n <= parts.length; i++) {
        const sub = parts.slice(i, i + n).join("_");
        const k = semanticKind({ name: sub, schema: { type: "string" } }, domainText);
        if (
          k === undefined ||
          /^(label|title|category|status|text:.*|count|percent|region)$/.test(k)
        )
          continue;
        const v = byKind(k, { ...req, name: sub, schema: { type: "string" } }, false);
        if (typeof v === "string" || typeof v === "number") return String(v);
      }
    if (/(^|_)names?$/.test(words) || (parts.includes("name") && parts.length <= 3))
      return String(label(entity, req.record));
    if (parts.some((w) => NUMERIC_WORDS.test(w))) {
      const s = req.schema ?? {};
      const lo = typeof s.minimum === "number" ? s.minimum : 0;
      const hi = typeof s.maximum === "number" ? s.maximum : lo + 100;
      const v = lo + rng.next() * (hi - lo);
      return /count|total|index|days|impacts|quantity|priority|limit/.test(words) ||
        countsWholeThings(words)
        ? String(Math.round(v))
        : String(Math.round(v * 1000) / 1000);
    }
    if (/(^|_)(string|text|display)$/.test(words) && parts.length >= 2)
      return String(label(parts.slice(0, -1).join("_"), req.record));
    return undefined;
  };

  /**
   * Nothing known about a string: a word of the doc's own vocabulary, or the record's name — a
   * value the doc could have written, never "<Field> <n>".
   */
  const docWord = (req: ValueRequest): string => {
    // `changed_devices` of a smart home names devices: a field named after one of the domain's
    // own nouns holds one of them.
    const head = singular(fieldWords(req.name).split("_").pop() ?? "");
    // …unless the field may be left out and the doc says nothing of it: a made-up name ("Team
    // adapter" for meshery's `adapter`) is filler.
    if (head.length > 2 && ownWords.includes(head) && !guessOnly(req))
      return String(label(head, req.record));
    // A word of the doc picked at random ("ein": "category", "role": "freely") claims a meaning the
    // field does not have: a field that may be left out is.
    if (req.optional) return leaveOut();
    // `orderIdentifiers`: identifiers are numbers the system gave, not a word of the doc ("royal").
    if (/(^|_)identifiers?$/.test(fieldWords(req.name))) return String(rng.range(10001, 99999));
    // A participle or an adverb of the doc ("based", "started") names no thing a field holds.
    // Only the doc's nouns: "come", "including" or "create" is no value of anything.
    const own = ownNouns.filter((w) => w.length <= 14 && !/(ed|ing|ly)$/.test(w));
    // A word of the doc is something a user could say; a made-up code in a field of words is what
    // readers mark as nonsense ("namespace": "NAM-1983", "srcfile": "SRC-7984", f25/f26).
    if (own.length > 0) {
      rng.next(); // the draw that once chose a code: later values keep their place in the stream
      return rng.pick(own);
    }
    // With none, a code says "a value of this field" — a record's name would claim more.
    return idLike(`${fieldWords(req.name) || "value"}_code`, "");
  };

  /**
   * A document in the format the field's name or doc gives (`gpml` "The GPML code for the new
   * pathway", `xml`, `geojson`, "The pipeline configuration in YAML format", "the cron
   * expression"): the doc's own example of one where it shows one that parses, else a small one of
   * that format about the record it belongs to — a pipeline's names its source and sink.
   */
  const formatDocument = (req: ValueRequest, words: string, desc: string): string => {
    const stated = statedFormat(desc, req.name);
    const format =
      stated ??
      /\b(gpml|sbml|kml|gpx|svg|rdf|biopax|geojson|json|yaml|yml|csv|tsv|markdown|xml)\b/i
        .exec(`${words.replace(/_/g, " ")} ${desc}`)?.[1]
        ?.toLowerCase() ??
      "xml";
    if (stated) {
      const shown = docDocuments(desc, stated);
      if (shown.length > 0) return rng.pick(shown);
    }
    const entity = fieldWords(singular(req.entity ?? "item")) || "item";
    const named = [...Object.entries(req.record ?? {}), ...Object.entries(req.given ?? {})].find(
      ([k, v]) => /(^|_)(name|title)$/.test(fieldWords(k)) && typeof v === "string" && v !== "",
    )?.[1] as string | undefined;
    const name = named ?? String(label(entity, req.record));
    if (stated && stated !== "xml")
      return statedDocument(stated, req, name, `${words} ${desc} ${entity}`);
    const attr = name.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
    const root = capitalCase(entity.split("_").pop() ?? "item").replace(/ /g, "");
    switch (format) {
      case "gpml":
        return `<Pathway xmlns="http://pathvisio.org/GPML/2013a" Name="${attr}" Organism="Homo sapiens"/>`;
      case "sbml":
        return `<sbml xmlns="http://www.sbml.org/sbml/level3/version2/core" level="3" version="2"><model name="${attr}"/></sbml>`;
      case "kml":
        return `<kml xmlns="http://www.opengis.net/kml/2.2"><Placemark><name>${attr}</name></Placemark></kml>`;
      case "gpx":
        return `<gpx version="1.1" creator="EnvFactory"><trk><name>${attr}</name></trk></gpx>`;
      case "svg":
        return `<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64"><title>${attr}</title></svg>`;
      case "rdf":
      case "biopax":
        return `<rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#" xmlns:rdfs="http://www.w3.org/2000/01/rdf-schema#"><rdf:Description rdfs:label="${attr}"/></rdf:RDF>`;
      case "geojson": {
        const a = addressOf(req.record);
        return JSON.stringify({
          type: "Feature",
          properties: { name },
          geometry: { type: "Point", coordinates: [a.place.lng, a.place.lat] },
        });
      }
      case "json":
        return JSON.stringify({ name });
      case "yaml":
      case "yml":
        return `name: ${JSON.stringify(name)}`;
      case "csv":
      case "tsv":
        return `name\n${format === "csv" && /[,"]/.test(name) ? JSON.stringify(name) : name}`;
      case "markdown":
        return `# ${name}`;
      default:
        return `<${root} name="${attr}"/>`;
    }
  };

  /** The record's own name, where it has one already (or the call gives one). */
  const ownNameOf = (req: ValueRequest): string | undefined =>
    [...Object.entries(req.record ?? {}), ...Object.entries(req.given ?? {})].find(
      ([k, v]) =>
        /(^|_)(name|title|display_name)$/.test(fieldWords(k)) && typeof v === "string" && v !== "",
    )?.[1] as string | undefined;

  /** The kind of record a collection keeps, as a path word: `get-pipelines` keeps pipelines. */
  const pathNoun = (entity: string | undefined, fallback: string): string =>
    slug(
      fieldWords(entity ?? "")
        .replace(/^(get|find|list|search|post|put|patch|create|update|delete|fetch|describe)_/, "")
        .replace(/_/g, " "),
    ) || fallback;

  /**
   * An image's address ends in an image file named for what it shows: the record's name where it
   * has one ("cast-iron-skillet-4821.jpg"), never a page of its collection and a number.
   */
  const imageUrl = (req: ValueRequest): string => {
    const own = ownNameOf(req);
    const file = own ? slug(own) : pathNoun(req.entity, "image");
    return `https://images.example.com/${file}-${rng.range(1000, 9999)}.jpg`;
  };

  /**
   * An address that fits what it points at: an image (its name or doc says so) is an image file;
   * an endpoint of the record ("The ingestion endpoints for the pipeline, which you can send data
   * to") is a host of the record's own; a page is the record's path by its name — never the
   * collection's name and a number ("https://www.example.com/get-pipelines/841", fresh64 N).
   */
  const recordUrl = (req: ValueRequest, words: string, desc: string): string => {
    if (
      /(^|_)(image|images|photo|picture|thumbnail|logo|icon|avatar|cover|banner)(_|$)/.test(
        words,
      ) ||
      /^(?:the |a |an )?(?:url|uri|link|address) (?:of|to|for) (?:the |an? )?(?:\w+ )?(?:image|photo|picture|logo|icon|thumbnail)\b/i.test(
        desc,
      )
    )
      return imageUrl(req);
    const own = ownNameOf(req);
    const id = own ? slug(own) : undefined;
    if (/(^|_)endpoints?(_|$)/.test(words) || /^(?:the |an? )?(?:\w+ )?endpoints?\b/i.test(desc)) {
      const host = id ?? pathNoun(req.entity, "api");
      const tag = rng.range(60_466_176, 2_176_782_335).toString(36);
      return isCloudProviderText(domainText)
        ? `https://${host}-${tag}.${cloudOf(req.record).region}.example.com`
        : `https://${host}.example.com`;
    }
    const noun = pathNoun(req.entity, "page");
    // Drawn even for a named record, so the values after it keep their draws.
    const drawn = rng.range(1_679_616, 60_466_175).toString(36);
    return `https://www.example.com/${noun}/${id ?? drawn}`;
  };

  /**
   * A small YAML or JSON document, cron line or regular expression fitting the record named
   * `name`: a pipeline's configuration names its source and sink, a schedule runs at a plain
   * hour, a pattern matches the record's own names; any other document holds the record's name
   * and its plain settings already drawn.
   */
  const statedDocument = (
    format: StatedFormat,
    req: ValueRequest,
    name: string,
    about: string,
  ): string => {
    const id = slug(name) || "default";
    if (format === "cron")
      return /\bcron\(/.test(about)
        ? `cron(${rng.pick(["0 12 * * ? *", "0 2 * * ? *", "30 6 ? * MON-FRI *", "0 0 1 * ? *"])})`
        : rng.pick(["0 2 * * *", "*/15 * * * *", "0 9 * * 1-5", "30 6 * * 1", "0 0 1 * *"]);
    if (format === "regex") return rng.pick([`^${id}-[a-z0-9-]+$`, `^${id}/.*`, `.*\\.log$`]);
    const doc: Record<string, unknown> = {};
    if (/\bpipelines?\b/i.test(about.replace(/_/g, " "))) {
      doc.version = "2";
      const sink = /opensearch/i.test(domainText)
        ? {
            opensearch: {
              hosts: [`https://search-${id}.${cloudOf(req.record).region}.es.amazonaws.com`],
              index: `${id}-index`,
            },
          }
        : /elasticsearch/i.test(domainText)
          ? { elasticsearch: { hosts: [`https://${id}.es.example.com:9200`], index: id } }
          : { s3: { bucket: `${id}-output` } };
      doc[id] = { source: { http: { path: `/${id}/ingest` } }, sink: [sink] };
    } else {
      doc.name = name;
      for (const [k, v] of Object.entries(req.record ?? {})) {
        if (Object.keys(doc).length >= 4) break;
        if (k === req.name || /(^|_)(id|ids|arn|name|title|at|date|time)$/.test(fieldWords(k)))
          continue;
        if (typeof v === "string" || typeof v === "number" || typeof v === "boolean") doc[k] = v;
      }
    }
    return format === "json" ? JSON.stringify(doc) : stringifyYaml(doc).trimEnd();
  };

  /**
   * A record's `key` beside its name, or `<noun>_key` of a kind of record the environment keeps
   * (Adafruit's `feed_key`, "a valid feed key"): the slug of that record's name, as such systems
   * make keys — never "REF-4395". Other keys (an API key, a sort key) are not a record's.
   */
  const recordKey = (req: ValueRequest, words: string): string | undefined => {
    const m = /^(?:([a-z_]+)_)?key$/.exec(words);
    if (!m) return undefined;
    const owner = m[1]?.replace(/_/g, " ");
    // A zone's own `zone_key` is its own name as a slug: "UK zone" kept "benelux-zone" (fresh34
    // turbinelabs, readers N).
    const own = req.entity ? fieldWords(singular(req.entity)).replace(/_/g, " ") : undefined;
    if (owner === undefined || owner === own) {
      const named = Object.entries(req.record ?? {}).find(
        ([k, v]) => /^(name|title)$/i.test(k) && typeof v === "string",
      )?.[1] as string | undefined;
      if (named === undefined && !(req.siblings ?? []).some((k) => /^(name|title)$/i.test(k)))
        return undefined;
      return slug(named ?? String(label(req.entity ?? "item", req.record)));
    }
    if (!entityNouns.includes(owner)) return undefined;
    return slug(String(label(owner.replace(/ /g, "_"), {})));
  };

  /** `Jan 5, 2026, 9:00 AM`: a date as an API formats it for display. */
  const formatDate = (iso: string): string =>
    new Intl.DateTimeFormat("en-US", {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: "UTC",
    }).format(new Date(iso));

  const idLike = (words: string, noun: string): string => {
    const stem =
      words.replace(/_?(id|key|ref|reference|number|code|no)$/, "") ||
      noun.replace(/ /g, "_") ||
      "ref";
    const initials = stem
      .split("_")
      .map((w) => w[0])
      .join("")
      .toUpperCase();
    // A cloud provider's ids are its own shapes: an EC2-family resource's "vpc-0a1b…", else a
    // uuid (a KMS key, an offering) — never "vpc_1080" (fresh60/fresh61 readers N).
    if (/(^|_)id$/.test(words) && isCloudProviderText(domainText)) {
      const kind = AWS_RESOURCE_ID_PREFIXES[stem];
      return kind && /(^|[^a-z])(aws|amazon)([^a-z]|$)/i.test(domainText)
        ? `${kind}-${faker.string.hexadecimal({ length: 17, casing: "lower", prefix: "" })}`
        : faker.string.uuid();
    }
    // Any other id nobody shaped is an opaque token as systems mint them ("x7k2m9q4vd"), never the
    // field's first letters and a counter: `"googleWorkspaceCustomerId":"goo_1015"`,
    // `"chromeOsAttestedDeviceId":"chr_1048"`, IoT DPS's `idScope` "id__1068" (fresh73 readers N).
    // One draw of the sampler's stream, as the counter took, so every later value stays as it was.
    if (/(^|_)id$/.test(words) || !/(key|ref|reference|number|code|no)$/.test(words)) {
      const own = createRng(Math.floor(rng.next() * 4294967296));
      const chars = "abcdefghijklmnopqrstuvwxyz0123456789";
      let token = chars[own.range(0, 25)]!;
      for (let i = 0; i < 9; i++) token += chars[own.range(0, 35)];
      return token;
    }
    return `${initials.length > 1 ? initials : stem.slice(0, 3).toUpperCase()}-${rng.range(1000, 9999)}`;
  };

  /**
   * A described form with its slots filled: `cddrive:id:{value}` → `cddrive:id:48213`,
   * `cddrive://{path}` → `cddrive://spots/morning-promo.mp3` (a path names the record's file).
   */
  const fillForm = (form: string, req: ValueRequest): string =>
    form.replace(
      /\{([\w-]+)\}|<([\w-]+)>|\[([A-Z_]+)\]/g,
      (_, a?: string, b?: string, c?: string) => {
        const slot = fieldWords(a ?? b ?? c ?? "value");
        const cloud = cloudSlot(slot);
        if (cloud !== undefined) return cloud;
        // An org-policy constraint is one of the ones Google has ("compute.requireOsLogin"), not
        // "constraint 723" or "standard-constraint" (Org Policy, fresh60 blind readers N).
        if (/(^|_)(name|id)$/.test(slot)) {
          const raw = a ?? b ?? c ?? "";
          // …the example of another of the doc's forms counts too (`organizations/…` beside
          // "For example, projects/123/constraints/compute.disableSerialPortAccess").
          const coll = new RegExp(`([A-Za-z]+)/\\{${raw}\\}$`).exec(form)?.[1];
          const shown =
            exampleSlot(form, raw, req) ??
            (coll
              ? new RegExp(`\\b${coll}/([a-z]+\\.[a-z][A-Za-z0-9]+)\\b`).exec(
                  String(req.schema?.description ?? req.field?.description ?? ""),
                )?.[1]
              : undefined);
          if (shown && /^[a-z]+\.[a-z][A-Za-z0-9]+$/.test(shown)) {
            const unseen = [shown, ...constraintNames(shown)].filter(
              (k) => !slotExamples.has(`${form}\u0000${k}`),
            );
            const k = unseen[0] === shown ? shown : rng.pick(unseen.length > 0 ? unseen : [shown]);
            slotExamples.add(`${form}\u0000${k}`);
            return k;
          }
        }
        if (/(^|_)(path|file|filename)$/.test(slot))
          return `${slug(plural(fieldWords(req.entity ?? "file")))}/${slug(String(label(req.entity ?? "item", req.record)))}`;
        if (/(^|_)(hex|hash|uuid|guid)/.test(slot))
          return faker.string.hexadecimal({ length: 8, casing: "lower", prefix: "" });
        if (/(^|_)(name|slug|symbol|handle|user|username)$/.test(slot)) {
          // A slot that names another kind of record (a policy's `{constraint_name}`) is no
          // name of the record itself ("projects/1/policies/reporting-policy").
          const slotNoun = slot.replace(/_(name|slug|id)$/, "");
          const own =
            slotNoun === slot ||
            fieldWords(singular(req.entity ?? ""))
              .split("_")
              .includes(singular(slotNoun.split("_").pop() ?? ""));
          const named = own ? slug(String(label(req.entity ?? "item", req.record) ?? "")) : "";
          // A record that goes without a name still has one in its path: the doc's own example
          // of the slot ("compute.disableSerialPortAccess"), never an empty segment
          // ("projects/47314/constraints/", fresh60 blind readers B/N).
          if (named) return named;
          // The example once; other records of the kind get a number of their own.
          const shown = exampleSlot(form, a ?? b ?? c ?? "", req);
          const key = `${form}\u0000${shown}`;
          if (shown && !slotExamples.has(key)) {
            slotExamples.add(key);
            return shown;
          }

          // A number, not "constraint-749": said "constraint constraint-749" (fresh60 dev).
          return String(rng.range(100, 999));
        }
        // "EnvironmentId must start with a lowercase letter followed by … lowercase letters,
        // numbers, or hyphens" (Composer): a name a person chose, never "environments/87026".
        if (
          /\bmust (?:start|begin) with a (?:lower-?case )?letter\b/i.test(
            String(req.schema?.description ?? req.field?.description ?? ""),
          )
        )
          return `${rng.pick(DATA_AREAS)}-${rng.pick(["prod", "staging", "dev"])}-${rng.range(1, 9)}`;
        return String(rng.range(10_000, 99_999));
      },
    );

  const slotExamples = new Set<string>();
  /** The value the doc's own example gives `slot` of `form` ("…/constraints/{constraint_name}"). */
  const exampleSlot = (form: string, slot: string, req: ValueRequest): string | undefined => {
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    const names: string[] = [];
    const shape = form
      .replace(/^\//, "")
      .split(/(\{[\w-]+\}|<[\w-]+>|\[[A-Z_]+\])/)
      .map((part, i) => {
        if (i % 2 === 0) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(part.slice(1, -1));
        return "([^/\\s\"'`{}<>\\[\\]]+)";
      })
      .join("");
    const at = names.indexOf(slot);
    if (at < 0) return undefined;
    const re = new RegExp(`^${shape}$`);
    for (const ex of examplesFromText(desc)) {
      const m = re.exec(ex.replace(/^\//, ""));
      if (m?.[at + 1]) return m[at + 1];
    }
    const loose = new RegExp(shape).exec(desc.replace(/"\//g, '"'));
    return loose?.[at + 1];
  };

  const airlineOf = (record?: Record<string, unknown>) => {
    const key = record ?? looseFallback;
    let a = record ? airlines.get(key) : undefined;
    if (!a) {
      a = faker.airline.airline();
      if (record) airlines.set(key, a);
    }
    return a;
  };

  const makeOf = (record?: Record<string, unknown>): string => {
    const key = record ?? looseFallback;
    let m = record ? makes.get(key) : undefined;
    if (!m) {
      m = rng.pick(Object.keys(VEHICLES));
      if (record) makes.set(key, m);
    }
    return m;
  };

  /** The maker of a record's device, one per record, as `makeOf` is for a vehicle. */
  const deviceMakerOf = (record?: Record<string, unknown>): string => {
    const named = Object.entries(record ?? {}).find(
      ([k, v]) => /^(make|manufacturer)$/i.test(k) && typeof v === "string" && v in DEVICE_MAKERS,
    )?.[1] as string | undefined;
    if (named) return named;
    const key = record ?? looseFallback;
    let m = record ? deviceMakers.get(key) : undefined;
    if (!m) {
      m = rng.pick(Object.keys(DEVICE_MAKERS));
      if (record) deviceMakers.set(key, m);
    }
    return m;
  };

  const productName = (category?: string): string => {
    const lines = Object.entries(catalogue.lines);
    if (lines.length === 0) return faker.book.title();
    const cat = category?.toLowerCase();
    const own = cat
      ? lines.find(([k]) => k === cat || k.startsWith(cat) || cat.startsWith(k))?.[1]
      : undefined;
    // A product whose type is the doc's own code (`package_delivery`, `transport_person`) is an
    // offer of that kind, never a skillet from the shop catalogue (ecotaco's transport products
    // were "Cast Iron Skillet", fresh41 dev).
    if (!own && cat && /^[a-z]+(_[a-z]+)+$/.test(cat))
      return `${rng.pick(OFFER_TIERS)} ${cat.replace(/_/g, " ")}`;
    const line = own ?? rng.pick(lines)[1];
    const base = rng.pick(line);
    return rng.next() < 0.5 ? `${base} ${rng.pick(catalogue.variants)}` : base;
  };

  const roundPrice = (v: number, integer: boolean): number => {
    if (integer) return Math.max(1, Math.round(v));
    const whole = Math.floor(v);
    return rng.pick([whole + 0.99, whole + 0.5, whole + 0.0, whole + 0.95]);
  };

  const price = (): number => roundPrice(rng.range(catalogue.price[0], catalogue.price[1]), false);

  const dateFor = (words: string, kind: "date" | "datetime"): string => {
    let days: number;
    if (PAST_WORDS.test(words)) days = -rng.range(1, 150);
    else if (FUTURE_WORDS.test(words)) days = rng.range(1, 45);
    else if (WHEN_WORDS.test(words)) days = rng.range(-20, 40);
    else days = rng.range(-30, 30);
    const d = new Date(start + days * DAY);
    d.setUTCHours(rng.range(8, 17), rng.pick([0, 15, 30, 45]), 0, 0);
    const iso = d.toISOString();
    return kind === "date" ? iso.slice(0, 10) : iso.replace(".000Z", "Z");
  };

  /** The name drawn for a record, per entity: its heading, its URL words and its name agree. */
  const recordNames = new WeakMap<object, Map<string, string>>();
  /**
   * Model names from what the doc says its models are of ("identify anomalies in machines from
   * sensor data" → `machine-anomaly-detector`), none where it names only a model platform's
   * machinery (models, endpoints, jobs): there the lexicon's pool of model purposes fits.
   */
  const ownModelNames = (): string[] => {
    // What the service is for ("Lookout for Equipment"), and what its doc's first sentence says
    // it looks in ("anomalies in machines").
    const first = proseOf(domainText).split(/(?<=\.)\s/)[0] ?? "";
    const said = [
      ...[...domainText.matchAll(/\bfor-([a-z]{4,14})\b/g)].map((m) => m[1]!),
      ...[...first.matchAll(/\b(?:in|of|on) ([a-z]{4,14}s)\b/gi)].map((m) =>
        singular(m[1]!.toLowerCase()),
      ),
    ];
    const things = [...new Set(said)].filter(
      (w) =>
        !ML_MACHINERY.test(w) &&
        !STOP_WORDS.has(w) &&
        (ownWords.includes(w) || domainText.includes(`for-${w}`)),
    );
    if (things.length === 0) return [];
    const task = /\banomal/i.test(domainText)
      ? "anomaly-detector"
      : /\bforecast/i.test(domainText)
        ? "forecaster"
        : /\bclassif/i.test(domainText)
          ? "classifier"
          : /\brecommend/i.test(domainText)
            ? "recommender"
            : "model";
    return [1, 2, 3, 4].flatMap((k) =>
      things.slice(0, 3).map((w) => (k === 1 ? `${w}-${task}` : `${w}-${task}-v${k}`)),
    );
  };

  const label = (entity: string, record?: Record<string, unknown>): string => {
    if (!record) return freshLabel(entity);
    const held = recordNames.get(record) ?? new Map<string, string>();
    recordNames.set(record, held);
    const known = held.get(entity);
    if (known !== undefined) return known;
    const made = freshLabel(entity, record);
    // A record left unnamed keeps no "" as its label: every later label of it is left out too.
    if (made !== "") held.set(entity, made);
    return made;
  };
  /**
   * What the record calls itself: its name or title when it has one already (a user's value or
   * one drawn before), else the name it will get.
   */
  /**
   * A code repository's address: a forge's owner/name path named after the record
   * ("https://github.com/northwind-labs/project-falcon"), never a page of the record's kind
   * (LGTM's `repository` was "https://www.example.com/projects/257", fresh57 readers: N).
   */
  const repositoryUrl = (req: ValueRequest): string =>
    `https://github.com/${rng.pick(REPOSITORY_OWNERS)}/${slug(ownName(req)) || "service"}`;
  const ownName = (req: ValueRequest): string => {
    const given = Object.entries(req.record ?? {}).find(
      ([k, v]) =>
        /^(name|title|display_?name|label)$/i.test(k) && typeof v === "string" && v.trim() !== "",
    )?.[1] as string | undefined;
    return given ?? label(req.entity ?? "item", req.record);
  };
  /**
   * A record's heading or tagline says what the record is: its own name ("Return request" over
   * the return-request form), never a line written for another service ("Stream the finale
   * tonight"). A streaming service's banners keep their lines.
   */
  const headingOf = (req: ValueRequest): string => {
    if (flavour === "screen") return namer.lexiconName("headline") ?? ownName(req);
    return ownName(req);
  };
  /**
   * A call to action invites the person to do what the record is for: the doc's own example
   * ("ie. Submit your snow pictures.") or "Send your return request" — never a moderator's verb
   * ("reopen", "abandon").
   */
  const callToActionOf = (req: ValueRequest): string => {
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    const shown =
      /\b(?:e\.g\.|eg\.|i\.e\.|ie\.|for example|such as)[,:]?\s+["“']?([A-Z][^."”'\n]{3,60})/.exec(
        desc,
      )?.[1];
    if (shown && rng.next() < 0.5) return shown.trim();
    // A name that already invites ("Contact us", "Join now") is its own call to action.
    const name = ownName(req);
    if (!shown && INVITING.test(name)) return name;
    const what = shown ? shown.trim().split(/\s+/).slice(1).join(" ") : "";
    const object = /^(your|us|our)\b/i.test(what)
      ? what.replace(/^(us|our)\b/i, "your")
      : `your ${name.toLowerCase()}`;
    return `${rng.pick(["Submit", "Send", "Share"])} ${object}`;
  };
  const freshLabel = (entity: string, record?: Record<string, unknown>): string => {
    // `devices_by_sub_type` lists devices: the words after "by" say how, not what.
    const e = fieldWords(singular(fieldWords(entity).replace(/_by_.*$/, "")));
    const last = e.split("_").pop() ?? e;
    const noun = capitalCase(last);
    if (flavour === "music" && last === "artist") return faker.music.artist();
    if (flavour === "games") {
      if (/^(genre|category)$/.test(last)) return namer.fromList("game-genre", GAME_GENRES);
      if (/^(tag|keyword)$/.test(last)) return namer.fromList("game-tag", GAME_TAGS);
      if (/^platform$/.test(last)) return namer.fromList("game-platform", GAME_PLATFORMS);
      if (/^(store|storefront|shop)$/.test(last)) return namer.fromList("game-store", GAME_STORES);
      if (/^(publisher|developer|studio)$/.test(last))
        return namer.fromList("game-studio", GAME_STUDIOS);
    }
    // A record with a handle and an avatar or followers is someone's profile, whatever its list
    // is called: Mastodon's blocks, mutes and endorsements are accounts ("Block 10", "Block 11"
    // as blocked users, fresh49 blind readers N).
    if (namesTheRecord(last) && isProfile(siblingsNow)) {
      const p = personOf(record);
      return `${p.first} ${p.last}`;
    }
    if (PERSON_ENTITY.test(last) && !(last === "tenant" && PLATFORM_TENANT.test(domainText))) {
      const p = personOf(record);
      return /^(doctor|physician|dentist|vet)$/.test(last)
        ? `Dr. ${p.first} ${p.last}`
        : `${p.first} ${p.last}`;
    }
    // A feature-flag or analytics service's products are software it manages ("Customer Portal"),
    // not goods: ConfigCat's product was "Stainless Water Bottle Large" (f33).
    if (
      /^product$/.test(last) &&
      SOFTWARE_PRODUCTS.test(domainText) &&
      // The envgen's own domain label (the first word) is a guess: ConfigCat was "e-commerce".
      !COMMERCE.test(domainText.slice(domainText.indexOf(" ") + 1))
    ) {
      const app = namer.lexiconName("app");
      if (app) return app;
    }
    // Catalogue names for what a shop sells; an `item` of a survey or a collection is no product.
    if (
      /product|item|article|sku|good|listing|variant|merchandise/.test(last) &&
      // Where nothing is sold the shop catalogue is another domain's: Cloud Billing's SKUs
      // were "Cast Iron Skillet Blue" (fresh66 blind readers N).
      shop
    ) {
      const cat = Object.entries(record ?? {}).find(
        ([k, v]) => /category|type|kind/.test(k) && typeof v === "string",
      )?.[1] as string | undefined;
      return productName(cat);
    }
    if (
      /^(company|organization|organisation|vendor|supplier|brand|merchant|business|partner|client_company)$/.test(
        last,
      )
    )
      return faker.company.name();
    // Team names for groups of people; a document category's group is no "Engineering". A group
    // whose record lists its people (`person`, `maintainer`, `members`) is a group of people too.
    // A sports API's team is a club ("Denver Falcons"), not "Engineering".
    if (/^(team|club|opponent)$/.test(last) && SPORTS.test(domainText)) return sportsTeam();
    if (
      /^(team|department|division|squad)$/.test(last) ||
      (last === "group" &&
        (/(user|member|employee|staff|people|person|contact|team)/.test(e) ||
          siblingsNow.some((k) => PEOPLE_LIST.test(fieldWords(k)))))
    )
      return namer.fromList("team", TEAMS);
    // `personal_name` records (a name-parsing API) are people's names.
    if (
      /(^|_)(person|personal|full|given|display|user|first|last|family|birth|maiden|legal|native|chinese|japanese|korean)_name(_full|_latin)?$/.test(
        e,
      )
    ) {
      const p = personOf(record);
      return `${p.first} ${p.last}`;
    }
    // What a person is called among friends: their first name.
    if (/^(nickname|nick)$/.test(last)) return personOf(record).first;
    if (/^(place|locality|neighborhood|neighbourhood|town|municipality)$/.test(last))
      return addressOf(record).place.city;
    if (last === "room") return rng.pick(ROOMS);
    // A business's region is a part of its market, not "Region 11".
    if (last === "region") return rng.pick(SALES_REGIONS);
    // A home's scenes have different names: a deck, not a draw with repeats ("Away" twice).
    if (last === "scene" || last === "routine") return namer.fromList("scene", SCENES);
    if (/^(city|town)$/.test(last)) return addressOf(record).place.city;
    // A venue is called for the kind of hall it is ("Denver Music Hall"): "Seattle Venue" is
    // the class word, no name (setlist.fm, fresh49 blind readers N).
    if (last === "venue") return `${addressOf(record).place.city} ${rng.pick(VENUE_KINDS)}`;
    if (
      /^(store|branch|warehouse|office|site|location|depot|clinic|gym|shop|station|stop|terminal|port|campus)$/.test(
        last,
      )
    )
      return `${addressOf(record).place.city} ${rng.next() < 0.5 ? `${rng.pick(QUARTERS)} ` : ""}${noun}`;
    if (/^(hotel|property)$/.test(last)) return `${addressOf(record).place.city} Central Hotel`;
    // A jobs API's titles are job titles: Open Skills' "unusual titles" were "The Waste Land" and
    // "Jane Eyre" (fresh46 blind readers, N).
    if (last === "title" && JOBS_DOMAIN.test(domainText))
      return namer.fromList("occupation", OCCUPATIONS);
    if (/^(book|title|novel|edition)$/.test(last)) return faker.book.title();
    if (last === "genre") return faker.book.genre();
    if (/^(pet|dog|cat|animal)$/.test(last)) return faker.animal.petName();
    if (/^(song|track)$/.test(last)) return faker.music.songName();
    if (last === "album") return faker.music.album();
    if (last === "artist" || last === "band") return faker.music.artist();
    if (last === "playlist") return `${capitalCase(faker.music.genre())} Mix`;
    if (last === "airline") return faker.airline.airline().name;
    // An airport in a city is that city's airport: "Dublin Airport" in Manchester is nonsense.
    if (last === "airport")
      return (record && addressOf(record).place.airport) ?? faker.airline.airport().name;
    if (/^(vehicle|car|truck|van)$/.test(last)) {
      const make = makeOf(record);
      return `${make} ${rng.pick(VEHICLES[make] as string[])}`;
    }
    // A broadcaster's program is a show, not "Project Summit" nor "Basic program".
    if (/^(program|programme)$/.test(last) && flavour === "screen")
      return namer.lexiconName("show") ?? rng.pick(SHOWS);
    if (/^(project|initiative|program|programme)$/.test(last))
      return `Project ${rng.pick(CODENAMES)}`;
    if (/^(campaign|promotion|sale)$/.test(last))
      return `${rng.pick(["Spring", "Summer", "Back to School", "Holiday", "Black Friday"])} ${noun} ${new Date(start).getUTCFullYear()}`;
    if (/^(course|class|lesson|module)$/.test(last))
      return rng.pick([
        "Intro to Statistics",
        "Spanish for Beginners",
        "Web Design Basics",
        "Financial Accounting",
        "Creative Writing",
      ]);
    // Plans of one catalogue have different names: a deck, not a draw with repeats.
    if (/^(plan|tier|subscription|membership)$/.test(last)) return namer.fromList("plan", PLANS);
    if (/^(category|tag|label|topic)$/.test(last)) return categoryWord(e, last !== "category");
    // The services an AWS API sorts by category (Audit Manager's services in scope) are AWS's
    // own ("Amazon S3"), not a team's microservices ("checkout-web" of category "storage";
    // fresh61 blind readers N on 4 of 60).
    if (
      last === "service" &&
      /\b(amazon|aws)\b/i.test(domainText) &&
      siblingsNow.some((k) => /^(category|service_category)$/.test(fieldWords(k)))
    )
      return namer.fromList("aws-service", Object.keys(AWS_SERVICE_CATEGORIES));
    if (
      /^(repository|repo|service|app|application)$/.test(last) &&
      SOFTWARE_DOMAIN.test(domainText)
    )
      return `${rng.pick(["payments", "search", "checkout", "auth", "billing", "inventory"])}-${rng.pick(["service", "api", "web", "worker"])}`;
    // A video site's channel is a creator's ("Linux Tutorials"), never "#support" (PeerTube's
    // video channels, fresh42 dev); a chat's channels are dealt from a deck, not repeated.
    if (last === "channel" && /\bvideos?\b/i.test(domainText))
      return namer.fromList("video-channel", VIDEO_CHANNELS);
    // A TV guide's channels are stations ("E4"), not a team chat's "#help" (fresh58 readers).
    if (last === "channel" && BROADCAST.test(domainText))
      return namer.fromList("tv-channel", /\bbbc\b/i.test(domainText) ? BBC_CHANNELS : TV_CHANNELS);
    if (/^(channel|chat|conversation)$/.test(last))
      return `#${namer.fromList("chat-channel", CHAT_CHANNELS)}`;
    if (/^(file|document|attachment|report)$/.test(last))
      return OFFICE_DOMAIN.test(domainText)
        ? `${rng.pick(["Q3 budget", "Team roster", "Onboarding guide", "Meeting notes", "Invoice 2041"])}.${rng.pick(["pdf", "xlsx", "docx"])}`
        : `${namer.lexiconName(e) ?? namer.fromList("document-title", TEXTS["document-title"] as string[])}.pdf`;
    if (
      /^(event|meeting|appointment)$/.test(last) &&
      (last !== "event" || isCalendarRecord(siblingsNow))
    )
      return flavour === "music"
        ? `${addressOf(record).place.city} ${capitalCase(faker.music.genre())} ${rng.pick(["Festival", "Live", "Night"])}`
        : rng.pick(TEXTS["event-title"] as string[]);
    if (
      /^(todo|chore|reminder)$/.test(last) ||
      (last === "task" &&
        !SOFTWARE_DOMAIN.test(domainText) &&
        !siblingsNow.some((k) => JOB_SIBLING.test(k)))
    )
      return rng.pick(TEXTS["task-title"] as string[]);
    if (/^(ticket|issue|incident|bug|case)$/.test(last))
      return rng.pick(TEXTS["ticket-title"] as string[]);
    // A tracker of a fleet (traccar's devices) rides in a vehicle and is named for it: "Ford
    // Transit", never "Kitchen device" (f25 readers, N).
    if (/^(device|tracker|unit)$/.test(last) && FLEET_DOMAIN.test(domainText)) {
      const make = makeOf(record);
      return `${make} ${rng.pick(VEHICLES[make] as string[])}`;
    }
    if (/^(device|sensor|appliance)$/.test(last)) {
      const type = Object.entries(record ?? {}).find(
        ([k, v]) => /type|kind|category/.test(k) && typeof v === "string",
      )?.[1] as string | undefined;
      return `${rng.pick(ROOMS)} ${type ? type.replace(/_/g, " ") : noun.toLowerCase()}`;
    }
    // A record with a SWIFT/BIC or routing code is a bank, whatever the API calls it (a "form").
    if (isBankRecord(siblingsNow)) return namer.lexiconName("bank") ?? noun;
    // A size is called by how big it is ("Large"), whoever's record holds it.
    if (last === "size") return rng.pick(SIZE_NAMES);
    // A connector or a provider of a banking API is the bank it connects to: Budgea's connectors
    // were "Nella Gusikowski" and "Jaron Ward" beside a login and an email (fresh53 dev, 4 of 30).
    if (/^(connector|provider|institution|aggregator)$/.test(last) && BANKING.test(domainText))
      return namer.lexiconName("bank") ?? noun;
    // `name` next to `cvc` or `email`: the person the card or contact belongs to. An address
    // of someone else's (`from_email`, `notify_email` of a template) says nothing of the record.
    // A thing the record names (`size_name` beside `purchased_by`'s email) is not that person.
    if (
      namesTheRecord(last) &&
      !COLLECTIVE_ENTITY.test(last) &&
      // A school or a clinic has a phone and an email too, and is no person ("schools: Harley
      // Halvorson, Arely Bruen", Clever f32).
      !INSTITUTION.test(last) &&
      siblingsNow.some(
        (k) =>
          HOLDER_SIBLING.test(fieldWords(k)) ||
          // A thing the lexicon names (a connector is an integration, a webhook a webhook) is
          // no person for its login or its email.
          (OWN_CONTACT.test(fieldWords(k)) &&
            !MAILED_THING.test(last) &&
            !(lexiconKind(e) && !PERSON_ENTITY.test(last))),
      )
    ) {
      const p = personOf(record);
      return `${p.first} ${p.last}`;
    }
    // Where nothing says what things are called: what it is and its number ("Tariff 3"), never
    // a city it has nothing to do with ("Boston trial") or a codename ("Summit Loadmanagementgroup").
    // A system's own node (it has a port, a host, an AE title) is named for its role: "Backup
    // scp", "Archive box" — an admin's name, never "Scp 10".
    if (
      !lexiconKind(e) &&
      !flavourName(last) &&
      siblingsNow.some((k) => SYSTEM_SIBLING.test(fieldWords(k)))
    )
      // The doc's example shows how its nodes are named ("www.powerdns.com"): that family first.
      return exampleVariant() ?? roleName(e);
    return flavourName(last) ?? recordName(e, record);
  };

  /** Whether a label of `noun` names the record being sampled itself, not a thing it holds. */
  const namesTheRecord = (noun: string): boolean => {
    if (!entityNow) return true;
    const own = fieldWords(singular(entityNow)).split("_").pop() ?? "";
    return own === "" || noun === own || isVagueNoun(own);
  };

  /** Role qualifiers used per noun, so one collection's nodes are told apart. */
  const roleNames = new Map<string, string[]>();
  /** "Main scp", "Backup box", "Archive filter": what an administrator calls a system's node. */
  const roleName = (e: string): string => {
    const noun = humanize(e.split("_").pop() ?? e).toLowerCase() || "node";
    const left = roleNames.get(noun) ?? rng.shuffle([...NODE_ROLES]);
    const q = left.shift();
    roleNames.set(noun, left);
    return q ? `${q} ${noun}` : recordName(e);
  };

  const namer = createRecordNamer(rng, faker, domainText);
  /**
   * A cloud provider's long-running operations, named for what they do to the API's own records
   * ("Create certificate", "Delete trust config"): Certificate Manager's were "List invoices" and
   * Policy Insights' "Refund payment" (fresh61/62). None outside a cloud API, or with no records.
   */
  const ownOperations = (): string[] => {
    if (!environmentWorlds(domainText).has("cloud")) return [];
    const kinds = recordKinds().filter(
      (n) =>
        n.split(" ").length <= 3 &&
        !isJunkNoun(n) &&
        !isActionVerb(n.split(" ")[0] ?? "") &&
        !/^(operation|location|project|region)$/.test(n.split(" ").pop() ?? ""),
    );
    return kinds.flatMap((k) => ["Create", "Update", "Delete"].map((v) => `${v} ${k}`));
  };
  /** Clubs of a sports API, each drawn once while the deck lasts ("Denver Falcons"). */
  let clubs: string[] | undefined;
  const sportsTeam = (): string => {
    clubs ??= TEAM_CITIES.flatMap((c, i) =>
      TEAM_MASCOTS.filter((_, j) => (i + j) % 3 === 0).map((m) => `${c} ${m}`),
    );
    return namer.fromList("sports-team", clubs);
  };
  /**
   * What a record of `e` is called, by what it is: a name from the lexicon for its head noun
   * ("Payments API", "Authorization", "Atorvastatin"), else a qualifier people use to tell such
   * records apart ("Staging server", "Q3 report", "Shared tile"). A noun made of an operation id
   * (`58d8bcb7a9e6240e200cff25`) names nothing and is dropped.
   */
  const recordName = (e: string, record?: Record<string, unknown>): string => {
    // A list field cut to `entrie` / `classe` (its "s" dropped): the noun is `entry` / `class`.
    let noun = e
      .split("_")
      .filter((w) => !isJunkNoun(w))
      .map((w) => w.replace(/^[a-z]+e$/, (x) => singular(`${x}s`)))
      .join("_");
    // An `item` or an `entry` is what its own type says it is (`"type":"episode"`); so is a
    // search's result, which holds no criteria of a saved search: OMDb's `Search` of movies were
    // "High priority" and "Closed last month" (fresh46 blind readers, N).
    const given = noun;
    if (isVagueNoun(noun) || searchResult(noun)) {
      const kind = Object.entries(record ?? {}).find(
        ([k, v]) =>
          /(^|_)(type|kind|category)$/.test(fieldWords(k)) &&
          typeof v === "string" &&
          /^[a-z][a-z ]{2,24}$/i.test(v),
      )?.[1] as string | undefined;
      if (kind && !isVagueNoun(fieldWords(kind))) noun = fieldWords(singular(kind));
      else {
        const named = namer.domainName();
        if (named) return named;
        // The environment's own kind of record that the lexicon names (the airports of an
        // airline's `nearest` list): "Custom nearest" would name nothing.
        const kept = entityNouns.find((n) => !isVagueNoun(n) && lexiconKind(n.replace(/ /g, "_")));
        if (kept) noun = kept.replace(/ /g, "_");
      }
    }
    if (noun !== given) {
      const flavoured = flavourName(noun.split("_").pop() ?? noun);
      if (flavoured) return flavoured;
    }
    const own = lexiconKind(noun) === "operation" ? ownOperations() : [];
    if (own.length > 0) return namer.fromList("own-operation", own);
    // A job of an API about work people do is an occupation: Open Skills' job titles were
    // "send-reminders" and "payout-run" (fresh68 blind readers N).
    if (/(^|_)(job|occupation|position|vacancy)$/.test(noun) && OCCUPATION_DOMAIN.test(domainText))
      return namer.fromList("occupation", OCCUPATIONS);
    // A model of a service that models one thing (equipment, metrics, fraud) is named for it:
    // Lookout for Equipment's models were "spam-filter" and "intent-router" (fresh74 readers N).
    if (lexiconKind(noun) === "ml-model") {
      const own = ownModelNames();
      if (own.length > 0) return namer.fromList("own-model", own);
    }
    const known = namer.lexiconName(noun);
    if (known) return known;
    // The API's own words say what the record is: "Run course offerings and their discussion
    // channels." names an offering from the course kind, not "Main offering".
    const said = compoundOf(noun, domainText);
    const saidName = said ? namer.lexiconName(said) : undefined;
    if (saidName) return saidName;
    // A catch-all qualifier ("Personal distribution", "Secondary state") names nothing: the doc's
    // own example of the name, varied as its kind varies ("Fedora 33" → "Fedora 34"), else no
    // name where the record may go without one.
    if (qualifierClass(noun || "entry") === "default") {
      const varied = exampleVariant();
      if (varied) return varied;
      // The doc's own examples of the name ("Logo design", "Development") before no name at all.
      const shown = reqNow
        ? notShownYet(
            reqNow,
            documentedValues(reqNow.schema, reqNow.field).filter(
              (d): d is string => typeof d === "string" && d.length > 0,
            ),
          )
        : [];
      if (shown.length > 0) return rng.pick(shown);
      const head = noun.split("_").pop() ?? noun;
      if (CALLED_BY_NUMBER.test(head)) return numberedName(head, record);
      // Said by something else: its fields that name it (a label drawn from this name as well).
      // A thing whose noun's pool is of another world still has a name of its own: a cloud
      // resource ("batch-pipeline": Elastic Transcoder's pipelines went nameless), and a notice
      // board once the gallery boards' names ("Travel photos") stopped fitting it — without a
      // name no board could be picked, and the notices fixture had no task (stop 62).
      const renamed = lexiconKind(noun) !== undefined;
      if (
        record &&
        !renamed &&
        (unnamedRecords.has(record) ||
          (reqNow?.record === record && (reqNow.unnamed || reqNow.optional)))
      ) {
        unnamedRecords.add(record);
        return leaveOut();
      }
    }
    return namer.qualifiedName(noun || "entry") ?? ordinalName(noun || "entry");
  };

  /** Records nothing plausible names: they go without a name and without labels made of one. */
  const unnamedRecords = new WeakSet<object>();
  /** "Chapter 3": a thing called by its number, its own (`chapter_number`) where it has one. */
  const numberedName = (head: string, record?: Record<string, unknown>): string => {
    const own = Object.entries(record ?? {}).find(
      ([k, v]) =>
        Number.isInteger(v) &&
        new RegExp(`^(${head}_)?(number|no|num|nr|index|position)$`).test(fieldWords(k)),
    )?.[1];
    return own !== undefined ? `${capitalCase(head)} ${own}` : ordinalName(head);
  };
  /**
   * The doc's examples already given as the own name of a record, per entity and field: an
   * example is one good name, not every record's ("I/o point" on five string tables of opto22's
   * PAC Control, fresh37 readers N). Records of one entity are told apart by name.
   */
  const namesShown = new Map<string, Set<unknown>>();
  const ownNameKey = (req: ValueRequest | undefined): string | undefined => {
    if (!req?.record || !req.entity) return undefined;
    const words = fieldWords(req.name);
    const head = fieldWords(singular(req.entity)).split("_").pop();
    // A key the doc calls unique ("Optional unique identifier for the message") is one record's:
    // its example is given once, not to every message (Svix's eventId, fresh55 readers N).
    return OWN_NAME_FIELD.test(words) ||
      words === `${head}_name` ||
      docSaysUnique(req.name, req.schema as ShapeSchema | undefined)
      ? `${req.entity}\u0000${words}`
      : undefined;
  };
  /** `values` less the doc examples another record of the entity is already called. */
  const notShownYet = <T>(req: ValueRequest | undefined, values: T[]): T[] => {
    const key = ownNameKey(req);
    const shown = key ? namesShown.get(key) : undefined;
    return shown ? values.filter((v) => !shown.has(v)) : values;
  };
  const markShown = (req: ValueRequest, v: unknown): void => {
    const key = ownNameKey(req);
    if (key === undefined || typeof v !== "string") return;
    if (!documentedValues(req.schema, req.field).includes(v)) return;
    const shown = namesShown.get(key) ?? new Set<unknown>();
    shown.add(v);
    namesShown.set(key, shown);
  };
  /** Variants given per example, so a collection's records get different ones. */
  const variantsGiven = new Map<string, number>();
  /** The next unused variant of the doc's examples of the field being sampled (`exampleVariants`). */
  const exampleVariant = (): string | undefined => {
    if (!reqNow) return undefined;
    const shown = documentedValues(reqNow.schema, reqNow.field).filter(
      (d): d is string => typeof d === "string",
    );
    for (const ex of rng.shuffle(shown)) {
      const all = exampleVariants(ex);
      const k = variantsGiven.get(ex) ?? 0;
      if (k >= all.length) continue;
      variantsGiven.set(ex, k + 1);
      return all[k];
    }
    return undefined;
  };

  /** Numbers of the records named by `ordinalName`, per noun; a fresh sampler starts anywhere. */
  const ordinals = new Map<string, number>();
  /** "Condition 4", "Build settings 5": a label that says what the record is and claims no more. */
  const ordinalName = (e: string): string => {
    // A list field cut to `classe` / `immunitie` (its "s" dropped): the noun is `class` / `immunity`.
    const noun = e.replace(/[a-z]+e$/, (w) => singular(`${w}s`));
    const words = humanize(noun).toLowerCase() || "item";
    const n = ordinals.has(words) ? ordinals.get(words)! + 1 : rng.range(1, 12);
    ordinals.set(words, n);
    return `${words.charAt(0).toUpperCase()}${words.slice(1)} ${n}`;
  };

  /** A name in the environment's own domain: a song in a music catalogue, a title in a library. */
  /** A `search` or `query` record beside no criteria is one result of a search, not a saved search. */
  const searchResult = (noun: string): boolean =>
    /(^|_)(search|query)$/.test(noun) && !siblingsNow.some((k) => CRITERIA.test(fieldWords(k)));
  const flavourName = (last: string): string | undefined => {
    // A film or a programme of a screen catalogue is called like one, never "Main movie".
    if (flavour === "screen" && /^(movie|film|series|show|programme|program|episode)$/.test(last))
      return namer.lexiconName("show") ?? rng.pick(SHOWS);
    if (flavour === "music") {
      if (/^(album|disc|release|record|ep|single|collection)$/.test(last))
        return faker.music.album();
      if (
        /^(artist|band|singer|vocalist|voicebank|producer|composer|musician|circle|group)$/.test(
          last,
        )
      )
        return faker.music.artist();
      if (/^(genre|style|tag|category)$/.test(last)) return faker.music.genre();
      // Songs are what a music catalogue lists; a setting or a report is no song, and neither is
      // a place: setlist.fm's countries were "Cry Like a Baby" and "Roses Are Red" (fresh49
      // blind readers N), its venues' cities "Sweet Caroline".
      if (
        /^(setting|settings|report|folder|user|preference|permission|group|role|config)$/.test(
          last,
        ) ||
        PLACE_NOUN.test(last)
      )
        return undefined;
      return faker.music.songName();
    }
    // A library's books, titles and loans are named like books; its keys, banks and countries are
    // not ("a key called The Adventures of Huckleberry Finn" in meilisearch's `books` index, f33).
    if (flavour === "books" && BOOKISH.test(last)) return faker.book.title();
    return undefined;
  };

  /**
   * A category or tag word of the environment: a genre where it lists songs, books or programmes;
   * shop categories where things are sold; a help desk's tags where records are tickets or tasks;
   * else one of the kinds of record it keeps ("bike point", "car park") or a noun of its doc — a
   * noun of the domain by construction, where a word of the doc's prose may be a verb or an
   * adverb ("bring", "highly", "together") and a help desk's tag belongs to another domain
   * ("urgent" as a Channel 4 category, fresh13 readers N). A tag (`tagging`) says what a record
   * is about: a noun of the doc that is no kind of record the API keeps, else a topic — never
   * "form", "event type" or "user" on a contribution (fresh14 readers N).
   */
  const categoryWord = (entity?: string, tagging = false): string => {
    if (flavour === "music") return faker.music.genre();
    if (flavour === "books") return faker.book.genre();
    if (flavour === "screen") return rng.pick(SCREEN_GENRES);
    if (flavour === "games") return rng.pick(tagging ? GAME_TAGS : GAME_GENRES);
    if (shop) return rng.pick(catalogue.categories);
    if (ticketish) return rng.pick(TAGS);
    if (tagging) {
      const kept = new Set(
        [
          ...entityNouns,
          ...(options.kept ?? []).map((e) => fieldWords(e).replace(/_/g, " ")),
        ].flatMap((n) => [n, n.split(" ").pop() ?? n]),
      );
      if (REACTION_MEDIA.test(`${domainText} ${entity ?? ""}`)) return rng.pick(REACTION_TERMS);
      const topics = ownNouns.filter((n) => !kept.has(n));
      if (topics.length > 0) return rng.pick(topics);
      // Stories, photos and posts are filed by topic; anything else by where it stands.
      if (CONTENT_WORDS.test(`${domainText} ${entity ?? ""}`))
        return namer.lexiconName("topic") ?? rng.pick(proseNouns());
      return namer.fromList("record-tag", RECORD_TAGS);
    }
    const own = entity ? fieldWords(singular(entity)).replace(/_/g, " ") : "";
    const kinds = recordKinds().filter(
      (n) => n !== own && !/^(categor|type|kind|tag|label)/.test(n),
    );
    if (kinds.length > 0) return rng.pick(kinds);
    if (ownNouns.length > 0) return rng.pick(ownNouns);
    return rng.pick(proseNouns());
  };

  /**
   * A category where nothing says what the categories are. The field's own words first (a
   * `sex_filter` or `image_type` has its rule there); a bare `category` that may be left out is
   * (a word of the doc's prose or a code claims a vocabulary the API never had); one the record
   * must have is a kind of record of the environment.
   */
  const categoryOf = (req: ValueRequest, words: string): unknown => {
    if (!/^(categor(y|ie|ies)|category_name|classification)$/.test(words)) return neutral(req);
    if (req.optional) return leaveOut();
    return categoryWord(req.entity);
  };

  /** One dictionary word per record: its headword, class, IPA and example agree. */
  const lexemes = new WeakMap<object, (typeof LEXICON)[number]>();
  const lexemeOf = (record?: Record<string, unknown>) => {
    const key = record ?? looseFallback;
    let l = record ? lexemes.get(key) : undefined;
    const named = Object.values(record ?? {}).find(
      (v) => typeof v === "string" && LEXICON.some((x) => x.word === v),
    );
    // The record's headword decides, also when it was drawn again (two entries of one
    // dictionary are different words): its class and IPA follow it.
    if (!l || (named !== undefined && l.word !== named)) {
      l = LEXICON.find((x) => x.word === named) ?? rng.pick(LEXICON);
      if (record) lexemes.set(key, l);
    }
    return l;
  };

  /** A file a person would upload for this field or record: the extension follows what it holds. */
  const fileFor = (req: ValueRequest): string => {
    // The field's own words say what the file holds (`thumbnailfile`, `videofile`, glued or not);
    // the record and the description only when they do not (a playlist's thumbnail is no list).
    // Words are matched from their start: `videofile` is a video, an `invoice` holds no voice.
    const extOf = (ctx: string): string | undefined => {
      const has = (re: string) => new RegExp(`(^|[_ ])(${re})`).test(ctx);
      // A source map and the minified script it maps: `app.min.js.map`, `app.min.js` — never a
      // PDF (elmah.io's source maps were "purchase-order-118.pdf", fresh54 dev).
      if (has("source_?map|sourcemap")) return "map";
      if (has("(minified_)?java_?script|js($|[_ ])|script_file|bundle")) return "js";
      if (has("video|movie|clip|recording")) return "mp4";
      if (has("torrent")) return "torrent";
      if (has("caption|subtitle")) return "vtt";
      if (has("audio|sound|voice|pronunciation|podcast")) return "mp3";
      if (has("image|photo|picture|plate|thumbnail|preview|avatar|banner|poster|cover|logo|icon"))
        return "jpg";
      if (has("dictionar|glossar|csv|spreadsheet|list($|[_ ])")) return "csv";
      if (has("(doc|docx|word)($|[_ ])")) return "docx";
      return undefined;
    };
    // The formats the doc says it takes ("Supported file types are: JPEG and PNG") decide first.
    // "The source map file. Only files with an extension of .map and content type of
    // application/json": the field's own kind before a content type the doc names beside it.
    const own = extOf(fieldWords(req.name).toLowerCase());
    const named = formatsNamed(String(req.schema?.description ?? ""));
    const ext =
      (own === "map" || own === "js" ? own : undefined) ??
      (named.length > 0 ? rng.pick(named).ext : undefined) ??
      extOf(fieldWords(req.name).toLowerCase()) ??
      extOf(
        `${fieldWords(req.entity ?? "")} ${String(req.schema?.description ?? "")}`.toLowerCase(),
      ) ??
      // An unpacker or a malware scanner is given programs: restful4up unpacked
      // "annual-report-2025.pdf" (fresh49 blind readers N on 3 of 60).
      (EXECUTABLES.test(domainText) ? "exe" : "pdf");
    // Dealt, not drawn: every attachment of a list was "invoice-2041.pdf" (fresh49 blind readers N).
    return `${namer.fromList(`file:${ext}`, stemsFor(ext))}.${ext}`;
  };

  /** A MIME type that fits the record's file (its name's extension) or the doc's named formats. */
  const mimeFor = (req: ValueRequest): string => {
    const files = Object.values(req.record ?? {}).filter((v): v is string => typeof v === "string");
    for (const f of files) {
      const ext = /\.([a-z0-9]{2,4})$/i.exec(f)?.[1]?.toLowerCase();
      const hit = FILE_FORMATS.find((x) => x.ext === ext || (ext === "jpeg" && x.ext === "jpg"));
      if (hit) return hit.mime;
    }
    const named = formatsNamed(String(req.schema?.description ?? ""));
    if (named.length > 0) return rng.pick(named).mime;
    // What the record measures says what it holds: a duration is a video's or a recording's, a
    // height an image's — a "Brand film" of application/pdf 42.5 high and 60 long is neither
    // (ContentGroove's media, fresh49 blind readers N).
    const sides = (req.siblings ?? []).map((k) => fieldWords(k));
    const timed = sides.some((k) => /(^|_)(duration|length_seconds|runtime)$/.test(k));
    const framed = sides.some((k) => /(^|_)(height|width|resolution)$/.test(k));
    const shown = documentedValues(req.schema, req.field).filter(
      (d): d is string => typeof d === "string" && /^[a-z]+\/[\w.+-]+$/.test(d),
    );
    if (timed || framed) {
      const fits = shown.filter((d) => (timed ? /^(video|audio)\//.test(d) : /^image\//.test(d)));
      if (fits.length > 0) return rng.pick(fits);
      if (timed && framed) return rng.pick(["video/mp4", "video/quicktime", "video/webm"]);
      if (timed) return rng.pick(["audio/mpeg", "audio/wav", "video/mp4"]);
      return rng.pick(["image/png", "image/jpeg", "image/webp"]);
    }
    if (shown.length > 0) return rng.pick(shown);
    return rng.pick(["application/pdf", "image/png", "image/jpeg", "text/csv"]);
  };

  /** Base64 of what the bytes plausibly are: an image's header, else a line of text. */
  const base64For = (req: ValueRequest): string => {
    const ctx = `${fieldWords(req.name)} ${String(req.schema?.description ?? "")}`.toLowerCase();
    if (/image|photo|picture|jpe?g|png|plate/.test(ctx))
      return rng.pick([
        "/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAYEBQYFBAYGBQYHBwYIChAKCgkJChQODwwQFxQYGBcUFhYaHSUfGhsjHBYWICwgIyYnKSopGR8tMC0oMCUoKSj/2wBDAQcHBwoIChMKChMoGhYaKCgoKCgo",
        "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAACXBIWXMAAA7EAAAOxAGVKw4bAAAA",
      ]);
    const text = `${rng.pick(["name,quantity", "term,replacement", "date,amount"])}\n${rng.pick(["harbour,3", "utilise,use", "2026-01-05,42.50"])}\n`;
    return base64Of(text);
  };

  /** A signed JSON Web Token (RFC 7519) issued now by the API's side: header, claims, signature. */
  const jwtFor = (req: ValueRequest): string => {
    const header = {
      alg: rng.pick(["RS256", "ES256", "PS256"]),
      typ: "JWT",
      kid: faker.string.alphanumeric(8),
    };
    const host = slug(req.entity ?? "api") || "api";
    const iat = Math.floor(start / 1000) - rng.range(0, 3600);
    const claims = {
      iss: `https://auth.${host}.example.com`,
      sub: faker.string.uuid(),
      iat,
      exp: iat + 3600,
      jti: faker.string.alphanumeric(16),
    };
    const signature = faker.string.alphanumeric(43);
    return `${base64Of(JSON.stringify(header), true)}.${base64Of(JSON.stringify(claims), true)}.${signature}`;
  };

  const money = (kind: string, integer: boolean): number => {
    const ranges: Record<string, [number, number]> = {
      salary: [38_000, 165_000],
      fare: [59, 890],
      fee: [3, 45],
      balance: [0, 4_800],
      total: [20, 600],
    };
    const [lo, hi] = ranges[kind] ?? catalogue.price;
    if (kind === "salary") return Math.round(rng.range(lo, hi) / 500) * 500;
    return roundPrice(lo + rng.next() * (hi - lo), integer);
  };

  const textFor = (purpose: string, req: ValueRequest): string => {
    if (purpose === "search-query") return searchWord();
    // A shop's item has a blurb; a video service's `item` is no product ("Item 6, ships in two
    // days.") — its description is the one any record gets.
    if (
      purpose === "product-description" &&
      !shop &&
      !/product|merchandise|sku|good/.test(fieldWords(req.entity ?? ""))
    )
      return textFor("description", req);
    if (purpose === "product-description") {
      const name = Object.entries(req.record ?? {}).find(
        ([k, v]) => /^(name|title)$/.test(k) && typeof v === "string",
      )?.[1] as string | undefined;
      // Drawn before the name, it is about the name the record will get ("Our best-selling Gel
      // Pens" over "Flex transport person" was two products in one record, fresh41 ecotaco).
      const own = name ?? ownName(req);
      if (!own) omitted = false;
      return rng.pick(catalogue.blurbs).replace("{name}", own || productName());
    }
    const key = fieldWords(req.name);
    // A music catalogue's texts are about music; an "on" label reads "On".
    if (flavour === "music" && /^(description|comment|note|message|review)$/.test(purpose)) {
      const noun = fieldWords(singular(req.entity ?? "song"))
        .split("_")
        .pop()!;
      return purpose === "description" && DESCRIPTION_KEY.test(key)
        ? `${capitalCase(faker.music.genre())} ${noun} from ${addressOf(req.record).place.city}.`
        : rng.pick(TEXTS["music-comment"] as string[]);
    }
    if (/^(on|off)_(text|label)$/.test(key)) return key.startsWith("on") ? "On" : "Off";
    // `invoice_text`: the text of an invoice line names what it is for, not "Test information".
    const head = /^([a-z]+)_(text|content|body)$/.exec(key)?.[1];
    // `locationText` "The geo location of the user in clear text" is a place, said: "Seattle,
    // United States" — never "Location for Betsy Prosacco" (fresh49 blind readers N).
    // A spoiler or content warning names what the post is about, never "Spoiler for <person>"
    // (Mastodon's statuses, fresh49 dev).
    if (head && /^(spoiler|warning|cw)$/.test(head))
      return rng.pick([
        "Spoilers for the finale",
        "Election talk",
        "Food, eating",
        "Long thread",
        "Book spoilers",
        "Medical news",
      ]);
    if (head && /^(location|place|position|geo|whereabouts|area)$/.test(head)) {
      const at = addressOf(req.record);
      return `${at.place.city}, ${at.country.name}`;
    }
    if (purpose === "description" && head && !/^(html|plain|rich|full|raw|body)$/.test(head)) {
      // A `custom_body` nothing describes is no invoice line: "Custom for Create order" is filler.
      if (guessOnly(req)) return leaveOut();
      return `${capitalCase(head)} for ${label(req.entity ?? "order", req.record)}`;
    }
    if (/(^|_)orbiting_body$/.test(key))
      return rng.pick(["Earth", "Earth", "Mars", "Venus", "Juptr"]);
    if (purpose === "description" || purpose === "note") {
      const entityWords = fieldWords(singular(req.entity ?? ""));
      const noun = entityWords.split("_").pop() || "record";
      // A review's text is what its writer thought of the thing: "Review for the December
      // review." said nothing (OpenChannel's app reviews, fresh35 dev); an app's is not a shoe's.
      if (purpose === "description" && /(^|_)(review|feedback|testimonial)$/.test(entityWords))
        return rng.pick(
          TEXTS[
            SOFTWARE_DOMAIN.test(domainText) || APP_STORE.test(domainText) ? "app-review" : "review"
          ] as string[],
        );
      // The office pools speak of an operations team, a Denver office, a loading dock: only a
      // record an organisation keeps about its systems, places, people or errands fits them.
      // Anything else gets a line that claims nothing ("No brief summary provided.").
      if (!OFFICE_RECORD.test(entityWords)) return unwritten(req, noun);
      if (purpose === "description" && !DESCRIPTION_KEY.test(key)) return unwritten(req, noun);
      if (purpose === "note") return rng.pick(shop ? (TEXTS.note as string[]) : NOTES);
      // A description says what this record is for, which only the doc knows: its own example
      // of one, else nothing. A stock line ("Backup request, kept for failover.", "Primary
      // request for the Portland region.") claims a purpose no reader of an OBS request believes.
      const shown = documentedValues(req.schema, req.field).filter(
        (d): d is string => typeof d === "string" && d.trim() !== "" && !namesSomething(d),
      );
      return shown.length > 0 ? rng.pick(shown) : unwritten(req, noun);
    }
    // A message a cloud provider's API keeps on one of its records (a memcached instance's
    // `instanceMessages`) is the provider's notice about that record: "Dinner is ready!" there
    // was nonsense (fresh65 blind readers N). A chat's or a queue's messages stay people's.
    if (purpose === "message" && req.entity && !MESSAGE_TEXT_KEY.test(key)) {
      const owner = /^(.+?)_(message|notification|notice|announcement)$/.exec(
        fieldWords(singular(req.entity)),
      )?.[1];
      if (owner && !CHAT_OWNER.test(owner) && environmentWorlds(domainText).has("cloud")) {
        const noun = humanize(owner.split("_").pop() ?? owner).toLowerCase();
        // Beside a code that says what happened (ZONE_DISTRIBUTION_UNBALANCED) it says that.
        const code = Object.entries(req.record ?? {}).find(
          ([k, v]) =>
            /^(code|reason|type|kind)$/.test(fieldWords(k)) &&
            typeof v === "string" &&
            /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/.test(v) &&
            !/(^|_)(UNSPECIFIED|UNKNOWN|UNSET|NONE|OTHER)$/.test(v),
        )?.[1] as string | undefined;
        if (code) {
          const said = code.toLowerCase().replace(/_/g, " ");
          return `${said.charAt(0).toUpperCase()}${said.slice(1)} on this ${noun}.`;
        }
        return rng.pick(TEXTS["record-notice"] as string[]).replace("{record}", noun);
      }
    }
    // A person's message where people send them (a chat, a speaker); elsewhere `message` is the
    // system's answer next to a code or a severity, and "Dinner is ready!" would be nonsense there.
    if (
      purpose === "message" &&
      req.entity &&
      !MESSAGE_RECORD.test(fieldWords(singular(req.entity))) &&
      !MESSAGE_TEXT_KEY.test(key)
    )
      return statusLine(key);
    // A comment says what its record is: a support remark on a ticket, terms on an invoice or a
    // product, a viewer's line under a video — "Escalated to the network team." fits only the first.
    if (purpose === "comment") {
      const what = fieldWords(singular(req.entity ?? ""));
      // A ticket's comment record (`comments` of a help desk) is the desk's remark as well.
      if (
        SUPPORT_RECORD.test(what) ||
        (/(^|_)(comment|reply|note|update)$/.test(what) && HELPDESK_DOMAIN.test(domainText))
      )
        return rng.pick(TEXTS.comment as string[]);
      if (COMMERCE_RECORD.test(what)) return rng.pick(TEXTS["business-comment"] as string[]);
      if (SOCIAL_RECORD.test(what)) return rng.pick(TEXTS["social-comment"] as string[]);
      if (shop) return rng.pick(TEXTS["business-comment"] as string[]);
      return unwritten(req, what.split("_").pop() || "record");
    }
    if (purpose === "event-title" && flavour === "music") return label("event", req.record);
    if (purpose === "synopsis") return rng.pick(SYNOPSES);
    if (purpose === "usage-example") return lexemeOf(req.record).example;
    if (purpose === "question")
      return rng.pick(
        (environmentWorlds(domainText).has("health")
          ? TEXTS["health-question"]
          : TEXTS.question) as string[],
      );
    if (purpose === "error") return errorText();
    if (purpose === "html") return `<p>${rng.pick(TEXTS.message as string[])}</p>`;
    if (purpose === "expense-description") {
      const category = [req.given?.category, req.record?.category].find(
        (c): c is string => typeof c === "string",
      );
      const fitting = category ? EXPENSE_BY_CATEGORY[category.toLowerCase()] : undefined;
      if (fitting && fitting.length > 0) return rng.pick(fitting);
    }
    const pool = TEXTS[purpose] ?? TEXTS.description ?? [];
    return rng.pick(pool);
  };

  /**
   * Free text no pool was written for (a trial's summary, an image's description): left out when
   * the field may be; else a line a person writes about any record — what it is and when — never
   * a placeholder ("No description provided.").
   */
  const unwritten = (req: ValueRequest, noun: string): string => {
    if (req.optional) return leaveOut();
    // A message or a profile's "about" has its pool: WhatsApp's message body read "Message added
    // on January 3." and its profile's about "About added on November 9." (fresh44 dev).
    const head = fieldWords(noun).split("_").pop() ?? "";
    if (/^(message|sms|chat|text|whatsapp)$/.test(head)) return rng.pick(TEXTS.message as string[]);
    if (/^(about|bio|biography|tagline)$/.test(head)) return rng.pick(TEXTS.bio as string[]);
    const what = capitalCase(humanize(noun).toLowerCase() || "record");
    const lower = what.toLowerCase();
    const day = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(start - rng.range(1, 60) * DAY));
    const month = day.split(" ")[0]!;
    const texts = [
      `${what} from ${day}.`,
      `${what} for the ${month} review.`,
      `Updated ${lower}, ${day}.`,
      `${what} added on ${day}.`,
    ];
    const drawn = rng.pick(texts);
    // The day a text states is the record's own when it has one, and none when it has not:
    // "Snapshot added on November 27." on a snapshot dated Jan 2 (fresh67 blind readers N).
    const made = req.record ? stampOf(req.record, RECORD_DAY_STAMP, true)?.[1] : undefined;
    if (made === undefined)
      return drawn === texts[1]
        ? `${what} for the quarterly review.`
        : `${what} kept for reference.`;
    const own = new Intl.DateTimeFormat("en-US", {
      month: "long",
      day: "numeric",
      timeZone: "UTC",
    }).format(new Date(made));
    return drawn.split(day).join(own).split(month).join(own.split(" ")[0]!);
  };

  /**
   * An error message of this environment: a payment's validation message in a shop or a bank, a
   * service's failure in a cloud or software API (its jobs fail for want of input or access).
   */
  const errorText = (): string => {
    const worlds = environmentWorlds(domainText);
    const service =
      !shop &&
      !worlds.has("commerce") &&
      !worlds.has("finance") &&
      (worlds.has("cloud") || worlds.has("software"));
    return service
      ? rng.pick([...SERVICE_ERROR_TEXTS.client, ...SERVICE_ERROR_TEXTS.server])
      : rng.pick(ERROR_TEXTS);
  };

  /**
   * A system's status line for `<what>_message` (`last_refresh_message`): "Last refresh: OK", an
   * error text where the words say something failed.
   */
  const statusLine = (key: string, desc = ""): string => {
    const what = humanize(key.replace(/(^|_)message$/, "")).trim();
    if (/error|fail|warning|problem|fault/i.test(what)) return errorText();
    // A person's status message is what they tell others ("In a meeting"), never "Status: OK":
    // circuitsandbox's presences (fresh49 blind readers N).
    if (
      /^(status|custom_status|presence|mood|away|availability)$/.test(fieldWords(what)) &&
      (/\b(user|display|shown|presence|profile|instead|custom|away|available)\b/i.test(desc) ||
        PRESENCE_ENTITY.test(entityNow ?? "") ||
        isProfile(siblingsNow))
    )
      return rng.pick(PRESENCE_STATUSES);
    return what ? `${what.charAt(0).toUpperCase()}${what.slice(1)}: OK` : "OK";
  };

  /**
   * The record's place, in the United States where the doc speaks of ZIP codes or two-letter
   * state abbreviations (a charity search by "CA 92123" finds no London charity).
   */
  const placeOf = (req: ValueRequest): Address => {
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    const us =
      /\bzip ?codes?\b|\bzipcode\b|\bstate abbreviation\b|\btwo[- ]letter state\b|\bUS state\b/i.test(
        desc,
      ) || [req.name, ...(req.siblings ?? [])].some((k) => /^zip(_?code)?$/.test(fieldWords(k)));
    return addressOf(req.record, us ? "US" : undefined);
  };

  /** The IANA zone a record is in: one it already names, else its place's. */
  const zoneOf = (rec?: Record<string, unknown>): string => {
    const named = Object.values(rec ?? {}).find(
      (v) =>
        typeof v === "string" &&
        /^(America|Europe|Asia|Australia|Africa|Pacific|Atlantic)\/[A-Za-z_]+$/.test(v),
    ) as string | undefined;
    if (named) return named;
    const a = addressOf(rec);
    return a.place.tz ?? a.country.tz;
  };

  /** The semantic value for a kind, or undefined when the kind needs the generic path. */
  const byKind = (kind: string, req: ValueRequest, integer: boolean): unknown => {
    const rec = req.record;
    const words = fieldWords(req.name);
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    const maxLen = typeof req.schema?.maxLength === "number" ? req.schema.maxLength : undefined;
    // A task with inputs, outputs and a progress is a machine's job, not "Call the plumber".
    if (kind === "text:task-title" && (req.siblings ?? []).some((k) => JOB_SIBLING.test(k)))
      return recordName(fieldWords(singular(req.entity ?? "task")));
    // An event with no time or place is a tracked action (analytics), not "Dentist appointment".
    // …and a calendar's own name is what it holds ("Work", "Family"), not one of its events.
    if (
      kind === "text:event-title" &&
      (!isCalendarRecord(req.siblings) ||
        /(^|_)calendar$/.test(fieldWords(singular(req.entity ?? ""))))
    )
      return recordName(fieldWords(singular(req.entity ?? "event")));
    if (kind.startsWith("text:")) return textFor(kind.slice(5), req);
    switch (kind) {
      case "arn":
        return arnFor(req, words);
      case "azure-resource-id": {
        // One subscription and resource group hold what an environment's records point at.
        azureSubscription ??= faker.string.uuid();
        // The resource the doc says it is ("of the virtual network subnet"), else the service's.
        const [, provider, stem] =
          AZURE_PROVIDERS.slice(0, -1).find(([re]) => re.test(desc)) ??
          AZURE_PROVIDERS.find(([re]) => re.test(domainText)) ??
          AZURE_PROVIDERS[AZURE_PROVIDERS.length - 1]!;
        return `/subscriptions/${azureSubscription}/resourceGroups/rg-${stem}-prod/providers/${provider}/${stem}-${rng.pick(["prod", "west", "east", "edge", "main"])}-${String(rng.range(1, 9)).padStart(2, "0")}`;
      }
      case "resource-name":
        return resourceName(req);
      case "cloud-region":
        // An Azure resource's region is one of Azure's ("East US"), never AWS's "us-east-1" (App
        // Service plans' `geoRegion`, fresh72).
        if (AZURE_TEXT.test(domainText))
          return AZURE_LOCATIONS[rng.next() < 0.85 ? 0 : rng.range(1, AZURE_LOCATIONS.length - 1)];
        return cloudOf(rec).region;
      case "availability-zone":
        return `${cloudOf(rec).region}${rng.pick(["a", "b", "c"])}`;
      case "availability-zone-id":
        return `${cloudOf(rec).zoneId}-az${rng.range(1, 3)}`;
      case "cloud-account":
        return cloudOf(rec).account;
      case "port": {
        // A DICOM node listens on 104 or 11112, a mail server on 25/587: the service decides.
        const ctx = `${fieldWords(req.entity ?? "")} ${desc} ${(req.siblings ?? []).join(" ")} ${domainText}`;
        const service = SERVICE_PORTS.find(([re]) => re.test(ctx.replace(/_/g, " ")));
        return rng.pick(service ? service[1] : [443, 8080, 8443, 80]);
      }
      case "utc-offset": {
        const tz = zoneOf(rec);
        // A daylight-saving offset (worldtimeapi's `dst_offset`) is the hour clocks go forward, or none.
        const minutes = /^(dst|daylight)_/.test(words)
          ? rng.pick([0, 60])
          : (zoneOffsetMinutes(tz, zoneSeasons(tz, new Date(start).getUTCFullYear()).standard) ??
            0);
        if (!integer && req.schema?.type === "string") return offsetText(minutes);
        if (/_(hours)$/.test(words) || (!integer && req.schema?.type === "number"))
          return minutes / 60;
        // worldtimeapi's `raw_offset`: "the difference in seconds between the current local time
        // and the time in UTC" — seconds by the doc, not only by the name.
        if (/_(seconds|secs)$/.test(words) || /\bin seconds\b/i.test(desc)) return minutes * 60;
        return minutes;
      }
      case "zone-abbreviation": {
        // What clocks of the zone show beside the time ("MST", "GMT+1").
        const tz = zoneOf(rec);
        try {
          const part = new Intl.DateTimeFormat("en-US", { timeZone: tz, timeZoneName: "short" })
            .formatToParts(new Date(start))
            .find((p) => p.type === "timeZoneName");
          if (part?.value) return part.value;
        } catch {}
        return "UTC";
      }
      case "zone-name": {
        const tz = zoneOf(rec);
        const seasons = zoneSeasons(tz, new Date(start).getUTCFullYear());
        const std = zoneLabel(tz, seasons.standard, "long");
        if (/daylight/.test(words)) return zoneLabel(tz, seasons.daylight, "long") ?? std;
        if (/^(display|long|generic)/.test(words)) {
          const off = zoneOffsetMinutes(tz, seasons.standard) ?? 0;
          return `(UTC${offsetText(off)}) ${zoneLabel(tz, seasons.standard, "longGeneric") ?? tz}`;
        }
        return std ?? tz;
      }
      case "byte-size": {
        // Megabytes of audio or video, kilobytes to megabytes of an image or a document.
        const ctx = `${words} ${fieldWords(req.entity ?? "")} ${String(req.schema?.description ?? "")}`;
        const [lo, hi] = /video|movie|clip|recording/i.test(ctx)
          ? [20e6, 400e6]
          : /audio|sound|voice|podcast|spot|song|track|episode/i.test(ctx)
            ? [500e3, 9e6]
            : /image|photo|picture|thumbnail|avatar/i.test(ctx)
              ? [60e3, 4e6]
              : [15e3, 3e6];
        return Math.round(lo * (hi / lo) ** rng.next());
      }
      case "pixel-size": {
        // A square code or icon is as high as it is wide.
        const width = rec?.width;
        if (
          /(^|_)height$/.test(words) &&
          typeof width === "number" &&
          /(^|_)(qr|qr_code|barcode|icon|avatar|logo|thumbnail)$/.test(
            fieldWords(singular(req.entity ?? "")),
          )
        )
          return width;
        return /(^|_)(margin|padding|border)$/.test(words)
          ? rng.range(0, 5) * 2
          : rng.pick([128, 150, 200, 250, 256, 300, 400, 500, 600, 800]);
      }
      case "vat-number":
        return `${addressOf(rec).country.code.toUpperCase()}${faker.string.numeric(9)}`;
      case "tax-id":
        return `${rng.range(10, 98)}-${faker.string.numeric(7)}`;
      // Bank details of the record's own country where faker knows its format.
      case "bic":
        return faker.finance.bic({ includeBranchCode: rng.next() < 0.3 });
      case "iban": {
        const code = addressOf(rec).country.code;
        try {
          return faker.finance.iban({ formatted: false, countryCode: code });
        } catch {
          // No IBAN where the record's country has none (the US): a European account.
          return faker.finance.iban({
            formatted: false,
            countryCode: rng.pick(["DE", "FR", "NL", "GB"]),
          });
        }
      }
      case "routing-number":
        return /sort_code/.test(words)
          ? `${faker.string.numeric(2)}-${faker.string.numeric(2)}-${faker.string.numeric(2)}`
          : faker.finance.routingNumber();
      case "bank-account-number":
        return faker.finance.accountNumber(rng.pick([8, 10, 12]));
      case "pem": {
        const what = /private_key/.test(words)
          ? "PRIVATE KEY"
          : /public_key/.test(words)
            ? "PUBLIC KEY"
            : "CERTIFICATE";
        return `-----BEGIN ${what}-----\nMII${faker.string.alphanumeric(61)}\n-----END ${what}-----`;
      }
      case "media-position": {
        // Within the record's own length when it has one.
        const length = Object.entries(rec ?? {}).find(
          ([k, v]) =>
            /^(duration|length)(_seconds|_secs)?$/.test(fieldWords(k)) && typeof v === "number",
        )?.[1] as number | undefined;
        return rng.range(5, Math.max(10, Math.min(length ?? 1800, 7200)));
      }
      case "licence":
        return rng.pick(
          SOFTWARE_DOMAIN.test(domainText)
            ? ["MIT", "Apache-2.0", "GPL-3.0-only", "BSD-3-Clause", "MPL-2.0"]
            : [
                "Attribution",
                "Attribution - Share Alike",
                "Attribution - No Derivatives",
                "Attribution - Non Commercial",
                "Public Domain Dedication",
              ],
        );
      case "privacy":
        return rng.pick(["Public", "Unlisted", "Private"]);
      case "dicom-uid":
        return `1.2.826.0.1.3680043.${rng.range(2, 10)}.${rng.range(100, 9999)}.${rng.range(1, 99999)}.${rng.range(1, 999)}`;
      case "ae-title":
        return `${rng.pick(["PACS", "CT", "MR", "US", "CR", "ARCHIVE", "RIS", "VIEWER"])}_${rng.pick(["MAIN", "01", "02", "EAST", "WEST", "BACKUP"])}`;
      case "role":
        return rng.pick(["admin", "manager", "staff", "viewer", "editor"]);
      case "encoded-content":
        return `https://www.example.com/${rng.pick(["menu", "wifi", "tickets", "contact", "event", "offer", "feedback"])}/${rng.range(100, 999)}`;
      case "chart-config": {
        const months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun"];
        const n = rng.range(3, 6);
        return JSON.stringify({
          type: rng.pick(["bar", "line", "pie", "doughnut"]),
          data: {
            labels: months.slice(0, n),
            datasets: [
              {
                label: rng.pick(["Sales", "Visitors", "Sign-ups", "Orders", "Revenue"]),
                data: Array.from({ length: n }, () => rng.range(5, 120)),
              },
            ],
          },
        });
      }
      case "racecourse":
        return rng.pick(RACECOURSES);
      case "going":
        return rng.pick(GOING);
      case "furlongs":
        return rng.pick([5, 6, 7, 8, 10, 12, 16]) + (rng.next() < 0.3 ? 0.5 : 0);
      case "age-band":
        return rng.pick(AGE_BANDS);
      case "race-class":
        return rng.pick(RACE_CLASSES);
      case "horse":
        return rng.pick(HORSES);
      case "small-count":
        return rng.range(4, 18);
      case "cost-category-name":
        return rng.pick(Object.keys(COST_CATEGORIES));
      case "cost-category-value":
        return rng.pick(COST_CATEGORIES[rng.pick(Object.keys(COST_CATEGORIES))]!);
      case "audio-channels": {
        const r = rng.next();
        return r < 0.65 ? 2 : r < 0.95 ? 1 : 6;
      }
      case "show":
        return rng.pick(SHOWS);
      case "user-email":
      case "group-email": {
        if (kind === "group-email")
          return `${rng
            .pick(TEAMS)
            .toLowerCase()
            .replace(/[^a-z]+/g, "-")}@example.com`;
        const p = personOf(rec);
        return `${`${p.first}.${p.last}`.toLowerCase().replace(/[^a-z0-9.]/g, "")}@example.com`;
      }
      // The county the record's city lies in, never "Sydney Airport" (fresh22 readers N).
      case "county":
        return addressOf(rec).place.county;
      case "sms-keyword":
        return namer.fromList("sms-keyword", SMS_KEYWORDS);
      case "address-line3":
        return rng.pick(["Building 2", "Loading dock B", "Floor 3", "Rear entrance"]);
      case "uuid":
        return faker.string.uuid();
      case "email": {
        // A group's or a team's own address is the group's ("finance@…"), never a member's.
        const own =
          fieldWords(singular(req.entity ?? ""))
            .split("_")
            .pop() ?? "";
        if (COLLECTIVE_ENTITY.test(own) && /^(e_?mail|email_address)$/.test(words)) {
          const named = Object.entries(rec ?? {}).find(
            ([k, v]) => /(^|_)(name|title)$/.test(fieldWords(k)) && typeof v === "string",
          )?.[1] as string | undefined;
          const local = (named ?? namer.fromList("team", TEAMS))
            .toLowerCase()
            .replace(/[^a-z0-9]+/g, "-")
            .replace(/^-|-$/g, "");
          return `${local || "team"}@example.com`;
        }
        const p = personOf(rec);
        const user = `${p.first}.${p.last}`.toLowerCase().replace(/[^a-z0-9.]/g, "");
        return `${user}@example.com`;
      }
      case "url":
        if (REPOSITORY_WORDS.test(words)) return repositoryUrl(req);
        return recordUrl(req, words, desc);
      case "image-url":
        return imageUrl(req);
      case "ipv4":
        return faker.internet.ipv4();
      case "ipv6":
        return faker.internet.ipv6();
      case "mac-address":
        return faker.internet.mac();
      case "sql-statement":
        return rng.pick(SQL_STATEMENTS);
      case "database-name":
        return rng.pick(DATABASE_NAMES);
      case "instance-type": {
        const d = domainText.toLowerCase();
        const pool = /azure/.test(d)
          ? AZURE_VM_SIZES
          : /googleapis|google cloud|gcp/.test(d)
            ? GCP_MACHINE_TYPES
            : /memory-?db|elasticache|rds|database|redis|neptune|docdb|aurora/.test(d)
              ? AWS_DB_NODE_TYPES
              : AWS_INSTANCE_TYPES;
        return rng.pick(pool);
      }
      case "cidr":
        return `10.${rng.range(0, 255)}.${rng.range(0, 255)}.0/${rng.pick([20, 22, 24, 26])}`;
      case "software-release":
        return /\bemr\b|elastic-?map-?reduce/.test(domainText.toLowerCase())
          ? rng.pick(EMR_RELEASE_LABELS)
          : `${rng.range(1, 7)}.${rng.range(0, 20)}.${rng.range(0, 4)}`;
      case "charge-frequency":
        return rng.next() < 0.8 ? "Hourly" : "Monthly";
      case "infra-group-name": {
        const own = /^(name|group_name)$/.test(fieldWords(req.name));
        const noun = fieldWords(own ? singular(req.entity ?? "group") : req.name)
          .split("_")
          .filter((w) => !/^(name|id|group|db|cache)$/.test(w))
          .join("-");
        const short: Record<string, string> = { parameter: "params", subnet: "subnets" };
        return `${rng.pick(["prod", "staging", "dev", "analytics", "default", "payments"])}-${short[noun] ?? `${noun}-group`}`;
      }
      case "object-prefix": {
        // `BinaryPrefixLocation` → "packages/binary/": the field's own words under the record's.
        const own = fieldWords(req.name)
          .split("_")
          .filter((w) => !/^(prefix|location|key|object)$/.test(w));
        const top = slug(
          plural(
            fieldWords(singular(req.entity ?? "object"))
              .split("_")
              .pop() ?? "objects",
          ),
        );
        return `${top}/${own.length > 0 ? `${own.join("-")}/` : ""}`;
      }
      case "hostname": {
        // A company's own domain ("gibson.com"), its hosts named for their job ("pacs.gibson.com"),
        // never faker's word pairs ("arid-cemetery.name").
        const org = (faker.company.name().match(/[A-Za-z]+/)?.[0] ?? "example").toLowerCase();
        const domain = `${org}.${rng.pick(["com", "com", "org", "net", "io"])}`;
        if (/(^|_)domain(_name)?$/.test(words)) return domain;
        const ctx = `${fieldWords(req.entity ?? "")} ${domainText}`.replace(/_/g, " ");
        const dicom = SERVICE_PORTS[0]![0].test(ctx);
        const role = rng.pick(
          dicom
            ? ["pacs", "ris", "archive", "viewer"]
            : ["api", "app", "files", "mail", "gateway", "db"],
        );
        return `${role}${rng.next() < 0.3 ? String(rng.range(1, 4)).padStart(2, "0") : ""}.${domain}`;
      }
      case "size-code": {
        // The tier's letter when the record has one (Standard → S2), a version for Premium's.
        const tier = Object.entries(rec ?? {}).find(
          ([k, v]) =>
            /(^|_)tier$/.test(fieldWords(k)) && typeof v === "string" && /^[A-Za-z]/.test(v),
        )?.[1] as string | undefined;
        const letter = tier ? tier[0]!.toUpperCase() : rng.pick(["B", "S", "P"]);
        return `${letter}${rng.range(1, 3)}${letter === "P" ? rng.pick(["v2", "v3"]) : ""}`;
      }
      case "opening-hours":
        return openingHours(req, words, desc);
      case "period-span": {
        // What the doc says the span is: an ISO 8601 duration, or how often it comes round.
        if (
          /\biso[ -]?8601\b|\bduration\b/i.test(desc) ||
          /^\^?P/.test(String(req.schema?.pattern ?? ""))
        )
          return rng.pick(["P1M", "P30D", "P1Y", "P7D"]);
        const said = /\b(dai|week|month|quarter|year|annual)\w*/i.exec(desc)?.[1]?.toLowerCase();
        const every: Record<string, string> = {
          dai: "daily",
          week: "weekly",
          month: "monthly",
          quarter: "quarterly",
          year: "yearly",
          annual: "yearly",
        };
        return every[said ?? "month"];
      }
      case "sort-key": {
        // A field of the records when the doc names them ("date", "ppm"), else a date or a name.
        const fields = (req.siblings ?? [])
          .map((k) => fieldWords(k))
          .filter(
            (k) =>
              k !== words &&
              /^(date|name|title|created(_at)?|updated(_at)?|price|amount|ppm|rank|score)$/.test(k),
          );
        const f = rng.pick(fields.length > 0 ? fields : ["date", "name", "created"]);
        return rng.next() < 0.4 ? `-${f}` : f;
      }
      case "http-header":
        return rng.pick([
          "Cache-Control: max-age=3600",
          "Content-Disposition: inline",
          "X-Robots-Tag: noindex",
          "Cache-Control: no-cache",
        ]);
      case "bucket":
        return `${(faker.company.name().match(/[A-Za-z]+/)?.[0] ?? "acme").toLowerCase()}-${rng.pick(["screenshots", "uploads", "backups", "assets", "exports", "media"])}`;
      case "password":
        return `${capitalCase(faker.word.noun())}-${rng.range(10, 99)}!${faker.string.alpha(3)}`;
      case "birth-date":
        return birthOf(rec);
      case "birth-day":
        return Number(birthOf(rec).slice(8, 10));
      case "birth-month":
        return Number(birthOf(rec).slice(5, 7));
      case "birth-year":
        return Number(birthOf(rec).slice(0, 4));
      case "flight-number": {
        const a = airlineOf(rec);
        return `${a.iataCode} ${rng.range(11, 2999)}`;
      }
      case "airline":
        return airlineOf(rec).name;
      case "airline-code":
        return airlineOf(rec).iataCode;
      case "airport-code":
        return faker.airline.airport().iataCode;
      case "airport-name":
        return (rec && addressOf(rec).place.airport) ?? faker.airline.airport().name;
      case "seat":
        return faker.airline.seat();
      case "record-locator":
        return faker.airline.recordLocator();
      case "aircraft":
        return faker.airline.airplane().name;
      case "vin":
        return faker.vehicle.vin();
      case "license-plate":
        return faker.vehicle.vrm();
      case "device-make":
        return deviceMakerOf(rec);
      case "device-model":
        return rng.pick(DEVICE_MAKERS[deviceMakerOf(rec)] as string[]);
      case "vehicle-make":
        return makeOf(rec);
      case "vehicle-model":
        return rng.pick(VEHICLES[makeOf(rec)] as string[]);
      case "vehicle-type":
        return rng.pick(["sedan", "hatchback", "SUV", "van", "pickup"]);
      case "first-name":
        return personOf(rec).first;
      case "last-name":
        return personOf(rec).last;
      case "work-title":
        return /(^|_)(journal|periodical)_/.test(words)
          ? `${rng.pick(["Journal of", "Annals of", "Review of", "Studies in"])} ${capitalCase(rng.pick(FIELDS_OF_STUDY))}`
          : faker.book.title();
      case "pronouns":
        return rng.pick(["she/her", "he/him", "they/them", "she/they", "he/they"]);
      case "username": {
        const p = personOf(rec);
        return `${p.first[0] ?? ""}${p.last}`.toLowerCase().replace(/[^a-z0-9]/g, "");
      }
      case "full-name": {
        // A record with a SWIFT code is a bank, not a person: its full name is a bank's.
        // (Its `user` is the login form's field, not a second bank.)
        if (isBankRecord(req.siblings) && /(^|_)(full_?name|name)$/.test(words))
          return namer.lexiconName("bank") ?? label("bank", rec);
        // A gene's full name beside its symbol is the gene's ("tumor protein p53"), no person's:
        // RGD's orthologs were "Jayme Keeling" and "Selmer Fadel" (fresh49 blind readers N).
        if ((req.siblings ?? []).some((k) => GENE_SYMBOL.test(fieldWords(k)))) {
          const symbol = Object.entries(rec ?? {}).find(
            ([k, v]) => GENE_SYMBOL.test(fieldWords(k)) && typeof v === "string",
          )?.[1] as string | undefined;
          return GENE_NAMES[symbol ?? ""] ?? rng.pick(Object.values(GENE_NAMES));
        }
        const p = personOf(rec);
        // "the user name of the moderator": a login, not a display name.
        if (/user ?name|login|handle/i.test(desc))
          return `${p.first[0] ?? ""}${p.last}`.toLowerCase().replace(/[^a-z0-9]/g, "");
        return `${p.first} ${p.last}`;
      }
      case "phone":
        return fill(addressOf(rec).country.phone, rng);
      case "phone-digits": {
        // The doc's example number keeps its country code and length ("447777777777").
        const shown = documentedValues(req.schema, req.field)
          .map((x) => String(x).replace(/\D/g, ""))
          .find((x) => x.length >= 9);
        if (shown)
          return Number(
            shown.slice(0, -8) + String(rng.range(10_000_000, 99_999_999)).padStart(8, "0"),
          );
        return Number(fill(addressOf(rec).country.phone, rng).replace(/\D/g, ""));
      }
      case "sms-sender":
        // A business's sender ID: letters, at most 11 (GSM alphanumeric sender IDs).
        return rng.pick(SMS_SENDER_IDS);
      case "job-title":
        // A blind's integer `position` is no job and keeps its number: its draw stays as it was,
        // so every later value of the environment does too.
        if (/^(integer|number)$/.test(String(typeOf(req.schema, req.field))))
          return faker.person.jobTitle();
        return namer.fromList("occupation", OCCUPATIONS);
      case "department":
        return rng.pick(TEAMS);
      case "sports-team":
        return sportsTeam();
      case "sports-division":
        return rng.pick(SPORTS_DIVISIONS);
      case "sports-position": {
        const sport =
          Object.keys(SPORT_POSITIONS).find((s) =>
            new RegExp(`\\b${s}\\b`, "i").test(domainText),
          ) ?? "football";
        return rng.pick(SPORT_POSITIONS[sport] as string[]);
      }
      case "company":
        return faker.company.name();
      case "country-code":
        // A country's record (`code` "PN") has one country: its `cca2` and VAT country too.
        return countryCodeIn(rec) ?? addressOf(rec).country.code;
      case "country-code-alpha3":
      case "country-code-numeric": {
        // The record's own country: the alpha-2 code it already carries (a countries list's
        // `code`), else the country of its place.
        const two = countryCodeIn(rec) ?? addressOf(rec).country.code;
        const codes = ISO_3166.get(two);
        if (!codes) return leaveOut();
        return kind === "country-code-alpha3" ? codes.alpha3 : codes.numeric;
      }
      case "calling-code":
        // A country no table knows the prefix of goes without one, never "CAL-4487".
        return callingCodeOf(countryCodeIn(rec) ?? addressOf(rec).country.code) ?? leaveOut();
      case "country": {
        const a = addressOf(rec);
        const code = (maxLen !== undefined && maxLen <= 3) || /iso|alpha-?2|code/i.test(desc);
        return code ? a.country.code : a.country.name;
      }
      case "state": {
        const a = placeOf(req);
        return /region|province|county/.test(words) && !/code/.test(words)
          ? a.place.region
          : a.place.state;
      }
      case "city":
        return placeOf(req).place.city;
      case "postal-code": {
        const postal = placeOf(req).postal;
        const numeric = integer || req.schema?.type === "number";
        // A postcode the doc types as a number (PTV's `outlet_postcode`) is the place's digits, or
        // a four-digit code where the place spells letters: it held 58 (fresh72 readers N).
        if (!numeric) return postal;
        return /^\d{4,5}$/.test(postal) ? Number(postal) : rng.range(2000, 7999);
      }
      case "street": {
        // A street's name (`streetname`) is the street without the house number.
        const street = addressOf(rec).street;
        return /street_?name$/.test(words) ? street.replace(/^\d+\w? | \d+\w?$/g, "") : street;
      }
      case "house-number": {
        // The number the record's street address starts or ends with, when it has one.
        const n = /\d+[A-Z]?/.exec(addressOf(rec).street)?.[0] ?? String(rng.range(1, 480));
        return integer ? Number.parseInt(n, 10) : n;
      }
      case "measure-unit": {
        // The unit of the field's own quantity first ("the unit in which the ambient temperature
        // is expressed", `co2EmissionUnit`): in an energy API a temperature is still in degrees.
        const own =
          `${words.replace(/(^|_)(unit|uom|unit_of_measure|measurement_unit)$/, "")} ${desc}`
            .replace(/_/g, " ")
            .toLowerCase();
        if (/\b(currency|cost|costs|price|prices|tariff|fee|fees)\b/.test(own)) return currency;
        if (/\b(temperature|temp|heat|heating|thermal)\b/.test(own)) return rng.pick(["°C", "°F"]);
        if (/\b(co2|co<sub>2<\/sub>|carbon|emission|emissions|emitted)\b/.test(own))
          return rng.pick(["kg", "g", "t"]);
        if (/\bpower\b/.test(own)) return rng.pick(["W", "kW"]);
        if (/\b(energy|electricity|kwh)\b/.test(own)) return rng.pick(["kWh", "Wh"]);
        const ctx = `${desc} ${words} ${domainText}`.toLowerCase();
        if (/energy|power|meter|electric|kwh/.test(ctx)) return rng.pick(["kWh", "Wh", "W"]);
        if (/distance|length|route|mile/.test(ctx)) return rng.pick(["km", "mi", "m"]);
        if (/weight|mass|parcel|shipping/.test(ctx)) return rng.pick(["kg", "lb", "g"]);
        if (/temperature|weather|climate/.test(ctx)) return rng.pick(["°C", "°F"]);
        if (/time|duration/.test(ctx)) return rng.pick(["seconds", "minutes", "hours"]);
        // A shop's item or a product is sold by the piece: a mug is not sold by the kilogram.
        if (shop || /product|item|article|good|merchandise|sku/.test(fieldWords(req.entity ?? "")))
          return rng.pick(["pcs", "pcs", "piece"]);
        return rng.pick(["pcs", "kg", "m"]);
      }
      case "address-line2":
        return rng.pick(["Apt 4B", "Suite 200", "Floor 3", "Unit 12", "Flat 2"]);
      // Coordinates are near the record's city (a few km), never at sea off another continent.
      case "latitude":
        return Math.round((placeOf(req).place.lat + (rng.next() - 0.5) * 0.08) * 1e4) / 1e4;
      case "longitude":
        return Math.round((placeOf(req).place.lng + (rng.next() - 0.5) * 0.08) * 1e4) / 1e4;
      case "timezone":
        return zoneOf(rec);
      case "kms-key-name":
        // Key rings and keys are named by the people who make them ("platform-keys"), in the
        // environment's own project and location.
        return `projects/${cloudSlot("project")}/locations/${cloudSlot("location")}/keyRings/${rng.pick(["platform-keys", "prod-keyring", "data-keys", "shared-keys"])}/cryptoKeys/${rng.pick(["environment-key", "storage-key", "database-key", "workloads-key"])}`;
      case "app-package": {
        // The publisher's reversed domain and the app's word: `com.northwind.devicepolicy`.
        const org = rng.pick(["acme", "northwind", "contoso", "example", "fabrikam", "initech"]);
        const app = rng.pick(["mdm", "devicepolicy", "workprofile", "agent", "companion", "admin"]);
        return `${rng.pick(["com", "com", "org", "io"])}.${org}.${app}`;
      }
      case "status-line":
        // A message the doc says is sentences shown to people to help them ("A message,
        // containing one or two sentences, to help device users get help") is such a sentence.
        if (HELP_MESSAGE.test(desc)) return rng.pick(TEXTS["help-message"] as string[]);
        // `customer_message` is what a customer wrote, not a system's "Customer: OK".
        return PERSON_ENTITY.test(
          words
            .replace(/_message$/, "")
            .split("_")
            .pop() ?? "",
        )
          ? textFor("customer-message", req)
          : statusLine(words, desc);
      case "full-address": {
        // An `address` is a postal one where the record has address parts or the doc says so; in
        // a blockchain API with none of that it is a wallet's (never "242 Queen St W, Toronto").
        const postal =
          (req.siblings ?? []).some((k) => POSTAL_SIBLING.test(k)) || POSTAL_DESC.test(desc);
        // A webhook's address is where it calls: a URL, never "Leopoldstraße 136, Munich" (SIGNL4's
        // `externalAddress`, fresh37 readers N).
        const hook =
          HOOK_ENTITY.test(fieldWords(singular(req.entity ?? ""))) ||
          /(^|_)(external|callback|target|webhook|hook|remote|notify|notification)_address$/.test(
            fieldWords(req.name),
          );
        if (!postal && hook)
          return `https://hooks.example.com/${slug(req.entity ?? "hooks")}/${rng.range(1000, 9999)}`;
        // An address beside a `chain` is one of that chain (ETH's `0x…`), whatever the doc's prose says.
        const chainKey = (req.siblings ?? []).find((k) => /^(chain|blockchain)$/i.test(k));
        if (!postal && chainKey) {
          const chain = typeof rec?.[chainKey] === "string" ? String(rec[chainKey]) : "ETH";
          return (
            chainAddressOf(chain, `${req.name}:${rng.next()}`) ?? faker.finance.ethereumAddress()
          );
        }
        if (!postal && CRYPTO_WORDS.test(`${desc} ${domainText}`))
          return /\b(ethereum|eth|erc-?20)\b/i.test(`${desc} ${domainText}`)
            ? faker.finance.ethereumAddress()
            : faker.finance.bitcoinAddress();
        const a = addressOf(rec);
        return `${a.street}, ${a.place.city} ${a.postal}, ${a.country.name}`;
      }
      case "http-status":
        // What a server answered: mostly OK, sometimes a redirect or a missing page.
        return rng.pick(HTTP_STATUSES);
      case "coordinates": {
        const p = placeOf(req).place;
        const lat = p.lat + (rng.next() - 0.5) * 0.08;
        const lng = p.lng + (rng.next() - 0.5) * 0.08;
        return `${lat.toFixed(4)}, ${lng.toFixed(4)}`;
      }
      case "payment-method-description": {
        const brand = Object.entries(rec ?? {}).find(
          ([k, v]) => /brand|scheme|network|card_?type/i.test(k) && typeof v === "string",
        )?.[1] as string | undefined;
        const name =
          brand === undefined
            ? rng.pick(["Visa", "Mastercard"])
            : NO_VALUE.test(brand)
              ? "Card"
              : capitalCase(brand).replace(/^Master Card$/i, "Mastercard");
        return `${name} ending in ${cardOf(rec).last4}`;
      }
      case "card-last-digits": {
        const d = cardOf(rec).last4;
        return integer || /^(number|integer)$/.test(String(typeOf(req.schema, req.field)))
          ? Number(d)
          : d;
      }
      case "pin": {
        // "must be a 4-digit string", "6-digit PIN": as many digits as the doc says, else four.
        const n = Number(
          /\b(\d)[- ]digits?\b/i.exec(desc)?.[1] ?? (maxLen && maxLen <= 8 ? maxLen : 4),
        );
        const pin = Array.from({ length: n }, (_, i) => String(rng.range(i === 0 ? 1 : 0, 9))).join(
          "",
        );
        return integer || /^(number|integer)$/.test(String(typeOf(req.schema, req.field)))
          ? Number(pin)
          : pin;
      }
      case "smiles":
        return moleculeOf(rec).smiles;
      case "inchi":
        return moleculeOf(rec).inchi;
      case "inchi-key":
        return moleculeOf(rec).inchiKey;
      case "molecular-formula":
        return moleculeOf(rec).formula;
      case "molecular-weight":
        return moleculeOf(rec).weight;
      case "logp":
        return moleculeOf(rec).logp;
      case "jwt-algorithm":
        return rng.pick(JWT_ALGORITHMS);
      case "gene-symbol":
        return rng.pick(GENES);
      case "accession":
        return rng.pick(
          /protein|uniprot|interpro|\bebi\b|chembl|target/i.test(
            `${desc} ${domainText} ${req.entity ?? ""}`,
          )
            ? UNIPROT_ACCESSIONS
            : REFSEQ_ACCESSIONS,
        );
      case "confidence": {
        const max =
          typeof req.schema?.maximum === "number" ? req.schema.maximum : integer ? 100 : 1;
        return integer
          ? rng.range(Math.round(max / 2), max)
          : Math.round((0.5 + rng.next() * 0.49) * max * 100) / 100;
      }
      case "expiry-year":
        return new Date(start).getUTCFullYear() + rng.range(1, 5);
      case "expiry-month":
        return rng.range(1, 12);
      case "card-number":
        return rng.pick(["4242424242424242", "5555555555554444", "378282246310005"]);
      case "cvc":
        return String(rng.range(100, 999));
      case "currency": {
        const known = Object.entries(rec ?? {}).find(([k]) => /country/.test(k));
        const c = known
          ? COUNTRIES.find((x) => x.code === known[1] || x.name === known[1])
          : undefined;
        return c?.currency ?? (rng.next() < 0.85 ? currency : rng.pick(["USD", "EUR", "GBP"]));
      }
      case "sale-price":
      case "money":
        return /price|cost/.test(words) && !/ship|deliver/.test(words)
          ? roundPrice(price(), integer)
          : money("money", integer);
      case "salary":
      case "fare":
      case "fee":
      case "balance":
      case "total":
        return money(kind, integer);
      case "day-count":
        return rng.range(0, 25);
      case "percent-off":
        return rng.pick([5, 10, 15, 20, 25, 30]);
      case "fraction":
        return integer ? rng.range(0, 1) : rng.range(5, 95) / 100;
      case "rating":
        return integer ? rng.range(1, 5) : rng.range(20, 50) / 10;
      case "gpa":
        return integer ? rng.range(2, 4) : rng.range(200, 400) / 100;
      case "age":
        return rng.range(18, 85);
      case "year":
        return rng.range(2005, new Date(start).getUTCFullYear());
      case "calendar-part":
        return calendarPart(words, desc, start);
      case "shoe-size":
        return rng.range(36, 46);
      case "quantity":
        return rng.range(1, 4);
      case "stock":
        return rng.range(0, 40);
      case "percent":
        return rng.range(5, 20) * 5;
      case "temperature":
        return integer ? rng.range(18, 24) : rng.range(180, 240) / 10;
      case "floor":
        return rng.range(0, 3);
      case "duration-minutes": {
        // In the doc's unit ("Duration in seconds": 2700, not 45) and at the scale of its example
        // (a spin's 199 s is no 45-minute slot).
        const example = documentedValues(req.schema, req.field).find(
          (d): d is number => typeof d === "number" && d > 0,
        );
        if (example !== undefined) {
          // At the example's grain: an hour-long show runs 3 h 30 min, not 11302 s.
          const grain = [1800, 900, 300, 60, 30, 15, 5, 1].find((g) => example % g === 0) ?? 1;
          return Math.max(grain, Math.round((example * (0.5 + rng.next())) / grain) * grain);
        }
        const unit = durationUnitMs(req.name, String(req.schema?.description ?? "")) ?? 60_000;
        return Math.max(1, Math.round((rng.pick([15, 30, 45, 60, 90]) * 60_000) / unit));
      }
      case "count":
        return rng.range(0, 25);
      case "datetime":
      case "date": {
        const iso = dateFor(words, kind);
        const t = orderedInstant(words, Date.parse(iso), rec, rng, start);
        // A date the doc types as a 64-bit whole number is an instant in milliseconds (XTRF's
        // `deadline`, `createdOn`, TimeDTO's `value`): "deadline 43" is no date (fresh49 blind
        // readers N on 3 of 60).
        if (integer || schemaTypes(req.schema ?? {}).includes("number")) {
          const unit =
            epochUnit(req.name, { type: "integer", ...req.schema }, desc) ??
            (/^(int64|long)$/.test(String(req.schema?.format ?? "")) ? "ms" : undefined);
          if (unit) return unit === "ms" ? t : Math.floor(t / 1000);
        }
        const at = new Date(t).toISOString().replace(".000Z", "Z");
        return kind === "date" ? at.slice(0, 10) : at;
      }
      case "epoch": {
        const unit =
          req.field?.unit === "s" || req.field?.unit === "ms"
            ? req.field.unit
            : epochUnit(req.name, { type: integer ? "integer" : "number", ...req.schema }, desc);
        if (!unit) return undefined;
        const t = orderedInstant(words, Date.parse(dateFor(words, "datetime")), rec, rng, start);
        return unit === "ms" ? t : Math.floor(t / 1000);
      }
      case "time":
        return `${String(rng.range(6, 21)).padStart(2, "0")}:${rng.pick(["00", "15", "30", "45"])}`;
      case "isbn":
        return faker.commerce.isbn(13);
      case "sku":
        return `${(catalogue.categories[0] ?? "sku").slice(0, 2).toUpperCase()}-${rng.range(10000, 99999)}`;
      case "coupon-code":
        return `${rng.pick(COUPON_WORDS)}${rng.pick([10, 15, 20, 25, 30])}`;
      case "tracking-number": {
        const carrier = String(
          Object.entries(rec ?? {}).find(([k]) => /carrier|courier/.test(k))?.[1] ?? "UPS",
        );
        if (carrier === "UPS")
          return `1Z${faker.string.alphanumeric({ length: 16, casing: "upper" })}`;
        if (carrier === "Royal Mail")
          return `${faker.string.alpha({ length: 2, casing: "upper" })}${faker.string.numeric(9)}GB`;
        return faker.string.numeric(12);
      }
      case "carrier":
        return rng.pick(CARRIERS);
      case "asset-tag":
        return `LT-${rng.range(10000, 99999)}`;
      case "version": {
        // As many parts as the doc's pattern takes: "2.7" under `^([0-9]+)\.([0-9]+)$`, never
        // pattern fill ("39378.3248", Panorama package versions, fresh60).
        const parts = [rng.range(1, 4), rng.range(0, 12), rng.range(0, 9)];
        const forms = [parts.join("."), parts.slice(0, 2).join("."), String(parts[0])];
        return (req.schema && forms.find((f) => fitsScalar(f, req.schema!))) ?? forms[0]!;
      }
      case "language":
        // The language code is analysed or written in is a programming language ("javascript"),
        // not "en": LGTM's analyses in "es" (fresh57 readers, N).
        if (
          CODE_LANGUAGE.test(desc) ||
          (req.siblings ?? []).some((k) => CODE_SIBLING.test(fieldWords(k))) ||
          documentedValues(req.schema, req.field).some(
            (d) => typeof d === "string" && PROGRAMMING_LANGUAGES.includes(d.toLowerCase()),
          )
        )
          return rng.pick(PROGRAMMING_LANGUAGES);
        return /locale/.test(words)
          ? rng.pick(["en-US", "en-GB", "de-DE", "fr-FR"])
          : rng.pick(["en", "de", "fr", "es"]);
      case "color": {
        // A colour the doc gives in hex is a hex value ("… without '#'": none; else with it).
        const pattern = typeof req.schema?.pattern === "string" ? req.schema.pattern : "";
        // The doc's own example or default shows the form ("000000": no '#').
        const shown = [req.schema?.default, ...documentedValues(req.schema, req.field)].find(
          (d): d is string => typeof d === "string" && /^#?[0-9a-f]{6}$/i.test(d),
        );
        // "HTML hexcode colour", "hex value", or an example in hex: every value is in hex.
        const hex =
          /\bhex(adecimal|[ -]?codes?|[ -]?values?)?\b/i.test(desc) ||
          /(^|_)hex(_|$)/.test(words) ||
          shown !== undefined ||
          /\[(0-9a-f|a-f0-9|0-9a-fA-F|a-fA-F0-9|0-9A-F|A-F0-9)\]/.test(pattern);
        if (!hex) return faker.color.human();
        const bare =
          (shown !== undefined && !shown.startsWith("#")) ||
          /without (the |a )?['"‘“]?#|no (leading )?['"‘“]?#|omit(ting)? (the )?['"‘“]?#/i.test(
            desc,
          ) ||
          (pattern !== "" && !pattern.includes("#"));
        const v = faker.color.rgb({ format: "hex", casing: "lower" });
        return bare ? v.replace(/^#/, "") : v;
      }
      case "ordinal": {
        // The place in its sequence: episodes of a series, series of a brand, weeks of a year.
        const own = words.replace(/_(number|no|num|nr)$/, "");
        const top = /episode|track|chapter|verse|scene/.test(own)
          ? 24
          : /week/.test(own)
            ? 52
            : /issue|edition|sequence|seq|revision/.test(own)
              ? 120
              : 8;
        return rng.range(1, top);
      }
      case "security": {
        const sec = securityOf(rec);
        return /cusip/.test(words)
          ? sec.cusip
          : /isin/.test(words)
            ? sec.isin
            : /sedol/.test(words)
              ? sec.sedol
              : sec.symbol;
      }
      case "encoding": {
        const ctx = `${domainText} ${desc} ${req.entity ?? ""}`;
        if (/content_encoding|transfer_encoding/.test(words))
          return rng.pick(["gzip", "br", "identity"]);
        if (/\b(sms|text messages?|messages?|messaging)\b/i.test(ctx))
          return rng.pick(["GSM-7", "GSM-7", "UCS-2"]);
        if (/\b(audio|speech|voice|sound)\b/i.test(ctx))
          return rng.pick(["MP3", "OGG_OPUS", "LINEAR16"]);
        return rng.pick(["UTF-8", "UTF-8", "ISO-8859-1", "US-ASCII"]);
      }
      case "elevation":
        return integer ? rng.range(2, 1800) : rng.range(20, 18_000) / 10;
      case "format-document":
        return formatDocument(req, words, desc);
      case "mime-type":
        return mimeFor(req);
      case "file-name":
        // A file fits what its record holds: a spot's "audio content file" is no `contract-309.csv`.
        return fileFor(req);
      case "tag":
        // A tag is a word of the records' own domain (see `categoryWord`), lower case as tags are.
        // A keyword is what a person searches by.
        if (words === "keyword") return searchWord();
        // A `label` beside the record's own name is how the record is shown (a form field's
        // "Company size"), not a tag: "form" or "politics" would name something else.
        if (
          words === "label" &&
          !/(^|_)(tag|label|keyword|topic)s?$/.test(fieldWords(req.entity ?? "")) &&
          (req.siblings ?? []).some((k) => /^(name|title|key)$/i.test(k))
        )
          return ownName(req);
        return ticketish ? rng.pick(TAGS) : categoryWord(req.entity, true).toLowerCase();
      case "drug":
        return rng.pick(DRUGS);
      case "dose":
        return rng.pick(DOSES);
      case "specialty":
        return rng.pick(SPECIALTIES);
      case "genre":
        if (flavour === "games") return rng.pick(GAME_GENRES);
        // A spin of The Beatles is no "Horror": the genre of a record with an artist, a song or
        // a composer, or of a music API, is a music genre.
        return flavour === "music" ||
          (flavour !== "books" &&
            (req.siblings ?? []).some((k) =>
              /^(artist|song|album|track|composer|conductor|ensemble|label|release)$/i.test(k),
            ))
          ? faker.music.genre()
          : faker.book.genre();
      case "book-author":
        return faker.book.author();
      case "user-agent":
        return faker.internet.userAgent();
      case "publisher":
        return faker.book.publisher();
      case "brand":
        return rng.pick(catalogue.brands);
      case "tld":
        return rng.pick(TOP_LEVEL_DOMAINS);
      case "place":
        // An Azure or AWS resource's `location` is the region it runs in, mostly the account's
        // home one: never "Main Street Cafe" (fresh70 log profiles, "The location is Home"), "the
        // quota in Community Center" (Stream Analytics) or "capabilities in Main Street Cafe"
        // (HDInsight, stop 66).
        if (isCloudProviderText(domainText) && /^(location|region)s?$/.test(words)) {
          if (!AZURE_TEXT.test(domainText)) return cloudOf(rec).region;
          return AZURE_LOCATIONS[rng.next() < 0.85 ? 0 : rng.range(1, AZURE_LOCATIONS.length - 1)];
        }
        return rng.pick(PLACES);
      case "plan":
        return rng.pick(PLANS);
      case "title":
      case "label": {
        // A cloud location's display name is the place its region is in ("Oregon" for
        // `us-west1`), never a city and the word ("Lyon Location", Workload Manager, fresh60).
        if (
          /^location$/.test(fieldWords(singular(req.entity ?? ""))) &&
          /\bcity\b|\bregion\b/i.test(desc)
        ) {
          const region = locationRegionOf(rec?.name);
          return GCP_LOCATION_NAMES[region ?? rng.pick(GCP_LOCATIONS)] ?? "Iowa";
        }
        // `venue_name` names a venue, `default_name` the record itself.
        const head = words.split("_").filter((w) => !/^(name|names|title|label|display)$/.test(w));
        const owner = head.filter((w) => !NAME_MODIFIERS.test(w));
        // `browser_time_zone_name` is a time zone's name: the owner's own kind decides.
        const ownerKind =
          owner.length > 0
            ? kindOf({ name: owner.join("_"), schema: { type: "string" } })
            : undefined;
        // The label of a slide's or a banner's action is what its button says ("Watch now"),
        // not a workflow's verb: BC Gov News slides labelled "abandon" (fresh57 readers, N).
        if (ownerKind === "action")
          return rng.pick(["Read more", "Watch now", "Learn more", "Find out more", "Get started"]);
        if (ownerKind && !/^(label|title|category|status|text:.*)$/.test(ownerKind)) {
          const v = byKind(ownerKind, { ...req, name: owner.join("_") }, false);
          if (typeof v === "string") return v;
        }
        // A plan's or an offer's nickname is what the plan is called ("Hayden" for a save offer
        // was nonsense); a person's or a profile's nickname is a first name.
        const ownerHead =
          fieldWords(singular(req.entity ?? ""))
            .split("_")
            .pop() ?? "";
        if (
          owner.join("_") === "nickname" &&
          ownerHead &&
          !PERSON_ENTITY.test(ownerHead) &&
          !/^(profile|account|user|member|nickname)$/.test(ownerHead) &&
          (lexiconKind(ownerHead) || /^(plan|tier|subscription|membership)$/.test(ownerHead))
        )
          return label(req.entity!, rec);
        if (HEADING_WORDS.test(words)) return headingOf(req);
        // `from_name` beside `from_email`: the name of whoever that address is, a person.
        const role = owner.join("_");
        if (
          role !== "" &&
          (req.siblings ?? []).some((k) =>
            new RegExp(`^${role}_(e_?mail|email_address)$`).test(fieldWords(k)),
          )
        ) {
          const p = personOf(rec);
          return `${p.first} ${p.last}`;
        }
        if (owner.length > 0 && owner.join("_") !== fieldWords(singular(req.entity ?? "")))
          return label(owner.join("_"), rec);
        // "Name of the airport." on a collection named by an operation id or a position
        // (`nearest`): the doc says what the record is; "Main nearest" would name nothing.
        const described = namedNounOf(desc);
        if (described && describedNounFits(described, req.entity)) return label(described, rec);
        if (req.entity) return label(req.entity, rec);
        if (kind === "title")
          return flavourName("title") ?? rng.pick(TEXTS["task-title"] as string[]);
        return shop ? productName() : label("person", rec);
      }
      case "category":
        // Shop categories for what a shop sells; a warning's or a discount's type is its own thing.
        return shop &&
          /categor/.test(words) &&
          /product|item|listing|article|sku|good|merchandise/.test(fieldWords(req.entity ?? ""))
          ? rng.pick(catalogue.categories)
          : categoryOf(req, words);
      case "transport-mode":
        return rng.pick(TRANSPORT_MODES);
      case "object-key": {
        // `imports/2026-01/batch-02.csv`: under the thing the doc says it is the key of ("of the
        // import file"), or the record's own noun, in a month's folder.
        const noun =
          /\bof (?:the |an? )?([a-z]+)/i.exec(desc)?.[1]?.toLowerCase() ??
          fieldWords(singular(req.entity ?? "object")).split("_")[0] ??
          "object";
        const ext = /\bjson\b/i.test(desc)
          ? "json"
          : /\b(zip|archive)\b/i.test(desc)
            ? "zip"
            : "csv";
        const month = new Date(start - rng.range(0, 180) * DAY).toISOString().slice(0, 7);
        return `${plural(noun)}/${month}/${rng.pick(["batch-01", "batch-02", "full", "delta", "daily"])}.${ext}`;
      }
      case "gtin":
        return faker.string.numeric(13);
      case "credential":
        return `${/secret/.test(words) ? "sk" : "pk"}_${faker.string.alphanumeric({ length: 24, casing: "lower" })}`;
      case "base64":
        // A record's row version (Big Red Cloud's `timestamp`, `format: byte`): the eight bytes
        // a database bumps on each write, never a file's base64 (fresh36 dev: "ZGF0ZSxhbW91bnQK…",
        // a CSV, as a purchase's timestamp).
        if (ROW_VERSION_NAME.test(words)) {
          return base64Of(
            String.fromCharCode(...Array.from({ length: 8 }, () => rng.range(0, 127))),
          );
        }
        return base64For(req);
      case "jwt":
        return jwtFor(req);
      case "limit":
        return rng.pick([5, 10, 10, 20, 25, 50]);
      case "offset":
        return 0;
      case "word-class":
        return req.record ? lexemeOf(rec).cls : rng.pick(WORD_CLASSES);
      case "ipa":
        return lexemeOf(rec).ipa;
      case "phonetic-notation":
        return "IPA";
      case "audio-url":
        return `https://audio.example.com/en/${lexemeOf(rec).word}_gb_1.mp3`;
      case "headword":
        return lexemeOf(rec).word;
      case "repo":
        return rng.pick(REPOS);
      case "commit":
        return faker.string.hexadecimal({ length: 12, casing: "lower", prefix: "" });
      case "commit-sha":
        return faker.string.hexadecimal({ length: 40, casing: "lower", prefix: "" });
      case "middle-name": {
        const middle = faker.person.middleName();
        // Many people give only the initial of theirs.
        return /initial/.test(words) || rng.next() < 0.4 ? `${middle.charAt(0)}.` : middle;
      }
      case "channel":
        // A release channel (meshery's `release_channel`) is a track of builds, not a medium.
        if (/release|update|upgrade|build/.test(words))
          return rng.pick(["stable", "beta", "edge", "nightly"]);
        // A broadcaster's channel is a station it airs on ("bbc_one"), not a medium: BBC
        // iPlayer highlights on channel "email" (fresh57 readers, N). The BBC's own where the
        // doc is the BBC's; an identifier is written as one.
        if (BROADCAST.test(domainText) || BROADCAST.test(desc)) {
          const own = /\bbbc\b/i.test(domainText) ? BBC_CHANNELS : TV_CHANNELS;
          const name = rng.pick(own);
          return /\b(id|identifier|key|code)\b/i.test(desc) || own === BBC_CHANNELS
            ? name.toLowerCase().replace(/[^a-z0-9]+/g, "_")
            : name;
        }
        return rng.pick(["web", "email", "api", "mobile"]);
      case "state-list": {
        const states = rng.shuffle(["open", "closed", "draft", "pending"]);
        return states.slice(0, rng.range(1, 2)).join(",");
      }
      case "action":
        return rng.pick(["approve", "close", "reopen", "submit", "abandon"]);
      case "digest": {
        const length = /md5/.test(words)
          ? 32
          : /sha_?256/.test(words)
            ? 64
            : /sha_?512/.test(words)
              ? 128
              : 40;
        return faker.string.hexadecimal({ length, casing: "lower", prefix: "" });
      }
      case "emoji-shortcode":
        return namer.fromList("emoji-shortcode", EMOJI_SHORTCODES);
      case "repo-path":
        {
          // "Relative URL uniquely identifying this API": a path of a URL, after the record's own
          // name ("payments" for Payments API), never a file ("README.md", fresh75 blind readers N).
          const said = `${req.schema?.description ?? ""} ${req.field?.description ?? ""}`;
          if (URL_PATH_DESC.test(said)) {
            const own = ["name", "displayName", "display_name", "title"]
              .map((k) => req.record?.[k])
              .find((v): v is string => typeof v === "string" && /[A-Za-z]/.test(v));
            const words = splitWords(own ?? "")
              .map((w) => w.toLowerCase())
              .filter((w) => !/^(api|apis|service|the)$/.test(w));
            return words.length > 0 ? words.join("-") : rng.pick(URL_PATHS);
          }
        }
        // A page's path beside its URL, title or language is where it sits on a site: HealthCare
        // .gov's pages had "src/app/checkout/cart.ts" and "build.gradle" (fresh54 dev).
        if (
          (req.siblings ?? []).some((k) => PAGE_SIBLING.test(fieldWords(k))) ||
          !SOFTWARE_DOMAIN.test(domainText)
        )
          return namer.fromList("site-path", SITE_PATHS);
        return rng.pick(REPO_PATHS);
      case "file":
        return fileFor(req);
      case "region": {
        const ctx = `${domainText} ${desc}`;
        if (/dialect|english|dictionar|language|spelling/i.test(ctx)) return rng.pick(["gb", "us"]);
        // The part of the world the record's place (its address, its time zone) lies in.
        return WORLD_REGION[addressOf(rec).country.code] ?? "North America";
      }
      case "status":
        return rng.pick(["active", "pending", "completed"]);
      // A part of a record has a state, not a finish: a VAT number or a repository is not "completed".
      case "part-state":
        return rng.pick(["active", "pending", "inactive"]);
      default:
        return undefined;
    }
  };

  /** The last resort, by type: never lorem, never "Name 3". */
  const generic = (req: ValueRequest, type: string | undefined): unknown => {
    const words = fieldWords(req.name);
    const s = req.schema ?? {};
    if (type === "boolean") {
      const p = /active|enabled|available|visible|verified|in_stock|public|open/.test(words)
        ? 0.8
        : // States a record is rarely in: blocked, muted, banned, flagged, failed.
          /deleted|archived|blocked|blocking|disabled|suspended|locked|private|muting|muted|banned|silenced|spam|flagged|failed|requested|system|builtin|built_in|predefined/.test(
              words,
            )
          ? 0.15
          : 0.5;
      return rng.next() < p;
    }
    if (type === "integer" || type === "number") {
      const lo = typeof s.minimum === "number" ? s.minimum : 1;
      // A length of time in whole periods has the span people book: up to 2 years of months.
      const period = /(^|_)(in_)?(months|weeks|days|years)$/.exec(words)?.[3];
      const span = period ? { months: 24, weeks: 12, days: 90, years: 5 }[period] : undefined;
      const hi =
        typeof s.maximum === "number"
          ? s.maximum
          : Math.max(lo + 1, Math.min(lo + 99, span ?? 100));
      const v = lo + rng.next() * (hi - lo);
      // An identifier is a whole number even where the doc types it `number`/`double`
      // (Beanstream's `transId`): "transaction 44.52" names no transaction.
      // So is a number the doc formats as an integer (`"type":"number","format":"int32"`) and a
      // count of things or whole periods (`durationInMonths` 71.2 is no duration anyone sets).
      const whole =
        type === "integer" ||
        /^(int32|int64|integer|long|int)$/.test(String(s.format ?? "")) ||
        /(^|_)(id|no|count|num|number|total|qty|quantity|year|years|months|weeks|days|in_months|in_weeks|in_days|in_years|rank|position|index|page|votes)$/.test(
          words,
        ) ||
        countsWholeThings(words, String(s.description ?? ""));
      return whole ? Math.round(v) : Math.round(v * 100) / 100;
    }
    if (/(^|_)obis(_|$)/.test(words)) return neutral(req);
    const keyed = recordKey(req, words);
    if (keyed !== undefined) return keyed;
    if (/(^|_)(id|key|ref|reference|number|code|no)$/.test(words)) return idLike(words, "");
    // `nameAddition`: words a business adds to its name, which nothing tells; "New dealer" is
    // no such words, so an optional one is left out.
    if (/^name_(addition|suffix|supplement|extension|affix)$/.test(words) && req.optional)
      return leaveOut();
    if (/name$/.test(words))
      return label(words.replace(/_?name$/, "") || req.entity || "item", req.record);
    // `{value, currency}`: an amount of money, as the doc's string.
    if (/(^|_)(value|amount)$/.test(words) && (req.siblings ?? []).some((k) => /currency/i.test(k)))
      return money("money", false).toFixed(2);
    // Product names only where things are sold and the field names one.
    if (shop && /(^|_)(product|item|article|merchandise)$/.test(words)) return productName();
    return neutral(req);
  };

  /** Make `v` satisfy the schema, or produce a value that does. */
  const fitToSchema = (v: unknown, schema: JsonSchema | undefined, req: ValueRequest): unknown => {
    if (!schema || fitsScalar(v, schema)) return v;
    const types = schemaTypes(schema);
    // A value off the doc's list is the listed value it spells ("company" → "Company"), else one
    // of the list: never kept ("Basic" among Company, Partnership, Trust, fresh75 readers N).
    const listed = Array.isArray(schema.enum) ? schema.enum.filter((x) => x !== null) : [];
    if (listed.length > 0) {
      const spelt = listed.find((x) => String(x).toLowerCase() === String(v).toLowerCase());
      return spelt ?? rng.pick(listed);
    }
    // A number where the doc says a string of digits (`format: int64`) is that string.
    if (typeof v === "number" && types.includes("string") && fitsScalar(String(v), schema))
      return String(v);
    // "Primary sandbox" under `^[a-z0-9\-]*$` is `primary-sandbox`: a value that breaks the
    // doc's pattern only in its spelling keeps its words; a random draw ("kdrbq") names nothing.
    if (typeof schema.pattern === "string" && typeof v === "string" && /[A-Za-z]{2}/.test(v)) {
      const bare = v.replace(/[^\p{L}\p{N}\s_-]+/gu, "").trim();
      const words = bare.split(/[\s_-]+/).filter(Boolean);
      // A sentence keeps its spaces or nothing: "descriptiontextofthesandbox" reads as nonsense.
      const joined = words.length <= 4;
      const forms = joined
        ? [
            bare,
            words.join("-").toLowerCase(),
            words.join("_").toLowerCase(),
            words.join("").toLowerCase(),
            words.join("_").toUpperCase(),
            words.join(""),
          ]
        : [bare];
      for (const form of forms) if (form.length > 1 && fitsScalar(form, schema)) return form;
    }
    // Clever's `dob` under `(?:[0-9]{1,2})/([0-9]{1,2})/([0-9]{4})`: a pattern that spells a date
    // gets a real date in its spelling, never a random draw ("born 25/7/0724", fresh32 readers N).
    // Digits alone spell a date only where the name says it is one: SCIM's group key under
    // `^[1-9][0-9]{5,8}$` is a number, not "20251216" (fresh55 blind readers N).
    const spelt =
      typeof schema.pattern === "string"
        ? dateSpellings("2001-02-13").filter((f) => fitsScalar(f, schema))
        : [];
    // A pattern that only says how a value starts (`^[0-9a-b]+`, Migration Hub's server ids) fits
    // a date and its bare digits alike: it spells no date (the ids were "2025-12-07", fresh72 N).
    if (
      spelt.some((f) => /\D/.test(f) && !fitsScalar(f.replace(/\D/g, ""), schema)) ||
      (spelt.length > 0 && /(^|_)(date|day|dob|birth|born|on)(_|$)/.test(fieldWords(req.name)))
    ) {
      const iso =
        typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v)
          ? v
          : dateFor(fieldWords(req.name), "date");
      const spelt = dateSpellings(iso).find((f) => fitsScalar(f, schema));
      if (spelt !== undefined) return spelt;
    }
    if (typeof schema.pattern === "string") {
      // A pattern that spells two numbers joined by "x" (`^\\d{1,5}x\\d{1,5}$`) holds a size in
      // pixels: a common one, never "0988x86761" (fresh63 readers N).
      const sizes = SCREEN_SIZES.filter((x) => fitsScalar(x, schema));
      if (sizes.length > 0 && !fitsScalar("12x34x56", schema)) return rng.pick(sizes);
      // An ARN's pattern is met by a well-formed ARN, never a fill of its runs ("arn:aws:sns:6pes:").
      if (/^(\(\^\$\)\|\()?\^?arn:/.test(schema.pattern)) {
        const arn = arnFor({ ...req, schema }, fieldWords(req.name));
        if (fitsScalar(arn, schema)) return arn;
      }
      const p = samplePattern(schema.pattern, rng);
      if (p !== undefined && fitsScalar(p, schema)) return p;
    }
    if (typeof v === "number") {
      let n = v;
      if (types.includes("integer")) n = Math.round(n);
      if (typeof schema.minimum === "number" && n < schema.minimum) n = schema.minimum;
      if (typeof schema.maximum === "number" && n > schema.maximum) n = schema.maximum;
      if (typeof schema.exclusiveMinimum === "number" && n <= schema.exclusiveMinimum)
        n = schema.exclusiveMinimum + (types.includes("integer") ? 1 : 0.01);
      if (typeof schema.exclusiveMaximum === "number" && n >= schema.exclusiveMaximum)
        n = schema.exclusiveMaximum - (types.includes("integer") ? 1 : 0.01);
      if (fitsScalar(n, schema)) return n;
    }
    if (typeof v === "string" && (types.length === 0 || types.includes("string"))) {
      let s = v;
      if (typeof schema.maxLength === "number" && s.length > schema.maxLength)
        s = s.slice(0, schema.maxLength).trimEnd();
      if (typeof schema.minLength === "number") while (s.length < schema.minLength) s += ` ${v}`;
      if (typeof schema.maxLength === "number") s = s.slice(0, schema.maxLength);
      if (fitsScalar(s, schema)) return s;
    }
    const t = types.find((x) => x !== "null");
    if (t && !matchesType(v, t)) {
      const g = generic(req, t);
      if (fitsScalar(g, schema)) return g;
      if (typeof g === "number") return fitToSchema(g, schema, { ...req, name: "" });
    }
    return v;
  };

  /**
   * Kinds by the identity of the request's schema and field model, then name and entity, shared by
   * every sampler of this domain text: a seeded state asks once per record for the same schema
   * object, and `semanticKind`'s text key (descriptions and domain text run to hundreds of
   * characters) was most of its cost; each episode state has a sampler of its own. Schemas and
   * field models are not changed once read.
   */
  const kinds = kindsOfDomain(domainText);
  const kindOf = (req: ValueRequest): string | undefined => {
    const byName = memoGet(
      memoGet(kinds, keyOf(req.schema), () => new Map()),
      keyOf(req.field),
      () => new Map<string, string | null>(),
    );
    const short = `${req.name}\u0000${req.entity ?? ""}`;
    const known = byName.get(short);
    if (known !== undefined) return known ?? undefined;
    const kind = semanticKind(req, domainText);
    byName.set(short, kind ?? null);
    return kind;
  };

  /**
   * A long number the doc gives as its example (a phone number `447777777777`, an account
   * number) keeps its digits' count and first two digits, the rest its own: every message sent
   * to the doc's one example number reads as a copied doc.
   */
  const ownDigits = (v: unknown): unknown => {
    const digits = typeof v === "number" && Number.isSafeInteger(v) ? String(v) : v;
    if (typeof digits !== "string" || !/^\d{7,18}$/.test(digits)) return v;
    const tail = Array.from({ length: digits.length - 2 }, () => rng.range(0, 9)).join("");
    const own = `${digits.slice(0, 2)}${tail}`;
    return typeof v === "number" ? Number(own) : own;
  };

  /**
   * A string in the shape the doc's format or examples fix (`docShape`): a field whose examples
   * are UUIDs holds a UUID, not `pk_0y238…`; one whose example is "48" holds digits, not a street
   * address; an IP example an IP address. Dates follow the environment's clock elsewhere.
   */
  const inDocShape = (drawn: string, req: ValueRequest): string => {
    const v = inDocPattern(drawn, req);
    const want = docShape(req.schema as ShapeSchema | undefined, req.field);
    if (!want || v === "" || sameShape(want.shape, shapeOf(v))) return v;
    const examples = documentedValues(req.schema, req.field).filter(
      (x) => shapeOf(x) === want.shape,
    );
    const example = examples.length > 0 ? String(rng.pick(examples)) : undefined;
    switch (want.shape) {
      case "uuid":
        return samplePattern(
          "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$",
          rng,
        ) as string;
      case "digits": {
        if (!example) {
          // No example, but the doc says how many digits ("A 9-digit DUNS number").
          const n = describedDigits(
            String(req.schema?.description ?? req.field?.description ?? ""),
          );
          if (!n) return v;
          const tail = Array.from({ length: n - 1 }, () => rng.range(0, 9)).join("");
          return `${n === 1 ? rng.range(0, 9) : rng.range(1, 9)}${tail}`;
        }
        if (example.length <= 3) return String(rng.range(1, Math.max(9, Number(example) * 2)));
        const tail = Array.from({ length: example.length - 1 }, () => rng.range(0, 9)).join("");
        return `${example[0]}${tail}`;
      }
      case "ipv4":
        return `${rng.pick([10, 172, 192, 203])}.${rng.range(0, 255)}.${rng.range(0, 255)}.${rng.range(1, 254)}`;
      case "email": {
        // A login drawn as a name is that person's address at the doc's example domain.
        const at = example?.split("@")[1];
        const local = handleFitting(v, /^[a-z0-9._-]{2,40}$/);
        return at && local ? `${local}@${at}` : (example ?? v);
      }
      case "url": {
        const origin = example ? /^[a-z]+:\/\/[^/]+/i.exec(example)?.[0] : undefined;
        const path = handleFitting(v, /^[a-z0-9-]{1,60}$/);
        return origin && path ? `${origin}/${path}` : (example ?? v);
      }
      case "locale":
      case "hex-color":
      case "ipv6":
        return example ?? v;
      default:
        return v;
    }
  };

  /**
   * A string that fits the pattern and the described shape its doc gives: a channel "Retro
   * Gaming" under `^[a-z0-9._]+$` is the handle `retro_gaming`; a "two character continent code
   * ("AF" for Africa …)" is one the description names, never `REF-2221`.
   */
  const inDocPattern = (v: string, req: ValueRequest): string => {
    const pattern =
      typeof req.schema?.pattern === "string" ? compile(req.schema.pattern) : undefined;
    if (pattern && v !== "" && !pattern.test(v)) {
      const fit = handleFitting(v, pattern);
      if (fit) return fit;
    }
    const desc = req.schema?.description ?? req.field?.description;
    const described = typeof desc === "string" ? describedShape(desc) : undefined;
    if (described && v !== "" && !described.test(v)) {
      const named = [...examplesFromText(desc as string), ...quotedChoices(desc as string)].filter(
        (x) => described.test(x),
      );
      if (named.length > 0) return rng.pick(named);
      // "two-letter language code" holding a locale "fr-FR": the part of it that is the code.
      const part = v.split(/[-_\s]/).find((p) => described.test(p));
      if (part) return part;
    }
    return v;
  };

  /**
   * A number written as a string (AWS types most numbers so: `"BitRate": "^\\d{1,3}$"`) inside
   * what its description states in words — "an integer between 64 and 320", "an even integer
   * between 32 and 4096", "Valid values are 16 and 24" (fresh63 readers N: "511", "93", "8").
   * Kept as drawn where the doc states nothing or the result would break the schema.
   */
  const inStatedLimits = (v: string, req: ValueRequest): string => {
    if (!/^-?\d+$/.test(v)) return v;
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    if (desc === "") return v;
    const fits = (x: string) => !req.schema || fitsScalar(x, req.schema);
    const listed = listedValues(desc).filter((x) => /^-?\d+(?:\.\d+)?$/.test(x) && fits(x));
    if (listed.length > 0) return listed.includes(v) ? v : rng.pick(listed);
    const range = statedRange(desc);
    const even = statedEven(docProse(desc));
    if (!range && !even) return v;
    let n = range ? intoRanges(Number(v), [{ ...range, doc: desc }]) : Number(v);
    if (even && n % 2 !== 0) n = range && n + 1 > range.max ? n - 1 : n + 1;
    return fits(String(n)) ? String(n) : v;
  };

  /** A value at the precision its meaning has: 47.60621° for a place, 12.5 m, never 0.98484390867. */
  const value = (req: ValueRequest): unknown => {
    const drawn = rawValue(req);
    const listed =
      req.schema?.const !== undefined || Array.isArray(req.schema?.enum) || req.field?.values;
    const shaped = typeof drawn === "string" && !listed ? inDocShape(drawn, req) : drawn;
    const v = typeof shaped === "string" && !listed ? inStatedLimits(shaped, req) : shaped;
    markShown(req, v);
    if (typeof v !== "number") return v;
    if (listed) return v;
    const words = fieldWords(req.name);
    const desc = String(req.schema?.description ?? req.field?.description ?? "");
    // A count is whole whichever path drew it: a `shares` of 63.98 counts nothing.
    const whole = kindOf(req) === undefined && countsWholeThings(words, desc);
    // An angle "in radians" is no 85.97, a percentage no 130, a count never -3.
    const ranges = docRanges(req.name, req.schema as ShapeSchema | undefined, req.field, whole);
    const inRange = ranges.length > 0 ? intoRanges(v, ranges) : v;
    const r = Number.isInteger(inRange)
      ? inRange
      : whole
        ? Math.round(inRange)
        : roundToMeaning(inRange, kindOf(req), words);
    const fitted = !req.schema || fitsScalar(r, req.schema) ? r : v;
    // A range's end is not below its start (`start`/`end` of a port range, `min`/`max`).
    const ordered = orderedNumber(fieldWords(req.name), fitted, req.record);
    // 2 × 9.84 − 9.84 is 9.840000000000003 in floating point: said as 9.84.
    const o = Number.isInteger(ordered)
      ? ordered
      : roundToMeaning(ordered, kindOf(req), fieldWords(req.name));
    return o !== fitted && (!req.schema || fitsScalar(o, req.schema)) ? o : fitted;
  };

  const rawValue = (req: ValueRequest): unknown => {
    omitted = false;
    siblingsNow = req.siblings ?? [];
    entityNow = req.entity;
    reqNow = req;
    const schema = req.schema;
    if (schema?.const !== undefined) return schema.const;
    // "Only present if it's a deleted object": an ordinary record goes without it (Apacta's
    // records all came back `"deleted":"true"`, fresh31 readers N).
    if (req.optional && ONLY_IF.test(String(schema?.description ?? req.field?.description ?? ""))) {
      leaveOut();
      return undefined;
    }
    // "0 for watched, 1 for acquired, 2 for skipped": codes the doc lists in prose are its enum.
    const enumValues = (
      Array.isArray(schema?.enum) ? schema.enum : (req.field?.values ?? describedCodes(schema))
    )?.filter((x) => x !== null);
    if (enumValues && enumValues.length > 0) {
      const typed = schema ? { ...schema, enum: undefined } : {};
      const fitting = enumValues.filter((e) => fitsScalar(e, typed));
      // `TYPE_UNSPECIFIED` is the enum's zero: no record is of that type (fresh69 BigLake, N).
      const pool = setMembers(fitting.length > 0 ? fitting : enumValues);
      // A country the doc lists is the one of the record's place: San Diego is not in "MZ".
      const where = kindOf(req);
      if (where === "country-code" || where === "country") {
        const c = addressOf(req.record).country;
        const own = pool.find(
          (e) =>
            typeof e === "string" &&
            [c.code, c.name].some((w) => w.toLowerCase() === e.toLowerCase()),
        );
        if (own !== undefined) return own;
      }
      // "none", "unknown", "other" are the enum's way out, seldom a record's value: a plan billed
      // every 2 "none" or a card of brand "Other" reads as nonsense.
      const real = pool.filter((e) => !NO_VALUE.test(String(e)));
      // A record with several status fields is at one stage of its life: a Panorama device is not
      // "AWAITING_PROVISIONING" with "ProvisioningStatus":"SUCCEEDED", nor "DELETING" and
      // "PENDING" (fresh60 blind readers N, both readers).
      if (
        req.record &&
        STATUS_KEY.test(req.name) &&
        (req.siblings ?? []).filter((k) => STATUS_KEY.test(k)).length >= 2 &&
        pool.some((e) => lifeStageOf(e) !== undefined)
      ) {
        // The stage a status already drawn says (the record's main status, spread over the
        // records before its other fields are drawn), else one of its own.
        let stage =
          stages.get(req.record) ??
          Object.entries(req.record)
            .filter(([k]) => STATUS_KEY.test(k))
            .map(([, v]) => lifeStageOf(v))
            .find((x) => x !== undefined);
        if (stage === undefined) {
          const r = rng.next();
          stage = r < 0.55 ? "settled" : r < 0.7 ? "early" : r < 0.85 ? "trouble" : "ending";
          stages.set(req.record, stage);
        }
        const tiers = [
          pool.filter((e) => lifeStageOf(e) === stage),
          ...(stage === "ending" ? [pool.filter((e) => lifeStageOf(e) === "trouble")] : []),
          pool.filter((e) => lifeStageOf(e) === undefined && !NO_VALUE.test(String(e))),
        ];
        const fit = tiers.find((t) => t.length > 0);
        if (fit) return rng.pick(fit);
      }
      return rng.pick(real.length > 0 && rng.next() < 0.92 ? real : pool);
    }
    const type = typeOf(schema, req.field);
    if (type === "object" || type === "array") return undefined;
    // "Format should be 'cddrive:id:{value}'": a form the doc gives is the value's form, whatever
    // the name suggests (a `cdDriveUri` is no https URL).
    if (type === undefined || type === "string") {
      const forms = describedForms(String(schema?.description ?? req.field?.description ?? ""));
      // The first form the doc gives is its usual one.
      if (forms.length > 0) {
        const form = forms.length === 1 || rng.next() < 0.7 ? forms[0]! : rng.pick(forms);
        return fitToSchema(fillForm(form, req), schema, req);
      }
    }
    const kind = kindOf(req);
    // A doc's example of free text is about the doc's own example record: one that names someone
    // or something ("Deftly has performed…", "The High Voltage Circumcision show…") is no bio or
    // description of another record.
    const documented = notShownYet(
      req,
      documentedValues(schema, req.field).filter(
        (d) =>
          (!kind?.startsWith("text:") || !namesSomething(d)) &&
          (kind === undefined || !ONLY_SHAPES[kind] || ONLY_SHAPES[kind].test(String(d))) &&
          (kind !== "format-document" || fitsStatedFormatOf(d, req)) &&
          // A unique key's example UUID shows its form, it is no record's key: the first record
          // of every ATO registry collection was `123e4567-e89b-…` (fresh75 blind readers N).
          !(UUID_FORM.test(String(d)) && docSaysUnique(req.name, schema as ShapeSchema)) &&
          // "unique-app-identifier" for a uid names the field, it is no value of it.
          !placeholderValue(
            d,
            req.name,
            String(schema?.description ?? req.field?.description ?? ""),
          ),
      ),
    );
    // A key of one record whose example another record holds already: a key of the example's
    // form ("evt_pNZKtWg8Azow" → "evt_Q3rLm0aXc7Tb"), not one of another form ("eve_1078").
    if (documented.length === 0 && docSaysUnique(req.name, schema as ShapeSchema | undefined)) {
      const ex = documentedValues(schema, req.field).find(
        (d): d is string => typeof d === "string" && /^[\w.-]{6,}$/.test(d) && /\d/.test(d),
      );
      if (ex !== undefined) return inShapeOf(ex, rng);
    }
    // "The name of the service … For example: `example.googleapis.com`": a name the doc shows as
    // a DNS name under a stand-in first label is one on every record, the label its own
    // ("pricing.googleapis.com"), never "Pricing service" (Service Management, fresh70 readers N).
    const dns = dnsNameForm(documentedValues(schema, req.field));
    if (dns && (kind === undefined || kind === "label" || kind === "title")) {
      const own = kind ? byKind(kind, req, false) : undefined;
      const noun =
        fieldWords(singular(req.entity ?? ""))
          .split("_")
          .pop() ?? "";
      const words = typeof own === "string" ? splitWords(own).filter((w) => w !== noun) : [];
      if (words.length > 0 && words.length <= 3) return `${words.join("-")}${dns}`;
    }
    // The doc's own examples come first; a specific semantic kind shares the draw so that several
    // records do not all carry the one example value.
    const specific = kind !== undefined && !/^(label|title|category|text:description)$/.test(kind);
    // Dates in a doc's examples are fixed instants; ours follow the environment's clock.
    const dated = kind !== undefined && /^(date|datetime|epoch|birth-date|expiry-year)$/.test(kind);
    // One example address or person would not agree with the rest of the record.
    const coupled =
      kind !== undefined &&
      (COUPLED.test(kind) ||
        (/^(label|title)$/.test(kind) &&
          (req.siblings ?? []).some((k) => /city|country|address|email/.test(k))));
    // "The FDA application type (e.g. "NDA", "ANDA", etc.)": where the doc lists what a type or
    // an unclassified field holds, those are its values — "standard" would claim another vocabulary.
    // A status, a type or a unit names a value of its own vocabulary: the doc's one example of it
    // ("Euro 5", "PETROL") says which, where a drawn "completed" or "car" would claim another one.
    const vocabulary =
      kind === "status" ||
      kind === "part-state" ||
      kind === "measure-unit" ||
      (kind === "category" &&
        /(^|_)(type|kind|class|mode|status|state|unit)$/.test(fieldWords(req.name)));
    const listed =
      (documented.length >= 2 && (kind === undefined || kind === "category")) ||
      (vocabulary && documented.some((d) => typeof d === "string"));
    // "the site the groups belongs to, example: netherlands": where every example the doc gives
    // has another shape than the kind read from the name (a host has a dot), the doc knows better.
    const misread =
      kind !== undefined &&
      documented.length > 0 &&
      documented.every((d) => typeof d === "string" && !hasKindShape(kind, d));
    // "Wed Jul 19 2017 20:53:46 GMT+0100 (BST)": a date the doc writes in its own form is an
    // instant of the environment's clock in that form, not 2017 on every record.
    const shown = documented.find((d): d is string => typeof d === "string" && MONTH_WORD.test(d));
    // Drawn from a stream of its own: the other values of the record keep their draws.
    const redated = shown
      ? inFormOf(shown, start + (dateRng.range(-60, 30) * 96 + dateRng.range(0, 36)) * 900_000)
      : undefined;
    if (redated !== undefined) return redated;
    if (misread) return ownDigits(rng.pick(documented));
    // "17716\tL\n17717\tL": where every example is lines of data (tab-separated, one id a line),
    // the value is lines of that data, not prose of the field's kind ("Batch from December 19.").
    if (documented.length > 0 && documented.every(isDataLines)) {
      const lines = String(rng.pick(documented))
        .split(/\r?\n/)
        .filter((l) => l !== "");
      const some = lines.filter(() => rng.next() < 0.6);
      return (some.length > 0 ? some : [rng.pick(lines)]).join("\n");
    }
    if (
      documented.length > 0 &&
      !dated &&
      !coupled &&
      // A field of no known kind would get a word of the doc's prose ("denoting"): its own
      // example is nearly always the better value.
      (listed ||
        rng.next() <
          (specific
            ? 0.35
            : kind === undefined && type !== "integer" && type !== "number"
              ? 0.85
              : 0.5))
    )
      return ownDigits(rng.pick(documented));
    let v = kind ? byKind(kind, req, type === "integer") : undefined;
    // An instant the doc carries as digits in text (Mux's `created_at` "defined as a Unix
    // timestamp", a string of format int64): the digits of the date drawn, never "75".
    const digitsUnit =
      type === "string" && typeof v === "string" && instantOf(v) !== undefined
        ? epochUnit(req.name, schema)
        : undefined;
    if (digitsUnit) {
      const t = instantOf(v) as number;
      v = String(digitsUnit === "ms" ? t : Math.floor(t / 1000));
    }
    // A number carried as text (`"format": "decimal"`): a numeral, never "restish".
    const numericText =
      type === "string" &&
      typeof schema?.format === "string" &&
      /^(decimal|double|float|number|int32|int64|integer|long)$/.test(schema.format);
    if (numericText && (v === undefined || Number.isNaN(Number(v)))) {
      const n = generic(req, /int|long/.test(String(schema?.format)) ? "integer" : "number");
      v = String(n);
    }
    if (omitted) return undefined;
    if (v !== undefined && type && !matchesType(v, type)) {
      if (type === "string" && (typeof v === "number" || typeof v === "boolean")) v = String(v);
      else if ((type === "integer" || type === "number") && typeof v === "string") v = undefined;
    }
    // A number the doc gave an example of: one of its size (message ids near 2316, not all 2316).
    const example = documented.find((d) => typeof d === "number");
    // A long whole number (a phone number, an account number) keeps its digits' count and its
    // first two digits: 447777777777 → 447912503318, a number of that kind, not 3.3e11.
    if (
      v === undefined &&
      typeof example === "number" &&
      Number.isSafeInteger(example) &&
      example >= 1e6 &&
      (type === "integer" || type === "number")
    )
      v = ownDigits(example);
    if (
      v === undefined &&
      typeof example === "number" &&
      (type === "integer" || type === "number")
    ) {
      const n = example * (0.5 + rng.next());
      v =
        type === "integer" || Number.isInteger(example)
          ? Math.round(n)
          : roundToMeaning(n, kind, fieldWords(req.name));
    }
    if (v === undefined && documented.length > 0) v = ownDigits(rng.pick(documented));
    if (v === undefined) v = generic(req, type);
    if (omitted) return undefined;
    return fitToSchema(v, schema, req);
  };

  const arnTemplate = (pattern: string, words: string, kind = ""): ArnTemplate | undefined => {
    realFaker();
    const home = { region: CLOUD_REGIONS[0]!.region, account: accounts[0]! };
    const ids: ArnId[] = [];
    const slot = (id: ArnId) => `{{${ids.push(id) - 1}}}`;
    const text =
      genericArnFor(pattern, words, home, slot) ??
      genericArnFor(pattern, words, home, slot, kind, true);
    if (text === undefined) return undefined;
    return text
      .split(/\{\{(\d+)\}\}/)
      .map((x, i) => (i % 2 === 1 ? ids[Number(x)]! : x))
      .filter((x) => x !== "");
  };

  return {
    rng,
    catalogue,
    currency,
    value,
    kindOf,
    personOf,
    addressOf,
    productName,
    price,
    label,
    arnTemplate,
    fit: (v: unknown, req: ValueRequest) => fitToSchema(v, req.schema, req),
  };
}

/** ISO 3166-1 alpha-3 and numeric codes by alpha-2 code (faker's table). */
const ISO_3166 = new Map<string, { alpha3: string; numeric: string }>(
  (
    (base.location?.country_code ?? []) as Array<{
      alpha2: string;
      alpha3: string;
      numeric: string;
    }>
  ).map((c) => [c.alpha2, { alpha3: c.alpha3, numeric: c.numeric }]),
);

/** A country's ISO alpha-2 code a record already carries: its own `code` or `country_code`. */
function countryCodeIn(record: Record<string, unknown> | undefined): string | undefined {
  for (const [k, v] of Object.entries(record ?? {}))
    if (
      typeof v === "string" &&
      /^[A-Z]{2}$/.test(v) &&
      ISO_3166.has(v) &&
      /^(code|cca2|iso_?2|alpha_?2|country|country_code|country_iso_?2)$/.test(fieldWords(k))
    )
      return v;
  return undefined;
}

/** The international dialling prefix of a country ("+44"). */
function callingCodeOf(alpha2: string): string | undefined {
  const own = COUNTRIES.find((c) => c.code === alpha2)?.phone.split(" ")[0];
  if (own) return own;
  return CALLING_CODES[alpha2];
}

const IATA_CODES = [...new Set((en.airline?.airport ?? []).map((a) => a.iataCode))];
const RETIRED_REGIONS =
  /^(AC|AN|BU|CP|CS|DD|DG|DY|EA|EU|EZ|FX|HV|IC|NH|NT|QO|QU|RH|SU|TA|TP|UN|VD|XA|XB|XK|YD|YU|ZR|ZZ)$/;
const REGION_CODES = (() => {
  const dn = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
  const out: string[] = [];
  for (let i = 0; i < 26 * 26; i++) {
    const c = String.fromCharCode(65 + Math.floor(i / 26), 65 + (i % 26));
    const n = dn.of(c);
    // Reserved and withdrawn codes Intl still names (IC Canary Islands, SU "Russia") are no
    // country's code today.
    if (n && n !== c && !RETIRED_REGIONS.test(c)) out.push(c);
  }
  return out;
})();
const CURRENCY_CODES = [
  "USD",
  "EUR",
  "GBP",
  "JPY",
  "CAD",
  "AUD",
  "CHF",
  "SEK",
  "NOK",
  "DKK",
  "PLN",
];
const LANGUAGE_CODES = ["en", "de", "fr", "es", "it", "pt", "nl", "sv", "pl", "ja", "zh", "ko"];

/**
 * Real codes of the kind a doc example is (`MAD` for "IATA airport code" → other airports, `ES` →
 * other countries, `EUR` → other currencies, `de` → other languages), in the example's case; empty
 * when the example is no such code. Records that must differ take one of these, never the
 * example with a digit run on ("MAD3", "ES8").
 */
export function realCodesLike(example: string, hint: string): string[] {
  const h = hint.toLowerCase();
  if (/^[A-Z]{3}$/.test(example)) {
    if (/currenc/.test(h) || CURRENCY_CODES.includes(example)) return CURRENCY_CODES;
    if (/airport|iata|origin|destination|departure|arrival|city code/.test(h)) return IATA_CODES;
    return IATA_CODES.includes(example) ? IATA_CODES : [];
  }
  if (/^[A-Z]{2}$/.test(example) && !/lang/.test(h)) return REGION_CODES;
  if (/^[a-z]{2}$/.test(example) && /lang|locale/.test(h)) return LANGUAGE_CODES;
  if (/^[a-z]{2}$/.test(example) && /country|region/.test(h))
    return REGION_CODES.map((c) => c.toLowerCase());
  return [];
}
