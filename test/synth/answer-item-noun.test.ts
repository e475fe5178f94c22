import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

const spec = (name: string, description: string): ToolSpec => ({
  name,
  description,
  kind: "list",
  inputSchema: { type: "object", properties: {} },
});
const ok = (result: unknown) => ({ ok: true as const, result });

describe("a list answer names its items by what they are", () => {
  it("the cohorts of a quartile record are cohorts (fresh9 readers B)", () => {
    const w = toolWords(spec("mRNASeq_Quartiles", "List RNASeq expression quartiles"));
    const result = {
      quartile_id: "qua_1001",
      cohort: ["CESC", "BLCA", "PRAD"],
      protocol: ["RPKM"],
      id: "qua_1001",
    };
    const answer = finalAnswer(
      answerFactsFrom(ok(result), "s1", w, 0, { argNames: ["cohort", "gene", "protocol"] }),
      false,
    );
    // The reader saw "I found 3 RNASeq expression quartiles: CESC, BLCA and PRAD."
    expect(answer).not.toMatch(/quartiles: CESC/);
    expect(answer).toBe("I found 3 cohorts: CESC, BLCA and PRAD.");
  });

  it("a record's own list keeps the asked noun (fresh9's best sample, a counter-example)", () => {
    const w = toolWords(spec("TSSites", "List the identities of tissue source sites"));
    const result = { ts_site_id: "ts_1001", tss_code: ["95", "5A"], id: "ts_1001" };
    const answer = finalAnswer(answerFactsFrom(ok(result), "s1", w, 0, { argNames: [] }), false);
    expect(answer).toBe("I found 2 identities of tissue source sites: 95 and 5A.");
  });

  it("a list under the asked noun keeps that noun (counter-example)", () => {
    const w = toolWords(spec("listTags", "List tags"));
    const answer = finalAnswer(
      answerFactsFrom(ok({ tags: ["red", "blue"], total: 2 }), "s1", w, 0),
      false,
    );
    expect(answer).toBe("I found 2 tags: red and blue.");
  });
});

describe("a write's answer tells facts, not a participle's number", () => {
  it("'All set. The approved is 16 and the type is custom.' loses the approved (fresh9 B)", () => {
    const w = toolWords({
      name: "get_payment",
      description: "Get payment",
      kind: "read",
      inputSchema: { type: "object", properties: {} },
    });
    const facts = answerFactsFrom(
      ok({ approved: 16, type: "custom", amount: 34.5, verified: true }),
      "s1",
      w,
      0,
    );
    expect(facts.map((f) => f.label)).not.toContain("approved");
    expect(finalAnswer(facts, false)).not.toMatch(/approved is 16/);
  });
});
