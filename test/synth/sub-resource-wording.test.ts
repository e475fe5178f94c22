import { describe, expect, it } from "vitest";
import { endpointWording } from "../../src/core/synth/request-wording.js";

/**
 * The form gate (c11e12b) dropped every "add a new offering channel for the offering called …":
 * a record's part, then the record it belongs to, picked out, is how a person names a
 * sub-resource. The endpoint's noun said twice with nothing picked out stays form wording.
 */
describe("a noun said twice", () => {
  it("is a sub-resource of a record the user picks out", () => {
    expect(
      endpointWording(
        "Please add a new offering channel for the offering called Spanish for Beginners.",
      ),
    ).toBeUndefined();
    expect(
      endpointWording('Could you add a new offering channel for the offering "Web Design Basics"?'),
    ).toBeUndefined();
  });
  it("is still an endpoint's words when nothing is picked out", () => {
    expect(endpointWording("Can you show me the Source service plans for the Source?")).toMatch(
      /said twice/,
    );
  });
});
