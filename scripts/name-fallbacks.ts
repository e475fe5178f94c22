/**
 * Which nouns reach the name fallbacks, counted over a corpus of real API docs: seeds every
 * environment (no verify, no tasks) and sorts the seeded names that read like filler by the noun
 * they were made from — "<Noun> N" (`ordinalName`), "<Role> noun" (`roleName`), "<City> noun" —
 * plus every name-like field whose value the lexicon (src/core/domain/lexicon/names.json) now
 * answers. The lexicon's coverage is the share of fallback occurrences whose noun it resolves.
 *
 *   npx tsx scripts/name-fallbacks.ts CORPUS_DIR [--exclude a,b] [--limit N] [--top N] [--src DIR]
 *
 * `--src /work/main/src` seeds with another checkout's code (the lexicon is still this one's), so
 * the coverage of the fallbacks a base version made can be read before the lexicon existed.
 * CORPUS_DIR is walked recursively; one spec per provider (its first file, sorted) is seeded.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { lexiconKind } from "../src/core/domain/lexicon/index.js";
import { COUNTRIES } from "../src/core/domain/value-data.js";
import { isLabelNumber } from "../test/domain/record-defects.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: name-fallbacks.ts CORPUS_DIR [--exclude a,b] [--limit N] [--top N]");
  process.exit(2);
}
const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const exclude = (arg("--exclude") ?? "").split(",").filter(Boolean);
const limit = Number(arg("--limit") ?? 1e9);
const top = Number(arg("--top") ?? 60);
const src = arg("--src") ?? new URL("../src", import.meta.url).pathname;
const { generateHeuristicBundle } = (await import(
  `${src}/core/envgen/index.ts`
)) as typeof import("../src/core/envgen/index.js");
const { ingestFiles } = (await import(
  `${src}/core/ingest/index.ts`
)) as typeof import("../src/core/ingest/index.js");

const files: string[] = [];
const walk = (d: string) => {
  for (const f of readdirSync(d).sort()) {
    const p = join(d, f);
    if (statSync(p).isDirectory()) walk(p);
    else if (/\.(json|ya?ml)$/i.test(f)) files.push(p);
  }
};
walk(dir);
const byProvider = new Map<string, string>();
for (const f of files) {
  const provider = relative(dir, f)
    .split("/")[0]!
    .replace(/\.json$/, "");
  if (exclude.some((x) => provider.includes(x))) continue;
  const size = statSync(f).size;
  if (size < 3000 || size > 400_000 || byProvider.has(provider)) continue;
  byProvider.set(provider, f);
}

const NODE_ROLE =
  /^(Main|Backup|Archive|Primary|Secondary|Remote|Local|Shared|Legacy|Staging|Production|Research) ([a-z][a-z ]*)$/;
const CITIES = [...new Set(COUNTRIES.flatMap((c) => c.places.map((p) => p.city)))];
const CITY_NOUN = new RegExp(`^(${CITIES.join("|")}) ([a-z][a-z ]*)$`);
const NAME_KEY = /(^|_)(name|title|label|headline|nickname|caption|display)$/;

interface Hit {
  count: number;
  specs: Set<string>;
  keys: Map<string, number>;
}
const nouns = new Map<string, Hit>();
let occurrences = 0;
let covered = 0;
let nameFields = 0;
const add = (noun: string, key: string, spec: string) => {
  occurrences++;
  if (lexiconKind(noun.replace(/ /g, "_"))) covered++;
  const h = nouns.get(noun) ?? { count: 0, specs: new Set(), keys: new Map() };
  h.count++;
  h.specs.add(spec);
  h.keys.set(key, (h.keys.get(key) ?? 0) + 1);
  nouns.set(noun, h);
};
const snake = (k: string) =>
  k
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_");
const visit = (v: unknown, key: string, within: string, spec: string, depth = 0) => {
  if (depth > 12 || v === null || v === undefined) return;
  if (Array.isArray(v)) {
    for (const x of v) visit(x, key, within, spec, depth + 1);
    return;
  }
  if (typeof v === "object") {
    for (const [k, x] of Object.entries(v as Record<string, unknown>)) {
      if (k.startsWith("_")) continue;
      visit(x, k, `${within} ${key}`, spec, depth + 1);
    }
    return;
  }
  if (typeof v !== "string") return;
  if (NAME_KEY.test(snake(key))) nameFields++;
  const m = /^([A-Z][a-z]+(?: [a-z]+)*) (\d{1,3})$/.exec(v);
  if (m && isLabelNumber(v, key, within)) return add(m[1]!.toLowerCase(), snake(key), spec);
  const r = NODE_ROLE.exec(v) ?? CITY_NOUN.exec(v);
  if (r) add(r[2]!, snake(key), spec);
};

let seeded = 0;
for (const [provider, f] of [...byProvider].slice(0, limit)) {
  try {
    const ingested = await ingestFiles([{ name: f, text: readFileSync(f, "utf8") }]);
    for (const doc of ingested.docs) {
      const g = await generateHeuristicBundle(doc, { seed: 11 });
      if (!g.ok) continue;
      seeded++;
      visit(g.value.initialState, "", "", provider);
    }
  } catch {
    // One unreadable doc never stops the count.
  }
}

console.log(
  `${seeded} environments from ${byProvider.size} providers; ${nameFields} name-like fields; ` +
    `${occurrences} fallback names; lexicon covers ${covered} (${((100 * covered) / Math.max(1, occurrences)).toFixed(1)}%)`,
);
console.log("count specs  covered  noun  (keys)");
for (const [noun, h] of [...nouns]
  .sort((a, b) => b[1].specs.size - a[1].specs.size || b[1].count - a[1].count)
  .slice(0, top)) {
  const keys = [...h.keys]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([k, n]) => `${k}:${n}`)
    .join(" ");
  const kind = lexiconKind(noun.replace(/ /g, "_")) ?? "-";
  console.log(
    `${String(h.count).padStart(5)} ${String(h.specs.size).padStart(5)}  ${kind.padEnd(10)} ${noun}  (${keys})`,
  );
}
