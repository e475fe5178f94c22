import { afterAll, describe, expect, it } from "vitest";
import { boundParamWords } from "../../src/core/domain/words.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { EnvInstance } from "../../src/core/sandbox/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";

// SimplyRETS (fresh28 blind read, N): `GET /openhouses?startdate=…&maxprice=…` answered "open
// houses from Jan 21" with ones dated Dec 22 — `startdate`, `maxprice` glue the bound to what it
// bounds, so the environment read them as nothing and listed every record.
const doc = {
  openapi: "3.0.0",
  info: { title: "Open houses", version: "1" },
  paths: {
    "/openhouses": {
      get: {
        operationId: "getOpenHouses",
        summary: "List open houses",
        parameters: [
          { name: "startdate", in: "query", schema: { type: "string", format: "date" } },
          { name: "maxprice", in: "query", schema: { type: "integer" } },
        ],
        responses: {
          200: {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "array",
                  items: {
                    type: "object",
                    properties: {
                      openHouseKey: { type: "string" },
                      startDate: { type: "string", format: "date" },
                      price: { type: "integer" },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

describe("a bound glued to what it bounds is a bound", () => {
  it("splits startdate, maxbaths, minprice; leaves whole words whole", () => {
    expect(boundParamWords("startdate")).toEqual(["start", "date"]);
    expect(boundParamWords("maxbaths")).toEqual(["max", "baths"]);
    expect(boundParamWords("minprice")).toEqual(["min", "price"]);
    expect(boundParamWords("afternoon")).toEqual(["afternoon"]);
    expect(boundParamWords("endpoint")).toEqual(["endpoint"]);
    expect(boundParamWords("maximum")).toEqual(["maximum"]);
    expect(boundParamWords("start_date")).toEqual(["start", "date"]);
  });

  it("the environment lists only open houses from the start date and up to the price", async () => {
    const r = await ingestFile({ name: "openhouses.json", text: JSON.stringify(doc) });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 3 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const all = (await made.value.call("getOpenHouses", {})) as { ok: boolean; result?: unknown };
    expect(all.ok).toBe(true);
    const rows = all.result as { startDate: string; price: number }[];
    const dates = rows.map((x) => x.startDate).sort();
    const mid = dates[Math.floor(dates.length / 2)] as string;
    const from = (await made.value.call("getOpenHouses", { startdate: mid })) as {
      result?: unknown;
    };
    const later = from.result as { startDate: string }[];
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(rows.length);
    for (const x of later) expect(x.startDate >= mid).toBe(true);
    const prices = rows.map((x) => x.price).sort((a, c) => a - c);
    const cap = prices[Math.floor(prices.length / 2)] as number;
    const cheap = (await made.value.call("getOpenHouses", { maxprice: cap })) as {
      result?: unknown;
    };
    for (const x of cheap.result as { price: number }[]) expect(x.price).toBeLessThanOrEqual(cap);
  });
});
