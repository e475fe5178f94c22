import { describe, expect, it } from "vitest";
import { createInProcessSandbox } from "../../src/core/sandbox/index.js";
import { type EnvBundle, sealBundle, type ToolCall } from "../../src/core/schema/index.js";
import { checkReplay } from "../../src/core/verify/replay-checks.js";
import {
  leakyCounterPrelude,
  leakyWordCount,
  notesBundle,
} from "../fixtures/verify/notes-bundle.js";

const script: ToolCall[] = [
  { tool: "create_note", args: { title: "Groceries", body: "milk and eggs" } },
  { tool: "word_count", args: { text: "three short words" } },
];

async function replay(bundle: EnvBundle, idle?: boolean) {
  const sandbox = createInProcessSandbox();
  let loads = 0;
  const keep = idle ? await sandbox.createInstance(bundle) : undefined;
  if (keep && !keep.ok) throw new Error(keep.error.message);
  const result = await checkReplay(
    async () => {
      loads++;
      const made = await sandbox.createInstance(bundle);
      return made.ok ? made.value : undefined;
    },
    async (calls) => {
      loads++;
      const job = await sandbox.runJob({ bundle, calls });
      return job.ok ? job.value : undefined;
    },
    [...script, ...script],
    keep?.value,
  );
  const idleAfter = keep ? await keep.value.call("list_notes", {}) : undefined;
  await sandbox.dispose();
  return { ...result, loads, idleAfter };
}

describe("checkReplay", () => {
  it("passes a well-behaved bundle, loading it three times when the caller lends an idle instance", async () => {
    const r = await replay(await sealBundle(notesBundle()), true);
    expect(r.checks.map((c) => [c.name, c.passed])).toEqual([
      ["determinism", true],
      ["reset-replay", true],
      ["snapshot-restore", true],
      ["isolation", true],
    ]);
    expect(r.loads).toBe(3);
    // The lent instance is the caller's: still alive afterwards.
    expect(r.idleAfter).toMatchObject({ ok: true });
  });

  it("blames a module-level counter on the snapshot-restore replay, with the call that diverged", async () => {
    const r = await replay(await sealBundle(notesBundle(leakyWordCount, leakyCounterPrelude)));
    expect(r.checks.find((c) => c.name === "determinism")?.passed).toBe(true);
    expect(r.checks.find((c) => c.name === "reset-replay")?.passed).toBe(true);
    expect(r.culprits.get("word_count")).toMatch(/^snapshot-restore: call #4 word_count\(/);
    expect(r.loads).toBe(4);
  });
});
