import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { buildTask } from "../../src/core/synth/build-task.js";
import { wishedTextOnRead } from "../../src/core/synth/checks.js";
import { sharedGoalWord } from "../../src/core/synth/dataset-quality.js";
import { summaryAsk, toolWords } from "../../src/core/synth/tool-words.js";
import { templateWriter } from "../../src/core/synth/writer.js";

const spec = (description: string) =>
  ({ name: "x", description, inputSchema: { type: "object" } }) as unknown as ToolSpec;

describe("a summary that says what a tool finds out is the user's question", () => {
  it("reads the summary's own words", () => {
    expect(summaryAsk(spec("Identifies the Language of the Document"))).toBe(
      "What is the language of this document?",
    );
    expect(summaryAsk(spec("Extracts the Keywords of the Document"))).toBe(
      "What are the keywords of this document?",
    );
    expect(summaryAsk(spec("Classifies the Document as spam or nospam"))).toBe(
      "Is this document spam?",
    );
    expect(summaryAsk(spec("Classifies Document as Subjective or Objective"))).toBe(
      "Is this document subjective or objective?",
    );
    expect(summaryAsk(spec("Identifies the Sentiment of Twitter Messages"))).toBe(
      "What is the sentiment of this twitter message?",
    );
    // Not a finding about a handed-over thing: no question.
    expect(summaryAsk(spec("Estimates the similarity between 2 Documents"))).toBeUndefined();
    expect(summaryAsk(spec("Retrieve a list of domains"))).toBeUndefined();
  });

  it("datumbox (fresh22: 'what's the detection of the document? I'd like it to say …')", async () => {
    const name = "datumbox.com.json";
    const text = readFileSync(new URL(`../fixtures/kinds/${name}`, import.meta.url), "utf8");
    const doc = await ingestFile({ name, text });
    if (!doc.ok) throw new Error(doc.error.message);
    const bundle = await generateHeuristicBundle(doc.value, { seed: 22 });
    if (!bundle.ok) throw new Error(bundle.error.message);
    const { plans } = await sampleGroundedPlans([bundle.value], buildToolGraph([bundle.value]), {
      seed: 22,
      count: 8,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(3);
    let asked = 0;
    for (const [i, p] of plans.entries()) {
      const built = await buildTask(p, [bundle.value], { seed: i, turns: "single" });
      if (!built.ok) continue;
      const user = built.value.turns[0]?.user ?? "";
      expect(user).not.toMatch(/\bthe (?:detection|analysis|extraction|classification)\b/i);
      expect(sharedGoalWord(built.value, [bundle.value])).toEqual([]);
      expect(wishedTextOnRead(built.value, [bundle.value])).toEqual([]);
      if (/^(?:What (?:is|are) the [a-z ]+ of this|Is this) /.test(user)) asked++;
    }
    expect(asked).toBeGreaterThan(2);
  }, 120_000);
});

describe("a count is asked as a count", () => {
  it("click-meter's Domains_Count (fresh22: 'could you list the count of domains?')", async () => {
    const count = {
      name: "Domains_Count",
      kind: "list",
      description: "Retrieve count of domains",
      annotations: { title: "Retrieve count of domains" },
      inputSchema: { type: "object", properties: { type: { type: "string" } } },
    } as unknown as ToolSpec;
    for (let seed = 0; seed < 4; seed++) {
      const user = await templateWriter.write(
        { kind: "request", goal: toolWords(count), targets: [], facts: [], domain: "" },
        { seed, attempt: 0 },
      );
      expect(user).not.toMatch(/\bthe count of\b/i);
      expect(user).toMatch(/\bcount the domains\b/i);
    }
  });
});
