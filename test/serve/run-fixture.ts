import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { command as exportCommand } from "../../src/cli/commands/export.js";
import { command as runCommand } from "../../src/cli/commands/run.js";
import { readRunDir } from "../../src/cli/run-dir.js";
import { readRunDataset } from "../../src/core/pipeline/index.js";
import type { EnvBundle, Task, Trajectory } from "../../src/core/schema/index.js";
import { bufferIo } from "../helpers/buffer-io.js";

export const ROOT = join(import.meta.dirname, "../..");

export interface BuiltRun {
  dir: string;
  bundles: EnvBundle[];
  tasks: Task[];
  trajectories: Trajectory[];
  cleanup(): void;
}

/** A real run of the bundled examples (no model), made with the CLI in-process. */
export async function buildRun(): Promise<BuiltRun> {
  const dir = mkdtempSync(join(tmpdir(), "envfactory-serve-"));
  const io = bufferIo(ROOT);
  const code = await runCommand.run(["public/examples", "--out", join(dir, "run")], io);
  if (code !== 0) throw new Error(`run failed: ${io.err.join("")}`);
  const data = await readRunDataset(await readRunDir(join(dir, "run")));
  if (!data.ok) throw new Error(data.error.message);
  return {
    dir,
    bundles: [...data.value.bundles],
    tasks: [...data.value.tasks],
    trajectories: [...data.value.trajectories],
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

/** `envfactory export RUN --format F --out DIR`, in-process. */
export async function exportRun(run: BuiltRun, format: string, out: string, extra: string[] = []) {
  const io = bufferIo(ROOT);
  const code = await exportCommand.run(
    [join(run.dir, "run"), "--format", format, "--out", out, ...extra],
    io,
  );
  if (code !== 0) throw new Error(`export failed: ${io.err.join("")}`);
  return io.out.join("");
}

/** The gold calls of a trajectory ({tool, args}) and its final answer text. */
export function goldOf(t: Trajectory): { calls: { tool: string; args: unknown }[]; final: string } {
  const calls: { tool: string; args: unknown }[] = [];
  let final = "";
  for (const m of t.messages) {
    if (m.role !== "assistant") continue;
    for (const c of m.tool_calls ?? [])
      calls.push({ tool: c.function.name, args: JSON.parse(c.function.arguments) });
    if (m.content) final = m.content;
  }
  return { calls, final };
}

export const readText = (p: string) => readFileSync(p, "utf8");
