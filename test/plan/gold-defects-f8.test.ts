import { beforeAll, describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { type GoldCall, goldDefects } from "./gold-defects.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/** The detector agrees with the fresh8 blind readers (r1/r2) on their verbatim examples. */
const bundleOf = planFixtureBundle;
let chart: EnvBundle;
let slicebox: EnvBundle;
beforeAll(async () => {
  chart = await bundleOf("quickchart.openapi.json");
  slicebox = await bundleOf("slicebox-subset.openapi.json");
}, 60_000);

const kinds = (b: EnvBundle, calls: GoldCall[], goals: string[] = []) =>
  goldDefects({ goals, calls }, b).map((d) => d.kind);

describe("gold defects the fresh8 readers marked", () => {
  it("a generator read back, or generated from nothing (QuickChart)", () => {
    // Last round's model made GET /qr a read: "May I ask what the width and height for 19 are?"
    const misread = structuredClone(chart);
    misread.model!.tools.get_qr!.kind = "read";
    expect(kinds(misread, [{ tool: "get_qr", args: { margin: 19, text: "Menu" } }])).toEqual([
      "generator-read-back",
    ]);
    // "generate a chart for the background color ivory"; "a QR code with only a width".
    expect(kinds(chart, [{ tool: "post_chart", args: { backgroundColor: "ivory" } }])).toEqual([
      "generator-without-content",
    ]);
    expect(kinds(chart, [{ tool: "post_qr", args: { width: 55 } }])).toEqual([
      "generator-without-content",
    ]);
    // A QR code that encodes a menu's address, a chart with data: what people ask for.
    expect(
      kinds(chart, [
        { tool: "post_qr", args: { text: "https://cafe.example.com/menu", width: 300 } },
        {
          tool: "post_chart",
          args: { chart: { type: "bar", data: { labels: ["Q1", "Q2"] } }, format: "png" },
        },
      ]),
    ).toEqual([]);
  });

  it("values that misfit their parameter", () => {
    // r1 S08: post_chart {"backgroundColor":"lime","format":"xml","height":7}
    expect(
      kinds(chart, [{ tool: "post_chart", args: { chart: { type: "line" }, format: "xml" } }]),
    ).toEqual(["param-misuse"]);
    // r1 S21: get_setup_v1_companies_timezones_by_date {"date":"tim_1001"} after a timezone lookup.
    const tz = structuredClone(slicebox);
    tz.tools.push(
      {
        name: "get_timezones",
        description: "Get timezones",
        inputSchema: { type: "object", properties: {} },
        source: { format: "openapi", file: "f.json", pointer: "/paths/~1timezones/get" },
      },
      {
        name: "get_companies_timezones_by_date",
        description: "Get company timezones for a date",
        inputSchema: { type: "object", properties: { date: { type: "string" } } },
        source: {
          format: "openapi",
          file: "f.json",
          pointer: "/paths/~1companies~1timezones~1{date}/get",
        },
      },
    );
    const lookup = {
      tool: "get_timezones",
      args: {},
      result: { timezoneId: "tim_1001", date: "2026-01-18", timezoneIana: "America/Chicago" },
    };
    expect(
      kinds(tz, [lookup, { tool: "get_companies_timezones_by_date", args: { date: "tim_1001" } }]),
    ).toEqual(["param-misuse"]);
    // The date the lookup gave is a date.
    expect(
      kinds(tz, [
        lookup,
        { tool: "get_companies_timezones_by_date", args: { date: "2026-01-18" } },
      ]),
    ).toEqual([]);
    // A page size given as words (r1 S06: rows="San Diego charitysearch"); a number is fine.
    const search = structuredClone(slicebox);
    search.tools.push({
      name: "get_summary",
      description: "Get summary data!",
      inputSchema: {
        type: "object",
        properties: {
          searchTerm: { type: "string", description: "Charity Name or Keyword." },
          rows: { type: "string", description: "Records Per Page. Default Value = 20" },
        },
      },
      source: { format: "openapi", file: "f.json", pointer: "/paths/~1v1~1charitysearch/post" },
    });
    expect(
      kinds(search, [{ tool: "get_summary", args: { rows: "San Diego charitysearch" } }]),
    ).toEqual(["param-misuse"]);
    expect(
      kinds(search, [{ tool: "get_summary", args: { searchTerm: "humane society", rows: "20" } }]),
    ).toEqual([]);
  });

  it("stopping the service as the goal; a follow-up keyed by another record's id", () => {
    const stop = slicebox.tools.find((t) => t.source?.pointer === "/paths/~1system~1stop/post")!;
    expect(kinds(slicebox, [{ tool: stop.name, args: {} }], [stop.name])).toEqual(["service-goal"]);
    // r2 S05: box 2 deleted → get_anonymization_keys_by_id {"id":2}
    const calls: GoldCall[] = [
      { tool: "get_boxes", args: {}, result: [{ id: 2, name: "Austin box" }] },
      { tool: "delete_boxes_by_id", args: { id: 2 }, result: { id: 2, deleted: true } },
      { tool: "get_anonymization_keys_by_id", args: { id: 2 }, dependsOn: [1] },
    ];
    expect(kinds(slicebox, calls, ["delete_boxes_by_id"])).toEqual(["cross-entity-id"]);
    // The key found by its patient's name, then read: the same record.
    expect(
      kinds(slicebox, [
        { tool: "get_anonymization_keys", args: {}, result: [{ id: 9, patientName: "Levi" }] },
        { tool: "get_anonymization_keys_by_id", args: { id: 9 }, dependsOn: [0] },
      ]),
    ).toEqual([]);
  });
});
