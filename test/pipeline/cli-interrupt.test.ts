import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const tmp = mkdtempSync(join(tmpdir(), "envfactory-interrupt-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

interface Ran {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Milliseconds from SIGINT to exit; the child is killed when it lets `GRACE_MS` pass. */
  afterSignalMs?: number;
}

const GRACE_MS = 30_000;

/** Run the CLI from source; SIGINT `delayMs` after stderr first matches `interruptWhen`. */
function cli(args: string[], interruptWhen?: RegExp, delayMs = 0): Promise<Ran> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", ...args], {
      cwd: ROOT,
    });
    let stdout = "";
    let stderr = "";
    let matched = false;
    let sentAt: number | undefined;
    let killer: NodeJS.Timeout | undefined;
    child.stdout.on("data", (d) => {
      stdout += d;
    });
    child.stderr.on("data", (d) => {
      stderr += d;
      if (interruptWhen && !matched && interruptWhen.test(stderr)) {
        matched = true;
        setTimeout(() => {
          sentAt = Date.now();
          child.kill("SIGINT");
          killer = setTimeout(() => child.kill("SIGKILL"), GRACE_MS);
        }, delayMs);
      }
    });
    child.on("close", (code) => {
      clearTimeout(killer);
      done({
        code,
        stdout,
        stderr,
        ...(sentAt !== undefined ? { afterSignalMs: Date.now() - sentAt } : {}),
      });
    });
  });
}

describe("Ctrl-C in a run on one thread (--jobs 1)", () => {
  it("stops sampling promptly, says how to resume, and the stored environments are reused", {
    timeout: 300_000,
  }, async () => {
    const out = join(tmp, "out");
    const args = ["run", "public/examples", "--out", out, "--jobs", "1"];
    // The graph stage's line is printed when synthesis starts; two seconds later the sampler is
    // grounding plan after plan (a round of 2,500 plans takes minutes), with sandbox calls that
    // resolve as microtasks only: the signal handler ran only when the round was over.
    const stopped = await cli([...args, "--count", "2000"], /^graph/m, 2000);
    expect(stopped.code, stopped.stderr).toBe(130);
    expect(stopped.afterSignalMs).toBeLessThan(GRACE_MS);
    expect(stopped.stderr).toContain("run the same command again to resume");
    const taskDir = join(out, ".store/task");
    expect(existsSync(taskDir) ? readdirSync(taskDir).length : 0).toBeLessThan(2000);
    expect(readdirSync(join(out, ".store/bundle")).length).toBeGreaterThan(0);

    const resumed = await cli([...args, "--count", "6", "--json"]);
    expect(resumed.code, resumed.stderr).toBe(0);
    const doc = JSON.parse(resumed.stdout);
    const stages = doc.stages as { stage: string; reused: number }[];
    expect(stages.find((s) => s.stage === "build")!.reused).toBeGreaterThan(0);
    expect(doc.report.dataset.tasks).toBe(6);
  });
});
