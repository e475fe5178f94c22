import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";

// Stop 53: showing a nested record as the stored record (LGTM's analysis → its project) dropped
// the nested object's name fields the stored record lacked, so every `{custom_feed: {…}}` answer
// whose doc requires `label` failed its output schema: a held-out draw lost 10 of 49 verified tools
// of one spec; copying the stored value where the answer's type differs (a post's image_height,
// stored as a number, answered as a string) failed one more. The fixture keeps both shapes: the
// label is required in answers and the records have none; popularity is a number in, a string out.
const SPEC = readFileSync(
  join(import.meta.dirname, "../fixtures/stop53/nested-label.openapi.json"),
  "utf8",
);

describe("a record shown nested under its kind's name", () => {
  const sandbox = createInProcessSandbox();
  afterAll(() => sandbox.dispose());
  it("keeps the fields its answer's schema requires, so every tool still verifies", async () => {
    const doc = await ingestFile({ name: "feeds.openapi.json", text: SPEC });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 53 });
    if (!b.ok) throw new Error(b.error.message);
    const { report } = await verifyBundle(b.value, { sandbox });
    const failed = report.tools.filter((t) => !t.passed).map((t) => `${t.tool}: ${t.reason}`);
    expect(failed).toEqual([]);
    expect(report.tools.length).toBe(4);
  });
});
