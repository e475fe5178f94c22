import { article, englishList, speakValue, tidySentence } from "./text.js";
import type { ToolWords } from "./tool-words.js";

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
  /** For selects: the noun of the record picked ("device", "slot"). */
  noun?: string;
}

/** What the writer is asked to say for one user turn. */
export interface RequestDraft {
  kind: "request" | "follow-up";
  goal: ToolWords;
  /** Select phrases naming the record(s) the goal acts on. */
  targets: FactPhrase[];
  /** Other facts to state in this turn. */
  facts: FactPhrase[];
  /** Human description of the environment ("A small shoe shop…"). */
  domain: string;
}

/**
 * Writes a user's words for a draft. The offline writer is template based; a model-backed writer
 * (the LLM issue) implements the same interface and its output goes through the same checks.
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

/** The words that state a fact's value (what the solvability check looks for). */
export function factMention(f: FactPhrase): string {
  if (typeof f.value === "boolean") return f.label;
  return speakValue(f.value);
}

/** A clause stating one fact, in one of several phrasings. */
export function factClause(f: FactPhrase, variant: number): string {
  const v = speakValue(f.value);
  if (f.role === "select") {
    const noun = f.noun ?? "one";
    const forms = /^(name|title|label|full name|display name)$/.test(f.label)
      ? [`the ${noun} called ${v}`, `the ${noun} named ${v}`, `the ${noun} "${v}"`]
      : [
          `the ${noun} whose ${f.label} is ${v}`,
          `the ${noun} with ${f.label} ${v}`,
          `the ${noun} that has ${f.label} ${v}`,
        ];
    return forms[variant % forms.length] as string;
  }
  if (typeof f.value === "boolean") {
    const adj = f.label.replace(/^(is|has|only)\s+/, "");
    const forms = f.value
      ? [`it has to be ${adj}`, `only ${adj} ones, please`, `it should be ${adj}`]
      : [`it must not be ${adj}`, `nothing ${adj}, please`, `it shouldn't be ${adj}`];
    return forms[variant % forms.length] as string;
  }
  const owner = f.personal ? "my" : "the";
  // "the cups are 3", "the tags are …": a plural label takes a plural verb.
  const is = /[^s]s$/.test(f.label) && !/(ss|us|is)$/.test(f.label) ? "are" : "is";
  const forms = f.personal
    ? [
        `${owner} ${f.label} ${is} ${v}`,
        `${owner} ${f.label} ${is} ${v}`,
        `you can use ${v} as ${owner} ${f.label}`,
      ]
    : [`the ${f.label} ${is} ${v}`, `the ${f.label} should be ${v}`, `make the ${f.label} ${v}`];
  return forms[variant % forms.length] as string;
}

type Opener = (w: ToolWords, target: string) => string;

const CREATE_VERB: Record<string, string> = {
  book: "book",
  place: "place",
  schedule: "schedule",
  register: "register",
  open: "open",
  file: "file",
  submit: "submit",
  request: "request",
  send: "send",
  write: "write",
  post: "post",
};

function createVerb(w: ToolWords): string {
  return (w.verb && CREATE_VERB[w.verb]) ?? "set up";
}

function actionVerb(w: ToolWords): string {
  if (
    !w.verb ||
    ["get", "list", "find", "search", "fetch", "read", "show", "query"].includes(w.verb)
  )
    return "take care of";
  return w.verb === "turn" ? "switch" : w.verb;
}

function onTarget(w: ToolWords, target: string): string {
  return target || `my ${w.noun}`;
}

const OPENERS: Record<ToolWords["kind"], Opener[]> = {
  create: [
    (w, t) =>
      `I'd like to ${createVerb(w)} ${article(`new ${w.noun}`)} new ${w.noun}${t ? ` for ${t}` : ""}.`,
    (w, t) =>
      `Could you ${createVerb(w)} ${article(w.noun)} ${w.noun}${t ? ` for ${t}` : ""} for me?`,
    (w, t) => `I need ${article(`new ${w.noun}`)} new ${w.noun}${t ? ` for ${t}` : ""}.`,
    (w, t) =>
      `Please ${createVerb(w)} ${article(w.noun)} ${w.noun} for me${t ? `, for ${t}` : ""}.`,
  ],
  update: [
    (w, t) => `I need to change ${onTarget(w, t)}.`,
    (w, t) => `Could you adjust ${onTarget(w, t)} for me?`,
    (w, t) => `Please make a change to ${onTarget(w, t)}.`,
    (w, t) => `I'd like ${onTarget(w, t)} to be changed.`,
  ],
  delete: [
    (w, t) => `Please remove ${onTarget(w, t)}.`,
    (w, t) => `I don't need ${onTarget(w, t)} anymore, could you get rid of it?`,
    (w, t) => `Could you delete ${onTarget(w, t)} for me?`,
    (w, t) => `I'd like ${onTarget(w, t)} gone.`,
  ],
  action: [
    (w, t) => `Please ${actionVerb(w)} ${onTarget(w, t)}.`,
    (w, t) => `Could you ${actionVerb(w)} ${onTarget(w, t)} for me?`,
    (w, t) => `I'd like you to ${actionVerb(w)} ${onTarget(w, t)}.`,
    (w, t) => `Can you ${actionVerb(w)} ${onTarget(w, t)}, please?`,
  ],
  read: [
    (w, t) => `Can you tell me about ${onTarget(w, t)}?`,
    (w, t) => `I'd like to see the details of ${onTarget(w, t)}.`,
    (w, t) => `What do you have on ${onTarget(w, t)}?`,
    (w, t) => `Could you pull up ${onTarget(w, t)} for me?`,
  ],
  list: [
    (w, t) => `Which ${w.nounPlural} are there${t ? ` for ${t}` : ""}?`,
    (w, t) => `Could you show me the ${w.nounPlural}${t ? ` for ${t}` : ""}?`,
    (w, t) => `I'm looking for ${w.nounPlural}${t ? ` for ${t}` : ""}.`,
    (w, t) => `What ${w.nounPlural} can you find${t ? ` for ${t}` : ""}?`,
  ],
  compute: [
    (w, t) => `Can you work out the ${w.noun}${t ? ` for ${t}` : ""}?`,
    (w, t) => `I need to know the ${w.noun}${t ? ` for ${t}` : ""}.`,
    (w, t) => `What's the ${w.noun}${t ? ` for ${t}` : ""}?`,
    (w, t) => `Could you find out the ${w.noun}${t ? ` for ${t}` : ""} for me?`,
  ],
};

const DETAIL_FRAMES: ((clauses: string) => string)[] = [
  (c) => `${c}.`,
  (c) => `For reference, ${c}.`,
  (c) => `Just so you know, ${c}.`,
  (c) => `In case it helps, ${c}.`,
];

const FOLLOW_UPS: ((w: ToolWords) => string)[] = [
  (w) => `Thanks! Could you also show me the ${w.noun} details for that?`,
  (w) => `Great. What does the ${w.noun} look like now?`,
  (w) => `Thanks. Can you also tell me about the ${w.noun} now?`,
  (w) => `Perfect, and could you check the ${w.noun} for me as well?`,
];

/** Turn facts into one or two sentences: personal facts first, then the rest. */
function detailSentences(facts: FactPhrase[], seed: number, attempt: number): string[] {
  if (facts.length === 0) return [];
  const clauses = facts.map((f, i) => factClause(f, (seed + attempt + i) % 3));
  const personal = clauses.filter((_, i) => facts[i]?.personal);
  const other = clauses.filter((_, i) => !facts[i]?.personal);
  const out: string[] = [];
  if (personal.length)
    out.push(tidySentence(pick(DETAIL_FRAMES, seed, attempt, 3)(englishList(personal))));
  if (other.length) out.push(tidySentence(`${englishList(other)}.`));
  return out;
}

/** The offline, template-based writer: seeded choice among patterns per tool kind. */
export const templateWriter: RequestWriter = {
  async write(draft, { seed, attempt }) {
    if (draft.kind === "follow-up") {
      const head = tidySentence(pick(FOLLOW_UPS, seed, attempt, 1)(draft.goal));
      return [head, ...detailSentences(draft.facts, seed, attempt)].join(" ");
    }
    const target = englishList(
      draft.targets.map((t, i) => factClause(t, (seed + attempt + i) % 3)),
    );
    const opener = tidySentence(
      pick(OPENERS[draft.goal.kind], seed, attempt, 0)(draft.goal, target),
    );
    return [opener, ...detailSentences(draft.facts, seed, attempt)].join(" ");
  },
};

const ASKS = [
  (label: string) => `Could you tell me the ${label}, please?`,
  (label: string) => `Sure — what is the ${label}?`,
  (label: string) => `I can help with that. Which ${label} should I use?`,
];

/** The assistant's question for a missing fact. */
export function askFor(fact: FactPhrase, seed: number): string {
  return pick(
    ASKS,
    seed,
    0,
    5,
  )(fact.personal ? fact.label.replace(/^/, "") : fact.label).replace(
    fact.personal ? /\bthe (?=\S+)/ : /^$/,
    "your ",
  );
}

/** The offline simulated user: answers with exactly the fact asked for. */
export const templateUserSimulator: UserSimulator = {
  async answer(_question, fact, { seed }) {
    const frames = [
      (c: string) => `Sure, ${c}.`,
      (c: string) => `Oh, right — ${c}.`,
      (c: string) => `${c}.`,
    ];
    return tidySentence(pick(frames, seed, 0, 6)(factClause(fact, seed % 3)));
  },
};

/** Write a user's request for a draft with the offline writer (seeded pattern choice). */
export function writeRequest(
  draft: RequestDraft,
  options: { seed: number; attempt?: number },
): Promise<string> {
  return templateWriter.write(draft, { seed: options.seed, attempt: options.attempt ?? 0 });
}
