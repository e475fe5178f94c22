import { existsSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { releaseProxy, wrap } from "comlink";
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
function workerEntry(): { code: string | URL; eval: boolean } {
  const js = new URL("./sandbox-worker.js", import.meta.url);
  if (existsSync(fileURLToPath(js))) return { code: js, eval: false };
  const ts = new URL("./sandbox-worker.ts", import.meta.url).href;
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
      const remote = wrap<SandboxWorkerApi>(nodeEndpoint(worker));
      return {
        api: remote as unknown as SandboxWorkerRemote,
        terminate() {
          remote[releaseProxy]();
          void worker.terminate();
        },
      };
    },
  });
}
