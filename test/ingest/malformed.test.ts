import { describe, expect, it } from "vitest";
import { ingestFile, ingestFiles } from "../../src/core/ingest/index.js";
import { fixture } from "./fixture-files.js";

async function errorOf(name: string, text: string) {
  const r = await ingestFile({ name, text });
  if (r.ok) throw new Error(`expected ${name} to fail`);
  return r.error;
}

const mcp = (tools: unknown[]) => JSON.stringify({ tools });
const goodTool = {
  name: "ok_tool",
  description: "Fine.",
  inputSchema: { type: "object", properties: {} },
};

describe("malformed documents", () => {
  it("bad JSON: parse-failed at file:line:column", async () => {
    const e = await errorOf("broken.json", '{\n  "tools": [\n    {"name": "a",}\n  ]\n}');
    expect(e.code).toBe("ingest/parse-failed");
    expect(e.where).toMatch(/^broken\.json:3:\d+$/);
  });

  it("truncated JSON: parse-failed at the end of the text", async () => {
    const e = await errorOf("cut.json", '{"tools": [{"name": "a"');
    expect(e.code).toBe("ingest/parse-failed");
    expect(e.where).toMatch(/^cut\.json:1:\d+$/);
  });

  it("bad YAML: parse-failed at file:line:column", async () => {
    const e = await errorOf("broken.yaml", "openapi: 3.0.0\npaths:\n  /a: [unclosed\n    b: c\n");
    expect(e.code).toBe("ingest/parse-failed");
    expect(e.where).toMatch(/^broken\.yaml:\d+:\d+$/);
  });

  it("empty file: parse-failed", async () => {
    expect((await errorOf("empty.json", "  \n")).code).toBe("ingest/parse-failed");
  });

  it("JSON of no known shape: unknown-format", async () => {
    const e = await errorOf("data.json", JSON.stringify({ users: [{ id: 1 }] }));
    expect(e.code).toBe("ingest/unknown-format");
    expect(e.where).toBe("data.json#");
  });

  it("a YAML file that is just a string: unknown-format, not prose", async () => {
    expect((await errorOf("notes.yaml", "just words")).code).toBe("ingest/unknown-format");
  });

  it("absurdly deep nesting: parse-failed, no stack overflow", async () => {
    const deep = `{"tools": ${"[".repeat(20_000)}${"]".repeat(20_000)}}`;
    const e = await errorOf("deep.json", deep);
    expect(e.code).toBe("ingest/parse-failed");
    expect(e.cause).toBeUndefined();
  });

  it("YAML alias bombs are refused; recursive aliases are cut, not followed forever", async () => {
    const levels = ["a: &a [x,x,x,x,x,x,x,x,x]"];
    for (const [prev, cur] of ["ab", "bc", "cd", "de", "ef"]) {
      levels.push(`${cur}: &${cur} [${`*${prev},`.repeat(8)}*${prev}]`);
    }
    expect((await errorOf("bomb.yaml", levels.join("\n"))).code).toBe("ingest/parse-failed");
    const recursive = [
      "openapi: 3.0.0",
      "info: {title: Tree, version: '1'}",
      "paths:",
      "  /tree:",
      "    get:",
      "      operationId: getTree",
      "      responses:",
      "        200:",
      "          description: ok",
      "          content: {application/json: {schema: &s {type: object, properties: {kid: *s}}}}",
    ].join("\n");
    const r = await ingestFile({ name: "tree.yaml", text: recursive });
    expect(r.ok && r.value.tools[0]?.outputSchema).toMatchObject({
      type: "object",
      properties: { kid: { description: expect.stringMatching(/recursive/) } },
    });
  });

  it("a 20 MB file is refused as too-large before any parsing", async () => {
    const text = `[${'"x",'.repeat(5_000_000)}"x"]`;
    expect(text.length).toBeGreaterThan(20_000_000);
    const e = await errorOf("huge.json", text);
    expect(e.code).toBe("ingest/too-large");
    expect(e.where).toBe("huge.json");
  });

  it("maxBytes counts UTF-8 bytes", async () => {
    const text = mcp([{ ...goodTool, description: "é".repeat(60) }]);
    expect((await ingestFile({ name: "t.json", text }, { maxBytes: text.length + 30 })).ok).toBe(
      false,
    );
    expect((await ingestFile({ name: "t.json", text }, { maxBytes: text.length + 60 })).ok).toBe(
      true,
    );
  });
});

describe("bad tools", () => {
  it("a tool without a name is skipped with a warning naming its pointer", async () => {
    const r = await ingestFile({
      name: "t.json",
      text: mcp([{ description: "nameless" }, goodTool]),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tools.map((t) => t.name)).toEqual(["ok_tool"]);
    expect(r.value.warnings).toContainEqual(
      expect.objectContaining({ where: "t.json#/tools/0/name" }),
    );
  });

  it("invalid input schemas are skipped, located by pointer", async () => {
    const r = await ingestFile({
      name: "t.json",
      text: mcp([
        { name: "a", inputSchema: { type: "string" } },
        { name: "b", inputSchema: { type: "object", properties: { x: { type: "strnig" } } } },
        { name: "c", inputSchema: { type: "object", properties: [1, 2] } },
        { name: "d", inputSchema: "object" },
        goodTool,
      ]),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tools.map((t) => t.name)).toEqual(["ok_tool"]);
    const wheres = r.value.warnings.map((w) => w.where);
    expect(wheres).toEqual([
      "t.json#/tools/0/inputSchema",
      "t.json#/tools/1/inputSchema/properties/x/type",
      "t.json#/tools/2/inputSchema/properties",
      "t.json#/tools/3/inputSchema",
    ]);
  });

  it("invalid-tool when no tool is usable, pointing at the first problem", async () => {
    const e = await errorOf(
      "t.json",
      mcp([{ name: "" }, { name: "x", inputSchema: { type: "array" } }]),
    );
    expect(e.code).toBe("ingest/invalid-tool");
    expect(e.where).toBe("t.json#/tools/0/name");
  });

  it("invalid-tool for an empty tool list", async () => {
    expect((await errorOf("t.json", mcp([]))).code).toBe("ingest/invalid-tool");
  });

  it("a bad output schema drops only the output schema", async () => {
    const r = await ingestFile({
      name: "t.json",
      text: mcp([
        { ...goodTool, outputSchema: { type: "object", properties: { n: { type: 5 } } } },
      ]),
    });
    expect(r.ok && r.value.tools[0]?.outputSchema).toBe(undefined);
    expect(r.ok && r.value.warnings[0]?.where).toBe(
      "t.json#/tools/0/outputSchema/properties/n/type",
    );
  });

  it("unicode names keep their description, get an ASCII name and a warning", async () => {
    const r = await ingestFile({
      name: "t.json",
      text: mcp([
        { ...goodTool, name: "réserver_chambre", description: "Réserver une chambre à l'hôtel 🏨" },
        { ...goodTool, name: "予約する", description: "部屋を予約する" },
        { ...goodTool, name: "x".repeat(80) },
      ]),
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.tools.map((t) => t.name)).toEqual([
      "reserver_chambre",
      "YuYuesuru",
      "x".repeat(64),
    ]);
    expect(r.value.tools[0]?.description).toBe("Réserver une chambre à l'hôtel 🏨");
    expect(r.value.warnings.map((w) => w.where)).toEqual([
      "t.json#/tools/0/name",
      "t.json#/tools/1/name",
      "t.json#/tools/2/name",
    ]);
  });
});

describe("batches", () => {
  it("one bad file never stops the others", async () => {
    const onProgress: number[] = [];
    const { docs, failures } = await ingestFiles(
      [
        fixture("smart-home.mcp.json"),
        { name: "broken.json", text: "{" },
        fixture("library-loans.md"),
        { name: "huge.json", text: "x".repeat(60_000) },
        fixture("helpdesk.openai-tools.json"),
      ],
      { maxBytes: 50_000, onProgress: (e) => onProgress.push(e.done) },
    );
    expect(docs.map((d) => d.name)).toEqual(["smart-home", "helpdesk"]);
    expect(failures.map((f) => [f.file, f.error.code])).toEqual([
      ["broken.json", "ingest/parse-failed"],
      ["library-loans.md", "ingest/needs-model"],
      ["huge.json", "ingest/too-large"],
    ]);
    expect(onProgress).toEqual([1, 2, 3, 4, 5]);
  });

  it("makes environment names unique across a batch", async () => {
    const { docs } = await ingestFiles([
      fixture("smart-home.mcp.json"),
      fixture("smart-home.mcp.json"),
    ]);
    expect(docs.map((d) => d.name)).toEqual(["smart-home", "smart-home-2"]);
  });

  it("reports files after an abort as pipeline/aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const { docs, failures } = await ingestFiles([fixture("smart-home.mcp.json")], {
      signal: controller.signal,
    });
    expect(docs).toEqual([]);
    expect(failures[0]?.error.code).toBe("pipeline/aborted");
  });
});
