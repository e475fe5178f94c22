import { describe, expect, it } from "vitest";
import { formWordingHit } from "../../src/core/synth/checks.js";

// VPC Lattice (fresh73): requests a person would write, dropped as form wording.
describe("a container of a thing, and an id that starts with its kind, are not form wording", () => {
  it("passes what an AWS user says", () => {
    expect(
      formWordingHit("Can you find the targets for the target group called dev-targets? Thanks."),
    ).toBeUndefined();
    expect(
      formWordingHit("Please add a service network association for VPC vpc-ywjh2cwk."),
    ).toBeUndefined();
  });
  it("still catches the thing asked for by itself and a kind said twice", () => {
    expect(formWordingHit("Please list the airports for the nearest airport.")).toBeDefined();
    expect(formWordingHit("Can you open the share share for me?")).toBeDefined();
    expect(formWordingHit("Add a note for project Project Juniper.")).toBeDefined();
  });
});
