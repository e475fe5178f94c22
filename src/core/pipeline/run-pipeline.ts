import type { EnvFactoryError } from "../errors.js";
import {
  type ExportManifest,
  type ExportOptions,
  type ExportSink,
  memorySink,
  writeExports,
} from "../export/index.js";
import type { RunFiles } from "../export/run-archive.js";
import type { IngestedDoc } from "../ingest/index.js";
import type { AbortSignalLike } from "../platform.js";
import type { ProgressEvent } from "../progress.js";
import type { Sandbox } from "../sandbox/index.js";
import {
  contentId,
  EnvBundle,
  sha256Hex,
  Task,
  ToolGraph,
  Trajectory,
  VerifyReport,
} from "../schema/index.js";
import type { ArtifactKind, ArtifactStore } from "../store/artifact-store.js";
import { buildRunReport, type RunReport } from "./report.js";
import type { PipelineStages, SynthOutput, TurnMode } from "./stages.js";

/** Bumped when a stage's stored output would change for the same inputs. */
const PIPELINE_VERSION = 1;

export const PIPELINE_STAGES = ["ingest", "build", "verify", "graph", "synth", "export"] as const;
export type PipelineStage = (typeof PIPELINE_STAGES)[number];

export interface PipelineOptions {
  seed: number;
  /** Tasks (and trajectories) wanted. */
  count: number;
  turns: TurnMode;
  /** Share of environments whose tasks form the test split (synth's default when absent). */
  testShare?: number;
  export?: ExportOptions;
  /** The model the stages use (e.g. `openai-compatible:qwen3-8b`); part of every stage key, so
   * a run with a model never resumes from one without (undefined keeps offline keys unchanged). */
  model?: string;
}

export interface PipelineContext {
  store: ArtifactStore;
  stages: PipelineStages;
  signal?: AbortSignalLike;
  onProgress?: (event: ProgressEvent) => void;
  /** Where environments run; verify and synth share it. */
  sandbox?: Sandbox;
  /**
   * Documents built and verified at once (default 1). Worth more than 1 only when the stages run
   * elsewhere (worker threads); results keep input order whatever order they finish in.
   */
  concurrency?: number;
  /**
   * Where exports are streamed (a file sink in the CLI). Without one they are kept in memory and
   * returned in `RunResult.exports.files`.
   */
  exportSink?: ExportSink;
}

/**
 * `fn` over `items` with at most `limit` running at once; results in input order. After an abort
 * no new item starts; the ones running finish, and the missing ones are `undefined`.
 */
async function mapOrdered<T, R>(
  items: readonly T[],
  limit: number,
  signal: AbortSignalLike | undefined,
  fn: (item: T, index: number) => Promise<R>,
): Promise<Array<R | undefined>> {
  const out: Array<R | undefined> = new Array(items.length).fill(undefined);
  let next = 0;
  const lane = async () => {
    while (next < items.length && !isAborted(signal)) {
      const i = next++;
      out[i] = await fn(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
  return out;
}

export interface StageOutcome {
  stage: PipelineStage;
  /** `ran`: computed now; `resumed`: every output was already stored; `partial`: stopped by abort. */
  status: "ran" | "resumed" | "partial" | "not-run";
  items: number;
  reused: number;
}

export interface PipelineFailure {
  stage: PipelineStage;
  where: string;
  error: EnvFactoryError;
}

export interface RunResult {
  status: "complete" | "aborted";
  /** Content id of the inputs and options: the same id means the same run. */
  runId: string;
  stages: StageOutcome[];
  failures: PipelineFailure[];
  docs: IngestedDoc[];
  /** Verified bundles (kept tools only), in input order; `usable` are those synth used. */
  bundles: EnvBundle[];
  usable: EnvBundle[];
  verifyReports: VerifyReport[];
  graph?: ToolGraph;
  graphStats?: Record<string, unknown>;
  tasks: Task[];
  trajectories: Trajectory[];
  synthReport?: Record<string, unknown>;
  report?: RunReport;
  /** `files` is empty when the exports were streamed to `PipelineContext.exportSink`. */
  exports?: { files: RunFiles; manifest: ExportManifest };
}

interface StageRecord<T> {
  stage: PipelineStage;
  version: number;
  value: T;
}

/** Stage records live under kind `run`: `<stage>-<sha256 of stage inputs>`. */
async function readRecord<T>(
  store: ArtifactStore,
  stage: PipelineStage,
  key: string,
): Promise<T | undefined> {
  const json = await store.get("run", `${stage}-${key}`);
  if (json === undefined) return undefined;
  const rec = JSON.parse(json) as StageRecord<T>;
  return rec.version === PIPELINE_VERSION ? rec.value : undefined;
}

async function writeRecord<T>(store: ArtifactStore, stage: PipelineStage, key: string, value: T) {
  const rec: StageRecord<T> = { stage, version: PIPELINE_VERSION, value };
  await store.put("run", `${stage}-${key}`, JSON.stringify(rec));
}

/**
 * Stored artifacts by id, validated; the parsed JSON itself is returned (not the schema's output)
 * so key order and fields the schema does not know survive, and a resumed run writes the same
 * bytes. Missing or invalid ⇒ undefined (the stage recomputes).
 */
async function readAll<T>(
  store: ArtifactStore,
  kind: ArtifactKind,
  ids: readonly string[],
  schema: { safeParse(v: unknown): { success: boolean } },
): Promise<T[] | undefined> {
  const out: T[] = [];
  for (const id of ids) {
    const json = await store.get(kind, id);
    if (json === undefined) return undefined;
    const value: unknown = JSON.parse(json);
    if (!schema.safeParse(value).success) return undefined;
    out.push(value as T);
  }
  return out;
}

const isAborted = (signal?: AbortSignalLike) => signal?.aborted === true;

/**
 * Run ingest → build → verify → graph → synth → export. Every artifact is stored as soon as it
 * exists, keyed by content; a stage whose outputs for the same inputs and options are already
 * stored is skipped, so re-running resumes. Abort is honoured between items: the result is then
 * `aborted` and holds what finished (which stays in the store).
 */
export async function runPipeline(
  inputs: { name: string; text: string }[],
  options: PipelineOptions,
  ctx: PipelineContext,
): Promise<RunResult> {
  const { store, stages, signal } = ctx;
  const progress = (e: ProgressEvent) => ctx.onProgress?.(e);
  const sources = await Promise.all(
    inputs.map(async (f) => ({ name: f.name, sha256: await sha256Hex(f.text) })),
  );
  const runId = await contentId({
    v: PIPELINE_VERSION,
    sources,
    seed: options.seed,
    count: options.count,
    turns: options.turns,
    model: options.model,
    testShare: options.testShare,
  });
  const result: RunResult = {
    status: "complete",
    runId,
    stages: [],
    failures: [],
    docs: [],
    bundles: [],
    usable: [],
    verifyReports: [],
    tasks: [],
    trajectories: [],
  };
  const outcome = (stage: PipelineStage, items: number, reused: number, partial = false) =>
    result.stages.push({
      stage,
      status: partial ? "partial" : items === reused ? "resumed" : "ran",
      items,
      reused,
    });
  const stop = (from: PipelineStage) => {
    result.status = "aborted";
    for (const s of PIPELINE_STAGES.slice(PIPELINE_STAGES.indexOf(from)))
      if (!result.stages.some((o) => o.stage === s))
        result.stages.push({ stage: s, status: "not-run", items: 0, reused: 0 });
    return result;
  };

  // ingest — cheap, one record for the whole batch (env names are made unique across it).
  if (isAborted(signal)) return stop("ingest");
  for (const [i, f] of inputs.entries())
    await store.put("source", sources[i]!.sha256, JSON.stringify({ name: f.name, text: f.text }));
  const ingestKey = await contentId({ sources, model: options.model });
  type Ingested = Awaited<ReturnType<PipelineStages["ingest"]>>;
  let ingested = await readRecord<Ingested>(store, "ingest", ingestKey);
  const ingestReused = ingested !== undefined;
  if (!ingested) {
    try {
      ingested = await stages.ingest(inputs, { signal, onProgress: progress });
    } catch (e) {
      if (!isAborted(signal)) throw e;
    }
    if (isAborted(signal) || !ingested) return stop("ingest");
    await writeRecord(store, "ingest", ingestKey, ingested);
  } else progress({ stage: "ingest", done: inputs.length, total: inputs.length, note: "resumed" });
  result.docs = ingested.docs;
  for (const f of ingested.failures)
    result.failures.push({ stage: "ingest", where: f.file, error: f.error });
  outcome("ingest", inputs.length, ingestReused ? inputs.length : 0);

  // build — one bundle per document with tools.
  const docs = ingested.docs.filter((d) => d.tools.length > 0);
  const built: EnvBundle[] = [];
  const limit = ctx.concurrency ?? 1;
  let reused = 0;
  let finished = 0;
  progress({ stage: "build", done: 0, total: docs.length });
  type BuildOutcome = { bundle?: EnvBundle; error?: EnvFactoryError; reused: boolean };
  const builds = await mapOrdered(docs, limit, signal, async (doc): Promise<BuildOutcome> => {
    const key = await contentId({ doc, seed: options.seed, model: options.model });
    const rec = await readRecord<{ bundleId?: string; error?: EnvFactoryError }>(
      store,
      "build",
      key,
    );
    const stored = rec?.bundleId
      ? await readAll<EnvBundle>(store, "bundle", [rec.bundleId], EnvBundle)
      : undefined;
    let got: BuildOutcome;
    if (rec && (rec.error || stored)) {
      got = stored ? { bundle: stored[0]!, reused: true } : { error: rec.error!, reused: true };
    } else {
      const r = await ctx.stages.build(doc, { seed: options.seed });
      if (r.ok) {
        await store.put("bundle", r.value.id, JSON.stringify(r.value));
        await writeRecord(store, "build", key, { bundleId: r.value.id });
        got = { bundle: r.value, reused: false };
      } else {
        await writeRecord(store, "build", key, { error: r.error });
        got = { error: r.error, reused: false };
      }
    }
    progress({ stage: "build", done: ++finished, total: docs.length, note: doc.name });
    return got;
  });
  for (const [i, b] of builds.entries()) {
    if (!b) continue;
    if (b.reused) reused++;
    if (b.bundle) built.push(b.bundle);
    else result.failures.push({ stage: "build", where: docs[i]!.file, error: b.error! });
  }
  if (builds.some((b) => b === undefined)) {
    outcome("build", docs.length, reused, true);
    return stop("verify");
  }
  outcome("build", docs.length, reused);

  // verify — per bundle; the verified bundle keeps only tools that passed.
  reused = 0;
  finished = 0;
  progress({ stage: "verify", done: 0, total: built.length });
  type Verified = { bundle: EnvBundle; report: VerifyReport; reused: boolean };
  const verifiedAll = await mapOrdered(built, limit, signal, async (bundle) => {
    const key = await contentId({ bundleId: bundle.id, seed: options.seed });
    const rec = await readRecord<{ bundleId: string }>(store, "verify", key);
    const stored = rec
      ? await readAll<EnvBundle>(store, "bundle", [rec.bundleId], EnvBundle)
      : undefined;
    const report = rec
      ? await readAll<VerifyReport>(store, "verify-report", [rec.bundleId], VerifyReport)
      : undefined;
    let verified: Verified | undefined;
    if (stored && report) {
      verified = { bundle: stored[0]!, report: report[0]!, reused: true };
    } else {
      let fresh: { bundle: EnvBundle; report: VerifyReport } | undefined;
      try {
        fresh = await stages.verify(bundle, {
          seed: options.seed,
          signal,
          ...(ctx.sandbox ? { sandbox: ctx.sandbox } : {}),
        });
      } catch (e) {
        // A stage may throw on abort; anything else is a bug and propagates.
        if (!isAborted(signal)) throw e;
      }
      if (isAborted(signal) || fresh === undefined) return undefined;
      await store.put("bundle", fresh.bundle.id, JSON.stringify(fresh.bundle));
      await store.put("verify-report", fresh.bundle.id, JSON.stringify(fresh.report));
      await writeRecord(store, "verify", key, { bundleId: fresh.bundle.id });
      verified = { ...fresh, reused: false };
    }
    progress({ stage: "verify", done: ++finished, total: built.length, note: bundle.name });
    return verified;
  });
  for (const v of verifiedAll) {
    if (!v) continue;
    if (v.reused) reused++;
    result.bundles.push(v.bundle);
    result.verifyReports.push(v.report);
  }
  if (verifiedAll.some((v) => v === undefined)) {
    outcome("verify", built.length, reused, true);
    return stop("graph");
  }
  outcome("verify", built.length, reused);
  // Environments whose env-level checks failed (e.g. non-deterministic replay) would give
  // trajectories that do not replay, so synth only sees the ones that passed.
  result.usable = result.bundles.filter(
    (b, i) => result.verifyReports[i]!.passed && b.tools.length > 0,
  );

  // graph
  if (isAborted(signal)) return stop("graph");
  progress({ stage: "graph", done: 0, total: 1 });
  const graphKey = await contentId({ bundles: result.usable.map((b) => b.id) });
  const graphRec = await readRecord<{ stats: Record<string, unknown> }>(store, "graph", graphKey);
  const storedGraph = graphRec
    ? await readAll<ToolGraph>(store, "graph", [graphKey], ToolGraph)
    : undefined;
  if (graphRec && storedGraph) {
    result.graph = storedGraph[0]!;
    result.graphStats = graphRec.stats;
    outcome("graph", 1, 1);
  } else {
    const g = await stages.graph(result.usable);
    await store.put("graph", graphKey, JSON.stringify(g.graph));
    await writeRecord(store, "graph", graphKey, { stats: g.stats });
    result.graph = g.graph;
    result.graphStats = g.stats;
    outcome("graph", 1, 0);
  }
  progress({ stage: "graph", done: 1, total: 1, note: `${result.graph.nodes.length} tools` });

  // synth
  if (isAborted(signal)) return stop("synth");
  progress({ stage: "synth", done: 0, total: options.count });
  const synthKey = await contentId({
    graph: graphKey,
    count: options.count,
    seed: options.seed,
    turns: options.turns,
    model: options.model,
    testShare: options.testShare,
  });
  const synthRec = await readRecord<{ tasks: string[]; trajectories: string[] }>(
    store,
    "synth",
    synthKey,
  );
  const storedTasks = synthRec
    ? await readAll<Task>(store, "task", synthRec.tasks, Task)
    : undefined;
  const storedTrajs = synthRec
    ? await readAll<Trajectory>(store, "trajectory", synthRec.trajectories, Trajectory)
    : undefined;
  const storedReport = synthRec ? await store.get("report", `synth-${synthKey}`) : undefined;
  let synth: SynthOutput;
  if (storedTasks && storedTrajs && storedReport !== undefined) {
    synth = { tasks: storedTasks, trajectories: storedTrajs, report: JSON.parse(storedReport) };
    outcome("synth", storedTasks.length, storedTasks.length);
    progress({ stage: "synth", done: options.count, total: options.count, note: "resumed" });
  } else if (result.usable.length === 0) {
    synth = {
      tasks: [],
      trajectories: [],
      report: { note: "no verified environment to sample from" },
    };
    outcome("synth", 0, 0);
  } else {
    try {
      synth = await stages.synth(result.usable, result.graph, {
        count: options.count,
        seed: options.seed,
        turns: options.turns,
        ...(options.testShare !== undefined ? { testShare: options.testShare } : {}),
        signal,
        onProgress: (e) => progress({ ...e, stage: "synth" }),
        ...(ctx.sandbox ? { sandbox: ctx.sandbox } : {}),
      });
    } catch (e) {
      if (!isAborted(signal)) throw e;
      outcome("synth", 0, 0, true);
      return stop("export");
    }
    // Store what synth returned even when aborted; only a complete set gets a stage record.
    for (const t of synth.tasks) await store.put("task", t.id, JSON.stringify(t));
    for (const t of synth.trajectories) await store.put("trajectory", t.id, JSON.stringify(t));
    if (isAborted(signal)) {
      result.tasks = synth.tasks;
      result.trajectories = synth.trajectories;
      outcome("synth", synth.tasks.length, 0, true);
      return stop("export");
    }
    await store.put("report", `synth-${synthKey}`, JSON.stringify(synth.report));
    await writeRecord(store, "synth", synthKey, {
      tasks: synth.tasks.map((t) => t.id),
      trajectories: synth.trajectories.map((t) => t.id),
    });
    outcome("synth", synth.tasks.length, 0);
  }
  result.tasks = synth.tasks;
  result.trajectories = synth.trajectories;
  result.synthReport = synth.report;

  // report + export (derived, cheap: always recomputed from the stored artifacts).
  result.report = buildRunReport(result, options);
  await store.put("report", `run-${runId}`, JSON.stringify(result.report));
  const memory = ctx.exportSink ? undefined : memorySink();
  const exported = await writeExports(
    { bundles: result.usable, tasks: result.tasks },
    result.trajectories,
    options.export ?? {},
    ctx.exportSink ?? memory!,
  );
  if (exported.ok)
    result.exports = {
      files: memory ? memory.files() : {},
      manifest: exported.value,
    };
  else result.failures.push({ stage: "export", where: "exports", error: exported.error });
  outcome("export", exported.ok ? exported.value.files.length : 0, 0);
  progress({ stage: "export", done: 1, total: 1 });
  return result;
}
