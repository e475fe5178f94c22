import { readdir, stat } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  LLM_FLAG_OPTIONS,
  LLM_FLAG_USAGE,
  llmFromFlags,
} from "../../adapters/node/llm-from-flags.js";
import { createStagePool } from "../../adapters/node/stage-pool.js";
import { SafeNameMap, safeName } from "../../core/domain/safe-name.js";
import { type EnvFactoryError, formatError } from "../../core/errors.js";
import { DEFAULT_MAX_BYTES } from "../../core/ingest/index.js";
import { type ModelHooks, modelHooks, modelReport } from "../../core/llm/model-hooks.js";
import {
  buildEnvironments,
  createDefaultStages,
  ingestStage,
  withModel,
} from "../../core/pipeline/index.js";
import type { ProgressEvent } from "../../core/progress.js";
import { createDiscardStore } from "../../core/store/discard-store.js";
import { type CliCommand, type CliIo, orFail, UsageError } from "../io.js";
import { openOwnedFolder } from "../owned-folder.js";
import { ProgressBar } from "../progress-bar.js";
import { readTextCapped } from "../run-dir.js";

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

const USAGE = `Usage: envfactory build <doc...> [--out DIR] [--seed N] [--json]

Reads tool docs (files, or directories searched recursively for .json/.yaml/.jsonl/.md), builds one
environment per document with the heuristic generator, verifies it, and writes
DIR/<env>.envbundle.json and DIR/<env>.verify.json (DIR defaults to ./out/envs).

  --out DIR   output directory (default out/envs)
  --seed N    generation and verification seed (default 1)
  --json      print one JSON document on stdout (progress goes to stderr)
  --force     write into a non-empty DIR envfactory did not make (its files are kept)
  --jobs N    documents built and verified at once, each on its own worker thread (default: cores,
              at most 4; 1 = on the main thread). Output is the same for any N
  --doc-timeout S  longest build, and longest verify, of one document in seconds (default 900;
              0 = none): a document past it fails with an error naming it and the others go on
              (with --jobs > 1 its worker is terminated; on the main thread it stops at the next
              tool)
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

    const jobs =
      values.jobs === undefined ? Math.min(4, availableParallelism()) : Number(values.jobs);
    if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError("--jobs must be an integer ≥ 1");

    const docTimeoutS = values["doc-timeout"] === undefined ? 900 : Number(values["doc-timeout"]);
    if (!Number.isFinite(docTimeoutS) || docTimeoutS < 0)
      throw new UsageError("--doc-timeout must be a number of seconds ≥ 0");

    const read = await readDocFiles(positionals, io.cwd);
    // One pipeline: the same ingest, build and verify stages as `run` and the app. Nothing is
    // resumed here (the store keeps nothing); `run --out` keeps a store.
    const modelRounds: Record<string, unknown> = {};
    const bar = new ProgressBar({ write: log, isTty: io.isTty });
    const bigDocs = new Set<string>();
    const base = createDefaultStages();
    const pool = !hooks && jobs > 1 && read.files.length > 1 ? createStagePool(jobs) : undefined;
    const stages = hooks
      ? withModel(base, hooks, {
          envgen: true,
          rounds,
          scenarios: values["llm-scenarios"] === true,
          seed,
          onEnvgen: (doc, o) => {
            modelRounds[doc.name] = { winner: o.generator, rounds: o.rounds };
          },
        })
      : pool
        ? pool.stages(base)
        : base;
    const ctx = {
      store: createDiscardStore(),
      stages,
      concurrency: pool?.size ?? 1,
      ...(docTimeoutS > 0 ? { docTimeoutMs: docTimeoutS * 1000 } : {}),
      ...(io.signal ? { signal: io.signal } : {}),
      onItemProgress: itemProgress(bigDocs, bar, io.isTty, log),
    };
    let ingested: Awaited<ReturnType<typeof ingestStage>>;
    let built: Awaited<ReturnType<typeof buildEnvironments>> | undefined;
    try {
      ingested = await ingestStage(read.files, {}, ctx);
      if (ingested) {
        for (const doc of ingested.ingested.docs) {
          log(`building ${doc.name} (${doc.tools.length} tools from ${doc.file})\n`);
          if (doc.tools.length >= BIG_DOC_TOOLS) bigDocs.add(doc.name);
        }
        built = await buildEnvironments(ingested.ingested.docs, { seed }, ctx);
        bar.finish();
      }
    } finally {
      await pool?.dispose();
    }
    if (!ingested || !built || built.status === "aborted") {
      io.stderr("envfactory build: stopped\n");
      return 130;
    }
    const docs = ingested.ingested.docs;
    const failures = [...read.failures, ...ingested.ingested.failures];
    for (const f of failures) log(`skip ${f.file}: ${formatError(f.error)}\n`);

    // Env names come from documents: the one sanitiser makes them file names.
    const fileNames = new SafeNameMap((raw) => safeName(raw, { fallback: "env" }));
    const envs: {
      name: string;
      bundle: string | null;
      ingested: number;
      kept: number;
      verified: number;
      errors: string[];
    }[] = [];
    for (const [i, doc] of docs.entries()) {
      const at = built.docIndex?.indexOf(i) ?? -1;
      const bundle = at >= 0 ? built.bundles[at] : undefined;
      const report = at >= 0 ? built.verifyReports[at] : undefined;
      const failed = built.failures.find((f) => f.where === doc.file);
      let path: string | null = null;
      if (bundle && report) {
        const stem = fileNames.fresh(doc.name);
        [path] = orFail(
          await folder.write({
            [`${stem}.envbundle.json`]: `${JSON.stringify(bundle, null, 2)}\n`,
            [`${stem}.verify.json`]: `${JSON.stringify(report, null, 2)}\n`,
          }),
        );
        path = path ?? null;
      }
      const errors = report
        ? [
            ...report.tools.filter((t) => !t.kept).map((t) => `${t.tool}: ${t.reason ?? "failed"}`),
            ...report.env.filter((x) => !x.passed).map((c) => `env ${c.name}: ${c.detail}`),
          ]
        : [failed ? formatError(failed.error) : "no tools in this document"];
      envs.push({
        name: doc.name,
        bundle: path === null ? null : relative(io.cwd, path) || path,
        ingested: doc.tools.length,
        kept: report?.summary.kept ?? 0,
        verified: report?.summary.verified ?? 0,
        errors,
      });
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
      jobs: { type: "string" },
      "doc-timeout": { type: "string" },
      ...LLM_FLAG_OPTIONS,
    },
  });
}

/**
 * Progress inside one document's envgen and verify: a redrawn bar on a terminal; elsewhere, for
 * documents big enough to take a while, a line every ten seconds so a log shows it is alive.
 * (Stages on worker threads, `--jobs` > 1, report only per document.)
 */
function itemProgress(
  bigDocs: ReadonlySet<string>,
  bar: ProgressBar,
  isTty: boolean,
  log: (text: string) => void,
): (e: ProgressEvent) => void {
  let lastLine = Date.now();
  return (e) => {
    const doc = e.stage.slice(e.stage.indexOf(" ") + 1);
    if (!isTty && !bigDocs.has(doc)) return;
    bar.update(e);
    const done = e.total !== undefined && e.done >= e.total;
    if (!isTty && !done && Date.now() - lastLine >= 10_000) {
      lastLine = Date.now();
      log(`${bar.line(e)}\n`);
    }
  };
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
