import { readFileSync } from "node:fs";
import type { IdentifierContext } from "../../src/core/synth/checks.js";
import { type AnswerTurn, answerDefects } from "../../src/core/synth/dataset-quality.js";

/**
 * The 120 samples readers judged (column B "bad answer"), with what the bad-answer check reads
 * (request, tool results, call arguments, final answer, answer facts), each judged by that check.
 * Built by scripts/build-answer-labels.ts; read by the agreement test and scripts/answer-agreement.ts.
 */
export interface AnswerSample {
  run: string;
  index: number;
  env: string;
  readerBad: boolean;
  reader: string;
  final: string;
  facts: { value: unknown }[];
  turns: AnswerTurn[];
}

interface AnswerLabels {
  samples: AnswerSample[];
  envs: Record<string, { identifiers: string[][]; machine: number[]; prose: string[] }>;
}

export const ANSWER_LABELS = "test/fixtures/reader-labels/answers.json";

/** Every labelled sample with the defects the current check finds in it. */
export function judgeAnswerLabels(path = ANSWER_LABELS): { s: AnswerSample; found: string[] }[] {
  const data = JSON.parse(readFileSync(path, "utf8")) as AnswerLabels;
  const identifiers = (env: string): IdentifierContext | undefined => {
    const e = data.envs[env];
    if (!e) return undefined;
    return {
      identifiers: e.identifiers,
      machine: new Set(e.machine.map((i) => e.identifiers[i] as string[])),
      prose: new Set(e.prose),
    };
  };
  return data.samples.map((s) => ({ s, found: answerDefects(s, identifiers(s.env)) }));
}
