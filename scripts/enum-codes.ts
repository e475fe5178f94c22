// Dev tool: user texts of a run that say a raw enum code ("update the state to 2", "privacy 1").
// `npx tsx scripts/enum-codes.ts RUN_DIR [--list]` prints the count (and with --list each text).
import { schemaAtPath } from "../src/core/domain/enum-labels.js";
import { rawEnumCodes, type SuppliedValue } from "../src/core/synth/value-mentions.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2] ?? ".";
const list = process.argv.includes("--list");
const tools = new Map<string, unknown>();
for (const b of runBundles(dir))
  for (const t of b.tools) tools.set(`${b.id}/${t.name}`, t.inputSchema);

/** Leaf values of a call's arguments by dotted path (`replaySettings.privacy`, `tags[]`). */
function leaves(v: unknown, path: string, out: Array<[string, unknown]>): void {
  if (Array.isArray(v)) for (const x of v) leaves(x, `${path}[]`, out);
  else if (typeof v === "object" && v !== null)
    for (const [k, x] of Object.entries(v)) leaves(x, path ? `${path}.${k}` : k, out);
  else out.push([path, v]);
}

const userText = new Map<string, string>();
for (const tr of runLines(dir, "trajectories.jsonl")) {
  const said = tr.messages
    .filter((m: { role: string }) => m.role === "user")
    .map((m: { content: string }) => m.content);
  userText.set(tr.taskId, said.join("\n"));
}

let tasks = 0;
let flagged = 0;
for (const task of runLines(dir, "tasks.jsonl")) {
  tasks++;
  const text = userText.get(task.id) ?? task.turns.map((t: { user: string }) => t.user).join("\n");
  const supplied: SuppliedValue[] = [];
  for (const call of task.gold.calls) {
    const schema = tools.get(`${call.env}/${call.tool}`);
    const pairs: Array<[string, unknown]> = [];
    leaves(call.args, "", pairs);
    for (const [path, value] of pairs) {
      if ((call.masked ?? []).includes(path.split(/[.[]/)[0])) continue;
      const leaf = path.replace(/\[\]/g, "").split(".").pop() ?? path;
      supplied.push({
        name: leaf,
        schema: schemaAtPath(schema, path.replace(/\[\]$/, "")) ?? {},
        value,
      });
    }
  }
  const raw = rawEnumCodes(text, supplied);
  if (raw.length === 0) continue;
  flagged++;
  if (list)
    console.log(
      `- ${raw.map((r) => `${r.name}=${JSON.stringify(r.value)}`).join(", ")}: ${text.replace(/\n/g, " / ")}`,
    );
}
console.log(
  `user texts with a raw enum code: ${flagged} of ${tasks} (${((100 * flagged) / Math.max(1, tasks)).toFixed(1)}%)`,
);
