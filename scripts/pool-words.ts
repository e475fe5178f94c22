/**
 * Words a user types that come from a pool made for another domain, over a stored run
 * (`npx tsx scripts/pool-words.ts RUN_DIR [--examples]`):
 * - user facts (values the user says) that are a TAGS word ("billing", "urgent") in an environment
 *   that is not about tickets or tasks, and the user texts that say one;
 * - searches (a gold call with a user-given search term, category, tag or filter) and how many of
 *   them return at least one record, so the answer can say what matched.
 */
import { TAGS } from "../src/core/domain/value-data.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: pool-words.ts RUN_DIR [--examples]");
const tags = new Set(TAGS.map((t) => t.toLowerCase()));
/** Where "urgent" and "follow-up" are words of the records: tickets, tasks, a help desk, a CRM. */
const TICKET_DOMAIN =
  /\b(tickets?|help ?desk|service ?desk|incidents?|support|tasks?|to-?dos?|issues?|crm|leads?)\b/i;
/** The last word of a param that names what to look for. */
const SEARCH_WORD =
  /^(q|query|search|keywords?|terms?|text_?query|filter|categor(y|ies)|tags?|labels?|topics?|genres?)$/i;

const bundles = new Map(
  runBundles(dir).map((b) => [
    b.id as string,
    `${b.domain ?? ""} ${b.name ?? ""} ${b.description ?? ""}` as string,
  ]),
);
const tasks = runLines(dir, "tasks.jsonl");
const trajs = new Map(runLines(dir, "trajectories.jsonl").map((t) => [t.taskId, t]));

const lastWord = (key: string) =>
  key
    .split(/[.[\]]/)
    .filter(Boolean)
    .pop()
    ?.replace(/([a-z])([A-Z])/g, "$1_$2")
    .split(/[_-]/)
    .pop() ?? "";
const scalars = (v: unknown): string[] =>
  Array.isArray(v) ? v.flatMap(scalars) : typeof v === "string" ? [v] : [];

/** Whether a tool result lists at least one record (any non-empty array, or a record itself). */
function found(content: string): boolean | undefined {
  let v: unknown;
  try {
    v = JSON.parse(content);
  } catch {
    return undefined;
  }
  const arrays: unknown[][] = [];
  const walk = (x: unknown, depth: number) => {
    if (depth > 3) return;
    if (Array.isArray(x)) arrays.push(x);
    else if (x && typeof x === "object")
      for (const y of Object.values(x as Record<string, unknown>)) walk(y, depth + 1);
  };
  walk(v, 0);
  if (arrays.length === 0) return v !== null && typeof v === "object";
  return arrays.some((a) => a.length > 0);
}

let facts = 0;
let poolFacts = 0;
let poolTexts = 0;
let searches = 0;
let hits = 0;
const shown: string[] = [];
for (const t of tasks) {
  const domain = bundles.get(t.envs?.[0]?.bundleId) ?? "";
  const ticketish = TICKET_DOMAIN.test(domain);
  const said: string[] = [];
  for (const f of t.userFacts ?? []) {
    facts++;
    if (ticketish) continue;
    const pool = scalars(f.value).filter((s) => tags.has(s.toLowerCase()));
    if (pool.length > 0) {
      poolFacts++;
      said.push(...pool);
      if (examples)
        shown.push(`pool  ${f.key}=${JSON.stringify(f.value)}  (${domain.slice(0, 60)})`);
    }
  }
  // What the user says: its turns and its answers to the assistant's questions.
  const tr = trajs.get(t.id);
  const text = (tr?.messages ?? [])
    .filter((m: { role: string }) => m.role === "user")
    .map((m: { content?: unknown }) => String(m.content ?? ""))
    .join(" ");
  if (said.some((w) => new RegExp(`\\b${w.replace(/-/g, "\\-")}\\b`, "i").test(text))) poolTexts++;
  // Gold calls and their results, in order: the trajectory's tool messages follow its calls.
  const results = (tr?.messages ?? []).filter((m: { role: string }) => m.role === "tool");
  const userKeys = new Set(
    (t.userFacts ?? []).map((f: { key: string }) => f.key.split(".").slice(1).join(".")),
  );
  (t.gold?.calls ?? []).forEach((c: { tool: string; args: Record<string, unknown> }, i: number) => {
    const keys = Object.keys(c.args ?? {}).filter(
      (k) => SEARCH_WORD.test(lastWord(k)) && userKeys.has(k),
    );
    if (keys.length === 0) return;
    searches++;
    const r = results[i]?.content;
    const ok = typeof r === "string" ? found(r) : undefined;
    if (ok) hits++;
    if (examples)
      shown.push(
        `${ok ? "hit " : "miss"}  ${c.tool} ${JSON.stringify(Object.fromEntries(keys.map((k) => [k, c.args[k]])))}  → ${String(r).slice(0, 100)}`,
      );
  });
}
if (examples) for (const s of shown) console.log(s);
console.log(
  `user facts: ${facts}; pool words (TAGS) outside ticket/task domains: ${poolFacts} facts, said in ${poolTexts} tasks' user texts`,
);
console.log(`searches/filters with a user value: ${searches}; returning ≥ 1 record: ${hits}`);
