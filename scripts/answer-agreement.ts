// Dev tool: how far the bad-answer check agrees with readers on the labelled samples
// (`npx tsx scripts/answer-agreement.ts [VERBOSE]`): precision, recall and each disagreement.
import { judgeAnswerLabels } from "../test/synth/answer-labels.js";

const judged = judgeAnswerLabels();
let tp = 0;
let fp = 0;
let fn = 0;
let tn = 0;
for (const { s, found } of judged) {
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
  `bad-answer check vs readers (${judged.length} samples): tp ${tp}, fp ${fp}, fn ${fn}, tn ${tn}; precision ${p.toFixed(2)}, recall ${r.toFixed(2)}`,
);

// Per round: the fresh8 blind marks are the newest readers'.
for (const round of [...new Set(judged.map((j) => j.s.run.replace(/-(?:before|after)$/, "")))]) {
  const part = judged.filter((j) => j.s.run.startsWith(`${round}-`));
  const t = part.filter((j) => j.found.length > 0 && j.s.readerBad).length;
  const f = part.filter((j) => j.found.length > 0 && !j.s.readerBad).length;
  const n = part.filter((j) => j.found.length === 0 && j.s.readerBad).length;
  console.log(
    `  ${round}: ${part.length} samples, precision ${(t / Math.max(1, t + f)).toFixed(2)}, recall ${(t / Math.max(1, t + n)).toFixed(2)}`,
  );
}
