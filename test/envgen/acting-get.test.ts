import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/envgen/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { tool } from "./helpers.js";

/** A GET operation as ingest makes it: the OpenAPI pointer and the `readOnlyHint` every GET gets. */
function get(name: string, path: string, description: string, params: string[] = []): ToolSpec {
  return tool(name, params, {
    description,
    annotations: { readOnlyHint: true },
    source: {
      format: "openapi",
      file: "x.json",
      pointer: `/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/get`,
    },
  });
}

// fresh11 readers (M): "What is the status of the scan page for scan 2?" answered by
// `StopScanPage`, "the status of the scan" by `CleanScansPage` ("Clean all scans"). Patrowl's
// engine API, verbatim: these GETs act.
describe("a GET whose name and doc open with the same acting verb acts", () => {
  it("Patrowl: stop and clean a scan are actions on the scan", () => {
    const stop = inferToolKind(
      get("StopScanPage", "/stop/{scanId}", "Stop a scan identified by id.", ["scanId"]),
    );
    expect(stop.kind).toBe("action");
    expect(stop.entity).toBe("scans");
    expect(
      inferToolKind(get("CleanScansPage", "/clean", "Clean all scans\n\nClean all current scans."))
        .kind,
    ).toBe("action");
  });

  it('a GET that deletes (cloudrf `/archive/delete` "Delete a calculation") is a delete', () => {
    expect(
      inferToolKind(
        get("delete", "/archive/delete", "Delete a calculation from the database.", ["cid"]),
      ).kind,
    ).toBe("delete");
  });

  it("reads stay reads: the status page, a namespace prefix, a doc that says 'Returns'", () => {
    expect(
      inferToolKind(
        get("StatusScanPage", "/status/{scanId}", "Status of a scan identified by id.", ["scanId"]),
      ).kind,
    ).toBe("read");
    // TfL: `StopPoint_` is a namespace, the doc reads.
    expect(
      inferToolKind(
        get(
          "StopPoint_Get",
          "/StopPoint/{ids}",
          "Gets a list of StopPoints corresponding to the given list of stop ids.",
          ["ids"],
        ),
      ).kind,
    ).toBe("read");
    expect(
      inferToolKind(
        get(
          "StopPoint_Route",
          "/StopPoint/{id}/Route",
          "Returns the route sections for all the lines that service the given stop point ids",
          ["id"],
        ),
      ).kind,
    ).not.toBe("action");
  });
});

// fresh42 dev (collegefootballdata): `GET /play/types` "Play types" and `GET /player/portal`
// "Transfer portal by season" answer lists; read as acts they became "play the types" and
// "transfer the portal" with the answer "I've transferred the portal".
describe("a GET list the doc names by a noun phrase reads", () => {
  const list = (name: string, path: string, description: string): ToolSpec => ({
    ...get(name, path, description),
    outputSchema: {
      type: "array",
      items: { type: "object", properties: { id: { type: "integer" }, text: { type: "string" } } },
    },
  });
  it("'Play types', 'Transfer portal by season' and 'Play stats by play' list", () => {
    expect(
      inferToolKind(list("getPlayTypes", "/play/types", "Play types\n\nTypes of plays")).kind,
    ).toBe("list");
    expect(
      inferToolKind(list("getTransferPortal", "/player/portal", "Transfer portal by season")).kind,
    ).toBe("list");
    expect(inferToolKind(list("getPlayStats", "/play/stats", "Play stats by play")).kind).toBe(
      "list",
    );
  });
  it("a list-answering GET that names what it acts on with a determiner still acts", () => {
    expect(inferToolKind(list("CleanScansPage", "/clean", "Clean all scans")).kind).toBe("action");
  });
});
