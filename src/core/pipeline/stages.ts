import type { EnvFactoryError, Result } from "../errors.js";
import type { IngestedDoc } from "../ingest/index.js";
import type { StageContext } from "../progress.js";
import type { Sandbox } from "../sandbox/index.js";
import type { EnvBundle, Task, ToolGraph, Trajectory, VerifyReport } from "../schema/index.js";
import type { SynthOptions } from "../synth/synthesize.js";

export type TurnMode = "single" | "multi" | "mixed";

/** What the synth stage hands back; `report` is kept as-is in the run report. */
export interface SynthOutput {
  tasks: Task[];
  trajectories: Trajectory[];
  report: Record<string, unknown>;
}

/**
 * The stage functions the pipeline wires together. `createDefaultStages()` gives the real ones;
 * tests may pass doubles. Each honours `signal` between items and reports progress.
 */
export interface PipelineStages {
  ingest(
    files: { name: string; text: string }[],
    ctx: StageContext,
  ): Promise<{ docs: IngestedDoc[]; failures: { file: string; error: EnvFactoryError }[] }>;
  /** `signal` lets a stage that runs elsewhere (a worker) stop early; a throw after it is fine. */
  build(doc: IngestedDoc, options: StageContext & { seed: number }): Promise<Result<EnvBundle>>;
  verify(
    bundle: EnvBundle,
    options: StageContext & { seed: number; sandbox?: Sandbox },
  ): Promise<{ bundle: EnvBundle; report: VerifyReport }>;
  graph(bundles: EnvBundle[]): Promise<{ graph: ToolGraph; stats: Record<string, unknown> }>;
  synth(
    bundles: EnvBundle[],
    graph: ToolGraph,
    options: StageContext & {
      count: number;
      seed: number;
      turns: TurnMode;
      sandbox?: Sandbox;
    } & Pick<
        SynthOptions,
        | "writer"
        | "userSimulator"
        | "answerWriter"
        | "testShare"
        | "multiRatio"
        | "maxSteps"
        | "maxRewrites"
        | "planWorkers"
        | "idleInstances"
        | "onKept"
      >,
  ): Promise<SynthOutput>;
}
