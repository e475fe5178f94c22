import { generateHeuristicBundle } from "../envgen/index.js";
import { buildToolGraph, exportToolGraph, graphStats, importToolGraph } from "../graph/index.js";
import { ingestFiles } from "../ingest/index.js";
import { synthesize } from "../synth/synthesize.js";
import { verifyBundle } from "../verify/index.js";
import type { PipelineStages } from "./stages.js";

/**
 * The real, model-free stages: ingest, heuristic envgen, programmatic verify, tool graph, and
 * offline synthesis (templates + replay in the QuickJS sandbox).
 */
export function createDefaultStages(): PipelineStages {
  return {
    ingest: (files, ctx) => ingestFiles(files, ctx),
    build: (doc, options) => generateHeuristicBundle(doc, options),
    verify: (bundle, options) => verifyBundle(bundle, options),
    async graph(bundles) {
      const graph = buildToolGraph(bundles);
      return {
        graph: exportToolGraph(graph),
        stats: graphStats(graph) as unknown as Record<string, unknown>,
      };
    },
    async synth(bundles, graph, options) {
      const { sandbox: _sandbox, ...rest } = options;
      const out = await synthesize(bundles, importToolGraph(graph), rest);
      return { ...out, report: out.report as unknown as Record<string, unknown> };
    },
  };
}
