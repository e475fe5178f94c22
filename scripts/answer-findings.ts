/**
 * Closing replies of a run that do not answer what was asked (issue 12 item 3, fresh68 readers B):
 * - `documented name missing`: the tool's output schema documents a name of the listed records
 *   (`title`, `name`, `term`) and the result's records hold none ("I found 1 job title: one with
 *   a relevance score of 57.346" where `NormalizedJob` documents a `title`);
 * - `named by a figure`: an answer fact names a listed record by a number ("job title" = "57.346");
 * - `named by its maker`: every record of the answer is "one by <login>", nothing of the thing
 *   itself ("6 recent icons: one by vsteuber, one by bswaniawski…");
 * - `sentence as label`: an enum's description sentence read out as its value ("The status is
 *   indicates the request failed (UNAVAILABLE)").
 *
 *   npx tsx scripts/answer-findings.ts RUN_DIR [RUN_DIR …] [--list]
 */
import { isObj } from "../src/core/domain/json-schema.js";
import { runBundles, runLines } from "./run-dir.js";

type Json = Record<string, unknown>;
const NAME_KEY = /^(?:name|title|term|label|display_?name|displayName|headline|word)$/;
const SENTENCE_LABEL =
  /\b(?:is|are|was)\s+(?:indicates|means|specifies|represents|denotes|signifies|describes)\b/i;

/** The records of a list's result or schema: the array itself or the one array it wraps. */
function listed(v: unknown): unknown[] | undefined {
  if (Array.isArray(v)) return v;
  if (!isObj(v)) return undefined;
  const arrays = Object.values(v).filter(Array.isArray);
  return arrays.length === 1 ? (arrays[0] as unknown[]) : undefined;
}

/** The item schema of a list's output schema (array, or an object wrapping one array). */
function itemSchema(s: unknown): Json | undefined {
  if (!isObj(s)) return undefined;
  if (isObj(s.items)) return s.items;
  if (!isObj(s.properties)) return undefined;
  const arrays = Object.values(s.properties).filter((p) => isObj(p) && isObj(p.items)) as Json[];
  return arrays.length === 1 ? (arrays[0]!.items as Json) : undefined;
}

const list = process.argv.includes("--list");
for (const dir of process.argv.slice(2).filter((a) => !a.startsWith("--"))) {
  const outputs = new Map<string, unknown>();
  for (const b of runBundles(dir)) for (const t of b.tools) outputs.set(t.name, t.outputSchema);
  const facts = new Map<string, Json[]>();
  for (const t of runLines(dir, "tasks.jsonl")) facts.set(t.id, t.gold?.answerFacts ?? []);
  const counts: Record<string, number> = {
    "documented name missing": 0,
    "named by a figure": 0,
    "named by its maker": 0,
    "sentence as label": 0,
  };
  let replies = 0;
  let marked = 0;
  for (const tr of runLines(dir, "trajectories.jsonl")) {
    const msgs = tr.messages as Json[];
    const answer = [...msgs].reverse().find((m) => m.role === "assistant" && !m.tool_calls);
    const said = typeof answer?.content === "string" ? answer.content : "";
    if (!said) continue;
    replies++;
    const found: string[] = [];
    const last = [...msgs].reverse().find((m) => m.role === "tool");
    if (last && typeof last.content === "string") {
      let result: unknown;
      try {
        result = JSON.parse(last.content);
      } catch {
        result = undefined;
      }
      const rows = listed(result)?.filter(isObj) ?? [];
      const item = itemSchema(outputs.get(String(last.name)));
      const names = Object.keys(isObj(item?.properties) ? item.properties : {}).filter((k) =>
        NAME_KEY.test(k),
      );
      if (names.length > 0 && rows.length > 0 && rows.every((r) => names.every((k) => !(k in r))))
        found.push("documented name missing");
    }
    const own = facts.get(tr.taskId) ?? [];
    if (
      own.some(
        (f) =>
          /\.items\.\d+\./.test(String(f.key)) &&
          (typeof f.value === "number" || /^-?\d+(?:\.\d+)?$/.test(String(f.value))) &&
          /^one with an? /.test(String(f.text ?? "")),
      )
    )
      found.push("named by a figure");
    const items = own.filter((f) => /\.items\.\d+\./.test(String(f.key)));
    if (items.length > 0 && items.every((f) => /^one by /.test(String(f.text ?? ""))))
      found.push("named by its maker");
    if (SENTENCE_LABEL.test(said)) found.push("sentence as label");
    for (const k of found) counts[k]!++;
    if (found.length > 0) {
      marked++;
      if (list) console.log(`  [${found.join(", ")}] ${said.slice(0, 160)}`);
    }
  }
  console.log(
    `${dir}: ${marked} of ${replies} answers marked — ${Object.entries(counts)
      .map(([k, n]) => `${k} ${n}`)
      .join(", ")}`,
  );
}
