import { describe, expect, it } from "vitest";
import { detectFormat, type IngestedDoc, ingestFile } from "../../src/core/ingest/index.js";
import { ToolSpec } from "../../src/core/schema/index.js";
import { fixture } from "./fixture-files.js";

async function ingestOk(file: { name: string; text: string }): Promise<IngestedDoc> {
  const r = await ingestFile(file);
  if (!r.ok) throw new Error(`expected ${file.name} to ingest: ${r.error.code} ${r.error.message}`);
  return r.value;
}

function tool(doc: IngestedDoc, name: string): ToolSpec {
  const t = doc.tools.find((x) => x.name === name);
  if (!t) throw new Error(`no tool ${name} in ${doc.tools.map((x) => x.name).join(", ")}`);
  return t;
}

describe("format detection", () => {
  it.each([
    ["shop.openapi.yaml", "openapi"],
    ["smart-home.mcp.json", "mcp"],
    ["clinic.envfactory-metadata.json", "envfactory-metadata"],
    ["helpdesk.openai-tools.json", "openai-tools"],
    ["geometry.bfcl.json", "bfcl"],
    ["weather.bfcl.jsonl", "bfcl"],
    ["library-loans.md", "prose"],
  ])("%s is %s", (name, format) => {
    const f = fixture(name);
    expect(detectFormat(f.name, f.text)).toBe(format);
  });

  it("detects by content, not by file name", () => {
    const f = fixture("smart-home.mcp.json");
    expect(detectFormat("tools.txt", f.text)).toBe("mcp");
    expect(detectFormat("x.json", JSON.stringify({ result: { tools: [] } }))).toBe("mcp");
  });

  it("returns undefined for JSON of no known shape", () => {
    expect(detectFormat("a.json", '{"hello": "world"}')).toBeUndefined();
    expect(detectFormat("a.json", "{not json")).toBeUndefined();
  });
});

describe("EnvFactory metadata", () => {
  it("reads the clinic fixture with names, schemas and provenance", async () => {
    const doc = await ingestOk(fixture("clinic.envfactory-metadata.json"));
    expect(doc).toMatchObject({
      format: "envfactory-metadata",
      name: "clinic-scheduling",
      title: "Clinic Scheduling",
      domain: "healthcare",
    });
    expect(doc.description).toMatch(/clinic/i);
    expect(doc.tools).toHaveLength(9);
    const find = tool(doc, "find_patient");
    expect(find.inputSchema).toMatchObject({
      type: "object",
      required: ["full_name", "date_of_birth"],
    });
    expect(find.outputSchema).toMatchObject({ type: "object" });
    expect(find.source).toEqual({
      format: "envfactory-metadata",
      file: "clinic.envfactory-metadata.json",
      pointer: "/tools/0",
    });
    for (const t of doc.tools) expect(ToolSpec.safeParse(t).success).toBe(true);
  });

  it("keeps array-root output schemas", async () => {
    const text = JSON.stringify({
      class_name: "NoteBook",
      description: "Notes",
      tools: [
        {
          name: "list_notes",
          description: "All notes.",
          input_schema: { type: "object", properties: {} },
          output_schema: {
            type: "array",
            items: { type: "object", properties: { note_id: { type: "string" } } },
          },
        },
      ],
    });
    const doc = await ingestOk({ name: "notes.json", text });
    expect(doc.name).toBe("note-book");
    expect(doc.tools[0]?.outputSchema).toEqual({
      type: "array",
      items: { type: "object", properties: { note_id: { type: "string" } } },
    });
  });
});

describe("MCP tools/list", () => {
  it("reads the smart-home fixture; env name from the file stem", async () => {
    const doc = await ingestOk(fixture("smart-home.mcp.json"));
    expect(doc).toMatchObject({ format: "mcp", name: "smart-home", domain: "smart-home" });
    expect(doc.tools).toHaveLength(13);
    expect(tool(doc, "list_rooms").outputSchema).toMatchObject({ type: "object" });
    expect(tool(doc, "set_power").source?.pointer).toBe("/tools/3");
  });

  it("accepts a bare JSON-RPC response and resolves local $defs", async () => {
    const text = JSON.stringify({
      jsonrpc: "2.0",
      id: 1,
      result: {
        tools: [
          {
            name: "add_item",
            description: "Add an item.",
            inputSchema: {
              type: "object",
              $defs: { Item: { type: "object", properties: { label: { type: "string" } } } },
              properties: { item: { $ref: "#/$defs/Item" } },
              required: ["item"],
            },
            annotations: { readOnlyHint: false },
          },
        ],
      },
    });
    const doc = await ingestOk({ name: "rpc.json", text });
    const t = doc.tools[0];
    expect(t?.source?.pointer).toBe("/result/tools/0");
    expect(t?.inputSchema).toEqual({
      type: "object",
      properties: { item: { type: "object", properties: { label: { type: "string" } } } },
      required: ["item"],
    });
    expect(t?.annotations).toEqual({ readOnlyHint: false });
  });
});

describe("OpenAI tool arrays", () => {
  it("reads the helpdesk fixture (no output schemas)", async () => {
    const doc = await ingestOk(fixture("helpdesk.openai-tools.json"));
    expect(doc).toMatchObject({ format: "openai-tools", name: "helpdesk", domain: "workplace" });
    expect(doc.tools).toHaveLength(12);
    expect(doc.tools.every((t) => t.outputSchema === undefined)).toBe(true);
    expect(tool(doc, "whoami").source?.pointer).toBe("/0/function");
  });

  it("accepts the {tools: [...]} wrapper and a missing parameters object", async () => {
    const text = JSON.stringify({
      tools: [{ type: "function", function: { name: "ping", description: "Ping." } }],
    });
    const doc = await ingestOk({ name: "ping.json", text });
    expect(doc.format).toBe("openai-tools");
    expect(doc.tools[0]?.inputSchema).toEqual({ type: "object", properties: {} });
  });
});

describe("BFCL function docs", () => {
  it("normalises BFCL types (dict, float, tuple, any) to JSON Schema", async () => {
    const doc = await ingestOk(fixture("geometry.bfcl.json"));
    expect(doc.format).toBe("bfcl");
    expect(doc.tools.map((t) => t.name)).toEqual([
      "math_hypot",
      "calculate_triangle_area",
      "geometry_circumference",
    ]);
    const area = tool(doc, "calculate_triangle_area").inputSchema as {
      type: string;
      properties: Record<string, { type?: string }>;
    };
    expect(area.type).toBe("object");
    expect(area.properties.base?.type).toBe("number");
    const circ = tool(doc, "geometry_circumference").inputSchema as {
      properties: Record<string, Record<string, unknown>>;
    };
    expect(circ.properties.points).toMatchObject({
      type: "array",
      items: { type: "array", items: { type: "number" } },
    });
    expect(circ.properties.options?.type).toBeUndefined();
    // The dotted BFCL name was changed, and the doc says so.
    expect(doc.warnings.some((w) => w.where === "geometry.bfcl.json#/0/name")).toBe(true);
  });

  it("reads JSON Lines, including question rows, keeping one copy of repeated functions", async () => {
    const doc = await ingestOk(fixture("weather.bfcl.jsonl"));
    expect(doc.tools.map((t) => t.name)).toEqual(["get_current_weather", "get_forecast"]);
    expect(doc.tools[0]?.source?.pointer).toBe("/0/function/0");
    expect(doc.domain).toBe("weather");
  });
});

describe("prose", () => {
  it("needs a model and says which file", async () => {
    const r = await ingestFile(fixture("library-loans.md"));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.code).toBe("ingest/needs-model");
    expect(r.error.where).toBe("library-loans.md");
    expect(r.error.message).toContain("library-loans.md");
  });
});
