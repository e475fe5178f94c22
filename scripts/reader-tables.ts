// Shared by the dev scripts that read reader judgements: the per-sample tables in
// /work/reader/*.md and the blind rounds /work/reader/fN-blind/r*.md, whose S-labels
// /work/fN-blind-mapping.json maps to a run and the reader's samples file to a task index.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/**
 * The per-sample table of a reader's file: sample number (`| 12 |` or `| S12 |`) → the cells after
 * it, split on pipes outside backticks. Only the table whose header starts `| # |` or `| S |`;
 * later tables (totals) are skipped.
 */
export function sampleRows(md: string): Map<number, string[]> {
  const out = new Map<number, string[]>();
  let inTable = false;
  for (const line of md.split("\n")) {
    if (/^\|\s*[#S]\s*\|/.test(line)) inTable = true;
    else if (!line.startsWith("|")) inTable = false;
    const m = /^\|\s*S?(\d+)\s*\|(.*)\|\s*$/.exec(line);
    if (!inTable || !m) continue;
    const cells: string[] = [];
    let cur = "";
    let tick = false;
    for (const ch of m[2] ?? "") {
      if (ch === "`") tick = !tick;
      if (ch === "|" && !tick) {
        cells.push(cur.trim());
        cur = "";
      } else cur += ch;
    }
    cells.push(cur.trim());
    out.set(Number(m[1]), cells);
  }
  return out;
}

/** One sample of a blind round: who judged it, under which label, and where it came from. */
export interface BlindSample {
  /** `r1`, `r2`. */
  reader: string;
  /** `r1:S07`, the key of the mapping file. */
  label: string;
  /** The run folder's name under the runs root, e.g. `f9-after`. */
  run: string;
  /** The trajectory index in that run. */
  index: number;
  /** The reader's cells for it (`sampleRows`). */
  cells: string[];
}

/** Every judged sample of blind round `round` (`f8`): reader tables + mapping + samples files. */
export function blindSamples(readerRoot: string, runsRoot: string, round: string): BlindSample[] {
  const blindDir = join(readerRoot, `${round}-blind`);
  const mapping = JSON.parse(
    readFileSync(join(runsRoot, `${round}-blind-mapping.json`), "utf8"),
  ) as Record<string, string>;
  const out: BlindSample[] = [];
  for (const f of readdirSync(blindDir).filter((x) => /^r\d+\.md$/.test(x))) {
    const reader = f.replace(/\.md$/, "");
    const shown = readFileSync(join(blindDir, `${reader}-samples.txt`), "utf8");
    const indexOf = new Map(
      [...shown.matchAll(/^=== S(\d+) \(task #(\d+)\)/gm)].map((m) => [Number(m[1]), Number(m[2])]),
    );
    for (const [s, cells] of sampleRows(readFileSync(join(blindDir, f), "utf8"))) {
      const label = `${reader}:S${String(s).padStart(2, "0")}`;
      const index = indexOf.get(s);
      if (index === undefined || !mapping[label]) throw new Error(`no run or index for ${label}`);
      out.push({ reader, label, run: `${round}-${mapping[label]}`, index, cells });
    }
  }
  return out;
}
