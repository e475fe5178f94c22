// Dev tool: count, per cause, the user turns of a run that readers of the fresh8 blind draw marked
// as form wording, unknowable values or no goal (/work/reader/f8-blind). It gates nothing: it
// says how often the writer still makes each defect. `npx tsx scripts/request-defects.ts OUT [-v]`
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Task } from "../src/core/schema/index.js";

const dir = process.argv[2] ?? "out";
const verbose = process.argv.includes("-v");
const tasks: Task[] = readFileSync(join(dir, "tasks.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => JSON.parse(l));

/** Each cause with the words that show it; readers' quotes in the comments. */
const CAUSES: Record<string, RegExp> = {
  // "for sequencenumber 78", "for studyid 9", "Which transactionid is it?"
  "glued field name": /\b[a-z]{3,}(?:id|ids|number|count)\b(?= \d|\?| is\b)/,
  // "what the width and height for 19 are?", "for 97 cm and 68 cm", "to 12766 and"
  "number without what it measures":
    /\b(?:for|to) -?\d+(?:\.\d+)?(?: (?:cm|mm|px|kg|m|km|°))?(?: and -?\d+(?:\.\d+)?(?: (?:cm|mm|px|kg|m|km|°))?)?(?= are\b| is\b|[,?!]| and\b)/,
  // "a chart for the background color "ivory"", "for the ordering "real""
  "value after its field name": /\bfor the [a-z]+(?: [a-z]+)? "[^"]+"/,
  // "I'd like it to say "16"", "Here's the text: "62"", ""83", please."
  "id as message text":
    /(?:say|text:|wording[^"]*|like) "\d+"|^"\d+"(?:, please)?\.$|^(?:Oh, sorry — |It's |Sure, )"\d+"\.$/,
  // "Something like "3"."
  "hedged exact value": /\bSomething like "/,
  // "2 quantities", "1 quantity"
  "counted field name": /\b\d+ (?:quantities|quantity|counts|amounts)\b/,
  // "check a summary", "list the details"
  "nothing named to get": /\b(?:check|find|get|list) (?:a|the) (?:summary|details|data|info)\b/,
  // "the shut down slicebox", "the 1 or more SMS messages", "the filter corresponding"
  "operation summary read out": /\bthe (?:shut down|\d+ or more)\b|\b[a-z]+ corresponding\b(?! to)/,
};

const counts: Record<string, number> = Object.fromEntries(Object.keys(CAUSES).map((k) => [k, 0]));
let texts = 0;
let withAny = 0;
for (const t of tasks) {
  const said = t.turns.flatMap((turn) => [turn.user, ...(turn.reveals ?? []).map((r) => r.text)]);
  let hit = false;
  for (const text of said) {
    texts++;
    for (const [cause, re] of Object.entries(CAUSES)) {
      if (!re.test(text)) continue;
      counts[cause] = (counts[cause] ?? 0) + 1;
      hit = true;
      if (verbose) console.log(`${cause}: ${text}`);
    }
  }
  if (hit) withAny++;
}
console.log(`${dir}: ${tasks.length} tasks, ${texts} user texts`);
for (const [cause, n] of Object.entries(counts)) console.log(`  ${cause}: ${n}`);
console.log(`  tasks with any: ${withAny} of ${tasks.length}`);
