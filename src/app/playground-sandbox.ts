import type { Sandbox } from "../core/sandbox/index.js";

let sandbox: Promise<Sandbox> | undefined;

/** The worker-backed sandbox the playground calls tools through, loaded and started on first use. */
export function playgroundSandbox(): Promise<Sandbox> {
  sandbox ??= import("../adapters/browser/sandbox-bridge.js").then((m) => m.createBrowserSandbox());
  return sandbox;
}
