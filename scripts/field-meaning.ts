/**
 * Count values that ignore what their field means (issue 11, fresh72 blind readers N) over a
 * stored run: business hours holding a company's name ("Strosin, Lesch and Mayert"), host names
 * holding a person's ("Ferne Roob"), a `period` that is a decimal ("15.5"), an id that is a date
 * (`associatedServerId` "2026-01-15"), a text `size` that is a decimal ("80.542"), a postcode of one or two digits, and resource-name
 * arguments (`projects/{p}/locations/{l}/environments/{e}` by the doc) sent as something else (a
 * bare uuid). Seeded states (bundles and tasks) and tool results count each distinct (field,
 * value) once; gold arguments count per call; conversations count once per kind they show.
 *
 * fresh73 readers' kinds (vals69): `counter-id`, an id made of a field's first letters and a
 * counter (`goo_1015`, `id__1068`; a record's own prefixed key such as `dev_1001` counts too);
 * `field-mask`, a write's field mask stored in a record (`"update_mask":"2025-12-06"`);
 * `status-line`, a message that is a field's name and "OK" ("Custom: OK"); `library-package`, a
 * package name that is one bare word ("tokio" for an Android DPC); `generic-kind`, a name from the
 * generic pool of kinds ("Seasonal", "Enterprise"); `kms-label`, a KMS key name that is no path
 * ("Partner integration"); `default-bounds`, a default outside its minimum and maximum.
 *
 *   node --import tsx scripts/field-meaning.ts RUN_DIR [--all]
 */
import { resourceNameInputs, resourcePath } from "../src/core/domain/resource-names.js";
import type { ToolSpec } from "../src/core/schema/tool-spec.js";
import { runBundles, runLines } from "./run-dir.js";

const dir = process.argv[2];
if (!dir) {
  console.error("usage: field-meaning.ts RUN_DIR [--all]");
  process.exit(2);
}
const all = process.argv.includes("--all");

type Kind =
  | "hours"
  | "host"
  | "period"
  | "size-decimal"
  | "date-id"
  | "postcode"
  | "resource-name-arg"
  | "counter-id"
  | "field-mask"
  | "status-line"
  | "library-package"
  | "generic-kind"
  | "kms-label"
  | "default-bounds";
const KINDS: Kind[] = [
  "hours",
  "host",
  "period",
  "size-decimal",
  "date-id",
  "postcode",
  "resource-name-arg",
  "counter-id",
  "field-mask",
  "status-line",
  "library-package",
  "generic-kind",
  "kms-label",
  "default-bounds",
];
/** The generic pool of kinds the lexicon's `type` lists: no kind of anything in particular. */
const GENERIC_KIND =
  /^(Premium|Basic|Custom|Internal|External|Temporary|Recurring|One-time|Seasonal|Enterprise|Personal)$/;

const snake = (k: string) =>
  k
    .replace(/([a-z0-9])([A-Z])/g, "$1_$2")
    .replace(/[^A-Za-z0-9]+/g, "_")
    .toLowerCase();

/** The kind of mismatch between a field's name and its value, if any. */
function mismatch(key: string, value: unknown): Kind | undefined {
  const k = snake(key);
  if (typeof value === "string") {
    const v = value.trim();
    if (/(^|_)(business|opening|office|working|trading|operating)_hours?(_|$)/.test(k))
      return /\d{1,2}(:\d{2})?\s*(am|pm)?|\bclosed\b|\b24\b/i.test(v) ? undefined : "hours";
    if (/(^|_)(host_?name|fqdn)$/.test(k))
      return /^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(v) || /^\d{1,3}(\.\d{1,3}){3}$/.test(v)
        ? undefined
        : "host";
    if (/(^|_)period$/.test(k) && /^\d+\.\d+$/.test(v)) return "period";
    // A size held as text is a size's name ("S1", "XL"); a decimal in it was a made-up reading.
    if (/(^|_)size$/.test(k) && /^\d+\.\d+$/.test(v)) return "size-decimal";
    if (/(^|_)id$/.test(k) && /^\d{4}-\d{2}-\d{2}(T[\d:.]+Z?)?$/.test(v)) return "date-id";
    if (/^[a-z]{1,3}_{1,2}\d{4}$/.test(v)) return "counter-id";
    if (/^(update|read|field)_mask$/.test(k)) return "field-mask";
    if (/^[A-Z][a-z]+( [a-z]+)*: OK$/.test(v)) return "status-line";
    if (/(^|_)package(_name)?$/.test(k) && /^[a-z][a-z0-9-]*$/.test(v)) return "library-package";
    if (/(^|_)(type_)?name$|^name$/.test(k) && GENERIC_KIND.test(v)) return "generic-kind";
    if (/(^|_)kms_key(_name)?$/.test(k) && !v.includes("/") && !v.startsWith("arn:"))
      return "kms-label";
  }
  if (typeof value === "number" && /(^|_)(post_?code|zip(_code)?)$/.test(k) && value < 100)
    return "postcode";
  return undefined;
}

interface Finding {
  kind: Kind;
  key: string;
  value: string;
  place: string;
}
const found = new Map<string, Finding>();
const walk = (v: unknown, key: string, place: string, into: Set<Kind>, depth = 0): void => {
  if (depth > 14 || v === null || v === undefined) return;
  if (Array.isArray(v)) for (const x of v) walk(x, key, place, into, depth + 1);
  else if (typeof v === "object") {
    const o = v as Record<string, unknown>;
    const [lo, hi, d] = [o.minimum ?? o.min, o.maximum ?? o.max, o.default];
    if (
      typeof lo === "number" &&
      typeof hi === "number" &&
      (lo > hi || (typeof d === "number" && (d < lo || d > hi)))
    ) {
      into.add("default-bounds");
      const shown = JSON.stringify({ minimum: lo, maximum: hi, default: d });
      found.set(`default-bounds\u0000${key}\u0000${shown}`, {
        kind: "default-bounds",
        key,
        value: shown,
        place,
      });
    }
    for (const [k, x] of Object.entries(o)) walk(x, k, place, into, depth + 1);
  } else {
    const kind = mismatch(key, v);
    if (!kind) return;
    into.add(kind);
    found.set(`${kind}\u0000${key}\u0000${String(v)}`, { kind, key, value: String(v), place });
  }
};

const bundles = runBundles(dir);
for (const b of bundles) walk(b.initialState, "", "state", new Set());
const specs = new Map<string, ToolSpec>();
for (const b of bundles) for (const t of b.tools as ToolSpec[]) specs.set(t.name, t);

const args: Finding[] = [];
const perConversation = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
for (const task of runLines(dir, "tasks.jsonl")) {
  for (const env of task.envs ?? []) walk(env.initialState, "", "state", new Set());
  const seen = new Set<Kind>();
  for (const call of task.gold?.calls ?? []) {
    const spec = specs.get(call.tool);
    if (!spec) continue;
    for (const input of resourceNameInputs(spec)) {
      const v = call.args?.[input.param];
      if (typeof v === "string" && !resourcePath(v)) {
        args.push({ kind: "resource-name-arg", key: input.param, value: v, place: call.tool });
        seen.add("resource-name-arg");
      }
    }
  }
  for (const k of seen) perConversation.set(k, (perConversation.get(k) ?? 0) + 1);
}
let conversations = 0;
for (const tr of runLines(dir, "trajectories.jsonl")) {
  const seen = new Set<Kind>();
  for (const m of tr.messages ?? []) {
    if (m.role !== "tool" || typeof m.content !== "string") continue;
    try {
      walk(JSON.parse(m.content), "", `result ${m.name ?? ""}`, seen);
    } catch {
      // A plain-text tool result holds no fields.
    }
  }
  if (seen.size > 0) conversations++;
  for (const k of seen) perConversation.set(k, (perConversation.get(k) ?? 0) + 1);
}

const values = [...found.values()];
console.log(
  `${dir}: ${values.length} seeded/result values, ${args.length} gold arguments, ${conversations} conversations with such results`,
);
for (const k of KINDS) {
  const n = values.filter((f) => f.kind === k).length + args.filter((f) => f.kind === k).length;
  console.log(
    `  ${k.padEnd(18)} ${String(n).padStart(5)} values  ${perConversation.get(k)} conversations`,
  );
}
for (const f of [...values, ...args].slice(0, all ? undefined : 12))
  console.log(`  [${f.kind}] ${f.key}: ${JSON.stringify(f.value)} (${f.place})`);
