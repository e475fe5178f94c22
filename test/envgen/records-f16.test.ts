import { afterAll, describe, expect, it } from "vitest";
import { isTally } from "../../src/core/domain/field-roles.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

/**
 * fresh16 blind readers (N): records that could not exist. One record's times run in the order
 * their names say (seeded), and a record a call just made has counted nothing yet and has not
 * been updated, sent or issued before it was made (runtime).
 */
const str = { type: "string" };
const int = { type: "integer" };

const VEHICLE = {
  openapi: "3.0.0",
  info: { title: "Vehicle Enquiry", version: "1" },
  paths: {
    "/vehicles": {
      post: {
        operationId: "getVehicleDetailsByRegistrationNumber",
        requestBody: {
          required: true,
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { registrationNumber: str },
                required: ["registrationNumber"],
              },
            },
          },
        },
        responses: {
          "200": {
            description: "Details",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Vehicle" } } },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Vehicle: {
        type: "object",
        required: ["registrationNumber"],
        properties: {
          registrationNumber: {
            ...str,
            description: "Registration number of the vehicle",
            example: "WN67DSO",
          },
          dateOfLastV5CIssued: {
            ...str,
            format: "date",
            description: "Date of last V5C issued",
            example: "2025-10-15T13:51:36.010Z",
          },
          monthOfFirstRegistration: {
            ...str,
            format: "date",
            description: "Month of First Registration",
            example: "2012-12",
          },
          monthOfFirstDvlaRegistration: {
            ...str,
            format: "date",
            description: "Month of First DVLA Registration",
            example: "2011-11",
          },
          motExpiryDate: {
            ...str,
            format: "date",
            description: "Mot Expiry Date",
            example: "2025-10-15T13:51:36.010Z",
          },
        },
      },
    },
  },
};

const SUBACCOUNT = {
  type: "object",
  properties: {
    id: str,
    name: str,
    created_at: str,
    first_sent_at: str,
    last_sent_at: str,
    last_updated: str,
    sent_total: int,
    sent_weekly: int,
    sent_monthly: int,
    custom_quota: int,
  },
};
const SUBACCOUNTS = {
  class_name: "Subaccounts",
  description: "Transactional email: subaccounts that send mail.",
  tools: [
    {
      name: "add_subaccount",
      description: "Add a new subaccount.",
      input_schema: {
        type: "object",
        properties: {
          id: {
            ...str,
            description: "a unique identifier for the subaccount to be used in sending calls",
          },
          name: { ...str, description: "the name of the subaccount" },
          custom_quota: {
            ...int,
            description: "an optional manual hourly quota for the subaccount",
          },
        },
        required: ["id", "name"],
      },
      output_schema: SUBACCOUNT,
    },
    {
      name: "list_subaccounts",
      description: "List subaccounts.",
      input_schema: { type: "object", properties: {} },
      output_schema: { type: "array", items: SUBACCOUNT },
    },
  ],
};

async function bundleOf(name: string, doc: unknown, seed = 5): Promise<EnvBundle> {
  const r = await ingestFile({ name, text: JSON.stringify(doc) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const at = (v: unknown) => Date.parse(String(v));

describe("one record's times run in the order their names say", () => {
  it("r2 S18 'dateOfLastV5CIssued 2025-10-10 before first registration 2025-12-07': the last V5C comes after the first registration", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const b = await bundleOf("vehicle.json", VEHICLE, seed);
      const rows = Object.values(b.initialState).flat() as Record<string, unknown>[];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        if (r.dateOfLastV5CIssued === undefined || r.monthOfFirstRegistration === undefined)
          continue;
        expect(at(r.dateOfLastV5CIssued)).toBeGreaterThanOrEqual(at(r.monthOfFirstRegistration));
      }
    }
  });
  it("r1 S27 'subaccount created Dec 29, 2025 but first_sent_at Sep 5, 2025': nothing is sent before the record exists", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const b = await bundleOf("subaccounts.envfactory-metadata.json", SUBACCOUNTS, seed);
      const rows = (b.initialState as Record<string, Record<string, unknown>[]>).subaccounts ?? [];
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) {
        if (r.created_at === undefined || r.first_sent_at === undefined) continue;
        expect(at(r.first_sent_at)).toBeGreaterThanOrEqual(at(r.created_at));
        if (r.last_sent_at !== undefined)
          expect(at(r.last_sent_at)).toBeGreaterThanOrEqual(at(r.first_sent_at));
      }
    }
  });
});

describe("a record a call just made", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  it("r1 S30 'brand-new subaccount with sent total 363': has sent nothing, and was not updated before it was made", async () => {
    const b = await bundleOf("subaccounts.envfactory-metadata.json", SUBACCOUNTS);
    const made = await createEnvInstance(b);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const out = await made.value.call("add_subaccount", { id: "cust-42", name: "Kirlin and Sons" });
    if (!out.ok) throw new Error(JSON.stringify(out));
    const rec = out.result as Record<string, unknown>;
    for (const k of ["sent_total", "sent_weekly", "sent_monthly"])
      if (rec[k] !== undefined) expect(rec[k], k).toBe(0);
    const born = at(rec.created_at);
    expect(Number.isNaN(born)).toBe(false);
    for (const k of ["first_sent_at", "last_sent_at", "last_updated"]) {
      const v = rec[k];
      if (v === undefined || v === null) continue;
      expect(at(v), k).toBeGreaterThanOrEqual(born);
    }
  });
});

describe("a record made now, stamped as its doc counts time", () => {
  it("Mux's created_at, a Unix timestamp typed as a string, is now's seconds as digits; it is in no end state", async () => {
    const when = {
      type: "string",
      format: "int64",
      description:
        "Time the Playback Restriction was created, defined as a Unix timestamp (seconds since epoch).",
    };
    // 1Password Connect (fresh39 dev): an item's `state` is only ever ARCHIVED or DELETED, and a
    // new vault item came back archived.
    const state = { type: "string", enum: ["ARCHIVED", "DELETED"] };
    const rec = {
      type: "object",
      properties: { id: str, created_at: when, updated_at: when, state },
    };
    const b = await bundleOf("restrictions.envfactory-metadata.json", {
      class_name: "Restrictions",
      description: "Video playback restrictions.",
      tools: [
        {
          name: "create_playback_restriction",
          description: "Create a new playback restriction.",
          input_schema: { type: "object", properties: { name: str }, required: ["name"] },
          output_schema: rec,
        },
        {
          name: "list_playback_restrictions",
          description: "List playback restrictions.",
          input_schema: { type: "object", properties: {} },
          output_schema: { type: "array", items: rec },
        },
      ],
    });
    const made = await createEnvInstance(b);
    if (!made.ok) throw new Error(made.error.message);
    try {
      const out = await made.value.call("create_playback_restriction", { name: "EU only" });
      if (!out.ok) throw new Error(JSON.stringify(out));
      const r = out.result as Record<string, unknown>;
      expect(r.created_at).toMatch(/^\d{10}$/);
      expect(r.state).toBeUndefined();
      const start = Date.parse(b.clock.start);
      expect(Number(r.created_at) * 1000).toBeGreaterThanOrEqual(Math.floor(start / 1000) * 1000);
      expect(Number(r.created_at) * 1000).toBeLessThanOrEqual(start + 10 * b.clock.stepMs);
    } finally {
      made.value.dispose();
    }
  });
});

describe("what counts as a count of what happened", () => {
  it("sent_total, events_sent and 'Number of …' count; a net total, a quota and a maximum do not", () => {
    for (const k of ["sent_total", "events_sent", "unique_clicks", "hard_bounces"])
      expect(isTally(k, int), k).toBe(true);
    expect(isTally("replies", { ...int, description: "Number of replies to the post" })).toBe(true);
    for (const k of ["total_net", "custom_quota", "max_count", "reputation", "total"])
      expect(isTally(k, int), k).toBe(false);
    expect(isTally("sent_total", { type: "number" })).toBe(false);
  });
});
