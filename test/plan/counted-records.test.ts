import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { countedCollection } from "../../src/core/envgen/semantic-model.js";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * Xero Files (fresh51, trimmed to files and folders): a folder's `FileCount` counts the files the
 * environment keeps. The gold of "update the file count of the folder called Madge McClure to 5"
 * set it by hand (fresh51 dev) — a change nobody asks for.
 */
const spec = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/xero-files-folders.openapi.json", import.meta.url),
    "utf8",
  ),
);

describe("a count of records the environment keeps", () => {
  it("names the collection it counts, and only one the environment has", () => {
    expect(countedCollection("FileCount", ["files", "folders"], "folders")).toBe("files");
    expect(countedCollection("number_of_files", ["files", "folders"], "folders")).toBe("files");
    expect(countedCollection("num_members", ["members", "groups"], "groups")).toBe("members");
    // Guests are no records here: a count of them is a quantity the user states.
    expect(countedCollection("guest_count", ["bookings", "rooms"], "bookings")).toBeUndefined();
  });

  it("is derived in the model and never a change a gold update makes", async () => {
    const bundle = await specBundle(spec, "xero-files-folders.openapi.json", 51);
    const folder = Object.entries(bundle.model?.entities ?? {}).find(([, e]) =>
      Object.keys(e.fields).includes("FileCount"),
    )?.[1];
    expect(folder?.fields.FileCount?.role).toBe("derived");
    const tasks = await singleTurnTasks(bundle, 12);
    const updates = tasks.flatMap(({ task }) =>
      task.gold.calls.filter((c) => c.tool === "updateFolder"),
    );
    expect(updates.length).toBeGreaterThan(0);
    for (const call of updates) expect(JSON.stringify(call.args)).not.toMatch(/FileCount/);
  });
});
