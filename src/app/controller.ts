import { proxy } from "comlink";
import type {
  BatchReport,
  BuildResult,
  ExportFile,
  ExportFormat,
  ImproveResult,
  IngestedSource,
  JobModel,
  ProseResult,
  RemoteChat,
  SourceFile,
  SynthOptions,
} from "../adapters/browser/pipeline-api.js";
import type { PipelinePool } from "../adapters/browser/pipeline-bridge.js";
import { PoolJobError } from "../adapters/browser/worker-pool.js";
import type { LlmEnvgenRound } from "../core/envgen/llm-envgen.js";
import type { EnvFactoryError } from "../core/errors.js";
import type { IngestedDoc } from "../core/ingest/index.js";
import type { ModelReport } from "../core/llm/model-hooks.js";
import { contentId } from "../core/schema/canonical.js";
import type {
  EnvBundle,
  Plan,
  Task,
  ToolGraph,
  Trajectory,
  VerifyReport,
} from "../core/schema/index.js";
import {
  ARTIFACT_KINDS,
  type ArtifactKind,
  type ArtifactStore,
} from "../core/store/artifact-store.js";
import type { ModelProvider, ModelStatus } from "./model-provider.js";

/** One ingested file as the Sources panel shows it. */
export interface SourceRecord extends IngestedSource {
  id: string;
  size: number;
  /** Kept only for prose docs: a model reads them when environments are built. */
  text?: string;
  /** The model that read this prose doc into tools. */
  readBy?: string;
}

/** What "Improve with model" did to an environment: each round and which version won. */
export interface ImproveRecord {
  /** The environment that was improved, and the one that now stands in its place. */
  from: string;
  bundleId: string;
  generator: "heuristic/v1" | "llm/v1";
  rounds: LlmEnvgenRound[];
  model: ModelReport;
}

export interface EnvRecord {
  bundle: EnvBundle;
  report?: VerifyReport;
}

/** A synthesis run, persisted so a reloaded tab can show it and resume it. */
export interface RunRecord {
  id: string;
  options: SynthOptions;
  bundleIds: string[];
  batchSize: number;
  batches: number;
  done: number[];
  status: "running" | "stopped" | "finished";
  startedAt: number;
  /** The model last used by this run (never its key); absent when offline. */
  model?: string;
}

interface BatchRecord extends BatchReport {
  taskIds: string[];
  trajectoryIds: string[];
}

export interface Progress {
  stage: string;
  done: number;
  total: number;
  startedAt: number;
  kept?: number;
  dropped?: Record<string, number>;
  note?: string;
}

const RUN_ID = "synthesis";
const BATCH_SIZE = 10;
const IMPROVE_PREFIX = "envgen-llm-";
/** Model jobs wait on a network or a GPU: a longer watchdog than the offline default. */
const MODEL_DEADLINE_MS = 60 * 60_000;

const OFFLINE: ModelProvider = {
  status: () => ({ kind: "none", label: "none (offline)", ready: false }),
  forJob: async () => ({ ok: true, value: undefined }),
};

/** A source that only a model can read (prose documentation). */
export function needsModel(s: IngestedSource): boolean {
  return s.errors.some((e) => e.code === "ingest/needs-model");
}

/**
 * The app's single source of truth: what is loaded, what runs, and where it is stored. Panels read
 * its fields and call its methods; it emits "change" whenever something they show may differ.
 * Every artifact is written to the ArtifactStore as soon as it exists, so a reload keeps it.
 */
export class AppController extends EventTarget {
  sources: SourceRecord[] = [];
  envs: EnvRecord[] = [];
  graph?: ToolGraph;
  plan?: Plan;
  tasks: Task[] = [];
  trajectories: Trajectory[] = [];
  run?: RunRecord;
  batches: BatchRecord[] = [];
  progress?: Progress;
  error?: string;
  /** Improvement records by the id of the environment they produced. */
  improvements: Record<string, ImproveRecord> = {};
  private abort?: AbortController;

  constructor(
    readonly store: ArtifactStore,
    readonly pool: PipelinePool,
    readonly models: ModelProvider = OFFLINE,
  ) {
    super();
  }

  /** The model Settings chose, as panels show it. */
  modelStatus(): ModelStatus {
    return this.models.status();
  }

  /** Settings changed: panels that depend on the model re-render. */
  modelChanged(): void {
    this.changed();
  }

  /**
   * The model for a job, loading WebLLM weights first if needed (with progress). `null` means the
   * configured model cannot be used now; the reason is in `error`.
   */
  private async jobModel(): Promise<{ model: JobModel; remote?: RemoteChat } | undefined | null> {
    const status = this.models.status();
    if (status.kind === "none") return undefined;
    const pick =
      status.kind === "webllm"
        ? await this.task("Loading the WebLLM model", 100, (_signal) =>
            this.models.forJob((fraction, text) =>
              this.step(Math.round(fraction * 100), { note: text }),
            ),
          )
        : await this.models.forJob();
    if (!pick) return null;
    if (!pick.ok) {
      this.error = `The model in Settings cannot be used: ${pick.error.message}`;
      this.changed();
      return null;
    }
    if (!pick.value) return undefined;
    const remote = pick.value.remoteChat;
    return { model: pick.value.model, ...(remote ? { remote: proxy(remote) } : {}) };
  }

  private changed(): void {
    this.dispatchEvent(new Event("change"));
  }

  private async putJson(kind: ArtifactKind, id: string, value: unknown): Promise<void> {
    await this.store.put(kind, id, JSON.stringify(value));
  }

  private async all<T>(kind: ArtifactKind): Promise<T[]> {
    const ids = await this.store.list(kind);
    const values = await Promise.all(ids.map((id) => this.store.get(kind, id)));
    return values.filter((v): v is string => v !== undefined).map((v) => JSON.parse(v) as T);
  }

  get busy(): boolean {
    return this.abort !== undefined;
  }

  /** Loads everything a previous visit stored. */
  async init(): Promise<void> {
    this.sources = await this.all<SourceRecord>("source");
    const bundles = await this.all<EnvBundle>("bundle");
    const reports = new Map(
      (await this.all<VerifyReport>("verify-report")).map((r) => [r.bundleId, r]),
    );
    this.envs = bundles.map((bundle) => ({
      bundle,
      report: reports.get(bundle.id) ?? bundle.verification,
    }));
    this.improvements = {};
    for (const id of await this.store.list("report")) {
      if (!id.startsWith(IMPROVE_PREFIX)) continue;
      const json = await this.store.get("report", id);
      if (json) this.improvements[id.slice(IMPROVE_PREFIX.length)] = JSON.parse(json);
    }
    const graphJson = await this.store.get("graph", await this.graphKey());
    this.graph = graphJson ? (JSON.parse(graphJson) as ToolGraph) : undefined;
    const runJson = await this.store.get("run", RUN_ID);
    this.run = runJson ? (JSON.parse(runJson) as RunRecord) : undefined;
    // A run that was "running" when the tab closed is resumable, not running.
    if (this.run?.status === "running") this.run.status = "stopped";
    await this.loadDataset();
    this.changed();
  }

  private async loadDataset(): Promise<void> {
    const run = this.run;
    if (!run) {
      this.batches = [];
      this.tasks = [];
      this.trajectories = [];
      return;
    }
    const batches: BatchRecord[] = [];
    for (const i of run.done) {
      const json = await this.store.get("report", batchKey(run, i));
      if (json) batches.push(JSON.parse(json) as BatchRecord);
    }
    this.batches = batches;
    const load = async <T>(kind: ArtifactKind, ids: string[]) =>
      (await Promise.all(ids.map((id) => this.store.get(kind, id))))
        .filter((v): v is string => v !== undefined)
        .map((v) => JSON.parse(v) as T);
    this.tasks = await load<Task>(
      "task",
      batches.flatMap((b) => b.taskIds),
    );
    this.trajectories = await load<Trajectory>(
      "trajectory",
      batches.flatMap((b) => b.trajectoryIds),
    );
  }

  private async graphKey(): Promise<string> {
    return contentId(this.envs.map((e) => e.bundle.id).sort());
  }

  /** Runs one long task with a fresh AbortController; errors land in `error`, not in a throw. */
  private async task<T>(
    stage: string,
    total: number,
    work: (signal: AbortSignal) => Promise<T>,
  ): Promise<T | undefined> {
    if (this.abort) return undefined;
    this.abort = new AbortController();
    this.error = undefined;
    this.progress = { stage, done: 0, total, startedAt: Date.now() };
    this.changed();
    try {
      return await work(this.abort.signal);
    } catch (e) {
      this.error =
        e instanceof PoolJobError && e.code === "pipeline/aborted"
          ? `${stage} cancelled; everything finished before is kept.`
          : `${stage} failed: ${e instanceof Error ? e.message : String(e)}`;
      return undefined;
    } finally {
      this.abort = undefined;
      this.progress = undefined;
      this.changed();
    }
  }

  /** Stops whatever runs now (its worker is terminated); finished artifacts stay stored. */
  cancel(): void {
    this.abort?.abort();
  }

  private step(done: number, extra: Partial<Progress> = {}): void {
    if (this.progress) Object.assign(this.progress, { done, ...extra });
    this.changed();
  }

  /** Ingests files in a worker. Files that are environment bundles are imported as such. */
  async addFiles(files: SourceFile[]): Promise<void> {
    const docs: SourceFile[] = [];
    for (const f of files) {
      if (looksLikeBundle(f.text)) await this.importBundle(f.text, f.name);
      else docs.push(f);
    }
    if (docs.length === 0) return;
    await this.task("Reading sources", docs.length, async (signal) => {
      const results = await this.pool.run((api) => api.ingest(docs), { signal });
      for (const [i, r] of results.entries()) {
        const file = docs[i]!;
        const id = await contentId({ name: file.name, text: file.text });
        const record: SourceRecord = {
          ...r,
          id,
          size: file.text.length,
          ...(needsModel(r) ? { text: file.text } : {}),
        };
        await this.putJson("source", id, record);
        this.sources = [...this.sources.filter((s) => s.id !== id), record];
      }
      this.step(docs.length);
    });
  }

  /** Fetches the bundled examples listed in examples/index.json (same origin, relative URL). */
  async loadExamples(): Promise<void> {
    try {
      const index = (await (await fetch("examples/index.json")).json()) as unknown;
      const names = exampleFiles(index);
      const files = await Promise.all(
        names.map(async (name) => ({
          name,
          text: await (await fetch(`examples/${encodeURI(name)}`)).text(),
        })),
      );
      await this.addFiles(files);
    } catch (e) {
      this.error = `Could not load the examples: ${e instanceof Error ? e.message : String(e)}`;
      this.changed();
    }
  }

  async removeSource(id: string): Promise<void> {
    await this.store.delete("source", id);
    this.sources = this.sources.filter((s) => s.id !== id);
    this.changed();
  }

  /** Validates a bundle file (id checked against content) and stores it as an environment. */
  async importBundle(text: string, name = "bundle"): Promise<EnvFactoryError | undefined> {
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      this.error = `${name}: not JSON`;
      this.changed();
      return { code: "artifact/invalid", message: "not JSON", where: name };
    }
    // zod schemas load on first import, not with the page
    const { loadBundle } = await import("../core/schema/bundle.js");
    const loaded = await loadBundle(value, name);
    if (!loaded.ok) {
      this.error = `${name}: ${loaded.error.message}`;
      this.changed();
      return loaded.error;
    }
    await this.saveEnv({ bundle: loaded.value, report: loaded.value.verification });
    this.changed();
    return undefined;
  }

  private async saveEnv(env: EnvRecord): Promise<void> {
    await this.putJson("bundle", env.bundle.id, env.bundle);
    if (env.report) await this.putJson("verify-report", env.bundle.id, env.report);
    this.envs = [...this.envs.filter((e) => e.bundle.id !== env.bundle.id), env];
  }

  async removeEnv(id: string): Promise<void> {
    await this.store.delete("bundle", id);
    await this.store.delete("verify-report", id);
    this.envs = this.envs.filter((e) => e.bundle.id !== id);
    this.changed();
  }

  /**
   * Builds (heuristic envgen) and verifies one environment per source, in parallel workers. With a
   * model in Settings, prose sources are first read into tools by the model; without one they are
   * skipped (the Sources panel says they need a model).
   */
  async buildEnvironments(seed = 1): Promise<void> {
    const prose = this.sources.filter((s) => !s.doc && s.text !== undefined && needsModel(s));
    if (prose.length && this.models.status().kind !== "none") await this.readProse(prose, seed);
    const todo = this.sources.filter((s) => s.doc && s.tools.length > 0);
    await this.task("Building and verifying environments", todo.length, async (signal) => {
      let done = 0;
      const failures: string[] = [];
      await settleAll(
        todo.map(async (source) => {
          const r = await this.pool.run<BuildResult>(
            async (api) => (await api.buildEnvironment(source.doc!, seed)) as BuildResult,
            { signal },
          );
          if (r.ok) await this.saveEnv({ bundle: r.bundle, report: r.report });
          else failures.push(`${source.name}: ${r.error.message}`);
          this.step(++done, { note: source.name });
        }),
      );
      if (failures.length) this.error = `Some environments failed: ${failures.join("; ")}`;
    });
  }

  /** Has the model read prose sources into tools; each success replaces its source record. */
  private async readProse(sources: SourceRecord[], seed: number): Promise<void> {
    const m = await this.jobModel();
    if (!m) return;
    await this.task("Reading prose docs with the model", sources.length, async (signal) => {
      let done = 0;
      const failures: string[] = [];
      await settleAll(
        sources.map(async (source) => {
          const r = await this.pool.run<ProseResult>(
            async (api) =>
              (await api.readProse(
                { name: source.name, text: source.text ?? "" },
                seed,
                m.model,
                m.remote,
              )) as ProseResult,
            { signal, deadlineMs: MODEL_DEADLINE_MS },
          );
          if (r.ok) {
            const record: SourceRecord = {
              ...source,
              ...r.source,
              id: source.id,
              size: source.size,
              readBy: r.model.model,
            };
            await this.putJson("source", record.id, record);
            this.sources = this.sources.map((s) => (s.id === record.id ? record : s));
          } else failures.push(`${source.name}: ${r.error.message}`);
          this.step(++done, { note: source.name });
        }),
      );
      if (failures.length) this.error = `The model could not read: ${failures.join("; ")}`;
    });
  }

  /** The ingested doc an environment came from; rebuilt from the bundle when it was imported. */
  private docFor(bundle: EnvBundle): { doc: IngestedDoc; documentation?: string } {
    const files = bundle.provenance?.sources ?? [];
    const source = this.sources.find((s) => s.doc && files.includes(s.doc.file));
    if (source?.doc)
      return { doc: source.doc, ...(source.text ? { documentation: source.text } : {}) };
    return {
      doc: {
        file: files[0] ?? `${bundle.name}.envbundle.json`,
        format: "mcp",
        name: bundle.name,
        title: bundle.name,
        description: bundle.description,
        domain: bundle.domain,
        tools: bundle.tools.map(({ kind: _k, entity: _e, ...t }) => t),
        warnings: [],
      },
    };
  }

  /**
   * envgen/llm on one environment: the model writes state, seed data and rule-enforcing handlers,
   * verification failures go back for at most `rounds` revisions, and programs pick the winner.
   * A model-written winner replaces the environment; the rounds are stored either way.
   */
  async improveEnv(
    id: string,
    options: { rounds?: number; scenarios?: boolean; seed?: number } = {},
  ): Promise<void> {
    const env = this.envs.find((e) => e.bundle.id === id);
    if (!env || this.busy) return;
    const m = await this.jobModel();
    if (m === undefined) {
      this.error = "Choose a model in Settings to improve environments with it.";
      this.changed();
      return;
    }
    if (!m) return;
    const rounds = options.rounds ?? 2;
    const { doc, documentation } = this.docFor(env.bundle);
    await this.task(`Improving ${env.bundle.name} with the model`, rounds + 1, async (signal) => {
      const onProgress = proxy((e: { done: number; note?: string }) => this.step(e.done));
      const r = await this.pool.run<ImproveResult>(
        async (api) =>
          (await api.improveEnvironment(
            doc,
            {
              seed: options.seed ?? env.bundle.seed ?? 1,
              rounds,
              scenarios: options.scenarios ?? true,
              ...(documentation ? { documentation } : {}),
            },
            onProgress,
            m.model,
            m.remote,
          )) as ImproveResult,
        { signal, deadlineMs: MODEL_DEADLINE_MS },
      );
      if (!r.ok) {
        this.error = `Improving ${env.bundle.name} failed: ${r.error.message}`;
        return;
      }
      // The model's version replaces the environment only when it won; otherwise nothing changes.
      const won = r.generator === "llm/v1";
      const record: ImproveRecord = {
        from: id,
        bundleId: won ? r.bundle.id : id,
        generator: r.generator,
        rounds: r.rounds,
        model: r.model,
      };
      await this.putJson("report", `${IMPROVE_PREFIX}${record.bundleId}`, record);
      this.improvements = { ...this.improvements, [record.bundleId]: record };
      if (won && r.bundle.id !== id) {
        await this.saveEnv({ bundle: r.bundle, report: r.report });
        await this.removeEnv(id);
      }
      this.step(rounds + 1);
    });
  }

  /** Re-verifies one environment (e.g. an imported bundle) and stores the report. */
  async verifyEnv(id: string): Promise<void> {
    const env = this.envs.find((e) => e.bundle.id === id);
    if (!env) return;
    await this.task("Verifying", 1, async (signal) => {
      const r = await this.pool.run((api) => api.verify(env.bundle), { signal });
      await this.saveEnv(r);
      this.step(1);
    });
  }

  /** Builds the tool dependency graph over every environment. */
  async buildGraph(): Promise<void> {
    const bundles = this.envs.map((e) => e.bundle);
    if (bundles.length === 0) return;
    await this.task("Building the tool graph", 1, async (signal) => {
      const graph = await this.pool.run((api) => api.graph(bundles), { signal });
      await this.putJson("graph", await this.graphKey(), graph);
      this.graph = graph;
      this.plan = undefined;
      this.step(1);
    });
  }

  /** Samples and grounds one plan to highlight on the graph. */
  async samplePlan(seed: number): Promise<void> {
    const graph = this.graph;
    if (!graph) return;
    const bundles = this.envs.map((e) => e.bundle);
    await this.task("Sampling a plan", 1, async (signal) => {
      const plans = await this.pool.run((api) => api.samplePlans(bundles, graph, 1, seed), {
        signal,
      });
      this.plan = plans[0];
      if (!this.plan) this.error = "No grounded plan could be sampled with this seed.";
      this.step(1);
    });
  }

  /** Starts a new synthesis run (replacing the previous dataset) split into stored batches. */
  async synthesize(options: SynthOptions): Promise<void> {
    if (this.busy) return;
    if (!this.graph) await this.buildGraph();
    if (!this.graph) return;
    await this.clearRun();
    const bundleIds = this.envs.map((e) => e.bundle.id);
    const run: RunRecord = {
      id: await contentId({ options, bundleIds }),
      options,
      bundleIds,
      batchSize: BATCH_SIZE,
      batches: Math.ceil(options.count / BATCH_SIZE),
      done: [],
      status: "running",
      startedAt: Date.now(),
    };
    this.run = run;
    await this.putJson("run", RUN_ID, run);
    await this.continueRun();
  }

  /** Resumes the stored run: only batches not yet stored are computed. */
  async continueRun(): Promise<void> {
    const run = this.run;
    const graph = this.graph;
    if (!run || !graph) return;
    const bundles = this.envs.map((e) => e.bundle).filter((b) => run.bundleIds.includes(b.id));
    const pending = Array.from({ length: run.batches }, (_, i) => i).filter(
      (i) => !run.done.includes(i),
    );
    const total = run.options.count;
    const m = await this.jobModel();
    if (m === null) {
      run.status = "stopped";
      await this.putJson("run", RUN_ID, run);
      this.changed();
      return;
    }
    if (m)
      run.model = m.model.kind === "openai" ? `openai-compatible:${m.model.model}` : m.model.model;
    else delete run.model;
    run.status = "running";
    await this.putJson("run", RUN_ID, run);
    const inFlight = new Map<number, number>();
    const finished = () =>
      this.batches.reduce((n, b) => n + b.kept + sumValues(conversationDrops(b.dropped)), 0);
    const report = () => {
      const live = [...inFlight.values()].reduce((a, b) => a + b, 0);
      this.step(Math.min(total, finished() + live), {
        kept: this.batches.reduce((n, b) => n + b.kept, 0),
        dropped: mergeCounts(this.batches.map((b) => b.dropped)),
      });
    };
    await this.task("Synthesizing conversations", total, async (signal) => {
      report();
      await settleAll(
        pending.map(async (i) => {
          const count = Math.min(run.batchSize, total - i * run.batchSize);
          const options = { ...run.options, count, seed: run.options.seed * 100_003 + i };
          const onProgress = proxy((e: { done: number }) => {
            inFlight.set(i, Math.min(count, e.done));
            report();
          });
          const out = await this.pool.run(
            (api) => api.synthesize(bundles, graph, options, onProgress, m?.model, m?.remote),
            { signal, ...(m ? { deadlineMs: MODEL_DEADLINE_MS } : {}) },
          );
          for (const t of out.tasks) await this.putJson("task", t.id, t);
          for (const t of out.trajectories) await this.putJson("trajectory", t.id, t);
          const batch: BatchRecord = {
            ...out.report,
            taskIds: out.tasks.map((t) => t.id),
            trajectoryIds: out.trajectories.map((t) => t.id),
          };
          await this.putJson("report", batchKey(run, i), batch);
          run.done = [...run.done, i].sort((a, b) => a - b);
          await this.putJson("run", RUN_ID, run);
          inFlight.delete(i);
          this.batches.push(batch);
          this.tasks.push(...out.tasks);
          this.trajectories.push(...out.trajectories);
          report();
        }),
      );
    });
    run.status = run.done.length === run.batches ? "finished" : "stopped";
    await this.putJson("run", RUN_ID, run);
    this.changed();
  }

  private async clearRun(): Promise<void> {
    const run = this.run;
    if (run) {
      for (const b of this.batches) {
        for (const id of b.taskIds) await this.store.delete("task", id);
        for (const id of b.trajectoryIds) await this.store.delete("trajectory", id);
      }
      for (let i = 0; i < run.batches; i++) await this.store.delete("report", batchKey(run, i));
      await this.store.delete("run", RUN_ID);
    }
    this.run = undefined;
    this.batches = [];
    this.tasks = [];
    this.trajectories = [];
  }

  /** Renders one export format in a worker; the result is ready to download. */
  async exportFormat(format: ExportFormat): Promise<ExportFile | undefined> {
    const input = {
      bundles: this.envs.map((e) => e.bundle),
      graph: this.graph,
      tasks: this.tasks,
      trajectories: this.trajectories,
      reports: { batches: this.batches, run: this.run },
    };
    return this.task(`Exporting ${format}`, 1, (signal) =>
      this.pool.run((api) => api.exportFormat(format, input), { signal }),
    );
  }

  /** Deletes every stored artifact of this app. */
  async clearAll(): Promise<void> {
    this.cancel();
    for (const kind of ARTIFACT_KINDS) {
      for (const id of await this.store.list(kind)) await this.store.delete(kind, id);
    }
    await this.init();
  }
}

function batchKey(run: RunRecord, i: number): string {
  return `batch-${run.id.slice(0, 16)}-${i}`;
}

/** Drop reasons about conversations; `sampler:*` ones count rejected plan samples instead. */
export function conversationDrops(dropped: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(dropped).filter(([k]) => !k.startsWith("sampler:")));
}

function sumValues(r: Record<string, number>): number {
  return Object.values(r).reduce((a, b) => a + b, 0);
}

/** Waits for every job (so none writes after the stage ends), then rethrows the first failure. */
async function settleAll(jobs: Promise<unknown>[]): Promise<void> {
  const results = await Promise.allSettled(jobs);
  const failed = results.find((r): r is PromiseRejectedResult => r.status === "rejected");
  if (failed) throw failed.reason;
}

/** Adds up per-reason counts. */
export function mergeCounts(all: Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of all) for (const [k, v] of Object.entries(r)) out[k] = (out[k] ?? 0) + v;
  return out;
}

function looksLikeBundle(text: string): boolean {
  return text.length < 50_000_000 && /"format"\s*:\s*"envfactory\.bundle\/v1"/.test(text);
}

/** File names listed by examples/index.json, whichever of the usual shapes it has. */
export function exampleFiles(index: unknown): string[] {
  const list = Array.isArray(index)
    ? index
    : typeof index === "object" && index !== null
      ? ((index as Record<string, unknown>).examples ?? (index as Record<string, unknown>).files)
      : undefined;
  if (!Array.isArray(list)) return [];
  return list
    .map((x) =>
      typeof x === "string"
        ? x
        : typeof x === "object" && x !== null
          ? ((x as Record<string, unknown>).file ?? (x as Record<string, unknown>).path)
          : undefined,
    )
    .filter((x): x is string => typeof x === "string" && !x.includes(".."));
}
