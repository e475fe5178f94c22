import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { codeLabelDisagreement, derivedAmountDisagreement } from "../domain/honour-defects.js";

// fresh14 blind readers (N): `addAccount {"accountName":"Operating Account"}` came back
// `"name":"Main Account"` (the doc's example) with the doc's balance 23950; `getBatches
// {"batchStatus":"SUBMITTED"}` returned SUCCEEDED and REMOVED batches; a batch of amount 59 had
// `amountAfterCharges` 9998; a currency read `{"code":"GBP","description":"Euro"}`.
const CURRENCY = {
  type: "object",
  properties: {
    code: { type: "string", enum: ["EUR", "GBP"], description: "The three letter code." },
    description: { type: "string", description: "The name of the currency", examples: ["Euro"] },
  },
};
const ACCOUNT = {
  type: "object",
  properties: {
    ican: { type: "integer", description: "The account id.", examples: [2150] },
    name: { type: "string", description: "The name of the account.", examples: ["Main Account"] },
    balance: {
      type: "integer",
      description: "The balance of the account in minor units.",
      examples: [23950],
    },
    accountNumber: { type: "string", examples: ["11111111"] },
    currency: CURRENCY,
  },
};
const BATCH = {
  type: "object",
  properties: {
    batchUuid: { type: "string", examples: ["F2AF3F2B-4406-4199-B249-B354F2CC6019"] },
    status: { type: "string", enum: ["SUBMITTED", "SUCCEEDED", "REMOVED", "CANCELLED"] },
    factFinderId: { type: "integer", description: "The fact finder the batch belongs to." },
    amount: { type: "integer", description: "In pence or cent.", examples: [10000] },
    feeAmount: { type: "integer", description: "The fee, in pence.", examples: [10] },
    taxAmount: { type: "integer", description: "The tax, in pence.", examples: [42] },
    amountAfterCharges: {
      type: "integer",
      description: "The amount after fees and taxes.",
      examples: [10000],
    },
  },
};
const MANDATE = {
  type: "object",
  properties: {
    mandateUuid: { type: "string" },
    alias: { type: "string", examples: ["Vodaphone"] },
    status: {
      type: "string",
      enum: ["CREATED", "LIVE", "CANCEL_REQUESTED", "CANCEL_RECORDED", "COMPLETE", "DORMANT"],
    },
  },
};
const FIRE = {
  class_name: "Business banking",
  description: "Accounts and payment batches of a business bank.",
  tools: [
    {
      name: "addAccount",
      description: "Add a new account.",
      input_schema: {
        type: "object",
        properties: {
          accountName: { type: "string", description: "Name to give the new account" },
          accountNumber: { type: "string", description: "The number to give the account" },
          currency: { type: "string", enum: ["EUR", "GBP"], description: "The currency." },
        },
        required: ["accountName"],
      },
      output_schema: ACCOUNT,
    },
    {
      name: "getAccounts",
      description: "List all accounts.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "object",
        properties: { accounts: { type: "array", items: ACCOUNT } },
      },
    },
    {
      name: "createExport",
      description: "Start an export of the batches.",
      input_schema: {
        type: "object",
        properties: { format: { type: "string", enum: ["csv", "pdf"] } },
        required: ["format"],
      },
      output_schema: {
        type: "object",
        properties: {
          id: { type: "string" },
          format: { type: "string", enum: ["csv", "pdf"] },
          started: { type: "string", format: "date-time", examples: ["2026-01-10T23:00:00Z"] },
          finished: { type: "string", format: "date-time", examples: ["2025-10-05T13:00:00Z"] },
          duration: { type: "string", description: "How long the export took." },
        },
      },
    },
    {
      name: "getMandates",
      description: "List direct debit mandates.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "object",
        properties: { mandates: { type: "array", items: MANDATE } },
      },
    },
    {
      name: "activateMandate",
      description: "Activate a direct debit mandate.",
      input_schema: {
        type: "object",
        properties: { mandateUuid: { type: "string" } },
        required: ["mandateUuid"],
      },
      output_schema: MANDATE,
    },
    {
      name: "cancelMandateByUuid",
      description: "Cancel a direct debit mandate.",
      input_schema: {
        type: "object",
        properties: { mandateUuid: { type: "string" } },
        required: ["mandateUuid"],
      },
      output_schema: MANDATE,
    },
    {
      name: "getFactFinders",
      description: "List the fact finders of the household.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: {
          type: "object",
          properties: { factFinderId: { type: "integer" }, name: { type: "string" } },
        },
      },
    },
    {
      name: "getBatches",
      description: "List batches.",
      input_schema: {
        type: "object",
        properties: {
          batchStatus: {
            type: "string",
            enum: ["SUBMITTED", "SUCCEEDED", "REMOVED", "CANCELLED"],
            description: "The status of the batches to return.",
          },
          factFinderId: { type: "integer", description: "The fact finder of the batches." },
        },
      },
      output_schema: { type: "object", properties: { items: { type: "array", items: BATCH } } },
    },
  ],
};

type Rec = Record<string, unknown>;
describe("a tool's result honours its call and the record's own facts", () => {
  let env: EnvInstance;
  const call = async (tool: string, args: Rec) => {
    const r = (await env.call(tool, args)) as { ok: boolean; result: Rec };
    expect(r.ok).toBe(true);
    return r.result;
  };
  beforeAll(async () => {
    const r = await ingestFile({
      name: "fire.envfactory-metadata.json",
      text: JSON.stringify(FIRE),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 14 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    env = made.value;
  });
  afterAll(() => env?.dispose());

  it("a created account keeps the name it was given, and starts with nothing in it", async () => {
    const res = await call("addAccount", { accountName: "Operating Account" });
    expect(res.name).toBe("Operating Account");
    expect(res.balance).toBe(0);
    const listed = (await call("getAccounts", {})).accounts as Rec[];
    expect(listed.filter((a) => a.name === "Operating Account")).toHaveLength(1);
  });

  it("a field named with the record's noun that the record lacks is kept as given (no false alias)", async () => {
    // `accountNumber` is the account's own field here: it must not land on some other field.
    const res = await call("addAccount", { accountName: "Payroll", accountNumber: "22223333" });
    expect(res.accountNumber).toBe("22223333");
    expect(res.name).toBe("Payroll");
  });

  it("a currency given as its code is shown as the doc's object of that code, not the doc's Euro", async () => {
    const res = await call("addAccount", { accountName: "Sterling", currency: "GBP" });
    const cur = res.currency as Rec;
    expect(cur.code).toBe("GBP");
    expect(codeLabelDisagreement(cur)).toBeUndefined();
  });

  it("an export made just now started now and has not finished before it started", async () => {
    const res = await call("createExport", { format: "csv" });
    expect(res.format).toBe("csv");
    const started = Date.parse(String(res.started));
    expect(Date.parse(String(res.finished))).toBeGreaterThanOrEqual(started);
    expect(String(res.started)).not.toBe("2026-01-10T23:00:00Z");
  });

  it("cancelling or activating a mandate moves it to the doc's own status for that (upper case)", async () => {
    const mandates = (await call("getMandates", {})).mandates as Rec[];
    const open = mandates.find((m) => m.status === "CREATED" || m.status === "DORMANT");
    expect(open).toBeDefined();
    const on = await call("activateMandate", { mandateUuid: open!.mandateUuid });
    expect(on.status).toBe("LIVE");
    const off = await call("cancelMandateByUuid", { mandateUuid: open!.mandateUuid });
    expect(off.status).toBe("CANCEL_REQUESTED");
  });

  it("a list filtered by a status named with the record's noun holds only records with it", async () => {
    const all = (await call("getBatches", {})).items as Rec[];
    expect(new Set(all.map((b) => b.status)).size).toBeGreaterThan(1);
    const submitted = (await call("getBatches", { batchStatus: "SUBMITTED" })).items as Rec[];
    expect(submitted.length).toBeGreaterThan(0);
    expect(submitted.every((b) => b.status === "SUBMITTED")).toBe(true);
  });

  it("a list filtered by a reference keeps the reference every item shares", async () => {
    const all = (await call("getBatches", {})).items as Rec[];
    const ff = all.map((b) => b.factFinderId).find((x, i, xs) => xs.indexOf(x) !== i);
    expect(ff).toBeDefined();
    const mine = (await call("getBatches", { factFinderId: ff })).items as Rec[];
    expect(mine.length).toBeGreaterThan(1);
    expect(mine.every((b) => b.factFinderId === ff)).toBe(true);
  });

  it("seeded batches: the amount after charges is the amount less its charges; currencies are named for their code", async () => {
    const all = (await call("getBatches", {})).items as Rec[];
    for (const b of all) expect(derivedAmountDisagreement(b)).toBeUndefined();
    const accounts = (await call("getAccounts", {})).accounts as Rec[];
    const currencies = accounts
      .map((a) => a.currency)
      .filter((c): c is Rec => !!c && typeof c === "object");
    expect(currencies.length).toBeGreaterThan(0);
    for (const c of currencies) expect(codeLabelDisagreement(c)).toBeUndefined();
  });
});

// fresh13 (WikiPathways): `get_pathway_as {"pwId":"pw_1021","fileType":"custom"}` answered with
// `"pw_id":"pw_1066"` — the record agreeing with the file type only.
const PATHWAYS = {
  class_name: "Pathways",
  description: "Biological pathways and their files.",
  tools: [
    {
      name: "get_pathway_files",
      description: "List pathway files.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: {
          type: "object",
          properties: {
            file_id: { type: "string" },
            pw_id: { type: "string", pattern: "^pw_[0-9]{4}$" },
            file_type: { type: "string", enum: ["gpml", "png", "pdf"] },
          },
        },
      },
    },
    {
      name: "get_pathway_file",
      description: "Get the file of a pathway, of the given type.",
      input_schema: {
        type: "object",
        properties: {
          pwId: { type: "string", description: "The pathway identifier." },
          fileType: { type: "string", enum: ["gpml", "png", "pdf"] },
        },
        required: ["pwId", "fileType"],
      },
      output_schema: {
        type: "object",
        properties: {
          file_id: { type: "string" },
          pw_id: { type: "string", pattern: "^pw_[0-9]{4}$" },
          file_type: { type: "string", enum: ["gpml", "png", "pdf"] },
        },
      },
    },
  ],
};

describe("a lookup by a key answers with the record holding it", () => {
  let env: EnvInstance;
  beforeAll(async () => {
    const r = await ingestFile({
      name: "pathways.envfactory-metadata.json",
      text: JSON.stringify(PATHWAYS),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 13 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    env = made.value;
  });
  afterAll(() => env?.dispose());

  it("never answers with another pathway's file", async () => {
    const files = (await env.call("get_pathway_files", {})) as { ok: boolean; result: Rec[] };
    const one = files.result[0]!;
    const other = files.result.find((f) => f.file_type !== one.file_type) ?? one;
    const mixed = (await env.call("get_pathway_file", {
      pwId: one.pw_id,
      fileType: other.file_type,
    })) as { ok: boolean; result?: Rec };
    // The pathway's own file when it has one of that type; else its file of another type.
    expect(mixed.ok).toBe(true);
    expect(mixed.result?.pw_id).toBe(one.pw_id);
    // A pathway no record holds is answered as that pathway, not as another one.
    const unknown = (await env.call("get_pathway_file", { pwId: "pw_9999", fileType: "png" })) as {
      ok: boolean;
      result?: Rec;
    };
    expect(unknown.ok).toBe(true);
    expect(unknown.result?.pw_id).toBe("pw_9999");
  });
});
