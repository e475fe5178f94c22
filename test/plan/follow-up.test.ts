import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { followUpArgs } from "../../src/core/plan/semantics.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";

/** slicebox (fresh8), a subset of its paths: boxes, SCUs, filters, images, anonymization keys. */
const DOC = new URL("../fixtures/plan/slicebox-subset.openapi.json", import.meta.url);
let bundle: EnvBundle;
const spec = (name: string): ToolSpec => {
  const s = bundle.tools.find((t) => t.name === name);
  if (!s) throw new Error(`no tool ${name}: ${bundle.tools.map((t) => t.name).join(", ")}`);
  return s;
};

beforeAll(async () => {
  const doc = await ingestFile({ name: "slicebox.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
}, 60_000);

describe("a follow-up read takes a value only along a real relation", () => {
  it("never passes one record's id as another kind's (f8 readers, A+M)", () => {
    const keyById = spec("get_anonymization_keys_by_id");
    // "remove the box called Box 14" → "could you check the anonymization key for me now?" {"id":4}
    expect(followUpArgs(bundle, "delete_boxes_by_id", keyById, { id: 4, deleted: true })).toBe(
      undefined,
    );
    // "send the images on the scus named Scus 10" → "pull up the anonymization key now?" {"id":4}
    expect(followUpArgs(bundle, "post_scus_by_id_send", keyById, { id: 4 })).toBe(undefined);
    // after deleting filter 8 / the log: no key is named by the filter's or the log's id
    expect(followUpArgs(bundle, "delete_filtering_filters_by_id", keyById, { id: 8 })).toBe(
      undefined,
    );
    expect(followUpArgs(bundle, "delete_log", keyById, { id: 1, deleted: true })).toBe(undefined);
  });

  it("passes the id of the record the goal acted on to a read of its related records", () => {
    const key = { id: 9, patientName: "Levi DuBuque", imageId: 4 };
    expect(
      followUpArgs(
        bundle,
        "get_anonymization_keys_by_id",
        spec("get_anonymization_keys_by_id_keyvalues"),
        key,
      ),
    ).toEqual({ id: 9 });
    // "add a filter" → "and what tag paths does it have now?" on the filter just made
    expect(
      followUpArgs(bundle, "post_filtering_filters", spec("get_filtering_filters_by_id_tagpaths"), {
        id: 12,
        name: "Brain scans",
      }),
    ).toEqual({ id: 12 });
  });

  it("never reads back the record the goal just made or changed (fresh22 readers M)", () => {
    // "Can you also pull up the legal entity now?" right after creating it: the write's own
    // result already said what the record holds.
    expect(
      followUpArgs(bundle, "put_images_by_id_modify", spec("get_images_by_id"), { id: 5 }),
    ).toBe(undefined);
    expect(
      followUpArgs(bundle, "get_anonymization_keys_by_id", spec("get_anonymization_keys_by_id"), {
        id: 9,
      }),
    ).toBe(undefined);
  });
});
