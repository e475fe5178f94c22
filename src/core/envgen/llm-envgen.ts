import { fail, ok, type Result } from "../errors.js";
import type { IngestedDoc } from "../ingest/index.js";
import type { LlmClient } from "../llm/llm-client.js";
import { ModelUseLog } from "../llm/model-use-log.js";
import { extractToolsPrompt } from "../llm/prompts/extract-tools.js";
import { promptRequest } from "../llm/prompts/prompt.js";
import { proposeScenariosPrompt, type Scenario } from "../llm/prompts/propose-scenarios.js";
import { writeEnvironmentPrompt } from "../llm/prompts/write-environment.js";
import { chatJson } from "../llm/structured.js";
import { throwIfAborted } from "../platform.js";
import type { StageContext } from "../progress.js";
import { createInProcessSandbox, type Sandbox } from "../sandbox/index.js";
import { type EnvBundle, sealBundle, type VerifyReport } from "../schema/index.js";
import { verifyBundle } from "../verify/index.js";
import { generateHeuristicBundle } from "./generate.js";

export const LLM_GENERATOR = "llm/v1";

export interface LlmEnvgenOptions extends StageContext {
  llm: LlmClient;
  seed: number;
  /** Revision rounds after the first attempt (default 2). */
  rounds?: number;
  /** Ask the model for scenario tests and feed failing ones back as revision input. */
  scenarios?: boolean;
  /** Prose documentation to give the model alongside the tools. */
  documentation?: string;
  log?: ModelUseLog;
  sandbox?: Sandbox;
}

/** One attempt of the model, as the report records it. */
export interface LlmEnvgenRound {
  round: number;
  outcome: "bad-output" | "verified" | "model-unavailable";
  /** Tools that passed verification, of all tools. */
  verified: number;
  total: number;
  failures: string[];
  scenarioFailures: string[];
  bundleId?: string;
}

export interface LlmEnvgenResult {
  /** The verified winner: the model's best round, or the heuristic bundle when no round beat it. */
  bundle: EnvBundle;
  report: VerifyReport;
  generator: "heuristic/v1" | typeof LLM_GENERATOR;
  rounds: LlmEnvgenRound[];
}

function failuresOf(report: VerifyReport): string[] {
  const out: string[] = [];
  for (const t of report.tools) {
    for (const p of t.probes.filter((x) => !x.passed)) {
      const call = p.call ? ` call ${JSON.stringify(p.call.args)}` : "";
      const outcome = p.outcome ? ` → ${JSON.stringify(p.outcome).slice(0, 300)}` : "";
      out.push(`${t.tool}: ${p.kind} failed: ${p.detail}${call}${outcome}`);
    }
  }
  for (const c of report.env.filter((x) => !x.passed))
    out.push(`environment check ${c.name}: ${c.detail}`);
  return out;
}

async function runScenarios(
  bundle: EnvBundle,
  scenarios: Scenario[],
  sandbox: Sandbox,
): Promise<string[]> {
  const failures: string[] = [];
  for (const s of scenarios) {
    const job = await sandbox.runJob({
      bundle,
      calls: s.calls.map((c) => ({ tool: c.tool, args: c.args })),
    });
    if (!job.ok) {
      failures.push(`scenario "${s.name}": ${job.error.message}`);
      continue;
    }
    s.calls.forEach((c, i) => {
      const got = job.value.outcomes[i];
      if (!got) return;
      const wantError = c.expect === "ok" ? undefined : c.expect.error;
      const gotError = got.ok
        ? undefined
        : "error" in got
          ? got.error.code
          : `fault:${got.fault.kind}`;
      if (wantError !== gotError) {
        failures.push(
          `scenario "${s.name}" call ${i + 1} ${c.tool}(${JSON.stringify(c.args)}): expected ${wantError ?? "success"}, got ${gotError ?? "success"}`,
        );
      }
    });
  }
  return failures;
}

/**
 * Tools from prose docs, which only a model can read. The tools then go through the heuristic
 * generator like any other doc, so a model-less fallback exists for the rest of the pipeline.
 */
export async function extractToolsFromProse(
  file: { name: string; text: string },
  llm: LlmClient,
  options: { seed: number; log?: ModelUseLog } & StageContext,
): Promise<Result<IngestedDoc>> {
  const out = await chatJson(
    llm,
    promptRequest(extractToolsPrompt, { file: file.name, text: file.text }, { seed: options.seed }),
    extractToolsPrompt.schema,
    { signal: options.signal },
  );
  if (!out.result.ok) {
    options.log?.fallback("envgen", out.result.error.code);
    return fail(
      "ingest/needs-model",
      `the model could not read tools from ${file.name}: ${out.result.error.message}`,
      file.name,
    );
  }
  options.log?.accepted("envgen");
  const x = out.result.value;
  return ok({
    file: file.name,
    format: "prose",
    name:
      x.name
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-")
        .replace(/^-|-$/g, "") || "prose-env",
    title: x.name,
    description: x.description,
    domain: "general",
    tools: x.tools.map((t, i) => ({
      ...t,
      source: { format: "prose" as const, file: file.name, pointer: `/tools/${i}` },
    })),
    warnings: [],
  });
}

/**
 * envgen/llm: starting from the heuristic bundle, the model writes state schema, seed data and
 * handlers with business rules; verification failures (calls and outcomes) are fed back for at
 * most `rounds` revisions. Programs decide: the model's best round is kept only when it verifies at
 * least as many tools as the heuristic bundle, so a model can add rules but never lose tools.
 */
export async function generateLlmBundle(
  doc: IngestedDoc,
  options: LlmEnvgenOptions,
): Promise<Result<LlmEnvgenResult>> {
  const heuristic = await generateHeuristicBundle(doc, { seed: options.seed });
  if (!heuristic.ok) return heuristic;
  const sandbox = options.sandbox ?? createInProcessSandbox();
  const log = options.log ?? new ModelUseLog();
  try {
    const base = await verifyBundle(heuristic.value, { seed: options.seed, sandbox });
    let best: { bundle: EnvBundle; report: VerifyReport; generator: LlmEnvgenResult["generator"] } =
      {
        ...base,
        generator: "heuristic/v1",
      };
    const total = heuristic.value.tools.length;
    const rounds: LlmEnvgenRound[] = [];
    let previousCode: string | undefined;
    let failures: string[] | undefined;
    const maxRounds = 1 + (options.rounds ?? 2);
    for (let round = 1; round <= maxRounds; round++) {
      throwIfAborted(options.signal);
      options.onProgress?.({
        stage: "envgen/llm",
        done: round - 1,
        total: maxRounds,
        note: doc.name,
      });
      const request = promptRequest(
        writeEnvironmentPrompt,
        {
          name: doc.name,
          description: doc.description,
          tools: heuristic.value.tools,
          ...(options.documentation ? { documentation: options.documentation } : {}),
          startingState: {
            stateSchema: heuristic.value.stateSchema,
            initialState: heuristic.value.initialState,
          },
          ...(previousCode ? { previousCode } : {}),
          ...(failures ? { failures } : {}),
        },
        { seed: options.seed + round },
      );
      const written = await chatJson(options.llm, request, writeEnvironmentPrompt.schema, {
        signal: options.signal,
      });
      if (!written.result.ok) {
        const unavailable = written.result.error.code !== "llm/bad-output";
        rounds.push({
          round,
          outcome: unavailable ? "model-unavailable" : "bad-output",
          verified: 0,
          total,
          failures: written.errors,
          scenarioFailures: [],
        });
        log.fallback("envgen", written.result.error.code);
        if (unavailable) break;
        continue;
      }
      const w = written.result.value;
      const { id: _id, verification: _v, ...start } = heuristic.value;
      const candidate = await sealBundle({
        ...start,
        stateSchema: w.stateSchema,
        initialState: w.initialState,
        code: w.code,
        provenance: {
          generator: LLM_GENERATOR,
          sources: [doc.file],
          model: options.llm.model,
          round,
          rules: w.rules,
        },
      });
      const verified = await verifyBundle(candidate, { seed: options.seed, sandbox });
      const passedTools = verified.report.tools.filter((t) => t.passed).length;
      let scenarioFailures: string[] = [];
      if (options.scenarios) {
        const proposed = await chatJson(
          options.llm,
          promptRequest(
            proposeScenariosPrompt,
            {
              name: doc.name,
              tools: candidate.tools,
              initialState: candidate.initialState,
              rules: w.rules,
            },
            { seed: options.seed + 100 + round },
          ),
          proposeScenariosPrompt.schema,
          { signal: options.signal },
        );
        if (proposed.result.ok) {
          log.accepted("scenarios");
          scenarioFailures = await runScenarios(
            candidate,
            proposed.result.value.scenarios,
            sandbox,
          );
        } else log.fallback("scenarios", proposed.result.error.code);
      }
      failures = [...failuresOf(verified.report), ...scenarioFailures];
      rounds.push({
        round,
        outcome: "verified",
        verified: passedTools,
        total,
        failures,
        scenarioFailures,
        bundleId: candidate.id,
      });
      const bestPassed = best.report.tools.filter((t) => t.passed).length;
      if (
        passedTools > bestPassed ||
        (passedTools === bestPassed && best.generator === LLM_GENERATOR && verified.report.passed)
      ) {
        best = { ...verified, generator: LLM_GENERATOR };
      }
      previousCode = w.code;
      if (verified.report.passed && passedTools === total && scenarioFailures.length === 0) break;
    }
    if (best.generator === LLM_GENERATOR) log.accepted("envgen");
    else if (rounds.some((r) => r.outcome === "verified"))
      log.fallback("envgen", "did-not-beat-heuristic");
    return ok({ ...best, rounds });
  } finally {
    if (!options.sandbox) await sandbox.dispose();
  }
}
