import { extractToolsFromProse, generateLlmBundle } from "../envgen/llm-envgen.js";
import type { IngestedDoc } from "../ingest/index.js";
import type { ModelHooks } from "../llm/model-hooks.js";
import type { PipelineStages } from "./stages.js";

export interface ModelStageOptions {
  /** Let the model rewrite environments (envgen/llm); off by default: it costs many requests. */
  envgen?: boolean;
  /** Revision rounds per environment when `envgen` is on (default 2). */
  rounds?: number;
  scenarios?: boolean;
  /** Seed the model reads prose docs with (default 1). */
  seed?: number;
  /** Told which version won for each environment the model rewrote, with every round. */
  onEnvgen?: (doc: IngestedDoc, outcome: { generator: string; rounds: unknown[] }) => void;
}

/**
 * The pipeline stages with a model in the loop, each falling back to the offline stage:
 * prose docs are read by the model, environments optionally rewritten with business rules
 * (verified; the heuristic bundle wins when the model's does not verify as well), and synthesis
 * uses model-written requests, user replies and answers that pass the same checks.
 */
export function withModel(
  base: PipelineStages,
  hooks: ModelHooks,
  options: ModelStageOptions = {},
): PipelineStages {
  return {
    ...base,
    async ingest(files, ctx) {
      const out = await base.ingest(files, ctx);
      const failures: typeof out.failures = [];
      const docs = [...out.docs];
      for (const f of out.failures) {
        const file =
          f.error.code === "ingest/needs-model" ? files.find((x) => x.name === f.file) : undefined;
        if (!file) {
          failures.push(f);
          continue;
        }
        const read = await extractToolsFromProse(file, hooks.llm, {
          seed: options.seed ?? 1,
          log: hooks.log,
          ...ctx,
        });
        if (read.ok) docs.push(read.value);
        else failures.push({ file: f.file, error: read.error });
      }
      return { docs, failures };
    },
    async build(doc, o) {
      if (!options.envgen) return base.build(doc, o);
      const made = await generateLlmBundle(doc, {
        llm: hooks.llm,
        seed: o.seed,
        log: hooks.log,
        ...(options.rounds !== undefined ? { rounds: options.rounds } : {}),
        ...(options.scenarios ? { scenarios: true } : {}),
      });
      if (!made.ok) return made;
      options.onEnvgen?.(doc, { generator: made.value.generator, rounds: made.value.rounds });
      return { ok: true, value: made.value.bundle };
    },
    synth(bundles, graph, o) {
      return base.synth(bundles, graph, {
        ...o,
        writer: hooks.writer,
        userSimulator: hooks.userSimulator,
        answerWriter: hooks.answerWriter,
      });
    },
  };
}
