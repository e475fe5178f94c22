import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { episodeState, generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { episodeInitialState } from "../../src/core/plan/episode.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

/** What a reader of `envfactory run public/examples` found in the clinic's and helpdesk's gold. */

type Rec = Record<string, unknown>;
const EXAMPLES = new URL("../../public/examples/", import.meta.url);

async function build(name: string, seed: number): Promise<EnvBundle> {
  const doc = await ingestFile({ name, text: readFileSync(new URL(name, EXAMPLES), "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

describe("open slots lie after the environment's clock", () => {
  it("in the seeded state and in every episode state, whatever the seed", async () => {
    const past: string[] = [];
    for (const seed of [0, 1, 2, 3, 7, 42]) {
      const b = await build("clinic.envfactory-metadata.json", seed);
      const clock = Date.parse(b.clock.start);
      for (const episode of [0, 1, 2, 3, 4, 5, 6, 7, 8]) {
        const state = episodeState(b, episode) as Record<string, Rec[]>;
        expect(state.slots?.length).toBeGreaterThan(0);
        for (const s of state.slots ?? [])
          if (Date.parse(String(s.start_time)) <= clock)
            past.push(`seed ${seed} episode ${episode}: ${s.start_time}`);
      }
    }
    expect(past).toEqual([]);
  });

  it("a cancelled or completed appointment is never rescheduled", async () => {
    const b = await build("clinic.envfactory-metadata.json", 7);
    const rule = b.model?.tools.reschedule_appointment?.preconditions ?? [];
    expect(rule).toContainEqual(
      expect.objectContaining({
        kind: "field-not-in",
        field: "status",
        values: ["cancelled", "completed"],
      }),
    );
    const env = await createEnvInstance(b);
    if (!env.ok) throw new Error(env.error.message);
    const state = b.initialState as Record<string, Rec[]>;
    const appt = state.appointments?.find((a) => a.status === "booked");
    // A slot no booked appointment holds: a taken one is refused as not free.
    const held = new Set(
      state.appointments?.filter((a) => a.status === "booked").map((a) => a.slot_id),
    );
    const slot = state.slots?.find((s) => !held.has(s.slot_id));
    if (!appt || !slot) throw new Error("no booked appointment or free slot seeded");
    const free = await env.value.call("reschedule_appointment", {
      appointment_id: appt.appointment_id,
      new_slot_id: slot.slot_id,
    });
    expect(free).toMatchObject({ ok: true });
    await env.value.call("cancel_appointment", { appointment_id: appt.appointment_id });
    const moved = await env.value.call("reschedule_appointment", {
      appointment_id: appt.appointment_id,
      new_slot_id: slot.slot_id,
    });
    expect(moved).toMatchObject({ ok: false, error: { code: "FailedPrecondition" } });
  });
});

describe("helpdesk gold (expenses)", () => {
  let bundle: EnvBundle;
  let plans: Plan[];
  beforeAll(async () => {
    bundle = await build("helpdesk.openai-tools.json", 7);
    ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 11,
      count: 40,
      openEnv: createEnvInstance,
    }));
  }, 120_000);

  it("a search that finds the employee the user names is sent the name", () => {
    const feeding = plans.flatMap((p) =>
      // A lookup below a goal; a list the user asked for as a goal of its own ("who is on the
      // staff?", then "book sick leave for Ezequiel Hyatt") lists everyone, as asked.
      p.steps.filter(
        (s) =>
          s.tool === "search_employees" &&
          !(p.goals ?? [p.goal]).includes(s.id) &&
          p.steps.some((t) =>
            Object.values(t.args).some((b) => b.from === "step" && b.step === s.id),
          ),
      ),
    );
    expect(feeding.length).toBeGreaterThan(0);
    for (const s of feeding) expect(s.grounded?.args).toHaveProperty("query");
  });

  it("a new expense is in the currency the office's expenses are kept in", () => {
    const checked: string[] = [];
    for (const p of plans)
      for (const s of p.steps.filter((x) => x.tool === "submit_expense")) {
        const state = episodeInitialState(bundle, p.episodeSeed) as Record<string, Rec[]>;
        const count = new Map<unknown, number>();
        for (const e of state.expenses ?? [])
          count.set(e.currency, (count.get(e.currency) ?? 0) + 1);
        const home = [...count].sort((a, b) => b[1] - a[1])[0]?.[0];
        expect(s.grounded?.args.currency).toBe(home);
        checked.push(String(home));
      }
    expect(checked.length).toBeGreaterThan(0);
  });
});

// Bundled helpdesk, on the merged lead branch: "request a vacation leave from December 25, 2025
// and up to December 30, 2025" while the environment's clock reads Jan 5, 2026 — the dates of an
// existing leave, copied into a new request. What a person asks to add is ahead of them.
describe("a new record's dates", () => {
  it("lie after the clock, never copied from a record already kept", async () => {
    const b = await build("helpdesk.openai-tools.json", 3);
    const clock = Date.parse(b.clock.start);
    const { plans } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 5,
      count: 30,
      openEnv: createEnvInstance,
    });
    const dated: string[] = [];
    for (const p of plans)
      for (const s of p.steps) {
        if (s.tool !== "request_leave") continue;
        const args = (s.grounded?.args ?? {}) as Rec;
        for (const k of ["start_date", "end_date"])
          if (typeof args[k] === "string") dated.push(String(args[k]));
      }
    expect(dated.length).toBeGreaterThan(0);
    expect(dated.filter((d) => Date.parse(d) < clock)).toEqual([]);
  }, 120_000);
});

// Past-event dates of a new record stay in the past: an expense is spent before it is submitted
// (the rule above, before it knew them, sent `expense_date` a day still to come).
describe("a new expense's date", () => {
  it("is no day still to come", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Expenses", version: "1" },
      paths: {
        "/expenses": {
          post: {
            operationId: "create_expense",
            summary: "Submit an expense",
            requestBody: {
              required: true,
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    required: ["amount", "expense_date"],
                    properties: {
                      amount: { type: "number" },
                      expense_date: { type: "string", format: "date" },
                    },
                  },
                },
              },
            },
            responses: { 201: { description: "Created" } },
          },
        },
      },
    };
    const parsed = await ingestFile({ name: "expenses.json", text: JSON.stringify(doc) });
    if (!parsed.ok) throw new Error(parsed.error.message);
    const made = await generateHeuristicBundle(parsed.value, { seed: 2 });
    if (!made.ok) throw new Error(made.error.message);
    const b = made.value;
    const clock = Date.parse(b.clock.start);
    const { plans } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 7,
      count: 8,
      openEnv: createEnvInstance,
    });
    const dates = plans.flatMap((p) =>
      p.steps
        .filter((s) => s.tool === "create_expense")
        .map((s) => (s.grounded?.args as Rec | undefined)?.expense_date)
        .filter((d): d is string => typeof d === "string"),
    );
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((d) => Date.parse(d) > clock)).toEqual([]);
  }, 120_000);
});
