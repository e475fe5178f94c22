/**
 * Count the causes of nonsense data the fresh63 blind readers named (stop 59, issue 11): per
 * conversation of a run (after the gates) and per seeded value of its environments (what later
 * conversations will show): numbers that break the limits their doc states in words
 * (`stated-limits`: BitRate "511" where "an integer between 64 and 320"), a record's own ARN
 * that does not name it (`arn-id`), and records created through the API carrying the enum value
 * the doc keeps for built-in records (`created-builtin`: a new preset of Type "System").
 *
 *   npx tsx scripts/nonsense-causes59.ts RUN_DIR [--examples]
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import {
  breaksStatedLimits,
  patternChoices,
  userMadeValue,
} from "../src/core/domain/doc-shapes.js";
import { inferToolKind } from "../src/core/domain/tool-kind.js";
import { arnDefects, recordDefects } from "../src/core/synth/record-defects.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: nonsense-causes59.ts RUN_DIR [--examples]");
const bundles = runBundles(dir);
// A folder of `envfactory build` output has bundles and no conversations.
const trajectories = existsSync(join(dir, "trajectories.jsonl"))
  ? runLines(dir, "trajectories.jsonl")
  : [];
const CAUSES = ["stated-limits", "arn-id", "created-builtin"];
const inTalk = new Map<string, number>(CAUSES.map((c) => [c, 0]));
const inSeed = new Map<string, number>(CAUSES.map((c) => [c, 0]));
const quotes = new Map<string, string[]>();
const quote = (c: string, q: string) => {
  const l = quotes.get(c) ?? [];
  if (l.length < 4 && !l.includes(q)) l.push(q);
  quotes.set(c, l);
};
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
const arnIds = (v: any, out: Set<string>, depth = 0): void => {
  if (depth > 10 || v === null || typeof v !== "object") return;
  if (!Array.isArray(v)) for (const d of arnDefects(v)) out.add(d.kind);
  for (const x of Object.values(v)) arnIds(x, out, depth + 1);
};
// Per field name, the value the doc keeps for records a user makes (preset Type → Custom).
const made = new Map<string, { want: string; values: string[] }>();
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
type Stored = any;
for (const b of bundles)
  for (const coll of Object.values(b.stateSchema?.properties ?? {}) as Stored[])
    for (const [k, f] of Object.entries(coll?.items?.properties ?? {}) as [string, Stored][]) {
      const values = Array.isArray(f.enum)
        ? f.enum.filter((x: unknown) => typeof x === "string")
        : typeof f.pattern === "string"
          ? patternChoices(f.pattern)
          : [];
      const v = values.length >= 2 ? userMadeValue(values, f.description ?? "") : undefined;
      if (v !== undefined) made.set(k, { want: v, values });
    }
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
const builtIn = (v: any, depth = 0): string | undefined => {
  if (depth > 3 || v === null || typeof v !== "object" || Array.isArray(v)) return undefined;
  for (const [k, x] of Object.entries(v)) {
    const want = made.get(k);
    // Another collection's field of that name (a scraper's `type`) holds other values.
    if (want && typeof x === "string" && x !== want.want && want.values.includes(x))
      return `${k}: ${x}`;
  }
  for (const x of Object.values(v)) {
    const found = builtIn(x, depth + 1);
    if (found) return found;
  }
  return undefined;
};
const toolOf = new Map<string, Stored>();
for (const b of bundles) for (const t of b.tools) toolOf.set(t.name, { t, b });
for (const tr of trajectories) {
  const kinds = new Set(recordDefects(tr, bundles).map((d) => d.kind as string));
  for (const m of tr.messages) {
    const at = m.role === "tool" ? toolOf.get(m.name) : undefined;
    if (!at || inferToolKind(at.t, at.b.tools).kind !== "create") continue;
    try {
      const found = builtIn(JSON.parse(m.content));
      if (found) {
        kinds.add("created-builtin");
        quote("created-builtin", `${m.name} → ${found}`);
      }
    } catch {}
  }
  for (const m of tr.messages)
    if (m.role === "tool")
      try {
        arnIds(JSON.parse(m.content), kinds);
      } catch {}
  for (const c of CAUSES) if (kinds.has(c)) inTalk.set(c, (inTalk.get(c) ?? 0) + 1);
}
const bump = (c: string, q: string) => {
  inSeed.set(c, (inSeed.get(c) ?? 0) + 1);
  quote(c, q.slice(0, 140));
};
// biome-ignore lint/suspicious/noExplicitAny: dev scripts read the stored JSON as it is.
const walk = (v: any, schema: any, key: string, depth = 0): void => {
  if (depth > 10 || v === null || v === undefined) return;
  if (typeof v !== "object") {
    const desc = typeof schema?.description === "string" ? schema.description : "";
    if (!Array.isArray(schema?.enum) && breaksStatedLimits(v, desc) !== undefined)
      bump("stated-limits", `${key}: ${JSON.stringify(v)}`);
    return;
  }
  if (Array.isArray(v)) {
    for (const x of v) walk(x, schema?.items, key, depth + 1);
    return;
  }
  for (const d of arnDefects(v)) if (d.kind === "arn-id") bump(d.kind, d.value);
  for (const [k, x] of Object.entries(v)) walk(x, schema?.properties?.[k], k, depth + 1);
};
for (const b of bundles) {
  for (const [coll, recs] of Object.entries(b.initialState ?? {}))
    walk(recs, b.stateSchema?.properties?.[coll], coll);
}
console.log(`${dir}: ${trajectories.length} conversations, ${bundles.length} bundles`);
for (const c of CAUSES) {
  console.log(`  ${c}: conversations ${inTalk.get(c)}, seeded values ${inSeed.get(c)}`);
  if (examples) for (const q of quotes.get(c) ?? []) console.log(`      ${q}`);
}
