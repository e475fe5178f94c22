/**
 * Gold calls that send a file or say what a thing is, and whether a person could have asked for
 * them (fresh16 readers: "upload an image" with no file named, "upload a story for the mimetype
 * MIM-4623", a script tag with no src):
 *   upload-no-file   an upload (its name or summary says so) sends no file
 *   file-unsaid      a file the gold sends is never named in the user's turns
 *   file-type        a file's extension is none of the formats its doc names ("JPEG and PNG")
 *   mime-filler      a MIME/content type argument or result value that is no type/subtype
 *   no-src           a create that could send a `src` sends none
 *
 *   npx tsx scripts/upload-defects.ts RUN_DIR [--examples]
 */
import { looseKey } from "../src/core/domain/words.js";
import { runBundles, runDirArgs, runLines } from "./run-dir.js";

type Rec = Record<string, unknown>;
const { dir, examples } = runDirArgs("usage: upload-defects.ts RUN_DIR [--examples]");
const tools = new Map<string, Map<string, Rec>>();
for (const b of runBundles(dir)) tools.set(b.id, new Map(b.tools.map((t: Rec) => [t.name, t])));

const FILE_NAME = /^[\w][\w .-]{0,80}\.[a-z0-9]{2,5}$/i;
const UPLOADED = /^(file|files|document|attachment|upload|image|photo)$/;
const MIME_KEY = /^(mimetype|contenttype|mediatype)$/;
const MIME = /^[a-z]+\/[\w.+-]+$/;
const FORMATS: Array<[RegExp, string[]]> = [
  [/\bjpe?g\b/i, ["jpg", "jpeg"]],
  [/\bpng\b/i, ["png"]],
  [/\bgif\b/i, ["gif"]],
  [/\bpdf\b/i, ["pdf"]],
  [/\bcsv\b/i, ["csv"]],
];
const found: Record<string, string[]> = {
  "upload-no-file": [],
  "file-unsaid": [],
  "file-type": [],
  "mime-filler": [],
  "no-src": [],
};
let calls = 0;
const props = (t: Rec | undefined): Record<string, Rec> =>
  ((t?.inputSchema as Rec | undefined)?.properties ?? {}) as Record<string, Rec>;
const leaves = (v: unknown, path = ""): Array<[string, unknown]> =>
  v && typeof v === "object" && !Array.isArray(v)
    ? Object.entries(v as Rec).flatMap(([k, x]) => leaves(x, path ? `${path}.${k}` : k))
    : [[path, v]];

const results = new Map<string, unknown[]>();
for (const tr of runLines(dir, "trajectories.jsonl"))
  results.set(
    tr.taskId,
    (tr.messages as Rec[])
      .filter((m) => m.role === "tool")
      .map((m) => {
        try {
          return JSON.parse(String(m.content));
        } catch {
          return undefined;
        }
      }),
  );

for (const task of runLines(dir, "tasks.jsonl")) {
  const said = (task.turns as Rec[])
    .map((t) => `${t.user ?? ""} ${JSON.stringify(t.reveals ?? "")}`)
    .join(" ");
  for (const c of task.gold.calls as Rec[]) {
    calls++;
    const tool = tools.get(String(c.env))?.get(String(c.tool));
    const args = (c.args ?? {}) as Rec;
    const line = `${c.tool} ${JSON.stringify(args).slice(0, 160)}`;
    const first = String(tool?.description ?? "").split("\n")[0] ?? "";
    const ps = props(tool);
    const fileParams = Object.keys(ps).filter(
      (k) => UPLOADED.test(looseKey(k)) || ps[k]?.format === "binary",
    );
    if (
      (/\bupload/i.test(String(c.tool)) || /\bupload/i.test(first)) &&
      fileParams.length > 0 &&
      !fileParams.some((k) => args[k] !== undefined)
    )
      found["upload-no-file"]!.push(line);
    for (const [k, v] of leaves(args)) {
      const leaf = k.split(".").pop() ?? k;
      if (typeof v === "string" && FILE_NAME.test(v) && UPLOADED.test(looseKey(leaf))) {
        if (!said.includes(v)) found["file-unsaid"]!.push(`${line}  — user: ${said.slice(0, 120)}`);
        const desc = String(ps[leaf]?.description ?? "");
        const ok = FORMATS.filter(([re]) => re.test(desc)).flatMap(([, e]) => e);
        const ext = v.split(".").pop()?.toLowerCase() ?? "";
        if (ok.length > 0 && !ok.includes(ext))
          found["file-type"]!.push(`${line}  — doc: ${desc.slice(0, 80)}`);
      }
      if (MIME_KEY.test(looseKey(leaf)) && typeof v === "string" && !MIME.test(v))
        found["mime-filler"]!.push(line);
    }
    if (
      /create|add|new|post/i.test(String(c.tool)) &&
      Object.entries(ps).some(
        ([k, s]) => k === "src" || Object.keys((s.properties ?? {}) as Rec).includes("src"),
      ) &&
      !leaves(args).some(([k]) => (k.split(".").pop() ?? k) === "src")
    )
      found["no-src"]!.push(line);
  }
  for (const r of results.get(task.id) ?? [])
    for (const [k, v] of leaves(r)) {
      const leaf = k.split(".").pop() ?? k;
      if (MIME_KEY.test(looseKey(leaf)) && typeof v === "string" && !MIME.test(v))
        found["mime-filler"]!.push(`result ${k}=${JSON.stringify(v)}`);
    }
}

console.log(`upload defects in ${dir}\n  gold calls ${calls}`);
for (const [k, xs] of Object.entries(found)) {
  console.log(`  ${k.padEnd(16)} ${xs.length}`);
  if (examples) for (const x of xs.slice(0, 5)) console.log(`      ${x}`);
}
