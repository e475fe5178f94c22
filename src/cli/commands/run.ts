import { readdir, readFile, rm } from "node:fs/promises";
import { availableParallelism } from "node:os";
import { basename, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createFileSink } from "../../adapters/node/file-sink.js";
import { createFsStore, fileNameOf } from "../../adapters/node/fs-store.js";
import { generatorBuild } from "../../adapters/node/generator-build.js";
import {
  LLM_FLAG_OPTIONS,
  LLM_FLAG_USAGE,
  llmFromFlags,
} from "../../adapters/node/llm-from-flags.js";
import { MEM_TRACE_ENV, startMemTrace, traceStage } from "../../adapters/node/mem-trace.js";
import { createStagePool, planThreadsFor } from "../../adapters/node/stage-pool.js";
import { formatError } from "../../core/errors.js";
import { createRunArchiveWriter, EXPORT_FORMATS } from "../../core/export/index.js";
import { DEFAULT_MAX_BYTES } from "../../core/ingest/index.js";
import { modelHooks, modelReport } from "../../core/llm/model-hooks.js";
import {
  createDefaultStages,
  type PipelineStages,
  type RunResult,
  runFileEntries,
  runPipeline,
  shortfallNote,
  type TurnMode,
  withModel,
} from "../../core/pipeline/index.js";
import type { CliCommand, CliIo } from "../io.js";
import { orFail, UsageError } from "../io.js";
import { type FileContent, openOwnedFolder, relPathProblem } from "../owned-folder.js";
import { ProgressBar } from "../progress-bar.js";
import { isDirectory, readTextCapped } from "../run-dir.js";

const USAGE = `Usage: envfactory run <doc|dir>... --out DIR [options]

Ingest tool docs, build and verify environments, build the tool graph, synthesise tasks and
trajectories, and export every format. No model and no network needed.

Options:
  --out DIR                     where everything goes (required); re-running with the same DIR resumes
                                (stages an earlier envfactory build stored are redone) and replaces
                                only files envfactory wrote there (listed in DIR/.envfactory-out.json)
  --force                       use a non-empty DIR envfactory did not make (its files are kept)
  --count N                     tasks/trajectories wanted (default 40); when the environments hold
                                fewer distinct tasks, the run stops short and says how many it made
  --seed S                      seed for everything (default 1)
  --turns single|multi|mixed    conversation shape (default mixed)
  --test-share S                share of environments whose tasks are the test split (default 0.1)
  --max-tool-result-chars N     cap tool results in exports (default: no cap; a cap is recorded)
  --template FILE               chat template (jinja) for chat-text instead of Qwen3's
  --verl-per-turn               also write verl rows per user turn
  --jobs N                      worker threads: documents built and verified at once, then
                                from 3 on the sampled plans' tasks built, checked and replayed
                                on N - 1 of them while the main thread samples the plans (up to
                                2: synthesis on the main thread alone, one sandbox per
                                environment instead of two; default: cores, at most 4; 1 = all
                                on the main thread). Output is the same for any N
  --idle-sandboxes N            most idle sandbox instances each thread keeps during synthesis
                                (default: one per environment; ~1 MB each). Fewer use less memory
                                and take longer; output is the same for any N
  --json                        print one JSON document on stdout (no progress)
  --quiet                       no progress, only errors
  --llm-envgen                  with a model: also let it rewrite environments (verified; slower)
  --llm-rounds K                revision rounds per environment with --llm-envgen (default 2)
  --llm-cache-in-archive        put the model response cache into run.zip, so whoever imports the
                                run can replay it offline (with --llm-offline-cache)

${LLM_FLAG_USAGE}
With a model, prose docs are read into tools, requests/user replies/answers are model-written
(and re-checked; failures fall back to the offline words), and DIR/model-report.json counts how
often the model's output was kept and why it was not.

A directory argument reads the files listed in its index.json, or else every file in it
(except *.envbundle.json). Prose docs (.md/.txt) need a model (--llm-*); without one they are
skipped with a note.

Writes DIR/envs/*.envbundle.json, DIR/envs/*.verify.json, DIR/graph.json, DIR/tasks.jsonl,
DIR/trajectories.jsonl, DIR/exports/* (${EXPORT_FORMATS.join(", ")}), DIR/run.zip,
DIR/REPORT.md and DIR/report.json. Artifacts are kept in DIR/.store as they finish.`;

function intOption(value: string | undefined, name: string, fallback: number, min: number): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min)
    throw new UsageError(`--${name} must be an integer ≥ ${min}`);
  return n;
}

/** Tool docs named on the command line; directories expand to their listed (or all) files. */
async function collectInputs(
  paths: string[],
  cwd: string,
): Promise<{ path: string; name: string }[]> {
  const out: string[] = [];
  for (const p of paths) {
    const abs = resolve(cwd, p);
    if (!(await isDirectory(abs))) {
      out.push(abs);
      continue;
    }
    let listed: string[] | undefined;
    try {
      const index = JSON.parse(await readFile(join(abs, "index.json"), "utf8")) as {
        examples?: (string | { file: string })[];
      };
      // An index.json may only name files inside its own folder.
      listed = index.examples
        ?.map((e) => (typeof e === "string" ? e : e?.file))
        .filter((f): f is string => typeof f === "string" && relPathProblem(f) === undefined);
    } catch {
      listed = undefined;
    }
    const names =
      listed ??
      (await readdir(abs, { withFileTypes: true }))
        .filter((e) => e.isFile() && !e.name.startsWith("."))
        .map((e) => e.name)
        .filter((n) => n !== "index.json" && !n.endsWith(".envbundle.json"));
    for (const n of [...names].sort()) out.push(join(abs, n));
  }
  const seen = new Map<string, number>();
  for (const p of out) seen.set(basename(p), (seen.get(basename(p)) ?? 0) + 1);
  return out.map((p) => ({
    path: p,
    name: (seen.get(basename(p)) ?? 0) > 1 ? relative(cwd, p) : basename(p),
  }));
}

/**
 * The response cache as archive entries, laid out so that importing the archive into DIR puts
 * them where `run --out DIR` looks for its cache (DIR/llm-cache/llm-cache/…).
 */
async function cacheArchiveFiles(cacheDir: string): Promise<Record<string, Uint8Array>> {
  const store = createFsStore(cacheDir);
  const files: Record<string, Uint8Array> = {};
  for (const id of await store.list("llm-cache")) {
    const json = await store.get("llm-cache", id);
    if (json !== undefined)
      files[`llm-cache/llm-cache/${fileNameOf(id)}`] = new TextEncoder().encode(json);
  }
  return files;
}

function summary(result: RunResult, out: string, cwd: string, hasModel: boolean): string {
  const rel = (p: string) => relative(cwd, join(out, p)) || ".";
  const r = result.report;
  const lines = [""];
  if (r) {
    lines.push(
      `Built ${r.environments.length} environments (${r.verification.toolsVerified}/${r.verification.toolsIngested} tools verified), ` +
        `${r.dataset.tasks} tasks and ${r.dataset.trajectories} trajectories (${r.dataset.multiTurn} multi-turn).`,
    );
    const short = shortfallNote(r);
    if (short) lines.push(`  note: ${short}`);
  }
  for (const f of result.failures)
    lines.push(
      `  note: [${f.stage}] ${f.where}: ${f.error.code === "ingest/needs-model" && !hasModel ? "prose needs a model — skipped" : formatError(f.error)}`,
    );
  lines.push(
    "",
    `  report          ${rel("REPORT.md")}  (and report.json)`,
    `  environments    ${rel("envs")}/*.envbundle.json`,
    `  tool graph      ${rel("graph.json")}`,
    `  tasks           ${rel("tasks.jsonl")}`,
    `  trajectories    ${rel("trajectories.jsonl")}`,
    `  exports         ${rel("exports")}/ (openai, trl, sharegpt, alpaca, chat-text, verl parquet)`,
    `  whole run       ${rel("run.zip")}  (envfactory import ${rel("run.zip")} --out DIR)`,
    "",
    "Open the web app: npm run build && npm run preview   (then load the examples, or import any out/envs/*.envbundle.json)",
    "",
  );
  return lines.join("\n");
}

export const command: CliCommand = {
  summary: "one command: docs → environments → graph → tasks/trajectories → every export",
  usage: USAGE,
  async run(argv: string[], io: CliIo): Promise<number> {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        out: { type: "string" },
        count: { type: "string" },
        seed: { type: "string" },
        turns: { type: "string" },
        "test-share": { type: "string" },
        "max-tool-result-chars": { type: "string" },
        template: { type: "string" },
        "verl-per-turn": { type: "boolean" },
        jobs: { type: "string" },
        "idle-sandboxes": { type: "string" },
        json: { type: "boolean" },
        quiet: { type: "boolean" },
        "llm-envgen": { type: "boolean" },
        "llm-rounds": { type: "string" },
        "llm-cache-in-archive": { type: "boolean" },
        force: { type: "boolean" },
        ...LLM_FLAG_OPTIONS,
      },
    });
    if (positionals.length === 0) throw new UsageError("name at least one tool doc or directory");
    if (!values.out) throw new UsageError("--out DIR is required");
    const turns = (values.turns ?? "mixed") as TurnMode;
    if (!["single", "multi", "mixed"].includes(turns))
      throw new UsageError("--turns must be single, multi or mixed");
    const count = intOption(values.count, "count", 40, 1);
    const testShare = values["test-share"] === undefined ? undefined : Number(values["test-share"]);
    if (testShare !== undefined && !(testShare >= 0 && testShare < 1))
      throw new UsageError("--test-share must be a number from 0 to below 1");
    const seed = intOption(values.seed, "seed", 1, 0);
    const cap = values["max-tool-result-chars"];
    const jobs = intOption(values.jobs, "jobs", Math.min(4, availableParallelism()), 1);
    const out = resolve(io.cwd, values.out);

    const inputs = await collectInputs(positionals, io.cwd);
    const files: { name: string; text: string }[] = [];
    for (const i of inputs) {
      const text = await readTextCapped(i.path, DEFAULT_MAX_BYTES, i.name);
      if (!text.ok) {
        io.stderr(`envfactory run: cannot read ${i.path}: ${formatError(text.error)}\n`);
        return 1;
      }
      files.push({ name: i.name, text: text.value });
    }
    let chatTemplate: string | undefined;
    if (values.template) chatTemplate = await readFile(resolve(io.cwd, values.template), "utf8");
    const model = llmFromFlags(values, io.env, out);
    if (model && "error" in model) throw new UsageError(model.error);
    // The folder is claimed before any work, so a refused --out costs nothing.
    const folder = orFail(await openOwnedFolder(out, { force: values.force === true }));
    const storeDir = orFail(await folder.claimDir(".store"));
    if (model && values["llm-cache"] === undefined) orFail(await folder.claimDir("llm-cache"));
    const hooks = model ? modelHooks(model.client) : undefined;
    if (model && !values.json) io.stderr(`envfactory run: using model ${model.describe}\n`);

    // Exports stream into a staging folder as rows are made and are moved into exports/ when
    // the run finishes; nothing of them is held in memory.
    const staging = orFail(await folder.claimDir(".staging"));
    await rm(staging, { recursive: true, force: true });
    const exportSink = createFileSink(join(staging, "exports"));
    const showProgress = !values.json && !values.quiet;
    const bar = new ProgressBar({ write: io.stderr, isTty: io.isTty });
    const memTrace = io.env[MEM_TRACE_ENV];
    startMemTrace(memTrace, "main");
    // Build and verify (one document per worker) and synthesis's per-plan work are CPU-bound:
    // worker threads.
    const idleInstances =
      values["idle-sandboxes"] === undefined
        ? undefined
        : intOption(values["idle-sandboxes"], "idle-sandboxes", 0, 0);
    const pool =
      jobs > 1 && files.length > 1
        ? createStagePool(jobs, {
            ...(idleInstances !== undefined ? { idleInstances } : {}),
            planThreads: planThreadsFor(jobs),
          })
        : undefined;
    const defaults = createDefaultStages();
    const base: PipelineStages = pool
      ? pool.stages(defaults)
      : idleInstances === undefined
        ? defaults
        : {
            ...defaults,
            synth: (bundles, graph, o) => defaults.synth(bundles, graph, { ...o, idleInstances }),
          };
    const result = await runPipeline(
      files,
      {
        seed,
        count,
        turns,
        ...(testShare !== undefined ? { testShare } : {}),
        ...(hooks ? { model: hooks.llm.model } : {}),
        export: {
          ...(cap !== undefined
            ? { maxToolResultChars: intOption(cap, "max-tool-result-chars", 0, 1) }
            : {}),
          ...(chatTemplate !== undefined ? { chatTemplate } : {}),
          ...(values["verl-per-turn"] ? { verlPerTurn: true } : {}),
        },
      },
      {
        store: createFsStore(storeDir),
        stages: hooks
          ? withModel(base, hooks, {
              envgen: Boolean(values["llm-envgen"]),
              ...(values["llm-rounds"] !== undefined
                ? { rounds: intOption(values["llm-rounds"], "llm-rounds", 2, 0) }
                : {}),
            })
          : base,
        concurrency: pool?.size ?? 1,
        exportSink,
        generatorBuild: await generatorBuild(),
        ...(io.signal ? { signal: io.signal } : {}),
        ...(showProgress || memTrace
          ? {
              onProgress: (e) => {
                traceStage(e.stage);
                if (showProgress) bar.update(e);
              },
            }
          : {}),
      },
    ).finally(() => {
      pool?.dispose();
      exportSink.close();
    });
    if (showProgress) bar.finish();
    traceStage("run-files");
    if (result.staleStore)
      io.stderr(
        `envfactory run: ${relative(io.cwd, storeDir) || "."} was written by ${result.staleStore.build ? `build ${result.staleStore.build}` : "an earlier build"} of envfactory; its stages were redone with this one (${await generatorBuild()}); the old records are kept.\n`,
      );

    const exported = result.exports ? exportSink.paths() : [];
    if (!result.exports) await rm(staging, { recursive: true, force: true });
    if (result.status === "aborted") {
      const msg = `Stopped. Finished artifacts are kept in ${relative(io.cwd, join(out, ".store"))}; run the same command again to resume.\n`;
      if (values.json)
        io.stdout(`${JSON.stringify({ status: "aborted", out, stages: result.stages })}\n`);
      else io.stderr(msg);
      return 130;
    }

    // A finished run replaces its own earlier files (listed in the folder's marker) and nothing
    // else; the store keeps every artifact.
    // Run files and run.zip are made one file at a time: each is written to the staging folder
    // and added to the archive, then dropped.
    const entries = runFileEntries(result);
    const cacheFiles = values["llm-cache-in-archive"]
      ? await cacheArchiveFiles(values["llm-cache"] ?? join(out, "llm-cache"))
      : {};
    const runSink = createFileSink(join(staging, "run"));
    const archive = createRunArchiveWriter((bytes) => runSink.append("run.zip", bytes));
    try {
      const paths = [...new Set([...entries.keys(), ...Object.keys(cacheFiles)])].sort();
      for (const path of paths) {
        const cached = cacheFiles[path];
        const bytes = cached ?? entries.get(path)!();
        if (cached === undefined) runSink.append(path, bytes);
        const added = await archive.add(path, bytes);
        if (!added.ok) {
          io.stderr(`envfactory run: ${formatError(added.error)}\n`);
          return 1;
        }
      }
      archive.finish();
    } finally {
      runSink.close();
    }
    const outputs: Record<string, FileContent> = {};
    for (const rel of runSink.paths()) outputs[rel] = { moveFrom: join(staging, "run", rel) };
    for (const rel of exported)
      outputs[`exports/${rel}`] = { moveFrom: join(staging, "exports", rel) };
    if (hooks) outputs["model-report.json"] = `${JSON.stringify(modelReport(hooks), null, 2)}\n`;
    orFail(await folder.write(outputs));
    orFail(await folder.prune(["envs/", "exports/"]));
    await rm(staging, { recursive: true, force: true });

    if (values.json) {
      io.stdout(
        `${JSON.stringify({
          status: "complete",
          out,
          stages: result.stages,
          files: [...entries.keys(), ...exported.map((f) => `exports/${f}`), "run.zip"].sort(),
          report: result.report,
        })}\n`,
      );
    } else if (!values.quiet) io.stdout(summary(result, out, io.cwd, hooks !== undefined));
    const exportFailed = result.failures.some((f) => f.stage === "export");
    return exportFailed ? 1 : 0;
  },
};
