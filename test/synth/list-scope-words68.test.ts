import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { synthesize } from "../../src/core/synth/synthesize.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Azure Windows IoT services (fresh72 readers): "Hi! I was hoping you could find the services for
// me." → "Which resource group is it in, please?" — the API lists services over the whole
// subscription too (`Services_List`), so the request fits both lists and a reader cannot tell
// which was meant. A list narrowed by an input the wider list does not take says that input.

describe("a list narrowed to a scope says the scope in the request", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await bundleOfFixture("words68/windowsiot-services.json", 42);
  }, 60_000);

  it("the resource group of a by-resource-group list is never left for the assistant to ask", async () => {
    const out = await synthesize([bundle], buildToolGraph([bundle]), {
      count: 16,
      seed: 42,
      turns: "multi",
    });
    const narrowed = out.tasks.filter((t) =>
      t.gold.calls.some((c) => c.tool === "Services_ListByResourceGroup"),
    );
    expect(narrowed.length).toBeGreaterThan(0);
    for (const t of narrowed) {
      const group = t.gold.calls.find((c) => c.tool === "Services_ListByResourceGroup")?.args
        .resourceGroupName as string;
      expect(t.turns[0]?.user).toContain(group);
      for (const r of t.turns[0]?.reveals ?? []) expect(r.key).not.toMatch(/resourceGroupName$/);
    }
  }, 180_000);
});
