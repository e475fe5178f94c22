import { proxy } from "comlink";
import type { Result } from "../../core/errors.js";
import type { PipelineStages } from "../../core/pipeline/stages.js";
import type { EnvBundle } from "../../core/schema/index.js";
import type { JobModel, RemoteChat } from "./pipeline-api.js";
import type { PipelinePool } from "./pipeline-bridge.js";

/** The model a synth job uses, and how long such a job may run (a network or GPU is slow). */
export interface PoolModel {
  model: JobModel;
  remote?: RemoteChat;
  deadlineMs?: number;
}

/**
 * The pipeline's stages on the app's web workers: each stage call is one pooled job running the
 * same core stage function the CLI runs, so the orchestrator (on the page) gets the same bytes.
 * An abort terminates the job's worker; the orchestrator treats the resulting throw as the abort.
 * Ingest stays on the page's own path (`addFiles`), so it is not offered here.
 */
export function poolStages(pool: PipelinePool, model?: PoolModel): PipelineStages {
  const signalOf = (o: { signal?: unknown }) =>
    o.signal ? { signal: o.signal as AbortSignal } : {};
  return {
    async ingest() {
      throw new Error("ingest runs through AppController.addFiles in the app");
    },
    // comlink's Remote<> loses the Result union, so the job's answer is typed here.
    build: (doc, o) =>
      pool.run<Result<EnvBundle>>(
        async (api) => (await api.buildStage(doc, o.seed)) as Result<EnvBundle>,
        signalOf(o),
      ),
    verify: (bundle, o) => pool.run((api) => api.verifyStage(bundle, o.seed), signalOf(o)),
    graph: (bundles) => pool.run((api) => api.graphStage(bundles)),
    synth(bundles, graph, o) {
      const {
        signal,
        onProgress,
        sandbox: _s,
        writer: _w,
        userSimulator: _u,
        answerWriter: _a,
        // A function cannot cross to the worker: the stage there returns the tasks instead.
        onKept: _k,
        ...rest
      } = o;
      const progress = onProgress ? proxy(onProgress) : undefined;
      return pool.run(
        (api) => api.synthStage(bundles, graph, rest, progress, model?.model, model?.remote),
        {
          ...signalOf({ signal }),
          ...(model?.deadlineMs ? { deadlineMs: model.deadlineMs } : {}),
        },
      );
    },
  };
}
