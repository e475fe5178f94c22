import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { otherCollection } from "../../src/core/graph/route-scope.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// XTRF's client and provider invoices (a real excerpt of fresh49's xtrf.eu.json): two collections
// of invoices told apart only by their paths, and dates reached under invoices, projects, quotes
// and tasks.
async function xtrf(): Promise<EnvBundle> {
  const name = "xtrf-invoices.openapi.json";
  const text = readFileSync(new URL(`../fixtures/model/${name}`, import.meta.url), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 2 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

function producers(bundle: EnvBundle, pointer: string, param: string): string[] {
  const tool = bundle.tools.find((t) => t.source?.pointer === pointer)!.name;
  const ptr = (name: string) => bundle.tools.find((t) => t.name === name)!.source?.pointer ?? "";
  const out: string[] = [];
  buildToolGraph([bundle]).forEachEdge((_k, a, s, t) => {
    if (a.kind === "data" && t.endsWith(`/${tool}`) && a.to === param)
      out.push(`${ptr(s.split("/")[1]!)} ${a.from}`);
  });
  return out.sort();
}

describe("graph edges stay inside the collection a path addresses", () => {
  it("a client invoice's payment takes a client invoice, never a provider invoice", async () => {
    const b = await xtrf();
    const from = producers(
      b,
      "/paths/~1accounting~1customers~1invoices~1{invoiceId}~1payments/post",
      "invoiceId",
    );
    expect(from.some((p) => p.startsWith("/paths/~1accounting~1customers~1invoices/get"))).toBe(
      true,
    );
    expect(from.filter((p) => p.includes("providers"))).toEqual([]);
    const provider = producers(
      b,
      "/paths/~1accounting~1providers~1invoices~1{invoiceId}~1payments/post",
      "invoiceId",
    );
    expect(provider.some((p) => p.startsWith("/paths/~1accounting~1providers~1invoices/get"))).toBe(
      true,
    );
    expect(provider.filter((p) => p.includes("customers"))).toEqual([]);
  });

  it("an owner whose id follows filters one collection (Budgea's user and bank connections)", () => {
    const split = (p: string) => p.split("/").filter(Boolean);
    expect(
      otherCollection(
        split("/accounting/customers/invoices"),
        split("/accounting/providers/invoices"),
      ),
    ).toBe(true);
    expect(
      otherCollection(
        split("/users/{id_user}/connections"),
        split("/banks/{id_connector}/connections"),
      ),
    ).toBe(false);
    expect(otherCollection(split("/projects/{id}/invoices"), split("/invoices"))).toBe(false);
  });

  it("the dates read through an invoice name no project: their project_id feeds no project's files", async () => {
    const b = await xtrf();
    const from = producers(b, "/paths/~1v2~1projects~1{projectId}~1files/get", "projectId");
    expect(from.filter((p) => p.includes("invoices"))).toEqual([]);
  });
});

describe("a bare id names the record its model input targets", () => {
  // e-drv (fresh54): `GET /v1/vehicles/{id}/location`, "The vehicle id that needs to be fetched",
  // returns a location, and the graph fed it the ids of `GET /v1/locations`.
  it("a vehicle's location takes a vehicle's id, never a location's", async () => {
    const b = await bundleOfFixture("model/edrv-vehicles.openapi.json", 2);
    const at = "/paths/~1v1~1vehicles~1{id}~1location/get";
    expect(producers(b, at, "id").filter((p) => p.startsWith("/paths/~1v1~1locations/"))).toEqual(
      [],
    );
    expect(
      producers(b, at, "id").some((p) => p.startsWith("/paths/~1v1~1vehicles~1{id}/get")),
    ).toBe(true);
  });
});

describe("a bare id never takes the key another input of the same call names", () => {
  // elmah.io (fresh54): `POST /v3/messages/{logId}/{id}/_fix`, "The ID of the message to fix"
  // beside "The ID of the log containing the message". The model keyed messages by their log, so
  // `id` was fed the log's id from `GET /v3/logs` (8 gold calls of f54-b49).
  it("elmah's message fix takes its id from the log's messages, its logId from the logs", async () => {
    const b = await bundleOfFixture("model/elmah-messages.openapi.json", 2);
    const fix = "/paths/~1v3~1messages~1{logId}~1{id}~1_fix/post";
    expect(producers(b, fix, "id").filter((p) => p.startsWith("/paths/~1v3~1logs/"))).toEqual([]);
    expect(producers(b, fix, "logId").some((p) => p.startsWith("/paths/~1v3~1logs/get"))).toBe(
      true,
    );
  });
});
