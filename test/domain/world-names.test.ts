import { describe, expect, it } from "vitest";
import { lexiconValues } from "../../src/core/domain/lexicon/index.js";
import { cloudProviderOf, createValueSampler } from "../../src/core/domain/values.js";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import {
  callConversation,
  defectKinds,
  pointerTool,
  toolBundle,
  toolCall,
} from "../synth/helpers/record-conversation.js";

/**
 * A name pool fits a record only when the API's world is the pool's. The fresh63 blind readers
 * marked N on ~20 of 30 samples for names from another world: transcoding pipelines called
 * "Invoice approval" and "Lead qualification" (office workflows), Custom Vision model domains
 * called "acme-corp.io" (web domains), container images called "Hero banner" (fresh61).
 */
const names = (domain: string, name: string, entity: string, n = 8, seed = 7) => {
  const s = createValueSampler(seed, { domain });
  return Array.from({ length: n }, () =>
    String(s.value({ name, entity, schema: { type: "string" } })),
  );
};

const TRANSCODER = "communication amazon-elastic-transcoder AWS Elastic Transcoder Service aws";
const VISION = "pets custom-vision-training-client  azure";
const REGISTRY =
  "developer-tools azure-container-registry Metadata API definition for the Azure Container Registry runtime azure";

describe("a cloud provider's records take no name from another world's pool", () => {
  it.each([
    ["pipelines of a transcoding service", TRANSCODER, "Name", "pipelines", "workflow"],
    ["model domains of a vision-training service", VISION, "name", "domains", "domain"],
    ["images of a container registry", REGISTRY, "name", "images", "image"],
  ])("%s", (_what, domain, name, entity, pool) => {
    const office = lexiconValues(pool);
    expect(office.length).toBeGreaterThan(0);
    for (const v of names(domain, name, entity)) {
      expect(office, v).not.toContain(v);
      // Never a web domain nor an office phrase: a cloud resource's name is one token.
      expect(v).not.toMatch(/\.[a-z]{2,}$/);
    }
  });

  it("a pipeline the doc lets go unnamed is still named (fresh63 build: Name null)", () => {
    const s = createValueSampler(7, { domain: TRANSCODER });
    const record: Record<string, unknown> = { Id: "1" };
    const v = s.value({
      name: "Name",
      entity: "pipelines",
      schema: { type: "string" },
      record,
      optional: true,
    });
    expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-pipeline$/);
  });

  it("a pipeline is named like a cloud resource (kebab case ending in its noun)", () => {
    for (const v of names(TRANSCODER, "Name", "pipelines"))
      expect(v).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*-pipeline$/);
  });

  it("while a company's own workflow tool keeps its workflow names", () => {
    const office = lexiconValues("workflow");
    const got = names(
      "business Approvals: route purchase requests and workflows",
      "name",
      "workflows",
    );
    for (const v of got) expect(office).toContain(v);
  });

  it("and a web host keeps its web domains", () => {
    const got = names("hosting Manage websites, DNS zones and custom domains", "name", "domains");
    for (const v of got) expect(v).toMatch(/\.[a-z]{2,}$/);
  });
});

describe("a Google API is a cloud provider's API", () => {
  const google = {
    description: "Gets a trust config.",
    inputSchema: {
      type: "object",
      properties: { "$.xgafv": { type: "string" }, quotaUser: { type: "string" }, name: {} },
    },
  };
  it("by its discovery parameters, where its text never says Google", () => {
    expect(cloudProviderOf([google])).toBe("googleapis");
    expect(cloudProviderOf([{ description: "A CRM", inputSchema: { properties: {} } }])).toBe("");
  });
});

describe("the other-world-name record defect", () => {
  const transcoder = {
    ...toolBundle("amazon-elastic-transcoder", "<p>The AWS Elastic Transcoder Service.</p>", [
      pointerTool("ListPipelines", "get", "/2012-09-25/pipelines"),
    ]),
    domain: "communication",
  } as EnvBundle;
  // Its text never says Azure: its source file does (`cloudProviderOf`).
  const getDomains = pointerTool("GetDomains", "get", "/domains");
  const vision = {
    ...toolBundle("custom-vision-training-client", "", [
      {
        ...getDomains,
        source: { ...getDomains.source, file: "microsoft.com_cognitiveservices-Training.json" },
      } as typeof getDomains,
    ]),
    domain: "pets",
  } as EnvBundle;
  const crm = {
    ...toolBundle("approvals", "Route purchase requests through approval workflows.", [
      pointerTool("ListWorkflows", "get", "/workflows"),
    ]),
    domain: "business",
  } as EnvBundle;
  it("flags office workflows as transcoding pipelines (fresh63 S04, S21, S28)", () => {
    const tr = callConversation(
      "Which pipelines do I have?",
      toolCall(
        "c1",
        "ListPipelines",
        {},
        {
          Pipelines: [
            { Id: "1", Name: "Lead qualification" },
            { Id: "2", Name: "New hire onboarding" },
          ],
        },
      ),
    );
    expect(defectKinds(tr, transcoder)).toContain("other-world-name");
  });
  it("flags web domains as Custom Vision model domains (fresh63 S06, S18)", () => {
    const tr = callConversation(
      "List the domains",
      toolCall("c1", "GetDomains", {}, [
        { id: "x", name: "General" },
        { id: "y", name: "lumen-studio.design" },
      ]),
    );
    expect(defectKinds(tr, vision)).toContain("other-world-name");
  });
  it("keeps a company's workflows and the vision API's own domains", () => {
    const ok = callConversation(
      "Which workflows are there?",
      toolCall("c1", "ListWorkflows", {}, [{ id: "1", name: "Invoice approval" }]),
    );
    expect(defectKinds(ok, crm)).not.toContain("other-world-name");
    const own = callConversation(
      "List the domains",
      toolCall("c1", "GetDomains", {}, [
        { id: "x", name: "General" },
        { id: "y", name: "Food" },
      ]),
    );
    expect(defectKinds(own, vision)).not.toContain("other-world-name");
  });
});

// Certificate Manager's and Service Networking's operations were "List invoices", "Create order"
// (fresh61), Policy Insights' "Refund payment" (fresh62): a cloud API's operations work on its
// own records.
describe("a cloud provider's operations", () => {
  it("work on the API's own kinds of record", () => {
    const s = createValueSampler(5, {
      domain: "workplace certificate-manager  googleapis",
      entities: ["certificates", "trust_configs", "operations", "locations"],
    });
    for (let i = 0; i < 6; i++) {
      const v = String(s.value({ name: "name", entity: "operations", schema: { type: "string" } }));
      expect(v).toMatch(/^(Create|Update|Delete) (certificate|trust config)$/);
    }
  });
});
