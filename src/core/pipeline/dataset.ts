import { contentId, type EnvBundle, Task, ToolGraph, Trajectory } from "../schema/index.js";
import type { PipelineContext, PipelineOptions } from "./context.js";
import {
  isAborted,
  outcomeOf,
  readAll,
  readRecord,
  type StageOutcome,
  unlessAborted,
  writeRecord,
} from "./stage-records.js";
import type { SynthOutput } from "./stages.js";

export interface DatasetResult {
  status: "complete" | "aborted";
  /** Graph and synth outcomes, in that order (synth absent when the graph was interrupted). */
  stages: StageOutcome[];
  graph?: ToolGraph;
  graphStats?: Record<string, unknown>;
  /** Where the graph and the synth output are stored: `graph/<graphKey>`, `run/synth-<synthKey>`. */
  graphKey?: string;
  synthKey?: string;
  tasks: Task[];
  trajectories: Trajectory[];
  synthReport?: Record<string, unknown>;
}

export type DatasetOptions = Pick<
  PipelineOptions,
  "seed" | "count" | "turns" | "testShare" | "synth" | "model"
>;

/**
 * The id of the tool graph over `bundles` (in this order) made by `generatorBuild`: where the
 * graph stage stores it. The synth key derives from it, so it carries the build too.
 */
export function graphKeyOf(
  bundles: readonly EnvBundle[],
  generatorBuild?: string,
): Promise<string> {
  return contentId({ bundles: bundles.map((b) => b.id), build: generatorBuild });
}

/**
 * The options that decide a dataset, as they enter the synth key and the run id (absent ones are
 * left out of the canonical JSON, so a knob given nowhere keeps older keys unchanged).
 */
export function datasetKeyFields(options: DatasetOptions): Record<string, unknown> {
  return {
    count: options.count,
    seed: options.seed,
    turns: options.turns,
    model: options.model,
    testShare: options.testShare,
    multiRatio: options.synth?.multiRatio,
    maxSteps: options.synth?.maxSteps,
    maxRewrites: options.synth?.maxRewrites,
  };
}

/** The id of the synth stage's record for a graph and options. */
export function synthKeyOf(graphKey: string, options: DatasetOptions): Promise<string> {
  return contentId({ graph: graphKey, ...datasetKeyFields(options) });
}

/** The stored graph for `graphKey`, when the graph stage has finished it. */
export async function storedGraph(
  ctx: Pick<PipelineContext, "store">,
  graphKey: string,
): Promise<{ graph: ToolGraph; stats: Record<string, unknown> } | undefined> {
  const rec = await readRecord<{ stats: Record<string, unknown> }>(ctx.store, "graph", graphKey);
  const graph = rec
    ? await readAll<ToolGraph>(ctx.store, "graph", [graphKey], ToolGraph)
    : undefined;
  return rec && graph ? { graph: graph[0]!, stats: rec.stats } : undefined;
}

/** The stored synth output for `synthKey`, when the synth stage has finished it. */
export async function storedSynth(
  ctx: Pick<PipelineContext, "store">,
  synthKey: string,
): Promise<SynthOutput | undefined> {
  const { store } = ctx;
  const rec = await readRecord<{ tasks: string[]; trajectories: string[] }>(
    store,
    "synth",
    synthKey,
  );
  if (!rec) return undefined;
  const tasks = await readAll<Task>(store, "task", rec.tasks, Task);
  const trajectories = await readAll<Trajectory>(store, "trajectory", rec.trajectories, Trajectory);
  const report = await store.get("report", `synth-${synthKey}`);
  if (!tasks || !trajectories || report === undefined) return undefined;
  return { tasks, trajectories, report: JSON.parse(report) };
}

/** The graph stage: the tool graph over `bundles`, stored under their ids (resumable). */
export async function graphStage(
  bundles: readonly EnvBundle[],
  ctx: PipelineContext,
): Promise<{
  graph: ToolGraph;
  stats: Record<string, unknown>;
  graphKey: string;
  outcome: StageOutcome;
}> {
  ctx.onProgress?.({ stage: "graph", done: 0, total: 1 });
  const graphKey = await graphKeyOf(bundles, ctx.generatorBuild);
  const stored = await storedGraph(ctx, graphKey);
  let got: { graph: ToolGraph; stats: Record<string, unknown> };
  if (stored) got = stored;
  else {
    got = await ctx.stages.graph([...bundles]);
    await ctx.store.put("graph", graphKey, JSON.stringify(got.graph));
    await writeRecord(ctx.store, "graph", graphKey, { stats: got.stats });
  }
  ctx.onProgress?.({ stage: "graph", done: 1, total: 1, note: `${got.graph.nodes.length} tools` });
  return { ...got, graphKey, outcome: outcomeOf("graph", 1, stored ? 1 : 0) };
}

/**
 * Graph then synth over `bundles` (in this order): tasks and trajectories, stored as they are
 * returned, with a synth record only for a complete set so an interrupted synth is redone. Used by
 * `run`, `synth` and the app's "Synthesize"; the same bundles and options give the same bytes.
 */
export async function synthesizeDataset(
  bundles: readonly EnvBundle[],
  options: DatasetOptions,
  ctx: PipelineContext,
): Promise<DatasetResult> {
  const { store, stages, signal } = ctx;
  const result: DatasetResult = { status: "complete", stages: [], tasks: [], trajectories: [] };
  if (isAborted(signal)) return { ...result, status: "aborted" };
  const g = await graphStage(bundles, ctx);
  Object.assign(result, { graph: g.graph, graphStats: g.stats, graphKey: g.graphKey });
  result.stages.push(g.outcome);

  if (isAborted(signal)) return { ...result, status: "aborted" };
  const progress = ctx.onProgress;
  progress?.({ stage: "synth", done: 0, total: options.count });
  const synthKey = await synthKeyOf(g.graphKey, options);
  result.synthKey = synthKey;
  const stored = await storedSynth(ctx, synthKey);
  let synth: SynthOutput;
  if (stored) {
    synth = stored;
    result.stages.push(outcomeOf("synth", stored.tasks.length, stored.tasks.length));
    progress?.({ stage: "synth", done: options.count, total: options.count, note: "resumed" });
  } else if (bundles.length === 0) {
    synth = {
      tasks: [],
      trajectories: [],
      report: { note: "no verified environment to sample from" },
    };
    result.stages.push(outcomeOf("synth", 0, 0));
  } else {
    const tuning = options.synth ?? {};
    // Each kept pair goes to the store as it is kept, so synthesis holds none of them (a large
    // run's episode states and tool results); the lists are read back once synthesis is over.
    const keptIds = { tasks: [] as string[], trajectories: [] as string[] };
    const onKept = async (task: Task, trajectory: Trajectory) => {
      await store.put("task", task.id, JSON.stringify(task));
      await store.put("trajectory", trajectory.id, JSON.stringify(trajectory));
      keptIds.tasks.push(task.id);
      keptIds.trajectories.push(trajectory.id);
    };
    const made = await unlessAborted(signal, () =>
      stages.synth([...bundles], g.graph, {
        count: options.count,
        seed: options.seed,
        turns: options.turns,
        ...(options.testShare !== undefined ? { testShare: options.testShare } : {}),
        ...(tuning.multiRatio !== undefined ? { multiRatio: tuning.multiRatio } : {}),
        ...(tuning.maxSteps !== undefined ? { maxSteps: tuning.maxSteps } : {}),
        ...(tuning.maxRewrites !== undefined ? { maxRewrites: tuning.maxRewrites } : {}),
        ...(signal ? { signal } : {}),
        onProgress: (e) => progress?.({ ...e, stage: "synth" }),
        ...(ctx.sandbox ? { sandbox: ctx.sandbox } : {}),
        onKept,
      }),
    );
    if (made === undefined) {
      result.stages.push(outcomeOf("synth", 0, 0, true));
      return { ...result, status: "aborted" };
    }
    synth = made;
    // A stage that could not take `onKept` (one in a browser worker) returns its lists: store
    // them even when aborted. Only a complete set gets a stage record.
    for (const t of synth.tasks) await store.put("task", t.id, JSON.stringify(t));
    for (const t of synth.trajectories) await store.put("trajectory", t.id, JSON.stringify(t));
    if (synth.tasks.length === 0 && keptIds.tasks.length > 0) {
      const tasks = await readAll<Task>(store, "task", keptIds.tasks, Task);
      const trajectories = await readAll<Trajectory>(
        store,
        "trajectory",
        keptIds.trajectories,
        Trajectory,
      );
      if (!tasks || !trajectories) throw new Error("synth: a kept task is missing from the store");
      synth = { ...synth, tasks, trajectories };
    }
    if (isAborted(signal)) {
      result.stages.push(outcomeOf("synth", synth.tasks.length, 0, true));
      return { ...result, status: "aborted", tasks: synth.tasks, trajectories: synth.trajectories };
    }
    await store.put("report", `synth-${synthKey}`, JSON.stringify(synth.report));
    await writeRecord(store, "synth", synthKey, {
      tasks: synth.tasks.map((t) => t.id),
      trajectories: synth.trajectories.map((t) => t.id),
    });
    result.stages.push(outcomeOf("synth", synth.tasks.length, 0));
  }
  return {
    ...result,
    tasks: synth.tasks,
    trajectories: synth.trajectories,
    synthReport: synth.report,
  };
}
