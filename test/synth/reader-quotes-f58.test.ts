import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Task } from "../../src/core/schema/task.js";
import {
  measuredFormWording,
  paramWordsOf,
  wordingContextOf,
} from "../../src/core/synth/checks.js";
import { labelWording, unspokenLabel } from "../../src/core/synth/label-wording.js";
import docs from "../fixtures/synth/doc-labels-f58.json" with { type: "json" };

type Doc = keyof typeof docs;
/** The parameter words and wording context a task on one fixture doc gets, as the run builds them. */
function onDoc(doc: Doc): { words: string[]; ctx: ReturnType<typeof wordingContextOf> } {
  const bundle = { id: doc, tools: docs[doc] } as unknown as EnvBundle;
  const task = { envs: [{ bundleId: doc }], userFacts: [] } as unknown as Task;
  return { words: paramWordsOf(task, [bundle]), ctx: wordingContextOf(task, [bundle]) };
}

// Verbatim quotes the fresh58 blind readers (/work/blind53 r1, r2) marked F, still drafted and kept
// on main at stop 54 (b54-fresh58), with the doc they came from.
describe("the fresh58 readers' form-wording quotes are caught", () => {
  const quotes: [string, Doc][] = [
    [
      "Would you mind checking the ozone time and uv time of the protection from Jan 28 at 9:45 am at latitude 45.75 and at longitude -104.98 with an ozone of 222.76 for me? Thank you.",
      "openuv",
    ],
    [
      "Tell me the ozone time and uv time of the protection at latitude 78.67, at longitude -117.15 and up to Jan 26 at 4:15 pm already. Thanks.",
      "openuv",
    ],
  ];
  for (const [quote, doc] of quotes)
    it(quote, () => {
      const { words, ctx } = onDoc(doc);
      expect(measuredFormWording(quote, words, ctx)).toBeDefined();
    });

  it("a field's time asked as a time of the thing itself still passes", () => {
    const { words, ctx } = onDoc("openuv");
    expect(
      measuredFormWording("When is the UV index at its highest today?", words, ctx),
    ).toBeUndefined();
  });

  // Open Targets' "divided by datasource, genes and so on" became a field `so_on`, said "so date".
  it("'the genes and so date of the data metric' asks for no thing", () => {
    for (const q of [
      "Could you please tell me the genes and so date of the data metric? Thank you.",
      "What's the genes and so date of the data metric?",
    ])
      expect(labelWording(q), q).toBeDefined();
    expect(unspokenLabel("so date")).toBe(true);
    for (const l of ["social date", "order date", "as number", "andorra code"])
      expect(unspokenLabel(l), l).toBe(false);
  });
});
