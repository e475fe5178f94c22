/**
 * Count every cause of nonsense data the blind readers have named (issue 11), in one place: per
 * conversation of a run (after the gates) and per seeded value of its environments (what later
 * conversations will show), with how many conversations the run's own nonsense figure flags.
 *
 * Conversations: every kind `recordDefects` reports (a result showing another record, one id
 * stamped on a list, ids of a prefix and a counter, ARNs that name another record, CIDRs that are
 * no range, later times before creation, shop text in free text, …), plus
 * - `generic-filler`: a `channel` of the medium pool (web/email/api/mobile), records named by a
 *   qualifier and their own noun ("Primary pipeline");
 * - `made-anew`: one record shown with another value of a field by two reads, with no write;
 * - `index-as-date`: an argument sent as a date whose doc speaks of an index or plain numbers;
 * - `created-builtin`: a record made through the API carrying the value the doc keeps for
 *   built-in records (a new preset of Type "System").
 * Conversations and seeds:
 * - `stated-format`: a string whose doc states a format (YAML, JSON, XML, cron, a regular
 *   expression) holding text that does not parse as it ("Osi added on November 18.");
 * - `placeholder-url`: an address made of a collection's name and a number
 *   ("https://www.example.com/get-pipelines/841");
 * - `missing-name`: a record without the member its doc marks as its name or title;
 * - `kind-group`: a group of one kind's attributes ("Grocery Attributes") on a record not of it;
 * - `every-optional`: a nested bag of 16+ optional attributes carrying most of them;
 * - `status-field`: a field only a status gives beside another (`FailureReason` beside
 *   UPDATE_COMPLETE, an end time on a RUNNING job; `cohereStatusFields` would leave it out);
 * - `shared-address`: two records of a collection (or of one list shown) with one DNS name, host
 *   or IP address of their own;
 * - `arn-kind`: an ARN in a field named for a kind of the environment (`Group`) whose resource
 *   type is another (`…:configuration/…`);
 * - `coupon-ignored`: an order naming a coupon with a share off whose total is the full sum;
 * - `wrong-domain`: a value drawn from a pool about another domain than the spec's
 *   (`foreignPoolOf`): lead sources ("Zendesk") in an air-quality API, streaming rails ("Because
 *   you watched") as map tiles, shop products ("Cast Iron Skillet") as Cloud Billing SKUs.
 * - `jsonapi-type-category`: JSON:API resources (`{id, type, attributes}`) of one collection
 *   with more than one `type` (or none seeded), or a create body sending `type` without
 *   `attributes` (Twine's email histories "5 custom, 2 external", fresh67 readers N);
 * - `out-of-order-dates`: sibling times out of their order (delivered before sent, an end before
 *   its start, a mail's status times before its sending) or a text stating a day that is not its
 *   record's ("Snapshot added on November 27." on a snapshot of Jan 2).
 * - fresh68's (stop 64): `region-listing` (a `locations/<cloud region>` under no project: a
 *   business listing as "locations/asia-northeast1"), `doc-word-keyword` (a keyword that is a
 *   word of the API's own tool names: "googleapi", "monthly"), `cron-occupation` (a title that
 *   is a batch job's name: "send-reminders"), `site-path-s3` (an S3 path or key that is a site's
 *   page: "/pricing"), `malformed-role-arn` (`…:iam::123:role49`) and `other-account-arn` (one
 *   record's or call's ARNs in two accounts); `part-over-whole` (a record defect) now also pairs
 *   `my_message_count` with `message_count`.
 * Conversations only:
 * - `date-part-alone`: a call sending a part of a date without its year or month
 *   (`monthlyRange.startMonth.day` alone: "from 19 to 19"), or a range's start after its end;
 * - `filter-unmatched`: a list call with a filter the user states (`country: ["GB"]`) answered
 *   with a record that shows the value nowhere ("South Africa" for GB, fresh66 readers N);
 * - `list-describe`: a record a list shows and a read of the same collection shows again, by its
 *   name or key, with another value of a field both show and no write between (Kinesis
 *   Analytics' STOPPING application described as READY, fresh66 readers N).
 * Both are also probed in the run's environments (the "seeded values" column: calls, not
 * conversations): every list tool called with each such filter set to a value a seeded record
 * holds, and every list tool with a read by key of the same collection, each listed record read.
 * Seeds only: `stated-limits` (numbers past the limits the doc states in words), and the record
 * checks of `record-defects.ts` (ARN, Azure operation, CIDR, counter ids, update before creation).
 *
 *   npx tsx scripts/nonsense-causes.ts RUN_DIR [--examples]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  breaksStatedLimits,
  docNamesRecord,
  fitsStatedFormat,
  kindAttributeGroup,
  patternChoices,
  statedFormat,
  userMadeValue,
} from "../src/core/domain/doc-shapes.js";
import { keyNamedByDoc } from "../src/core/domain/field-roles.js";
import { FIELD_SEMANTICS } from "../src/core/domain/field-semantics.js";
import { flatSchema } from "../src/core/domain/json-schema.js";
import { lexiconValues } from "../src/core/domain/lexicon/index.js";
import { oneOfRequired } from "../src/core/domain/required-inputs.js";
import {
  cohereStatusFields,
  couponOff,
  formulaMisses,
  ownMaximumKeyOf,
  twinItems,
} from "../src/core/domain/sibling-coherence.js";
import { inferToolKind } from "../src/core/domain/tool-kind.js";
import { cloudProviderOf, foreignPoolOf, isCloudProviderText } from "../src/core/domain/values.js";
import { singular, splitWords } from "../src/core/domain/words.js";
import { domainTextOf } from "../src/core/envgen/seed-state.js";
import { switchesStandingFor } from "../src/core/plan/value-picker.js";
import { createEnvInstance } from "../src/core/sandbox/index.js";
import { trajectoryDataDefects } from "../src/core/synth/dataset-quality.js";
import {
  arnDefects,
  azureOperationDefects,
  cidrText,
  counterId,
  recordDefects,
  updatedBeforeCreated,
} from "../src/core/synth/record-defects.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
type Any = any;
const { dir, examples } = runDirArgs("usage: nonsense-causes.ts RUN_DIR [--examples]");
const bundles = runBundles(dir);
// A folder of `envfactory build` output has bundles and no conversations.
const trajectories = existsSync(join(dir, "trajectories.jsonl"))
  ? runLines(dir, "trajectories.jsonl")
  : [];
const NEW_CAUSES = [
  "other-kind-id",
  "switch-neither",
  "stated-format",
  "placeholder-url",
  "missing-name",
  "kind-group",
  "every-optional",
  "status-field",
  "shared-address",
  "arn-kind",
  "coupon-ignored",
  "wrong-domain",
  "filter-unmatched",
  "list-describe",
  "missing-filter",
  "name-for-id",
  "partial-key",
  "jsonapi-type-category",
  "out-of-order-dates",
  "region-listing",
  "doc-word-keyword",
  "cron-occupation",
  "site-path-s3",
  "malformed-role-arn",
  "other-account-arn",
  "date-part-alone",
  "child-before-parent",
  "over-maximum",
  "formula-off",
  "audio-channels",
  "expression-operators",
  "twin-items",
  "twin-names",
  "filler-name",
];
const inTalk = new Map<string, number>();
const inSeed = new Map<string, number>();
const quotes = new Map<string, string[]>();
const quote = (c: string, q: string) => {
  const l = quotes.get(c) ?? [];
  if (l.length < 4 && !l.includes(q)) l.push(q.slice(0, 160));
  quotes.set(c, l);
};
const PLACEHOLDER_URL = /^https?:\/\/(www\.)?example\.com\/[a-z0-9-]+\/\d+$/i;
const BROAD = 16;

/**
 * The new causes in one value with its schema: `found(cause, quote)` for each. Walks nested
 * records and lists; `record` says the object is a record (a seeded row, a shown result).
 */
function valueCauses(
  v: unknown,
  schema: Any,
  key: string,
  found: (c: string, q: string) => void,
  depth = 0,
  nested = false,
): void {
  if (depth > 8 || v === null || v === undefined) return;
  const s = schema ? flatSchema(schema) : {};
  if (typeof v === "string") {
    const desc = typeof s.description === "string" ? s.description : "";
    const f = Array.isArray(s.enum) ? undefined : statedFormat(desc, key);
    if (f && !fitsStatedFormat(v, f)) found("stated-format", `${key} (${f}): ${v}`);
    if (PLACEHOLDER_URL.test(v)) found("placeholder-url", `${key}: ${v}`);
    return;
  }
  if (typeof v !== "object") return;
  if (Array.isArray(v)) {
    // Two records of one list called the same ("staging-monitor" twice among six monitors).
    const seen = new Map<string, string>();
    for (const x of v) {
      if (!x || typeof x !== "object" || Array.isArray(x)) continue;
      for (const [k, n] of Object.entries(x))
        if (
          typeof n === "string" &&
          /^(name|title|display_name)$|^(?!.*File)[A-Za-z]*[a-z]Name$/.test(k)
        ) {
          const other = seen.get(`${k}=${n}`);
          if (other !== undefined && other !== JSON.stringify(x))
            found("twin-names", `${key}: ${k}=${n} twice in ${v.length}`);
          seen.set(`${k}=${n}`, JSON.stringify(x));
        }
    }
    for (const x of v) valueCauses(x, s.items, key, found, depth + 1, nested);
    return;
  }
  const o = v as Record<string, unknown>;
  const props: Record<string, Any> = s.properties ?? {};
  const required = new Set<string>(Array.isArray(s.required) ? s.required : []);
  const keys = Object.keys(props);
  if (Object.keys(o).length >= 3)
    for (const k of keys) {
      const p = flatSchema(props[k] ?? {});
      if (o[k] === undefined && docNamesRecord(k, String(p.description ?? "")))
        found("missing-name", `${key}.${k}: ${JSON.stringify(o).slice(0, 100)}`);
    }
  for (const k of keys) {
    const p = flatSchema(props[k] ?? {});
    const group = p.type === "object" ? kindAttributeGroup(String(p.description ?? "")) : undefined;
    if (group && o[k] !== undefined) {
      const rest = JSON.stringify({ ...o, [k]: undefined }).toLowerCase();
      if (!rest.includes(group)) found("kind-group", `${key}.${k} (${group})`);
    }
  }
  const optional = keys.filter((k) => !required.has(k));
  // A record's own members are what its API returns; a nested bag of attributes is filled by us.
  if (nested && optional.length >= BROAD) {
    const held = optional.filter((k) => o[k] !== undefined).length;
    if (held / optional.length >= 0.6)
      found("every-optional", `${key}: ${held} of ${optional.length} optional members`);
  }
  const own = Object.keys(o);
  for (const k of own) {
    const max = ownMaximumKeyOf(k, own);
    const x = o[k];
    const y = max === undefined ? undefined : o[max];
    if (typeof x === "number" && typeof y === "number" && y > 0 && x > y)
      found("over-maximum", `${key}.${k} ${x} > ${max} ${y}`);
  }
  for (const m of formulaMisses(o, s)) found("formula-off", `${key}.${m}`);
  for (const k of keys) {
    const d = String(flatSchema(props[k] ?? {}).description ?? "");
    const x = o[k];
    if (typeof x === "number" && AUDIO_CHANNELS.test(d) && !(x >= 1 && x <= 8))
      found("audio-channels", `${key}.${k}: ${x} ("${d.slice(0, 50)}")`);
  }
  const operators = own.filter((k) => /^(and|or|not)$/i.test(k));
  if (operators.length >= 2 && own.length > 1)
    found("expression-operators", `${key}: ${own.join(", ")}`);
  for (const [k, x] of Object.entries(o))
    if (Array.isArray(x))
      for (const t of twinItems(x)) found("twin-items", `${key}.${k}: ${t.value.slice(0, 90)}`);
  for (const [k, x] of Object.entries(o)) valueCauses(x, props[k], k, found, depth + 1, true);
}

/** A field's doc speaking of a count of audio channels (the `audio-channels` rule of the table). */
const AUDIO_CHANNELS = new RegExp(
  FIELD_SEMANTICS.find((r) => r.kind === "audio-channels")?.desc ?? "$^",
  "i",
);
/** The qualifiers a cloud resource's name is drawn with ("prod-", "staging-"). */
const CLOUD_QUALIFIER =
  /^(prod|staging|dev|test|web|mobile|batch|analytics|backup|archive|nightly|internal)-/;
const labelKey = (k: string, noun: string) => {
  const w = splitWords(k).join("_").toLowerCase();
  const last = noun.split("_").pop();
  return /^(name|title|display_name)$/.test(w) || w === `${noun}_name` || w === `${last}_name`;
};
/**
 * Collection-wide causes of one environment's seeded records: `child-before-parent` (a record
 * created before the record its `<noun>Id` names), `twin-names` (two records of a collection
 * with one name), `filler-name` (a name that is a cloud qualifier and the collection's own noun:
 * "prod-category-reference" among cost category references).
 */
function collectionCauses(b: Any, found: (c: string, q: string) => void): void {
  const state: Record<string, Any[]> = b.initialState ?? {};
  const loose = (w: string) => w.toLowerCase().replace(/[^a-z0-9]/g, "");
  const byNoun = new Map<string, string>();
  for (const coll of Object.keys(state)) byNoun.set(loose(singular(coll)), coll);
  const created = (r: Any): number | undefined => {
    for (const [k, v] of Object.entries(r ?? {}))
      if (/(^|_)(created|creation|create)(_|$)/.test(splitWords(k).join("_").toLowerCase())) {
        const t =
          typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : Number.NaN;
        if (!Number.isNaN(t)) return t;
      }
    return undefined;
  };
  for (const [coll, recs] of Object.entries(state)) {
    if (!Array.isArray(recs)) continue;
    const noun = splitWords(singular(coll)).join("_").toLowerCase();
    const idField = b.model?.entities?.[coll]?.idField;
    const names = new Map<string, number>();
    for (const r of recs) {
      if (!r || typeof r !== "object") continue;
      const made = created(r);
      for (const [k, v] of Object.entries(r)) {
        if (labelKey(k, noun) && typeof v === "string") {
          names.set(`${k}=${v}`, (names.get(`${k}=${v}`) ?? 0) + 1);
          const tail = noun.split("_").slice(-2).join("-");
          if (CLOUD_QUALIFIER.test(v) && v.endsWith(`-${tail}`) && tail.includes("-"))
            found("filler-name", `${b.name}/${coll}.${k}: ${v}`);
        }
        const m = /^(.+?)_?(id|Id|ID)$/.exec(k);
        if (!m || k === idField || made === undefined) continue;
        const parentColl = byNoun.get(loose(m[1]!));
        if (!parentColl || parentColl === coll) continue;
        const pid = b.model?.entities?.[parentColl]?.idField ?? "id";
        const p = (state[parentColl] ?? []).find((x: Any) => x?.[pid] === v);
        const pm = p ? created(p) : undefined;
        if (pm !== undefined && made < pm)
          found(
            "child-before-parent",
            `${b.name}/${coll} ${JSON.stringify(r[idField ?? "id"])} made ${new Date(made).toISOString().slice(0, 10)}, its ${k} ${JSON.stringify(v)} ${new Date(pm).toISOString().slice(0, 10)}`,
          );
      }
    }
    for (const [nv, n] of names) if (n > 1) found("twin-names", `${b.name}/${coll}: ${nv} ×${n}`);
  }
}

/** Keys `cohereStatusFields` leaves out of a copy of the record: fields of a status it is not in. */
function offStatus(o: Any, schema: Any): string[] {
  const copy = structuredClone(o);
  cohereStatusFields(copy, schema ? flatSchema(schema) : {});
  const gone: string[] = [];
  const diff = (a: Any, b: Any, at: string, d = 0): void => {
    if (d > 5 || a === null || typeof a !== "object" || b === null || typeof b !== "object") return;
    for (const k of Object.keys(a)) {
      if (!(k in b)) gone.push(`${at}${k}`);
      else diff(a[k], b[k], `${at}${k}.`, d + 1);
    }
  };
  diff(o, copy, "");
  return gone;
}
const statusField = (o: Any, schema: Any, key: string, found: (c: string, q: string) => void) => {
  for (const k of offStatus(o, schema)) {
    const status = Object.entries(o).find(([x]) => /(status|state)$/i.test(x))?.[1];
    found("status-field", `${key}.${k} beside ${String(status ?? "?")}`);
  }
};
const OWN_ADDRESS = /(^|_)(dns_name|hostname|host_name|fqdn|ip_address|public_ip|private_ip)$/;
const snake = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
/** Two objects of one list holding the same address of their own. */
const sharedAddress = (list: Any[], key: string, found: (c: string, q: string) => void) => {
  const objs = list.filter((x) => x && typeof x === "object" && !Array.isArray(x));
  if (objs.length < 2) return;
  for (const k of Object.keys(objs[0])) {
    if (!OWN_ADDRESS.test(snake(k))) continue;
    const vals = objs.map((x) => x[k]).filter((v) => typeof v === "string" && v !== "");
    if (new Set(vals).size < vals.length) found("shared-address", `${key}.${k}: ${vals[0]}`);
  }
};
/** An ARN in a field named for a kind of the environment whose resource type is another. */
const arnKind = (
  o: Any,
  kinds: Set<string>,
  key: string,
  found: (c: string, q: string) => void,
) => {
  for (const [k, v] of Object.entries(o)) {
    if (typeof v !== "string") continue;
    const m = /^arn:[^:]+:[^:]+:[^:]*:[^:]*:([a-z-]+)[/:]/.exec(v);
    const said = snake(k)
      .split("_")
      .filter((w) => w !== "" && !/^(arns?|name|id)$/.test(w));
    if (!m || said.length !== 1) continue;
    const noun = said[0]!;
    if (kinds.has(noun) && m[1] !== noun && `${m[1]}s` !== noun)
      found("arn-kind", `${key}.${k}: ${v}`);
  }
};
/** An order naming a coupon with a share off whose total is the full sum of its lines. */
const couponIgnored = (o: Any, state: Any, key: string, found: (c: string, q: string) => void) => {
  const off = couponOff(o, state);
  if (!off) return;
  const lines = Object.values(o).find(
    (v) => Array.isArray(v) && v.length > 0 && v.every((l) => l && typeof l === "object"),
  ) as Any[] | undefined;
  const total = Object.entries(o).find(
    ([k, v]) => /^(total|total_amount|amount)$/.test(snake(k)) && typeof v === "number",
  )?.[1] as number | undefined;
  if (!lines || total === undefined) return;
  let sum = 0;
  for (const l of lines) {
    const q = Object.entries(l).find(([k]) => /^(quantity|qty)$/.test(k))?.[1];
    const p = Object.entries(l).find(([k]) => /^(unit_price|price)$/.test(k))?.[1];
    if (typeof q !== "number" || typeof p !== "number") return;
    sum += q * p;
  }
  if (Math.abs(sum - total) < 0.011)
    found("coupon-ignored", `${key}: ${String(o.coupon_code ?? "")} total ${total}`);
};
const domainTexts = new Map<Any, string>();
const domainOf = (b: Any): string => {
  let t = domainTexts.get(b);
  if (t === undefined) {
    t = domainTextOf(b);
    domainTexts.set(b, t);
  }
  return t;
};
const toolTexts = new Map<Any, string>();
/** The bundle's tool docs as text: a value they quote (an enum, an example) is the doc's own. */
const toolText = (b: Any): string => {
  let t = toolTexts.get(b);
  if (t === undefined) {
    t = JSON.stringify(b.tools);
    toolTexts.set(b, t);
  }
  return t;
};
const CRON_NAMES = new Set(lexiconValues("job"));
const toolWordSets = new Map<Any, Set<string>>();
/** The words of a bundle's tool names (`locations_searchkeywords_impressions_monthly_list`). */
const toolWordsOf = (b: Any): Set<string> => {
  let w = toolWordSets.get(b);
  if (!w) {
    w = new Set(
      (b.tools as Any[]).flatMap((t) =>
        splitWords(String(t.name)).flatMap((x) => [x.toLowerCase(), singular(x.toLowerCase())]),
      ),
    );
    toolWordSets.set(b, w);
  }
  return w;
};
/**
 * The bundle-bound causes in a value (a call's arguments, a result, a seeded record): strings
 * drawn from a pool about another domain than the bundle's, and fresh68's — cloud regions as
 * business listings, the doc's words as search keywords, cron names as occupations, site paths
 * as S3 keys, malformed role ARNs and one record's ARNs in two accounts.
 */
const bundleCauses = (
  v: unknown,
  b: Any,
  key: string,
  found: (c: string, q: string) => void,
  depth = 0,
): void => {
  if (depth > 10 || v === null || v === undefined) return;
  if (typeof v === "string") {
    const pool = foreignPoolOf(v, domainOf(b));
    if (pool && !toolText(b).includes(JSON.stringify(v)))
      found("wrong-domain", `${b.name} ${key} (${pool}): ${v}`);
    const k = snake(key);
    if (/^locations\/[a-z]+-[a-z]+\d+$/.test(v)) found("region-listing", `${b.name} ${key}: ${v}`);
    if (/(^|_)keywords?$/.test(k) && toolWordsOf(b).has(v.toLowerCase()))
      found("doc-word-keyword", `${b.name} ${key}: ${v}`);
    if (/(^|_)title$/.test(k) && CRON_NAMES.has(v))
      found("cron-occupation", `${b.name} ${key}: ${v}`);
    if (/(^|_)s3_?(path|key)$/.test(k) && v.startsWith("/"))
      found("site-path-s3", `${b.name} ${key}: ${v}`);
    if (/^arn:[^:]*:iam::\d{12}:role(?!\/)/.test(v))
      found("malformed-role-arn", `${b.name} ${key}: ${v}`);
    return;
  }
  if (typeof v !== "object") return;
  const entries = Array.isArray(v) ? v.map((x) => [key, x] as const) : Object.entries(v);
  if (!Array.isArray(v)) {
    const accounts = new Set(
      entries.flatMap(([, x]) =>
        typeof x === "string" ? [/^arn:[^:]*:[^:]*:[^:]*:(\d{12}):/.exec(x)?.[1] ?? ""] : [],
      ),
    );
    accounts.delete("");
    if (accounts.size > 1)
      found("other-account-arn", `${b.name} ${key}: ${[...accounts].join(" ≠ ")}`);
  }
  for (const [k, x] of entries) bundleCauses(x, b, k, found, depth + 1);
};
/** A call sending a day of a date without its month or year, or a range's start after its end. */
const datePartAlone = (args: Record<string, unknown>, schema: Any): string | undefined => {
  const props = (flatSchema(schema ?? {}).properties ?? {}) as Record<string, unknown>;
  const at = (stem: string, p: string) => args[`${stem}.${p}`];
  const stems = new Set(
    Object.keys(args).flatMap((k) => /^(.+)\.(year|month|day)$/.exec(k)?.[1] ?? []),
  );
  for (const stem of stems) {
    if (!(`${stem}.year` in props) || !(`${stem}.month` in props)) continue;
    const sent = ["year", "month", "day"].filter((p) => at(stem, p) !== undefined);
    if (at(stem, "month") === undefined || at(stem, "year") === undefined)
      return `${stem}: ${sent.map((p) => `${p}=${String(at(stem, p))}`).join(" ")} alone`;
    const end = stem.replace(/start/, "end");
    if (end === stem || !stems.has(end)) continue;
    const n = (s: string) =>
      Number(at(s, "year") ?? 0) * 400 +
      Number(at(s, "month") ?? 0) * 32 +
      Number(at(s, "day") ?? 0);
    if (n(stem) > n(end)) return `${stem} after ${end}`;
  }
  return undefined;
};
/** JSON:API resources of a list with more than one `type`, or a body of a `type` alone. */
const jsonApiTypes = (v: unknown, key: string, found: (c: string, q: string) => void, d = 0) => {
  if (d > 6 || v === null || typeof v !== "object") return;
  if (Array.isArray(v)) {
    const res = v.filter(
      (x) => x && typeof x === "object" && x.attributes && typeof x.attributes === "object",
    );
    const types = new Set(res.map((x) => x.type));
    if (res.length >= 2 && (types.size > 1 || types.has(undefined)))
      found("jsonapi-type-category", `${key}: ${[...types].join(", ")}`);
  } else {
    const o = v as Any;
    const keys = Object.keys(o);
    if (typeof o.type === "string" && keys.length === 1)
      found("jsonapi-type-category", `${key}: {"type":"${o.type}"} alone`);
  }
  for (const x of Object.values(v)) jsonApiTypes(x, key, found, d + 1);
};
/** Pairs of sibling times in the order a record lives, by field words. */
const TIME_ORDER: Array<[RegExp, RegExp]> = [
  [
    /(^|_)(start|started|begin|activated|allocated)(_at|_time|_date)?$/,
    /(^|_)(end|ended|deactivated|expires|earned)(_at|_time|_date)?$/,
  ],
  [
    /(^|_)(send|sent)(_at|_time|_date)?$/,
    /(^|_)(delivered|processed|open|opened|click|clicked)(_at|_time)?$/,
  ],
  [/^processed$/, /^(delivered|open|click)$/],
  [/^delivered$/, /^(open|click)$/],
  [/^open$/, /^click$/],
];
const MONTH_DAY =
  /\b(January|February|March|April|May|June|July|August|September|October|November|December) (\d{1,2})\b/;
/** `out-of-order-dates` in one object and the objects it holds (a status map against its owner). */
const datesOutOfOrder = (
  v: unknown,
  key: string,
  found: (c: string, q: string) => void,
  outer: Record<string, number> = {},
  d = 0,
): void => {
  if (d > 6 || v === null || typeof v !== "object") return;
  if (Array.isArray(v)) {
    for (const x of v) datesOutOfOrder(x, key, found, outer, d + 1);
    return;
  }
  const o = v as Record<string, unknown>;
  const times: Record<string, number> = { ...outer };
  for (const [k, x] of Object.entries(o)) {
    const t = typeof x === "string" && /^\d{4}-\d{2}-\d{2}T/.test(x) ? Date.parse(x) : NaN;
    if (!Number.isNaN(t)) times[snake(k)] = t;
  }
  for (const [a, b] of TIME_ORDER)
    for (const [ka, ta] of Object.entries(times))
      for (const [kb, tb] of Object.entries(times))
        if (a.test(ka) && b.test(kb) && tb < ta && (ka in o || kb in o)) {
          found("out-of-order-dates", `${key}: ${kb} before ${ka}`);
          return;
        }
  const made = Object.entries(times).find(([k]) => /(^|_)(created|creation)(_|$)|^date$/.test(k));
  if (made)
    for (const x of Object.values(o)) {
      const m = typeof x === "string" ? MONTH_DAY.exec(x) : null;
      if (!m) continue;
      const day = new Date(made[1]);
      const said = `${day.toLocaleString("en-US", { month: "long", timeZone: "UTC" })} ${day.getUTCDate()}`;
      if (`${m[1]} ${m[2]}` !== said) found("out-of-order-dates", `${key}: "${x}" on ${said}`);
    }
  const sent = Object.entries(times).filter(([k]) => /(^|_)(send|sent)(_|$)/.test(k));
  for (const x of Object.values(o)) datesOutOfOrder(x, key, found, Object.fromEntries(sent), d + 1);
};
const kindsOf = (b: Any): Set<string> =>
  new Set(
    Object.keys(b.stateSchema?.properties ?? {}).map((c) =>
      c.replace(/ies$/, "y").replace(/s$/, ""),
    ),
  );

const MEDIUM = new Set(["web", "email", "api", "mobile"]);
const QUALIFIED = /^(Primary|Secondary|Default|Shared|Basic|New|Main|Custom|Standard) ([a-z]+)$/;
function channelFiller(v: unknown, out: string[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(v)) for (const x of v) channelFiller(x, out, depth + 1);
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      if (/channel$/i.test(k) && typeof x === "string" && MEDIUM.has(x)) out.push(`${k}=${x}`);
      else if (typeof x === "string" && QUALIFIED.test(x)) {
        const m = QUALIFIED.exec(x);
        if (m && k.toLowerCase().includes(m[2] ?? "~")) out.push(`${k}=${x}`);
      } else channelFiller(x, out, depth + 1);
    }
}

// Per field name, the value the doc keeps for records a user makes (preset Type → Custom).
const made = new Map<string, { want: string; values: string[] }>();
for (const b of bundles)
  for (const coll of Object.values(b.stateSchema?.properties ?? {}) as Any[])
    for (const [k, f] of Object.entries(coll?.items?.properties ?? {}) as [string, Any][]) {
      const values = Array.isArray(f.enum)
        ? f.enum.filter((x: unknown) => typeof x === "string")
        : typeof f.pattern === "string"
          ? patternChoices(f.pattern)
          : [];
      const v = values.length >= 2 ? userMadeValue(values, f.description ?? "") : undefined;
      if (v !== undefined) made.set(k, { want: v, values });
    }
const builtIn = (v: Any, depth = 0): string | undefined => {
  if (depth > 3 || v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  for (const [k, x] of Object.entries(v)) {
    const want = made.get(k);
    // Another collection's field of that name (a scraper's `type`) holds other values.
    if (want && typeof x === "string" && x !== want.want && want.values.includes(x))
      return `${k}: ${x}`;
  }
  for (const x of Object.values(v)) {
    const found = builtIn(x, depth + 1);
    if (found) return found;
  }
  return undefined;
};

const toolOf = new Map<string, { t: Any; b: Any }>();
for (const b of bundles) for (const t of b.tools) toolOf.set(t.name, { t, b });
/** The collection schema a shown object is a record of: most of its keys are the collection's. */
const recordSchemaOf = (b: Any, o: Record<string, unknown>): Any => {
  const keys = Object.keys(o);
  if (keys.length < 3) return undefined;
  let best: Any;
  let score = 0;
  for (const coll of Object.values(b.stateSchema?.properties ?? {}) as Any[]) {
    const props = coll?.items?.properties ?? {};
    const hit = keys.filter((k) => k in props).length / keys.length;
    if (hit >= 0.8 && hit > score) {
      best = coll.items;
      score = hit;
    }
  }
  return best;
};
const shownRecords = (v: unknown, b: Any, f: (o: Any, s: Any) => void, depth = 0): void => {
  if (depth > 4 || v === null || typeof v !== "object") return;
  if (Array.isArray(v)) {
    for (const x of v) shownRecords(x, b, f, depth + 1);
    return;
  }
  const s = recordSchemaOf(b, v as Record<string, unknown>);
  if (s) f(v, s);
  else for (const x of Object.values(v)) shownRecords(x, b, f, depth + 1);
};

const sent = (v: unknown) => v !== undefined && v !== null && v !== "";
const KEY_LIKE = /^(?:[Nn]ame|[Ii][Dd])$|[a-z](?:Name|Id)$|_(?:name|id)$/;
/** The three causes of gold that names its filters or its record wrong (fresh67 readers A). */
function filterAndKeyCauses(
  name: string,
  at: { t: Any; b: Any },
  args: Record<string, unknown>,
  add: (c: string, q: string) => void,
): void {
  const alts = oneOfRequired(at.t);
  if (alts.length > 0 && !alts.some((a) => sent(args[a])))
    add(
      "missing-filter",
      `${name} ${JSON.stringify(args).slice(0, 80)} (one of ${alts.join(", ")})`,
    );
  const props = (at.t.inputSchema?.properties ?? {}) as Record<string, Any>;
  const collections = Object.keys(at.b.model?.entities ?? {});
  for (const [k, v] of Object.entries(args)) {
    const desc = props[k]?.description;
    if (typeof v !== "string" || typeof desc !== "string") continue;
    const coll = keyNamedByDoc(splitWords(k), desc, { collections });
    const ent = coll ? at.b.model.entities[coll] : undefined;
    if (!coll || !ent) continue;
    const rows = (at.b.initialState?.[coll] ?? []) as Any[];
    if (rows.some((r) => r?.[ent.idField] === v) || !/\s/.test(v)) continue;
    add("name-for-id", `${name} ${k}=${JSON.stringify(v)} (${coll} id)`);
  }
  const kind = at.b.model?.tools?.[name]?.kind;
  if (kind !== "read" && kind !== "update" && kind !== "delete") return;
  const levels: Array<[Any, Record<string, unknown>, string]> = [[at.t.inputSchema, args, ""]];
  for (const [k, p] of Object.entries(props))
    if (p?.type === "object" && p.properties && args[k] && typeof args[k] === "object")
      levels.push([p, args[k] as Record<string, unknown>, `${k}.`]);
  for (const [schema, given, prefix] of levels) {
    const required = new Set<string>(schema.required ?? []);
    const keys = Object.entries(schema.properties ?? {})
      .filter(
        ([k, p]: [string, Any]) => KEY_LIKE.test(k) && p?.type === "string" && !/version/i.test(k),
      )
      .map(([k]) => k);
    if (keys.length < 2 || keys.some((k) => required.has(k))) continue;
    const got = keys.filter((k) => sent(given[k]));
    if (got.length > 0 && got.length < keys.length)
      add(
        "partial-key",
        `${name} sent ${got.map((k) => prefix + k).join(", ")} of ${keys.join(", ")}`,
      );
  }
}

/**
 * Meaningless gold (readers' A and M), per conversation:
 * - `other-kind-id`: a call's input the model says names a record of one kind got the key of a
 *   record of another kind an earlier call showed (a custom routing accelerator's ARN sent to
 *   `DeleteAccelerator`); a kind named inside the other's name (an accelerator's attributes) is
 *   a part of it, not another kind;
 * - `switch-neither`: a call gives neither a switch nor the input its doc says it stands for, or
 *   both (`applyAll: false` and no `nodeIds`);
 * - `missing-filter`: a call sends none of the inputs its doc says one of must be specified
 *   (`fetchCoaches {}` beside "one of the following filters must be specified", fresh67 A);
 * - `name-for-id`: an input whose doc opens "<kind> id"/"<Kind> identifier" sent a value that is
 *   no seeded key of that kind and reads as a name (`filter[organization]: "Hudson and Sons"`);
 * - `partial-key`: a read, update or delete whose optional key-like inputs (`…Name`, `…Id`, at
 *   one level) together name the record, sent some of them only (`DeleteDataCellsFilter
 *   {"TableName": …}` without its catalog, database and name).
 */
function goldCauses(tr: Any, add: (c: string, q: string) => void): void {
  const shown: Array<{ value: string; key: string; tool: string }> = [];
  const walk = (v: unknown, key: string, tool: string, d = 0): void => {
    if (d > 8 || v === null || v === undefined) return;
    if (typeof v === "string") shown.push({ value: v, key, tool });
    else if (Array.isArray(v)) for (const x of v) walk(x, key, tool, d + 1);
    else if (typeof v === "object")
      for (const [k, x] of Object.entries(v as Record<string, unknown>)) walk(x, k, tool, d + 1);
  };
  const part = (a: string, b: string) => a.startsWith(`${singular(b)}_`);
  for (const m of tr.messages) {
    if (m.role === "tool" && typeof m.content === "string") {
      try {
        walk(JSON.parse(m.content), "", m.name);
      } catch {}
      continue;
    }
    if (m.role !== "assistant") continue;
    for (const c of m.tool_calls ?? []) {
      const at = toolOf.get(c.function.name);
      if (!at) continue;
      let args: Record<string, unknown> = {};
      try {
        args = JSON.parse(c.function.arguments);
      } catch {}
      const model = at.b.model;
      for (const [flag, list] of switchesStandingFor(at.t.inputSchema)) {
        const given =
          args[list] !== undefined && !(Array.isArray(args[list]) && !args[list].length);
        if (given === (args[flag] === true))
          add(
            "switch-neither",
            `${c.function.name} ${flag}=${String(args[flag])} ${list}=${JSON.stringify(args[list])}`,
          );
      }
      filterAndKeyCauses(c.function.name, at, args, add);
      for (const [k, v] of Object.entries(args)) {
        const im = model?.tools?.[c.function.name]?.inputs?.[k];
        const wanted = im?.entity;
        if (typeof v !== "string" || !wanted || !model.entities[wanted]) continue;
        if (im.source !== "tool" && im.source !== "either") continue;
        const from = [...shown].reverse().find((x) => x.value === v);
        const src = from ? toolOf.get(from.tool) : undefined;
        const srcEntity = src ? model.tools?.[from!.tool]?.entity : undefined;
        const ent = srcEntity ? model.entities[srcEntity] : undefined;
        if (!from || !ent) continue;
        const produced = from.key === ent.idField ? ent.name : ent.fields[from.key]?.ref;
        if (!produced || produced === wanted || !model.entities[produced]) continue;
        if (part(wanted, produced) || part(produced, wanted)) continue;
        add(
          "other-kind-id",
          `${c.function.name} ${k} (${wanted}) ← ${from.tool} ${from.key} (${produced})`,
        );
      }
    }
  }
}

/** Scalars of a shown record, nested ones too, as lower-case strings. */
function scalarsOf(v: unknown, out: string[] = [], d = 0): string[] {
  if (d > 4 || v === null || v === undefined) return out;
  if (typeof v !== "object") out.push(String(v).toLowerCase());
  else for (const x of Object.values(v as Record<string, unknown>)) scalarsOf(x, out, d + 1);
  return out;
}
/** The records a list tool's answer holds, at the model's `listField`. */
function listedOf(v: unknown, listField: string | null | undefined): Any[] {
  if (listField === null) return [];
  let at: Any = v;
  for (const k of (listField ?? "").split(".").filter(Boolean)) at = at?.[k];
  return Array.isArray(at) ? at.filter((x) => x && typeof x === "object") : [];
}
/** `filter-unmatched` and `list-describe` (see the header) in one conversation. */
function listCauses(tr: Any, add: (c: string, q: string) => void): void {
  const calls = new Map<string, { name: string; args: Record<string, unknown> }>();
  const seen = new Map<string, { tool: string; rec: Record<string, unknown> }>();
  for (const m of tr.messages) {
    if (m.role === "assistant")
      for (const c of m.tool_calls ?? []) {
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.function.arguments);
        } catch {}
        calls.set(c.id, { name: c.function.name, args });
      }
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    const call = calls.get(m.tool_call_id);
    const at = call ? toolOf.get(call.name) : undefined;
    const tm = at?.b.model?.tools?.[call!.name];
    if (!call || !tm) continue;
    if (tm.kind !== "read" && tm.kind !== "list") {
      seen.clear();
      continue;
    }
    let v: unknown;
    try {
      v = JSON.parse(m.content);
    } catch {
      continue;
    }
    const ent = tm.entity ? at!.b.model.entities?.[tm.entity] : undefined;
    const recs: Any[] =
      tm.kind === "list"
        ? listedOf(v, tm.listField)
        : (() => {
            let r: Any = v;
            for (const k of (tm.recordField ?? "").split(".").filter(Boolean)) r = r?.[k];
            return r && typeof r === "object" && !Array.isArray(r) ? [r] : [];
          })();
    if (tm.kind === "list")
      for (const [k, x] of Object.entries(call.args)) {
        const im = tm.inputs?.[k];
        if (!im?.field || im.cosmetic || (im.source !== "user" && im.source !== "either")) continue;
        if (im.entity !== tm.entity) continue;
        // A filter on what the records do not show (their project, their scope) a reader cannot
        // check; one on the record itself (`country` of countries) or on a field shown can be.
        const loose = (w: string) => w.toLowerCase().replace(/[^a-z0-9]/g, "");
        const self = ent?.noun ? loose(ent.noun) === loose(im.field) : false;
        if (!self && !recs.some((r) => im.field in r)) continue;
        const wanted = (Array.isArray(x) ? x : [x])
          .filter((y) => typeof y === "string")
          .map((y) => String(y).toLowerCase());
        if (!wanted.length) continue;
        const off = recs.find((r) => {
          const has = scalarsOf(r);
          return !wanted.some((w) => has.some((h) => h === w || (w.length >= 3 && h.includes(w))));
        });
        if (off)
          add(
            "filter-unmatched",
            `${call.name} ${k}=${JSON.stringify(x)} → ${JSON.stringify(off).slice(0, 90)}`,
          );
      }
    const keys = [ent?.labelField, ent?.idField].filter((k): k is string => !!k);
    for (const r of recs)
      for (const key of keys) {
        const id = r[key];
        if (typeof id !== "string" && typeof id !== "number") continue;
        const prev = seen.get(`${key}=${id}`);
        const kinds = prev ? at!.b.model.tools[prev.tool]?.kind : undefined;
        if (prev && prev.tool !== call.name && kinds !== tm.kind)
          for (const [f, y] of Object.entries(r)) {
            const was = prev.rec[f];
            if (was === undefined || typeof y === "object" || typeof was === "object") continue;
            if (was !== y)
              add(
                "list-describe",
                `${key}=${id}: ${f} ${String(was)} (${prev.tool}) then ${String(y)} (${call.name})`,
              );
          }
        seen.set(`${key}=${id}`, { tool: call.name, rec: r });
      }
  }
}

let flagged = 0;
let anyCause = 0;
for (const tr of trajectories) {
  const kinds = new Map<string, string>();
  const add = (c: string, q: string) => {
    if (!kinds.has(c)) kinds.set(c, q);
  };
  for (const d of recordDefects(tr, bundles)) add(d.kind, `${d.key}: ${d.value}`);
  const shown = new Map<string, unknown>();
  let wrote = false;
  for (const m of tr.messages) {
    if (m.role === "assistant")
      for (const c of m.tool_calls ?? []) {
        const at = toolOf.get(c.function.name);
        if (!at) continue;
        if (inferToolKind(at.t, at.b.tools).kind !== "read") wrote = true;
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.function.arguments);
        } catch {}
        valueCauses(args, at.t.inputSchema, c.function.name, add);
        bundleCauses(args, at.b, c.function.name, add);
        const alone = datePartAlone(args, at.t.inputSchema);
        if (alone) add("date-part-alone", `${c.function.name} ${alone}`);
        jsonApiTypes(args, c.function.name, add);
        const props = flatSchema(at.t.inputSchema ?? {}).properties ?? {};
        for (const [k, v] of Object.entries(args)) {
          const desc = `${flatSchema((props as Any)[k] ?? {}).description ?? ""}`;
          const dated =
            (typeof v === "number" && v > 9e8 && v < 5e9) ||
            (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v));
          if (
            dated &&
            /\bindex\b|\bvalues? (?:from|between)\b|\bfrom \d+ to \d+|\d+\s*[-–]\s*\d+/i.test(
              desc,
            ) &&
            !/\b(time|date|epoch|timestamp|seconds|ms)\b/i.test(desc)
          )
            add("index-as-date", `${c.function.name} ${k}=${String(v)}`);
        }
      }
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    let v: unknown;
    try {
      v = JSON.parse(m.content);
    } catch {
      continue;
    }
    const at = toolOf.get(m.name);
    if (at) bundleCauses(v, at.b, m.name, add);
    jsonApiTypes(v, m.name, add);
    datesOutOfOrder(v, m.name, add);
    const filler: string[] = [];
    channelFiller(v, filler);
    if (filler[0]) add("generic-filler", filler[0]);
    if (at && inferToolKind(at.t, at.b.tools).kind === "create") {
      const found = builtIn(v);
      if (found) add("created-builtin", `${m.name} → ${found}`);
    }
    if (at)
      shownRecords(v, at.b, (o, s) => {
        valueCauses(o, s, m.name, add);
        statusField(o, s, m.name, add);
        arnKind(o, kindsOf(at.b), m.name, add);
      });
    if (at) {
      const lists = (x: Any, d = 0): void => {
        if (d > 5 || x === null || typeof x !== "object") return;
        if (Array.isArray(x)) sharedAddress(x, m.name, add);
        for (const y of Object.values(x)) lists(y, d + 1);
      };
      lists(v);
      // The environment's state as the conversation began: its coupons.
      const orders = (x: Any, d = 0): void => {
        if (d > 4 || x === null || typeof x !== "object") return;
        if (!Array.isArray(x)) couponIgnored(x, at.b.initialState ?? {}, m.name, add);
        for (const y of Object.values(x)) orders(y, d + 1);
      };
      orders(v);
    }
    const arns = (x: Any, d = 0): void => {
      if (d > 10 || x === null || typeof x !== "object") return;
      if (!Array.isArray(x)) for (const a of arnDefects(x)) add(a.kind, `${a.key}: ${a.value}`);
      for (const y of Object.values(x)) arns(y, d + 1);
    };
    arns(v);
    // Strings outside any known record still show a placeholder address.
    valueCauses(v, undefined, m.name, (c, q) => c === "placeholder-url" && add(c, q));
    const walkSame = (x: unknown, d = 0): void => {
      if (d > 6 || x === null || typeof x !== "object") return;
      if (Array.isArray(x)) {
        for (const y of x) walkSame(y, d + 1);
        return;
      }
      const o = x as Record<string, unknown>;
      const idKey = Object.keys(o).find(
        (k) =>
          /^(id|_id|[a-z]+_id|[a-z]+Id)$/.test(k) &&
          (typeof o[k] === "string" || typeof o[k] === "number"),
      );
      if (idKey && !wrote)
        for (const [k, y] of Object.entries(o)) {
          if (k === idKey || (typeof y !== "string" && typeof y !== "number")) continue;
          const key = `${idKey}=${String(o[idKey])}.${k}`;
          if (shown.has(key) && shown.get(key) !== y)
            add("made-anew", `${key}: ${String(shown.get(key))} then ${String(y)}`);
          shown.set(key, y);
        }
      for (const y of Object.values(o)) walkSame(y, d + 1);
    };
    walkSame(v);
  }
  goldCauses(tr, add);
  listCauses(tr, add);
  for (const [c, q] of kinds) {
    inTalk.set(c, (inTalk.get(c) ?? 0) + 1);
    quote(c, q);
  }
  if (kinds.size > 0) anyCause++;
  if (trajectoryDataDefects(tr, bundles).length > 0) flagged++;
}

const bump = (c: string, q: string) => {
  inSeed.set(c, (inSeed.get(c) ?? 0) + 1);
  quote(c, q);
};
const seedWalk = (v: Any, schema: Any, key: string, cloud: boolean, depth = 0): void => {
  if (depth > 10 || v === null || v === undefined) return;
  if (typeof v !== "object") {
    const desc = typeof schema?.description === "string" ? schema.description : "";
    if (!Array.isArray(schema?.enum) && breaksStatedLimits(v, desc) !== undefined)
      bump("stated-limits", `${key}: ${JSON.stringify(v)}`);
    if (typeof v === "string") {
      if (counterId(key, v, cloud ? "azure" : "")) bump("counter-id", `${key}: ${v}`);
      if (cidrText(key, v)) bump("cidr-text", `${key}: ${v}`);
    }
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) seedWalk(x, schema?.items, key, cloud, depth + 1);
    return;
  }
  for (const d of [...arnDefects(v), ...azureOperationDefects(v), ...updatedBeforeCreated(v)])
    bump(d.kind, `${d.key}: ${d.value}`);
  for (const [k, x] of Object.entries(v)) seedWalk(x, schema?.properties?.[k], k, cloud, depth + 1);
};
for (const b of bundles) collectionCauses(b, bump);
for (const b of bundles) {
  const cloud = isCloudProviderText(
    `${b.domain} ${b.name} ${b.description} ${cloudProviderOf(b.tools)}`,
  );
  for (const [coll, recs] of Object.entries(b.initialState ?? {})) {
    const schema = b.stateSchema?.properties?.[coll];
    seedWalk(recs, schema, coll, cloud);
    valueCauses(recs, schema, `${b.name}/${coll}`, bump);
    bundleCauses(recs, b, coll, bump);
    jsonApiTypes(recs, `${b.name}/${coll}`, bump);
    datesOutOfOrder(recs, `${b.name}/${coll}`, bump);
    if (!Array.isArray(recs)) continue;
    const where = `${b.name}/${coll}`;
    sharedAddress(recs, where, bump);
    for (const r of recs) {
      if (!r || typeof r !== "object") continue;
      statusField(r, schema?.items, where, bump);
      arnKind(r, kindsOf(b), where, bump);
      couponIgnored(r, b.initialState, where, bump);
    }
  }
}

/** Where a read's record sits in its answer (`recordField`), or the answer itself. */
function recordOf(v: unknown, recordField: string | undefined): Any {
  let r: Any = v;
  for (const k of (recordField ?? "").split(".").filter(Boolean))
    r = Array.isArray(r) ? r[0]?.[k] : r?.[k];
  if (Array.isArray(r)) r = r[0];
  // `{ApplicationDetail: {…}}`: an answer of one object member holds the record in it.
  const keys = r && typeof r === "object" ? Object.keys(r) : [];
  if (keys.length === 1 && r[keys[0]!] && typeof r[keys[0]!] === "object") r = r[keys[0]!];
  if (Array.isArray(r)) r = r[0];
  return r && typeof r === "object" ? r : undefined;
}
/** The fixed values a call sends for its plumbing inputs (api-version, paging). */
function plumbing(tm: Any): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, im] of Object.entries(tm.inputs ?? {}) as Array<[string, Any]>)
    if (im.source === "plumbing" && im.fixed !== undefined) out[k] = im.fixed;
  return out;
}
/**
 * `filter-unmatched` and `list-describe` probed in one environment: each list tool with each
 * filter a user states set to up to three values its seeded records hold; each list tool beside a
 * read by key of its collection, up to five listed records read back.
 */
async function probeLists(b: Any, bump: (c: string, q: string) => void): Promise<void> {
  const model = b.model;
  if (!model?.tools) return;
  const made = await createEnvInstance(b);
  if (!made.ok) return;
  const env = made.value;
  try {
    for (const [name, tm] of Object.entries(model.tools) as Array<[string, Any]>) {
      if (tm.kind !== "list" || !tm.entity) continue;
      const ent = model.entities?.[tm.entity];
      const rows: Any[] = Array.isArray(b.initialState?.[tm.entity])
        ? b.initialState[tm.entity]
        : [];
      const base = plumbing(tm);
      await env.reset();
      const all = await env.call(name, base);
      if (!all.ok) continue;
      const listed = listedOf((all as Any).result, tm.listField);
      const loose = (w: string) => w.toLowerCase().replace(/[^a-z0-9]/g, "");
      for (const [k, im] of Object.entries(tm.inputs ?? {}) as Array<[string, Any]>) {
        if (!im?.field || im.cosmetic || (im.source !== "user" && im.source !== "either")) continue;
        if (im.entity !== tm.entity) continue;
        const self = ent?.noun ? loose(ent.noun) === loose(im.field) : false;
        if (!self && !listed.some((r) => im.field in r)) continue;
        const values = [
          ...new Set(
            rows
              .map((r) => (Array.isArray(r[im.field]) ? r[im.field][0] : r[im.field]))
              // Numbers a list is sent are bounds (`max_price`) more often than values to match.
              .filter((x) => typeof x === "string"),
          ),
        ].slice(0, 3);
        const arr =
          b.tools.find((t: Any) => t.name === name)?.inputSchema?.properties?.[k]?.type === "array";
        for (const x of values) {
          const got = await env.call(name, { ...base, [k]: arr ? [x] : x });
          if (!got.ok) continue;
          const w = String(x).toLowerCase();
          const off = listedOf((got as Any).result, tm.listField).find(
            (r) => !scalarsOf(r).some((h) => h === w || (w.length >= 3 && h.includes(w))),
          );
          if (off)
            bump(
              "filter-unmatched",
              `${b.name}: ${name} ${k}=${JSON.stringify(x)} → ${JSON.stringify(off).slice(0, 90)}`,
            );
        }
      }
      for (const [rn, rt] of Object.entries(model.tools) as Array<[string, Any]>) {
        if (rt.kind !== "read" || !rt.entity) continue;
        const keyIn = Object.entries(rt.inputs ?? {}).find(
          ([, im]: [string, Any]) => im.role === "id" && im.entity === rt.entity && im.field,
        ) as [string, Any] | undefined;
        // A read of another collection named for what the list lists (`DescribeApplication`
        // beside `ListApplications` answering `ApplicationSummaries`) reads the same things.
        const noun = (n: string) => loose(singular(splitWords(n).slice(1).join("_")));
        if (!keyIn || (rt.entity !== tm.entity && noun(rn) !== noun(name))) continue;
        const others = Object.entries(rt.inputs ?? {}).filter(
          ([p, im]: [string, Any]) => p !== keyIn[0] && im.source !== "plumbing" && !im.cosmetic,
        );
        if (others.length > 0) continue;
        let bad = "";
        for (const r of listed.slice(0, 5)) {
          const id = r[keyIn[1].field];
          if (typeof id !== "string" && typeof id !== "number") continue;
          const got = await env.call(rn, { ...plumbing(rt), [keyIn[0]]: id });
          // A record the list shows that the read does not know is the split at its plainest.
          if (!got.ok && !bad)
            bad = `${b.name}: ${keyIn[1].field}=${id} listed by ${name}, ${rn} fails`;
          const rec = got.ok ? recordOf((got as Any).result, rt.recordField) : undefined;
          if (!rec) continue;
          for (const [f, y] of Object.entries(r)) {
            if (bad || typeof y === "object" || rec[f] === undefined || typeof rec[f] === "object")
              continue;
            if (rec[f] !== y)
              bad = `${b.name}: ${keyIn[1].field}=${id}: ${f} ${String(y)} (${name}) then ${String(rec[f])} (${rn})`;
          }
        }
        if (bad) bump("list-describe", bad);
      }
    }
  } finally {
    env.dispose();
  }
}
for (const b of bundles) await probeLists(b, bump);

const causes = [...new Set([...NEW_CAUSES, ...inTalk.keys(), ...inSeed.keys()])];
console.log(
  `${dir}: ${trajectories.length} conversations, ${bundles.length} bundles; any cause ${anyCause}, flagged by the run's nonsense figure ${flagged}`,
);
for (const c of causes) {
  console.log(`  ${c}: conversations ${inTalk.get(c) ?? 0}, seeded values ${inSeed.get(c) ?? 0}`);
  if (examples) for (const q of quotes.get(c) ?? []) console.log(`      ${q}`);
}
