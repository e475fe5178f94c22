// Web Worker entry: exposes the sandbox worker API with comlink.
import { expose } from "comlink";
import { createSandboxWorkerApi } from "../src/core/sandbox/worker-api.js";

const api = createSandboxWorkerApi();
expose(api);
export type Api = typeof api;
