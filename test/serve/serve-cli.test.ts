import { spawn } from "node:child_process";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BuiltRun, buildRun, ROOT } from "./run-fixture.js";

let run: BuiltRun;
beforeAll(async () => {
  run = await buildRun();
}, 600_000);
afterAll(() => run?.cleanup());

/** Start `envfactory serve ... --http --port 0` from source; resolves with its URL from stderr. */
function start(args: string[]) {
  const child = spawn(
    process.execPath,
    ["--import", "tsx", "src/cli/main.ts", "serve", ...args, "--http", "--port", "0"],
    { cwd: ROOT },
  );
  let err = "";
  const url = new Promise<string>((resolve, reject) => {
    child.stderr.on("data", (d) => {
      err += d;
      const m = /on (http:\/\/[^ ]+) /.exec(err);
      if (m) resolve(m[1]!);
    });
    child.on("exit", (code) => reject(new Error(`exited ${code}: ${err}`)));
  });
  const exited = new Promise<number | null>((resolve) => child.on("exit", resolve));
  return { child, url, exited, stderr: () => err };
}

describe("envfactory serve --http (CLI)", () => {
  it("serves a run on 127.0.0.1 with the flags' bounds and stops cleanly on SIGTERM", async () => {
    const s = start([join(run.dir, "run"), "--max-sessions", "3", "--idle-ms", "60000"]);
    const url = await s.url;
    expect(new URL(url).hostname).toBe("127.0.0.1");
    const health = await (await fetch(`${url}/health`)).json();
    expect(health).toMatchObject({ ok: true, maxSessions: 3, tasks: run.tasks.length });
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
    expect(s.stderr()).toContain("stopping (SIGTERM)");
  }, 60_000);

  it("serves bundle files as environments (sessions by env name)", async () => {
    const s = start(["public/examples/notes.envbundle.json"]);
    const url = await s.url;
    const opened = await (
      await fetch(`${url}/sessions`, {
        method: "POST",
        body: JSON.stringify({ env: "notes", episodeSeed: 1 }),
      })
    ).json();
    expect(opened.tools.length).toBeGreaterThan(0);
    s.child.kill("SIGTERM");
    expect(await s.exited).toBe(0);
  }, 60_000);
});
