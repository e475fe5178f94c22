/**
 * Closing replies of a run that say a fact the way no person does (issue 12, B): a date in
 * parentheses with no word of what it is ("Joe Bloggs (Dec 17, 2025 at 3:30 pm)"), an amount the
 * doc counts in minor units read out raw ("The balance is 23950" for €239.50), an amount said as
 * a bare number while the record or call names its currency, an enum code said as written ("an
 * SUBMITTED one").
 *
 *   npx tsx scripts/answer-fact-defects.ts RUN_DIR [--list]
 */
import { isObj } from "../src/core/domain/json-schema.js";
import { minorUnitDoc } from "../src/core/synth/build-task.js";
import { roleOf } from "../src/core/synth/semantics.js";
import { isCamelCode } from "../src/core/synth/text.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: answer-fact-defects.ts RUN_DIR [--list]");
  process.exit(2);
}
const list = process.argv.includes("--list");

/** Field names whose doc (in any tool's output or input schema of the run) says minor units. */
const minor = new Set<string>();
const walk = (s: unknown, depth: number): void => {
  if (!isObj(s) || depth > 12) return;
  if (isObj(s.properties))
    for (const [k, v] of Object.entries(s.properties))
      if (isObj(v) && typeof v.description === "string" && minorUnitDoc(v.description))
        minor.add(k);
  for (const v of Object.values(s)) {
    if (Array.isArray(v)) for (const x of v) walk(x, depth + 1);
    else walk(v, depth + 1);
  }
};
for (const b of runBundles(dir))
  for (const t of b.tools) {
    walk(t.outputSchema, 0);
    walk(t.inputSchema, 0);
  }

const MONTH = "(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*";
const BARE_DATE = new RegExp(`\\((${MONTH} \\d{1,2}(?:, \\d{4})?(?: at [^)]+)?)\\)`);
/** A currency as a record holds it: a 3-letter code, or `{code: "EUR"}`. */
const hasCurrency = (text: string) =>
  /"(?:currency|currency_?code|currencyCode)":\s*(?:"[A-Za-z]{3}"|\{"code":"[A-Za-z]{3}")/i.test(
    text,
  );
/** Amount-like leaves of a result: [field, value]. */
function leaves(v: unknown, key: string, out: [string, unknown][]): void {
  if (Array.isArray(v)) for (const x of v) leaves(x, key, out);
  else if (isObj(v)) for (const [k, x] of Object.entries(v)) leaves(x, k, out);
  else out.push([key, v]);
}
const SIGN = /[$€£¥₹]\s?$|[A-Z]{3} $/;
/** Dates and clock times said in an answer: their numbers are no amounts. */
const SPOKEN_WHEN = new RegExp(
  `${MONTH} \\d{1,2}(?:, \\d{4})?|\\b\\d{1,2}(?::\\d{2})? (?:am|pm)\\b`,
  "g",
);
const saidBare = (said: string, n: number): boolean => {
  const answer = said.replace(SPOKEN_WHEN, "");
  const re = new RegExp(`(^|[^\\d.,])${String(n).replace(".", "\\.")}(?![\\d]|\\.\\d)`, "g");
  for (const m of answer.matchAll(re)) {
    const before = answer.slice(0, (m.index ?? 0) + (m[1]?.length ?? 0));
    const after = answer.slice((m.index ?? 0) + m[0].length);
    if (!SIGN.test(before) && !/^ ?(?:[A-Z]{3}\b|%|percent|cents?|pence)/.test(after)) return true;
  }
  return false;
};

const counts = {
  replies: 0,
  "unlabelled date": 0,
  "minor units": 0,
  "no currency": 0,
  "enum code": 0,
};
const flaggedReplies = new Set<string>();
for (const tr of runLines(dir, "trajectories.jsonl")) {
  let results: string[] = [];
  let args: string[] = [];
  for (const m of tr.messages) {
    if (m.role === "user") {
      results = [];
      args = [];
    } else if (m.role === "tool") results.push(String(m.content ?? ""));
    else if (m.role === "assistant" && m.tool_calls?.length)
      args.push(
        ...m.tool_calls.map((c: { function: { arguments: string } }) => c.function.arguments),
      );
    else if (m.role === "assistant" && typeof m.content === "string" && results.length > 0) {
      counts.replies++;
      const answer: string = m.content;
      const found: string[] = [];
      const date = BARE_DATE.exec(answer);
      if (date) found.push(`unlabelled date: ${date[0]}`);
      const pairs: [string, unknown][] = [];
      for (const r of results) {
        try {
          leaves(JSON.parse(r), "", pairs);
        } catch {}
      }
      const currencyKnown = hasCurrency(results.join(" ") + args.join(" "));
      for (const [k, v] of pairs) {
        if (typeof v !== "number" || !Number.isFinite(v) || v === 0) continue;
        if (minor.has(k) && Number.isInteger(v) && Math.abs(v) >= 100 && saidBare(answer, v)) {
          found.push(`minor units: ${k}=${v}`);
          continue;
        }
        if (
          currencyKnown &&
          (roleOf(k, {}, v).role === "money" || /amount|balance|price|cost|fee/i.test(k)) &&
          !/count|number|items|quantity|total$/i.test(k) &&
          saidBare(answer, v)
        )
          found.push(`no currency: ${k}=${v}`);
      }
      // A code said as written: a capitalised enum-like value of the results in the answer.
      for (const [, v] of pairs) {
        if (
          typeof v !== "string" ||
          !(/^[A-Z][A-Z_]{3,}$/.test(v) || /^[a-z]+(?:_[a-z]+)+$/.test(v) || isCamelCode(v))
        )
          continue;
        if (new RegExp(`(?:^|[^\\w/.-])${v}(?![\\w/.-])`).test(answer)) {
          found.push(`enum code: ${v}`);
          break;
        }
      }
      const kinds = new Set(found.map((f) => f.split(":")[0] as keyof typeof counts));
      for (const k of kinds) counts[k]++;
      if (found.length > 0) {
        flaggedReplies.add(`${tr.taskId}/${counts.replies}`);
        if (list) console.log(`${[...new Set(found)].join("; ")}\n   ${answer}`);
      }
    }
  }
}
console.log(
  `closing replies: ${counts.replies}; with an unlabelled date ${counts["unlabelled date"]}, a minor-unit amount ${counts["minor units"]}, an amount without its currency ${counts["no currency"]}, an enum code ${counts["enum code"]}; any ${flaggedReplies.size}`,
);
