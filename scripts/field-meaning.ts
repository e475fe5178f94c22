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
 * fresh74 readers' kinds (vals70): `display-mismatch`, a display name that is not its code said
 * in words ("Payment failed" beside `alertType` "external"); `ok-beside-error`, a message "OK"
 * beside an error type (SERVER_ERROR); `arn-regions`, one state or result with ARNs of two
 * regions or accounts; `kms-not-key`, a KMS ARN that names no key (`…:kms:…:model/fraud-detector`).
 *
 *   node --import tsx scripts/field-meaning.ts RUN_DIR [--all]
 *
 * With `--specs DIR` it reads docs instead of a run (vals70, issue 11): every field of every
 * tool's input and output schema whose description opens by saying what the value is ("Name of
 * the organization …", "Azure resource ID of …") and so gets another kind than its name alone
 * gave, counted as fields, tools and specs, by old → new kind, with examples (`--all` lists all).
 *
 *   node --import tsx scripts/field-meaning.ts --specs DIR [--all] [--only KIND]
 *
 * With `--misfits DIR` (vals71, issue 11) it builds each doc of DIR (a folder of docs, walked
 * recursively; `--every N` keeps every Nth) with no model, seed 42, or reads a run's bundles
 * (DIR with `envs/`), and prints "seeded values violating their field's schema: X of Y": every
 * seeded scalar judged against its own field's enum, pattern, format, length, bounds and type,
 * with the commonest fields that break it.
 *
 *   node --import tsx scripts/field-meaning.ts --misfits DIR [--every N] [--all]
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { flatSchema } from "../src/core/domain/json-schema.js";
import { environmentWorlds } from "../src/core/domain/lexicon/index.js";
import { resourceNameInputs, resourcePath } from "../src/core/domain/resource-names.js";
import { schemaMisfits } from "../src/core/domain/schema-fit.js";
import { codeAsWords, wordsAsCode } from "../src/core/domain/sibling-coherence.js";
import { semanticKind, semanticKindByName } from "../src/core/domain/values.js";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { buildModel } from "../src/core/envgen/model.js";
import { shownScheme } from "../src/core/envgen/seed-state.js";
import { ingestFile } from "../src/core/ingest/index.js";
import type { ToolSpec } from "../src/core/schema/tool-spec.js";
import { runBundles, runLines } from "./run-dir.js";
import { specFiles } from "./spec-files.js";

const all = process.argv.includes("--all");
/** Services whose ARNs another service's doc names (`OTHER_SERVICE_ARNS` in values.ts). */
const OTHER_ARN_SERVICES =
  /^(logs|iam|secretsmanager|kms|s3|firehose|kinesis|lambda|rds|sns|sqs|acm)$/;
/** The `elsewhere` words of the lexicon's `alert` kind. */
const SECURITY_WORDS =
  /\b(security (center|alerts?|findings?|hub|posture|incidents?|solutions?|analytics)|threats?|vulnerabilit\w*|intrusions?|malware|defender|sentinel|siem|guardduty|attacks?)\b/i;
if (process.argv[2] === "--misfits") {
  await countMisfits(process.argv[3] ?? ".");
  process.exit(0);
}
if (process.argv[2] === "--specs") {
  await countDescribedHeads(process.argv[3] ?? ".");
  process.exit(0);
}
const dir = process.argv[2];
if (!dir) {
  console.error("usage: field-meaning.ts RUN_DIR [--all] | --specs DIR [--all] [--only KIND]");
  process.exit(2);
}

/** Seeded values that break their own field's schema, over a folder of docs or a run (see header). */
async function countMisfits(root: string): Promise<void> {
  const every = process.argv.includes("--every")
    ? Number(process.argv[process.argv.indexOf("--every") + 1])
    : 1;
  // biome-ignore lint/suspicious/noExplicitAny: bundles are read as stored JSON.
  const bundles: Array<() => Promise<any>> = [];
  if (existsSync(join(root, "envs"))) for (const b of runBundles(root)) bundles.push(async () => b);
  else {
    const files = specFiles(root);
    for (const file of files.filter((_, i) => i % every === 0))
      bundles.push(async () => {
        const doc = await ingestFile({ name: file, text: readFileSync(file, "utf8") });
        if (!doc.ok) return undefined;
        const g = await generateHeuristicBundle(doc.value, { seed: 42 });
        return g.ok ? g.value : undefined;
      });
  }
  let values = 0;
  let misfits = 0;
  let envs = 0;
  const byField = new Map<string, { n: number; example: string }>();
  for (const make of bundles) {
    const b = await make();
    if (!b) continue;
    envs++;
    const props = (b.stateSchema?.properties ?? {}) as Record<string, Record<string, unknown>>;
    for (const [c, rows] of Object.entries(b.initialState as Record<string, unknown>)) {
      if (!Array.isArray(rows) || !props[c]) continue;
      values += JSON.stringify(rows).match(/:(?=[^{[])/g)?.length ?? 0;
      for (const m of schemaMisfits(rows, props[c])) {
        misfits++;
        const key = `${b.name} ${c}.${m.path.replace(/^\d+\.?/, "").replace(/\.\d+/g, "[]")}`;
        const was = byField.get(key);
        const why = Array.isArray(m.schema.enum)
          ? `enum ${JSON.stringify(m.schema.enum).slice(0, 60)}`
          : typeof m.schema.pattern === "string"
            ? `pattern ${m.schema.pattern.slice(0, 50)}`
            : JSON.stringify({ ...m.schema, description: undefined }).slice(0, 80);
        byField.set(key, {
          n: (was?.n ?? 0) + 1,
          example: was?.example ?? `${JSON.stringify(m.value)} vs ${why}`,
        });
      }
    }
  }
  console.log(`${root}: ${envs} environments`);
  console.log(`seeded values violating their field's schema: ${misfits} of ${values}`);
  console.log(`fields with such values: ${byField.size}`);
  for (const [k, v] of [...byField].sort((a, b) => b[1].n - a[1].n).slice(0, all ? undefined : 25))
    console.log(`  ${String(v.n).padStart(4)}  ${k}: ${v.example}`);
}

/** Fields of a directory of docs whose description's head changes their kind (see header). */
async function countDescribedHeads(root: string): Promise<void> {
  const only = process.argv.includes("--only")
    ? process.argv[process.argv.indexOf("--only") + 1]
    : undefined;
  const files = specFiles(root);
  let fields = 0;
  const changed = new Map<string, string>();
  const tools = new Set<string>();
  const specs = new Set<string>();
  const pairs = new Map<string, number>();
  /** Other rules of vals70, counted as docs (and fields) they touch. */
  const other = new Map<string, { fields: number; docs: Set<string>; seen: string[] }>();
  const note = (rule: string, file: string, what: string): void => {
    const o = other.get(rule) ?? { fields: 0, docs: new Set<string>(), seen: [] };
    o.fields++;
    o.docs.add(file);
    if (o.seen.length < 14 && !o.seen.some((x) => x.startsWith(file)))
      o.seen.push(`${file.replace(`${root}/`, "")}: ${what}`);
    other.set(rule, o);
  };
  for (const file of files) {
    const doc = await ingestFile({ name: file, text: readFileSync(file, "utf8") });
    if (!doc.ok) continue;
    const domain = `${doc.value.title} ${doc.value.description}`.slice(0, 2000);
    const seen = new Set<string>();
    // vals71: lookup tables seeded as the doc's example list shows them.
    const model = buildModel(doc.value.tools);
    for (const ent of Object.values(model.entities)) {
      const rows = shownScheme(model, ent);
      if (!rows) continue;
      const label = (r: Record<string, unknown>) =>
        String(
          r.name ?? r.title ?? Object.entries(r).find(([k]) => k !== ent.idField)?.[1] ?? "",
        ).slice(0, 24);
      note("shown-scheme", file, `${ent.name}: ${rows.map(label).join(", ").slice(0, 100)}`);
    }
    const visit = (schema: unknown, tool: string, depth: number): void => {
      if (depth > 8 || typeof schema !== "object" || schema === null) return;
      const o = schema as Record<string, unknown>;
      for (const sub of ["items", "additionalProperties"]) visit(o[sub], tool, depth + 1);
      for (const sub of ["allOf", "anyOf", "oneOf"])
        if (Array.isArray(o[sub])) for (const x of o[sub] as unknown[]) visit(x, tool, depth + 1);
      const props = o.properties;
      if (typeof props !== "object" || props === null) return;
      const flat = (x: unknown) =>
        flatSchema(x as Record<string, unknown>) as Record<string, unknown>;
      const names = Object.keys(props as Record<string, unknown>);
      const snake = (k: string) => k.replace(/([a-z0-9])([A-Z])/g, "$1_$2").toLowerCase();
      for (const k of names) {
        const m = /^(.+?)_display_name$/.exec(snake(k));
        const code = m
          ? names.find((c) =>
              [m[1], `${m[1]}_type`, `${m[1]}_name`, `${m[1]}_type_name`].includes(snake(c)),
            )
          : undefined;
        if (code && !seen.has(`pair\u0000${k}\u0000${code}`)) {
          seen.add(`pair\u0000${k}\u0000${code}`);
          const c = flat((props as Record<string, unknown>)[code]);
          const fixed =
            Array.isArray(c.enum) || c.example !== undefined || Array.isArray(c.examples);
          note(fixed ? "display-name-from-code" : "code-from-display-name", file, `${code} ↔ ${k}`);
        }
      }
      const typeKey = names.find((k) => /^(error_)?(type|code|kind|category)$/.test(snake(k)));
      const textKey = names.find((k) =>
        /^(error_)?(message|reason|detail|details|description)$/.test(snake(k)),
      );
      if (typeKey && textKey) {
        const values = (flat((props as Record<string, unknown>)[typeKey]).enum ?? []) as unknown[];
        if (
          values.some(
            (v) =>
              typeof v === "string" &&
              /(^|[_\s.-])(error|fail\w*|fault|invalid\w*|denied|exception)($|[_\s.-])/i.test(v),
          ) &&
          !seen.has(`err\u0000${typeKey}\u0000${textKey}`)
        ) {
          seen.add(`err\u0000${typeKey}\u0000${textKey}`);
          note(
            "error-message-of-type",
            file,
            `${typeKey} ${JSON.stringify(values.slice(0, 3))} + ${textKey}`,
          );
        }
      }
      for (const [name, s] of Object.entries(props as Record<string, unknown>)) {
        visit(s, tool, depth + 1);
        if (typeof s !== "object" || s === null) continue;
        const schemaOf = s as Record<string, unknown>;
        const pat = flat(s).pattern;
        const named =
          typeof pat === "string"
            ? /arn:aws[^:]*:([a-z0-9-]+):/.exec(pat.replace(/\\-/g, "-"))?.[1]
            : undefined;
        if (
          named &&
          OTHER_ARN_SERVICES.test(named) &&
          !file.includes(`/${named}.`) &&
          !seen.has(`arn\u0000${name}`)
        ) {
          seen.add(`arn\u0000${name}`);
          note(`arn-of-${named}`, file, `${name} ${String(pat).slice(0, 60)}`);
        }
        if (typeof schemaOf.description !== "string") continue;
        if (
          !seen.has(`errdesc\u0000${name}\u0000${schemaOf.description}`) &&
          semanticKind({ name, schema: flat(s) }, domain) === "text:error" &&
          semanticKindByName({ name, schema: { ...flat(s), description: "" } }, domain) !==
            "text:error"
        ) {
          seen.add(`errdesc\u0000${name}\u0000${schemaOf.description}`);
          note("error-text-by-description", file, `${name}: ${schemaOf.description.slice(0, 70)}`);
        }
        const key = `${name}\u0000${schemaOf.description}`;
        if (seen.has(key)) continue;
        seen.add(key);
        fields++;
        const req = { name, schema: schemaOf };
        const before = semanticKindByName(req, domain) ?? "-";
        const after = semanticKind(req, domain) ?? "-";
        if (before === after || (only && after !== only)) continue;
        changed.set(
          `${file}\u0000${key}`,
          `${before} → ${after}  ${name}: ${JSON.stringify(schemaOf.description.slice(0, 90))} (${file.replace(`${root}/`, "")} ${tool})`,
        );
        tools.add(`${file}\u0000${tool}`);
        specs.add(file);
        pairs.set(`${before} → ${after}`, (pairs.get(`${before} → ${after}`) ?? 0) + 1);
      }
    };
    for (const t of doc.value.tools) {
      visit(t.inputSchema, t.name, 0);
      visit(t.outputSchema, t.name, 0);
    }
    const worlds = environmentWorlds(domain);
    if (SECURITY_WORDS.test(domain)) note("security-alert-names", file, doc.value.title);
    const purpose = /\bfor-([a-z]{4,14})\b/.exec(doc.value.name)?.[1];
    if (purpose && doc.value.tools.some((t) => /model/i.test(t.name)))
      note("own-model-names", file, `${doc.value.name}: ${purpose}`);
    if (
      worlds.has("cloud") &&
      !worlds.has("ml") &&
      doc.value.tools.some((t) => /model/i.test(t.name))
    )
      note("no-ml-model-names", file, doc.value.title);
  }
  for (const [rule, o] of other) {
    console.log(`${rule}: ${o.fields} fields/objects in ${o.docs.size} docs`);
    for (const x of o.seen) console.log(`    ${x}`);
  }
  console.log(
    `${root}: ${files.length} docs, ${fields} described fields; the description's head changes the kind of ${changed.size} fields in ${tools.size} tools of ${specs.size} docs`,
  );
  for (const [p, n] of [...pairs].sort((a, b) => b[1] - a[1]))
    console.log(`  ${String(n).padStart(5)}  ${p}`);
  const lines = [...changed.values()];
  for (const l of all
    ? lines
    : lines.filter((_, i) => i % Math.max(1, Math.floor(lines.length / 40)) === 0))
    console.log(`  ${l}`);
}

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
  | "default-bounds"
  | "display-mismatch"
  | "ok-beside-error"
  | "arn-regions"
  | "kms-not-key";
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
  "display-mismatch",
  "ok-beside-error",
  "arn-regions",
  "kms-not-key",
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
    // vals70: a KMS key's ARN names a key or an alias, never `model/fraud-detector`.
    if (/^arn:aws[a-z-]*:kms:[^:]*:\d*:/.test(v) && !/:(key|alias)\//.test(v)) return "kms-not-key";
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
    // vals70: a display name and its code say one thing; an error's message is no "OK".
    for (const [k, shown] of Object.entries(o)) {
      const m = /^(.+?)_display_name$/.exec(snake(k));
      const code = m
        ? Object.keys(o).find((c) => [m[1], `${m[1]}_type`, `${m[1]}_name`].includes(snake(c)))
        : undefined;
      const cv = code ? o[code] : undefined;
      if (
        typeof shown === "string" &&
        typeof cv === "string" &&
        !/[/:\s]/.test(cv) &&
        wordsAsCode(shown, cv) !== cv &&
        codeAsWords(cv) !== shown
      ) {
        into.add("display-mismatch");
        found.set(`display-mismatch\u0000${k}\u0000${shown}|${cv}`, {
          kind: "display-mismatch",
          key: `${code} ↔ ${k}`,
          value: `${cv} ↔ ${shown}`,
          place,
        });
      }
    }
    const typeKey = Object.keys(o).find(
      (k) =>
        /^(error_)?(type|code)$/.test(snake(k)) &&
        typeof o[k] === "string" &&
        /error|fail|fault|invalid|denied|exception/i.test(o[k] as string),
    );
    const okKey = Object.keys(o).find(
      (k) =>
        /^(error_)?(message|reason|details?)$/.test(snake(k)) &&
        typeof o[k] === "string" &&
        /^(ok|success(ful)?|succeeded|done)\.?$|: ok$/i.test((o[k] as string).trim()),
    );
    if (typeKey && okKey) {
      into.add("ok-beside-error");
      found.set(`ok-beside-error\u0000${okKey}\u0000${o[typeKey]}`, {
        kind: "ok-beside-error",
        key: `${okKey} + ${typeKey}`,
        value: `${o[okKey]} + ${o[typeKey]}`,
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

/** vals70: the regions and accounts a state's or a result's own-service ARNs are in (IAM's have none). */
const arnHomes = (v: unknown, place: string, into: Set<Kind>): void => {
  const homes = new Set(
    [
      ...JSON.stringify(v).matchAll(
        /arn:aws[a-z-]*:(?!iam:|s3:)[a-z0-9-]+:([a-z0-9-]+):(\d{12}):/g,
      ),
    ].map((m) => `${m[1]} ${m[2]}`),
  );
  if (homes.size < 2) return;
  into.add("arn-regions");
  found.set(`arn-regions\u0000${place}\u0000${[...homes].join(",")}`, {
    kind: "arn-regions",
    key: "ARNs",
    value: [...homes].join(" | "),
    place,
  });
};
const bundles = runBundles(dir);
for (const b of bundles) {
  walk(b.initialState, "", "state", new Set());
  arnHomes(b.initialState, `state ${b.name}`, new Set());
}
const specs = new Map<string, ToolSpec>();
for (const b of bundles) for (const t of b.tools as ToolSpec[]) specs.set(t.name, t);

const args: Finding[] = [];
const perConversation = new Map<Kind, number>(KINDS.map((k) => [k, 0]));
for (const task of runLines(dir, "tasks.jsonl")) {
  for (const env of task.envs ?? []) {
    walk(env.initialState, "", "state", new Set());
    arnHomes(env.initialState, `task state ${task.id ?? ""}`, new Set());
  }
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
      const parsed = JSON.parse(m.content);
      walk(parsed, "", `result ${m.name ?? ""}`, seen);
      arnHomes(parsed, `result ${m.name ?? ""}`, seen);
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
