// worker_threads entry: runs the offline build and verify stages for one document at a time.
import { parentPort } from "node:worker_threads";
import { expose } from "comlink";
import nodeEndpoint from "comlink/dist/esm/node-adapter.mjs";
import type { IngestedDoc } from "../../core/ingest/index.js";
import { createDefaultStages } from "../../core/pipeline/default-stages.js";
import type { EnvBundle } from "../../core/schema/index.js";

if (!parentPort) throw new Error("stage-worker must run in a worker thread");
const stages = createDefaultStages();

/** The stage work a worker does; inputs and results are plain data (structured clone). */
export const stageWorkerApi = {
  build: (doc: IngestedDoc, seed: number) => stages.build(doc, { seed }),
  verify: (bundle: EnvBundle, seed: number) => stages.verify(bundle, { seed }),
};
export type StageWorkerApi = typeof stageWorkerApi;

expose(stageWorkerApi, nodeEndpoint(parentPort as never));
