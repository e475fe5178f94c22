import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { lookupOtherRecord, recordDefects } from "../../src/core/synth/record-defects.js";

/**
 * nookipedia (dodo.ac, fresh44 dev; trimmed to its bug list and `/nh/bugs/{bug}`, "The name of the
 * bug you wish to retrieve information about."): the lookup key was sampled apart from the bug's
 * name, so `get_nh_bugs_by_bug {"bug":"Licence request for Figma"}` answered a bug named "VPN
 * disconnects every hour". A key its doc calls the thing's name is the record's name.
 */
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

describe("a lookup by a thing's name finds the thing of that name", () => {
  it("nookipedia's bugs are keyed by their names", async () => {
    const text = readFileSync(
      new URL("../fixtures/values/nookipedia-bugs.json", import.meta.url),
      "utf8",
    );
    const r = await ingestFile({ name: "dodo.ac.json", text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 44 });
    if (!b.ok) throw new Error(b.error.message);
    const bugs =
      (b.value.initialState as Record<string, Array<Record<string, unknown>>>).bugs ?? [];
    expect(bugs.length).toBeGreaterThan(2);
    // Keyed by `name` itself (the model's idField), or by a key that holds the name.
    for (const bug of bugs) expect(bug.bug ?? bug.name).toBe(bug.name);
    expect(new Set(bugs.map((x) => x.name)).size).toBe(bugs.length);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const tool = b.value.tools.find((t) => /by_bug$/.test(t.name));
    expect(tool).toBeDefined();
    const asked = String(bugs[1]?.name);
    const res = (await made.value.call(tool!.name, { bug: asked })) as {
      ok: boolean;
      result?: Record<string, unknown>;
    };
    expect(res.ok).toBe(true);
    expect(res.result?.name).toBe(asked);
  });
});

describe("the nonsense check sees a lookup answered with another thing", () => {
  const conversation = (asked: string, answered: string): Trajectory => ({
    id: "t1",
    taskId: "task1",
    tools: [],
    messages: [
      {
        role: "user",
        content: `Can you tell me the location and number of the NH bug named ${asked}?`,
      },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "c1",
            type: "function",
            function: { name: "get_nh_bugs_by_bug", arguments: JSON.stringify({ bug: asked }) },
          },
        ],
      },
      {
        role: "tool",
        tool_call_id: "c1",
        name: "get_nh_bugs_by_bug",
        content: JSON.stringify({
          location: "Home",
          name: answered,
          number: 26,
          rarity: "Uncommon",
        }),
      },
      { role: "assistant", content: "The location is Home and the number is 26." },
    ],
  });

  it("flags the fresh44 conversation and passes the answer that names what was asked", async () => {
    const text = readFileSync(
      new URL("../fixtures/values/nookipedia-bugs.json", import.meta.url),
      "utf8",
    );
    const r = await ingestFile({ name: "dodo.ac.json", text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 44 });
    if (!b.ok) throw new Error(b.error.message);
    const bundles = [b.value];
    const bad = lookupOtherRecord(
      conversation("Licence request for Figma", "VPN disconnects every hour"),
      bundles,
    );
    expect(bad.map((d) => d.kind)).toEqual(["lookup-other-record"]);
    expect(
      recordDefects(
        conversation("Licence request for Figma", "VPN disconnects every hour"),
        bundles,
      ).map((d) => d.kind),
    ).toContain("lookup-other-record");
    expect(
      lookupOtherRecord(conversation("Common Butterfly", "Common Butterfly"), bundles),
    ).toEqual([]);
  });
});
