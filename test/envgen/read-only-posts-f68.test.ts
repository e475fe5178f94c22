import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";

// fresh68 blind readers (stop 63), G/A/M on 7 of 30 samples: DaniWeb's `POST /groups/schedules`,
// "Paginated report of information about messages contributed by group and date", was asked as
// "add a new schedule on January 7" → "I've added the schedule."; QLDB's `GetBlock` at
// `POST /ledgers/{name}/block`, "Returns a block object at a specified address", as "block the
// block object" → "I've blocked the block object". The doc's own words beat the method.
async function toolsOf(fixture: string): Promise<ToolSpec[]> {
  const text = readFileSync(new URL(`../fixtures/kinds/${fixture}`, import.meta.url), "utf8");
  const doc = await ingestFile({ name: fixture, text });
  if (!doc.ok) throw new Error(doc.error.message);
  return doc.value.tools;
}

function kindOf(tools: ToolSpec[], name: string): string {
  const spec = tools.find((t) => t.name === name);
  if (!spec) throw new Error(`no tool ${name}`);
  return inferToolKind(spec, tools).kind;
}

describe("a POST whose doc reports or returns is a read", () => {
  it("DaniWeb: a paginated report or listing lists, it adds nothing", async () => {
    const tools = await toolsOf("daniweb-groups.openapi.json");
    expect(kindOf(tools, "post_groups_schedules")).toBe("list");
    expect(kindOf(tools, "post_groups_by_id_schedules")).toBe("list");
    expect(kindOf(tools, "post_messages_metadata_filters")).toBe("list");
    // Its writes keep their kinds.
    expect(kindOf(tools, "post_groups")).toBe("create");
    expect(kindOf(tools, "post_groups_by_id_messages")).toBe("create");
    expect(kindOf(tools, "patch_groups_by_id")).toBe("update");
  });

  it("QLDB: GetBlock reads, whatever its path's last word; its writes still write", async () => {
    const tools = await toolsOf("qldb-ledgers.openapi.json");
    expect(kindOf(tools, "GetBlock")).toBe("read");
    expect(kindOf(tools, "CreateLedger")).toBe("create");
    expect(kindOf(tools, "UpdateLedger")).toBe("update");
    expect(kindOf(tools, "DeleteLedger")).toBe("delete");
  });

  it("an imperative 'Return …' still acts", () => {
    const spec: ToolSpec = {
      name: "ReturnRental",
      description: "Return a rented car.",
      inputSchema: {
        type: "object",
        properties: { rentalId: { type: "string" } },
        required: ["rentalId"],
      },
      source: {
        format: "openapi",
        file: "x.json",
        pointer: "#/paths/~1rentals~1{rentalId}~1return/post",
      },
    } as ToolSpec;
    expect(inferToolKind(spec, [spec]).kind).toBe("action");
  });
});
