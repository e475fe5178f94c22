import { describe, expect, it } from "vitest";
import { cohereUserArgs, reversedWindow, secondNames } from "../../src/core/plan/value-picker.js";

// fulfillment.com's `GET /orders?fromDate&toDate` (fresh52 dev): "Can you list the orders from
// Feb 14 at 2:45 pm to Feb 10 at 10 am?" — the start came from a record, the end from the clock.
describe("a date window given backwards", () => {
  it("finds the pair of keys to swap", () => {
    expect(
      reversedWindow({ fromDate: "2026-02-14T14:45:00Z", toDate: "2026-02-10T10:00:00Z" }),
    ).toEqual(["fromDate", "toDate"]);
    expect(reversedWindow({ start_time: "2026-02-14", end_time: "2026-02-01", limit: 5 })).toEqual([
      "start_time",
      "end_time",
    ]);
    expect(reversedWindow({ createdAfter: "2026-03-01", createdBefore: "2026-02-01" })).toEqual([
      "createdAfter",
      "createdBefore",
    ]);
  });
  it("leaves a window the right way round, and unpaired dates, alone", () => {
    expect(
      reversedWindow({ fromDate: "2026-02-10T10:00:00Z", toDate: "2026-02-14T14:45:00Z" }),
    ).toBeUndefined();
    // Different stems: a shipping start and a delivery end are no window.
    expect(
      reversedWindow({ shipStartDate: "2026-02-14", deliveryEndDate: "2026-02-01" }),
    ).toBeUndefined();
    expect(reversedWindow({ fromDate: "2026-02-14", toDate: "soon" })).toBeUndefined();
  });
});

describe("one record's person named twice", () => {
  it("finds the keys that name another person than the first", () => {
    expect(secondNames({ fullName: "Quincy Doyle", name: "Daphne Schroeder" })).toEqual({
      first: "fullName",
      others: ["name"],
    });
    expect(secondNames({ fullName: "Quincy Doyle", name: "Quincy Doyle" })).toBeUndefined();
    // A product's name is no person's.
    expect(secondNames({ name: "Trail Runner", display_name: "trail-runner" })).toBeUndefined();
  });
});

describe("a call's user values are made to agree before it runs", () => {
  it("turns a backwards window round and names one person once, in args and bindings", () => {
    const args: Record<string, unknown> = {
      fromDate: "2026-02-14",
      toDate: "2026-02-10",
      fullName: "Quincy Doyle",
      name: "Daphne Schroeder",
    };
    const bound: Record<string, { from: string; value?: unknown }> = Object.fromEntries(
      Object.entries(args).map(([k, value]) => [k, { from: "user", value }]),
    );
    cohereUserArgs(args, bound);
    expect(args).toEqual({
      fromDate: "2026-02-10",
      toDate: "2026-02-14",
      fullName: "Quincy Doyle",
      name: "Quincy Doyle",
    });
    expect(bound.fromDate).toEqual({ from: "user", value: "2026-02-10" });
    expect(bound.name).toEqual({ from: "user", value: "Quincy Doyle" });
  });
  it("leaves values found by tools as found", () => {
    const args: Record<string, unknown> = { fromDate: "2026-02-14", toDate: "2026-02-10" };
    const bound = { fromDate: { from: "step" }, toDate: { from: "user", value: "2026-02-10" } };
    cohereUserArgs(args, bound);
    expect(args.fromDate).toBe("2026-02-14");
  });
});
