import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// MediaPackage v2 (fresh71 blind readers, A+B on 4 samples): channels live inside channel groups
// (`/channelGroup/{ChannelGroupName}/channel/{ChannelName}`). The channel listed in group Managers
// was picked by its group's name — "change the description on the channel named Managers" — and
// the answer contradicted it: "I've updated the channel "Managers". The channel name is mobile".

describe("a child record listed inside its parent is named by its own name", () => {
  let bundle: EnvBundle;
  let tasks: Task[];
  beforeAll(async () => {
    bundle = await bundleOfFixture("stop67/mediapackagev2-channels.json", 42);
    tasks = (
      await synthesize([bundle], buildToolGraph([bundle]), { count: 24, seed: 42, turns: "mixed" })
    ).tasks;
  }, 180_000);

  it("a channel goal never calls the channel by its group's name", () => {
    const channelGoals = tasks.filter((t) =>
      t.gold.calls.some((c) => /^(?:Update|Delete|Get)Channel$/.test(c.tool)),
    );
    expect(channelGoals.length).toBeGreaterThan(0);
    for (const t of channelGoals) {
      const call = t.gold.calls.find((c) => /^(?:Update|Delete|Get)Channel$/.test(c.tool))!;
      const group = String(call.args.ChannelGroupName);
      const text = t.turns.map((u) => u.user).join(" ");
      expect(text).not.toMatch(new RegExp(`channel (?:named|called) ${group}\\b`));
      const confirms = (t.meta?.confirms ?? []) as string[];
      for (const c of confirms) expect(c).not.toContain(`channel "${group}"`);
    }
  });
});
