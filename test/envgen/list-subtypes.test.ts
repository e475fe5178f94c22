import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { episodeState } from "../../src/core/envgen/seed-state.js";
import { namesValue } from "../../src/core/envgen/subtype.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { findListDefects } from "../domain/value-defects.js";

type Rec = Record<string, unknown>;

/**
 * A network-inventory API shaped like vRNI's: data sources of many types under
 * `/data-sources/<type>`, entities of many types under `/entities/<type>`, a `/search` over every
 * entity, list responses of bare references `{entity_id, entity_type}`, and one UI-screen endpoint
 * whose only array is its `actions`.
 */
const DATA_SOURCE_TYPES = [
  "CiscoSwitchDataSource",
  "DellSwitchDataSource",
  "AristaSwitchDataSource",
  "VCenterDataSource",
  "HPVCManagerDataSource",
  "PanFirewallDataSource",
];
const ENTITY_TYPES = [
  "VirtualMachine",
  "Host",
  "Vmknic",
  "Cluster",
  "SecurityTag",
  "NSXSecurityGroup",
  "EC2SecurityGroup",
  "NSXFirewallRule",
  "EC2Firewall",
  "NSXDistributedFirewall",
  "ProblemEvent",
];
function ref(types: string[]) {
  return {
    type: "object",
    properties: { entity_id: { type: "string" }, entity_type: { type: "string", enum: types } },
  };
}
const list = (types: string[]) => ({
  type: "object",
  properties: { results: { type: "array", items: ref(types) }, total_count: { type: "integer" } },
});
const json = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/json": { schema } } },
});
const dataSource = {
  type: "object",
  properties: {
    entity_id: { type: "string" },
    entity_type: { type: "string", enum: DATA_SOURCE_TYPES },
    nickname: { type: "string" },
    ip: { type: "string" },
    enabled: { type: "boolean" },
  },
};
const entity = {
  type: "object",
  properties: {
    entity_id: { type: "string" },
    entity_type: { type: "string", enum: ENTITY_TYPES },
    name: { type: "string" },
    host: ref(ENTITY_TYPES),
  },
};
const idParam = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
function sourcePaths(seg: string, op: string) {
  return {
    [`/data-sources/${seg}`]: {
      get: {
        operationId: `list${op}es`,
        summary: `List ${seg}`,
        responses: json(list(DATA_SOURCE_TYPES)),
      },
      post: {
        operationId: `add${op}`,
        requestBody: { content: { "application/json": { schema: dataSource } } },
        responses: json(dataSource),
      },
    },
    [`/data-sources/${seg}/{id}`]: {
      get: { operationId: `get${op}`, parameters: idParam, responses: json(dataSource) },
    },
  };
}
function entityPaths(seg: string, op: string) {
  return {
    [`/entities/${seg}`]: {
      get: { operationId: `list${op}s`, responses: json(list(ENTITY_TYPES)) },
    },
    [`/entities/${seg}/{id}`]: {
      get: { operationId: `get${op}`, parameters: idParam, responses: json(entity) },
    },
  };
}
const SPEC = {
  openapi: "3.0.0",
  info: { title: "Network Inventory", version: "1.0" },
  paths: {
    ...sourcePaths("dell-switches", "DellSwitch"),
    ...sourcePaths("cisco-switches", "CiscoSwitch"),
    ...entityPaths("security-groups", "SecurityGroup"),
    ...entityPaths("firewalls", "Firewall"),
    ...entityPaths("vms", "Vm"),
    "/search": {
      post: {
        operationId: "searchEntities",
        summary: "Search entities of every type",
        responses: json(list(ENTITY_TYPES)),
      },
    },
    "/app/overview": {
      get: {
        operationId: "getOverviews",
        summary: "The overview screen",
        responses: json({
          type: "object",
          properties: {
            actions: {
              type: "array",
              items: { type: "object", properties: { id: { type: "string" } } },
            },
            manifest: { type: "object", properties: { appName: { type: "string" } } },
            view: { type: "object", properties: { id: { type: "string" } } },
          },
        }),
      },
    },
  },
};

const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

let built: EnvBundle | undefined;
async function bundle(): Promise<EnvBundle> {
  if (built) return built;
  const r = await ingestFile({ name: "inventory.json", text: JSON.stringify(SPEC) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 11 });
  if (!b.ok) throw new Error(b.error.message);
  built = b.value;
  return built;
}
async function call(tool: string, args: Rec = {}): Promise<Rec> {
  const made = await createEnvInstance(await bundle());
  if (!made.ok) throw new Error(made.error.message);
  open.push(made.value);
  const out = await made.value.call(tool, args);
  if (!out.ok) throw new Error(JSON.stringify(out));
  return out.result as Rec;
}
const typesOf = (r: Rec) => (r.results as Rec[]).map((x) => x.entity_type);

describe("a tool's path or name names the subtype it lists", () => {
  it("matches a path segment to values of the type enum, and only those", () => {
    const ctx = (...w: string[]) => new Set(w);
    expect(namesValue(["dell", "switch"], "DellSwitchDataSource", ctx("data", "source"))).toBe(
      true,
    );
    expect(namesValue(["dell", "switch"], "CiscoSwitchDataSource", ctx("data", "source"))).toBe(
      false,
    );
    expect(namesValue(["security", "group"], "NSXSecurityGroup", ctx())).toBe(true);
    expect(namesValue(["firewall"], "EC2Firewall", ctx())).toBe(true);
    // A firewall rule is not a firewall: words after the match must be the tool's own.
    expect(namesValue(["firewall"], "NSXFirewallRule", ctx("entity"))).toBe(false);
    expect(namesValue(["vm"], "VirtualMachine", ctx())).toBe(true);
    // An acronym run the splitter cannot cut: "NSXIPSet" is "nsxip set".
    expect(namesValue(["ip", "set"], "NSXIPSet", ctx())).toBe(true);
    // `/pets` over `kind: [dog, cat]` names no kind.
    expect(namesValue(["pet"], "dog", ctx())).toBe(false);
  });

  it("puts the subtype in the semantic model, per tool and per collection", async () => {
    const m = (await bundle()).model!;
    expect(m.tools.listDellSwitches!.subtype).toEqual({
      field: "entity_type",
      values: ["DellSwitchDataSource"],
    });
    expect(m.entities.dell_switches!.subtype?.values).toEqual(["DellSwitchDataSource"]);
    expect(m.tools.listSecurityGroups!.subtype?.values).toEqual([
      "NSXSecurityGroup",
      "EC2SecurityGroup",
    ]);
    expect(m.tools.listFirewalls!.subtype?.values).toEqual([
      "EC2Firewall",
      "NSXDistributedFirewall",
    ]);
    expect(m.tools.listVms!.subtype?.values).toEqual(["VirtualMachine"]);
    // The path says which type a new data source is: nobody is asked for it.
    expect(m.tools.addDellSwitch!.inputs.entity_type).toMatchObject({
      source: "plumbing",
      fixed: "DellSwitchDataSource",
    });
    // A search over every entity is about no one type.
    expect(m.tools.searchEntities!.subtype).toBeUndefined();
  });

  it("a dell-switch list holds dell switches, each once; a new one is a dell switch", async () => {
    const r = await call("listDellSwitches");
    expect((r.results as Rec[]).length).toBeGreaterThan(3);
    expect(new Set(typesOf(r))).toEqual(new Set(["DellSwitchDataSource"]));
    expect(findListDefects("listDellSwitches", r, { entity_type: DATA_SOURCE_TYPES })).toEqual([]);
    const made = await call("addDellSwitch", {
      nickname: "core-sw-2",
      entity_type: "VCenterDataSource",
    });
    expect(made.entity_type).toBe("DellSwitchDataSource");
  });

  it("the listed key names the record: get by a listed entity_id finds it", async () => {
    const r = await call("listCiscoSwitches");
    const first = (r.results as Rec[])[0]!;
    const got = await call("getCiscoSwitch", { id: first.entity_id as string });
    expect(got.entity_id).toBe(first.entity_id);
    expect(got.entity_type).toBe("CiscoSwitchDataSource");
  });

  it("security groups are NSX or EC2 security groups, never clusters or tags", async () => {
    const r = await call("listSecurityGroups");
    for (const t of typesOf(r)) expect(["NSXSecurityGroup", "EC2SecurityGroup"]).toContain(t);
  });

  it("a search over every type still returns mixed types", async () => {
    const r = await call("searchEntities");
    expect(new Set(typesOf(r)).size).toBeGreaterThan(1);
    expect(findListDefects("searchEntities", r, { entity_type: ENTITY_TYPES })).toEqual([]);
  });

  it("a reference kept under `host` is to a Host (the f6 vmknic's host was a ProblemEvent)", async () => {
    const state = (await bundle()).initialState as Record<string, Rec[]>;
    const hosts = state.security_groups!.map((r) => (r.host as Rec | undefined)?.entity_type);
    expect(hosts.filter((h) => h !== undefined).length).toBeGreaterThan(0);
    for (const h of hosts) if (h !== undefined) expect(h).toBe("Host");
  });

  it("episodes other than the bundle's own keep every record of its subtype", async () => {
    const b = await bundle();
    const state = episodeState(b, 7) as Record<string, Rec[]>;
    const rows = state.dell_switches!;
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(r.entity_type).toBe("DellSwitchDataSource");
    expect(new Set(rows.map((r) => r.entity_id)).size).toBe(rows.length);
  });
});

describe("the model knows which array of a list's output holds the records", () => {
  it("a wrapped list: `results`; a UI screen whose only array is `actions`: none", async () => {
    const m = (await bundle()).model!;
    expect(m.tools.listDellSwitches!.listField).toBe("results");
    // A screen is one record (read), not a list of its `actions`.
    expect(m.tools.getOverviews!.kind).toBe("read");
    expect(m.tools.getOverviews!.listField ?? null).toBeNull();
    // Not a list of actions either: the screen is answered as one screen.
    const screen = await call("getOverviews");
    expect(screen.manifest).toBeTypeOf("object");
  });
});

describe("listField on tools without a wrapper", () => {
  it("root arrays, nested wrappers, and lists of bare ids", async () => {
    const { buildModel } = await import("../../src/core/envgen/model.js");
    const { listFieldOf } = await import("../../src/core/envgen/semantic-model.js");
    const { tool } = await import("./helpers.js");
    const item = {
      type: "object",
      properties: { id: { type: "string" }, title: { type: "string" } },
    };
    const tools = [
      tool("list_books", [], { outputSchema: { type: "array", items: item } }),
      tool("list_authors", [], {
        outputSchema: {
          type: "object",
          properties: {
            data: { type: "object", properties: { items: { type: "array", items: item } } },
            links: {
              type: "array",
              items: { type: "object", properties: { href: { type: "string" } } },
            },
          },
        },
      }),
      // An envelope: the songs are in `response.results`, a chat's messages in `data.messages`.
      tool("search_songs", [], {
        outputSchema: {
          type: "object",
          properties: {
            error: { type: "boolean" },
            message: { type: "string" },
            response: { type: "object", properties: { results: { type: "array", items: item } } },
          },
        },
      }),
      tool("list_chat_history", [], {
        outputSchema: {
          type: "object",
          properties: {
            code: { type: "integer" },
            data: { type: "object", properties: { messages: { type: "array", items: item } } },
          },
        },
      }),
      // f5 clubhouse: no output schema, records that are only ids.
      tool("list_release_notes", [], { description: "gets release notes." }),
    ];
    const env = buildModel(tools);
    const field = (i: number) => listFieldOf(tools[i]!, env.entities[env.ops[i]!.entity ?? ""]);
    expect(env.ops.map((o) => o.kind)).toEqual(["list", "list", "list", "list", "list"]);
    expect(field(0)).toBe("");
    expect(field(1)).toBe("data.items");
    expect(field(2)).toBe("response.results");
    expect(field(3)).toBe("data.messages");
    expect(field(4)).toBeNull();
  });
});
