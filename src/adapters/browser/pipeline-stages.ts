import { extractToolsFromProse, generateLlmBundle } from "../../core/envgen/llm-envgen.js";
import type { EnvFactoryError } from "../../core/errors.js";
import {
  createRunArchiveWriter,
  memorySink,
  type RunFiles,
  writeExports,
} from "../../core/export/index.js";
import { importToolGraph } from "../../core/graph/index.js";
import { ingestFiles } from "../../core/ingest/index.js";
import { emptyUsage, type LlmClient } from "../../core/llm/llm-client.js";
import { type ModelReport, modelHooks, modelReport } from "../../core/llm/model-hooks.js";
import { ModelUseLog } from "../../core/llm/model-use-log.js";
import { createDefaultStages, runToFiles, withModel } from "../../core/pipeline/index.js";
import { sampleGroundedPlans } from "../../core/plan/index.js";
import type { ArtifactStore } from "../../core/store/artifact-store.js";
import { createJobClient } from "./job-llm.js";
import type {
  ExportFile,
  IngestedSource,
  JobModel,
  PipelineApi,
  RemoteChat,
} from "./pipeline-api.js";

export interface PipelineDeps {
  /** Where model responses are cached (IndexedDB in the worker, memory in tests); opened lazily. */
  cacheStore: () => Promise<ArtifactStore>;
}

function reportOf(llm: LlmClient, log: ModelUseLog): ModelReport {
  return { model: llm.model, usage: llm.usage(), uses: log.summary() };
}

/**
 * The core stages behind the pipeline worker, each one core call on plain data. The worker file
 * only exposes this object; tests run it in-process.
 */
export function createPipelineApi(deps: PipelineDeps): PipelineApi {
  const client = async (
    model: JobModel,
    remoteChat?: RemoteChat,
  ): Promise<{ ok: true; llm: LlmClient } | { ok: false; error: EnvFactoryError }> => {
    const made = createJobClient(model, await deps.cacheStore(), remoteChat);
    return made.ok ? { ok: true, llm: made.value } : made;
  };

  const stages = createDefaultStages();
  return {
    buildStage: (doc, seed) => stages.build(doc, { seed }),
    verifyStage: (bundle, seed) => stages.verify(bundle, { seed }),
    graphStage: (bundles) => stages.graph(bundles),
    async synthStage(bundles, graph, o, onProgress, model, remoteChat) {
      let hooks: ReturnType<typeof modelHooks> | undefined;
      if (model) {
        const c = await client(model, remoteChat);
        if (!c.ok) throw new Error(c.error.message);
        hooks = modelHooks(c.llm);
      }
      const run = hooks ? withModel(stages, hooks) : stages;
      const out = await run.synth(bundles, graph, { ...o, ...(onProgress ? { onProgress } : {}) });
      return hooks ? { ...out, report: { ...out.report, model: modelReport(hooks) } } : out;
    },
    async ingest(files) {
      const { docs, failures } = await ingestFiles(files);
      return files.map((f): IngestedSource => {
        const doc = docs.find((d) => d.file === f.name);
        const errors = failures.filter((x) => x.file === f.name).map((x) => x.error);
        const warnings = (doc?.warnings ?? []).map((w) => ({
          code: "ingest/invalid-tool" as const,
          message: w.message,
          where: w.where,
        }));
        return {
          name: f.name,
          format: doc?.format,
          doc,
          tools: doc?.tools ?? [],
          errors: [...errors, ...warnings],
        };
      });
    },
    async samplePlans(bundles, graph, count, seed) {
      return (await sampleGroundedPlans(bundles, importToolGraph(graph), { count, seed })).plans;
    },
    async readProse(file, seed, model, remoteChat) {
      const c = await client(model, remoteChat);
      const log = new ModelUseLog();
      if (!c.ok) {
        return {
          ok: false,
          error: c.error,
          model: { model: model.model, usage: emptyUsage(), uses: {} },
        };
      }
      const read = await extractToolsFromProse(file, c.llm, { seed, log });
      const used = reportOf(c.llm, log);
      if (!read.ok) return { ok: false, error: read.error, model: used };
      const doc = read.value;
      return {
        ok: true,
        source: { name: file.name, format: doc.format, doc, tools: doc.tools, errors: [] },
        model: used,
      };
    },
    async improveEnvironment(doc, options, onProgress, model, remoteChat) {
      const c = await client(model, remoteChat);
      if (!c.ok) return c;
      const log = new ModelUseLog();
      const made = await generateLlmBundle(doc, {
        llm: c.llm,
        seed: options.seed,
        rounds: options.rounds,
        scenarios: options.scenarios,
        log,
        ...(options.documentation ? { documentation: options.documentation } : {}),
        ...(onProgress ? { onProgress } : {}),
      });
      if (!made.ok) return made;
      return { ok: true, ...made.value, model: reportOf(c.llm, log) };
    },
    async exportFormat(format, input): Promise<ExportFile> {
      if (format === "zip") {
        const files = runToFiles({
          status: "complete",
          runId: "browser",
          stages: [],
          failures: [],
          docs: [],
          bundles: input.bundles,
          usable: input.bundles,
          verifyReports: input.bundles.flatMap((b) => (b.verification ? [b.verification] : [])),
          ...(input.graph ? { graph: input.graph } : {}),
          tasks: input.tasks,
          trajectories: input.trajectories,
        });
        files["app-report.json"] = new TextEncoder().encode(
          `${JSON.stringify(input.reports, null, 2)}\n`,
        );
        return { name: "envfactory-run.zip", mime: "application/zip", data: await zipBlob(files) };
      }
      // Rows stream into per-file part lists; a one-file format downloads as a Blob of its parts.
      const sink = memorySink();
      const out = await writeExports(input, input.trajectories, { formats: [format] }, sink);
      if (!out.ok) throw new Error(out.error.message);
      // The whole file of a format (its per-split copies ride along only in the zip).
      const main = out.value.files.filter(
        (f) => f.path !== "export-manifest.json" && f.split === undefined,
      );
      if (main.length === 1) {
        const parts = sink.parts().get(main[0]!.path) ?? [];
        return {
          name: main[0]!.path,
          mime: "application/jsonl",
          data: new Blob(parts as Uint8Array<ArrayBuffer>[], { type: "application/jsonl" }),
        };
      }
      return {
        name: `envfactory-${format}.zip`,
        mime: "application/zip",
        data: await zipBlob(sink.files()),
      };
    },
  };
}

/** The run archive as a Blob of its entries, each added as it is zipped (no joined copy). */
async function zipBlob(files: RunFiles): Promise<Blob> {
  const parts: Uint8Array<ArrayBuffer>[] = [];
  const archive = createRunArchiveWriter((bytes) => parts.push(bytes as Uint8Array<ArrayBuffer>));
  for (const path of Object.keys(files).sort()) {
    const added = await archive.add(path, files[path]!);
    if (!added.ok) throw new Error(added.error.message);
  }
  archive.finish();
  return new Blob(parts, { type: "application/zip" });
}
