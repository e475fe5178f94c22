import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

// fresh68 blind readers (stop 63), M/N: QLDB's UpdateLedger set DeletionProtection on a ledger
// "DELETING", and DeleteLedger answered deleted:true for one "CREATING". A record the service is
// still creating, updating or deleting is no record a write acts on: the environment refuses, so
// grounding picks a settled one. The fixture is cut from the real spec (/work/fresh68).
type Rec = Record<string, unknown>;

function withState(bundle: EnvBundle, state: string): { bundle: EnvBundle; name: string } {
  const b = structuredClone(bundle);
  const rows = (b.initialState as Record<string, Rec[]>).ledgers!;
  rows[0]!.State = state;
  return { bundle: b, name: String(rows[0]!.Name) };
}

describe("QLDB ledgers: writes wait for a settled ledger", () => {
  for (const state of ["CREATING", "DELETING"]) {
    it(`UpdateLedger and DeleteLedger refuse a ledger that is ${state}`, async () => {
      const base = await bundleOfFixture("kinds/qldb-ledgers.openapi.json", 1);
      const { bundle, name } = withState(base, state);
      const env = await envOf(bundle);
      const upd = await env.call("UpdateLedger", { name, DeletionProtection: false });
      expect(upd.ok).toBe(false);
      if (!upd.ok && "error" in upd) expect(upd.error.code).toBe("FailedPrecondition");
      const del = await env.call("DeleteLedger", { name });
      expect(del.ok).toBe(false);
      if (!del.ok && "error" in del) expect(del.error.code).toBe("FailedPrecondition");
    });
  }

  it("an ACTIVE ledger is updated and deleted", async () => {
    const base = await bundleOfFixture("kinds/qldb-ledgers.openapi.json", 1);
    const { bundle, name } = withState(base, "ACTIVE");
    const env = await envOf(bundle);
    const upd = await env.call("UpdateLedger", { name, DeletionProtection: false });
    expect(upd.ok).toBe(true);
    const del = await env.call("DeleteLedger", { name });
    expect(del.ok).toBe(true);
  });
});
