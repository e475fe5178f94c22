/**
 * Judging a closing reply as a reader would: is it a reply at all (not pasted tool output), is it in
 * the user's language, and which answer facts does it state *as answers* — labelled, or inside a
 * sentence about what was asked — rather than somewhere in a wall of values.
 */
import { singular, splitWords } from "../domain/words.js";
import { canonicalJson } from "../schema/canonical.js";
import type { AnswerFact } from "../schema/task.js";
import { NONE_WORD } from "../synth/checks.js";
import { TextIndex } from "../synth/value-mentions.js";

/** A reply longer than this many times the reference answer reads as a dump, not an answer. */
export const PASTE_FACTOR = 3;
/** The reference length never counts as shorter than this (a terse "All done." gold). */
export const MIN_REFERENCE_CHARS = 80;

/** The offline gold wording of a turn's closing message, used only for its length. */
export function referenceAnswer(facts: AnswerFact[]): string {
  if (facts.length === 0) return "All done.";
  return `Here is what I found: ${facts.map((f) => f.text ?? String(f.value)).join(", ")}.`;
}

/** Balanced `{…}` / `[…]` substrings that parse as JSON with something inside. */
function jsonChunks(text: string): unknown[] {
  const out: unknown[] = [];
  for (let i = 0; i < text.length; i++) {
    const open = text[i];
    if (open !== "{" && open !== "[") continue;
    const close = open === "{" ? "}" : "]";
    let depth = 0;
    let inString = false;
    for (let j = i; j < text.length; j++) {
      const c = text[j];
      if (inString) {
        if (c === "\\") j++;
        else if (c === '"') inString = false;
        continue;
      }
      if (c === '"') inString = true;
      else if (c === open) depth++;
      else if (c === close && --depth === 0) {
        try {
          const v: unknown = JSON.parse(text.slice(i, j + 1));
          const full = Array.isArray(v)
            ? v.length >= 2 || v.some((x) => x !== null && typeof x === "object")
            : v !== null && typeof v === "object" && Object.keys(v).length > 0;
          if (full) {
            out.push(v);
            i = j;
          }
        } catch {
          // not JSON: prose with brackets
        }
        break;
      }
    }
  }
  return out;
}

/** Why a reply is pasted output rather than an answer, or undefined when it reads as a reply. */
export function pastedReason(reply: string, reference: string): string | undefined {
  const limit = PASTE_FACTOR * Math.max(reference.length, MIN_REFERENCE_CHARS);
  if (reply.length > limit)
    return `the reply has ${reply.length} characters, more than ${PASTE_FACTOR}× the reference answer (${limit})`;
  // A reply that is nothing but a JSON value ("{}", "null", "true", "\"ok\"") is raw tool output.
  try {
    const whole: unknown = JSON.parse(reply.trim());
    if (typeof whole !== "number") return "the reply is a raw JSON value, not an answer";
  } catch {
    // prose
  }
  const chunks = jsonChunks(reply);
  if (chunks.length > 0)
    return `the reply pastes JSON (${canonicalJson(chunks[0]).slice(0, 40)}…) instead of saying it`;
  return undefined;
}

// Function words: enough to tell which language a sentence is in, not a translator.
const LANGUAGE_WORDS: Record<string, Set<string>> = {
  en: new Set(
    "the is are was were a an of to and for your you it in on with has have here found there this that be been will at by from what done i we not can".split(
      " ",
    ),
  ),
  fr: new Set(
    "le la les est et des du une pour vous votre avec sont il y voici ce que j ai trouvé c fait terminé je suis nous pas à".split(
      " ",
    ),
  ),
  es: new Set(
    "el los las es y del una para usted su con está son aquí lo que he encontrado hecho no se".split(
      " ",
    ),
  ),
  de: new Set(
    "der die das ist und ein eine für sie ihr mit nicht sind hier ich habe gefunden erledigt wir".split(
      " ",
    ),
  ),
};

/** The language a text is written in, when its function words say so clearly. */
export function languageOf(text: string): string | undefined {
  const words = text
    .toLowerCase()
    .normalize("NFC")
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  let best: string | undefined;
  let bestCount = 0;
  let second = 0;
  for (const [lang, set] of Object.entries(LANGUAGE_WORDS)) {
    const n = words.filter((w) => set.has(w)).length;
    if (n > bestCount) {
      second = bestCount;
      bestCount = n;
      best = lang;
    } else if (n > second) second = n;
  }
  return bestCount >= 3 && bestCount > second ? best : undefined;
}

// Words a period follows without ending the sentence ("Dr. Lynch", "St. Mary", "e.g. this").
const ABBREVIATIONS = new Set(
  "dr mr mrs ms prof st jr sr inc ltd co no vs etc eg ie approx apt dept est fig mt".split(" "),
);

/** Sentences and clauses: where a fact must be stated together with what it is. */
function clauses(text: string): string[] {
  const out: string[] = [];
  let start = 0;
  for (const m of text.matchAll(/[.!?](?=\s)|\n+|;(?=\s)/g)) {
    const end = (m.index ?? 0) + m[0].length;
    if (m[0] === ".") {
      const word = /([A-Za-z.]+)\.$/.exec(text.slice(start, end))?.[1] ?? "";
      const bare = word.replace(/\./g, "").toLowerCase();
      if (bare.length === 1 || ABBREVIATIONS.has(bare)) continue;
    }
    out.push(text.slice(start, end));
    start = end;
  }
  out.push(text.slice(start));
  return out.map((s) => s.trim()).filter(Boolean);
}

const STOP = LANGUAGE_WORDS.en as Set<string>;

function contentWords(text: string): Set<string> {
  return new Set(
    splitWords(text.replace(/[^\p{L}\p{N}]+/gu, " "))
      .filter((w) => w.length >= 3 && !STOP.has(w) && !/^\d+$/.test(w))
      .map((w) => singular(w)),
  );
}

/** Words that name a fact: its label (writers), its key's last name, its gold wording minus the value. */
function labelWords(f: AnswerFact): Set<string> {
  const label = (f as { label?: string }).label;
  const keyName =
    f.key
      .split(".")
      .filter((p) => !/^\d+$/.test(p))
      .at(-1) ?? f.key;
  const words = contentWords(`${label ?? ""} ${keyName}`);
  const value = contentWords(String(f.value ?? ""));
  for (const w of contentWords(f.text ?? "")) if (!value.has(w)) words.add(w);
  return words;
}

/**
 * A graded nothing ("severity": "none", a risk level of 0) said as the thing's absence: "there's no
 * known interaction" states it as well as "the severity is none" — the clause says "no" (or "not
 * any", "without") a few words before a word that names the fact. The offline answers say it so.
 */
function saysAbsence(clause: string, fact: AnswerFact, labels: Set<string>): boolean {
  const v = fact.value;
  if ((typeof v !== "string" && typeof v !== "number") || !NONE_WORD.test(String(v).trim()))
    return false;
  for (const m of clause.matchAll(
    /(?<![\p{L}\p{N}])(?:no|not any|without)\s+((?:[\p{L}'-]+\s+){0,2}[\p{L}'-]+)/giu,
  ))
    if ([...contentWords(m[1] ?? "")].some((w) => labels.has(w))) return true;
  return false;
}

export interface FactVerdict {
  fact: AnswerFact;
  stated: boolean;
  /** Why not: not mentioned, mentioned without saying what it is, or never seen in a result. */
  reason?: string;
}

/**
 * Which facts a reply states as answers. A fact counts when some clause mentions its value and
 * either names it (a label word) or is a sentence (three or more words besides the value) about the
 * asked thing (shares a content word with the request or the facts' labels). A fact whose value the
 * rollout never saw — in a tool result or the user's words — is a guess and does not count.
 */
export function judgeFacts(
  reply: string,
  facts: AnswerFact[],
  context: { request: string; seen: TextIndex },
): FactVerdict[] {
  const parts = clauses(reply).map((c) => ({
    text: c,
    index: new TextIndex(c),
    words: contentWords(c),
  }));
  const topic = contentWords(context.request);
  for (const f of facts) for (const w of labelWords(f)) topic.add(w);
  return facts.map((fact) => {
    const labels = labelWords(fact);
    const hits = parts.filter(
      (p) => p.index.mentions(fact.value) || saysAbsence(p.text, fact, labels),
    );
    if (hits.length === 0) return { fact, stated: false, reason: "not mentioned" };
    if (!context.seen.mentions(fact.value))
      return { fact, stated: false, reason: "never seen in a tool result (a guess)" };
    const value = contentWords(String(fact.value ?? ""));
    const asAnswer = hits.some((p) => {
      // The clause's own words: what is left once the value itself is taken out.
      const literal = String(fact.value ?? "");
      const rest =
        literal && p.text.toLowerCase().includes(literal.toLowerCase())
          ? p.text.replace(
              new RegExp(
                `(?<![\\p{L}\\p{N}])${literal.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}\\p{N}])`,
                "giu",
              ),
              " ",
            )
          : undefined;
      const own =
        rest !== undefined ? [...contentWords(rest)] : [...p.words].filter((w) => !value.has(w));
      if (own.some((w) => labels.has(w))) return true;
      const wordCount = p.text.split(/[^\p{L}]+/u).filter((w) => w.length > 0).length;
      const valueWords = String(fact.value ?? "")
        .split(/[^\p{L}]+/u)
        .filter(Boolean).length;
      return wordCount - valueWords >= 3 && own.some((w) => topic.has(w));
    });
    return asAnswer
      ? { fact, stated: true }
      : { fact, stated: false, reason: "mentioned without saying what it is" };
  });
}

/** The facts of a turn with duplicates removed: one value is one fact, however many keys name it. */
export function distinctFacts(facts: AnswerFact[]): AnswerFact[] {
  const seen = new Set<string>();
  return facts.filter((f) => {
    const k = `${f.turn ?? ""}|${canonicalJson(typeof f.value === "string" ? f.value.trim().toLowerCase() : (f.value ?? null))}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}
