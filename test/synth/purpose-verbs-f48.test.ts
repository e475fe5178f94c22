import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { garbledPhrase } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * figshare (fresh48) names its account operations `private_collection_update`,
 * `private_project_delete`: "private" ends like a verb ("-ate") and the goal read "get the
 * collection privated", "get the project privated" (20 of figshare's tools). A word ending in
 * -ate/-ect is a verb of the tool only where the doc uses it as one.
 */
const figshare = (
  name: string,
  title: string,
  path: string,
  method: string,
  kind: ToolSpec["kind"],
) =>
  ({
    name,
    description: title,
    inputSchema: {
      type: "object",
      properties: { [/\{(\w+)\}/.exec(path)?.[1] ?? "id"]: { type: "integer", "x-in": "path" } },
    },
    annotations: { title },
    source: {
      format: "openapi",
      file: "figshare.com.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
    },
    kind,
    entity: "collections",
  }) as ToolSpec;

describe("an adjective that ends like a verb is no purpose verb", () => {
  it("figshare's private_* operations say what they do", () => {
    expect(
      toolWords(
        figshare(
          "private_collection_update",
          "Update collection",
          "/account/collections/{collection_id}",
          "put",
          "update",
        ),
      ).phrase.text,
    ).toBe("update the collection");
    expect(
      toolWords(
        figshare(
          "private_project_delete",
          "Delete project",
          "/account/projects/{project_id}",
          "delete",
          "delete",
        ),
      ).phrase.text,
    ).toBe("remove the project");
  });

  it("a doc that uses the word as a verb keeps it", () => {
    const w = toolWords({
      name: "validateAddress",
      description: "Validates the address a customer typed.",
      inputSchema: { type: "object", properties: { address: { type: "string" } } },
      kind: "action",
    } as ToolSpec);
    expect(w.phrase.text).toMatch(/validat/);
  });
});

describe("a preposition read as the thing (figshare 'Search inside the private projects', fresh48)", () => {
  it("is garbled, so the goal is not 'find the inside the private projects'", () => {
    expect(garbledPhrase("find the inside the private projects")).toBeDefined();
    expect(garbledPhrase("find the boxes inside the warehouse")).toBeUndefined();
    expect(garbledPhrase("check the inside of the package")).toBeUndefined();
  });
});
