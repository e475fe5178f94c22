// Dev tool: build test/fixtures/reader-labels/data.json — the tool data of every sample the blind
// readers judged (f8 … f11: /work/reader/fN-blind/r*.md, their N column "nonsense data"), so a test
// can score the run report's nonsense-data figure against them without the runs. Each result keeps
// its tool's output schema (deduplicated under `schemas`), which the figure judges values against.
// `npx tsx scripts/build-data-labels.ts [/work]`
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Trajectory } from "../src/core/schema/trajectory.js";
import { routeTools } from "../src/core/synth/env-runner.js";
import { blindSamples } from "./reader-tables.js";
import { runBundles } from "./run-dir.js";

const root = process.argv[2] ?? "/work";
const out = "test/fixtures/reader-labels/data.json";
const rounds = readdirSync(join(root, "reader"))
  .filter((x) => /^f\d+-blind$/.test(x))
  .map((x) => x.replace(/-blind$/, ""))
  .sort();
const runs = new Map<string, Trajectory[]>();
const samples: unknown[] = [];
/** Output schemas by `run/tool`, each stored once. */
const schemas: Record<string, unknown> = {};
const routes = new Map<string, ReturnType<typeof routeTools>>();
for (const round of rounds)
  for (const s of blindSamples(join(root, "reader"), root, round)) {
    if (!runs.has(s.run))
      runs.set(
        s.run,
        readFileSync(join(root, s.run, "trajectories.jsonl"), "utf8")
          .split("\n")
          .filter(Boolean)
          .map((l) => JSON.parse(l) as Trajectory),
      );
    const tr = (runs.get(s.run) as Trajectory[])[s.index] as Trajectory;
    if (!routes.has(s.run)) routes.set(s.run, routeTools(runBundles(join(root, s.run))));
    const route = routes.get(s.run) as ReturnType<typeof routeTools>;
    const tools = tr.messages.flatMap((m) => (m.role === "tool" ? [m.name] : []));
    for (const t of tools) {
      const r = route.get(t);
      const schema = r?.bundle.tools.find((x) => x.name === r.tool)?.outputSchema;
      if (schema) schemas[`${s.run}/${t}`] ??= schema;
    }
    const n = (s.cells[6] ?? "").replace(/^[-–—]$/, "").trim();
    samples.push({
      run: s.run,
      index: s.index,
      label: s.label,
      readerN: n !== "",
      reader: n,
      results: tr.messages.flatMap((m) => (m.role === "tool" ? [m.content] : [])),
      tools,
    });
  }
writeFileSync(
  out,
  `${JSON.stringify({ source: "/work/reader/f*-blind/r*.md (N column)", samples, schemas })}\n`,
);
console.log(`${samples.length} samples → ${out}`);
