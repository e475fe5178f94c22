import { isDoublePlural, isPlural, singular } from "../domain/words.js";

/**
 * Request checks by cause, measured against readers (test/fixtures/reader-labels/requests.json):
 * a request whose words come from the endpoint or schema rather than from a person (readers' F),
 * and a request that never says what is wanted (readers' G). Each rule names one cause; the
 * checks in checks.ts call them, and the writer avoids what they reject.
 */

/** The text with what a person may say verbatim removed: quoted values, URLs, emails. */
function unquoted(text: string): string {
  return text.replace(/"[^"]*"/g, ' "" ').replace(/\S+@\S+|https?:\/\/\S+/g, " ");
}

/** Consonant onsets English words start with ("str", "ch", "pl"); "vn", "js", "nsx", "fd" are none. */
const ONSET =
  /^(?:[bcdfghjklmnpqrstvwxz]|bl|br|ch|cl|cr|dr|dw|fl|fr|gh|gl|gn|gr|kl|kn|kr|ph|pl|pr|ps|qu|rh|sc|sh|sk|sl|sm|sn|sp|sq|st|sw|th|tr|tw|wh|wr|sch|scr|shr|sph|spl|spr|str|thr|chr|phr|squ)$/;
/** Short words people write without a vowel or with an odd onset: titles, units, interjections, file kinds. */
const SHORT_WORD =
  /^(?:tv|pc|dvd|cd|mr|mrs|ms|dr|st|nd|rd|th|pm|hmm+|pls|plz|thx|btw|shh|psst|tsk|km|kg|cm|mm|ml|lb|lbs|hr|hrs|sms|gps|bbq|pdf|csv|png|jpg|gif|svg|mp3|mp4|vs|ps|nth|why|my|by|shy|fly|fry|dry|try|cry|sky|spy|ply|pry|sly|spry|wry|sty|gym|hymn|myth|rhythm|lynx|crypt|nymph|psych|sync|syncs|tsunami|psalm|pneumonia)$/;

/**
 * A lowercase word no English word looks like: no vowel ("vms", "rsv", "tx"), an onset English
 * has not got ("vnics", "vmknics", "jsapp", "nsx", "fda"), letters and digits glued
 * ("p2pkaddress"), or a field name glued to "id" ("chipid"). Field abbreviations and product
 * codes read out of a schema; a person says the thing.
 */
export function codeWord(text: string): string | undefined {
  // Only the words of a noun phrase: a reply that is a value ("It's fjson.") says a value.
  for (const np of unquoted(text).matchAll(NOUN_PHRASE)) {
    for (const w of (np[1] ?? "").split(/[\s,]+/)) {
      if (!/^[a-z][a-z0-9]+$/.test(w) || SHORT_WORD.test(w)) continue;
      if (CLIPPED.test(w)) return w;
      if (/\d/.test(w)) {
        if (/[a-z]\d+[a-z]/.test(w)) return w;
        continue;
      }
      const onset = /^[^aeiouy]*/.exec(w)?.[0] ?? "";
      if (onset === w) return w;
      if (onset.length > 1 && !ONSET.test(onset)) return w;
      if (/^[a-z]{4,}ids?$/.test(w) && !ENGLISH_ID.test(w)) return w;
    }
  }
  return undefined;
}
/** A noun phrase after a determiner, up to a preposition, quote or stop (lists included). */
const NOUN_PHRASE =
  /\b(?:the|my|a|an|new|your)\s+((?:[a-z][a-z0-9]*(?:,? and |, |\s+)){0,7}?[a-z][a-z0-9]*)(?=\s*(?:$|[.?!;:"(]|\s(?:for|with|from|by|on|in|at|to|of|as|called|named|or|if|that|already|quickly|now|please|is|are|you|I|it)\b))/g;
/** Field names clipped as code clips them ("auth token", "img url", "msg"): no one says them so. */
const CLIPPED =
  /^(?:auth|attr|attrs|dict|desc|img|msg|msgs|num|qty|addr|pwd|cfg|src|dst|tmp|param|params|arg|args|obj|str|val|vals|idx|seq|prev|cur|init|conf)$/;
/** English words that end in "id" and are no field glued to an id. */
const ENGLISH_ID =
  /^(?:valid|invalid|rapid|liquid|solid|fluid|hybrid|humid|android|pyramid|avoid|unpaid|prepaid|overpaid|squid|acid|vivid|lucid|orchid|braid|afraid|candid|splendid|stupid|timid|rigid|frigid|tepid|horrid|morbid|placid|insipid|intrepid|sordid|putrid|fetid|livid|arachnid|thyroid|steroid|tabloid|asteroid|mermaid|forbid|outbid|mislaid|staid)s?$/;

/** A field's label ending in its preposition: "the archived at, last seen at and created at". */
const LABEL_AT =
  /(?:\bthe|,|\band) (?:[a-z]+ ){0,2}(?:[a-z]+ed|seen|run|done) at(?=,| and\b| of\b| is\b| are\b| you\b| for\b)/i;

/** Ranking/qualifying words that may stand before "new" in a person's phrase. */
const BEFORE_NEW = /^(?:brand|all|whole|any|some|only|two|three|few|several|my|the|a|an|many)$/i;

/**
 * Words of the request that come from the endpoint or schema, not from a person, with the cause:
 * a noun said twice ("the Source service plans for the Source"; a record's own name after "named" does
 * not count: "brew a coffee on the device named Hallway coffee maker"), a name restated ("… "Munich
 * North Site". It's named "Munich North Site"."), field labels read out ("the archived at, last
 * seen at and source created at"; "the sig rsv price, sig usd price and reserve ratio"), code
 * words ("vmknics", "chipid"), a plural pluralised again ("Corporas"), an endpoint tag in title
 * case ("the Payment Methods", "the Tweet Counts"), a fragment of a verb phrase ("the up user
 * profiles", "the babel fee new offers"), a UI screen as the thing wanted ("the … overviews"), a
 * verb read as a noun ("a new leave channel"), unlabelled values in a row ("to 0.98, to 0.81"),
 * markup ("**upload**"). `paramWords` are the task's parameter and field names as words.
 */
export function endpointWording(
  text: string,
  paramWords: readonly string[] = [],
): string | undefined {
  if (/\*\*[^*]+\*\*/.test(text)) return "markup in a request";
  const restated = /"([^"]{3,})"[\s\S]*?"\1"/.exec(text);
  if (restated) return `the same name said twice ("${restated[1]}")`;
  const plain = unquoted(text);
  const repeated =
    /\b(?:the|my|a|an)\s+(?:[A-Za-z]+\s+){0,3}?((?!named\b|called\b)[A-Za-z]{4,})\s+(?:[A-Za-z]+\s+){0,3}?(?:for|of|on|in|with)\s+(?:the|my|a|an)\s+(?:(?!named\b|called\b)[A-Za-z]+\s+){0,3}?\1(?:e?s)?\b/i.exec(
      plain,
    );
  // "a new offering channel for the offering called Spanish for Beginners": a part of a record,
  // then the record it belongs to, picked out — how a person names a sub-resource, unlike "the
  // Source service plans for the Source".
  const picked =
    repeated !== null &&
    /^\s+(?:named|called|with|from|whose|that|"|[A-Z0-9])/.test(
      plain.slice((repeated.index ?? 0) + repeated[0].length),
    ) &&
    new RegExp(
      `\\b${repeated[1]}\\s+[a-z]{3,}\\s+(?:for|of|on|in)\\s+the\\s+${repeated[1]}$`,
      "i",
    ).test(repeated[0]);
  // "the channel named web in the Developers channel group": a record picked by its name, then
  // the other thing it sits in, whose compound noun starts with the same word (fresh71).
  const compound =
    repeated !== null &&
    new RegExp(`\\b${repeated[1]}\\s+(?:named|called|for|in|on)\\b`, "i").test(repeated[0]) &&
    /^\s+[a-z]{3,}\b/.test(plain.slice((repeated.index ?? 0) + repeated[0].length)) &&
    !/^\s+(?:for|of|on|in|with|and|or|to|named|called)\b/.test(
      plain.slice((repeated.index ?? 0) + repeated[0].length),
    );
  if (
    repeated &&
    !picked &&
    !compound &&
    !/^(?:more|than|that|this|with|from|your|their)$/i.test(repeated[1] ?? "")
  )
    return `the noun "${repeated[1]}" said twice ("${repeated[0]}")`;
  // "the sites for account "Paris Site"": an endpoint's name (list sites for account) as a phrase.
  const path = /\b[a-z]+s for (?!the |my |a |an |your )[a-z]+ (?:called|named|"|[A-Z])/.exec(text);
  if (path) return `an endpoint's name as a phrase ("${path[0]}")`;
  const at = LABEL_AT.exec(plain);
  if (at) return `a field label read out ("${at[0].replace(/^(?:the|,|and) /i, "")}")`;
  const labels = labelList(plain, paramWords);
  if (labels) return labels;
  const code = codeWord(text);
  if (code) return `a code word "${code}"`;
  for (const m of plain.matchAll(/\b[A-Za-z]{5,}\b/g))
    if (isDoublePlural(m[0])) return `a plural pluralised again ("${m[0]}")`;
  const tag = titleCaseTag(plain, paramWords);
  if (tag) return tag;
  const up =
    /\b(?:the|my|a|an) up (?!arrows?\b|buttons?\b|keys?\b|votes?\b|direction\b|stairs\b|side\b)[a-z]+/i.exec(
      plain,
    );
  if (up) return `a stranded particle ("${up[0]}")`;
  const inner = /\b(?:the|my) ((?:[a-z]+ ){1,3})new [a-z]+/i.exec(plain);
  if (inner && !BEFORE_NEW.test((inner[1] ?? "").trim().split(" ").pop() ?? ""))
    return `"new" inside a noun ("${inner[0]}")`;
  const screen =
    /\b(?:the|my) (?:[a-z]+ ){0,3}(?:overviews|screens|dialogs|popups|modals|wizards)\b/i.exec(
      plain,
    );
  if (screen) return `a screen of an app as the thing wanted ("${screen[0]}")`;
  const verbNoun =
    /\ba new (?:leave|join|export|get|fetch|reset|delete|remove|update|check|invite|send|post|put|list) [a-z]+/i.exec(
      plain,
    );
  if (verbNoun) return `a verb read as a noun ("${verbNoun[0]}")`;
  const untimed = plain.replace(/\b\d{1,2}(?::\d{2})? ?(?:am|pm)\b/gi, " ");
  for (const prep of ["to", "at", "for"]) {
    const hits = untimed.match(new RegExp(`\\b${prep} (?:-?\\d|https?:)`, "gi")) ?? [];
    const urls = text.match(new RegExp(`\\b${prep} https?:`, "gi")) ?? [];
    if (hits.length + urls.length >= 2)
      return `unlabelled values in a row ("${prep} …, ${prep} …")`;
  }
  return undefined;
}

/** Words that qualify how an operation is built or pages, never a thing a person names. */
const IMPLEMENTATION_QUALIFIER = /\b(?:asyncs?|pageable|paginated)\b/i;
/** A qualifier of an upload or call method standing where the noun should be ("upload a legacy"). */
const QUALIFIER_AS_NOUN =
  /\b(?:upload|add|create|send|start|request|check|get|list|remove|delete|update|cancel) (?:a|an|the|my) (?:new )?(?:legacy|resumable)(?=\s+(?:for|to|on|with|and|in|from|by)\b|\s*[?.!,]|$)/i;
/** A count-word modifier whose noun never comes ("a two factor for …"): the name's head is lost. */
const STRANDED_MODIFIER =
  /\b(?:a|an) (?:two|three|four|multi|single)[- ][a-z]+(?=\s+(?:for|to|on|with|under|in|of|from|and|by)\b|\s*[?.!,]|$)/i;

/**
 * The object of a request lifted from an operation id or summary rather than the thing the tool
 * acts on (fresh10 readers): a method suffix or paging word ("the orders async", "the pageable
 * list of orders"), a list of a list ("list the … list of orders"), a name's qualifier as the noun
 * ("upload a legacy", "request a two factor"), the caller named as a record ("the video imports
 * of my user", "the my notification").
 */
export function operationNoise(text: string): string | undefined {
  const qualifier = IMPLEMENTATION_QUALIFIER.exec(text);
  if (qualifier) return `an operation's qualifier as a word ("${qualifier[0]}")`;
  const listOfList = /\blist (?:the |my )?(?:[a-z]+ )?list of\b/i.exec(text);
  if (listOfList) return `a list of a list ("${listOfList[0]}")`;
  const asNoun = QUALIFIER_AS_NOUN.exec(text) ?? STRANDED_MODIFIER.exec(text);
  if (asNoun) return `a name's qualifier as the noun ("${asNoun[0].trim()}")`;
  const caller =
    /\bof (?:my|the current|the authenticated) user\b|\b(?:the|a|an)(?: \d+)? my\b/i.exec(text);
  if (caller) return `the caller named as a record ("${caller[0]}")`;
  return undefined;
}

/**
 * A field read out with its value as a form shows it (fresh10 readers): a filter value before
 * its field's name ("for the INR currency", "for the pending status"), a field's unit suffix
 * ("a conflate ms of 3", "a heartbeat ms of 6"), a switch's code word as a kind ("only tls
 * ones"). People say "in Indian rupees", "pending ones", "every 3 ms", "only the red ones".
 */
export function fieldReadOut(text: string): string | undefined {
  const filter =
    /\b(?:for|in|with) the (?:[A-Z]{3} currency|(?!(?:current|latest|same|new|right|wrong|final|default|overall|whole)\b)[a-z]+ status)\b/.exec(
      text,
    );
  if (filter) return `a filter value before its field's name ("${filter[0]}")`;
  const unit = /\b(?:a|an|the) [a-z]+ (?:ms|secs|px|kb|mb|bps|hz)(?: of)? \d/i.exec(text);
  if (unit) return `a field's unit suffix read out ("${unit[0]}")`;
  for (const m of text.matchAll(/\bonly ([a-z]+) ones\b/gi))
    if (codeWord(`the ${m[1]}`)) return `a switch's code word as a kind ("${m[0]}")`;
  return undefined;
}

/**
 * Words of a request a reader marks as form wording that the request checks leave to the figure
 * (fresh10 readers), measured but never a refinement check: an operation id's noise
 * (`operationNoise`), a field read out with its value (`fieldReadOut`), a list parameter's name
 * said before its value ("It's order identifiers shipper."). The writer and the tool words fix
 * these where they are made; a check that rewrote or dropped the task would hide them.
 */
export function readerNoise(text: string, paramWords: readonly string[] = []): string | undefined {
  const plain = unquoted(text);
  const noise = operationNoise(plain) ?? fieldReadOut(plain) ?? docPhrase(plain, paramWords);
  if (noise) return noise;
  const params = new Set(paramWords.map((w) => w.toLowerCase()));
  // Both patterns below hold `w` itself: a name the text does not hold is passed before any test.
  const lower = text.toLowerCase();
  // "It's order identifiers shipper.", "for order identifiers full": a list parameter's name
  // said before its value, as a form labels a slot.
  for (const w of params) {
    if (!lower.includes(w)) continue;
    const last = w.split(" ").pop() ?? "";
    if (!w.includes(" ") || /[^a-z ]/.test(w) || !isPlural(last) || singular(last) === last)
      continue;
    const slot = new RegExp(
      `(?:\\bfor|\\b[Ii]t'?s|\\bit is) (?:the )?${w} (?!(?:and|or|to|for|on|in|at|of|from|please|is|are|the|a|an|my|you|that)\\b)[\\w"']`,
      "i",
    ).exec(text);
    if (slot) return `a list parameter's name before its value ("${slot[0]}")`;
    // "It's for the despatchnote order identifiers.", "for the order identifiers OI-3873": a
    // slot of ids named as the thing.
    if (/^(?:identifiers|ids|keys|codes|references|refs)$/.test(last)) {
      const ids = new RegExp(`\\bfor the (?:[a-z]+ )?${w}\\b`, "i").exec(text);
      if (ids) return `a parameter of ids named as the thing ("${ids[0]}")`;
    }
  }
  return undefined;
}

/** A doc's word pointing back at its own parameters ("the specified video"; "given name" is a name). */
const DOC_REFERENT_SAID =
  /\bthe (?:specified|provided|supplied|respective|corresponding|aforementioned|sp[a-z]{2,5}ied|given(?! names?\b)) [a-z]+/i;
/** A summary's clause about how results come back, after the thing ("the shipments optionally filtered"). */
const RESULT_CLAUSE_SAID =
  /\b[a-z]+s (?:optionally|conditionally) (?:filtered|sorted|paged|paginated)\b/i;
/** A field named by a verb or a superlative, one word ("ends", "closest"): no noun a person asks for. */
const VERB_LABEL = /^(?:ends|starts|begins|expires|closes|opens|closest|nearest)$/;

/**
 * Words of a tool's doc or name said as a thing (fresh14 readers' F): the doc pointing at its own
 * parameter ("start the playback of the speficied video"), a summary's clause about results ("the
 * shipments optionally filtered"), the verb's "new" said again inside the noun ("add a new home
 * new card"), a tool name glued to its version number ("the chartjs280"), and a field named by a
 * verb read out as a noun ("the embargo and ends of the assignment", "for the before closest").
 * "my given name", "a new card", "the end date" and "the closest store" are how people talk.
 */
export function docPhrase(text: string, paramWords: readonly string[] = []): string | undefined {
  const referent = DOC_REFERENT_SAID.exec(text);
  if (referent) return `a doc's word for its own parameter ("${referent[0]}")`;
  const clause = RESULT_CLAUSE_SAID.exec(text);
  if (clause) return `a summary's clause read out ("${clause[0]}")`;
  const twice = /\bnew (?:[a-z]+ ){1,2}new [a-z]+|\blistof\b/i.exec(text);
  if (twice) return `the verb's word said again in its noun ("${twice[0]}")`;
  const versioned = /\bthe ([a-z]{3,}[a-z]\d{2,})\b/.exec(text);
  if (versioned) return `a tool name with its version as the thing ("${versioned[0]}")`;
  const mass =
    /\b(?:a new|an? (?:[a-z]+ )?|number of) data\b(?! (?:set|sets|point|points|source|sources|field|fields|feed|feeds|plan|plans|center|centre)\b)/i.exec(
      text,
    );
  if (mass) return `"data" counted as a thing ("${mass[0]}")`;
  // "the account type and last updated of the account": a participle field asked as a noun.
  const verbs = paramWords.filter(
    (w) =>
      VERB_LABEL.test(w) ||
      (/^(?:last |first |date |time )?[a-z]{3,}ed$/.test(w) &&
        !/(?:need|speed|seed|feed|bed|red|shed|breed|weed|reed|deed|bleed|greed|steed)$/.test(w)),
  );
  for (const v of verbs) {
    // "for the before closest": a value before a verb-named field; a participle after a noun
    // ("the account last updated") is how people say it.
    const valueFirst = VERB_LABEL.test(v) ? `|\\bthe [a-z]+ ${v}\\b(?! (?:to|from|by)\\b)` : "";
    const asked = new RegExp(
      `\\b(?:the|and|,) ${v} (?:of|for|and|is|are)\\b${valueFirst}`,
      "i",
    ).exec(text);
    if (asked) return `a field named by a verb read out ("${asked[0]}")`;
  }
  return undefined;
}

/**
 * A list of field labels read out: "the sig rsv price, sig usd price and reserve ratio", "the
 * results exemption date, recruitment status and status" — three or more items of which two are
 * several-word field names. "the price, size and colour" (plain words) passes.
 */
function labelList(text: string, paramWords: readonly string[]): string | undefined {
  const list =
    /\bthe ((?:[a-z][a-z ]*?, )+[a-z][a-z ]*? and [a-z][a-z ]*?)(?= of\b| you\b| are\b| is\b|[,.?!]| for\b| on\b|$)/i.exec(
      text,
    );
  if (!list) return undefined;
  const items = (list[1] ?? "").split(/, | and /).map((x) => x.trim().toLowerCase());
  if (items.length < 3) return undefined;
  const fields = new Set(paramWords);
  const multi = items.filter((x) => x.includes(" ") && fields.has(x));
  return multi.length >= 2 ? `field labels read out ("${list[0]}")` : undefined;
}

/**
 * An endpoint tag or schema noun in title case after a determiner ("the Payment Methods", "the
 * Tweet Counts", "the Field called …", "the Source service plans"): a plural in title case, or a
 * word of the task's field names. A brand ("my Netflix subscription") is neither.
 */
function titleCaseTag(text: string, paramWords: readonly string[]): string | undefined {
  const words = new Set(paramWords.flatMap((p) => p.split(" ")));
  for (const m of text.matchAll(/\b(?:the|a|an|my|new) ((?:[A-Z][a-z]+ )*[A-Z][a-z]{2,})\b/g)) {
    const phrase = m[1] ?? "";
    const last = phrase.split(" ").pop() ?? "";
    const lower = last.toLowerCase();
    // "a new Chinese name": a nationality or language is written capitalised.
    if (/(?:ese|ian|ish|ch)$/.test(lower)) continue;
    // "the Airflow web server", "my Netflix subscription": one capitalised word before a noun is a
    // product's name, not a schema noun (fresh72 Cloud Composer's "Restart Airflow web server.").
    const after = text.slice((m.index ?? 0) + m[0].length);
    if (
      !phrase.includes(" ") &&
      !isPlural(lower) &&
      /^ (?!(?:called|named|for|of|on|in|with|from|to|and|or|that|which|is|are|was)\b)[a-z]{3,}/.test(
        after,
      )
    )
      continue;
    if (isPlural(lower) && singular(lower) !== lower) return `an endpoint tag ("${m[0]}")`;
    if (words.has(lower) || words.has(singular(lower)))
      return `a schema noun in title case ("${m[0]}")`;
  }
  return undefined;
}

/** Nouns too general to say which records are meant ("find the entities"). */
const GENERIC_OBJECT =
  /\b(?:find|list|show|get|fetch|see) (?:me )?(?:all )?(?:the |my )?(?:entities|items|objects|resources|records|things|results|data|entries)\b(?! (?:for|of|in|with|that|where|called|named|about|matching|tagged)\b)/i;

/**
 * Why a request says no goal, by cause, or undefined: a change with nothing to change ("Can you
 * also update it?"), one unnamed thing to check ("Could you check a name for 69?", "check the
 * export ID"), a count of nothing ("the count for itrantow"), records too general to pick ("find
 * the entities"), or something to add or invite with no word of which ("Could you please add a
 * new Page?", "Can you invite a user?").
 */
export function goalWording(text: string): string | undefined {
  const bareChange =
    /\b(?:update|change|edit|modify|adjust|fix) (?:it|that|this|them)(?: (?:for me|please|now|too|as well|already))*\s*[?.!]/i.exec(
      text,
    );
  if (bareChange) return `a change with nothing to change ("${bareChange[0]}")`;
  const checkOne = /\bcheck (?:a|an) [a-z]+(?: for \d+)?\s*[?.!]/i.exec(text);
  if (checkOne) return `one unnamed thing to check ("${checkOne[0]}")`;
  const checkId = /\bcheck the (?:\*\*)?[a-z]+(?:\*\*)? id\b/i.exec(text);
  if (checkId) return `an id to check, not a goal ("${checkId[0]}")`;
  const count = /\bthe count\b(?! of\b)/i.exec(text);
  if (count) return `a count of nothing named ("${count[0]}")`;
  const generic = GENERIC_OBJECT.exec(text);
  if (generic) return `records too general to pick ("${generic[0]}")`;
  // Nothing but the verb and the noun: no name, no value, no detail of which.
  const saysNothing = !/["\d]/.test(text) && !/\b(?:called|named|about|with|to|from)\b/i.test(text);
  const bareAdd =
    /\b(?:add|create|make|invite) (?:a |an )(?:new )?(?:[A-Za-z]+ ){0,3}?[A-Za-z]+(?:,? (?:please|for me|now|already|quickly|if that's possible|if possible))*\s*[?.!]/i.exec(
      text,
    );
  if (bareAdd && saysNothing) return `something to add with no word of which ("${bareAdd[0]}")`;
  return undefined;
}

/** Nouns a quoted value may follow in a person's words: the text itself, or a name for a name. */
export const TEXT_NOUN =
  /^(?:message|text|note|notes|comment|comments|description|title|subject|caption|word|words|phrase|query|wording|name|label|tag|headline|greeting|reply|answer|question|search|term|keyword|keywords)$/;
/** Nouns a person puts before a number or code they hold: "order 1042", "room 4", "page 2". */
const HELD_NOUN =
  /^(?:order|room|table|flight|invoice|ticket|account|seat|gate|page|item|version|level|floor|step|line|chapter|episode|season|study|case|store|site|project|team|user|customer|employee|patient|member|booking|reservation|card|plan|tier|size|group|batch|lot|unit|building|suite|apartment|track|channel|day|week|month|year|hour|minute|area|zone|route|bus|train|platform|terminal|row|section|lesson|week|issue|pull|release|build|job|run|task|ward|bed|cabin|deck|lane|box|locker|slot|phase|round|grade|class|category)$/;
/** Schema words that say a shape, not a thing: "the array containing account token". */
const SHAPE_NOUN = /\bthe (?:array|object|map|dict|string|json|payload) (?:containing|of|with)\b/i;

/**
 * Form wording by what a reader calls a form (fresh9 readers, /work/reader/f9-blind): a value in
 * quotes after a parameter word ("for the cohort "blca"", "for the ff "all"", "the subscription
 * item "Family""); a parameter identifier said as a noun before its value ("for tran 13.2", "It's
 * ids IDS-7977", "for studyid 9", "the ff to ldp"); a noun made from an operation or path segment
 * ("the molecule usings", "the array containing account token", "the tyk keys for the tyk called
 * Api 22", "the pin on my pin"); a record picked by an amount ("remove the payment method for
 * £3563.99"). `paramWords` are the task's parameter and field names as words. People quote the
 * text they dictate ("with the message "Hello"") and name what they hold by its number ("order
 * 1042", "room 4"): those pass.
 */
export function slotWording(text: string, paramWords: readonly string[] = []): string | undefined {
  const params = new Set(paramWords.map((w) => w.toLowerCase()));
  for (const m of text.matchAll(/\bthe ((?:[A-Za-z][\w-]* ){0,2}[A-Za-z][\w-]*) "([^"]*)"/g)) {
    const words = (m[1] ?? "").toLowerCase().split(" ");
    const head = words[words.length - 1] ?? "";
    if (TEXT_NOUN.test(head) || /^address(?:es)?$/.test(head)) continue;
    // A record named by its own name: "the box "Boston box"", "the site "Boston Riverside Site"".
    const value = m[2] ?? "";
    const last = value.toLowerCase().split(" ").pop() ?? "";
    if (last === head || singular(last) === singular(head)) continue;
    if (
      /^(?:[A-Z][\w'-]*|of|the|and|de|la) (?:(?:[A-Z][\w'-]*|of|the|and|de|la) )*[A-Z][\w'-]*$/.test(
        value,
      )
    )
      continue;
    for (let k = 0; k < words.length; k++)
      if (params.has(words.slice(k).join(" ")))
        return `a value quoted after its parameter word ("${m[0]}")`;
  }
  const tokens = [...params].filter((w) => /^[a-z][a-z0-9]*$/.test(w));
  const isParamWord = (w: string) =>
    params.has(w) || (w.length >= 3 && tokens.some((t) => t.length > w.length && t.startsWith(w)));
  for (const m of text.matchAll(
    /(?:\bfor|\b[Ii]t'?s|\bit is|—|^) ?([a-z][a-z0-9]*) ([-+]?[$€£]?\d[\d.,]*|[A-Z]{2,}[-_]\d+|\d+[a-z]+_\d+)(?=[\s,.?!;]|$)/g,
  )) {
    const w = m[1] ?? "";
    if (HELD_NOUN.test(w) || !isParamWord(w)) continue;
    // A word that is no noun ("tran", "pla", "ids", "studyid", "ff") before any value; a field
    // word before a decimal ("confidence 54.43"). "for gene GEN-7380" names it.
    const identifier = !params.has(w) || /^(?:[a-z]*ids?|[^aeiouy]+)$/.test(w) || /\d/.test(w);
    // A whole number after a noun names a record ("image 83", "study 9": an id, which is the
    // unknowable check's business); a decimal after a field word is a setting read out.
    if (!identifier && !/^[-+]?[$€£]?\d[\d,]*\.\d+$/.test(m[2] ?? "")) continue;
    return `a parameter identifier said before its value ("${m[0].trim()}")`;
  }
  // "the ff to ldp": a parameter identifier no word looks like (no vowel) named as a thing.
  for (const m of text.matchAll(/\bthe ([a-z]{2,4})\b(?! ")/g))
    if (params.has(m[1] ?? "") && /^[^aeiouy]+$/.test(m[1] ?? ""))
      return `a parameter identifier as a noun ("${m[0]}")`;
  const gerund = /\b[a-z]+ (?:usings|containings|incomings|outgoings|matchings|regardings)\b/i.exec(
    text,
  );
  if (gerund) return `a noun made from a path segment ("${gerund[0]}")`;
  const shape = SHAPE_NOUN.exec(text);
  if (shape) return `a schema shape as the thing ("${shape[0]}")`;
  // "the tyk keys for the tyk called Api 22", "the pin on my pin": the path's parent said again.
  const again =
    /\bthe ([a-z]{3,})\b(?: [a-z]+){0,2} (?:for|on|of|in|under) (?:the|my) \1\b(?!['-])/i.exec(
      unquoted(text),
    );
  // "the channel named web in the channel group Sales": a record picked by its name, inside
  // another thing whose compound noun starts with the same word (fresh71 MediaPackage).
  const inCompound =
    again !== null &&
    /^the \S+ (?:named|called) /i.test(again[0]) &&
    /^ (?!(?:for|of|on|in|with|and|or|to)\b)[a-z]{3,}\b/.test(
      unquoted(text).slice((again.index ?? 0) + again[0].length),
    );
  if (again && !inCompound) return `a path segment said again as its parent ("${again[0]}")`;
  const byAmount =
    /\b(?:remove|delete|cancel|check|update|change|edit|show|find|look up|get|refund)\b (?:the|my) (?:[a-z]+ ){0,3}?[a-z]+ for [$€£]?\d[\d,.]*\d(?=[,.?!]|$| and\b| already\b| now\b| quickly\b| please\b| for\b)/i.exec(
      text,
    );
  if (byAmount) return `a record picked by an amount ("${byAmount[0]}")`;
  // fresh8 readers: "what the width and height for 19 are?", "the margin and text for 97 cm and
  // 68 cm": a record picked by a bare number, said without what it is.
  const bareNumber =
    /\bfor -?\d+(?:\.\d+)?(?: ?(?:cm|mm|px|kg|km|m)\b)?(?: and -?\d+(?:\.\d+)?(?: ?(?:cm|mm|px|kg|km|m)\b)?)? (?:are|is)\b/.exec(
      text,
    );
  if (bareNumber) return `a record picked by a bare number ("${bareNumber[0]}")`;
  // "Here's the text: "62"", "Something like "3"", ""83", please.": an id dictated as text.
  const idAsText =
    /(?:\bsay|\btext:|\bwording[^"]*|\blike) "\d+"|^"\d+"(?:, please)?\.$|^(?:Oh, sorry — |It's |Sure, |That would be )"\d+"\.$/.exec(
      text,
    );
  if (idAsText) return `a number dictated as text ("${idAsText[0]}")`;
  // "2 quantities", "the 1 or more SMS messages", "the shut down slicebox": a field or an
  // operation summary read out.
  const readOut =
    /\b\d+ (?:quantities|quantity|counts|amounts)\b|\bthe (?:shut down|\d+ or more)\b|\b(?:check|find|get|list) (?:a|the) (?:summary|details|data|info)\b(?! (?:of|for|about|on)\b)/i.exec(
      text,
    );
  if (readOut) return `a field or summary read out ("${readOut[0]}")`;
  // "the filtering filter": a path segment and its noun from one stem.
  const stem = /\bthe ([a-z]{4,})(?:ing|ed) \1s?\b/i.exec(text);
  if (stem) return `one stem said twice ("${stem[0]}")`;
  return undefined;
}

/** Nouns for a role a person plays: a flag named by one (`isFacilitator`) is that role. */
export const ROLE_NOUN =
  /^(?:facilitator|administrator|admin|coordinator|moderator|operator|curator|educator|evaluator|collaborator|owner|member|manager|marker|reviewer|editor|viewer|author|instructor|teacher|student|learner|guest|host|organi[sz]er|speaker|leader|volunteer|subscriber|contributor|supervisor|assessor|participant|attendee|superuser)$/;
/** A media type (`application/pdf`) outside a link: a header value, not what a person calls a file. */
const MEDIA_TYPE = /\b(?:application|image|text|audio|video|multipart|font)\/[a-z0-9][a-z0-9.+-]*/i;
/** A reverse-domain identifier (`com.mediastreamingservice.playmedia`): an app's code name. */
const REVERSE_DOMAIN = /\b(?:com|org|net|io|dev|app)\.[a-z0-9-]+\.[a-z0-9.-]*[a-z0-9]/i;

/**
 * A value said as no person says it (fresh19 readers, F), each a general cause:
 * - a yes/no value said as a word of the thing: "the users for the false facilitator";
 * - a role switched like a device: "with facilitator turned off" (a person is added "without
 *   the facilitator role");
 * - a country code before its field's name: "for the SK address country" (a currency's, "the INR
 *   currency", is measured only: `fieldReadOut`);
 * - a media type or an app's reverse-domain id: "it's an application/pdf", "it's a
 *   com.mediastreamingservice.playmedia";
 * - a record named by an amount in an ISO currency code: "the 18 CAD message";
 * - an aside with the register's word stuck on: "it's a … already?".
 */
export function valueWording(text: string): string | undefined {
  const plain = text.replace(/\S+@\S+|https?:\/\/\S+/g, " ");
  const flag = /\b(?:the|a|an) (?:true|false) [a-z]+\b|\bfor (?:true|false)\b/i.exec(plain);
  if (flag) return `a yes/no value said as a word ("${flag[0]}")`;
  for (const m of plain.matchAll(/\bwith ([a-z]+) turned (?:on|off)\b/gi))
    if (ROLE_NOUN.test((m[1] ?? "").toLowerCase())) return `a role switched on or off ("${m[0]}")`;
  const code = /\bthe [A-Z]{2,3} (?:[a-z]+ )?(?:country|language|locale)(?: code)?\b/.exec(plain);
  if (code) return `a code before its field's name ("${code[0]}")`;
  const media = MEDIA_TYPE.exec(plain) ?? REVERSE_DOMAIN.exec(plain);
  if (media) return `a technical value no person says ("${media[0]}")`;
  const amount = /\bthe \d+(?:[.,]\d+)? [A-Z]{3} [a-z]+\b/.exec(plain);
  if (amount) return `a record named by an amount ("${amount[0]}")`;
  // "the address country and type of the creditor", "the cost and days of the shipping": a
  // field's name read out (people say "which country", "how long it takes").
  const label =
    /\bthe (?:[a-z]+ )?address (?:country|city|region|postal code)\b|\bthe [a-z]+(?: [a-z]+)? and (?:days|hours|minutes|weeks|months|nights) of\b/i.exec(
      plain,
    );
  if (label) return `a field's name read out ("${label[0]}")`;
  const aside = /\bit's (?:an? )?[^\s,.?!]+ already\b/i.exec(plain);
  if (aside) return `an aside with the register's word stuck on ("${aside[0]}")`;
  return undefined;
}

/** An operation id's letters alone, a plural or "datum" (from "data") folded: "getstationsdata". */
function gluedForm(word: string): string {
  return word
    .toLowerCase()
    .replace(/[^a-z]/g, "")
    .replace(/datum$/, "data")
    .replace(/s$/, "");
}

/** An all-lowercase operation id that opens with its verb ("getstationsdata", "dropwebhook"). */
const GLUED_VERB =
  /^(?:get|drop|add|set|create|delete|remove|update|list|post|put|sync|switch|fetch|search|find)[a-z]{4,}$/;

/**
 * An operation id said as one word (fresh22 readers, F: "the time exec of the dropwebhook", "the
 * mail and timeline not read of the getstationsdatum"): a word of the text whose letters are a
 * tool's name of two words or more run together. A person names the thing, not the call.
 */
export function gluedToolName(text: string, tools: readonly string[] = []): string | undefined {
  // Only a name of several words: a one-word name ("predictions") is a word people use.
  const glued = new Set(
    tools
      .filter((t) => t.replace(/[^a-z]/gi, "").length >= 8)
      .filter((t) => /[a-z][A-Z_\-.]|[A-Z]{2}[a-z]/.test(t) || GLUED_VERB.test(t))
      .map((t) => gluedForm(t)),
  );
  if (glued.size === 0) return undefined;
  for (const w of unquoted(text).split(/[^A-Za-z]+/)) {
    if (w.length < 8 || w !== w.toLowerCase()) continue;
    if (glued.has(gluedForm(w))) return w;
  }
  return undefined;
}

/**
 * A count asked for as a field (fresh22 readers, F: "could you list the count of domains?", "list
 * the count of guests"): a person asks how many there are.
 */
export function countAsField(text: string): string | undefined {
  return /\b(?:the|a) (?:count|total number) of (?:the |my |all )?[a-z]+/i.exec(
    unquoted(text),
  )?.[0];
}

/**
 * The words a user says a text to be analysed with, when the text is wished for instead ("I'd
 * like it to say "He carried a lantern…"", "The wording I have in mind: …"): fit for a message
 * to be sent, not for a text a read looks at (fresh22 readers, F).
 */
export const WISHED_TEXT = /\bI'd like it to say\b|\bthe wording I have in mind\b/i;

/** "check the branded in Germany": a participle from a path ("branded") used as the thing. */
export function participleAsThing(text: string): string | undefined {
  const m =
    /\b(?:the|my|all) ([a-z]{4,}(?<!e)ed)s?(?= in\b| for\b| and\b| with\b| from\b|[,.?!]|$)/i.exec(
      unquoted(text),
    );
  return m?.[0];
}

/**
 * A read that names no object and says nothing of what is wanted (fresh22 readers, G: "check the
 * branded food item", "Can you also pull up the legal entity now?"): "check"/"pull up" a bare
 * noun, the clause ending right after it.
 */
export function objectlessRead(text: string): string | undefined {
  const m =
    /\b(?:check|pull up|look at|look up) (?:the|my) ((?:[a-z]+ ){0,4}?[a-z]+)(?=(?: for me)?(?: now| already| quickly| please| again)*(?:,|[.?!]|$))/i.exec(
      unquoted(text),
    );
  // "look up the favicon and title": fields named are what is wanted.
  return m && !/ and /.test(m[1] ?? "") ? m[0] : undefined;
}

/** A file's name as a user gives it ("team-photo.jpg"): a name with a short extension. */
const FILE_NAME =
  /\b[\w-]+\.(?:pdf|docx?|xlsx?|csv|txt|jpe?g|png|gif|svg|webp|mp[34]|mov|avi|wav|zip|json|xml|html?|md)\b/gi;

/**
 * Files read out with no word of what each is (b52 readers, F: "… from travel-policy.pdf in
 * French from team-photo.jpg for January 18 from whiteboard.jpg", "a new image watermark from
 * q3-board-deck.pdf and from front-entrance.jpg"): two or more files in one sentence, each a bare
 * "from <file>". A person says what each one is ("with site-visit.jpg as the thumbnail").
 */
export function unroledFiles(text: string): string | undefined {
  for (const sentence of unquoted(text).split(/(?<=[.?!])\s+/)) {
    const bare = [...sentence.matchAll(FILE_NAME)].filter((m) => {
      const before = sentence.slice(0, m.index).trimEnd();
      const after = sentence.slice((m.index ?? 0) + m[0].length);
      return /\bfrom$/i.test(before) && !/^ as\b/i.test(after);
    });
    if (bare.length >= 2) return `from ${bare.map((m) => m[0]).join(" … from ")}`;
  }
  return undefined;
}

/** Past participles a label ends in ("last seen", "last updated"): no measure a thing has. */
const PARTICIPLE = /^(?:seen|done|known|shown|given|taken|made|sent|[a-z]{3,}ed)$/;
/** Words ending in "ed" that are nouns or adjectives of their own ("speed", "need", "bed"). */
const NOT_PARTICIPLE =
  /^(?:speed|need|seed|feed|bed|red|bleed|breed|shed|weed|greed|deed|embed|hundred|sled|wed|reed|steed|tweed)$/;

/**
 * A field's name said as a measure the thing has (b52 readers, F): a one-letter label ("with an
 * x of 36 and a y of 95"), a participle ("with a last seen of August 9, 2025"), a time that is a
 * bare count ("with a current time of 696"). "A weight of 12 kg" and "a start time of 9:30 am"
 * are how people talk.
 */
export function labelAsMeasure(text: string): string | undefined {
  const t = unquoted(text);
  const letter = /\b(?:an?|the) [a-z] of -?\d/i.exec(t);
  if (letter) return letter[0];
  for (const m of t.matchAll(/\b(?:an?|the) (?:[a-z]+ )?([a-z]+) of\b/gi)) {
    const w = (m[1] ?? "").toLowerCase();
    if (PARTICIPLE.test(w) && !NOT_PARTICIPLE.test(w)) return m[0];
  }
  const time =
    /\b(?:an?|the) (?:[a-z]+ )?(?:time|date|day|timestamp|moment) of \d+(?![\d]|[:,/.-]\d| ?(?:am|pm|a\.m|p\.m|seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|ms|s)\b)/i.exec(
      t,
    );
  return time?.[0];
}

/**
 * A link between two records removed as if both were (b52 readers, F: "remove the label named
 * backend with the bucket named Test bucket", "remove the app named auth-worker with the
 * integration named Salesforce" when the integration is what goes). A person says "take the
 * backend label off the Test bucket".
 */
export function pairedRemoval(text: string): string | undefined {
  return /\b(?:remove|delete|detach|unlink|drop|get rid of) the (?:[a-z]+ ){1,3}(?:named|called) [^,.?!"]+? with the (?:[a-z]+ ){1,3}(?:named|called)\b/i.exec(
    unquoted(text),
  )?.[0];
}

/**
 * The owner said twice, or the summary's noun before it (earlier blind reads, F: "list the owners
 * of an organization for the org named …", "add a new task run for the task named …"): a
 * summary's "of an organization" read out before the record it names, or the owner's noun made
 * the first word of the thing's.
 */
export function ownerSaidTwice(text: string): string | undefined {
  const t = unquoted(text);
  const twice = /\b(?:of|for|in) an? [a-z]+ (?:for|of|in|on) the [a-z]+ (?:named|called)\b/i.exec(
    t,
  );
  if (twice) return twice[0];
  for (const m of t.matchAll(
    /\b(?:the|an?) (?:new )?([a-z]{3,}) ([a-z]{3,}) (?:for|of|in|on) the ([a-z]{3,}) (?:named|called)\b/gi,
  ))
    if (singular((m[1] ?? "").toLowerCase()) === singular((m[3] ?? "").toLowerCase())) return m[0];
  return undefined;
}

/** Things that have a body of text a person writes or reads: "the body of the email". */
const HAS_BODY =
  /^(?:email|e-mail|mail|message|messages|post|article|note|comment|letter|page|newsletter|edition|reply|sms|text|document|issue|ticket|template|announcement|story|entry|chat|memo|draft|review|response|request)$/;

/**
 * A response field or request slot asked for by its schema name, or the spec summary read out
 * (fresh57 readers, F): "the timestamp of the top level content", "curious about the timestamp
 * and post likes", "the match status and possible match from a verification name lookup of the
 * tin …", "change the body on the project", "with all as the availability". A person asks "when
 * was the home page last updated?", "does TIN … match a company?", "change the project's
 * configuration".
 */
export function schemaFieldAsked(text: string): string | undefined {
  const t = unquoted(text);
  // A time the system keeps, asked for by its type's name.
  const stamp = /\bthe (?:[a-z]+ )?timestamps?(?= (?:of|and|for)\b|[,.?!]|$)/i.exec(t);
  if (stamp) return stamp[0];
  // "from a verification name lookup of the tin": an operation's summary as the thing's source.
  const summary =
    /\bfrom an? (?:[a-z]+ ){1,3}(?:lookup|look-up|check|query|verification|search|request) of\b/i.exec(
      t,
    );
  if (summary) return summary[0];
  // "change the body on the project": a request payload's name on a thing that has no text body.
  const body = /\bthe body (?:on|of|for) (?:the|my|this|that|our) ([a-z]+)\b/i.exec(t);
  if (body && !HAS_BODY.test((body[1] ?? "").toLowerCase())) return body[0];
  // "the registration under april.pouros@example.com (email)": a search field's name in brackets.
  const bracketed =
    /\S+@\S+ \((?:email|e-mail|email address|mail)\)|\((?:name|id|username|title|field|key|value)\)/i.exec(
      text,
    );
  if (bracketed) return bracketed[0];
  // "with project 1337 as the channel", "the user.signup message": a code put in a field's slot.
  const coded =
    /\bwith [a-z]+ \d+ as the [a-z]+\b|\b(?:a|an|the|new) [a-z]+\.[a-z_]+ (?:message|event|webhook|notification)s?\b/.exec(
      t,
    );
  if (coded) return coded[0];
  // "for category entertainment": a filter's name read before its value, as a query string has it.
  const keyed = /\bfor (?:category|genre|kind) [a-z]+\b/.exec(t);
  if (keyed) return keyed[0];
  // "list the chores for Weekly": a frequency said as a name.
  const often = /\bfor (?:Hourly|Daily|Weekly|Monthly|Quarterly|Yearly|Annually)\b/.exec(t);
  if (often) return often[0];
  // "the allowance and period of the usage", "the reason of the device service name availability
  // named …" (fresh72 readers, F), "… the iot resource provisioning service name availability
  // named …" (fresh73 readers, F): a check's or a meter's response fields read out as parts of
  // the operation's name, however many words that name has. A person asks "is the name … free?".
  const result = ABSTRACT_RESULT.exec(t);
  if (result) return result[0];
  // "with all as the availability": a filter's catch-all value read out as a setting.
  return /\bwith (?:all|any|none|both|either|neither|everything) as the [a-z]+\b/i.exec(t)?.[0];
}

/**
 * Fields asked "of the" an operation's result noun — what a check or a meter hands back is no
 * thing with parts: "the reason of the … availability", "the allowance and period of the usage".
 */
const ABSTRACT_RESULT =
  /\bthe [a-z]+(?: [a-z]+)?(?:,? and (?:the )?[a-z]+(?: [a-z]+)?)? of the (?:[a-z]+ ){0,8}(?:availability|usage|eligibility|validity|existence|compatibility)(?= named\b| called\b| for\b| (?:is|are|already|now|please|quickly)\b|[,.?!]|$)/i;
