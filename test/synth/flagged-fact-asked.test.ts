import { describe, expect, it } from "vitest";
import { writeTurns } from "../../src/core/synth/build-task.js";
import { formWording } from "../../src/core/synth/checks.js";
import { withFlaggedFactAsked } from "../../src/core/synth/refine.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  type FactPhrase,
  type RequestDraft,
  templateUserSimulator,
  templateWriter,
} from "../../src/core/synth/writer.js";

// dev52 first drafts: "rotate the pages in a PDF with angle 180" was flagged (F) and every rewrite
// said it the same way, so the task was dropped. The rewrite leaves the value out and the
// assistant asks for it.
describe("a first request flagged for one of its values", () => {
  const angle: FactPhrase = {
    key: "s1.angle",
    value: 180,
    label: "angle",
    role: "arg",
    personal: false,
    atGoal: true,
  };
  const draft: RequestDraft = {
    kind: "request",
    goal: toolWords({
      name: "rotatePages",
      description: "Rotate the pages in a PDF.",
      inputSchema: { type: "object", properties: {} },
      kind: "update",
    }),
    targets: [],
    facts: [angle],
    domain: "documents",
    register: "brief",
  };
  const o = { writer: templateWriter, simulator: templateUserSimulator, seed: 5, attempt: 1 };

  it("is written again without it, and the value is given when the assistant asks", async () => {
    // The dev52 finding, verbatim ("… rotate the pages in a PDF with angle 180").
    const rewritten = withFlaggedFactAsked({ drafts: [draft], omitted: undefined }, [
      { text: 0, kind: "formWording", evidence: "with angle 1" },
    ]);
    expect(rewritten.omitted).toBe(angle);
    const after = await writeTurns(rewritten.drafts, rewritten.omitted, o);
    expect(after[0]?.user).not.toMatch(/180/);
    expect(formWording(after[0]?.user ?? "", ["angle"]), after[0]?.user).toBeUndefined();
    expect(after[0]?.reveals?.[0]?.text).toMatch(/180/);
  });

  it("leaves drafts alone when nothing names a value", () => {
    const drafts = { drafts: [draft], omitted: undefined };
    expect(
      withFlaggedFactAsked(drafts, [{ text: 0, kind: "formWording", evidence: "the the" }]),
    ).toBe(drafts);
  });
});
