/**
 * Count, per conversation of a run, the causes of nonsense/unknowable/meaningless data on cloud
 * control-plane APIs that stop 54's blind readers named on fresh59 (issue 11), and how many of
 * those the run's own nonsense figure catches:
 * 1. `iam`: a Google `:getIamPolicy`/`:setIamPolicy`/`:testIamPermissions` call the model reads as
 *    a list or a record of its own ("list the pools" answered by a policy);
 * 2. `wrong-name`: a listed record named in the answer by its resource path while it has a
 *    display name, or by another thing's name (`resourceGroupName`);
 * 3. `locations-owner`: a locations list sent "locations/…" as its owner, or asked "What should I
 *    call it?";
 * 4. `verb-entity`: a tool working on a collection made of a cut name or a custom verb ("…_deles"),
 *    or sent a resource path of a collection the API has no path for ("fulls/v7ro1lfd56");
 * 5. `ignores-input`: a write answering with another value of a key it was sent (delete "Bali" →
 *    "Queenstown"), or a target/upgrade version below the current one.
 *
 *   npx tsx scripts/cloud-causes55.ts RUN_DIR [--examples]
 */
import { trajectoryDataDefects } from "../src/core/synth/dataset-quality.js";
import { causeTally, runBundles, runDirArgs, runLines } from "./run-dir.js";

const { dir, examples } = runDirArgs("usage: cloud-causes55.ts RUN_DIR [--examples]");
// biome-ignore lint/suspicious/noExplicitAny: dev script over stored JSON.
type Any = any;
const bundles = runBundles(dir);
const trajectories = runLines(dir, "trajectories.jsonl");
const toolOf = new Map<string, { tool: Any; bundle: Any }>();
const pathWords = new Map<Any, Set<string>>();
for (const b of bundles) {
  const words = new Set<string>();
  for (const t of b.tools) {
    toolOf.set(t.name, { tool: t, bundle: b });
    const path = decodeURIComponent(String(t.source?.pointer ?? "")).replace(/~1/g, "/");
    for (const seg of path.split(/[/:.]/))
      if (seg && !seg.startsWith("{")) words.add(seg.toLowerCase());
  }
  pathWords.set(b, words);
}
const CAUSES = ["iam", "wrong-name", "locations-owner", "verb-entity", "ignores-input"];
const tally = causeTally(CAUSES);

const semver = (v: unknown) =>
  typeof v === "string" && /^\d+\.\d+(\.\d+)?$/.test(v) ? v.split(".").map(Number) : undefined;
const below = (a: number[], b: number[]) => {
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    if ((a[i] ?? 0) !== (b[i] ?? 0)) return (a[i] ?? 0) < (b[i] ?? 0);
  return false;
};
function walk(v: unknown, f: (o: Record<string, unknown>) => void, d = 0): void {
  if (d > 8) return;
  if (Array.isArray(v)) for (const x of v) walk(x, f, d + 1);
  else if (v && typeof v === "object") {
    f(v as Record<string, unknown>);
    for (const x of Object.values(v)) walk(x, f, d + 1);
  }
}
const RESOURCE_PATH = /^[a-z][A-Za-z]*\/[^\s/]+(\/[^\s/]+)*$/;

for (const tr of trajectories) {
  const found: Record<string, string> = {};
  const calls = new Map<string, { name: string; args: Record<string, unknown> }>();
  const texts = tr.messages.filter((m: Any) => m.role === "assistant" && m.content);
  const answer = String(texts.at(-1)?.content ?? "");
  tr.messages.forEach((m: Any, i: number) => {
    if (m.role === "assistant" && /call it|it be called/i.test(m.content ?? "")) {
      const next = tr.messages.slice(i).find((x: Any) => x.tool_calls?.length);
      const name = next?.tool_calls?.[0]?.function?.name ?? "";
      if (/locations_list$/.test(name)) found["locations-owner"] ??= `asked "${m.content}"`;
    }
    if (m.role === "assistant")
      for (const c of m.tool_calls ?? []) {
        let args: Record<string, unknown> = {};
        try {
          args = JSON.parse(c.function.arguments);
        } catch {}
        calls.set(c.id, { name: c.function.name, args });
        const at = toolOf.get(c.function.name);
        const pointer = String(at?.tool.source?.pointer ?? "").replace(/~1/g, "/");
        const model = at?.bundle.model?.tools?.[c.function.name];
        if (/:(getIamPolicy|setIamPolicy|testIamPermissions)\//.test(pointer)) {
          const own = model?.entity;
          const others = Object.values(at?.bundle.model?.tools ?? {}).some(
            (t: Any) =>
              t.entity === own &&
              !/IamPolicy|IamPermissions|_getI$|_setI$|_test$/.test(String(t.name)),
          );
          if (model?.kind === "list" || (model?.kind !== "compute" && !others))
            found.iam ??= `${c.function.name} as ${model?.kind} of ${own}`;
        }
        if (/\/locations\/get$/.test(pointer) || /locations_list$/.test(c.function.name))
          for (const v of Object.values(args))
            if (typeof v === "string" && v.startsWith("locations/"))
              found["locations-owner"] ??= `${c.function.name} ${v}`;
        const entity = String(model?.entity ?? "");
        const last = entity.split("_").pop() ?? "";
        const words = pathWords.get(at?.bundle) ?? new Set();
        if (
          at?.tool.source?.format === "openapi" &&
          last &&
          ![...words].some((w) => w.toLowerCase().includes(last.replace(/e?s$/, "")))
        )
          found["verb-entity"] ??= `${c.function.name} on ${entity}`;
        for (const v of Object.values(args)) {
          if (typeof v !== "string" || !RESOURCE_PATH.test(v)) continue;
          for (const seg of v.split("/").filter((_, k) => k % 2 === 0))
            if (!words.has(seg.toLowerCase()) && !/^(projects|locations)$/.test(seg))
              found["verb-entity"] ??= `${c.function.name} sent ${v}`;
        }
      }
    if (m.role !== "tool" || typeof m.content !== "string") return;
    let v: unknown;
    try {
      v = JSON.parse(m.content);
    } catch {
      return;
    }
    const call = calls.get(m.tool_call_id);
    const kind = toolOf.get(m.name)?.bundle.model?.tools?.[m.name]?.kind;
    if (call && (kind === "delete" || kind === "update") && v && typeof v === "object")
      for (const [k, x] of Object.entries(call.args))
        if (
          typeof x === "string" &&
          typeof (v as Any)[k] === "string" &&
          (v as Any)[k] !== x &&
          !/mask|token|etag/i.test(k)
        )
          found["ignores-input"] ??= `${m.name} ${k}: sent ${x}, answered ${(v as Any)[k]}`;
    walk(v, (o) => {
      for (const [k, x] of Object.entries(o)) {
        const m2 = /^(target|upgrade|new|latest)(_?version)$/i.exec(k);
        if (!m2) continue;
        for (const [k2, y] of Object.entries(o)) {
          if (!/^(current|installed|old|existing)_?version$/i.test(k2)) continue;
          const a = semver(x);
          const b = semver(y);
          if (a && b && below(a, b)) found["ignores-input"] ??= `${k2} ${y} → ${k} ${x}`;
        }
      }
    });
    // Listed records named by their path or by another thing's name.
    const lists: Record<string, unknown>[][] = [];
    walk(v, (o) => {
      for (const x of Object.values(o))
        if (Array.isArray(x) && x.length > 0 && x.every((y) => y && typeof y === "object"))
          lists.push(x as Record<string, unknown>[]);
    });
    if (Array.isArray(v)) lists.push(v as Record<string, unknown>[]);
    for (const list of lists)
      for (const item of list) {
        const display = item.displayName ?? item.display_name;
        const name = item.name;
        if (
          typeof display === "string" &&
          typeof name === "string" &&
          RESOURCE_PATH.test(name) &&
          answer.includes(name.split("/").pop()!) &&
          !answer.includes(display)
        )
          found["wrong-name"] ??= `${m.name}: "${name}" over "${display}"`;
        for (const [k, x] of Object.entries(item))
          if (
            /^[a-z]+[A-Z]\w*Name$/.test(k) &&
            !/^(display|full|first|last|given|family|user|file)Name$/.test(k) &&
            typeof x === "string" &&
            x.length > 2 &&
            answer.includes(`${x} (`) &&
            ![item.name, item.title, display].includes(x)
          )
            found["wrong-name"] ??= `${m.name}: named by ${k} "${x}"`;
      }
  });
  if (Object.keys(found).length > 0)
    tally.add(found, trajectoryDataDefects(tr, bundles).length > 0);
}
tally.print(dir, trajectories.length, examples);
