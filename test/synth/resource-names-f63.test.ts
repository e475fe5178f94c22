// fresh63 blind readers (F/U/G/A on KMS and Private Catalog): a resource-name parameter said by its
// own name and valued with no resource name — "the algorithm and protection level for my name" →
// `name: "Partner integration"`, "— location." → `resource: "location"`, "catalogs for resource
// eh9rvxnkji" → `resources/eh9rvxnkji` (the doc allows projects/, folders/ or organizations/). A
// person names the thing the path points at ("project harbor-staging-999").
import { describe, expect, it } from "vitest";
import { resourceNameFault, resourceNameInputs } from "../../src/core/domain/resource-names.js";
import type { EnvBundle, Task, ToolSpec } from "../../src/core/schema/index.js";
import { checkKnowable, resourceNameProblems } from "../../src/core/synth/checks.js";
import { askFor, type FactPhrase } from "../../src/core/synth/writer.js";

function google(
  name: string,
  path: string,
  method: string,
  params: Record<string, string>,
): ToolSpec {
  return {
    name,
    description: "",
    inputSchema: {
      type: "object",
      properties: Object.fromEntries(
        Object.entries(params).map(([p, description]) => [
          p,
          { type: "string", description, "x-in": "path" },
        ]),
      ),
      required: Object.keys(params),
    },
    source: {
      format: "openapi",
      file: "googleapis.com_test.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
    },
  } as ToolSpec;
}

const getPublicKey = google(
  "locations_keyRings_cryptoKeys_cryptoKeyVersions_getPublicKey",
  "/v1/{name}/publicKey",
  "get",
  { name: "Required. The name of the CryptoKeyVersion public key to get." },
);
const setIamPolicy = google(
  "cloudkms_projects_locations_keyRings_importJobs_setIamPolicy",
  "/v1/{resource}:setIamPolicy",
  "post",
  {
    resource:
      "REQUIRED: The resource for which the policy is being specified. See [Resource names](https://cloud.google.com/apis/design/resource_names) for the appropriate value for this field.",
  },
);
const searchCatalogs = google(
  "cloudprivatecatalog_organizations_catalogs_search",
  "/v1beta1/{resource}/catalogs:search",
  "get",
  {
    resource:
      "Required. The name of the resource context. It can be in following formats:\n\n* `projects/{project_id}`\n* `folders/{folder_id}`\n* `organizations/{organization_id}`",
  },
);
const createTenant = google(
  "identitytoolkit_projects_tenants_create",
  "/v2/{parent}/tenants",
  "post",
  {
    parent:
      'The parent resource name where the tenant will be created. For example, "projects/project1".',
  },
);
const createConnection = google(
  "servicenetworking_services_connections_create",
  "/v1/{parent}/connections",
  "post",
  {
    parent:
      "The service that is managing peering connectivity for a service producer's organization. For Google services that support this functionality, this value is `services/servicenetworking.googleapis.com`.",
  },
);
const byName = google("users_get", "/v1/{name}", "get", { name: "The user's name." });

const input = (spec: ToolSpec) => resourceNameInputs(spec)[0]!;

describe("an input that takes a whole resource name", () => {
  it("is read from the route and the doc, on any cloud API", () => {
    expect(input(getPublicKey).param).toBe("name");
    expect(input(setIamPolicy).param).toBe("resource");
    expect(input(searchCatalogs).starts).toEqual(["projects", "folders", "organizations"]);
    expect(input(createTenant).parentWalks).toEqual(["projects"]);
    expect(input(createConnection).starts).toEqual(["services"]);
    expect(input(createConnection).examples).toEqual(["services/servicenetworking.googleapis.com"]);
    // An API whose `/v1/{name}` is a person's name takes no path.
    expect(resourceNameInputs(byName)).toEqual([]);
  });

  it("takes a path the doc allows, never a title, a word or a path under its own name", () => {
    expect(resourceNameFault("Partner integration", input(getPublicKey))).toBeDefined();
    expect(resourceNameFault("location", input(setIamPolicy))).toBeDefined();
    expect(resourceNameFault("resources/9d6lukau3j", input(searchCatalogs))).toBeDefined();
    expect(resourceNameFault("buckets/azstxo9pdo", input(searchCatalogs))).toBeDefined();
    expect(resourceNameFault("tenants/tmnx0az4cp", input(createTenant))).toBeDefined();
    expect(resourceNameFault("service-peering.example.com", input(createConnection))).toBeDefined();
    expect(resourceNameFault("projects/harbor-staging-999", input(searchCatalogs))).toBeUndefined();
    expect(resourceNameFault("folders/4412", input(searchCatalogs))).toBeUndefined();
    expect(resourceNameFault("projects/acme-dev-369", input(createTenant))).toBeUndefined();
    expect(
      resourceNameFault(
        "projects/p1/locations/us-east1/keyRings/payments/cryptoKeys/signing-key/cryptoKeyVersions/3",
        input(getPublicKey),
      ),
    ).toBeUndefined();
  });
});

function bundleOf(...tools: ToolSpec[]): EnvBundle {
  return {
    format: "envfactory.bundle/v1",
    id: "b1",
    name: "cloud",
    description: "",
    domain: "cloud",
    tools,
    stateSchema: {},
    initialState: {},
    code: "export default {}",
    seed: 1,
    clock: { start: "2026-01-05T09:00:00Z", stepMs: 1000 },
    provenance: {},
  } as unknown as EnvBundle;
}

function task(
  tool: string,
  args: Record<string, unknown>,
  user: string,
  reveal?: { key: string; text: string; question: string },
): Task {
  const [param, value] = Object.entries(args)[0]!;
  return {
    id: "t",
    envs: [{ bundleId: "b1", initialState: {} }],
    seed: 1,
    turns: [{ user, ...(reveal ? { reveals: [reveal] } : {}) }],
    userFacts: [{ key: `s1.${param}`, value, text: String(value) }],
    hidden: [],
    gold: { calls: [{ tool, args, masked: [] }], finalStateHash: "x", answerFacts: [] },
    checks: [],
  } as unknown as Task;
}

describe("the knowable check", () => {
  const bundle = bundleOf(getPublicKey, setIamPolicy, searchCatalogs);

  it.each([
    task(
      getPublicKey.name,
      { name: "Partner integration" },
      "I'm curious about the algorithm and protection level for my name",
    ),
    task(
      setIamPolicy.name,
      { resource: "location" },
      "Could you change the version of my access control policy to 1?",
      { key: "s1.resource", text: "Oh, sorry — location.", question: "Which resource is it?" },
    ),
    task(
      searchCatalogs.name,
      { resource: "resources/eh9rvxnkji" },
      "Hello! So, I'd like to find the catalogs for resource eh9rvxnkji, if that's possible.",
    ),
    task(
      searchCatalogs.name,
      { resource: "projects/payments-ml-328" },
      "Please find the catalogs.",
      {
        key: "s1.resource",
        text: "Sure, project payments-ml-328.",
        question: "What resource would you like?",
      },
    ),
  ])("rejects the fresh63 readers' quotes (%#)", (t) => {
    expect(resourceNameProblems(t, [bundle]).length).toBeGreaterThan(0);
    expect(checkKnowable(t, [bundle]).passed).toBe(false);
  });

  it("passes a resource named as the thing it is", () => {
    const said = task(
      searchCatalogs.name,
      { resource: "projects/analytics-data-472" },
      "Please find the catalogs for project analytics-data-472.",
    );
    const asked = task(
      searchCatalogs.name,
      { resource: "projects/harbor-staging-999" },
      "Find the catalogs.",
      {
        key: "s1.resource",
        text: "It's project harbor-staging-999.",
        question: "Which project is it for?",
      },
    );
    expect(resourceNameProblems(said, [bundle])).toEqual([]);
    expect(resourceNameProblems(asked, [bundle])).toEqual([]);
  });
});

const fact = (label: string, value: string): FactPhrase => ({
  key: `s1.${label}`,
  value,
  label,
  role: "arg",
  personal: false,
  kind: "reference",
});

describe("the assistant's question for a resource name", () => {
  it("asks for the thing the path points at, never the parameter", () => {
    for (let seed = 0; seed < 6; seed++) {
      expect(askFor(fact("resource", "projects/harbor-staging-999"), seed)).toMatch(/project/);
      expect(askFor(fact("resource", "organizations/765503140259"), seed)).toMatch(/organization/);
      const version = askFor(
        fact(
          "name",
          "projects/p1/locations/us-east1/keyRings/payments/cryptoKeys/signing-key/cryptoKeyVersions/3",
        ),
        seed,
      );
      expect(version).toMatch(/crypto key version/);
      for (const q of [version, askFor(fact("resource", "folders/4412"), seed)])
        expect(q).not.toMatch(/resource|call/i);
    }
  });
});
