import { describe, expect, it } from "vitest";
import type { Task } from "../../src/core/schema/index.js";
import { wordingCounts } from "../../src/core/synth/checks.js";
import {
  datasetQuality,
  draftWordingOf,
  qualityRows,
} from "../../src/core/synth/dataset-quality.js";
import { refineTask } from "../../src/core/synth/refine.js";
import { specBundle } from "./helpers/spec-tasks.js";

// Issue 12 §3: the form-wording figure counted kept texts only, and the gate drops every text it
// marks, so it read 0% on every run. The same marks over first drafts can fail.
const spec = {
  openapi: "3.0.0",
  info: { title: "Addresses", version: "1.0.0" },
  paths: {
    "/addresses": {
      get: {
        operationId: "listAddresses",
        summary: "List addresses",
        responses: {
          "200": {
            description: "Addresses",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: { id: { type: "string" }, city: { type: "string" } },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

function draft(bundleId: string, users: string[]): Task {
  return {
    id: "t",
    envs: [{ bundleId, initialState: {} }],
    seed: 1,
    turns: users.map((user) => ({ user })),
    userFacts: [],
    hidden: [],
    gold: { calls: [], finalStateHash: "", answerFacts: [] },
    checks: [],
  } as unknown as Task;
}

describe("the draft wording figures", () => {
  it("count a draft's texts with form wording and code identifiers", async () => {
    const bundle = await specBundle(spec, "addresses.json", 2);
    const counts = wordingCounts(
      draft(bundle.id, [
        "Could you list my addresses?",
        "Please set the line1 to Main Street.",
        "The city should be Boston.",
      ]),
      [bundle],
    );
    expect(counts.texts).toBe(3);
    expect(counts.codeIdentifiers).toBe(1);
    expect(counts.formWording).toBeGreaterThanOrEqual(1);
  });

  it("are carried by refine for a draft the gate drops", async () => {
    const bundle = await specBundle(spec, "addresses.json", 2);
    const task = draft(bundle.id, ["The city should be Boston, and the line1 is Main Street."]);
    const refined = await refineTask(task, { drafts: [], omitted: [] } as never, [bundle], {
      seed: 1,
      maxRewrites: 0,
    });
    expect(refined.task).toBeUndefined();
    expect(refined.firstWording).toEqual({ texts: 1, formWording: 1, codeIdentifiers: 1 });
  });

  it("show as rows that fail when the drafts are form-worded, beside the kept figure", () => {
    const drafts = draftWordingOf([
      { draftWording: { texts: 40, formWording: 8, codeIdentifiers: 1 } },
      { draftWording: { texts: 10, formWording: 2, codeIdentifiers: 1 } },
      {},
    ]);
    expect(drafts).toEqual({ texts: 50, formWording: 10, codeIdentifiers: 2 });
    const rows = qualityRows(datasetQuality([], [], [], drafts));
    const form = rows.find((r) => r.figure.startsWith("drafted user texts with form wording"));
    expect(form).toMatchObject({ value: "20.0% (10 of 50)", met: false });
    const code = rows.find((r) => r.figure.startsWith("drafted user texts with code identifiers"));
    expect(code).toMatchObject({ value: "4.0% (2 of 50)", met: false });
    // A run made before drafts were counted shows no draft rows.
    expect(draftWordingOf([{}])).toBeUndefined();
    expect(
      qualityRows(datasetQuality([], [], [])).some((r) => r.figure.startsWith("drafted")),
    ).toBe(false);
  });
});
