// Dev tool: how far a per-sample "nonsense data" figure agrees with the blind readers' N column
// (f8 … f11 blind tables; /work/fN-blind-mapping.json maps each S-label to a run).
// `npx tsx scripts/data-agreement.ts [/work] [-v]`: a sample is flagged when its tool results hold
// a value the detectors reject (scripts/sample-data.ts); "visible" counts only values inside the
// first 400 characters of a result, what the readers were shown.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Trajectory } from "../src/core/schema/trajectory.js";
import { routeTools } from "../src/core/synth/env-runner.js";
import { blindSamples } from "./reader-tables.js";
import { runBundles } from "./run-dir.js";
import { type DataFinding, sampleDataFindings } from "./sample-data.js";

const root = process.argv[2] && !process.argv[2].startsWith("-") ? process.argv[2] : "/work";
const verbose = process.argv.includes("-v");
/** `--detectors-only`: values2's detectors over tool results alone (the figure before this one). */
const detectorsOnly = process.argv.includes("--detectors-only");
const rounds = ["f8", "f9", "f10", "f11", "f12"];
const trajs = new Map<string, Trajectory[]>();
const load = (run: string) => {
  if (!trajs.has(run))
    trajs.set(
      run,
      readFileSync(join(root, run, "trajectories.jsonl"), "utf8")
        .split("\n")
        .filter(Boolean)
        .map((l) => JSON.parse(l) as Trajectory),
    );
  return trajs.get(run) as Trajectory[];
};

type Count = { tp: number; fp: number; fn: number; tn: number };
const fmt = (c: Count) => {
  const p = c.tp + c.fp ? c.tp / (c.tp + c.fp) : 0;
  const r = c.tp + c.fn ? c.tp / (c.tp + c.fn) : 0;
  return `precision ${p.toFixed(2)} recall ${r.toFixed(2)} (tp ${c.tp}, fp ${c.fp}, fn ${c.fn}, tn ${c.tn})`;
};
/** A run's output schemas by public tool name, so values are judged against what the doc says. */
const schemas = new Map<string, (tool: string) => unknown>();
const schemaOf = (run: string) => {
  if (!schemas.has(run)) {
    const routes = routeTools(runBundles(join(root, run)));
    schemas.set(run, (tool: string) => {
      const r = routes.get(tool);
      return r?.bundle.tools.find((t) => t.name === r.tool)?.outputSchema;
    });
  }
  return schemas.get(run) as (tool: string) => unknown;
};
const byKind = new Map<string, { hit: number; miss: number }>();
for (const visible of [undefined, 400]) {
  console.log(
    visible ? "values a reader was shown (first 400 characters of a result):" : "all values:",
  );
  for (const round of rounds) {
    const c: Count = { tp: 0, fp: 0, fn: 0, tn: 0 };
    for (const s of blindSamples(join(root, "reader"), root, round)) {
      const tr = load(s.run)[s.index] as Trajectory;
      const found: DataFinding[] = sampleDataFindings(tr, visible, {
        detectorsOnly,
        ...(detectorsOnly ? {} : { schemaOf: schemaOf(s.run) }),
      });
      const reader = (s.cells[6] ?? "").replace(/^[-–—]$/, "").trim() !== "";
      const said = found.length > 0;
      if (said && reader) c.tp++;
      else if (said) c.fp++;
      else if (reader) c.fn++;
      else c.tn++;
      if (visible)
        for (const k of new Set(found.map((f) => `${f.detector}:${f.kind}`))) {
          const e = byKind.get(k) ?? { hit: 0, miss: 0 };
          if (reader) e.hit++;
          else e.miss++;
          byKind.set(k, e);
        }
      if (verbose && visible && said !== reader)
        console.log(
          `  ${said ? "FP" : "FN"} ${s.run}#${s.index} ${found
            .slice(0, 3)
            .map((f) => `${f.kind} ${f.key}=${f.value.slice(0, 50)}`)
            .join("; ")}\n     reader: ${s.cells[6] ?? ""}`,
        );
    }
    console.log(`  ${round}: ${fmt(c)}`);
  }
}
console.log("detector kinds on samples (visible): readers' N / not N");
for (const [k, e] of [...byKind].sort((a, b) => b[1].hit + b[1].miss - a[1].hit - a[1].miss))
  console.log(`  ${k}: ${e.hit} / ${e.miss}`);
