import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleId, loadBundle } from "../../src/core/schema/index.js";
import { NOTES_PATH } from "./helpers.js";

describe("public/examples/notes.envbundle.json", () => {
  const raw = JSON.parse(readFileSync(NOTES_PATH, "utf8")) as Record<string, unknown>;

  it("carries the content id computed in Node (loadBundle rejects a stale id)", async () => {
    expect(raw.id).toMatch(/^[0-9a-f]{64}$/);
    const loaded = await loadBundle(raw, NOTES_PATH);
    expect(loaded.ok && loaded.value.id).toBe(raw.id);
    const { id: _id, ...content } = raw;
    expect(await bundleId(content as never)).toBe(raw.id);
  });

  it("changing the content changes the id", async () => {
    const edited = await loadBundle({ ...raw, seed: 43 }, NOTES_PATH);
    expect(!edited.ok && edited.error.code).toBe("artifact/id-mismatch");
  });
});
