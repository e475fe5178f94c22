import { expose } from "comlink";
import type {
  ExportFile,
  IngestedSource,
  PipelineApi,
} from "../src/adapters/browser/pipeline-api.js";
import { generateHeuristicBundle } from "../src/core/envgen/index.js";
import { exportDataset, packRunArchive } from "../src/core/export/index.js";
import {
  buildToolGraph,
  exportToolGraph,
  importToolGraph,
  sampleGroundedPlans,
} from "../src/core/graph/index.js";
import { ingestFiles } from "../src/core/ingest/index.js";
import { runToFiles } from "../src/core/pipeline/index.js";
import { synthesize } from "../src/core/synth/index.js";
import { verifyBundle } from "../src/core/verify/index.js";

// Thin adapter: each method is one core stage call; the pool owns lifecycle, cancel and watchdog.
const api: PipelineApi = {
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
  async buildEnvironment(doc, seed) {
    const generated = await generateHeuristicBundle(doc, { seed });
    if (!generated.ok) return generated;
    return { ok: true, ...(await verifyBundle(generated.value, { seed })) };
  },
  verify: (bundle) => verifyBundle(bundle),
  async graph(bundles) {
    return exportToolGraph(buildToolGraph(bundles));
  },
  async samplePlans(bundles, graph, count, seed) {
    return (await sampleGroundedPlans(bundles, importToolGraph(graph), { count, seed })).plans;
  },
  async synthesize(bundles, graph, o, onProgress) {
    const out = await synthesize(bundles, importToolGraph(graph), {
      count: o.count,
      seed: o.seed,
      turns: o.turns,
      multiRatio: o.multiShare,
      maxSteps: o.maxPlanLength,
      ...(onProgress ? { onProgress } : {}),
    });
    return {
      tasks: out.tasks,
      trajectories: out.trajectories,
      report: {
        kept: out.report.kept,
        dropped: out.report.dropped,
        replayExactness: out.report.replayExactness,
      },
    };
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
      const zip = await packRunArchive(files);
      if (!zip.ok) throw new Error(zip.error.message);
      return { name: "envfactory-run.zip", mime: "application/zip", data: zip.value };
    }
    const out = exportDataset(input, { formats: [format] });
    if (!out.ok) throw new Error(out.error.message);
    const paths = Object.keys(out.value.files).filter((p) => p !== "export-manifest.json");
    if (paths.length === 1)
      return { name: paths[0]!, mime: "application/jsonl", data: out.value.files[paths[0]!]! };
    const zip = await packRunArchive(out.value.files);
    if (!zip.ok) throw new Error(zip.error.message);
    return { name: `envfactory-${format}.zip`, mime: "application/zip", data: zip.value };
  },
};

expose(api);
