import { constants } from "node:fs";
import { type FileHandle, open, readFile } from "node:fs/promises";
import { join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { createFsStore } from "../../adapters/node/fs-store.js";
import { LLM_FLAG_OPTIONS } from "../../adapters/node/llm-from-flags.js";
import { formatError } from "../../core/errors.js";
import {
  acceptedTrajectories,
  type EvalRollout,
  type EvalSplit,
  evaluate,
  llmModelUser,
  orderRollouts,
  renderEvalMarkdown,
  rolloutKey,
  selectTasks,
  summarize,
} from "../../core/eval/index.js";
import { EXPORT_FORMATS, type ExportFormat, exportDataset } from "../../core/export/index.js";
import type { LlmClient } from "../../core/llm/llm-client.js";
import { createOpenAiClient } from "../../core/llm/openai-client.js";
import { withResponseCache } from "../../core/llm/response-cache.js";
import { readRunDataset } from "../../core/pipeline/index.js";
import { type CliCommand, orFail, UsageError } from "../io.js";
import { openOwnedFolder } from "../owned-folder.js";
import { ProgressBar } from "../progress-bar.js";
import { isDirectory, readRunDir } from "../run-dir.js";

const usage = `Usage: envfactory eval RUN_DIR --out DIR --llm-base-url URL --llm-model M [options]

Evaluate a model on a run's tasks. For each task and trial the model gets the task's system
prompt, its tools (OpenAI form) and the first user turn; its tool calls run in the task's sandboxed
environments; a simulated user answers its questions from the task's facts and brings the later
turns. Each rollout is scored with the same reward as \`envfactory score\`.

Writes DIR/rollouts.jsonl ({taskId, trial, messages, total, components, failure, …}),
DIR/eval.json (mean reward, pass rate, pass^k, per environment and per tool, failure categories)
and DIR/EVAL.md. Rerunning with the same --out continues where it stopped; the model's answers are
cached in DIR/llm-cache, so a rerun replays offline (--llm-offline-cache). DIR is an output folder
envfactory owns: a non-empty folder it did not make is refused (--force writes beside its files),
and a file it did not write is never overwritten.

Model:
  --llm-base-url URL     OpenAI-compatible endpoint, e.g. http://127.0.0.1:8000/v1 (vLLM, SGLang)
  --llm-model NAME       model name the endpoint serves
  --llm-key-env VAR      environment variable holding the API key (default OPENAI_API_KEY)
  --llm-cache DIR        response cache directory (default DIR/llm-cache)
  --llm-offline-cache    answer only from the cache (a miss ends that episode as a model error)
  --timeout-ms MS        per request (default 120000); --retries N on 429/5xx/timeouts (default 3)
  --temperature T        sampling temperature (default 0 with one trial, 0.7 with more)
  --max-tokens N         completion limit per request
  --force                use a non-empty DIR envfactory did not make (its files are kept)

Episodes:
  --tasks N              evaluate the first N tasks of the split (default all)
  --split S              all, train or test (default test; tasks without a split count as train)
  --trials K             rollouts per task (default 1); pass^k is reported for k = 1..K
  --concurrency C        episodes at once (default 4)
  --seed S               seed sent with each request (default 1)
  --max-messages N       assistant messages per episode (default 20)
  --pass-threshold T     a rollout passes when its reward reaches T (default 1.0)
  --user-llm-base-url URL, --user-llm-model NAME
                         a model plays the user's answers (turns and facts stay the task's)

Rejection sampling:
  --keep-above T --export FORMAT
                         write rollouts with reward ≥ T in a trainer format
                         (${EXPORT_FORMATS.join(", ")}) to DIR/accepted/`;

function num(v: string | undefined, name: string, fallback: number, int = false): number {
  if (v === undefined) return fallback;
  const n = Number(v);
  if (!Number.isFinite(n) || (int && !Number.isInteger(n)) || n < 0)
    throw new UsageError(`--${name} must be a non-negative ${int ? "integer" : "number"}`);
  return n;
}

function seconds(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

export const command: CliCommand = {
  summary: "evaluate a served model on a run's tasks (reward, pass^k, failure categories)",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        ...LLM_FLAG_OPTIONS,
        out: { type: "string" },
        tasks: { type: "string" },
        trials: { type: "string" },
        concurrency: { type: "string" },
        seed: { type: "string" },
        split: { type: "string" },
        "pass-threshold": { type: "string" },
        "max-messages": { type: "string" },
        "timeout-ms": { type: "string" },
        retries: { type: "string" },
        temperature: { type: "string" },
        "max-tokens": { type: "string" },
        "user-llm-base-url": { type: "string" },
        "user-llm-model": { type: "string" },
        "keep-above": { type: "string" },
        export: { type: "string" },
        force: { type: "boolean" },
      },
    });
    if (positionals.length !== 1) throw new UsageError("give one run directory");
    if (!values.out) throw new UsageError("--out DIR is required");
    const split = (values.split ?? "test") as EvalSplit;
    if (!["all", "train", "test"].includes(split))
      throw new UsageError("--split must be all, train or test");
    const trials = Math.max(1, num(values.trials, "trials", 1, true));
    const concurrency = Math.max(1, num(values.concurrency, "concurrency", 4, true));
    const seed = num(values.seed, "seed", 1, true);
    const passThreshold = num(values["pass-threshold"], "pass-threshold", 1);
    const maxMessages = Math.max(1, num(values["max-messages"], "max-messages", 20, true));
    const timeoutMs = num(values["timeout-ms"], "timeout-ms", 120_000, true);
    const retries = num(values.retries, "retries", 3, true);
    const temperature = num(values.temperature, "temperature", trials > 1 ? 0.7 : 0);
    const maxTokens =
      values["max-tokens"] === undefined
        ? undefined
        : num(values["max-tokens"], "max-tokens", 0, true);
    const limit = values.tasks === undefined ? undefined : num(values.tasks, "tasks", 0, true);
    const keepAbove =
      values["keep-above"] === undefined ? undefined : num(values["keep-above"], "keep-above", 0);
    const format = values.export as ExportFormat | undefined;
    if ((keepAbove === undefined) !== (format === undefined))
      throw new UsageError("--keep-above and --export go together");
    if (format !== undefined && !(EXPORT_FORMATS as readonly string[]).includes(format))
      throw new UsageError(`--export must be one of ${EXPORT_FORMATS.join(", ")}`);

    const out = resolve(io.cwd, values.out);
    const cacheDir = values["llm-cache"] ?? join(out, "llm-cache");
    const modelName = values["llm-model"];
    let policy: LlmClient;
    if (values["llm-offline-cache"]) {
      policy = withResponseCache(
        createFsStore(cacheDir),
        undefined,
        `openai-compatible:${modelName ?? "cache-only"}`,
      );
    } else {
      if (!values["llm-base-url"] || !modelName)
        throw new UsageError(
          "--llm-base-url and --llm-model are required (or --llm-offline-cache)",
        );
      const keyVar = values["llm-key-env"] ?? "OPENAI_API_KEY";
      policy = withResponseCache(
        createFsStore(cacheDir),
        createOpenAiClient({
          baseUrl: values["llm-base-url"],
          model: modelName,
          apiKey: io.env[keyVar] || undefined,
          concurrency,
          timeoutMs,
          maxRetries: retries,
        }),
      );
    }
    const userUrl = values["user-llm-base-url"];
    const userModelName = values["user-llm-model"];
    if ((userUrl === undefined) !== (userModelName === undefined))
      throw new UsageError("--user-llm-base-url and --user-llm-model go together");
    const modelUser =
      userUrl && userModelName
        ? llmModelUser(
            withResponseCache(
              createFsStore(cacheDir),
              createOpenAiClient({
                baseUrl: userUrl,
                model: userModelName,
                apiKey: io.env[values["llm-key-env"] ?? "OPENAI_API_KEY"] || undefined,
                timeoutMs,
                maxRetries: retries,
              }),
            ),
            { seed },
          )
        : undefined;

    const dir = resolve(io.cwd, positionals[0] as string);
    if (!(await isDirectory(dir))) {
      io.stderr(`envfactory eval: ${positionals[0]} is not a directory\n`);
      return 1;
    }
    const dataset = await readRunDataset(await readRunDir(dir));
    if (!dataset.ok) {
      io.stderr(`envfactory eval: ${formatError(dataset.error)}\n`);
      return 1;
    }
    const bundles = [...dataset.value.bundles];
    const tasks = selectTasks(dataset.value.tasks, split, limit);
    if (tasks.length === 0) {
      io.stderr(
        `envfactory eval: no tasks in the ${split} split of ${positionals[0]}` +
          (split === "test"
            ? " (runs made before splits existed are all train: use --split all)"
            : "") +
          "\n",
      );
      return 1;
    }

    // The folder is claimed before any model call, so a refused --out costs nothing; every file
    // below goes through it (never over a file envfactory did not write, never through a symlink).
    const folder = orFail(await openOwnedFolder(out, { force: values.force === true }));
    if (values["llm-cache"] === undefined) orFail(await folder.claimDir("llm-cache"));
    const write = async (files: Record<string, string>) => orFail(await folder.write(files));

    // Resume: rollouts already written for this model and these tasks are kept, not rerun — only
    // when everything that shapes a rollout is the same as the first time.
    const config = {
      model: policy.model,
      seed,
      temperature,
      maxMessages,
      passThreshold,
      userModel: userModelName ?? null,
    };
    const configPath = join(out, "eval-config.json");
    try {
      const before = JSON.parse(await readFile(configPath, "utf8")) as typeof config;
      const changed = (Object.keys(config) as (keyof typeof config)[]).filter(
        (k) => before[k] !== config[k],
      );
      if (changed.length > 0)
        throw new UsageError(
          `${values.out} holds an evaluation with other settings (${changed.map((k) => `${k}: ${String(before[k])} → ${String(config[k])}`).join(", ")}); use another --out`,
        );
    } catch (e) {
      if (e instanceof UsageError) throw e;
    }
    const rolloutsPath = join(out, "rollouts.jsonl");
    const previous: EvalRollout[] = [];
    try {
      for (const line of (await readFile(rolloutsPath, "utf8")).split("\n")) {
        if (!line.trim()) continue;
        try {
          previous.push(JSON.parse(line) as EvalRollout);
        } catch {
          // A line cut off by an interrupted run: that rollout is simply run again.
        }
      }
    } catch {
      // No earlier run.
    }
    const wanted = new Set(
      tasks.flatMap((t) => Array.from({ length: trials }, (_, k) => rolloutKey(t.id, k))),
    );
    const kept = previous.filter((r) => wanted.has(rolloutKey(r.taskId, r.trial)));
    const done = new Set(kept.map((r) => rolloutKey(r.taskId, r.trial)));
    if (kept.length > 0)
      io.stderr(
        `envfactory eval: resuming, ${kept.length} of ${wanted.size} rollouts already done\n`,
      );
    // Rewrite the file with only the kept rollouts, then append each new one as it finishes. Both
    // files are checked before either is written: a foreign rollouts.jsonl refuses the config too.
    await write({
      "eval-config.json": `${JSON.stringify(config, null, 2)}\n`,
      "rollouts.jsonl": kept.map((r) => `${JSON.stringify(r)}\n`).join(""),
    });
    // Appends go to the file just written; O_NOFOLLOW refuses a symlink swapped in since.
    const appender: FileHandle = await open(
      rolloutsPath,
      constants.O_WRONLY | constants.O_APPEND | constants.O_NOFOLLOW,
    );

    const bar = new ProgressBar({ write: io.stderr, isTty: io.isTty });
    const started = Date.now();
    let lastTenth = -1;
    let fresh: EvalRollout[];
    try {
      fresh = await evaluate(tasks, bundles, {
        policy,
        ...(modelUser ? { modelUser } : {}),
        trials,
        concurrency,
        seed,
        passThreshold,
        maxAssistantMessages: maxMessages,
        temperature,
        ...(maxTokens ? { maxTokens } : {}),
        done,
        ...(io.signal ? { signal: io.signal } : {}),
        onRollout: async (r) => {
          await appender.appendFile(`${JSON.stringify(r)}\n`);
        },
        onProgress: ({ done: d, total }) => {
          if (io.isTty) bar.update({ stage: "eval", done: d, total });
          else {
            // Logs get a line per tenth with the ETA, rather than one line at the very end.
            const tenth = total ? Math.floor((10 * d) / total) : 10;
            if (d > 0 && tenth !== lastTenth) {
              lastTenth = tenth;
              const elapsed = Date.now() - started;
              const eta = d < total ? ` ETA ${seconds((elapsed / d) * (total - d))}` : "";
              io.stderr(`eval ${d}/${total} rollouts, ${seconds(elapsed)}${eta}\n`);
            }
          }
        },
      });
    } finally {
      await appender.close();
    }
    if (io.isTty) bar.finish();

    const all = orderRollouts(tasks, [...kept, ...fresh]);
    const rolloutsText = all.map((r) => `${JSON.stringify(r)}\n`).join("");
    const summary = summarize(tasks, all, bundles, {
      model: policy.model,
      split,
      passThreshold,
      trials,
    });
    await write({
      "rollouts.jsonl": rolloutsText,
      "eval.json": `${JSON.stringify(summary, null, 2)}\n`,
      "EVAL.md": renderEvalMarkdown(summary),
    });

    let acceptedLine = "";
    if (keepAbove !== undefined && format) {
      const accepted = await acceptedTrajectories(tasks, all, bundles, keepAbove);
      const exported = exportDataset(
        { bundles, tasks: accepted.tasks, trajectories: accepted.trajectories },
        { formats: [format] },
      );
      if (!exported.ok) {
        io.stderr(`envfactory eval: ${formatError(exported.error)}\n`);
        return 1;
      }
      const acceptedDir = join(out, "accepted");
      orFail(
        await folder.write(
          Object.fromEntries(
            Object.entries(exported.value.files).map(([path, bytes]) => [
              `accepted/${path}`,
              bytes,
            ]),
          ),
        ),
      );
      acceptedLine = `  accepted        ${accepted.trajectories.length} rollouts with reward ≥ ${keepAbove} → ${relative(io.cwd, acceptedDir) || "."}/ (${format})\n`;
    }
    const usage = policy.usage();
    const missing =
      all.length < wanted.size ? ` (${wanted.size - all.length} not run: interrupted)` : "";
    io.stdout(
      `Evaluated ${summary.tasks} tasks × ${trials} trials = ${summary.rollouts} rollouts${missing}: ` +
        `mean reward ${summary.meanReward.toFixed(3)}, pass rate ${(summary.passRate * 100).toFixed(1)}%` +
        (trials > 1
          ? `, pass^${trials} ${((summary.passHatK[String(trials)] ?? 0) * 100).toFixed(1)}%`
          : "") +
        `\n  model requests  ${usage.requests} (${usage.cacheHits} from cache, ${usage.retries} retries)\n` +
        `  rollouts        ${relative(io.cwd, rolloutsPath)}\n` +
        `  summary         ${relative(io.cwd, join(out, "eval.json"))}, ${relative(io.cwd, join(out, "EVAL.md"))}\n` +
        acceptedLine,
    );
    // Interrupted (Ctrl-C): what finished is written; rerun with the same --out to continue.
    return io.signal?.aborted ? 130 : 0;
  },
};
