/**
 * How a record and a value are said, counted over a stored run (the fresh13 readers' F and B rows
 * this branch works on): every user text and final answer of trajectories.jsonl is read for
 *  - a doc's enum member said as written (`InProgress`, `ClientSubmitted`, `CoClient`) in a user text;
 *  - a record named by a bare number ("the 86.50 education goal", "… fact finder for 33");
 *  - a one-word record the assistant will ask for named by its name field ("for a collection name");
 *  - a search answer labelled by a value that is not the term the user searched for
 *    ("zero feeds matching "android"" when the call's `q` was "billing");
 *  - a list answer naming an item by a doc's enum member ("I found 1 education expense: Dependent.").
 *
 *   npx tsx scripts/words-figure.ts RUN_DIR [--examples]
 */
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: words-figure.ts RUN_DIR [--examples]");

// Every enum member any schema of the run lists (inputs and outputs), written as one identifier.
const members = new Set<string>();
const walk = (s: unknown, depth = 0): void => {
  if (s === null || typeof s !== "object" || depth > 12) return;
  const o = s as Record<string, unknown>;
  if (Array.isArray(o.enum))
    for (const v of o.enum)
      if (typeof v === "string" && /^[A-Z][a-z]+(?:[A-Z][a-z]+)+$/.test(v)) members.add(v);
  for (const v of Object.values(o)) walk(v, depth + 1);
};
for (const b of runBundles(dir))
  for (const t of b.tools ?? []) walk([t.inputSchema, t.outputSchema]);
const anyMember = new Set<string>();
const walkAll = (s: unknown, depth = 0): void => {
  if (s === null || typeof s !== "object" || depth > 12) return;
  const o = s as Record<string, unknown>;
  if (Array.isArray(o.enum)) for (const v of o.enum) if (typeof v === "string") anyMember.add(v);
  for (const v of Object.values(o)) walkAll(v, depth + 1);
};
for (const b of runBundles(dir))
  for (const t of b.tools ?? []) walkAll([t.inputSchema, t.outputSchema]);

const SEARCH_TERM =
  /^(?:q|query|term|terms|search|keywords?|text|phrase|search_?(?:term|text|query))$/i;
const counts: Record<string, number> = {
  "enum identifier in user text": 0,
  "record named by a bare number": 0,
  "name field for a record": 0,
  "search labelled by another value": 0,
  "list item named by an enum member": 0,
};
const seen: Record<string, string[]> = Object.fromEntries(Object.keys(counts).map((k) => [k, []]));
const hit = (kind: string, quote: string) => {
  counts[kind] = (counts[kind] ?? 0) + 1;
  seen[kind]?.push(quote);
};

let users = 0;
let answers = 0;
for (const traj of runLines(dir, "trajectories.jsonl")) {
  const calls: { name: string; args: Record<string, unknown> }[] = [];
  for (const m of traj.messages ?? []) {
    if (m.role === "assistant" && Array.isArray(m.tool_calls))
      for (const c of m.tool_calls) {
        try {
          calls.push({ name: c.function.name, args: JSON.parse(c.function.arguments) });
        } catch {}
      }
    const text = typeof m.content === "string" ? m.content : "";
    if (m.role === "user") {
      users++;
      const camel = text
        .match(/\b[A-Z][a-z]+(?:[A-Z][a-z]+)+\b/g)
        ?.find((w: string) => members.has(w));
      if (camel) hit("enum identifier in user text", text);
      // "the 86.50 education goal", "… for 33", "called "Google Ads", 33, for …" — not "with a
      // balance of 35.99" (labelled) nor "for 2 adults" (counted things).
      const bare =
        /\bthe \d+(?:\.\d+)? [a-z]+(?: [a-z]+)?\b/.exec(text) ??
        /\bfor \d+(?:\.\d+)?(?=[?.!,]|$| and)/.exec(text) ??
        /(?<![A-Z][a-z]+ \d{1,2}), \d+(?:\.\d+)?,/.exec(text);
      if (bare) hit("record named by a bare number", bare[0]);
      const field = /\bfor an? ([a-z]+) (?:name|title)\b(?! of)/.exec(text);
      if (field && !/\b(?:first|last|full|user|display|file|host|domain) name$/.test(field[0]))
        hit("name field for a record", field[0]);
    }
    if (m.role === "assistant" && text && !m.tool_calls?.length) {
      answers++;
      const matching = /zero [^"]*? matching "([^"]+)"/.exec(text);
      const last = calls[calls.length - 1];
      if (matching && last) {
        const term = Object.entries(last.args).find(
          ([k, v]) => SEARCH_TERM.test(k) && typeof v === "string",
        );
        if (term && term[1] !== matching[1])
          hit("search labelled by another value", `${text} ← ${JSON.stringify(last.args)}`);
      }
      const found = /^I found \d+ [^:]+: (.+)\.$/.exec(text);
      if (found?.[1]) {
        const items = found[1].replace(/^among them /, "").split(/, | and /);
        if (items.some((x) => anyMember.has(x) && /^[A-Z]/.test(x)))
          hit("list item named by an enum member", text);
      }
    }
  }
}
console.log(`user texts ${users}, final answers ${answers}`);
for (const [k, n] of Object.entries(counts)) {
  console.log(`  ${k}: ${n}`);
  if (examples) for (const q of (seen[k] ?? []).slice(0, 5)) console.log(`      ${q}`);
}
