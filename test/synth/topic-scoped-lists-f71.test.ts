import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle, Task, Trajectory } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Clubhouse (fresh71 blind readers, G+A and N): "Could you please list the users?" →
// `get_get_users_for_topic {}` — a lookup "by topic" sent no topic; and the doc's example
// photo_url "https://clubhouseprod.s3.amazonaws.com:443/<user_id>_<guid>_thumbnail_250x250"
// shown as data, a template's slots and all.

const SLOT = /<[A-Za-z][\w-]*>/;

describe("a lookup by topic is sent its topic; a template example is no value", () => {
  let bundle: EnvBundle;
  let out: { tasks: Task[]; trajectories: Trajectory[] };
  beforeAll(async () => {
    bundle = await bundleOfFixture("stop67/clubhouse-topics.json", 42);
    out = await synthesize([bundle], buildToolGraph([bundle]), {
      count: 12,
      seed: 42,
      turns: "mixed",
    });
  }, 180_000);

  it("no seeded record holds a template's slot", () => {
    expect(JSON.stringify(bundle.initialState)).not.toMatch(SLOT);
  });

  it("users by topic are never listed without a topic", () => {
    expect(out.tasks.length).toBeGreaterThan(0);
    for (const t of out.tasks)
      for (const c of t.gold.calls)
        if (c.tool === "get_get_users_for_topic") expect(c.args.topic_id).toBeDefined();
  });

  it("no tool result shows a template's slot", () => {
    for (const tr of out.trajectories)
      for (const m of tr.messages)
        if (m.role === "tool") expect(String(m.content)).not.toMatch(SLOT);
  });
});
