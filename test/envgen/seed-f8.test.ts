import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { findRecordDefects } from "../domain/record-defects.js";

/**
 * Seeded records that hold together, on a small doc shaped like the ones the f8 readers marked
 * (an import session's file counts, a scheduled SMS, sub-accounts with one doc example, a page
 * envelope, a DICOM node): the seeding fixes the record, so the same task comes out good.
 */

type Rec = Record<string, unknown>;

const obj = (properties: Rec, extra: Rec = {}) => ({ type: "object", properties, ...extra });
const list = (path: string, tag: string, item: Rec) => ({
  [path]: {
    get: {
      operationId: `list_${tag}`,
      summary: `List ${tag}`,
      responses: {
        "200": {
          description: "ok",
          content: { "application/json": { schema: { type: "array", items: item } } },
        },
      },
    },
  },
});

const DOC = {
  openapi: "3.0.0",
  info: {
    title: "Imaging and messaging",
    version: "1",
    description: "Medical images (DICOM) and SMS.",
  },
  paths: {
    ...list(
      "/import-sessions",
      "import_sessions",
      obj({
        id: { type: "integer" },
        name: { type: "string" },
        filesAdded: { type: "integer", format: "int32" },
        filesImported: { type: "integer", format: "int32" },
        filesRejected: { type: "integer", format: "int32" },
        created: { type: "integer", format: "int64" },
      }),
    ),
    ...list(
      "/scheduled-messages",
      "scheduled_messages",
      obj({
        id: { type: "integer" },
        scheduledSendTime: { type: "string", format: "date-time" },
        submitTime: { type: "string", format: "date-time" },
      }),
    ),
    ...list(
      "/sub-accounts",
      "sub_accounts",
      obj({
        id: { type: "integer" },
        accountNumber: {
          type: "integer",
          example: 58324,
          description: "The account number of the sub account.",
        },
        loginName: { type: "string", example: "jon@castleblack.com" },
        firstName: { type: "string" },
      }),
    ),
    ...list(
      "/permissions",
      "permissions",
      obj({
        id: { type: "integer" },
        count: { type: "integer" },
        total: { type: "integer" },
        hasMore: { type: "boolean" },
        data: {
          type: "array",
          minItems: 1,
          items: obj({ access: { type: "string" }, role: { type: "string" } }),
        },
      }),
    ),
    ...list(
      "/scps",
      "scps",
      obj({
        id: { type: "integer" },
        name: { type: "string" },
        aeTitle: { type: "string" },
        port: { type: "integer", format: "int32" },
      }),
    ),
  },
};

async function bundle(seed: number): Promise<EnvBundle> {
  const doc = await ingestFile({ name: "imaging.json", text: JSON.stringify(DOC) });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

const collection = (b: EnvBundle, re: RegExp): Rec[] => {
  const key = Object.keys(b.initialState).find((k) => re.test(k));
  return (key ? b.initialState[key] : []) as Rec[];
};

describe("seeded records hold together (f8 readers' nonsense-data marks)", () => {
  for (const seed of [1, 7, 11]) {
    it(`seed ${seed}: no record defect in the whole state`, async () => {
      const b = await bundle(seed);
      expect(findRecordDefects(b.initialState)).toEqual([]);
    });
  }

  it("file counts split the files added; created is a date", async () => {
    const rows = collection(await bundle(3), /import/);
    expect(rows.length).toBeGreaterThan(2);
    for (const r of rows) {
      if (typeof r.filesAdded === "number" && typeof r.filesImported === "number")
        expect(Number(r.filesImported) + Number(r.filesRejected ?? 0)).toBeLessThanOrEqual(
          r.filesAdded,
        );
      if (r.created !== undefined) expect(Number(r.created)).toBeGreaterThan(1.5e9);
    }
  });

  it("a scheduled message is submitted before it is sent", async () => {
    for (const r of collection(await bundle(5), /scheduled/))
      if (r.submitTime && r.scheduledSendTime)
        expect(Date.parse(String(r.submitTime))).toBeLessThanOrEqual(
          Date.parse(String(r.scheduledSendTime)),
        );
  });

  it("sub-accounts do not all carry the doc's one account number and login", async () => {
    const rows = collection(await bundle(5), /sub/);
    expect(new Set(rows.map((r) => r.accountNumber)).size).toBe(rows.length);
    const logins = rows.map((r) => r.loginName).filter((x) => x !== undefined);
    expect(new Set(logins).size).toBe(logins.length);
  });

  it("a page's count is the number of its items; a DICOM node is on a DICOM port", async () => {
    const b = await bundle(9);
    for (const r of collection(b, /permission/))
      if (Array.isArray(r.data) && typeof r.count === "number") expect(r.count).toBe(r.data.length);
    for (const r of collection(b, /scps/))
      if (r.port !== undefined) expect([104, 11112, 4242]).toContain(r.port);
  });
});
