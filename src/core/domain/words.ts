import { camelCase, capitalCase, kebabCase, noCase, pascalCase, snakeCase } from "change-case";
import pluralize from "pluralize";

/**
 * The shared vocabulary helpers: inflection and case come from libraries (pluralize, change-case),
 * so every stage agrees on "statuses" → "status" and "ids" → "id".
 */

// Words pluralize gets wrong for API field and collection names.
pluralize.addUncountableRule("data");
pluralize.addUncountableRule("metadata");
pluralize.addUncountableRule("info");
pluralize.addUncountableRule("media");
pluralize.addUncountableRule("settings");
pluralize.addUncountableRule("analytics");
pluralize.addUncountableRule("news");
// A product's name that ends in "s": "a Kubernetes config", never "a kubernete config".
pluralize.addUncountableRule("kubernetes");
pluralize.addIrregularRule("id", "ids");
// "leaves" in HR APIs are leave requests, not tree leaves; "canvas" is not a plural.
pluralize.addIrregularRule("leave", "leaves");
pluralize.addIrregularRule("canvas", "canvases");
// Classical plurals pluralize lacks: "corpora" is already plural, never "corporas".
pluralize.addIrregularRule("corpus", "corpora");
pluralize.addIrregularRule("memorandum", "memoranda");
// Names that end in "s" and are one thing: iOS is no plural of "io" ("the ios is", fresh18 link.fish).
pluralize.addSingularRule(/^(ios|os|macos|tvos|watchos|sms|gps|dns|aws|https?)$/i, "$1");
pluralize.addPluralRule(/^(ios|os|macos|tvos|watchos|sms|gps|dns|aws|https?)$/i, "$1");

/**
 * A pure function of one string, remembered: seeding a state asks for the same few field and
 * entity names once per record, and pluralize's rule walk was a tenth of that work. Bounded; a
 * full memo starts over.
 */
export function memoOfString<T>(f: (s: string) => T, max = 8192): (s: string) => T {
  const memo = new Map<string, T>();
  return (s) => {
    let v = memo.get(s);
    if (v === undefined && !memo.has(s)) {
      if (memo.size >= max) memo.clear();
      v = f(s);
      memo.set(s, v);
    }
    return v as T;
  };
}

/** An acronym takes a small "s" (OTPs, TXs, URIs), never pluralize's "TXES" or "OTPS". */
const ACRONYM = /^[A-Z][A-Z0-9]+$/;
const singularOf = memoOfString((word) =>
  inflectLast(word, (w) => (/^[A-Z][A-Z0-9]+s$/.test(w) ? w.slice(0, -1) : pluralize.singular(w))),
);
const pluralOf = memoOfString((word) =>
  inflectLast(word, (w) => (ACRONYM.test(w) && !/S$/.test(w) ? `${w}s` : pluralize.plural(w))),
);

/** `statuses` → `status`, `ids` → `id`, `order_items` → `order_item` (last word inflected). */
export function singular(word: string): string {
  return singularOf(word);
}

/** `status` → `statuses`, `order_item` → `order_items` (last word inflected). */
export function plural(word: string): string {
  return pluralOf(word);
}

/** `1 device`, `3 devices`. */
export function countOf(n: number, noun: string): string {
  return `${n} ${n === 1 ? singular(noun) : plural(noun)}`;
}

/**
 * A mass noun, by its last word ("data", "webhook feed data", "information"): one with no plural
 * of its own, which takes no "a" ("add new data", never "add a new data").
 */
export function isUncountable(noun: string): boolean {
  const last = (splitWords(noun).pop() ?? "").toLowerCase();
  if (ZERO_PLURAL.test(last)) return false;
  return last.length > 0 && pluralize.plural(last) === last && pluralize.singular(last) === last;
}

/** Count nouns whose plural is the same word ("a new series", "a sheep"): they keep their "a". */
const ZERO_PLURAL =
  /^(?:series|species|sheep|fish|deer|moose|aircraft|spacecraft|salmon|trout|bison|swine|offspring|means|headquarters)$/;

/**
 * Nouns said only in the plural, or an acronym that ends in "s" (`duns`): their singular is no
 * word for the thing ("the mobile right", "the award dun" — fresh57 readers, F).
 */
const PLURAL_ONLY =
  /^(?:rights|news|goods|savings|earnings|premises|headquarters|thanks|clothes|belongings|surroundings|outskirts|whereabouts|lyrics|credentials|analytics|logistics|economics|politics|duns)$/;

/** Whether a word (its last word) is said only in the plural: "rights", "goods", "DUNS". */
export function isPluralOnly(word: string): boolean {
  return PLURAL_ONLY.test((splitWords(word).pop() ?? word).toLowerCase());
}

export function isPlural(word: string): boolean {
  const last = splitWords(word).pop() ?? word;
  return pluralize.isPlural(last) && !pluralize.isSingular(last);
}

/**
 * A plural pluralised again: "corporas", "criterias", "datas" — the stem is already a plural
 * (and no singular), so the trailing "s" is a second plural no one writes.
 */
export function isDoublePlural(word: string): boolean {
  const w = word.toLowerCase();
  if (!/^[a-z]{4,}s$/.test(w)) return false;
  const stem = w.slice(0, -1);
  return pluralize.isPlural(stem) && !pluralize.isSingular(stem) && /[aei]$/.test(stem);
}

/**
 * A generated name's plural made plural again (`get_changess` for the path's "changes"): the
 * doc's own plural when the doc writes it and never the doubled word; any other word as it is
 * ("address", "process" are words the doc writes whole).
 */
export function undoubledPlural(word: string, doc: string): string {
  if (!/^[a-z]{4,}ss$/i.test(word)) return word;
  const stem = word.slice(0, -1);
  const says = (w: string) => new RegExp(`(?:^|[^a-z])${w}(?:$|[^a-z])`, "i").test(doc);
  return says(stem) && !says(word) && isPlural(stem) && singular(stem) !== stem ? stem : word;
}

function inflectLast(word: string, inflect: (w: string) => string): string {
  const m = /^(.*?)([A-Za-z]+)$/.exec(word);
  if (!m) return word;
  const [, head = "", last = ""] = m;
  // camelCase tails (`orderItems`) inflect their last capitalised word only.
  const camel = /^(.*[a-z0-9])([A-Z][a-z]+)$/.exec(last);
  if (camel) return head + (camel[1] ?? "") + inflect(camel[2] ?? "");
  return head + inflect(last);
}

const wordsOf = memoOfString((name) =>
  noCase(name)
    .split(" ")
    .filter((w) => w !== ""),
);

/** `orderId`, `order_id`, `Order-ID` → `["order", "id"]` (lower case). */
export function splitWords(name: string): string[] {
  // A copy: callers pop and push the words they get.
  return wordsOf(name).slice();
}

/** Bound words a lower-case parameter name may glue to what it bounds (`startdate`, `maxbaths`). */
const GLUED_BOUND =
  /^(min|max|from|since|after|before|until|start|end|earliest|latest)([a-z]{3,})$/;

/**
 * The words of a filter parameter's name with a glued bound split off: `startdate` → start date,
 * `maxbaths` → max baths, `minprice` → min price; other names as `splitWords` gives them.
 * (A whole word that starts like a bound — `afternoon`, `endpoint`, `maximum` — stays whole.)
 */
export function boundParamWords(name: string): string[] {
  const words = splitWords(name);
  if (words.length !== 1) return words;
  const m = GLUED_BOUND.exec(words[0] as string);
  if (!m || /^(noon|noons|point|points|imum|imal|ure|ed|ing|less|ings)$/.test(m[2] as string))
    return words;
  return [m[1] as string, m[2] as string];
}

/**
 * A query filter's name without its wrapper: `filter[organization]` → `organization`,
 * `where[owner][name]` → `owner.name` — the wrapper is the query's syntax, and "What filter
 * organization would you like?" read it out (fresh67 readers, F). Other names unchanged.
 */
export function unwrappedFilterName(name: string): string {
  const inner = /^(?:filter|filters|where)\[(.+)\]$/i.exec(name)?.[1];
  return inner ? inner.split("][").join(".") : name;
}

/** `orderId` → `order id`: how a person reads a field name. */
export function humanize(name: string): string {
  return splitWords(name).join(" ");
}

/** Short technical words people write in capitals ("stop VM", "SSL mode", "IP address"). */
const TECH_ACRONYMS = new Set(
  (
    "vm vms ip dns ssl tls cpu gpu api url uri vpc vpn sql http https tcp udp ssh sftp ftp os " +
    "pdf csv json xml html aws gcp iam kms ssd hdd ram utc sms mms sso mfa nfs smb iot"
  ).split(" "),
);

/** `vm` → "VM", `vms` → "VMs"; undefined for a word that is no such acronym. */
export function acronymCase(word: string): string | undefined {
  const w = word.toLowerCase();
  if (!TECH_ACRONYMS.has(w)) return undefined;
  return w.endsWith("s") && TECH_ACRONYMS.has(w.slice(0, -1))
    ? `${w.slice(0, -1).toUpperCase()}s`
    : w.toUpperCase();
}

/** Lower-case letters and digits only: the key two spellings of one name share. */
export function looseKey(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/**
 * Two-syllable verbs stressed on the last syllable: they double their last consonant before
 * -ed/-ing ("transferred", "occurring"), which a rule on spelling alone cannot tell from "offered".
 */
const FINAL_STRESS = new Set([
  "transfer",
  "refer",
  "prefer",
  "defer",
  "confer",
  "infer",
  "occur",
  "recur",
  "incur",
  "commit",
  "submit",
  "admit",
  "permit",
  "omit",
  "emit",
  "control",
  "patrol",
  "compel",
  "expel",
  "propel",
  "repel",
  "excel",
  "deter",
  "regret",
  "equip",
  "rebut",
  "acquit",
  "forbid",
  "embed",
  "unplug",
  "unpin",
]);

/** Whether a verb doubles its final consonant before -ed/-ing ("stop", "transfer"; not "offer"). */
export function doublesFinalConsonant(verb: string): boolean {
  const w = verb.toLowerCase();
  if (FINAL_STRESS.has(w)) return true;
  return /^[^aeiou]*[aeiou][bdgmnprt]$/.test(w);
}

/** `transfer` → transferred, `verify` → verified, `add` → added (regular verbs only). */
export function regularPast(verb: string): string {
  const w = verb.toLowerCase();
  if (w.endsWith("e")) return `${w}d`;
  if (/[^aeiou]y$/.test(w)) return `${w.slice(0, -1)}ied`;
  if (doublesFinalConsonant(w)) return `${w}${w.slice(-1)}ed`;
  return `${w}ed`;
}

const IRREGULAR_PAST: Record<string, string> = {
  make: "made",
  send: "sent",
  set: "set",
  take: "taken",
  get: "got",
  find: "found",
  put: "put",
  pay: "paid",
  buy: "bought",
  run: "run",
  do: "done",
  write: "written",
  give: "given",
  build: "built",
  keep: "kept",
  hold: "held",
  begin: "begun",
  reset: "reset",
  upload: "uploaded",
  // "I've hided the message" (elmah.io's "Hide a message", fresh54 dev).
  hide: "hidden",
  choose: "chosen",
  freeze: "frozen",
  break: "broken",
  speak: "spoken",
  drive: "driven",
  draw: "drawn",
  show: "shown",
  throw: "thrown",
  know: "known",
  bind: "bound",
  bring: "brought",
  catch: "caught",
  teach: "taught",
  seek: "sought",
  sell: "sold",
  tell: "told",
  lend: "lent",
  spend: "spent",
  lose: "lost",
  leave: "left",
  meet: "met",
  feed: "fed",
  lead: "led",
  read: "read",
  cut: "cut",
  shut: "shut",
  split: "split",
  spread: "spread",
  quit: "quit",
  let: "let",
  cast: "cast",
  forget: "forgotten",
  forgive: "forgiven",
  forbid: "forbidden",
  shake: "shaken",
  steal: "stolen",
  wake: "woken",
  win: "won",
  sit: "sat",
  stand: "stood",
  understand: "understood",
  fly: "flown",
  grow: "grown",
  sing: "sung",
  ring: "rung",
  sink: "sunk",
  swim: "swum",
  tear: "torn",
  wear: "worn",
  bear: "borne",
  swear: "sworn",
  dig: "dug",
  stick: "stuck",
  hang: "hung",
  feel: "felt",
  deal: "dealt",
  mean: "meant",
  light: "lit",
  shoot: "shot",
  fight: "fought",
  think: "thought",
  become: "become",
  come: "come",
  go: "gone",
  see: "seen",
  eat: "eaten",
  fall: "fallen",
  rise: "risen",
  ride: "ridden",
  hit: "hit",
  bet: "bet",
  sleep: "slept",
  sweep: "swept",
  weep: "wept",
  say: "said",
  have: "had",
  be: "been",
};

/**
 * Simple pasts that differ from the participle above ("take" → took, taken): GraphHopper's `took`
 * ("in ms") was asked as "what's the took of the geocode?" (fresh55, F).
 */
const IRREGULAR_SIMPLE_PAST: Record<string, string> = {
  take: "took",
  do: "did",
  write: "wrote",
  give: "gave",
  begin: "began",
  choose: "chose",
  freeze: "froze",
  break: "broke",
  speak: "spoke",
  drive: "drove",
  draw: "drew",
  throw: "threw",
  know: "knew",
  forget: "forgot",
  shake: "shook",
  steal: "stole",
  wake: "woke",
  fly: "flew",
  grow: "grew",
  sing: "sang",
  ring: "rang",
  sink: "sank",
  swim: "swam",
  tear: "tore",
  wear: "wore",
  go: "went",
  see: "saw",
  eat: "ate",
  fall: "fell",
  rise: "rose",
  ride: "rode",
  come: "came",
  become: "became",
  run: "ran",
};
const PAST_FORMS = new Set([
  // "bound", "shot" name things too ("a bound", "a shot").
  ...Object.values(IRREGULAR_PAST).filter(
    (p) => !(p in IRREGULAR_PAST) && !/^(?:bound|shot)$/.test(p),
  ),
  ...Object.values(IRREGULAR_SIMPLE_PAST),
]);

/**
 * Whether one word is a verb's past form ("took", "sent", "registered", "enabled"): a field so
 * named is a state or an event of its record, never a thing a person asks for by that word ("the
 * took of the geocode", "the registered of the account"). Regular forms by their -ed ending on
 * a stem of three letters or more, never -eed ("speed", "feed").
 */
export function isPastForm(word: string): boolean {
  const w = word.toLowerCase();
  if (PAST_FORMS.has(w)) return true;
  return /^[a-z]{3,}ed$/.test(w) && !/eed$/.test(w) && !/^(?:hundred|embed|sacred|naked)$/.test(w);
}

/** Prefixes a verb keeps its irregular past under ("resend" → resent, "undo" → undone). */
const PAST_PREFIX = /^(re|un|pre|over|under|with|out|up|mis|for)(?=[a-z]{2,}$)/;

/** A verb said of one thing now: `air` → airs, `finish` → finishes, `apply` → applies. */
export function thirdPersonVerb(verb: string): string {
  const [head = verb, ...rest] = phrasalVerb(verb).split(" ");
  const w = head.toLowerCase();
  const said = /(?:s|x|z|ch|sh|o)$/.test(w)
    ? `${w}es`
    : /[^aeiou]y$/.test(w)
      ? `${w.slice(0, -1)}ies`
      : w === "be"
        ? "is"
        : w === "have"
          ? "has"
          : `${w}s`;
  return [said, ...rest].join(" ");
}

/**
 * A phrasal verb an API writes as one word (`failover`, `rollback`, `setup`, `login`): said as its
 * verb and particle, so it bends as the verb does — "failed over", never "failovered" (AlloyDB's
 * instances, fresh73).
 */
const JOINED_PHRASAL =
  /^(fail|roll|set|back|clean|check|log|sign|shut|start|hand|take|turn|warm|spin|scale)(over|back|up|down|out|in|off)$/i;

/** `failover` → "fail over", `rollback` → "roll back"; any other verb as it is. */
export function phrasalVerb(verb: string): string {
  const [head = verb, ...rest] = verb.split(" ");
  const m = JOINED_PHRASAL.exec(head);
  return m ? [m[1], m[2], ...rest].join(" ") : verb;
}

/** `add` → added, `hide` → hidden, `resend` → resent, `look up` → looked up, `failover` → failed over. */
export function pastParticiple(verb: string): string {
  const [head = verb, ...rest] = phrasalVerb(verb).split(" ");
  const w = head.toLowerCase();
  const prefix = PAST_PREFIX.exec(w)?.[1] ?? "";
  const stem = IRREGULAR_PAST[w.slice(prefix.length)];
  const done = IRREGULAR_PAST[w] ?? (prefix && stem ? prefix + stem : regularPast(w));
  return [done, ...rest].join(" ");
}

/**
 * Whether one word is the other with one letter added inside it ("converstation" and
 * "conversation"; never at the end, where a plural or an inflection differs: "settings").
 */
export function oneLetterInside(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) !== 1) return false;
  const [long, short] = a.length > b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < short.length && long[i] === short[i]) i++;
  return i < short.length - 1 && long.slice(i + 1) === short.slice(i);
}

/**
 * The spelling a word has among a doc's own words when it is a typo of one ("converstation" in
 * Mastodon's "Remove converstation" beside the path's `conversations`): a word of six letters or
 * more that is a known word with one letter added or dropped inside it, the first two the same
 * (a swap or a changed letter may be either's typo: the path may be wrong, "imapct"). Plural kept.
 */
export function respelledFrom(word: string, known: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  if (w.length < 6 || !/^[a-z]+$/.test(w)) return undefined;
  const many = isPlural(w) && singular(w) !== w;
  const stem = many ? singular(w) : w;
  for (const k of known) {
    const base = singular(k.toLowerCase());
    if (base === stem || base.length < 6 || base.slice(0, 2) !== stem.slice(0, 2)) continue;
    if (oneLetterInside(stem, base)) return many ? plural(base) : base;
  }
  return undefined;
}

/** The agent noun of a bookkeeping participle a name's suffix rule gets wrong (`updated` → "updator"). */
const AGENT: Record<string, string> = {
  updated: "last editor",
  modified: "last editor",
  sent: "sender",
  made: "maker",
  written: "writer",
  edited: "editor",
  invited: "inviter",
  run: "runner",
  paid: "payer",
  held: "holder",
};

/**
 * Who did what a participle says: `owned by` → "owner", `created by` → "creator", `submitted by`
 * → "submitter", `managed by` → "manager". An agent noun is what a person names that party by;
 * "What owned by would you like?" names nobody (fresh14 readers' F).
 */
export function agentNoun(participle: string): string | undefined {
  const p = participle.toLowerCase();
  if (AGENT[p]) return AGENT[p];
  if (!/^[a-z]{3,}ed$/.test(p)) return undefined;
  const stem = p.slice(0, -2);
  // "authored", "sponsored": the stem is already the one who does it.
  if (/(?:or|er)$/.test(stem) && stem.length >= 5) return stem;
  if (/ated$/.test(p)) return `${stem}or`;
  if (/ied$/.test(p)) return `${p.slice(0, -3)}ier`;
  // "submitted" → submitter; "approved", "managed", "liked", "raised": the verb ends in e.
  if (/([b-df-hj-np-tv-z])\1$/.test(stem)) return `${stem}er`;
  const eStem =
    /[vcuz]$|[aeiu]g$|[aeiou][aeiou]s$/.test(stem) || /^[^aeiou]*[aeiou][^aeiouwxy]$/.test(stem);
  return eStem ? `${p.slice(0, -1)}r` : `${stem}er`;
}

/**
 * What an agent noun's party did, as the participle `agentNoun` makes it from: "creator" →
 * "created", "owner" → "owned", "submitter" → "submitted", "sender" → "sent"; undefined when no
 * participle gives the noun back ("supervisor").
 */
export function agentParticiple(noun: string): string | undefined {
  const n = noun.toLowerCase();
  const irregular = Object.entries(AGENT).find(([, a]) => a === n)?.[0];
  if (irregular) return irregular;
  const stem = n.replace(/(?:or|er)$/, "");
  if (stem === n) return undefined;
  const made = [`${stem}ed`, `${stem}d`].find((p) => agentNoun(p) === n);
  if (made) return made;
  // "supervisor", "advisor": the verb ends in -ise/-ize ("supervised"); "author", "sponsor" are
  // verbs themselves ("authored").
  if (/i[sz]or$/.test(n)) return `${stem}ed`;
  return agentNoun(`${n}ed`) === n ? `${n}ed` : undefined;
}

/** "accept" → accepting, "stop" → stopping, "charge" → charging (regular verbs). */
export function presentParticiple(verb: string): string {
  const w = verb.toLowerCase();
  if (/ie$/.test(w)) return `${w.slice(0, -2)}ying`;
  if (/[^aeiou]e$/.test(w)) return `${w.slice(0, -1)}ing`;
  if (doublesFinalConsonant(w)) return `${w}${w.slice(-1)}ing`;
  return `${w}ing`;
}

/**
 * An inflection spelled without its doubled consonant ("transfered", "submiting"): the correct
 * spelling, or undefined when the word is fine.
 */
export function misspelledInflection(word: string): string | undefined {
  const m = /^([a-z]+?)(ed|ing)$/i.exec(word);
  if (!m) return undefined;
  const [, stem = "", end = ""] = m;
  if (!FINAL_STRESS.has(stem.toLowerCase())) return undefined;
  return `${stem}${stem.slice(-1)}${end}`;
}

/** States that set some of a kind's records apart from the user's own (blocked, deleted, archived). */
const SET_APART =
  /^(?:blocked|blacklisted|banned|muted|deleted|removed|archived|trashed|cancell?ed|rejected|declined|failed|bounced|expired|suspended|disabled|deactivated|revoked|hidden|ignored|reported|flagged|unsubscribed|suppressed|excluded|quarantined)$/i;

/**
 * The word of a noun phrase that sets its records apart ("blocked" of "blocked number", "deleted"
 * of "deleted items"), or undefined. Such records are the ones in that state — the numbers the
 * user blocked — never the user's own details ("the phone number you have on file for me" read
 * from a list of blocked numbers — fresh19 readers M/B).
 */
export function setApartBy(noun: string): string | undefined {
  const words = noun.trim().split(/\s+/);
  return words.length > 1 && SET_APART.test(words[0]!) ? words[0]!.toLowerCase() : undefined;
}

export { camelCase, capitalCase, kebabCase, pascalCase, snakeCase };

/** `s` as a literal inside a regular expression. */
export function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * go-swagger's generated summary — "Handle GET request for Grafana boards", "Handle GET request to
 * run a test" — as its HTTP method, its link word and what follows; undefined for any other sentence.
 */
export function handlerSentence(
  sentence: string,
): { method: string; link: "for" | "to"; rest: string } | undefined {
  const m =
    /^Handles?\s+(?:the\s+)?(GET|POST|PUT|PATCH|DELETE)\s+(?:re\w{0,3}ests?\s+)?(for|to)\s+(.+)$/is.exec(
      sentence.trim(),
    );
  if (!m?.[1] || !m[2] || !m[3]) return undefined;
  return { method: m[1].toLowerCase(), link: m[2].toLowerCase() as "for" | "to", rest: m[3] };
}

/** Words English says twice in a row ("that that", "had had", "bye bye"). */
const DOUBLE_OK = new Set(["that", "had", "very", "bye", "knock", "now", "no", "yes", "so", "far"]);

/**
 * A word said twice in a row where one of the two is in lower case — a kind said again as the
 * start of its value ("project Project Juniper", "the share share") or a qualifier repeated
 * ("Default default client scope") — as "<first> <second>". A name that repeats itself in
 * capitals ("Walla Walla", "Bora Bora") is no such thing. Words of three letters or more.
 */
export function repeatedWord(text: string): string | undefined {
  const words = [...text.matchAll(/[A-Za-z]+/g)];
  for (let i = 1; i < words.length; i++) {
    const a = words[i - 1] as RegExpMatchArray;
    const b = words[i] as RegExpMatchArray;
    if (a[0].length < 3 || a[0].toLowerCase() !== b[0].toLowerCase()) continue;
    if (a[0] !== a[0].toLowerCase() && b[0] !== b[0].toLowerCase()) continue;
    if (DOUBLE_OK.has(a[0].toLowerCase())) continue;
    // Only a space between them: "share, share" or "share "Share" …" are not one phrase.
    if (text.slice((a.index ?? 0) + a[0].length, b.index) !== " ") continue;
    // A kind before an id that starts with it ("for VPC vpc-0e5c8d1a"): how the id is said.
    if (/^-[a-z0-9]*\d/i.test(text.slice((b.index ?? 0) + b[0].length))) continue;
    return `${a[0]} ${b[0]}`;
  }
  return undefined;
}

/** Ends of a host name (`example.com`, `short.fyi`): an address, never a field path. */
const HOST_TAIL = /^(?:[a-z]{2,3}|info|biz|app|dev|site|online|tech|store|cloud)$/;

/**
 * A value written as a program's field path or identifier — `event_name`, `address.formatted`,
 * `user.profile.email` — is a placeholder a doc's example left, never a fact a person reads out:
 * "the depot is address.formatted", "the event is event_name" (fresh46 readers, B on 7 of 60).
 * Words joined by `_` or by `.` with no host's end at either side; a state's code (`in_progress`) is this
 * shape too, so callers keep a value the doc lists or a state.
 */
export function isCodeNameValue(value: unknown): value is string {
  if (typeof value !== "string" || value.length > 60) return false;
  if (/^[a-z]{2,}(?:_[a-z]{2,})+$/.test(value)) return true;
  // A host (`example.com`) or an app's reverse-domain id (`com.example`) is no field path.
  const parts = value.split(".");
  return (
    parts.length > 1 &&
    parts.every((x) => /^[a-z]{2,}$/.test(x)) &&
    !HOST_TAIL.test(parts[0] ?? "") &&
    !HOST_TAIL.test(parts[parts.length - 1] ?? "")
  );
}

/**
 * A field of a record's name in one language (`nameEn`, `name_fr`, `title_de`): a name, the
 * English one first — a holiday list named its holidays "one on January 8" beside `nameEn`
 * "Louis Riel Day" (fresh46 readers, B). The language's code, or undefined.
 */
export function nameLanguageOf(key: string): string | undefined {
  const m = /^(?:name|title|label)(?:_|-)?(en|fr|de|es|it|pt|nl|ja|zh|ru|ko|ar|pl|sv)$/i.exec(key);
  return m?.[1]?.toLowerCase();
}

/**
 * Whether `short` is a clipped form of `full` a person uses for the same thing ("org" of
 * "organization", "app" of "application", "repo" of "repository"); "port" is no "portfolio".
 */
export function clippedFormOf(short: string, full: string): boolean {
  const s = singular(short.toLowerCase());
  const f = singular(full.toLowerCase());
  return /^[a-z]{3,4}$/.test(s) && f.length >= 2 * s.length + 2 && f.startsWith(s);
}

/**
 * A doc title's words without the API version it names: "Countries Getv1" → "Countries Get",
 * "Latest V1 Get" → "Latest Get", "Locationsv1 Get" → "Locations Get" (OpenAQ's FastAPI summaries;
 * fresh66 blind readers F: "find the Getv1 countries"). A version is never said; `IPv6` and a
 * word that merely ends in v and a digit after two letters (`Dev2`) keep theirs.
 */
export function withoutVersionTokens(text: string): string {
  return text
    .replace(/\b([A-Za-z]{3,}?)v\d+\b/g, (whole, word: string) =>
      /ip$/i.test(word) ? whole : word,
    )
    .replace(/(^|[\s(])[vV]\d+(?=$|[\s),.:;])/g, "$1")
    .replace(/[ \t]{2,}/g, " ")
    .trim();
}
