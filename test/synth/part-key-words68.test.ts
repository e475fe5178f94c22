import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Migration Hub Strategy (fresh72 readers, worst sample): "I want to create a recommendation report.
// It has a group id filter called "external-source-type"." → "I've created the recommendation
// report "external-source-type"." `Group.name` is "The key of the specific import group", one of
// the doc's listed keys: it says which key the filter is on, it names neither filter nor report.

describe("a part's listed key is no name", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOfFixture("words68/migrationhub-imports.json", 42);
  }, 60_000);

  it("the key is not said as the filter's name, and the created record is not named by it", async () => {
    const out = await synthesize([bundle], buildToolGraph([bundle]), {
      count: 12,
      seed: 42,
      turns: "single",
    });
    const keyed = out.trajectories.filter((tr) =>
      out.tasks
        .find((t) => t.id === tr.taskId)
        ?.gold.calls.some((c) => /"name":"External/.test(JSON.stringify(c.args))),
    );
    expect(keyed.length).toBeGreaterThan(0);
    for (const tr of keyed) {
      const user = tr.messages.filter((m) => m.role === "user").map((m) => String(m.content));
      for (const u of user) expect(u).not.toMatch(/(?:called|named) "external-/i);
      const answer = String(tr.messages[tr.messages.length - 1]?.content);
      expect(answer).not.toMatch(/"external-/i);
    }
  }, 180_000);
});
