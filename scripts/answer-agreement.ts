// Dev tool: how far the bad-answer check agrees with readers on the labelled samples
// (`npx tsx scripts/answer-agreement.ts [VERBOSE]`): precision, recall and each disagreement.
import { readFileSync } from "node:fs";
import type { AnswerTurn } from "../src/core/synth/dataset-quality.js";
import { answerDefects } from "../src/core/synth/dataset-quality.js";

interface Sample {
  run: string;
  index: number;
  env: string;
  readerBad: boolean;
  reader: string;
  final: string;
  facts: { value: unknown }[];
  turns: AnswerTurn[];
}
const data = JSON.parse(readFileSync("test/fixtures/reader-labels/answers.json", "utf8")) as {
  samples: Sample[];
  envs: Record<string, { identifiers: string[][]; machine: number[]; prose: string[] }>;
};
let tp = 0;
let fp = 0;
let fn = 0;
let tn = 0;
for (const s of data.samples) {
  const e = data.envs[s.env];
  const ids = e && {
    identifiers: e.identifiers,
    machine: new Set(e.machine.map((i) => e.identifiers[i] as string[])),
    prose: new Set(e.prose),
  };
  const found = answerDefects(s, ids);
  const flagged = found.length > 0;
  if (flagged && s.readerBad) tp++;
  else if (flagged) fp++;
  else if (s.readerBad) fn++;
  else tn++;
  if (process.argv[2] && flagged !== s.readerBad)
    console.log(
      `${flagged ? "FP" : "FN"} ${s.run}#${s.index} [${found.join(",")}] answer: ${s.final}\n     reader: ${s.reader || "-"}`,
    );
}
const p = tp / Math.max(1, tp + fp);
const r = tp / Math.max(1, tp + fn);
console.log(
  `bad-answer check vs readers (${data.samples.length} samples): tp ${tp}, fp ${fp}, fn ${fn}, tn ${tn}; precision ${p.toFixed(2)}, recall ${r.toFixed(2)}`,
);
