import type { Remote } from "comlink";
import type { PipelineApi } from "./pipeline-api.js";
import { type JobOptions, WorkerPool } from "./worker-pool.js";

/** The pool of pipeline workers the app runs every heavy stage on. */
export type PipelinePool = WorkerPool<PipelineApi>;

/** Starts nothing yet: workers are spawned on the first job, sized to the machine. */
export function createPipelinePool(size?: number): PipelinePool {
  return new WorkerPool<PipelineApi>(
    () =>
      new Worker(new URL("../../../workers/pipeline.worker.ts", import.meta.url), {
        type: "module",
        name: "pipeline",
      }),
    { size },
  );
}

/** Runs one stage call on a pooled worker, with cancellation and the watchdog deadline. */
export function runStage<T>(
  pool: PipelinePool,
  job: (api: Remote<PipelineApi>) => Promise<T>,
  options?: JobOptions,
): Promise<T> {
  return pool.run(job, options);
}
