export { createEnvInstance, type EnvMeta, liveEnvInstances, mixSeed } from "./env-instance.js";
export { callAll, createInProcessSandbox, runCallJob } from "./in-process-sandbox.js";
export { compileSchema, pointerToken, type Validator } from "./json-schema-validator.js";
export { DEFAULT_LIMITS, resolveLimits, type SandboxLimits } from "./limits.js";
export { cappedHeapStats } from "./quickjs.js";
export type {
  CallJob,
  CallJobResult,
  EnvInstance,
  EnvInstanceOptions,
  EnvSnapshot,
  Sandbox,
} from "./types.js";
export {
  createSandboxWorkerApi,
  type SandboxWorkerApi,
  type SandboxWorkerRemote,
  type WorkerCallResult,
} from "./worker-api.js";
export {
  createWorkerSandbox,
  type SpawnedWorker,
  type WorkerSandboxOptions,
} from "./worker-sandbox.js";
