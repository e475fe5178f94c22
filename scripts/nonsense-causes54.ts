/**
 * Count, per conversation of a run, the six causes of nonsense data stop 53's blind readers named
 * on fresh58 (issue 11), and how many of those the run's own nonsense figure catches:
 * 1. `made-anew`: one record (same id) shown with another value of a field by two answers, with
 *    no write between them (a list says "sports", its read "business");
 * 2. `continent`: a place on another continent than its city's (Chicago on EU);
 * 3. `shuffled-key`: a key made from another item's name (Netflix → catalogue:amazon-prime);
 * 4. `chat-name`: a Slack-style "#help" as the name or title of something in an API whose doc is
 *    not about chat;
 * 5. `index-as-date`: an argument sent as an epoch or ISO date whose doc speaks of an index or a
 *    range of plain numbers, not of a time;
 * 6. `prose-field`: a field named from "and so on" / "etc." in prose.
 *
 *   npx tsx scripts/nonsense-causes54.ts RUN_DIR [--examples]
 */
import { flatSchema } from "../src/core/domain/json-schema.js";
import { trajectoryDataDefects } from "../src/core/synth/dataset-quality.js";
import { placeContinent, shuffledSlugs } from "../src/core/synth/record-defects.js";
import { causeTally, runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: nonsense-causes54.ts RUN_DIR [--examples]");
// biome-ignore lint/suspicious/noExplicitAny: dev script over stored JSON.
type Any = any;
const bundles = runBundles(dir);
const trajectories = runLines(dir, "trajectories.jsonl");
const toolOf = new Map<string, Any>();
const docOf = new Map<string, string>();
for (const b of bundles)
  for (const t of b.tools) {
    toolOf.set(t.name, t);
    docOf.set(t.name, `${b.name} ${b.description ?? ""}`);
  }
const WRITE = /update|patch|edit|^set|modify|rename|replace|change|^put/i;
const ID = /^(id|_id|[a-z]+_id|[a-z]+Id)$/;
const CAUSES = [
  "made-anew",
  "continent",
  "shuffled-key",
  "chat-name",
  "index-as-date",
  "prose-field",
];
const tally = causeTally(CAUSES);

function walk(
  v: unknown,
  f: (o: Record<string, unknown>, inList?: unknown[]) => void,
  d = 0,
): void {
  if (d > 8) return;
  if (Array.isArray(v)) {
    f({}, v);
    for (const x of v) walk(x, f, d + 1);
  } else if (v && typeof v === "object") {
    f(v as Record<string, unknown>);
    for (const x of Object.values(v)) walk(x, f, d + 1);
  }
}

for (const tr of trajectories) {
  const found: Record<string, string> = {};
  const shown = new Map<string, unknown>();
  let wrote = false;
  const calls = new Map<string, { name: string; args: Record<string, unknown> }>();
  for (const m of tr.messages) {
    if (m.role === "assistant")
      for (const c of m.tool_calls ?? []) {
        let args = {};
        try {
          args = JSON.parse(c.function.arguments);
        } catch {}
        calls.set(c.id, { name: c.function.name, args });
        if (WRITE.test(c.function.name)) wrote = true;
        const tool = toolOf.get(c.function.name);
        const props = flatSchema(tool?.inputSchema ?? {}).properties ?? {};
        for (const [k, v] of Object.entries(args)) {
          const ps = flatSchema((props as Any)[k] ?? {});
          const desc = `${ps.description ?? ""}`;
          const dated =
            (typeof v === "number" && v > 9e8 && v < 5e9) ||
            (typeof v === "string" && /^\d{4}-\d{2}-\d{2}T/.test(v));
          if (
            dated &&
            /\bindex\b|\bvalues? (?:from|between)\b|\bfrom \d+ to \d+|\d+\s*[-–]\s*\d+/i.test(
              desc,
            ) &&
            !/\b(time|date|epoch|timestamp|seconds|ms)\b/i.test(desc)
          )
            found["index-as-date"] ??= `${c.function.name} ${k}=${v}`;
        }
      }
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    let v: unknown;
    try {
      v = JSON.parse(m.content);
    } catch {
      continue;
    }
    const doc = (docOf.get(m.name) ?? "").toLowerCase();
    walk(v, (o, list) => {
      if (list) {
        const s = shuffledSlugs(list);
        if (s[0]) found["shuffled-key"] ??= s[0].value;
        return;
      }
      const c = placeContinent(o);
      if (c[0]) found.continent ??= c[0].value;
      for (const [k, x] of Object.entries(o)) {
        if (/^(so_?on|etc|and_?so_?on|so_?forth)$/i.test(k))
          found["prose-field"] ??= `${m.name} ${k}`;
        if (
          /^(name|title|display_?name|label)$/i.test(k) &&
          typeof x === "string" &&
          /^#[a-z][a-z0-9-]*$/.test(x) &&
          !/\b(slack|chat|messag|discord|team)/.test(doc)
        )
          found["chat-name"] ??= `${m.name} ${k}=${x}`;
      }
      if (!wrote) {
        const idKey = Object.keys(o).find(
          (k) => ID.test(k) && (typeof o[k] === "string" || typeof o[k] === "number"),
        );
        if (idKey)
          for (const [k, x] of Object.entries(o)) {
            if (k === idKey || (typeof x !== "string" && typeof x !== "number")) continue;
            const key = `${idKey}=${String(o[idKey])}.${k}`;
            if (shown.has(key) && shown.get(key) !== x)
              found["made-anew"] ??= `${key}: ${String(shown.get(key))} then ${String(x)}`;
            shown.set(key, x);
          }
      }
    });
  }
  if (Object.keys(found).length > 0)
    tally.add(found, trajectoryDataDefects(tr, bundles).length > 0);
}
tally.print(dir, trajectories.length, examples);
