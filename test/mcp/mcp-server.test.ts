import { Client } from "@modelcontextprotocol/sdk/client/index.js";
import { InMemoryTransport } from "@modelcontextprotocol/sdk/inMemory.js";
import type { CallToolResult } from "@modelcontextprotocol/sdk/types.js";
import { afterEach, describe, expect, it } from "vitest";
import {
  createMcpEnvServer,
  type McpEnvServer,
  outcomeToCallResult,
  toMcpTools,
} from "../../src/adapters/node/mcp-server.js";
import { createInProcessSandbox, type Sandbox } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { makeBundle, notesBundle } from "../sandbox/helpers.js";

const spec = (over: Partial<ToolSpec>): ToolSpec => ({
  name: "t",
  description: "d",
  inputSchema: { type: "object" },
  ...over,
});

describe("toMcpTools", () => {
  it("passes schemas through, adds a missing root type, and drops non-object output schemas", async () => {
    const bundle = await makeBundle("export default {};", [
      spec({ name: "a", inputSchema: { properties: { x: { type: "integer" } } }, kind: "compute" }),
      spec({ name: "b", outputSchema: { type: "array", items: { type: "string" } }, kind: "list" }),
      spec({
        name: "c",
        outputSchema: { type: "object", properties: { ok: { type: "boolean" } } },
        kind: "create",
        annotations: { title: "C", destructiveHint: true },
      }),
    ]);
    const [a, b, c] = toMcpTools(bundle);
    expect(a?.inputSchema).toEqual({ type: "object", properties: { x: { type: "integer" } } });
    expect(a?.annotations).toMatchObject({ readOnlyHint: true, openWorldHint: false });
    expect(b?.outputSchema).toBeUndefined();
    expect(b?.annotations?.readOnlyHint).toBe(true);
    expect(c?.outputSchema).toEqual({ type: "object", properties: { ok: { type: "boolean" } } });
    // The bundle's own annotations win over hints derived from the kind.
    expect(c?.annotations).toMatchObject({
      title: "C",
      readOnlyHint: false,
      destructiveHint: true,
    });
    expect(
      toMcpTools(bundle, true)
        .map((t) => t.name)
        .slice(3),
    ).toEqual(["envfactory_reset", "envfactory_state_hash"]);
  });
});

describe("outcomeToCallResult", () => {
  const objOut = spec({ outputSchema: { type: "object" } });
  it("puts results in text, and in structuredContent only when an object schema is advertised", () => {
    expect(outcomeToCallResult({ ok: true, result: { a: 1 } }, objOut)).toEqual({
      content: [{ type: "text", text: '{"a":1}' }],
      structuredContent: { a: 1 },
    });
    expect(outcomeToCallResult({ ok: true, result: [1, 2] }, spec({}))).toEqual({
      content: [{ type: "text", text: "[1,2]" }],
    });
    expect(outcomeToCallResult({ ok: true, result: undefined }, spec({}))).toEqual({
      content: [{ type: "text", text: "null" }],
    });
  });
  it("maps tool errors and faults to isError with the code or the fault kind", () => {
    const e = outcomeToCallResult({ ok: false, error: { code: "NotFound", message: "no x" } });
    expect(e).toMatchObject({ isError: true, content: [{ type: "text", text: "NotFound: no x" }] });
    expect(e._meta).toEqual({ "envfactory/error": "NotFound" });
    const f = outcomeToCallResult({ ok: false, fault: { kind: "memory", message: "heap" } });
    expect(f.isError).toBe(true);
    expect((f.content[0] as { text: string }).text).toBe("environment fault (memory): heap");
    expect(f._meta).toEqual({ "envfactory/fault": "memory" });
  });
  it("reports a non-object result under an object schema as a fault, not bad structuredContent", () => {
    const r = outcomeToCallResult({ ok: true, result: "x" }, objOut);
    expect(r.isError).toBe(true);
    expect(r.structuredContent).toBeUndefined();
  });
});

describe("createMcpEnvServer in memory", () => {
  let sandbox: Sandbox | undefined;
  let served: McpEnvServer | undefined;
  afterEach(async () => {
    await served?.close();
    await sandbox?.dispose();
    served = undefined;
    sandbox = undefined;
  });

  async function connect(controlTools: boolean): Promise<Client> {
    sandbox = createInProcessSandbox();
    const r = await createMcpEnvServer(await notesBundle(), { sandbox, controlTools });
    if (!r.ok) throw new Error(r.error.message);
    served = r.value;
    const [a, b] = InMemoryTransport.createLinkedPair();
    await served.server.connect(a);
    const client = new Client({ name: "test", version: "0" });
    await client.connect(b);
    return client;
  }

  it("hides the control tools unless asked, and then refuses them as unknown", async () => {
    const client = await connect(false);
    const names = (await client.listTools()).tools.map((t) => t.name);
    expect(names).not.toContain("envfactory_reset");
    const r = (await client.callTool({
      name: "envfactory_reset",
      arguments: {},
    })) as CallToolResult;
    expect(r.isError).toBe(true);
  });

  it("runs concurrent calls one at a time against one state", async () => {
    const client = await connect(true);
    const titles = Array.from({ length: 8 }, (_, i) => `note ${i}`);
    const results = (await Promise.all(
      titles.map((title) => client.callTool({ name: "create_note", arguments: { title } })),
    )) as CallToolResult[];
    const ids = results.map((r) => (r.structuredContent as { id: string }).id);
    expect(new Set(ids).size).toBe(8);
    const listed = (await client.callTool({
      name: "list_notes",
      arguments: { limit: 100 },
    })) as CallToolResult;
    expect((listed.structuredContent as { total: number }).total).toBe(2 + 8);
  });

  it("refuses a bundle whose own tool would clash with a control tool", async () => {
    sandbox = createInProcessSandbox();
    const bundle = await makeBundle("export default { envfactory_reset() { return 1; } };", [
      "envfactory_reset",
    ]);
    const r = await createMcpEnvServer(bundle, { sandbox, controlTools: true });
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.error.message).toMatch(/envfactory_reset/);
    expect((await createMcpEnvServer(bundle, { sandbox })).ok).toBe(true);
  });

  it("fails up front when the bundle's code does not load", async () => {
    sandbox = createInProcessSandbox();
    const bundle = await makeBundle("export default {", ["x"]);
    const r = await createMcpEnvServer(bundle, { sandbox });
    expect(r.ok).toBe(false);
    expect(r.ok ? "" : r.error.code).toBe("sandbox/bundle-load-failed");
  });
});
