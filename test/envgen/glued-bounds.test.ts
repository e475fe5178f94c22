import { describe, expect, it } from "vitest";
import { boundParamWords } from "../../src/core/domain/words.js";
import { bundleOfDoc, envOf, okJson } from "../helpers/doc-env.js";

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
        responses: okJson({
          type: "array",
          items: {
            type: "object",
            properties: {
              openHouseKey: { type: "string" },
              startDate: { type: "string", format: "date" },
              price: { type: "integer" },
            },
          },
        }),
      },
    },
  },
};

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
    const env = await envOf(await bundleOfDoc(doc, "openhouses.json", 3));
    const all = (await env.call("getOpenHouses", {})) as { ok: boolean; result?: unknown };
    expect(all.ok).toBe(true);
    const rows = all.result as { startDate: string; price: number }[];
    const dates = rows.map((x) => x.startDate).sort();
    const mid = dates[Math.floor(dates.length / 2)] as string;
    const from = (await env.call("getOpenHouses", { startdate: mid })) as {
      result?: unknown;
    };
    const later = from.result as { startDate: string }[];
    expect(later.length).toBeGreaterThan(0);
    expect(later.length).toBeLessThan(rows.length);
    for (const x of later) expect(x.startDate >= mid).toBe(true);
    const prices = rows.map((x) => x.price).sort((a, c) => a - c);
    const cap = prices[Math.floor(prices.length / 2)] as number;
    const cheap = (await env.call("getOpenHouses", { maxprice: cap })) as {
      result?: unknown;
    };
    for (const x of cheap.result as { price: number }[]) expect(x.price).toBeLessThanOrEqual(cap);
  });
});
