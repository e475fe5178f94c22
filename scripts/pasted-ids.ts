// Dev tool: user texts and final answers of a stored run that paste a resource id a person never
// types (an ARN, an Azure resource id path, a `projects/…/locations/…` name, a UUID), by
// `pastedResourceId` — the stop-61 readers' U and B.
//   npx tsx scripts/pasted-ids.ts RUN_DIR [RUN_DIR …]
import { pastedResourceId } from "../src/core/domain/resource-names.js";
import type { Task } from "../src/core/schema/index.js";
import { userTexts } from "../src/core/synth/checks.js";
import { runLines } from "./run-dir.js";

for (const dir of process.argv.slice(2)) {
  const tasks = runLines(dir, "tasks.jsonl") as Task[];
  const trajectories = runLines(dir, "trajectories.jsonl") as {
    messages: { role: string; content?: string | null }[];
  }[];
  let users = 0;
  let texts = 0;
  for (const t of tasks) {
    const hits = userTexts(t)
      .map((x) => [x, pastedResourceId(x)] as const)
      .filter(([, h]) => h);
    texts += hits.length;
    if (hits.length) users++;
    for (const [x, h] of hits) console.log(`  user: ${h}  <<  ${x}`);
  }
  let answers = 0;
  for (const tr of trajectories) {
    const last = [...tr.messages].reverse().find((m) => m.role === "assistant" && m.content);
    const h = last?.content ? pastedResourceId(last.content) : undefined;
    if (!h) continue;
    answers++;
    console.log(`  answer: ${h}  <<  ${last?.content?.slice(0, 240)}`);
  }
  console.log(
    `${dir}: ${texts} user texts in ${users} of ${tasks.length} tasks paste a resource id; ${answers} of ${trajectories.length} final answers do`,
  );
}
