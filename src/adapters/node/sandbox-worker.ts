// worker_threads entry: exposes the sandbox worker API over comlink's node adapter.
import { parentPort } from "node:worker_threads";
import { expose } from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import { createSandboxWorkerApi } from "../../core/sandbox/worker-api.js";
import { shareQuickJsWasmFromPackage } from "./quickjs-wasm.js";

if (!parentPort) throw new Error("sandbox-worker must run in a worker thread");
shareQuickJsWasmFromPackage();
expose(createSandboxWorkerApi(), nodeEndpoint(parentPort as never));
