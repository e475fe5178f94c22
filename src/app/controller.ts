import { proxy } from "comlink";
import type {
  BatchReport,
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
import { type PoolModel, poolStages } from "../adapters/browser/pool-stages.js";
import { PoolJobError } from "../adapters/browser/worker-pool.js";
import type { LlmEnvgenRound } from "../core/envgen/llm-envgen.js";
import type { EnvFactoryError } from "../core/errors.js";
import type { IngestedDoc } from "../core/ingest/index.js";
import type { ModelReport } from "../core/llm/model-hooks.js";
import {
  graphKeyOf,
  graphStage,
  storedGraph,
  storedSynth,
  synthesizeDataset,
  synthKeyOf,
} from "../core/pipeline/dataset.js";
import { buildEnvironments, verifyEnvironments } from "../core/pipeline/environments.js";
import type { DatasetOptions, PipelineContext } from "../core/pipeline/index.js";
import type { ProgressEvent } from "../core/progress.js";
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

/**
 * The app's current synthesis run, persisted so a reloaded tab can show it and resume it. Its
 * tasks and trajectories are the pipeline's synth record `run/synth-<id>` (the same record a CLI
 * run writes); this only says which run the app shows.
 */
export interface RunRecord {
  /** The pipeline's synth key. */
  id: string;
  options: SynthOptions;
  bundleIds: string[];
  status: "running" | "stopped" | "finished";
  startedAt: number;
  /** The model last used by this run (never its key); absent when offline. */
  model?: string;
}

/** The synth stage's report as the panels read it, with the ids it kept. */
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

/** The generator build `vite.config.ts` hashed in (absent under vitest: keys as before). */
const GENERATOR_BUILD: string | undefined = import.meta.env.ENVFACTORY_BUILD;

const RUN_ID = "synthesis";
/** The environments the app shows, in order (order decides the graph and the synthesis). */
const ENVS_ID = "app-envs";
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
    const reports = new Map(
      (await this.all<VerifyReport>("verify-report")).map((r) => [r.bundleId, r]),
    );
    // The store also holds unverified bundles (the build stage's output): the env list says which
    // ones the app shows. A store from before the list existed shows every bundle.
    const listed = await this.store.get("run", ENVS_ID);
    const ids = listed ? (JSON.parse(listed) as string[]) : await this.store.list("bundle");
    const bundles = (await Promise.all(ids.map((id) => this.store.get("bundle", id))))
      .filter((v): v is string => v !== undefined)
      .map((v) => JSON.parse(v) as EnvBundle);
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
    this.graph = (await storedGraph(this, await graphKeyOf(this.usable(), GENERATOR_BUILD)))?.graph;
    const runJson = await this.store.get("run", RUN_ID);
    this.run = runJson ? (JSON.parse(runJson) as RunRecord) : undefined;
    // A run that was "running" when the tab closed is resumable, not running.
    if (this.run?.status === "running") this.run.status = "stopped";
    await this.loadDataset();
    this.changed();
  }

  /** The environments synthesis samples from: verified ones that passed (or unverified imports). */
  usable(): EnvBundle[] {
    return this.envs
      .filter((e) => e.bundle.tools.length > 0 && (e.report?.passed ?? true))
      .map((e) => e.bundle);
  }

  private async loadDataset(): Promise<void> {
    const stored = this.run ? await storedSynth(this, this.run.id) : undefined;
    this.tasks = stored?.tasks ?? [];
    this.trajectories = stored?.trajectories ?? [];
    this.batches = stored
      ? [
          {
            ...(stored.report as unknown as BatchReport),
            taskIds: this.tasks.map((t) => t.id),
            trajectoryIds: this.trajectories.map((t) => t.id),
          },
        ]
      : [];
  }

  /**
   * The platform the pipeline runs on in the app: IndexedDB and the web-worker pool, with its
   * progress events rendered as this controller's `progress`.
   */
  private context(
    signal: AbortSignal,
    model?: PoolModel,
    onProgress?: (e: ProgressEvent) => void,
  ): PipelineContext {
    return {
      store: this.store,
      stages: poolStages(this.pool, model),
      signal,
      concurrency: this.pool.size ?? 1,
      ...(onProgress ? { onProgress } : {}),
      ...(GENERATOR_BUILD ? { generatorBuild: GENERATOR_BUILD } : {}),
    };
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

  private async saveEnv(env: EnvRecord, replaces?: string): Promise<void> {
    await this.putJson("bundle", env.bundle.id, env.bundle);
    if (env.report) await this.putJson("verify-report", env.bundle.id, env.report);
    const at = this.envs.findIndex((e) => e.bundle.id === (replaces ?? env.bundle.id));
    const rest = this.envs.filter((e) => e.bundle.id !== env.bundle.id);
    const where = rest.findIndex((e) => e.bundle.id === replaces);
    if (where >= 0) rest[where] = env;
    else if (at >= 0 && at <= rest.length) rest.splice(at, 0, env);
    else rest.push(env);
    await this.setEnvs(rest);
  }

  private async setEnvs(envs: EnvRecord[]): Promise<void> {
    this.envs = envs;
    await this.putJson(
      "run",
      ENVS_ID,
      envs.map((e) => e.bundle.id),
    );
  }

  async removeEnv(id: string): Promise<void> {
    await this.setEnvs(this.envs.filter((e) => e.bundle.id !== id));
    this.changed();
  }

  /**
   * Builds (heuristic envgen) and verifies one environment per source through the pipeline, on the
   * worker pool. Sources go in file-name order (as `envfactory run DIR` reads a folder), so the
   * same files and seed give the same environments as the CLI, byte for byte. Environments already
   * built for the same document and seed are reused, so a cancelled build resumes. With a model in
   * Settings, prose sources are first read into tools by the model; without one they are skipped.
   */
  async buildEnvironments(seed = 1): Promise<void> {
    const prose = this.sources.filter((s) => !s.doc && s.text !== undefined && needsModel(s));
    if (prose.length && this.models.status().kind !== "none") await this.readProse(prose, seed);
    const todo = this.sources
      .filter((s) => s.doc && s.tools.length > 0)
      .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    const n = todo.length;
    await this.task("Building and verifying environments", 2 * n, async (signal) => {
      const r = await buildEnvironments(
        todo.map((s) => s.doc!),
        { seed },
        this.context(signal, undefined, (e) =>
          this.step(e.stage === "verify" ? n + e.done : e.done, {
            ...(e.note ? { note: e.note } : {}),
          }),
        ),
      );
      // A rebuilt document replaces the environment it made before; the rest keep their place.
      const files = new Set(todo.map((s) => s.doc!.file));
      const fresh = r.bundles.map((bundle, i) => ({ bundle, report: r.verifyReports[i]! }));
      const others = this.envs.filter(
        (e) =>
          !fresh.some((f) => f.bundle.id === e.bundle.id) &&
          !(e.bundle.provenance?.sources ?? []).some((f) => files.has(f)),
      );
      await this.setEnvs([...fresh, ...others]);
      const failures = r.failures.map((f) => `${f.where}: ${f.error.message}`);
      if (failures.length) this.error = `Some environments failed: ${failures.join("; ")}`;
      if (r.status === "aborted") throw new PoolJobError("pipeline/aborted", "cancelled");
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

  /** Re-verifies one environment (e.g. an imported bundle); the verified one takes its place. */
  async verifyEnv(id: string): Promise<void> {
    const env = this.envs.find((e) => e.bundle.id === id);
    if (!env) return;
    await this.task("Verifying", 1, async (signal) => {
      const r = await verifyEnvironments(
        [env.bundle],
        { seed: env.bundle.seed },
        this.context(signal),
      );
      if (r.status === "aborted") throw new PoolJobError("pipeline/aborted", "cancelled");
      await this.saveEnv({ bundle: r.bundles[0]!, report: r.verifyReports[0]! }, id);
      this.step(1);
    });
  }

  /** Builds the tool dependency graph over the usable environments (the pipeline's graph stage). */
  async buildGraph(): Promise<void> {
    const bundles = this.usable();
    if (bundles.length === 0) return;
    await this.task("Building the tool graph", 1, async (signal) => {
      const g = await graphStage(bundles, this.context(signal));
      this.graph = g.graph;
      this.plan = undefined;
      this.step(1);
    });
  }

  /** Samples and grounds one plan to highlight on the graph. */
  async samplePlan(seed: number): Promise<void> {
    const graph = this.graph;
    if (!graph) return;
    const bundles = this.usable();
    await this.task("Sampling a plan", 1, async (signal) => {
      const plans = await this.pool.run((api) => api.samplePlans(bundles, graph, 1, seed), {
        signal,
      });
      this.plan = plans[0];
      if (!this.plan) this.error = "No grounded plan could be sampled with this seed.";
      this.step(1);
    });
  }

  /** Starts a new synthesis run (the dataset the app shows becomes this run's). */
  async synthesize(options: SynthOptions): Promise<void> {
    if (this.busy) return;
    const bundles = this.usable();
    if (bundles.length === 0) return;
    this.run = {
      id: "",
      options,
      bundleIds: bundles.map((b) => b.id),
      status: "running",
      startedAt: Date.now(),
    };
    this.batches = [];
    this.tasks = [];
    this.trajectories = [];
    await this.continueRun();
  }

  /**
   * Runs (or resumes) the stored run through the pipeline's graph and synth stages: a graph or
   * synth output already stored for the same environments and options is reused; an interrupted
   * synth stage is redone (its output depends on every task before it).
   */
  async continueRun(): Promise<void> {
    const run = this.run;
    if (!run || this.busy) return;
    const bundles = run.bundleIds
      .map((id) => this.envs.find((e) => e.bundle.id === id)?.bundle)
      .filter((b): b is EnvBundle => b !== undefined);
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
    const o = run.options;
    const options: DatasetOptions = {
      seed: o.seed,
      count: o.count,
      turns: o.turns,
      synth: { multiRatio: o.multiShare, maxSteps: o.maxPlanLength },
      ...(run.model ? { model: run.model } : {}),
    };
    run.id = await synthKeyOf(await graphKeyOf(bundles, GENERATOR_BUILD), options);
    run.status = "running";
    await this.putJson("run", RUN_ID, run);
    const model: PoolModel | undefined = m
      ? { model: m.model, ...(m.remote ? { remote: m.remote } : {}), deadlineMs: MODEL_DEADLINE_MS }
      : undefined;
    const total = o.count;
    let finished = false;
    await this.task("Synthesizing conversations", total, async (signal) => {
      const r = await synthesizeDataset(
        bundles,
        options,
        this.context(signal, model, (e) => {
          if (e.stage === "synth") this.step(Math.min(total, e.done), { kept: e.done });
        }),
      );
      if (r.graph) this.graph = r.graph;
      if (r.status === "aborted") throw new PoolJobError("pipeline/aborted", "cancelled");
      finished = true;
      await this.loadDataset();
    });
    run.status = finished ? "finished" : "stopped";
    await this.putJson("run", RUN_ID, run);
    this.changed();
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

/** Drop reasons about conversations; `sampler:*` ones count rejected plan samples instead. */
export function conversationDrops(dropped: Record<string, number>): Record<string, number> {
  return Object.fromEntries(Object.entries(dropped).filter(([k]) => !k.startsWith("sampler:")));
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
