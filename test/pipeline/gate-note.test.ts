import { describe, expect, it } from "vitest";
import { gateNote } from "../../src/core/pipeline/report.js";

// The kept conversations' bad-answer figure is 0 by construction (plan-jobs drops every draft the
// answer check rejects), so REPORT.md says what the gates dropped instead (stop 50).
describe("the run report says what the gates dropped", () => {
  it("counts answer, nonsense-data and check drops with their top reasons", () => {
    const note = gateNote({
      synth: {
        dropped: {
          "answer:party-named": 3,
          "answer:login-named": 5,
          "check:not-instructional": 100,
          "check:has-goal": 14,
          "data:repeated-name": 2,
          "data:place-country": 4,
          "sampler:no-producer": 191,
        },
      },
    });
    expect(note).toBe(
      "drafts dropped by the gates: 8 for a bad answer (login-named 5, party-named 3), 6 for nonsense data (place-country 4, repeated-name 2), 114 for a failed check (not-instructional 100, has-goal 14)",
    );
  });
  it("says nothing when nothing was dropped by a gate", () => {
    expect(gateNote({ synth: { dropped: { "sampler:no-producer": 4 } } })).toBeUndefined();
    expect(gateNote({ synth: {} })).toBeUndefined();
  });
});
