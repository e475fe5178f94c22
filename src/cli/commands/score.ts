import { readdir, readFile } from "node:fs/promises";
import { dirname, join, resolve } from "node:path";
import { parseArgs } from "node:util";
import { type RolloutMessage, score } from "../../core/reward/index.js";
import { Task } from "../../core/schema/index.js";
import { type CliCommand, UsageError } from "../io.js";
import { readBundles } from "./synth.js";

const usage = `Usage: envfactory score <tasks.jsonl> <rollouts.jsonl> [--bundle <bundle.json>...] [--per-turn]

Score agent rollouts against tasks. Each rollout line is {"taskId", "messages"} with OpenAI chat
messages (tool call arguments as a JSON string or an object). Tool calls are replayed from the
task's initial state in a fresh sandbox. Prints one JSON line per rollout, in input order:
{"taskId", "total", "components": {state, calls, answer, extra, malformed}} with total in [0, 1].

Options:
  --bundle FILE   an environment bundle the tasks use (repeat; default: the bundles that
                  \`envfactory synth\` wrote to bundles/ next to tasks.jsonl)
  --per-turn      also score each user turn ("turns" in the output)
  --weights JSON  component weights, e.g. '{"state":0.5,"answer":0.3}'`;

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
        weights: { type: "string" },
      },
    });
    if (positionals.length !== 2) throw new UsageError("give a tasks.jsonl and a rollouts.jsonl");
    let bundleFiles = values.bundle ?? [];
    if (bundleFiles.length === 0) {
      const dir = join(dirname(resolve(io.cwd, positionals[0] as string)), "bundles");
      try {
        bundleFiles = (await readdir(dir))
          .filter((f) => f.endsWith(".envbundle.json"))
          .map((f) => join(dir, f));
      } catch {
        throw new UsageError(`no --bundle given and no ${dir} directory`);
      }
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
      (await readFile(resolve(io.cwd, file), "utf8")).split("\n").filter((l) => l.trim() !== "");
    for (const [i, line] of (await lines(positionals[0] as string)).entries()) {
      const t = Task.safeParse(JSON.parse(line));
      if (!t.success) {
        io.stderr(`envfactory score: task line ${i + 1} is not a valid task\n`);
        return 1;
      }
      tasks.set(t.data.id, t.data);
    }
    let failures = 0;
    for (const [i, line] of (await lines(positionals[1] as string)).entries()) {
      let row: { taskId?: unknown; messages?: unknown };
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
        ...(weights ? { weights } : {}),
      });
      io.stdout(
        `${JSON.stringify({ taskId: task.id, total: s.total, components: s.components, ...(s.turns ? { turns: s.turns } : {}) })}\n`,
      );
    }
    return failures > 0 ? 1 : 0;
  },
};
