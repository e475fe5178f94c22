import { describe, expect, it } from "vitest";
import { docExamples } from "../../src/core/domain/field-roles.js";
import { createValueSampler, examplesFromText } from "../../src/core/domain/values.js";

// Data Lineage's Run.displayName (read after the stop-66 blind read): "only contain UTF-8 letters
// or numbers, spaces or characters like `_-:&.`" named every new run and process "_-:&".
const DISPLAY_NAME =
  "Optional. A human-readable name you can set to display in a user interface. Must be not longer than 1024 characters and only contain UTF-8 letters or numbers, spaces or characters like `_-:&.`";

describe("a doc's list of allowed characters", () => {
  it("is no example value", () => {
    expect(examplesFromText(DISPLAY_NAME)).toEqual([]);
  });
  it("while a real example still is", () => {
    expect(examplesFromText("The airport, e.g. 'JFK'.")).toEqual(["JFK"]);
    expect(examplesFromText("A tag such as `v1.2-beta`")).toEqual(["v1.2-beta"]);
  });
  it("and a display name drawn for such a field has letters", () => {
    const s = createValueSampler(5);
    for (let i = 0; i < 5; i++) {
      const v = s.value({
        name: "displayName",
        entity: "runs",
        schema: { type: "string", description: DISPLAY_NAME },
      });
      expect(String(v)).toMatch(/[A-Za-z]/);
    }
  });
});

// Data Lineage's links (read after the stop-66 blind read): `startTime` with Google's
// "google-datetime" format was drawn as a link's URL, and new runs then started "from
// https://www.example.com/links/…".
describe("a google-datetime field", () => {
  it("is a time, whatever record it is on", () => {
    const s = createValueSampler(3);
    for (let i = 0; i < 4; i++) {
      const v = s.value({
        name: "startTime",
        entity: "links",
        schema: {
          type: "string",
          format: "google-datetime",
          description: "The start of the first event establishing this link.",
        },
      });
      expect(Number.isNaN(Date.parse(String(v)))).toBe(false);
      expect(String(v)).not.toMatch(/^https?:/);
    }
  });
});

describe("the semantic model's doc examples", () => {
  it("leave out a list of allowed characters", () => {
    expect(docExamples({ type: "string", description: DISPLAY_NAME }, "", "displayName")).toEqual(
      [],
    );
    expect(docExamples({ type: "string", description: "A code such as 'JFK'." })).toEqual(["JFK"]);
  });
});

// Apigee Registry's Location.name (read after the stop-66 blind read): "For example:
// `"projects/example-project/locations/us-east1"`" was split at its slashes, and locations were
// listed as "Oregon, Belgium, "projects, Netherlands".
describe("an example in one code span", () => {
  it("is one value, without its quotes", () => {
    expect(
      examplesFromText(
        'Resource name for the location. For example: `"projects/example-project/locations/us-east1"`',
      ),
    ).toEqual(["projects/example-project/locations/us-east1"]);
    expect(examplesFromText("such as `us-east1`, `europe-west1`")).toEqual([
      "us-east1",
      "europe-west1",
    ]);
  });
});
