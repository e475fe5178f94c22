import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Worker } from "node:worker_threads";
import { wrap } from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import type { Sandbox, SandboxWorkerApi, SandboxWorkerRemote } from "../../core/sandbox/index.js";
import { createWorkerSandbox } from "../../core/sandbox/index.js";

export interface NodeSandboxPoolOptions {
  /** Worker threads (default: available cores, at most 4). */
  size?: number;
  idleMs?: number;
  graceMs?: number;
}

/**
 * How to start the worker: the built CLI has dist/cli/sandbox-worker.js next to its bundle; from
 * source (vitest, tsx) the entry is the .ts file, loaded through tsx's loader registered inside
 * the worker (`--import tsx` in a worker's execArgv is not honoured by Node 20).
 */
function workerEntry(): { code: string; eval: boolean } {
  // Paths built with join, not `new URL(…, import.meta.url)`, which Vite would turn into an asset.
  const here = dirname(fileURLToPath(import.meta.url));
  // Built: dist/cli/sandbox-worker.js, next to this code or one level up (shared chunks live in
  // dist/cli/assets).
  for (const js of [join(here, "sandbox-worker.js"), join(here, "..", "sandbox-worker.js")])
    if (existsSync(js)) return { code: js, eval: false };
  const ts = pathToFileURL(join(here, "sandbox-worker.ts")).href;
  const tsx = import.meta.resolve("tsx/esm/api");
  return {
    code: `import(${JSON.stringify(tsx)}).then((m) => { m.register(); return import(${JSON.stringify(ts)}); });`,
    eval: true,
  };
}

/** A Sandbox on worker_threads: untrusted code gets a hard stop (`terminate()`). */
export function createNodeSandboxPool(options: NodeSandboxPoolOptions = {}): Sandbox {
  const entry = workerEntry();
  return createWorkerSandbox({
    size: options.size ?? Math.min(4, availableParallelism()),
    idleMs: options.idleMs,
    graceMs: options.graceMs,
    spawn() {
      const worker = new Worker(entry.code, {
        eval: entry.eval,
      });
      worker.unref();
      const died = new Promise<string>((resolve) => {
        worker.once("error", (e) => resolve(`sandbox worker crashed: ${e.message}`));
        worker.once("exit", (code) => resolve(`sandbox worker exited (${code})`));
      });
      const remote = wrap<SandboxWorkerApi>(nodeEndpoint(worker as never));
      return {
        api: remote as unknown as SandboxWorkerRemote,
        died,
        terminate() {
          // No releaseProxy(): its pending reply listener would keep the port referenced.
          return worker.terminate();
        },
      };
    },
  });
}
