import type { AnswerWriter } from "../synth/trajectory.js";
import type { RequestWriter, UserSimulator } from "../synth/writer.js";
import type { LlmClient, LlmUsage } from "./llm-client.js";
import {
  createLlmAnswerWriter,
  createLlmRequestWriter,
  createLlmUserSimulator,
} from "./llm-writers.js";
import { ModelUseLog, type ModelUseSummary } from "./model-use-log.js";

/** Everything a stage needs to use a model, sharing one log of acceptances and fallbacks. */
export interface ModelHooks {
  llm: LlmClient;
  log: ModelUseLog;
  writer: RequestWriter;
  userSimulator: UserSimulator;
  answerWriter: AnswerWriter;
}

export function modelHooks(llm: LlmClient): ModelHooks {
  const log = new ModelUseLog();
  return {
    llm,
    log,
    writer: createLlmRequestWriter(llm, { log }),
    userSimulator: createLlmUserSimulator(llm, { log }),
    answerWriter: createLlmAnswerWriter(llm, { log }),
  };
}

/** The report section about the model: which, how much, and how often the offline path won. */
export interface ModelReport {
  model: string;
  usage: LlmUsage;
  uses: Partial<Record<string, ModelUseSummary>>;
}

export function modelReport(hooks: ModelHooks): ModelReport {
  return { model: hooks.llm.model, usage: hooks.llm.usage(), uses: hooks.log.summary() };
}
