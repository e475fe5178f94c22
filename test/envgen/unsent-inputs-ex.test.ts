import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { bundleOfText, envOf } from "../helpers/doc-env.js";

// The bundled helpdesk's `open_ticket` takes an optional `asset_tag` ("Tag of the laptop or device
// concerned, if any.") and `submit_expense` an optional `description`. Before, a ticket opened
// without a tag came back with an invented one and an expense with a description nobody gave
// ("Dinner with the Acme team after the workshop" on a £5.50 claim; stop-67 reading, N).
type Rec = Record<string, unknown>;
const name = "helpdesk.openai-tools.json";
const text = readFileSync(new URL(`../../public/examples/${name}`, import.meta.url), "utf8");

describe("an optional input the user did not give", () => {
  it("leaves the new record without it, and keeps it when given", async () => {
    const bundle = await bundleOfText(text, name, 7);
    const state = bundle.initialState as Record<string, Rec[]>;
    const employee = state.employees![0]!;
    const env = await envOf(bundle);
    const bare = await env.call("open_ticket", {
      employee_id: employee.employee_id,
      title: "Printer jams on every page",
    });
    expect(bare.ok).toBe(true);
    const claim = await env.call("submit_expense", {
      employee_id: employee.employee_id,
      amount: 5.5,
      currency: "GBP",
      category: "meals",
      spent_on: "2026-01-02",
    });
    expect(claim.ok).toBe(true);
    const tagged = await env.call("open_ticket", {
      employee_id: employee.employee_id,
      title: "Laptop will not boot",
      asset_tag: "LT-0042",
    });
    expect(tagged.ok).toBe(true);
    const after = (await env.state()) as Record<string, Rec[]>;
    const tickets = after.tickets!.slice(-2);
    expect(tickets[0]!.asset_tag ?? null).toBeNull();
    expect(tickets[1]!.asset_tag).toBe("LT-0042");
    expect(after.expenses!.at(-1)!.description ?? null).toBeNull();
    // The seeded ones still have theirs.
    expect(state.tickets!.some((t) => typeof t.asset_tag === "string")).toBe(true);
  }, 120_000);
});
