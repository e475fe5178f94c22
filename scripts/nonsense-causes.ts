/**
 * Count the three causes of nonsense data the fresh57 blind readers named (issue 11), per
 * conversation of a run, and how many of them the run's own nonsense figure catches:
 * 1. a result showing another record than the one its call or record names (`ref-other-record`);
 * 2. one identifier stamped on every record of a list (`stamped-identifier`);
 * 3. filler from a generic pool: a `channel` of the medium pool (web/email/api/mobile) in an API
 *    whose doc speaks of no messages or sales, and records named by a qualifier and their own noun.
 *
 *   npx tsx scripts/nonsense-causes.ts RUN_DIR [--examples]
 */
import { trajectoryDataDefects } from "../src/core/synth/dataset-quality.js";
import { recordDefects } from "../src/core/synth/record-defects.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: nonsense-causes.ts RUN_DIR [--examples]");
const bundles = runBundles(dir);
const trajectories = runLines(dir, "trajectories.jsonl");
const MEDIUM = new Set(["web", "email", "api", "mobile"]);
const QUALIFIED = /^(Primary|Secondary|Default|Shared|Basic|New|Main|Custom|Standard) ([a-z]+)$/;

function channelFiller(v: unknown, out: string[], depth = 0): void {
  if (depth > 6) return;
  if (Array.isArray(v)) for (const x of v) channelFiller(x, out, depth + 1);
  else if (v && typeof v === "object")
    for (const [k, x] of Object.entries(v)) {
      if (/channel$/i.test(k) && typeof x === "string" && MEDIUM.has(x)) out.push(`${k}=${x}`);
      else if (typeof x === "string" && QUALIFIED.test(x)) {
        const m = QUALIFIED.exec(x);
        if (m && k.toLowerCase().includes(m[2] ?? "~")) out.push(`${k}=${x}`);
      } else channelFiller(x, out, depth + 1);
    }
}

const counts = { ref: 0, stamped: 0, filler: 0, any: 0, caught: 0, figure: 0 };
const seen: Record<string, string[]> = { ref: [], stamped: [], filler: [] };
for (const tr of trajectories) {
  const found = recordDefects(tr, bundles);
  const ref = found.filter((d) => d.kind === "ref-other-record");
  const stamped = found.filter((d) => d.kind === "stamped-identifier");
  const filler: string[] = [];
  for (const m of tr.messages)
    if (m.role === "tool" && typeof m.content === "string") {
      try {
        channelFiller(JSON.parse(m.content), filler);
      } catch {}
    }
  if (ref.length) counts.ref++;
  if (stamped.length) counts.stamped++;
  if (filler.length) counts.filler++;
  const any = ref.length + stamped.length + filler.length > 0;
  const figure = trajectoryDataDefects(tr, bundles).length > 0;
  if (figure) counts.figure++;
  if (any) counts.any++;
  if (any && figure) counts.caught++;
  if (ref[0]) seen.ref?.push(`${ref[0].key}: ${ref[0].value}`);
  if (stamped[0]) seen.stamped?.push(`${stamped[0].key}: ${stamped[0].value}`);
  if (filler[0]) seen.filler?.push(filler[0]);
}
console.log(
  `${dir}: ${trajectories.length} conversations; 1 ref-other-record ${counts.ref}, 2 stamped-identifier ${counts.stamped}, 3 generic filler ${counts.filler}; any ${counts.any}, of which the run's nonsense figure catches ${counts.caught}; figure total ${counts.figure}`,
);
if (examples)
  for (const [k, xs] of Object.entries(seen))
    console.log(`  ${k}: ${[...new Set(xs)].slice(0, 8).join(" | ")}`);
