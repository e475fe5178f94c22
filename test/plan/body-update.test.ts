import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";

type Rec = Record<string, unknown>;

// billingo (fresh10, readers M): `UpdateBankAccount {"id":3,"body":{"account_number":"ACC-3305",
// "currency":"JPY",…}}` on an account that already was ACC-3305 in JPY. The Swagger body
// parameter wraps the record's fields, so grounding never saw which field a value writes.
describe("an update through a body parameter changes what it says it changes", () => {
  it("no body field is set to the value the account already has", async () => {
    const name = "bank-accounts-body.swagger.json";
    const text = readFileSync(new URL(`../fixtures/plan/${name}`, import.meta.url), "utf8");
    const r = await ingestFile({ name, text });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 2 });
    if (!b.ok) throw new Error(b.error.message);
    const bundle = b.value;
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 4,
      count: 24,
      openEnv: createEnvInstance,
    });
    const updates = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "UpdateBankAccount").map((s) => ({ p, s })),
    );
    expect(updates.length).toBeGreaterThan(2);
    let compared = 0;
    for (const { p, s } of updates) {
      const args = (s.grounded?.args ?? {}) as Rec;
      const state = (
        p.episodeSeed ? episodeInitialState(bundle, p.episodeSeed) : bundle.initialState
      ) as Rec;
      const account = (state.bank_accounts as Rec[] | undefined)?.find((a) => a.id === args.id);
      if (!account) continue;
      const body = (args.body ?? {}) as Rec;
      for (const k of ["account_number", "currency"])
        if (k in body && s.args[`body.${k}`]?.from === "user") {
          compared++;
          expect(body[k], `${k} of account ${String(args.id)}`).not.toEqual(account[k]);
        }
    }
    expect(compared).toBeGreaterThan(2);
    // The name the body must repeat stays the account's own: the update renames nothing.
    for (const { p, s } of updates) {
      const args = (s.grounded?.args ?? {}) as Rec;
      const state = (
        p.episodeSeed ? episodeInitialState(bundle, p.episodeSeed) : bundle.initialState
      ) as Rec;
      const account = (state.bank_accounts as Rec[] | undefined)?.find((a) => a.id === args.id);
      if (account && "name" in ((args.body ?? {}) as Rec))
        expect((args.body as Rec).name).toBe(account.name);
    }
  }, 120_000);
});
