import { describe, expect, it } from "vitest";
import { datasetQuality } from "../../src/core/synth/dataset-quality.js";
import {
  callContradictions,
  inputContradictions,
} from "../../src/core/synth/input-contradictions.js";
import { toolResultDefects } from "../../src/core/synth/sample-data.js";
import { recordedCalls } from "./helpers/recorded-calls.js";

/** fresh19 write calls as recorded: four the blind34 readers marked N, one (S09's name and url) they passed. */
const { fixture, bundle, conversation, of } = recordedCalls("contradicted-inputs.json", "f19");

const found = (sample: string) => inputContradictions(of(sample), [bundle]);

describe("a write's result against what the call was given", () => {
  it("catches an added user stated with another person's email (S04)", () => {
    expect(found("S04")).toContainEqual({
      tool: "post_offerings_by_offering_id_users",
      field: "email",
      given: "ariane.murphy@example.com",
      stated: "deion.kassulke@example.com",
    });
  });

  it("reads userEmail on a user as its email, and the name the address gives (S11)", () => {
    const fields = found("S11").map((c) => c.field);
    expect(fields).toEqual(expect.arrayContaining(["email", "firstName", "lastName"]));
    expect(fields).not.toContain("userEmail");
  });

  it("catches a learner added as gary.metz@… with another user's email, named Jace Pollich (S14)", () => {
    expect(found("S14").map((c) => [c.field, c.stated])).toEqual([
      ["userEmail", "jettie.kihn@example.com"],
      ["firstName", "Jace"],
      ["lastName", "Pollich"],
    ]);
  });

  it("reads a list of phone numbers sent as the body as the record's phone number (S22)", () => {
    expect(found("S22")).toEqual([
      {
        tool: "post_blocked_numbers",
        field: "phoneNumber",
        given: "+1 294 469 1227",
        stated: "44123456789",
      },
    ]);
  });

  it("passes a result that states what it was given (S09's name and url)", () => {
    expect(found("S09")).toEqual([]);
  });

  it("passes a number written another way, a day stated as an instant, and reads", () => {
    expect(
      callContradictions(
        "post_blocked_numbers",
        { body: ["+1 294 469 1227"] },
        { id: 7, phoneNumber: "+12944691227" },
        "blocked_numbers",
      ),
    ).toEqual([]);
    expect(
      callContradictions("create_event", { date: "2026-02-06" }, { date: "2026-02-06T00:00:00Z" }),
    ).toEqual([]);
    expect(
      callContradictions(
        "add_user",
        { email: "gary.metz@example.com" },
        { email: "gary.metz@example.com", firstName: "Gary", lastName: "Metz" },
        "users",
      ),
    ).toEqual([]);
  });

  it("counts the conversations in dataDefects and its own figure", () => {
    const trs = fixture.calls.map(conversation);
    const q = datasetQuality([], trs, [bundle]);
    expect(q.resultContradictsInput).toBe(4);
    expect(q.dataDefectKinds["result-contradicts-input"]).toBe(4);
  });
});

describe("an id holding a person's name", () => {
  it("flags S09's webhook owner, and leaves ids and names in their own fields alone", () => {
    const s09 = fixture.calls.find((c) => c.sample.startsWith("S09"))!.result;
    expect(toolResultDefects(s09).filter((d) => d.kind === "name-as-id")).toEqual([
      { kind: "name-as-id", key: "ownerId", value: "Liam Rossi" },
    ]);
    const fine = { id: "use_1001", ownerId: "own_7219", name: "Liam Rossi", owner_id: "u-42" };
    expect(toolResultDefects(fine).filter((d) => d.kind === "name-as-id")).toEqual([]);
  });
});
