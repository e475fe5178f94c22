import type { FieldModel, FieldRole } from "../schema/semantic-model.js";
import { statedRange } from "./doc-shapes.js";
import { PERSON_NOUNS } from "./field-semantics.js";
import { enumOf, flatSchema, isObj, schemaType } from "./json-schema.js";
import { humanize, looseKey, singular, splitWords } from "./words.js";

/**
 * What a field or parameter means, read from its name, JSON schema, description, the entity it
 * belongs to and the environment's domain. One table for every stage: the runtime, verify, graph,
 * plan and the writers all read the role from the semantic model instead of re-guessing it.
 */
export interface FieldContext {
  /** Collection the field belongs to (`work_orders`), when known. */
  entity?: string;
  /** The entity's own id field. */
  idField?: string;
  /** Known references of the entity: field → collection. */
  refs?: Record<string, string>;
  /** Collections of the environment, to resolve `part_number` → parts. */
  collections?: string[];
  domain?: string;
  /** Extra description (a tool's parameter description when the schema has none). */
  description?: string;
  /** True for a tool parameter (plumbing applies to parameters only). */
  param?: boolean;
  /** Names of the sibling parameters or fields (Google-style plumbing comes as a family). */
  siblings?: string[];
  /** True for a parameter `apiSettings` found on (nearly) every tool: the API's own setting. */
  apiSetting?: boolean;
}

/** Transport parameters of an HTTP API, by loose key: never a fact a user knows or sets. */
const PLUMBING = new Set([
  "alt",
  "fields",
  "prettyprint",
  "pretty",
  "quotauser",
  "callback",
  "jsonp",
  "uploadprotocol",
  "uploadtype",
  "accesstoken",
  "oauthtoken",
  "xgafv",
  "apiversion",
  "userip",
  "apikey",
  "subscriptionkey",
  "ocpapimsubscriptionkey",
  "authorization",
  "contenttype",
  "accept",
  "acceptlanguage",
  "useragent",
  "xrequestid",
  "clientrequestid",
  "xmsclientrequestid",
  "xmsversion",
  "xapikey",
  "ifmatch",
  "ifnonematch",
  "ifmodifiedsince",
  "ifunmodifiedsince",
  "xcorrelationid",
  "requestid",
  "idempotencykey",
  "xidempotencykey",
  "returnclientrequestid",
  "ocpdate",
]);
/** A parameter description that marks a developer's switch (britbox `ff`: "opt in feature flags … Don't use in production"). */
const DEV_SWITCH =
  /\bfeature[- ]flags?\b|\bdo(?:n'?t| not) use (?:this )?in production\b|\b(?:for|only for) (?:debugging|testing)(?: purposes)?(?: only)?\b|\bpretty[- ]?print/i;
/** A switch that checks a request without carrying it out. */
const DRY_RUN =
  /\bdry[- ]run\b|\bbut (?:does|do|will) not actually (?:execute|perform|apply|make|create|delete|run)\b/i;
/** Header families that are transport only (`X-Amz-Date`, `x-ms-date`). */
const PLUMBING_PREFIX = /^(xamz|xms|xgoog|xapi|xgithub|xrate)/;
/** Google discovery-style family: two of these together mark `key` as the API key too. */
const GOOGLE_FAMILY = new Set(["alt", "prettyprint", "quotauser", "xgafv", "uploadprotocol"]);

/** Fields the server manages: a user never sets or knows them. */
const SYSTEM = new Set([
  "etag",
  "selflink",
  "createdat",
  "updatedat",
  "modifiedat",
  "deletedat",
  "createdon",
  "updatedon",
  "createtime",
  "updatetime",
  "creationtime",
  "creationtimestamp",
  "creationdate",
  "lastmodified",
  "lastmodifiedat",
  "lastmodifieddate",
  "lastupdated",
  "lastupdatedat",
  "datecreated",
  "datemodified",
  "dateupdated",
  "resourceversion",
  "links",
  "xlinks",
  "self",
  "href",
  "revision",
  "generation",
  "metageneration",
]);

const MONEY =
  /^(price|amount|cost|fee|fees|balance|salary|subtotal|sub_total|tax|discount|total|grand_total|refund|payment|charge|fare|rate_amount|budget|revenue|spend|deposit|tip|wage|msrp)$/;
/** Days a person may still take off: `leave_balance`, `vacation_days_remaining`, `pto_left`. */
const DAYS_OFF =
  /(?:^|_)(?:leave|vacation|holiday|pto|sick|time_off)(?:_days?)?_(?:balance|allowance|entitlement|remaining|left)$/;
const MONEY_TAIL = new Set([
  "price",
  "amount",
  "cost",
  "fee",
  "balance",
  "total",
  "subtotal",
  "tax",
  "discount",
  "fare",
  "salary",
  "budget",
  "charge",
  "payment",
  "refund",
]);
const QUANTITY_TAIL = new Set([
  "qty",
  "quantity",
  "count",
  "stock",
  "units",
  "seats",
  "copies",
  "guests",
  "passengers",
  "attendees",
]);
const PERSON_WORDS = new Set([
  "customer",
  "patient",
  "doctor",
  "employee",
  "user",
  "member",
  "person",
  "people",
  "staff",
  "agent",
  "owner",
  "author",
  "contact",
  "guest",
  "passenger",
  "student",
  "teacher",
  "manager",
  "approver",
  "assignee",
  "reporter",
  "reviewer",
  "requester",
  "driver",
  "technician",
  "client",
  "tenant",
  "buyer",
  "seller",
  "attendee",
  "speaker",
  "physician",
  "nurse",
  "traveler",
  "traveller",
  "applicant",
  "candidate",
  "recipient",
  "sender",
  "host",
  "organizer",
]);
const FREE_TEXT = new Set([
  "description",
  "note",
  "notes",
  "comment",
  "comments",
  "message",
  "body",
  "text",
  "content",
  "summary",
  "reason",
  "bio",
  "instructions",
  "details",
  "remarks",
  "feedback",
  "review",
  "answer",
  "question",
  "memo",
  "caption",
  "explanation",
  "justification",
  "symptoms",
  "diagnosis",
  "subject",
]);
const LABEL = new Set(["name", "title", "label", "displayname", "nickname", "headline", "heading"]);
const CATEGORY_TAIL = new Set([
  "type",
  "kind",
  "category",
  "class",
  "genre",
  "priority",
  "severity",
  "level",
  "tier",
  "role",
  "plan",
  "gender",
  "method",
  "mode",
  "channel",
  "source",
  "platform",
  "segment",
  "specialty",
  "department",
]);
const CODE_TAIL = new Set([
  "code",
  "sku",
  "isbn",
  "iata",
  "icao",
  "barcode",
  "upc",
  "ean",
  "vin",
  "slug",
  "coupon",
  "plate",
  "locale",
  "language",
  "currency",
  "symbol",
  "ticker",
]);
const CODE_NUMBER =
  /(flight|tracking|confirmation|order|invoice|account|serial|policy|part|model|booking|reference|license|licence|record|case|ticket)_?(number|no|num)$/;
const MEASURE_UNITS: [RegExp, string][] = [
  [/brightness|percent|pct|humidity|battery|progress|volume_level|opacity/, "%"],
  [/temperature|temp$|setpoint|celsius/, "°C"],
  [/fahrenheit/, "°F"],
  [/weight|mass/, "kg"],
  [/distance|mileage|odometer/, "km"],
  [/depth|altitude|elevation/, "m"],
  // What a file or message holds is counted in bytes (HTTP's Content-Length), not centimetres.
  [
    /(^|_)(content|file|body|payload|attachment|upload|archive)_(length|size)($|_)|(^|_)bytes?($|_)/,
    "bytes",
  ],
  [/height|width|length/, "cm"],
  [/speed/, "km/h"],
  [/rating|score|stars/, ""],
  [/latitude|longitude|^lat$|^lng$|^lon$/, "°"],
  [/volume/, ""],
];

/** A secret the caller holds: the environment supplies it; a person never says or hears it. */
const CREDENTIAL =
  /^(secretkey|apikey|apisecret|accesskey|accesskeyid|secretaccesskey|clientsecret|clientid|accesstoken|authtoken|token|bearertoken|refreshtoken|password|passwd|passphrase|subscriptionkey|privatekey|sessiontoken|signature)$/;
/** A description that says what the parameter is: a sign-in ("API OAuth login.", "Your API key."). */
const CREDENTIAL_DESC =
  /^(?:the |your |an? )?(?:(?:api|oauth|authentication|auth|access|bearer|partner)\s+)+(?:login|key|token|user(?:name)?|password|secret|credentials?)\b/i;
/**
 * A description that says the value signs the request: DigiLocker's `hmac` ("SHA-256 encrypted
 * value of the client secret, clientid and ts … to ensure the data integrity and authentication of
 * the request") — a file name went there and the user was asked to know it (fresh55, U/N).
 */
const SIGNATURE_DESC =
  /\bmust not be older than \d+ (?:seconds|minutes)\b|\bhmac\b|\b(?:hash|digest|signature|encrypted value|checksum) of (?:the )?(?:client|api|shared|app) secret\b|\bauthenticat(?:e|ion of) the request\b|\bsigns? the request\b|\brequest signature\b/i;
/**
 * Azure's `subscriptionId` as its specs describe it ("The subscription credentials which uniquely
 * identify Microsoft Azure subscription. The subscription ID forms part of the URI for every service
 * call."): the caller's account, which the client sends on every call — never a fact a person says
 * in a request. Stream Analytics' quotas, HDInsight's capabilities and Monitor's metric baselines lost
 * every task to "for subscription 56b5e0a9-b645-…" (knowable, fresh68–70). A subscription that is a
 * record of its own API ("Id of the subscription.", Azure Stack's admin) is not this.
 */
const ACCOUNT_SUBSCRIPTION_DESC =
  /\bsubscription credentials\b|\bforms? part of the URI for every (?:service )?call\b|^(?:the |your )?(?:azure )?subscription id\b|^the id of the target subscription\b/i;

/** Azure's `subscriptionId` of the caller's own account (see `ACCOUNT_SUBSCRIPTION_DESC`). */
export function isAccountSubscription(name: string, description?: string): boolean {
  return (
    looseKey(name) === "subscriptionid" &&
    description !== undefined &&
    ACCOUNT_SUBSCRIPTION_DESC.test(description.trim())
  );
}

export function isCredential(name: string, description?: string): boolean {
  if (CREDENTIAL.test(looseKey(name))) return true;
  if (isAccountSubscription(name, description)) return true;
  if (/^(?:x)?hmac(?:signature|sha\d+)?$/.test(looseKey(name))) return true;
  if (description !== undefined && SIGNATURE_DESC.test(description)) return true;
  // Jumpseller's `login` ("API OAuth login.") beside its `authtoken`: a sign-in by what it is.
  return description !== undefined && CREDENTIAL_DESC.test(description.trim());
}

/** Result-size and paging controls: how much comes back, never what the user wants. */
const PAGING =
  /^(paginate[a-z]*|pagination[a-z]*|limit|maxreturn|maxresults|maxitems|maxcount|maxrecords|maxhits|topn|top|pagesize|perpage|resultsperpage|numresults|offset|skip|startindex|limitstart|startat|firstresult|page|pagenumber|pagenum|pageno|pageindex|pageoffset|cursor|pagetoken|nexttoken|continuationtoken|iterator|previterator|nextiterator|startingafter|endingbefore)$/;
/**
 * Names that are paging only where the doc says so (`size`: "page size of results"; setlist.fm's
 * `p`: "the number of the result page" — "the setlists … with 5 thes", fresh49 dev; AppVeyor's
 * `recordsNumber`: "Number of results to include in the response" — "What records number would
 * you like?", fresh52 dev).
 */
const PAGING_BY_DESC =
  /^(size|count|num|n|rows|max|number|amount|per|results|p|pg|pn|(?:records?|results?|items?|rows?|entries|hits)(?:number|count|num|max|limit|size)|(?:num|max|number|count)(?:of)?(?:records?|results?|items?|rows?|entries|hits))$/;
const PAGING_DESC =
  /\b(?:number|index) of the (?:result )?page\b|\bresult page\b|\bpage (?:number|index)\b|\bpage size\b|\bper page\b|\bsize of (the )?(returned )?(page|result|slice)|\b(number|count|max(imum)?) (number )?of (results|items|records|entries|rows|hits|objects)( to| per| returned| in the response|\b)|\bresults? (to return|per page)\b|\bhow many (results|items|records)\b/i;
/**
 * Is this parameter a result-size or paging control? The name decides (`limit`, `page_size`);
 * an ambiguous name (`size`, `count`) is one only when its description says so — a shoe's
 * `size` or a volume's `size` is what the user wants.
 */
export function isPaging(name: string, description?: string, siblings: string[] = []): boolean {
  const k = looseKey(name);
  if (PAGING.test(k)) return true;
  if (!PAGING_BY_DESC.test(k)) return false;
  if (description !== undefined && PAGING_DESC.test(description)) return true;
  // `size` beside a `cursor` or `page`: the page's size.
  return (
    k === "size" &&
    siblings.some((x) =>
      /^(cursor|iterator|page|pagetoken|nexttoken|offset|pagenumber)$/.test(looseKey(x)),
    )
  );
}

/**
 * Labels of a paged envelope's fields, not of any record (`total_items`, `page_size`, `next`):
 * nothing a person asks for or is told ("What's the total items of the account locations data?",
 * "The total record count is 3."). One list for the writer's labels and the answer checks.
 */
const PAGING_LABEL =
  /^(?:total (?:items?|pages?|records?|results?|elements?|entries|rows|count|size|record count|item count|result count)|(?:page|pages)(?: size| number| count| token| index)?|items per page|per page|page limit|limit|offset|cursor|items|next(?: page| cursor| token| link| url)?|prev(?:ious)?(?: page| cursor| link)?|has more|more|start index|skip|first|last|self|links?)$/;
/** A description that calls the field paging: "page size", "number of items per page". */
const PAGING_LABEL_DOC =
  /\b(?:page size|per page|paging|pagination|(?:number|total (?:number|count)) of (?:items|results|records|pages|entries)(?: (?:available|in total|across all pages|in the (?:collection|result set)))?\s*$)/i;
/** Is this field label (lower-case words) a paging field's, by its words or its description? */
export function isPagingLabel(label: string, description = ""): boolean {
  return PAGING_LABEL.test(label.trim().toLowerCase()) || PAGING_LABEL_DOC.test(description);
}

/** Words before `time` that make it a length of time (`response_time`, `wait_time`), not an instant. */
const DURATION_HEAD =
  /^(response|processing|run|running|up|down|wait|waiting|travel|cpu|elapsed|execution|exec|load|lead|cycle|total|average|avg|mean|median|idle|read|write|cook|cooking|prep|preparation|transit|delivery_window|turnaround|resolution|handle|handling|talk|hold|play|playing|screen|think|compute|render|build|boot|ping|latency|round_trip|service|busy|spent|remaining|estimated_duration|duration|max|min|timeout)$/;
/** Last words that make a number an instant: `start_time`, `expiry`, `created_at`, `time`. */
const INSTANT_TAIL =
  /^(time|at|timestamp|ts|expiry|expires|expiration|since|until|datetime|epoch|date)$/;
const EPOCH_DESC =
  /\b(epoch|unix|posix)\b|since (the )?(1970|epoch)|\b(milli)?seconds since\b|\btimestamp\b|\bin (milli)?seconds since\b|\bdate-?time\b|\bdate and time\b/i;
/** Bounds of a span that are instants when stored as 64-bit integers (`periodStart`, `planEnded`). */
const SPAN_TAIL = /^(start|end|started|ended|begin|began|finish|finished|stop|stopped)$/;
/** A record's lifecycle moments (`created`, `updated`): instants when stored as 64-bit integers. */
const LIFECYCLE_TAIL = /^(created|updated|modified|deleted|received|sent)$/;
/** Prose that makes a number a length of time: "seconds spent in packing" (paccurate's `packTime`). */
const DURATION_DESC =
  /\b(duration|elapsed|how long|time ?out|latency|interval|ttl|time to live|spent|taken)\b/i;
/** The unit a duration's prose names ("seconds spent in packing"), as the role's unit word. */
const DESC_UNIT: [RegExp, string][] = [
  [/\b(milli-?seconds?|ms)\b/i, "ms"],
  [/\b(seconds?|secs?)\b/i, "seconds"],
  [/\b(minutes?|mins?)\b/i, "minutes"],
  [/\b(hours?|hrs?)\b/i, "hours"],
  [/\bdays?\b/i, "days"],
];
const MS_WORDS = /(^|_)(ms|msec|millis|milliseconds?|epoch_?ms)$/;
/** A doc's words for digits that count time since 1970, strict enough to read a string by. */
const EPOCH_STRING_DESC =
  /\b(unix|posix|epoch)\b.{0,20}\b(time|timestamp|seconds|millis|milliseconds)\b|\b(unix|posix|epoch) (time|timestamp)\b|\b(milli)?seconds since (the )?(unix |posix )?(epoch|1970)\b/i;
const MS_DESC = /\bmilli(-| )?seconds?\b|\bmillis\b|\bms\b/i;

/**
 * The unit of a number that holds an instant as a count since 1970 (`start_time` "in epoch
 * seconds", `expiry` "epoch time in secs", `event_close_time_epoch_ms`): "s" or "ms", or undefined
 * when the field is no instant (a `response_time`, an `expires_in`, a `year`, a string).
 */
export function epochUnit(
  name: string,
  schema: unknown = {},
  description?: string,
): "s" | "ms" | undefined {
  const s = flatSchema(schema);
  const t = schemaType(s);
  // "Market cap as of the last updated timestamp" is dated by a time, not one (polygon, f53 dev).
  const desc =
    `${typeof s.description === "string" ? s.description : ""} ${description ?? ""}`.replace(
      /\b(as of|as at|at the time of)\b.*$/is,
      "",
    );
  // Mux's `created_at` "defined as a Unix timestamp (seconds since epoch)", typed as a string of
  // format int64: digits of an instant, never "75" (fresh38 dev).
  const sinceEpoch = EPOCH_STRING_DESC.test(desc);
  const digits = t === "string" && s.format !== "date-time" && s.format !== "date" && sinceEpoch;
  if (t !== "integer" && t !== "number" && !digits) return undefined;
  const words = splitWords(name);
  const w = words.join("_");
  // `epoch_ms`, `time_ms`: the unit word comes last.
  const unitLast = MS_WORDS.test(w) || /(^|_)(secs?|seconds)$/.test(w);
  const core = unitLast ? words.slice(0, -1) : words;
  const last = core[core.length - 1] ?? "";
  const head = core.slice(0, -1).join("_");
  if (DURATION_DESC.test(desc)) return undefined;
  // "UV Index from value … From 0 to 40": a number its doc bounds below any instant's count is no
  // instant, whatever its name (OpenUV's `from`/`to` were sent as epochs, fresh58 readers).
  const stated = statedRange(desc);
  if (stated && !sinceEpoch && stated.max < 1e8) return undefined;
  // "timestamp within the video, in seconds": a position in a recording, not an instant — unless
  // the doc says it counts since 1970 ("Time the Playback Restriction was created, defined as a
  // Unix timestamp").
  if (
    !sinceEpoch &&
    (/\b(within|into|of) the (video|track|song|recording|stream|media|clip|episode)\b|\bplay(er|back)\b/i.test(
      desc,
    ) ||
      /^(current_time|playback_(time|position))$/.test(w))
  )
    return undefined;
  if (/^(year|month|day|hour|minute|week)s?$/.test(last)) return undefined;
  const named =
    core.includes("epoch") ||
    (SPAN_TAIL.test(last) && s.format === "int64" && core.length >= 2) ||
    // A bare `created` / `updated` integer is when, not how many ("number of" says a count).
    (LIFECYCLE_TAIL.test(last) &&
      (s.format === "int64" || core.length === 1) &&
      !/\b(number|count) of\b/i.test(desc)) ||
    core.includes("timestamp") ||
    (INSTANT_TAIL.test(last) && !DURATION_HEAD.test(head) && !DURATION_HEAD.test(core[0] ?? ""));
  // OpenChannel's `date` "The date (in millis) of when this app was owned": a time in a unit
  // since 1970 is an instant ("the date is 70", fresh35 dev).
  const inUnit =
    /\b(date|time|when)\b/i.test(desc) &&
    /\(in (millis|milliseconds|ms|seconds)\)|\bin (millis|milliseconds)\b/i.test(desc);
  if (!named && !EPOCH_DESC.test(desc) && !inUnit) return undefined;
  // A bare `date` integer could be `20240105`; only the doc's word or size makes it an instant.
  if (last === "date" && !EPOCH_DESC.test(desc) && !inUnit && !core.includes("epoch"))
    return undefined;
  if (unitLast) return MS_WORDS.test(w) ? "ms" : "s";
  if (MS_DESC.test(desc)) return "ms";
  if (/\b(secs?|seconds)\b/i.test(desc)) return "s";
  const ex = [s.example, s.default, ...(Array.isArray(s.examples) ? s.examples : [])].find(
    (v) => typeof v === "number" && v > 1e8,
  ) as number | undefined;
  return ex !== undefined && ex >= 1e11 ? "ms" : "s";
}

/** An integer switch (`return_image=0|1`, `is_cropped`): a flag even when typed as a number. */
export function isNumericFlag(name: string, schema: unknown): boolean {
  const s = flatSchema(schema);
  const t = schemaType(s);
  if (t !== "integer" && t !== "number") return false;
  const e = enumOf(s);
  if (e && e.length > 0 && e.every((v) => v === 0 || v === 1)) return true;
  if (s.minimum === 0 && s.maximum === 1) return true;
  const words = splitWords(name);
  return (
    /^(is|has|return|include|with|show|enable|use|allow|exclude)$/.test(words[0] ?? "") &&
    /\b(0|1|true|false|flag|whether)\b/i.test(String(s.description ?? ""))
  );
}

/**
 * Words of a count of things that happen to a record (`sent_total`, `unique_clicks`, `events_sent`);
 * a bare `total` is as often an amount (`total_net`) as a count.
 */
const TALLY_WORD =
  /^(count|counts|num|sent|received|delivered|opens|opened|clicks|clicked|views|viewed|downloads|downloaded|hits|visits|uses|used|bounces|complaints|rejects|unsubs|unsubscribes|failures|failed|errors|attempts|retries|replies|likes|shares|followers|subscribers|members|comments|votes|orders|sales|calls|requests)$/;
/** Words of a bound or a setting, not of what has happened: `max_count`, `custom_quota`, `limit`. */
const NOT_TALLY =
  /^(max|maximum|min|minimum|limit|quota|allowed|target|expected|per|rate|page|size|id)$/;

/**
 * A whole number counting what has happened to its record so far (`sent_total`, `opens`,
 * `events_sent`, "Number of …"): a record made a moment ago has counted nothing yet, so it is 0.
 */
export function isTally(name: string, schema: unknown): boolean {
  const s = flatSchema(schema);
  if (schemaType(s) !== "integer" || enumOf(s)) return false;
  if (typeof s.minimum === "number" && s.minimum > 0) return false;
  const words = splitWords(name).map((w) => w.toLowerCase());
  if (words.some((w) => NOT_TALLY.test(w))) return false;
  if (words.some((w) => TALLY_WORD.test(w))) return true;
  return /^\s*(the )?(total )?(number|count) of\b/i.test(String(s.description ?? ""));
}

/** The value a call setting gets when nobody states it: the doc's default, else a small page. */
export function settingValue(name: string, schema: unknown): unknown {
  const s = flatSchema(schema);
  if (s.default !== undefined) return s.default;
  const e = enumOf(s);
  if (e && e.length > 0) return e[0];
  const t = schemaType(s);
  const k = looseKey(name);
  let n = /^(offset|skip|startindex|page|pagenumber|pageno|pageindex)$/.test(k)
    ? k.startsWith("page") && s.minimum !== 0
      ? 1
      : 0
    : 10;
  if (t === "boolean") return false;
  if (/^(cursor|iterator|pagetoken|nexttoken|continuationtoken)$/.test(k)) return undefined;
  if (typeof s.minimum === "number" && n < s.minimum) n = s.minimum;
  if (typeof s.maximum === "number" && n > s.maximum) n = s.maximum;
  return t === "string" ? String(n) : n;
}

/** A version the doc says is the API's or the client's ("Version of the API", "client app version"). */
const API_VERSION =
  /\b(?:api|client|app|application|sdk|protocol|service)\b[\w\s-]{0,20}\bversion\b|\bversion of (?:the |this )?(?:api|client|app|application|sdk|protocol|service)\b/i;

/** A parameter named as a version (`version`, `appVersion`, `api_version`). */
function versionName(name: string): boolean {
  return splitWords(name).pop()?.toLowerCase() === "version";
}

const apiSettingsMemo = new WeakMap<readonly unknown[], Set<string>>();

/**
 * Parameters an API takes on (nearly) every tool, whatever the resource, that set up the API
 * itself rather than name a record or a filter: a version (`version`, `appVersion`), a path
 * variant from a closed set (`/{dialect}/api/where/…` with otp | mobile) or with a default, or a
 * yes/no switch the doc gives a default (`includeReferences`: "true"). Nobody asks for "the mobile dialect" (bkk.hu,
 * fresh15); every call sends the doc's default. A shared id (`/users/{userId}/…`) has no closed
 * set and no default, and stays the user's.
 */
export function apiSettings(
  tools: readonly { inputSchema: unknown; source?: { pointer?: string } }[],
): Set<string> {
  const memo = apiSettingsMemo.get(tools);
  if (memo) return memo;
  const out = new Set<string>(armSubscriptionScope(tools));
  const withInputs = tools
    .map((t) =>
      isObj(t.inputSchema) && isObj(t.inputSchema.properties) ? t.inputSchema.properties : {},
    )
    .filter((p) => Object.keys(p).length > 0);
  // Two or three tools sharing a parameter say nothing about the API as a whole.
  if (withInputs.length >= 4) {
    const seen = new Map<string, { count: number; schema: Record<string, unknown> }>();
    for (const props of withInputs)
      for (const [name, schema] of Object.entries(props)) {
        if (!isObj(schema) || schema["x-in"] === "body") continue;
        const had = seen.get(name);
        seen.set(name, { count: (had?.count ?? 0) + 1, schema: had?.schema ?? schema });
      }
    const needed = Math.ceil(withInputs.length * 0.8);
    for (const [name, { count, schema }] of seen) {
      if (count < needed) continue;
      const s = flatSchema(schema);
      const inPath = schema["x-in"] === "path";
      // A flavour of the API is one of a few (otp | mobile, json | xml); a path choosing among
      // many (bridgedb's `/{organism}/…`: Human, Mouse, … 60 of them) is the subject asked about.
      const choices = enumOf(s)?.length ?? 0;
      const closedPath = inPath && choices > 0 && choices <= 4;
      // A defaulted yes/no switch shapes every answer; a defaulted query value (canada-holidays'
      // `year`: 2023) is still what the user asks about.
      const yesNo = typeof s.default === "boolean" || /^(?:true|false)$/.test(String(s.default));
      const defaulted = s.default !== undefined && (inPath || yesNo);
      if (versionName(name) || closedPath || defaulted) out.add(name);
    }
  }
  apiSettingsMemo.set(tools, out);
  return out;
}

/**
 * Azure Resource Manager's `subscriptionId` where every path that takes it starts with it
 * (`/subscriptions/{subscriptionId}/providers/…`): the subscription the client is signed in to
 * (AutoRest makes it a client parameter), no record a person names — a GUID no user says (fresh70
 * log profiles: every request said "for subscription b67f7fec-69fc-…" and the knowable check
 * dropped all 334). Where a path ends at it (`/subscriptions/{subscriptionId}` of the
 * subscriptions admin API) the subscription is the record itself and stays a key.
 */
function armSubscriptionScope(
  tools: readonly { inputSchema: unknown; source?: { pointer?: string } }[],
): string[] {
  const out: string[] = [];
  const taking = new Map<string, string[]>();
  for (const t of tools) {
    const props =
      isObj(t.inputSchema) && isObj(t.inputSchema.properties) ? t.inputSchema.properties : {};
    const path = (t.source?.pointer ?? "").replace(/^\/paths\//, "").split("/")[0] ?? "";
    for (const [name, schema] of Object.entries(props))
      if (looseKey(name) === "subscriptionid" && isObj(schema) && schema["x-in"] === "path")
        taking.set(name, [
          ...(taking.get(name) ?? []),
          path.replace(/~1/g, "/").replace(/~0/g, "~"),
        ]);
  }
  for (const [name, paths] of taking)
    if (paths.every((p) => p.startsWith(`/subscriptions/{${name}}/`))) out.push(name);
  return out;
}

/** Is this parameter a transport parameter rather than part of the request's meaning? */
export function isPlumbing(
  name: string,
  ctx: Pick<FieldContext, "siblings" | "description" | "apiSetting"> & { in?: unknown } = {},
): boolean {
  // A dry run ("If set, performs request validation … but does not actually execute the create
  // request", AlloyDB's `validateOnly`), in a body too: set, the call changes nothing — "failover
  // the instance only validate ones" was a gold write (fresh73).
  if (/^(?:validateonly|dryrun)$/.test(looseKey(name)) || DRY_RUN.test(ctx.description ?? ""))
    return true;
  // A body property is part of the record (a messenger account's `access_token`), not transport.
  if (ctx.in === "body") return false;
  if (ctx.apiSetting) return true;
  if (versionName(name) && API_VERSION.test(ctx.description ?? "")) return true;
  const k = looseKey(name);
  if (k === "key") {
    const desc = ctx.description ?? "";
    const family = (ctx.siblings ?? []).filter((s) => GOOGLE_FAMILY.has(looseKey(s))).length;
    return /api key|apikey|credential|project|quota|access key/i.test(desc) || family >= 2;
  }
  if (k === "fields" || k === "format") {
    // `fields` selects response fields (a mask); `format=json` picks the wire format.
    const desc = ctx.description ?? "";
    if (k === "format") return /response format|output format|\bjson\b|\bxml\b/i.test(desc);
    return !/filter/i.test(desc) || /partial response|selector|mask/i.test(desc);
  }
  if (k === "key" || k === "token") return false;
  // A write's field mask ("The field mask applied to the target `Configuration` before
  // updating"): which fields the call touches, never a fact of the record — stored, every
  // Android provisioning configuration carried `"update_mask":"2025-12-06"` (fresh73 readers N).
  if (
    /^(update|read|field)mask$/.test(k) ||
    (/mask$/.test(k) && FIELD_MASK.test(ctx.description ?? ""))
  )
    return true;
  // `response_format` (regulations.gov's `/document.{response_format}`, "Format": json | xml):
  // the wire format by its name — "document information for a response format" → "xml" (fresh52
  // blind readers G/U/A on 2 of 60).
  if (/^(?:response|output|return|result|data)format$/.test(k)) return true;
  // The doc says it is a switch for developers: feature flags, "Don't use in production", a
  // debugging/testing or pretty-printing switch — never what a person asks for.
  if (DEV_SWITCH.test(ctx.description ?? "")) return true;
  if (RESPONSE_SHAPE.test(ctx.description ?? "")) return true;
  if (WIRE_FORMAT.test(ctx.description ?? "")) return true;
  if (HOST_KEY.test(k) && API_HOST.test(ctx.description ?? "")) return true;
  return PLUMBING.has(k) || PLUMBING_PREFIX.test(k);
}

/** A description of a protocol-buffer field mask. */
const FIELD_MASK = /\bfield ?mask\b/i;

/** Inputs naming a host: `domain`, `host`, `hostname`. */
const HOST_KEY = /^(?:domain|domainname|host|hostname|apihost|apidomain)$/;
/**
 * The API's own host in a doc ("Domain name: api.taxrates.io"): an input that takes it is
 * transport, never a site the user names ("the rates on wyman.com", fresh69 readers U).
 */
const API_HOST = /\bapi\.[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}\b/i;

/**
 * A doc saying the input shapes what comes back rather than which records: "Request additional
 * data in the output" (BBC's `mixin`), "the desired width of returned image URLs" (Nookipedia's
 * `thumbsize`), "only bug names are returned" (its `excludedetails`), "Adds additional information
 * to the response" (fulfillment.com's `hydrate`: "the accountings … for the items hydrate", fresh52
 * blind readers F). Readers marked requests that read them out ("with a thumbsize of 2") as form
 * wording.
 */
const RESPONSE_SHAPE =
  /\b(?:additional|extra) (?:data|information|fields|details) (?:in|to) the (?:output|response)\b|\b(?:width|height|size|resolution) of (?:the )?returned\b|\bonly [a-z]+ (?:names|ids) are returned\b/i;

/**
 * A doc saying the input picks the wire format of the answer: OMDb's `r` "The data type to
 * return." (json | xml), "Response format: json or xml". Blind readers of fresh46 marked "for
 * xml" in three requests (F, U).
 */
const WIRE_FORMAT =
  /\b(?:data|response|output|result|return) (?:type|format) (?:to return|of the (?:response|output|results?)|returned)\b|\b(?:json|xml|csv|yaml)\b[^.;]{0,20}\bor\b[^.;]{0,20}\b(?:json|xml|csv|yaml)\b/i;

/** The fixed value a plumbing parameter gets in every call (its default, its first enum, or none). */
export function plumbingValue(name: string, schema: unknown): unknown {
  const s = flatSchema(schema);
  if (s.default !== undefined) return s.default;
  const e = enumOf(s);
  const k = looseKey(name);
  if (k === "alt") return e?.includes("json") ? "json" : (e?.[0] ?? "json");
  if (k === "prettyprint" || k === "pretty") return false;
  if (k === "xgafv") return e?.[0] ?? "2";
  const example = Array.isArray(s.examples) ? s.examples[0] : s.example;
  if (k === "apiversion" || k === "xmsversion") return e?.[0] ?? example ?? "2024-01-01";
  // The Azure subscription the client is signed in to: the doc's, else one fixed GUID.
  if (k === "subscriptionid") return example ?? "00000000-0000-0000-0000-000000000000";
  // The API's host is sent as the doc gives it ("Domain name: api.taxrates.io").
  if (HOST_KEY.test(k)) {
    const host = [example, s.description].find((x) => typeof x === "string" && API_HOST.test(x));
    if (typeof host === "string") return API_HOST.exec(host)?.[0];
  }
  if (e && e.length > 0) return e[0];
  return undefined;
}

function isSystem(name: string, words: string[], desc: string, ctx: FieldContext): boolean {
  // `_type`, `@odata.type`, `$schema`: response bookkeeping, never a fact about the record.
  if (/^[_@$]/.test(name)) return true;
  const k = looseKey(name);
  if (SYSTEM.has(k)) {
    // `href` or `revision` named by a user in a write are real fields; a description saying so wins.
    if (/\b(user|you)\s+(provide|set|choose)/i.test(desc)) return false;
    return true;
  }
  // …and Google's older APIs say it "Kind of resource this is, in this case adsense#payment": the
  // answer "I found 3 payments: an adsense#payment one on January 25" told them apart by it, and
  // "tell me the kind and timezone of the account" asked for it (fresh75 blind readers B/F).
  if (
    k === "kind" &&
    /identifies what kind of resource|fixed string|always|^\s*kind (?:of (?:resource|list|object) )?this is\b|\bin this case [a-z]+#[a-z]/i.test(
      desc,
    )
  )
    return true;
  if (k === "kind" && (ctx.siblings ?? []).some((s) => looseKey(s) === "etag")) return true;
  // Azure's resource `type` ("Resource type", "The type of the resource. E.g.
  // \"Microsoft.Compute/virtualMachines\""): the same constant on every record of a collection —
  // "what's the type of the aggregated alert called Overspeed" was asked and answered
  // "Microsoft.Security/IoTSecurityAggregatedAlert" on 7 of 30 samples (fresh74 blind readers G/M).
  if (
    k === "type" &&
    /^\s*(?:the )?(?:azure )?resource type\.?\s*$|^\s*the type of the (?:azure )?resource\.?(?:\s|$)|\bMicrosoft\.[A-Za-z]+\/[A-Za-z]/i.test(
      desc,
    )
  )
    return true;
  // `*_at` timestamps the server stamps (created, updated, modified, deleted).
  const last = words[words.length - 1];
  const first = words[0];
  if ((last === "at" || last === "time" || last === "timestamp" || last === "date") && first) {
    if (
      ["created", "updated", "modified", "deleted", "inserted", "indexed", "synced"].includes(first)
    )
      return words.length <= 3;
  }
  return /read-?only|output only|server-generated|set by the server|generated by the system/i.test(
    desc,
  );
}

/**
 * A record's row version, sent back to prove the caller saw its latest state: Big Red Cloud's
 * `timestamp` ("Should be encoded in Base64", `format: byte`). No time and nothing a person
 * knows — the user was asked "remove the purchase … on f7m8u9RD2wg=" (fresh36 dev).
 */
/** Names a row version goes by, as snake words (`timestamp`, `row_version`, `concurrency_token`). */
export const ROW_VERSION_NAME =
  /^(timestamp|time_?stamp|row_?version|concurrency_?token|version_?token)$/;

function isRowVersion(words: string[], s: Record<string, unknown>, desc: string): boolean {
  const last = words[words.length - 1] ?? "";
  if (!/^(timestamp|rowversion|version|concurrency|token|stamp)$/.test(last)) return false;
  if (words.length > 2) return false;
  return s.format === "byte" || /\bbase-?64\b|\bconcurrency\b|\boptimistic lock/i.test(desc);
}

function descOf(s: Record<string, unknown>, ctx: FieldContext): string {
  const d = typeof s.description === "string" ? s.description : "";
  return (d || ctx.description || "").trim();
}

/** Examples the doc itself gives: `example`, `examples`, `default`, "e.g. 'JFK'" in the text. */
/**
 * A doc's example that is a placeholder for any value, not one: Svix's app `uid`
 * "unique-app-identifier" was given to every app (fresh55 blind readers, N on 8 of 60), "your-api-key".
 */
export function isPlaceholder(v: unknown): boolean {
  if (typeof v === "string" && TYPE_NAMED.test(v.trim())) return true;
  // A resource name whose id is one (`projects/example-project/locations/us-east1`, AlloyDB's
  // location example): every AlloyDB cluster was seeded under "example-project" (fresh73).
  if (typeof v === "string" && /^[a-z][a-zA-Z]*s\/[^/\s]+(?:\/[a-z][a-zA-Z]*s\/[^/\s]+)*$/.test(v))
    return v.split("/").some((part, i) => i % 2 === 1 && isPlaceholder(part));
  return (
    typeof v === "string" &&
    /^[a-z]+(?:[-_ ][a-z]+){1,3}$/i.test(v) &&
    /(?:^|[-_ ])(?:unique|identifier|placeholder|your|sample|example)(?:$|[-_ ])/i.test(v)
  );
}

/**
 * An example that names the value's type, not a value: otoroshi's 227 `"example": "a string
 * value"` became services, certificates and schemes "called a string value" (fresh56 blind
 * readers, N and A), and a link `"url": "URL"`.
 */
export const TYPE_NAMED =
  /^(?:an? |some )?(?:string|text|number|integer|int|boolean|bool|float|double|decimal|object|array|date|date-?time|timestamp|url|uri)(?: value)?$|^(?:an? |some )?value$/i;

/**
 * A doc's dummy number, not a value: otoroshi's `123123` on every size and count (stop52 blind
 * readers N: `bufferSize` and `groupSize` both 123123), `1234`, `99999`. Digits of six or more
 * that repeat one block, a counting run from 1, or one digit five times or more.
 */
export const DUMMY_DIGITS =
  /^(?:(?=\d{6})(\d{2,})\1+|0?1234(?:5(?:6(?:7(?:89?)?)?)?)?|(\d)\2{4,})$/;

/** `DUMMY_DIGITS` on a whole number or a string of digits. */
export function isDummyNumber(v: unknown): boolean {
  if (typeof v === "number") return Number.isInteger(v) && DUMMY_DIGITS.test(String(Math.abs(v)));
  return typeof v === "string" && DUMMY_DIGITS.test(v.trim());
}

/**
 * An "example" that describes the field instead of giving a value ("The availability status of
 * source" for `availability_status`, "The GUID of the RedHat connect client being used"): a phrase
 * opening with an article that repeats two or more words of the field's name or title.
 */
export function describesTheField(v: unknown, name: string, title: unknown): boolean {
  if (isPlaceholder(v)) return true;
  if (typeof v !== "string" || !/^(?:the|a|an)\s/i.test(v) || v.split(/\s+/).length < 4)
    return false;
  const words = new Set(
    `${splitWords(name).join(" ")} ${typeof title === "string" ? title : ""}`
      .toLowerCase()
      .split(/[^a-z0-9]+/)
      .filter((w) => w.length >= 3 && w !== "the"),
  );
  const said = v
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => words.has(w));
  return new Set(said).size >= 2;
}

export function docExamples(schema: unknown, description = "", name = ""): unknown[] {
  const s = flatSchema(schema);
  const out: unknown[] = [];
  if (s.example !== undefined) out.push(s.example);
  if (Array.isArray(s.examples)) out.push(...s.examples);
  else if (isObj(s.examples))
    for (const v of Object.values(s.examples)) out.push(isObj(v) && "value" in v ? v.value : v);
  if (s["x-example"] !== undefined) out.push(s["x-example"]);
  if (s.default !== undefined && s.default !== null && s.default !== "") out.push(s.default);
  const text = typeof s.description === "string" ? s.description : description;
  const re =
    /\b(?:e\.g\.|eg\.|for example|such as|like)[,:]?\s*((?:["'`‘“][^"'`’”]{1,40}["'`’”](?:\s*(?:,|or|and)\s*)?)+)/gi;
  for (const m of text.matchAll(re)) {
    // "characters like `_-:&.`" lists characters a value may hold, not a value (Data Lineage).
    for (const q of (m[1] ?? "").matchAll(/["'`‘“]([^"'`’”]{1,40})["'`’”]/g))
      if (/[\p{L}\p{N}]/u.test(q[1] ?? "")) out.push(q[1]);
  }
  const seen = new Set<string>();
  return out.filter((v) => {
    if (describesTheField(v, name, s.title)) return false;
    const key = JSON.stringify(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Roles a person plays on a record: `approver_id` names an employee, not an "approver". */
const PERSON_ROLES =
  /^(approver|manager|assignee|reporter|reviewer|requester|requestor|owner|author|creator|organizer|organiser|sender|recipient|supervisor|submitter|moderator|editor|lead|approved_by|assigned_to|created_by|updated_by|requested_by)$/;
/** A field for the person who plays a role on a record (`creator`, `created_by`, `owner`). */
export function isPersonRole(name: string): boolean {
  return PERSON_ROLES.test(name.toLowerCase().replace(/[\s-]+/g, "_"));
}
/**
 * Keys that hold a person's login, not a name of a thing. A `nickname` is no login: Rocket's plans
 * are named by theirs (the reader-labelled answers, test/synth/answer-reader-labels).
 */
export const LOGIN_KEY = /^(?:user_?name|login|handle|screen_?name|uploader)$/i;
/**
 * Keys of whose a record is (a repository association's `Owner`, a post's `author`): said "one by
 * akoch", never as the record's name (fresh64 readers, B: "I found 6 repository associations:
 * akoch (Associating) …").
 */
export const MAKER_KEY = /^(?:owner|author|creator|created_?by)$/i;
/** Nouns of records that are people (or their accounts), which a login names. */
export const PERSON_NOUN = new RegExp(
  `(?:^| )(?:${PERSON_NOUNS}|uploader|admin|administrator|moderator|maintainer|contributor|collaborator)s?$`,
  "i",
);

/** Keys that hold who a record belongs to or is from, a person or an organisation. */
const PARTY_KEYS =
  /^(?:user|owner|customer|patient|member|author|person|contact|employee|assignee|attendee|client|buyer|seller|merchant|vendor|supplier|company|organization|organisation|employer|business|partner|account|publisher|sender|recipient|creator)$/;
/**
 * A key naming the party a record belongs to or comes from (`merchant`, `customer`, `owner`), not
 * the thing itself: an inventory row's `merchant.name` says whose stock it is, not which.
 */
export function isPartyKey(name: string): boolean {
  const k = name.toLowerCase().replace(/[\s-]+/g, "_");
  return PARTY_KEYS.test(k) || PERSON_ROLES.test(k);
}
const PERSON_COLLECTIONS = [
  "employees",
  "users",
  "members",
  "people",
  "persons",
  "staff",
  "agents",
  "contacts",
  "customers",
];

/**
 * The collection of people an id of a person's role points to (`approver_id` → `employees`), when
 * the environment has no collection of that role's own name.
 */
export function personCollectionFor(stem: string, collections: string[]): string | undefined {
  if (!PERSON_ROLES.test(stem)) return undefined;
  const own = new Set(collections.map((c) => looseKey(c)));
  if (own.has(looseKey(stem)) || own.has(looseKey(`${stem}s`))) return undefined;
  for (const p of PERSON_COLLECTIONS) {
    const hit = collections.find((c) => looseKey(c) === p);
    if (hit) return hit;
  }
  return undefined;
}

/** Collection a `*_id` / `*_number` name points to, among the known collections. */
/**
 * The collection an id's description says it is of, when its name does not: KYC's `subjectId`,
 * "KYC API Id (32 byte hexid) of the company you want to place the order for" → companies. The
 * UBO order was fed a price-list SKU for it (fresh49 blind readers A/M, 4 of 60).
 */
function describedCollection(desc: string, ctx: FieldContext): string | undefined {
  const m = /\b(?:id|identifier)\b(?:\s*\([^)]*\))?\s+of\s+(?:the|a|an)\s+([a-z]+)\b/i.exec(desc);
  if (!m?.[1]) return undefined;
  const hit = collectionLookup(ctx.collections ?? []).get(m[1].toLowerCase());
  return hit && hit !== ctx.entity ? hit : undefined;
}

/**
 * The collection a value named for a kind of record holds the key of when its doc opens by saying
 * so: `filter[organization]` "Fitbit Plus organization id.", `filter[groups]` "Comma-separated list
 * of group ids.", `filter[organization]` "Organization identifier" — an organization's id, never
 * its name (fresh67 readers A: `fetchGroups {"filter[organization]": "Lemke Inc"}`).
 */
export function keyNamedByDoc(
  words: string[],
  desc: string,
  ctx: FieldContext,
): string | undefined {
  const last = words[words.length - 1];
  if (!last || words.length < 2) return undefined;
  const m = KEY_OPENING.exec(desc);
  if (!m?.[1] || singular(m[1].toLowerCase()) !== singular(last)) return undefined;
  const hit = collectionLookup(ctx.collections ?? []).get(singular(last));
  return hit && hit !== ctx.entity ? hit : undefined;
}

const KEY_OPENING =
  /^\s*(?:(?:a\s+)?(?:comma[- ]separated\s+)?list\s+of\s+)?(?:the\s+)?(?:[\w-]+\s+){0,3}?([a-z]+)\s+(?:id|ids|identifiers?|uuids?)\b/i;

/**
 * The collection a value is the key of when its whole description says so and its name does not:
 * a raw body "Id of Channel" (ritc's `POST /users/{user_id}/channels`), "The ID of the admin
 * user." → channels, users (the last words that name a collection). Undefined for any other
 * description: "Id of Channel to notify about …" describes more than a key.
 */
export function describedKeyOf(description: string, collections: string[]): string | undefined {
  const m =
    /^\s*(?:the\s+)?(?:id|identifier|uuid|key)\s+of\s+(?:the\s+|a\s+|an\s+)?([a-z][a-z_ -]*?)\s*\.?\s*$/i.exec(
      description,
    );
  if (!m?.[1]) return undefined;
  const words = splitWords(m[1]);
  const cols = collectionLookup(collections);
  for (let i = 0; i < words.length; i++) {
    const hit = cols.get(words.slice(i).join("_"));
    if (hit) return hit;
  }
  return undefined;
}

function refCollection(words: string[], ctx: FieldContext): string | undefined {
  if (words.length < 2) return undefined;
  const stem = words
    .slice(0, -1)
    .filter((w) => !["new", "old", "target", "parent", "current"].includes(w));
  if (stem.length === 0) return undefined;
  const cols = collectionLookup(ctx.collections ?? []);
  for (let i = 0; i < stem.length; i++) {
    const hit = cols.get(stem.slice(i).join("_"));
    if (hit) return hit;
  }
  // Only an id names a person record: `author_name` is a name, not a reference.
  const last = words[words.length - 1]!;
  return /^(id|ids|uuid)$/.test(last)
    ? personCollectionFor(stem.join("_"), ctx.collections ?? [])
    : undefined;
}

/** Per collection list (shared by every field of an environment): name or singular → first collection. */
const collectionLookups = new WeakMap<string[], { length: number; map: Map<string, string> }>();

function collectionLookup(cols: string[]): Map<string, string> {
  const hit = collectionLookups.get(cols);
  if (hit && hit.length === cols.length) return hit.map;
  const m = new Map<string, string>();
  for (const c of cols) {
    // First match wins, as a scan in list order would find it.
    const one = singular(c);
    if (!m.has(one)) m.set(one, c);
    if (!m.has(c)) m.set(c, c);
  }
  collectionLookups.set(cols, { length: cols.length, map: m });
  return m;
}

function addressPart(
  words: string[],
  k: string,
  ctx: FieldContext,
): FieldModel["part"] | undefined {
  const last = words[words.length - 1] ?? "";
  if (/^(line1|addressline1|street|streetaddress|address1|street1)$/.test(k)) return "line1";
  if (/^(line2|addressline2|address2|street2|suite|apt|apartment)$/.test(k)) return "line2";
  if (last === "city" || k === "town" || k === "locality") return "city";
  if (
    /^(zip|zipcode|postalcode|postcode|postal)$/.test(k) ||
    last === "zip" ||
    k.endsWith("postalcode")
  )
    return "postal_code";
  const sib = new Set((ctx.siblings ?? []).map(looseKey).filter((x) => x !== k));
  const addressy = sib.has("city") || sib.has("zip") || sib.has("postalcode") || sib.has("country");
  // A country on its own (a model's plate region, a market) is a choice, not where someone lives.
  const lived =
    addressy ||
    sib.has("street") ||
    sib.has("line1") ||
    sib.has("address") ||
    sib.has("state") ||
    sib.has("region") ||
    sib.has("phone") ||
    k === "countrycode";
  if ((k === "country" || k === "countrycode" || last === "country") && lived) return "country";
  if ((k === "state" || k === "province" || k === "region" || k === "statecode") && addressy)
    return "state";
  if (k === "province") return "state";
  return undefined;
}

/**
 * An id parameter whose stem is the last word of a collection the environment keeps
 * (`request_id` beside `leave_requests`): the record the call is about, not the transport's
 * request id, unless it is sent as a header. The bundled helpdesk's `decide_leave_request` was
 * never sampled because its `request_id` was classed plumbing with no fixed value.
 */
function namesKeptRecord(words: string[], at: unknown, ctx: FieldContext): boolean {
  if (at === "header" || words.length < 2 || words[words.length - 1] !== "id") return false;
  const stem = singular(words[words.length - 2] ?? "");
  const kept = [...(ctx.collections ?? []), ...(ctx.entity ? [ctx.entity] : [])];
  return kept.some((c) => singular(splitWords(c).at(-1) ?? "") === stem);
}

/**
 * Infer the model of one field: role, plus ref/values/part/unit/purpose/examples where they apply.
 * `schema` is the field's JSON schema (may be `{}`); `ctx` says where it sits.
 */
export function inferFieldModel(name: string, schema: unknown, ctx: FieldContext = {}): FieldModel {
  const s = flatSchema(schema);
  const type = schemaType(s) ?? "string";
  const desc = descOf(s, ctx);
  const words = splitWords(name);
  const k = looseKey(name);
  const last = words[words.length - 1] ?? "";
  const values = enumOf(s);
  const examples = docExamples(s, desc, name);
  const base: FieldModel = { role: "other", type };
  if (values) base.values = values;
  if (examples.length > 0) base.examples = examples.slice(0, 8);
  if (desc) base.description = desc.slice(0, 240);
  const as = (role: FieldRole, extra: Partial<FieldModel> = {}): FieldModel => ({
    ...base,
    ...extra,
    role,
  });

  // The caller's Azure subscription is told to the policy as an account setting (a credential),
  // before any reading of it as the API's own transport setting.
  if (ctx.param && isAccountSubscription(name, desc) && type !== "boolean") return as("credential");
  if (
    ctx.param &&
    !namesKeptRecord(words, s["x-in"], ctx) &&
    isPlumbing(name, {
      description: desc,
      siblings: ctx.siblings ?? [],
      in: s["x-in"],
      ...(ctx.apiSetting ? { apiSetting: true } : {}),
    })
  )
    return as("plumbing");
  if (ctx.param && isCredential(name, desc) && type !== "boolean") return as("credential");
  const entitySingular = ctx.entity ? singular(ctx.entity) : undefined;
  if (ctx.idField && name === ctx.idField) return as("id");
  if (isSystem(name, words, desc, ctx) || isRowVersion(words, s, desc)) return as("system");
  if (ctx.refs?.[name]) return as("reference", { ref: ctx.refs[name] });
  const keyed =
    type === "string" || type === "integer" ? keyNamedByDoc(words, desc, ctx) : undefined;
  if (keyed) return as("reference", { ref: keyed });
  if (k === "id" || k === "uuid" || (entitySingular && k === looseKey(`${entitySingular}_id`)))
    return as("id");
  if (type === "boolean" || isNumericFlag(name, s)) return as("flag");
  if (
    ctx.param &&
    isPaging(name, desc, ctx.siblings) &&
    (type === "integer" || type === "number" || /^(max|top|limit|offset|page)/i.test(name))
  )
    return as("paging");
  // An instant counted in seconds or milliseconds since 1970: a date to a person, never "28".
  const epoch = epochUnit(name, s, desc);
  if (epoch) return as("datetime", { unit: epoch });
  if (s.format === "email" || last === "email" || k === "emailaddress") return as("email");
  if (
    last === "phone" ||
    k.endsWith("phonenumber") ||
    last === "mobile" ||
    last === "tel" ||
    last === "fax" ||
    s.format === "phone"
  )
    return as("phone");
  if (
    s.format === "uri" ||
    s.format === "url" ||
    last === "url" ||
    last === "uri" ||
    k === "website" ||
    k === "homepage" ||
    last === "link"
  )
    return as("url");
  const part = type === "string" ? addressPart(words, k, ctx) : undefined;
  if (part) return as("address-part", { part });
  // A country on its own (the plate region of a recognition model, a market): a choice.
  if (/^(country|countrycode|cc|market)$/.test(k) && type === "string") return as("category");
  // References: `*_id`, `*Id`, `*_ids`, or `*_number`/`*_code` naming a known collection.
  // `seriesInstanceUID`, `device_guid`: an identifier however it is spelled.
  if (/^(id|ids|uuid|uid|guid)$/.test(last) && words.length >= 2) {
    const ref = refCollection(words, ctx) ?? describedCollection(desc, ctx);
    return ref ? as("reference", { ref }) : as("reference");
  }
  if (["number", "code", "sku", "no", "key", "name"].includes(last) && words.length >= 2) {
    const ref = refCollection(words, ctx);
    if (ref && ref !== ctx.entity) return as("reference", { ref });
  }
  if (/^(status|state)$/.test(k) || last === "status" || (k.endsWith("state") && values))
    return as("status");
  // "HH:MM" alone is a time of day; "YYYY-MM-DDTHH:mm:ssZ" is an instant.
  if (
    last === "time" &&
    /\bHH:MM\b|time of day|local time|\d\d:\d\d/i.test(desc) &&
    !/YYYY|date-?time|ISO.?8601|timestamp|\d{4}-\d\d-\d\d/i.test(desc)
  )
    return as("time");
  if (
    s.format === "date-time" ||
    s.format === "google-datetime" ||
    last === "at" ||
    last === "timestamp" ||
    last === "datetime" ||
    (last === "time" && type === "string" && !/^\d/.test(String(examples[0] ?? "x")))
  )
    return s.format === "time" ? as("time") : as("datetime");
  // A string the doc says is written `YYYY-MM-DD` (impala's `end`: "The departure day … in ISO
  // 8601 format (`YYYY-MM-DD`)") is a day; `YYYY-MM-DDTHH:mm` an instant.
  if (type === "string" && /YYYY-MM-DD[T ]?HH/.test(desc)) return as("datetime");
  if (
    s.format === "date" ||
    (type === "string" && /\bYYYY-MM-DD\b/.test(desc)) ||
    last === "date" ||
    last === "on" ||
    k === "dob" ||
    k === "birthday" ||
    k === "birthdate"
  )
    return as("date");
  if (s.format === "time") return as("time");
  if (
    last === "duration" ||
    /^(minutes|seconds|hours|days|ms)$/.test(last) ||
    s.format === "duration"
  )
    return as("duration", { unit: last === "duration" ? undefined : last });
  const numeric = type === "number" || type === "integer";
  // `packTime`, "seconds spent in packing": how long, in the unit the doc names — never an instant.
  if (numeric && /^(time|duration)$/.test(last) && DURATION_DESC.test(desc)) {
    const unit = DESC_UNIT.find(([re]) => re.test(desc))?.[1];
    if (unit) return as("duration", { unit });
  }
  // A leave balance is days off, not money: "6 days", never "$6" (bundled helpdesk).
  if (numeric && DAYS_OFF.test(words.join("_"))) return as("duration", { unit: "days" });
  if (numeric || type === "string") {
    if (MONEY.test(words.join("_")) || MONEY_TAIL.has(last)) {
      const cur = (ctx.siblings ?? []).find((x) => /^(currency|currencycode)$/.test(looseKey(x)));
      return as("money", cur ? { currencyField: cur } : {});
    }
  }
  if (numeric && (QUANTITY_TAIL.has(last) || words[0] === "num" || k.startsWith("numberof")))
    return as("quantity");
  if (numeric) {
    for (const [re, unit] of MEASURE_UNITS) {
      if (re.test(words.join("_"))) {
        const u = /fahrenheit|°f/i.test(desc) ? "°F" : unit;
        return as("measure", u ? { unit: u } : {});
      }
    }
  }
  // A person's name: `first_name`, `patient_name`, or `name` of a person collection.
  const personEntity = entitySingular
    ? PERSON_WORDS.has(entitySingular.split("_").pop() ?? "")
    : false;
  if (type === "string") {
    if (/^(firstname|lastname|fullname|givenname|familyname|surname|middlename)$/.test(k))
      return as("person-name");
    // `customer_first_name`, `shipping_last_name`: whose name it is goes first (qualpay).
    if (
      /(?:first|last|given|family|middle)name$|surname$/.test(k) &&
      /^(?:first|last|given|family|middle|sur)$/.test(
        words[words.length - (last === "name" ? 2 : 1)] ?? "",
      )
    )
      return as("person-name");
    if (last === "name" && words.length >= 2 && PERSON_WORDS.has(words[words.length - 2]!))
      return as("person-name");
    if ((k === "name" || k === "displayname") && personEntity) return as("person-name");
    // `from_name` beside `from_email`: whoever that address is, never what the record is called.
    if (
      last === "name" &&
      words.length >= 2 &&
      (ctx.siblings ?? []).some(
        (sib) =>
          looseKey(sib) === `${words.slice(0, -1).join("").toLowerCase()}email` ||
          looseKey(sib) === `${words.slice(0, -1).join("").toLowerCase()}emailaddress`,
      )
    )
      return as("person-name");
    if (LABEL.has(k) || (last === "name" && words.length <= 2) || last === "title")
      return as("label");
    if (CODE_TAIL.has(last) || CODE_NUMBER.test(words.join("_")) || k === "flightnumber")
      return as("code");
    if (values && values.length > 0) return as("category");
    if (CATEGORY_TAIL.has(last)) return as("category");
    // A raw `body` the doc calls "The coupon id to be checked." carries a code, not a message.
    if ((FREE_TEXT.has(last) || FREE_TEXT.has(k)) && describedCode(desc)) return as("code");
    if (
      FREE_TEXT.has(last) ||
      FREE_TEXT.has(k) ||
      (typeof s.maxLength === "number" && s.maxLength >= 200)
    )
      return as("free-text", { purpose: purposeOf(words, ctx) });
  }
  if (values && values.length > 0) return as("category");
  return as("other");
}

/**
 * The kind of record a value's doc says it identifies ("The coupon id to be checked." → coupon),
 * or undefined when the doc says no such thing.
 */
export function describedCode(description: string | undefined): string | undefined {
  const m = /^\s*(?:the|a|an)\s+([a-z]+)\s+(?:id|identifier|code)\b/i.exec(description ?? "");
  return m?.[1]?.toLowerCase();
}

function purposeOf(words: string[], ctx: FieldContext): string {
  const what = humanize(words.join(" "));
  const of = ctx.entity ? ` of the ${humanize(singular(ctx.entity))}` : "";
  return `${what}${of}`;
}

/**
 * A type tag: a `type`/`kind`/`object` field holding one lower-case word (`"type": "share"` of a
 * JSON:API resource, `"kind": "connection"`). It says what a record is, never which one nor
 * anything about it — no answer fact, no way to single a record out (fresh43, fresh45).
 */
export function isTypeTag(key: string, value: unknown): boolean {
  return (
    /^(?:kind|type|object|object_?type|resource_?type)$/i.test(key) &&
    typeof value === "string" &&
    /^[a-z][a-z_-]*$/.test(value)
  );
}
