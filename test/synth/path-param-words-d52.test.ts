import { describe, expect, it } from "vitest";
import { meaningfulNameWords } from "../../src/core/synth/tool-words.js";

// dev52 first drafts (enode.io, F): "add a new vehicle vehicleid charging for the vehicle …",
// "the deadline of the vehicle vehicleid smart charging policy", "the charging location
// charginglocationid" — a path parameter's name glued into the operation id read as a word.
describe("an operation id with a path parameter in it", () => {
  it("drops the parameter's name", () => {
    expect(meaningfulNameWords("postVehiclesVehicleidCharging")).toEqual(["vehicles", "charging"]);
    expect(meaningfulNameWords("getChargingLocationsCharginglocationid")).not.toContain(
      "charginglocationid",
    );
  });
  it("keeps words that only end in id", () => {
    expect(meaningfulNameWords("getAndroidApps")).toContain("android");
    expect(meaningfulNameWords("listValidIds")).toContain("valid");
  });
});
