import { readdir, readFile } from "node:fs/promises";
import { dirname, join, relative, resolve } from "node:path";
import { parseArgs } from "node:util";
import { REWARD_VERSION, type RolloutMessage, score } from "../../core/reward/index.js";
import { Task } from "../../core/schema/index.js";
import { InstancePool } from "../../core/synth/instance-pool.js";
import { type CliCommand, UsageError } from "../io.js";
import { isDirectory } from "../run-dir.js";
import { readBundles } from "./synth.js";

const usage = `Usage: envfactory score <RUN_DIR | tasks.jsonl> <rollouts.jsonl> [options]

Score agent rollouts against tasks. The first argument is a run folder (from envfactory run, or
envfactory import of a run.zip) or a tasks.jsonl. Each rollout line is {"taskId", "messages"}
with OpenAI chat messages (tool call arguments as a JSON string or an object); the lines that
envfactory eval stores are read as they are. Tool calls are replayed from the task's initial
state in a fresh sandbox, and gold beside them. Prints one JSON line per rollout, in input order:
{"taskId", "rewardVersion", "total", "components"} with total in [0, 1]. A line that carries a
stored "total" (and "rewardVersion") also gets "reproduced": whether the same number came out.

Reward (version ${REWARD_VERSION}): total = weighted mean of the credits that apply (state 0.4 —
the task's effects happened; calls 0.3 — gold calls with the same meaningful arguments; answer
0.3 — answer facts stated as answers) × penalties (extra calls, malformed calls, a reply that
pastes tool output, and 0 for a rollout with no successful call).

Options:
  --bundle FILE   an environment bundle the tasks use (repeat; default: the bundles in envs/ or
                  bundles/ of the run folder, or beside tasks.jsonl)
  --per-turn      also score each user turn ("turns"); "total" stays the whole task's score
  --explain       add "why": one sentence per component saying how it got its value
  --weights JSON  change weights, e.g. '{"state":0.5,"answer":0.3,"malformed":0.2}'`;

/** Bundle files in envs/ or bundles/ of a folder (a run folder, or the folder of tasks.jsonl). */
async function bundlesBeside(dir: string): Promise<string[] | undefined> {
  for (const sub of ["envs", "bundles"]) {
    const d = join(dir, sub);
    if (!(await isDirectory(d))) continue;
    const files = (await readdir(d))
      .filter((f) => f.endsWith(".envbundle.json"))
      .sort()
      .map((f) => join(d, f));
    if (files.length) return files;
  }
  return undefined;
}

export const command: CliCommand = {
  summary: "score rollouts (OpenAI messages) against tasks with the path-independent reward",
  usage,
  async run(argv, io) {
    const { values, positionals } = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        bundle: { type: "string", multiple: true },
        "per-turn": { type: "boolean" },
        explain: { type: "boolean" },
        weights: { type: "string" },
      },
    });
    if (positionals.length !== 2)
      throw new UsageError("give a run folder (or tasks.jsonl) and a rollouts.jsonl");
    const first = resolve(io.cwd, positionals[0] as string);
    const runDir = (await isDirectory(first)) ? first : undefined;
    const tasksFile = runDir ? join(runDir, "tasks.jsonl") : first;
    let bundleFiles = values.bundle ?? [];
    if (bundleFiles.length === 0) {
      const found = await bundlesBeside(runDir ?? dirname(tasksFile));
      if (!found)
        throw new UsageError(
          `no --bundle given and no envs/ or bundles/ with *.envbundle.json in ${relative(io.cwd, runDir ?? dirname(tasksFile)) || "."}`,
        );
      bundleFiles = found;
    }
    let weights: Record<string, number> | undefined;
    if (typeof values.weights === "string") {
      try {
        weights = JSON.parse(values.weights) as Record<string, number>;
      } catch {
        throw new UsageError("--weights must be JSON");
      }
    }
    const bundles = await readBundles(bundleFiles, io, "score");
    if (bundles.length === 0) return 1;
    const tasks = new Map<string, Task>();
    const lines = async (file: string) =>
      (await readFile(file, "utf8")).split("\n").filter((l) => l.trim() !== "");
    let taskLines: string[];
    try {
      taskLines = await lines(tasksFile);
    } catch (e) {
      io.stderr(`envfactory score: cannot read ${tasksFile}: ${(e as Error).message}\n`);
      return 1;
    }
    for (const [i, line] of taskLines.entries()) {
      let parsed: unknown;
      try {
        parsed = JSON.parse(line);
      } catch {
        parsed = undefined;
      }
      const t = Task.safeParse(parsed);
      if (!t.success) {
        io.stderr(`envfactory score: task line ${i + 1} is not a valid task\n`);
        return 1;
      }
      tasks.set(t.data.id, t.data);
    }
    let failures = 0;
    // Rollouts replay on idle instances restored to each task's start state, not new VMs.
    const pool = new InstancePool(Math.max(4, 2 * bundles.length));
    try {
      for (const [i, line] of (await lines(resolve(io.cwd, positionals[1] as string))).entries()) {
        let row: { taskId?: unknown; messages?: unknown; total?: unknown; rewardVersion?: unknown };
        try {
          row = JSON.parse(line) as typeof row;
        } catch {
          io.stdout(`${JSON.stringify({ line: i + 1, error: "not JSON" })}\n`);
          failures++;
          continue;
        }
        const task = typeof row.taskId === "string" ? tasks.get(row.taskId) : undefined;
        if (!task || !Array.isArray(row.messages)) {
          io.stdout(
            `${JSON.stringify({ taskId: row.taskId ?? null, error: task ? "messages missing" : "unknown taskId" })}\n`,
          );
          failures++;
          continue;
        }
        const s = await score(task, row.messages as RolloutMessage[], bundles, {
          perTurn: Boolean(values["per-turn"]),
          explain: Boolean(values.explain),
          ...(weights ? { weights } : {}),
          runner: pool.runner,
        });
        // A stored total is comparable only when it came from this reward version and weights.
        const comparable =
          typeof row.total === "number" &&
          !weights &&
          (row.rewardVersion === undefined || row.rewardVersion === s.rewardVersion);
        io.stdout(
          `${JSON.stringify({
            taskId: task.id,
            rewardVersion: s.rewardVersion,
            total: s.total,
            components: s.components,
            ...(s.turns ? { turns: s.turns } : {}),
            ...(s.why ? { why: s.why } : {}),
            ...(comparable ? { reproduced: row.total === s.total } : {}),
          })}\n`,
        );
      }
    } finally {
      pool.dispose();
    }
    return failures > 0 ? 1 : 0;
  },
};
