import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { okJson } from "../helpers/doc-env.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

// Big Red Cloud (fresh36 dev): every delete takes the record's `timestamp` — a row version,
// "Should be encoded in Base64", `format: byte` — and the user was asked "remove the purchase with
// an entry date of Feb 2 at 11:15 am on f7m8u9RD2wg=". Then, read off the records, it came from
// any list holding a `timestamp` ("… with the $145.99 product"), and two purchases sharing one
// row version were named as two ("the note of Dec 31 with the note of Dec 6").
const row = (extra: Record<string, unknown>) => ({
  type: "object",
  properties: {
    id: { type: "integer", format: "int64" },
    timestamp: { type: "string", format: "byte" },
    ...extra,
  },
});
const purchase = row({
  entryDate: { type: "string", format: "date-time" },
  total: { type: "number" },
});
const product = row({ name: { type: "string" }, unitPrice: { type: "number" } });
const list = (item: unknown) =>
  okJson({ type: "object", properties: { Items: { type: "array", items: item } } });
const doc = {
  openapi: "3.0.0",
  info: { title: "Accounting", version: "1" },
  paths: {
    "/v1/purchases": {
      get: { operationId: "Purchases_Get", summary: "List purchases", responses: list(purchase) },
    },
    "/v1/products": {
      get: { operationId: "Products_Get", summary: "List products", responses: list(product) },
    },
    "/v1/purchases/{id}": {
      delete: {
        operationId: "Purchases_Delete",
        summary: "Remove a purchase",
        parameters: [
          {
            name: "id",
            in: "path",
            required: true,
            description: "Id of Purchase to remove.",
            schema: { type: "integer", format: "int64" },
          },
          {
            name: "timestamp",
            in: "query",
            required: true,
            description: "Timestamp of Purchase to remove. Should be encoded in Base64.",
            schema: { type: "string" },
          },
        ],
        responses: { 200: { description: "Removed" } },
      },
    },
  },
};

describe("a record's row version", () => {
  it("is read off the record the call removes, never asked of the user", async () => {
    const bundle = await specBundle(doc, "accounting.json", 5);
    expect(bundle.model?.tools.Purchases_Delete?.inputs.timestamp).toMatchObject({
      source: "tool",
      role: "system",
    });
    // Eight bytes a database bumps, never the base64 of a file ("ZGF0ZSxhbW91bnQK…" is a CSV).
    const rows = (bundle.initialState as Record<string, Record<string, unknown>[]>).purchases ?? [];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(atob(String(r.timestamp)).length, String(r.timestamp)).toBe(8);
    const graph = buildToolGraph([bundle]);
    const feeders = graph
      .inboundEdges(graph.nodes().find((n) => n.endsWith("/Purchases_Delete"))!)
      .filter((e) => graph.getEdgeAttribute(e, "to") === "timestamp")
      .map((e) => graph.source(e));
    expect(feeders.length).toBeGreaterThan(0);
    for (const f of feeders) expect(f).not.toMatch(/Products/);

    const tasks = await singleTurnTasks(bundle, 12);
    const deletes = tasks.filter(({ task }) =>
      task.gold.calls.some((c) => c.tool === "Purchases_Delete"),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const { task } of deletes) {
      const said = task.userFacts.map((f) => f.text ?? String(f.value)).join(" | ");
      const stamp = String(
        task.gold.calls.find((c) => c.tool === "Purchases_Delete")?.args.timestamp,
      );
      expect(said).not.toContain(stamp);
      // One purchase is named once.
      expect(
        task.userFacts.filter((f) => f.key.includes(".select.")).length,
        said,
      ).toBeLessThanOrEqual(1);
    }
  }, 120_000);
});
