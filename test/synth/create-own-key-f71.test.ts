import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Data Lineage (fresh71 blind readers, F/U/A): "add a new run … In case it helps, for my run 72108
// of process 55683" — the create was sent the new run's own resource name, which the doc says
// "Can be specified or auto-assigned": nobody states the id of what they are making.

describe("a create is never sent the new record's own auto-assigned key", () => {
  let bundle: EnvBundle;
  let tasks: Task[];
  beforeAll(async () => {
    bundle = await bundleOfFixture("stop67/datalineage-creates.json", 42);
    tasks = (
      await synthesize([bundle], buildToolGraph([bundle]), { count: 12, seed: 42, turns: "mixed" })
    ).tasks;
  }, 180_000);

  it("the model leaves a new process's and run's name to the server", () => {
    const tools = (
      bundle.model as { tools: Record<string, { inputs: Record<string, { source: string }> }> }
    ).tools;
    const creates = Object.entries(tools).filter(([n]) => /_create$/.test(n));
    expect(creates.length).toBe(2);
    for (const [, t] of creates) expect(t.inputs.name?.source).toBe("system");
  });

  it("no create call sends its own name; no request says the new run's or process's number", () => {
    const creates = tasks.flatMap((t) => t.gold.calls.filter((c) => /_create$/.test(c.tool)));
    expect(creates.length).toBeGreaterThan(0);
    for (const c of creates) expect(c.args.name).toBeUndefined();
    for (const t of tasks) {
      const text = t.turns.map((u) => u.user).join(" ");
      expect(text).not.toMatch(/\bmy run \d+/);
      if (t.gold.calls.some((c) => /processes_create$/.test(c.tool)))
        expect(text).not.toMatch(/\bmy process \d+/);
    }
  });
});
