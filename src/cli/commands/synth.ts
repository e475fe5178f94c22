import { availableParallelism } from "node:os";
import { join, resolve } from "node:path";
import { parseArgs } from "node:util";
import {
  LLM_FLAG_OPTIONS,
  LLM_FLAG_USAGE,
  llmFromFlags,
} from "../../adapters/node/llm-from-flags.js";
import { createStagePool, planThreadsFor } from "../../adapters/node/stage-pool.js";
import { SafeNameMap, safeName } from "../../core/domain/safe-name.js";
import { formatError } from "../../core/errors.js";
import { DEFAULT_MAX_BYTES } from "../../core/ingest/index.js";
import { modelHooks, modelReport } from "../../core/llm/model-hooks.js";
import { createDefaultStages, synthesizeDataset, withModel } from "../../core/pipeline/index.js";
import { type EnvBundle, loadBundle } from "../../core/schema/index.js";
import { createMemoryStore } from "../../core/store/memory-store.js";
import type { SynthReport } from "../../core/synth/synthesize.js";
import { type CliCommand, type CliIo, orFail, UsageError } from "../io.js";
import { openOwnedFolder } from "../owned-folder.js";
import { readTextCapped } from "../run-dir.js";

const usage = `Usage: envfactory synth <bundle.json...> [--count N] [--seed S] [--turns single|multi|mixed] [--out DIR]

Sample grounded workflows from the bundles' tool graph, turn each into a task with a natural
request (no model needed), check it (no leak, solvable, not instructional), write its trajectory
and replay it in a fresh sandbox. Only tasks passing everything are kept; drops are counted.

Writes DIR/tasks.jsonl, DIR/trajectories.jsonl, DIR/report.json and a copy of the bundles in
DIR/bundles/ (so \`envfactory score DIR/tasks.jsonl rollouts.jsonl\` finds them), and prints a summary.

Options:
  --count N          tasks wanted (default 50)
  --seed S           seed (default 1); same bundles + seed => same output
  --turns MODE       single, multi or mixed (default mixed)
  --multi-ratio R    share of multi-turn tasks when mixed (default 0.5)
  --max-rewrites K   rewrites per task after a failed check (default 3)
  --test-share S     share of environments whose tasks are the test split (default 0.1)
  --jobs N           as in \`envfactory run\`: from 3 on, N - 1 worker threads build, check and
                     replay the sampled plans' tasks while the main thread samples them
                     (default: cores, at most 4; up to 2 = all on the main thread, which holds
                     one sandbox per environment instead of two). Output is the same for any N
  --out DIR          output directory (default ./synth-out)
  --force            write into a non-empty DIR envfactory did not make (its files are kept)
  --json             print the report as JSON instead of the summary

${LLM_FLAG_USAGE}
With a model, requests are rewritten naturally, the simulated user answers in its own words and
final answers are written by the model; every check re-runs on model output, and anything that
fails falls back to the offline words (report.json "model" counts how often and why).`;

function parse(argv: string[]) {
  return parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      count: { type: "string" },
      seed: { type: "string" },
      turns: { type: "string" },
      "multi-ratio": { type: "string" },
      "max-rewrites": { type: "string" },
      "test-share": { type: "string" },
      jobs: { type: "string" },
      out: { type: "string" },
      json: { type: "boolean" },
      force: { type: "boolean" },
      ...LLM_FLAG_OPTIONS,
    },
  });
}

function intOption(v: string | undefined, name: string, fallback: number): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isInteger(n) || n < 0)
    throw new UsageError(`--${name} must be a non-negative integer`);
  return n;
}

/** Read bundles named on the command line; unreadable ones are reported and skipped. */
export async function readBundles(files: string[], io: CliIo, who: string): Promise<EnvBundle[]> {
  const bundles: EnvBundle[] = [];
  for (const file of files) {
    let json: unknown;
    const text = await readTextCapped(resolve(io.cwd, file), DEFAULT_MAX_BYTES, file);
    if (!text.ok) {
      io.stderr(`envfactory ${who}: cannot read ${file}: ${formatError(text.error)}\n`);
      continue;
    }
    try {
      json = JSON.parse(text.value);
    } catch (e) {
      io.stderr(`envfactory ${who}: cannot read ${file}: ${(e as Error).message.slice(0, 300)}\n`);
      continue;
    }
    const loaded = await loadBundle(json, file);
    if (!loaded.ok) io.stderr(`envfactory ${who}: ${formatError(loaded.error)}\n`);
    else bundles.push(loaded.value);
  }
  return bundles;
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export const command: CliCommand = {
  summary: "synthesize checked tasks and replayed trajectories from bundles",
  usage,
  async run(argv, io) {
    const { values, positionals } = parse(argv);
    if (positionals.length === 0) throw new UsageError("give at least one bundle file");
    const turns = values.turns ?? "mixed";
    if (turns !== "single" && turns !== "multi" && turns !== "mixed")
      throw new UsageError("--turns must be single, multi or mixed");
    const ratio = values["multi-ratio"] === undefined ? undefined : Number(values["multi-ratio"]);
    if (ratio !== undefined && !(ratio >= 0 && ratio <= 1))
      throw new UsageError("--multi-ratio must be in [0, 1]");
    const count = intOption(values.count, "count", 50);
    const seed = intOption(values.seed, "seed", 1);
    const maxRewrites = intOption(values["max-rewrites"], "max-rewrites", 3);
    const jobs = intOption(values.jobs, "jobs", Math.min(4, availableParallelism()));
    if (jobs < 1) throw new UsageError("--jobs must be an integer ≥ 1");
    const out = resolve(io.cwd, values.out ?? "synth-out");

    const model = llmFromFlags(values, io.env, out);
    if (model && "error" in model) throw new UsageError(model.error);
    // The folder is claimed first: the model's response cache lives in it.
    const folder = orFail(await openOwnedFolder(out, { force: values.force === true }));
    if (model && values["llm-cache"] === undefined) orFail(await folder.claimDir("llm-cache"));
    const hooks = model ? modelHooks(model.client) : undefined;
    if (model) io.stderr(`envfactory synth: using model ${model.describe}\n`);

    const bundles = await readBundles(positionals, io, "synth");
    if (bundles.length === 0) return 1;
    const started = Date.now();
    // One pipeline: the same graph and synth stages as `run` and the app (in-memory store), and
    // the same worker-thread pool as `run` for the per-plan work.
    const pool =
      planThreadsFor(jobs) > 0
        ? createStagePool(jobs, { planThreads: planThreadsFor(jobs) })
        : undefined;
    const base = pool ? pool.stages(createDefaultStages()) : createDefaultStages();
    const data = await synthesizeDataset(
      bundles,
      {
        count,
        seed,
        turns,
        ...(values["test-share"] !== undefined ? { testShare: Number(values["test-share"]) } : {}),
        synth: {
          maxRewrites,
          ...(ratio !== undefined ? { multiRatio: ratio } : {}),
        },
        ...(hooks ? { model: hooks.llm.model } : {}),
      },
      {
        store: createMemoryStore(),
        stages: hooks ? withModel(base, hooks) : base,
        ...(io.signal ? { signal: io.signal } : {}),
        onProgress: (e) => {
          if (io.isTty && e.stage === "synth") io.stderr(`\rsynth ${e.done}/${e.total ?? "?"}`);
        },
      },
    ).finally(() => pool?.dispose());
    if (data.status === "aborted") {
      if (io.isTty) io.stderr("\n");
      io.stderr("envfactory synth: stopped\n");
      return 130;
    }
    const result = {
      tasks: data.tasks,
      trajectories: data.trajectories,
      report: data.synthReport as unknown as SynthReport,
    };
    if (io.isTty) io.stderr("\n");
    const jsonl = (rows: unknown[]) =>
      rows.map((r) => JSON.stringify(r)).join("\n") + (rows.length ? "\n" : "");
    const report = hooks ? { ...result.report, model: modelReport(hooks) } : result.report;
    const outputs: Record<string, string> = {
      "tasks.jsonl": jsonl(result.tasks),
      "trajectories.jsonl": jsonl(result.trajectories),
      "report.json": `${JSON.stringify(report, null, 2)}\n`,
    };
    // A bundle's name is the stranger's text: the one sanitiser makes it a file name.
    const names = new SafeNameMap((raw) => safeName(raw, { fallback: "env" }));
    for (const b of bundles)
      outputs[`bundles/${names.fresh(b.name)}.${safeName(b.id.slice(0, 8))}.envbundle.json`] =
        `${JSON.stringify(b)}\n`;
    orFail(await folder.write(outputs));
    orFail(await folder.prune(["bundles/"]));
    const r = result.report;
    if (values.json) io.stdout(`${JSON.stringify(r)}\n`);
    else {
      const drops = Object.entries(r.dropped)
        .sort((a, b) => b[1] - a[1])
        .map(([k, v]) => `    ${k.padEnd(36)} ${v}`);
      io.stdout(
        [
          `kept ${r.kept}/${r.requested} tasks from ${r.plansSampled} grounded plans in ${((Date.now() - started) / 1000).toFixed(1)} s`,
          `  leak rate          ${pct(r.leakRate)}   (first drafts: ${pct(r.firstDraftLeakRate)})`,
          `  solvability        ${pct(r.solvability)}`,
          `  replay exactness   ${pct(r.replayExactness)}`,
          `  tool coverage      ${pct(r.toolCoverage)} of ${r.verifiedTools} verified tools`,
          `  edge coverage      ${pct(r.edgeCoverage)}`,
          `  turns              ${Object.entries(r.turnsHistogram)
            .map(([k, v]) => `${k} ${v}`)
            .join(", ")}`,
          `  plan length        ${Object.entries(r.planLengthHistogram)
            .map(([k, v]) => `${k}:${v}`)
            .join("  ")}`,
          `  rewritten          ${r.rewritten}`,
          "  dropped:",
          ...(drops.length ? drops : ["    (none)"]),
          `wrote ${join(out, "tasks.jsonl")}, trajectories.jsonl, report.json`,
          "",
        ].join("\n"),
      );
    }
    return r.kept > 0 ? 0 : 1;
  },
};
