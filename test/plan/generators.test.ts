import { describe, expect, it } from "vitest";
import {
  contentInputs,
  controlsTheService,
  notAGoal,
  roleFits,
} from "../../src/core/plan/semantics.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

const bundleOf = planFixtureBundle;
const tool = (b: EnvBundle, name: string): ToolSpec => {
  const t = b.tools.find((x) => x.name === name);
  if (!t) throw new Error(`no ${name}: ${b.tools.map((x) => x.name).join(", ")}`);
  return t;
};

describe("an endpoint that generates its output from its inputs", () => {
  it("QuickChart's /qr and /chart generate an image: made, never read back (f8 readers, M)", async () => {
    // "May I ask what the margin and text for 97 cm and 68 cm are?" → get_qr read back a QR.
    const b = await bundleOf("quickchart.openapi.json");
    for (const name of ["get_qr", "post_qr", "get_chart", "post_chart"])
      expect(tool(b, name).kind, name).toBe("create");
    // Its content is the request: the text a QR code encodes, the chart's configuration —
    // not its width, margin, colour or file format.
    expect(contentInputs(b, tool(b, "get_qr"))).toEqual(["text"]);
    expect(contentInputs(b, tool(b, "post_qr"))).toEqual(["text"]);
    expect(contentInputs(b, tool(b, "post_chart"))).toEqual(["chart"]);
  }, 60_000);

  it("a render kept under an id and looked up later stays a create (shotstack)", async () => {
    // `POST /render` "Render Asset" beside `GET /render/{id}` "Get Render Status".
    const b = await bundleOf("shotstack.openapi.json");
    expect(tool(b, "postRender").kind).toBe("create");
    expect(contentInputs(b, tool(b, "postRender"))).toEqual([]);
  }, 60_000);
});

describe("a value plays the role of the parameter it fills", () => {
  it('an id fills no date (f8: get_..._timezones_by_date {"date":"tim_1001"})', () => {
    expect(roleFits("timezoneId", "date", ["timezone"])).toBe(false);
    expect(roleFits("data[].timezoneId", "date", ["timezone"])).toBe(false);
  });
  it("ids fill ids, references and the param named for their record", () => {
    expect(roleFits("[].id", "id", ["box"])).toBe(true);
    expect(roleFits("data[].timezoneId", "timezone_id", ["timezone"])).toBe(true);
    // Stripe: `customer` takes a customer's id.
    expect(roleFits("data[].id", "customer", ["customer"])).toBe(true);
    // A date from an appointment fills a date.
    expect(roleFits("data[].date", "date", [])).toBe(true);
  });
});

describe("operations on the service itself are no user's goal", () => {
  it('slicebox POST /system/stop ("Could you stop the shut down slicebox?")', async () => {
    const b = await bundleOf("slicebox-subset.openapi.json");
    const stop = b.tools.find((t) => t.source?.pointer === "/paths/~1system~1stop/post");
    expect(stop && controlsTheService(stop)).toBe(true);
    expect(stop && notAGoal(stop)).toBe("service-control");
    // A record's own stop/start, and the rest of the API, stay goals.
    const others = b.tools.filter((t) => t !== stop);
    expect(others.filter((t) => controlsTheService(t)).map((t) => t.name)).toEqual([]);
  }, 60_000);
  it("a device's stop or a timer's start names a record: not the service", () => {
    const spec = (pointer: string): ToolSpec => ({
      name: "x",
      description: "",
      inputSchema: { type: "object" },
      source: { format: "openapi", file: "f.json", pointer },
    });
    expect(controlsTheService(spec("/paths/~1devices~1{id}~1stop/post"))).toBe(false);
    expect(controlsTheService(spec("/paths/~1timers~1start/post"))).toBe(false);
    expect(controlsTheService(spec("/paths/~1server~1restart/post"))).toBe(true);
  });
});
