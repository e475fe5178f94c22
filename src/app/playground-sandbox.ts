import type { Sandbox } from "../core/sandbox/index.js";

let sandbox: Promise<Sandbox> | undefined;

// Interim: resolved by glob so the app builds before the sandbox bridge lands.
const bridges = import.meta.glob<{ createWorkerSandbox(): Sandbox | Promise<Sandbox> }>(
  "../adapters/browser/sandbox-bridge.ts",
);

/** The worker-backed sandbox the playground calls tools through, started on first use. */
export function playgroundSandbox(): Promise<Sandbox> {
  const load = Object.values(bridges)[0];
  if (!load) return Promise.reject(new Error("the sandbox worker is not part of this build"));
  sandbox ??= load().then((m) => m.createWorkerSandbox());
  return sandbox;
}
