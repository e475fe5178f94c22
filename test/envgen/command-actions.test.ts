import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

const DOC = new URL("../fixtures/plan/edrv-subset.openapi.json", import.meta.url);

let bundle: EnvBundle;

beforeAll(async () => {
  const doc = await ingestFile({
    name: "edrv-subset.openapi.json",
    text: readFileSync(DOC, "utf8"),
  });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed: 21 });
  if (!b.ok) throw new Error(b.error.message);
  bundle = b.value;
}, 60_000);

describe("an operation named verb + record is an action on that record (e-drv, fresh21 readers)", () => {
  // "add a new cancelreservation for the reservation" → "I've added the cancelreservation".
  it("`POST /commands/cancelreservation {reservation}` cancels a reservation", () => {
    const tm = bundle.model?.tools.cancelreservation;
    expect(tm?.kind).toBe("action");
    expect(tm?.entity).toBe("reservations");
    expect(tm?.phrase?.text).toMatch(/^cancel (a|the) reservation$/);
    expect(Object.keys(bundle.model?.entities ?? {})).not.toContain("cancelreservations");
  });

  it("cancels the reservation it is sent, by its id", async () => {
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    try {
      const rows = (bundle.initialState as { reservations: Array<Record<string, unknown>> })
        .reservations;
      const open = rows.find((r) => r.status !== "cancelled");
      if (!open) throw new Error("no open reservation");
      const r = await made.value.call("cancelreservation", { reservation: open.id });
      expect(r.ok).toBe(true);
      const after = (await made.value.call("getReservation", { id: open.id })) as {
        ok: boolean;
        result: Record<string, unknown>;
      };
      expect(after.result.status).toBe("cancelled");
    } finally {
      made.value.dispose();
    }
  });
});

describe("a reply envelope's members are no record fields (e-drv, fresh21 readers N)", () => {
  // Token and location records held `"ok":false,"message":"OK"`.
  it("tokens and locations hold neither ok, message nor result", () => {
    const state = bundle.initialState as Record<string, Array<Record<string, unknown>>>;
    for (const name of ["tokens", "locations"]) {
      const fields = Object.keys(bundle.model?.entities[name]?.fields ?? {});
      expect(fields.length, name).toBeGreaterThan(0);
      for (const k of ["ok", "message", "result"]) expect(fields, name).not.toContain(k);
      for (const rec of state[name] ?? [])
        for (const k of ["ok", "message"]) expect(rec).not.toHaveProperty(k);
    }
  });
});
