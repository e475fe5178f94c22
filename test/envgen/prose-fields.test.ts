import { describe, expect, it } from "vitest";
import { buildModel } from "../../src/core/envgen/model.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

const tool = (name: string, description: string, path: string): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  source: { format: "openapi", file: "x.json", pointer: `/paths/${path.replace(/\//g, "~1")}/get` },
});

// fresh58 blind readers: Open Targets' getDataMetrics ("Returns the metrics about associations and
// evidences, divided by datasource, genes and so on.") answered a field `so_on`, said "so date".
describe("fields named in a description's list, never its prose", () => {
  it('"and so on", "etc." and a sentence are no field names', () => {
    const m = buildModel([
      tool(
        "getDataMetrics",
        "Get metrics about the current data release\n\nReturns the metrics about associations and evidences, divided by datasource, genes and so on.",
        "/platform/public/utils/metrics",
      ),
    ]);
    const fields = Object.values(m.entities).flatMap((e) => Object.keys(e.fields));
    expect(fields).not.toContain("so_on");
    expect(fields).not.toContain("evidences");
  });

  it("keeps a plain list of fields (counter-example)", () => {
    const m = buildModel([
      tool("get_employee", "Returns id, name, email, team and manager id.", "/employees"),
      tool("list_widgets", "Returns name, colour, size, etc.", "/widgets"),
    ]);
    const fields = Object.values(m.entities).flatMap((e) => Object.keys(e.fields));
    expect(fields).toEqual(expect.arrayContaining(["name", "email", "team", "colour", "size"]));
    expect(fields).not.toContain("etc");
  });
});
