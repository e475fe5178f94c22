/**
 * Count records that could not exist, over a run's tool results (what a reader sees) and the
 * seeded states of its environments (the fresh16 blind readers' N column):
 *   - time order: a record whose first_* time, last_* time or update comes before its creation,
 *     issue or registration, or whose last_* comes before its first_* ("created Dec 29 but
 *     first_sent_at Sep 5", "last V5C issued before the first registration");
 *   - new counts: a record a create/add call returned with a count of what happened to it above 0
 *     ("brand-new subaccount with sent total 363");
 *   - unit off its quantity: a `…TemperatureUnit` not in degrees, a cost's unit not a currency, an
 *     emission's unit not a mass ("ambientTemperatureUnit": "W");
 *   - status word for a status the doc gave an example of: `euroStatus` "completed".
 *
 *   npx tsx scripts/record-coherence.ts RUN_DIR [--examples]
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { isTally } from "../src/core/domain/field-roles.js";
import { fieldWords } from "../src/core/domain/values.js";
import { runDirArgs } from "./run-dir.js";

type Rec = Record<string, unknown>;
const { dir, examples } = runDirArgs("usage: record-coherence.ts RUN_DIR [--examples]");

function rank(words: string): number | undefined {
  const w = words.replace(/_(at|on|time|date|timestamp|datetime)$/, "");
  if (/(^|_)(last|latest)(_|$)/.test(w)) return 2;
  if (/(^|_)(first|earliest)(_|$)/.test(w)) return 1;
  if (/(^|_)(updated|modified)$/.test(w)) return 2;
  if (/(^|_)(created|creation|issued|registration|registered)$/.test(w)) return 0;
  return undefined;
}
const instant = (v: unknown) =>
  typeof v === "string" && /^\d{4}-\d{2}-\d{2}/.test(v) ? Date.parse(v) : Number.NaN;

function timeDefect(rec: Rec): string | undefined {
  const at: Array<{ k: string; r: number; t: number }> = [];
  for (const [k, v] of Object.entries(rec)) {
    const r = rank(fieldWords(k));
    const t = instant(v);
    if (r !== undefined && !Number.isNaN(t)) at.push({ k, r, t });
  }
  for (const a of at)
    for (const b of at)
      if (a.r < b.r && b.t < a.t) return `${b.k} ${String(rec[b.k])} < ${a.k} ${String(rec[a.k])}`;
  return undefined;
}

const UNIT_OF: Array<[RegExp, RegExp]> = [
  [/(^|_)(temperature|heating)(_|$)/, /°|celsius|fahrenheit|kelvin|degree/i],
  [/(^|_)(cost)(_|$)/, /^[A-Z]{3}$|€|\$|£|currency/],
  [/(^|_)(co2|emission)(_|$)/, /^(k?g|t|tonnes?|kilograms?|grams?)/i],
];
function unitDefect(rec: Rec): string | undefined {
  for (const [k, v] of Object.entries(rec)) {
    const w = fieldWords(k);
    if (!/(^|_)unit$/.test(w) || typeof v !== "string") continue;
    for (const [q, ok] of UNIT_OF) if (q.test(w) && !ok.test(v)) return `${k} ${v}`;
  }
  return undefined;
}
/** The sampler's generic words for a status or a type of no known vocabulary. */
const STATUS_WORD = /^(active|pending|completed|ok|standard|custom|internal|external)$/;

function walk(v: unknown, f: (r: Rec) => void, depth = 0): void {
  if (depth > 5) return;
  if (Array.isArray(v)) for (const x of v) walk(x, f, depth + 1);
  else if (v && typeof v === "object") {
    f(v as Rec);
    for (const x of Object.values(v as Rec)) walk(x, f, depth + 1);
  }
}

const counts = { time: 0, newCount: 0, unit: 0, status: 0, results: 0 };
const seen: Record<string, string[]> = { time: [], newCount: [], unit: [], status: [] };
const note = (kind: keyof typeof seen, s: string) => {
  if (seen[kind]!.length < 6) seen[kind]!.push(s);
};

// Status/type/unit fields of each environment that have a doc example but no enum; the kind of
// each tool (create, read, …) from the run's graph.
const exampled = new Set<string>();
const kindOf = new Map<string, string>();
for (const n of JSON.parse(readFileSync(join(dir, "graph.json"), "utf8")).nodes ?? [])
  kindOf.set(n.attributes?.tool, n.attributes?.kind);
for (const f of readdirSync(join(dir, "envs")).filter((x) => x.endsWith(".envbundle.json"))) {
  const b = JSON.parse(readFileSync(join(dir, "envs", f), "utf8"));
  for (const t of b.tools ?? [])
    walk(t.outputSchema, (s) => {
      const props = s.properties as Record<string, Rec> | undefined;
      if (!props) return;
      for (const [k, p] of Object.entries(props))
        if (
          /(status|type|unit)$/i.test(k) &&
          !p.enum &&
          (typeof p.example === "string" || Array.isArray(p.examples))
        )
          exampled.add(k);
    });
}

// The seeded records of every environment of the run.
const seeded = { records: 0, time: 0, unit: 0, status: 0 };
for (const f of readdirSync(join(dir, "envs")).filter((x) => x.endsWith(".envbundle.json"))) {
  const b = JSON.parse(readFileSync(join(dir, "envs", f), "utf8"));
  for (const rows of Object.values(b.initialState ?? {}))
    for (const r of Array.isArray(rows) ? rows : []) {
      seeded.records++;
      let t = false;
      let u = false;
      let st = false;
      walk(r, (x) => {
        t ||= timeDefect(x) !== undefined;
        u ||= unitDefect(x) !== undefined;
        st ||= Object.keys(x).some(
          (k) => exampled.has(k) && typeof x[k] === "string" && STATUS_WORD.test(x[k] as string),
        );
      });
      if (t) seeded.time++;
      if (u) seeded.unit++;
      if (st) seeded.status++;
    }
}

const perSample = { time: 0, newCount: 0, unit: 0, status: 0 };
let samples = 0;
for (const line of readFileSync(join(dir, "trajectories.jsonl"), "utf8").split("\n")) {
  if (!line.trim()) continue;
  const tr = JSON.parse(line) as {
    messages: Array<{ role: string; name?: string; content?: string }>;
  };
  samples++;
  const hit = { time: false, newCount: false, unit: false, status: false };
  for (const m of tr.messages) {
    if (m.role !== "tool" || !m.content) continue;
    let out: unknown;
    try {
      out = JSON.parse(m.content);
    } catch {
      continue;
    }
    counts.results++;
    const creating = kindOf.get(m.name ?? "") === "create";
    walk(out, (r) => {
      const t = timeDefect(r);
      if (t) {
        counts.time++;
        hit.time = true;
        note("time", `${m.name}: ${t}`);
      }
      const u = unitDefect(r);
      if (u) {
        counts.unit++;
        hit.unit = true;
        note("unit", `${m.name}: ${u}`);
      }
      for (const k of Object.keys(r))
        if (exampled.has(k) && typeof r[k] === "string" && STATUS_WORD.test(r[k] as string)) {
          counts.status++;
          hit.status = true;
          note("status", `${m.name}: ${k} ${String(r[k])}`);
        }
    });
    if (creating && out && typeof out === "object" && !Array.isArray(out)) {
      const r = out as Rec;
      const bad = Object.keys(r).filter(
        (k) => typeof r[k] === "number" && (r[k] as number) > 0 && isTally(k, { type: "integer" }),
      );
      if (bad.length > 0) {
        counts.newCount++;
        hit.newCount = true;
        note("newCount", `${m.name}: ${bad.map((k) => `${k} ${String(r[k])}`).join(", ")}`);
      }
    }
  }
  for (const k of Object.keys(hit) as Array<keyof typeof hit>) if (hit[k]) perSample[k]++;
}
console.log(
  `${dir}: ${samples} samples, ${counts.results} tool results — samples with: time order ${perSample.time}, new-record counts ${perSample.newCount}, unit off its quantity ${perSample.unit}, status word over the doc's example ${perSample.status}`,
);
console.log(
  `  occurrences: time ${counts.time}, new counts ${counts.newCount}, unit ${counts.unit}, status ${counts.status}`,
);
console.log(
  `  seeded records: ${seeded.records} — with time order ${seeded.time}, unit off its quantity ${seeded.unit}, status word over the doc's example ${seeded.status}`,
);
if (examples)
  for (const [k, v] of Object.entries(seen)) for (const s of v) console.log(`  ${k}: ${s}`);
