import { describe, expect, it } from "vitest";
import { datasetQuality } from "../../src/core/synth/dataset-quality.js";
import { filterViolations } from "../../src/core/synth/filter-violations.js";
import { recordedCalls } from "./helpers/recorded-calls.js";

/** transavia's Airports API tools (fresh20) and its nearest-airport calls as the blind38 readers quoted them. */
const { fixture, bundle, conversation, of } = recordedCalls("filter-violations.json", "f20");

const found = (sample: string) => filterViolations(of(sample), [bundle]);

describe("a lookup's answer holds to the filters it was given", () => {
  it("catches 41 km for a max of 10 km, and the given airport among its nearest (S08)", () => {
    const v = found("S08");
    expect(v).toContainEqual(
      expect.objectContaining({ kind: "above-max", param: "maxDistanceInKm", found: 41 }),
    );
    expect(v).toContainEqual(expect.objectContaining({ kind: "lists-given", given: "nea_1004" }));
  });

  it("catches 88 km for a max of 10 km (S20) and 83 km among results for 50 km (S24)", () => {
    expect(found("S20")).toContainEqual(
      expect.objectContaining({ kind: "above-max", field: "distanceInKm", found: 88 }),
    );
    expect(found("S24")).toContainEqual(
      expect.objectContaining({ kind: "above-max", field: "distanceInKm", found: 83 }),
    );
  });

  it("catches the nearest airports of nea_1003 holding nea_1003 (S04)", () => {
    expect(found("S04")).toEqual([
      expect.objectContaining({ kind: "lists-given", param: "id", given: "nea_1003" }),
    ]);
  });

  it("catches more results than the limit asked for", () => {
    expect(found("limit 1")).toEqual([
      expect.objectContaining({ kind: "over-limit", given: "1", found: 2 }),
    ]);
  });

  it("passes an answer within range, without the given airport, within the limit", () => {
    expect(found("passes")).toEqual([]);
  });

  it("counts the conversations in dataDefects by kind", () => {
    const trs = fixture.calls.map(conversation);
    const q = datasetQuality([], trs, [bundle]);
    expect(q.dataDefectKinds["ignores-filter"]).toBe(4);
    expect(q.dataDefectKinds["lists-given-record"]).toBe(2);
  });
});
