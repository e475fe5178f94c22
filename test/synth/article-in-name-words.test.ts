import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/** meilisearch (f33): `createAKey`, `deleteAKey`, `deleteAnIndex` read "add a new a key", "remove my an index". */
const spec = (
  name: string,
  method: string,
  path: string,
  kind: ToolSpec["kind"],
  summary: string,
) =>
  ({
    name,
    description: summary,
    annotations: { title: summary },
    inputSchema: { type: "object", properties: {} },
    kind,
    source: {
      format: "openapi",
      file: "meilisearch.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
    },
  }) as ToolSpec;

describe("an article in an operation id is no part of the noun", () => {
  it.each([
    [spec("createAKey", "post", "/keys", "create", "Create a key"), "key"],
    [spec("deleteAKey", "delete", "/keys/{key}", "delete", "Delete a key"), "key"],
    [spec("deleteAnIndex", "delete", "/indexes/{uid}", "delete", "Delete an index"), "index"],
    [
      spec(
        "deleteOneDocument",
        "delete",
        "/indexes/{uid}/documents/{id}",
        "delete",
        "Delete one document",
      ),
      "document",
    ],
  ])("%#", (s, noun) => {
    const w = toolWords(s);
    expect(w.noun).toBe(noun);
    expect(w.phrase.text).not.toMatch(/\b(a|an) (a|an)\b|\bthe (a|an)\b|\bmy (a|an)\b/);
  });
});
