import { readdir, stat } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  LLM_FLAG_OPTIONS,
  LLM_FLAG_USAGE,
  llmFromFlags,
} from "../../adapters/node/llm-from-flags.js";
import { SafeNameMap, safeName } from "../../core/domain/safe-name.js";
import { generateHeuristicBundle } from "../../core/envgen/index.js";
import { extractToolsFromProse, generateLlmBundle } from "../../core/envgen/llm-envgen.js";
import { type EnvFactoryError, formatError } from "../../core/errors.js";
import { DEFAULT_MAX_BYTES, type IngestedDoc, ingestFiles } from "../../core/ingest/index.js";
import { type ModelHooks, modelHooks, modelReport } from "../../core/llm/model-hooks.js";
import type { ProgressEvent } from "../../core/progress.js";
import { createInProcessSandbox, type Sandbox } from "../../core/sandbox/index.js";
import type { EnvBundle, VerifyReport } from "../../core/schema/index.js";
import { verifyBundle } from "../../core/verify/index.js";
import { type CliCommand, type CliIo, orFail, UsageError } from "../io.js";
import { openOwnedFolder } from "../owned-folder.js";
import { ProgressBar } from "../progress-bar.js";
import { readTextCapped } from "../run-dir.js";

type OnProgress = (event: ProgressEvent) => void;

/** Off a terminal, documents with at least this many tools report progress in the log. */
const BIG_DOC_TOOLS = 200;

/** Extensions `build` reads when walking a directory; anything else is skipped. */
const DOC_EXT = /\.(json|jsonl|ndjson|ya?ml|md|markdown|txt)$/i;

/** Read the given files, and every doc file under the given directories (recursively, sorted). */
export async function readDocFiles(
  paths: string[],
  cwd: string,
): Promise<{
  files: { name: string; text: string }[];
  failures: { file: string; error: EnvFactoryError }[];
}> {
  const files: { name: string; text: string }[] = [];
  const failures: { file: string; error: EnvFactoryError }[] = [];
  const visit = async (path: string, explicit: boolean): Promise<void> => {
    const abs = resolve(cwd, path);
    let info: Awaited<ReturnType<typeof stat>>;
    try {
      info = await stat(abs);
    } catch (e) {
      failures.push({
        file: path,
        error: { code: "io/read-failed", message: String((e as Error).message), where: path },
      });
      return;
    }
    if (info.isDirectory()) {
      const entries = (await readdir(abs)).filter((e) => !e.startsWith(".")).sort();
      for (const entry of entries) await visit(join(path, entry), false);
      return;
    }
    if (!explicit && !DOC_EXT.test(path)) return;
    if (!explicit && /\.(envbundle|verify)\.json$/.test(path)) return;
    const text = await readTextCapped(abs, DEFAULT_MAX_BYTES, path);
    if (text.ok) files.push({ name: path, text: text.value });
    else failures.push({ file: path, error: text.error });
  };
  for (const p of paths) await visit(p, true);
  return { files, failures };
}

/** What building one ingested document produced. */
export interface BuiltEnv {
  name: string;
  doc: IngestedDoc;
  bundle?: EnvBundle;
  report?: VerifyReport;
  errors: string[];
}

/** Generate (heuristic) and verify one environment; problems become `errors`, never throws for data. */
export async function buildEnv(
  doc: IngestedDoc,
  options: { seed: number; sandbox: Sandbox; signal?: AbortSignal; onProgress?: OnProgress },
): Promise<BuiltEnv> {
  const progress = options.onProgress ? { onProgress: options.onProgress } : {};
  const generated = await generateHeuristicBundle(doc, { seed: options.seed, ...progress });
  if (!generated.ok) return { name: doc.name, doc, errors: [formatError(generated.error)] };
  const { bundle, report } = await verifyBundle(generated.value, {
    seed: options.seed,
    sandbox: options.sandbox,
    ...(options.signal ? { signal: options.signal } : {}),
    ...progress,
  });
  const errors = report.tools
    .filter((t) => !t.kept)
    .map((t) => `${t.tool}: ${t.reason ?? "failed"}`);
  for (const c of report.env.filter((x) => !x.passed)) errors.push(`env ${c.name}: ${c.detail}`);
  return { name: doc.name, doc, bundle, report, errors };
}

const USAGE = `Usage: envfactory build <doc...> [--out DIR] [--seed N] [--json]

Reads tool docs (files, or directories searched recursively for .json/.yaml/.jsonl/.md), builds one
environment per document with the heuristic generator, verifies it, and writes
DIR/<env>.envbundle.json and DIR/<env>.verify.json (DIR defaults to ./out/envs).

  --out DIR   output directory (default out/envs)
  --seed N    generation and verification seed (default 1)
  --json      print one JSON document on stdout (progress goes to stderr)
  --force     write into a non-empty DIR envfactory did not make (its files are kept)
  --llm-rounds K  with a model: revision rounds per environment (default 2)
  --llm-scenarios with a model: it also proposes scenario tests, run in the sandbox

${LLM_FLAG_USAGE}
With a model, prose docs are read into tools and the model rewrites each environment with its
business rules; verification failures go back to it for revision, and the version verifying the
most tools wins (the heuristic one when the model's does not verify as well). DIR/model-report.json
records every round.

Exit 0 when at least one environment was built with at least one verified tool.`;

export const command: CliCommand = {
  summary: "build verified environment bundles from tool docs (no model needed)",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parse(argv);
    if (positionals.length === 0) throw new UsageError("give at least one doc file or directory");
    const seed = values.seed === undefined ? 1 : Number(values.seed);
    if (!Number.isInteger(seed))
      throw new UsageError(`--seed must be an integer, got '${values.seed}'`);
    const outDir = resolve(io.cwd, values.out ?? join("out", "envs"));
    const json = values.json === true;
    const log = (t: string) => io.stderr(t);

    const model = llmFromFlags(values, io.env, outDir);
    if (model && "error" in model) throw new UsageError(model.error);
    // The folder is claimed first: the model's response cache lives in it.
    const folder = orFail(await openOwnedFolder(outDir, { force: values.force === true }));
    if (model && values["llm-cache"] === undefined) orFail(await folder.claimDir("llm-cache"));
    const hooks: ModelHooks | undefined = model ? modelHooks(model.client) : undefined;
    if (model) log(`using model ${model.describe}\n`);
    const rounds = values["llm-rounds"] === undefined ? 2 : Number(values["llm-rounds"]);
    if (!Number.isInteger(rounds) || rounds < 0)
      throw new UsageError("--llm-rounds must be a non-negative integer");

    const read = await readDocFiles(positionals, io.cwd);
    const ingested = await ingestFiles(read.files, { ...(io.signal ? { signal: io.signal } : {}) });
    if (hooks) {
      // Prose only a model can read: turn it into tools, then build it like any other doc.
      const still: typeof ingested.failures = [];
      for (const f of ingested.failures) {
        const file =
          f.error.code === "ingest/needs-model"
            ? read.files.find((x) => x.name === f.file)
            : undefined;
        const got = file
          ? await extractToolsFromProse(file, hooks.llm, { seed, log: hooks.log })
          : undefined;
        if (got?.ok) ingested.docs.push(got.value);
        else still.push(got && !got.ok ? { file: f.file, error: got.error } : f);
      }
      ingested.failures = still;
    }
    const failures = [...read.failures, ...ingested.failures];
    for (const f of failures) log(`skip ${f.file}: ${formatError(f.error)}\n`);

    // Env names come from documents: the one sanitiser makes them file names.
    const fileNames = new SafeNameMap((raw) => safeName(raw, { fallback: "env" }));
    const sandbox = createInProcessSandbox();
    const envs: {
      name: string;
      bundle: string | null;
      ingested: number;
      kept: number;
      verified: number;
      errors: string[];
    }[] = [];
    const modelRounds: Record<string, unknown> = {};
    const bar = new ProgressBar({ write: log, isTty: io.isTty });
    try {
      for (const doc of ingested.docs) {
        log(`building ${doc.name} (${doc.tools.length} tools from ${doc.file})\n`);
        const onProgress = progressFor(doc.name, doc.tools.length, bar, io.isTty, log);
        let built: BuiltEnv;
        try {
          built = hooks
            ? await buildWithModel(
                doc,
                hooks,
                { seed, sandbox, rounds, scenarios: values["llm-scenarios"] === true },
                modelRounds,
              )
            : await buildEnv(doc, {
                seed,
                sandbox,
                ...(onProgress ? { onProgress } : {}),
                ...(io.signal ? { signal: io.signal } : {}),
              });
        } catch (e) {
          // One document that breaks the sandbox fails alone; the others are still built.
          if (io.signal?.aborted) throw e;
          const why = e instanceof Error ? e.message : String(e);
          built = { name: doc.name, doc, errors: [`verify/failed at ${doc.file}: ${why}`] };
        }
        bar.finish();
        let path: string | null = null;
        if (built.bundle && built.report) {
          const stem = fileNames.fresh(doc.name);
          [path] = orFail(
            await folder.write({
              [`${stem}.envbundle.json`]: `${JSON.stringify(built.bundle, null, 2)}\n`,
              [`${stem}.verify.json`]: `${JSON.stringify(built.report, null, 2)}\n`,
            }),
          );
          path = path ?? null;
        }
        envs.push({
          name: doc.name,
          bundle: path === null ? null : relative(io.cwd, path) || path,
          ingested: doc.tools.length,
          kept: built.report?.summary.kept ?? 0,
          verified: built.report?.summary.verified ?? 0,
          errors: built.errors,
        });
      }
    } finally {
      await sandbox.dispose();
    }
    if (hooks) {
      orFail(
        await folder.write({
          "model-report.json": `${JSON.stringify({ ...modelReport(hooks), environments: modelRounds }, null, 2)}\n`,
        }),
      );
    }
    const totals = {
      ingested: envs.reduce((n, e) => n + e.ingested, 0),
      kept: envs.reduce((n, e) => n + e.kept, 0),
      verified: envs.reduce((n, e) => n + e.verified, 0),
    };
    if (json) {
      io.stdout(
        `${JSON.stringify({ envs, totals, failures: failures.map((f) => ({ file: f.file, error: formatError(f.error) })) })}\n`,
      );
    } else {
      io.stdout(summaryTable(envs, totals));
      for (const e of envs) for (const err of e.errors) io.stdout(`  ${e.name}: ${err}\n`);
      for (const f of failures) io.stdout(`  failed ${f.file}: ${formatError(f.error)}\n`);
    }
    return envs.some((e) => e.bundle !== null && e.verified > 0) ? 0 : 1;
  },
};

/**
 * Progress of one document's envgen and verify: a redrawn bar on a terminal; elsewhere, for
 * documents big enough to take a while, a line every ten seconds so a log shows it is alive.
 */
function progressFor(
  name: string,
  tools: number,
  bar: ProgressBar,
  isTty: boolean,
  log: (text: string) => void,
): OnProgress | undefined {
  if (!isTty && tools < BIG_DOC_TOOLS) return undefined;
  let lastLine = Date.now();
  return (e) => {
    const event = { ...e, stage: `${e.stage} ${name}` };
    bar.update(event);
    const done = event.total !== undefined && event.done >= event.total;
    if (!isTty && !done && Date.now() - lastLine >= 10_000) {
      lastLine = Date.now();
      log(`${bar.line(event)}\n`);
    }
  };
}

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      out: { type: "string" },
      seed: { type: "string" },
      json: { type: "boolean" },
      force: { type: "boolean" },
      "llm-rounds": { type: "string" },
      "llm-scenarios": { type: "boolean" },
      ...LLM_FLAG_OPTIONS,
    },
  });
}

/** envgen/llm for one doc; falls back to the heuristic bundle inside generateLlmBundle. */
async function buildWithModel(
  doc: IngestedDoc,
  hooks: ModelHooks,
  o: { seed: number; sandbox: Sandbox; rounds: number; scenarios: boolean },
  record: Record<string, unknown>,
): Promise<BuiltEnv> {
  const made = await generateLlmBundle(doc, {
    llm: hooks.llm,
    seed: o.seed,
    rounds: o.rounds,
    scenarios: o.scenarios,
    log: hooks.log,
    sandbox: o.sandbox,
  });
  if (!made.ok) return { name: doc.name, doc, errors: [formatError(made.error)] };
  const { bundle, report, generator, rounds } = made.value;
  record[doc.name] = { winner: generator, rounds };
  const errors = report.tools
    .filter((t) => !t.kept)
    .map((t) => `${t.tool}: ${t.reason ?? "failed"}`);
  for (const c of report.env.filter((x) => !x.passed)) errors.push(`env ${c.name}: ${c.detail}`);
  return { name: doc.name, doc, bundle, report, errors };
}

function summaryTable(
  envs: { name: string; bundle: string | null; ingested: number; kept: number; verified: number }[],
  totals: { ingested: number; kept: number; verified: number },
): string {
  const width = Math.max(11, ...envs.map((e) => e.name.length));
  const row = (
    name: string,
    a: number | string,
    b: number | string,
    c: number | string,
    file: string,
  ) =>
    `${name.padEnd(width)}  ${String(a).padStart(8)}  ${String(b).padStart(5)}  ${String(c).padStart(8)}  ${file}\n`;
  let out = row("environment", "ingested", "kept", "verified", "bundle");
  for (const e of envs)
    out += row(e.name, e.ingested, e.kept, e.verified, e.bundle ?? "(not built)");
  out += row("total", totals.ingested, totals.kept, totals.verified, "");
  return out;
}
