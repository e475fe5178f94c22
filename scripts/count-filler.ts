/**
 * Count filler values over a stored run: strings a doc never gave and a reader rejects as stand-ins
 * for a value nobody knew — "Filter 7", `"INP-8748"` for an `Input`, "Team conjur" for a `conjur`,
 * "Request for Work" for a `request_body`, "custom5", lorem words. Read from the seeded states of
 * tasks.jsonl and the tool results of trajectories.jsonl; each distinct (field, value) pair counts
 * once, so a state copied into many tasks is not counted many times.
 *
 *   node --import tsx scripts/count-filler.ts RUN_DIR [--all]
 *
 * Prints the count, the count per kind and 10 examples (every one with `--all`).
 */
import names from "../src/core/domain/lexicon/names.json" with { type: "json" };
import { isLoremText } from "../src/core/domain/values.js";
import { singular, splitWords } from "../src/core/domain/words.js";
import { toolResultDefects } from "../src/core/synth/sample-data.js";
import { runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: count-filler.ts RUN_DIR [--all]");
  process.exit(2);
}

type Kind =
  | "word-number"
  | "glued-number"
  | "made-code"
  | "qualifier-noun"
  | "for-template"
  | "lorem";

/** Address and unit words: "Unit 12", "Apt 4B" are how such a field is written. */
const ADDRESS_WORD =
  /^(?:unit|flat|apt|suite|floor|room|building|gate|terminal|platform|level|block|lot|pier)$/i;
const QUALIFIERS = new Set(
  (names as { qualifiers: Record<string, { values: string[] }> }).qualifiers.default?.values ?? [],
);

const words = (key: string) => splitWords(key).map((w) => singular(w.toLowerCase()));

/** The kind of filler a string is in its field, if any. */
function fillerKind(key: string, value: string, collection: string): Kind | undefined {
  const wordNumber = /^([A-Z][a-z]+) \d{1,4}$/.exec(value);
  if (wordNumber && !ADDRESS_WORD.test(wordNumber[1] ?? "")) return "word-number";
  // "custom5", "default3", "enrich5": a word made distinct by a digit glued to it.
  if (/^[a-z]{4,}\d{1,2}$/.test(value)) return "glued-number";
  if (toolResultDefects(value, key).some((d) => d.kind === "code-filler")) return "made-code";
  const q = /^([A-Z][a-z]+) ([a-z][a-z ]*)$/.exec(value);
  if (q && QUALIFIERS.has(q[1] ?? "")) {
    const noun = singular((q[2] ?? "").split(" ").pop() ?? "");
    if ([...words(key), ...words(collection)].includes(noun)) return "qualifier-noun";
  }
  if (/^[A-Z][a-z]+ for [A-Z]/.test(value)) return "for-template";
  if (isLoremText(value)) return "lorem";
  return undefined;
}

const found = new Map<string, { kind: Kind; key: string; value: string; place: string }>();
const walk = (v: unknown, key: string, collection: string, place: string, depth = 0): void => {
  if (depth > 14 || v === null || v === undefined) return;
  if (typeof v === "string") {
    const kind = fillerKind(key, v, collection);
    if (kind) found.set(`${key}\u0000${v}`, { kind, key, value: v, place });
  } else if (Array.isArray(v)) for (const x of v) walk(x, key, collection, place, depth + 1);
  else if (typeof v === "object")
    for (const [k, x] of Object.entries(v)) walk(x, k, collection, place, depth + 1);
};

for (const task of runLines(dir, "tasks.jsonl"))
  for (const env of task.envs ?? [])
    for (const [collection, rows] of Object.entries(env.initialState ?? {}))
      walk(rows, collection, collection, "state");
for (const tr of runLines(dir, "trajectories.jsonl"))
  for (const m of tr.messages ?? []) {
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    try {
      walk(JSON.parse(m.content), m.name ?? "", "", `result ${m.name ?? ""}`);
    } catch {
      // A plain-text tool result holds no fields.
    }
  }

const all = [...found.values()];
const byKind = new Map<Kind, number>();
for (const f of all) byKind.set(f.kind, (byKind.get(f.kind) ?? 0) + 1);
console.log(`filler: ${all.length}`);
console.log(
  [...byKind]
    .sort((a, b) => b[1] - a[1])
    .map(([k, n]) => `  ${k}: ${n}`)
    .join("\n"),
);
const shown = process.argv.includes("--all")
  ? all
  : all.filter((_, i) => i % Math.max(1, Math.floor(all.length / 10)) === 0).slice(0, 10);
for (const f of shown)
  console.log(`  [${f.kind}] ${f.key}: ${JSON.stringify(f.value)} (${f.place})`);
