import { releaseProxy, wrap } from "comlink";
import type { Sandbox, SandboxWorkerApi, SandboxWorkerRemote } from "../../core/sandbox/index.js";
import { createWorkerSandbox } from "../../core/sandbox/index.js";

export interface BrowserSandboxOptions {
  /** Web Workers (default: half the cores, 1..4). */
  size?: number;
  idleMs?: number;
  graceMs?: number;
}

/**
 * The Sandbox for the page: bundle code runs in module Web Workers (lazy start, queued tasks,
 * idle stop); a worker stuck past its deadline is terminated and restarted.
 */
export function createBrowserSandbox(options: BrowserSandboxOptions = {}): Sandbox {
  const cores = globalThis.navigator?.hardwareConcurrency ?? 2;
  return createWorkerSandbox({
    size: options.size ?? Math.max(1, Math.min(4, Math.floor(cores / 2))),
    idleMs: options.idleMs,
    graceMs: options.graceMs,
    spawn() {
      const worker = new Worker(new URL("../../../workers/sandbox.worker.ts", import.meta.url), {
        type: "module",
      });
      const remote = wrap<SandboxWorkerApi>(worker);
      const died = new Promise<string>((resolve) => {
        worker.addEventListener("error", (e) => resolve(`sandbox worker crashed: ${e.message}`), {
          once: true,
        });
      });
      return {
        api: remote as unknown as SandboxWorkerRemote,
        died,
        terminate() {
          remote[releaseProxy]();
          worker.terminate();
          return undefined;
        },
      };
    },
  });
}
