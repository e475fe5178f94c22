// fresh59 blind readers (F 13 of 30 each): operation names and parameter names read out as the
// request — "enroll the gkeonprem project location VMware admin cluster for the membership … and
// for the parent projects/…", "start a report creation for me". A person says the method's verb,
// the resource's short noun and where it lives ("in my project northwind-prod-412").
import { describe, expect, it } from "vitest";
import type { Task, ToolSpec } from "../../src/core/schema/index.js";
import { formWording, sayableText } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  factPhrase,
  withoutSharedPrefix,
  writeRequest,
} from "../../src/core/synth/writer.js";

const parent = (value: string): FactPhrase => ({
  key: "parent",
  value,
  label: "parent",
  role: "arg",
  personal: false,
});

describe("a parent resource path", () => {
  it("is said as where the thing lives, never read out after the parameter's name", () => {
    const p = factPhrase(parent("projects/northwind-prod-412/locations/us-central1"));
    expect(p).toBe("in my project northwind-prod-412 (us-central1)");
    const q = factPhrase(
      parent("projects/northwind-prod-412/locations/us-central1/bareMetalClusters/edge-1"),
    );
    expect(q).toBe("for my bare metal cluster edge-1 in project northwind-prod-412 (us-central1)");
  });

  it("is asked for as the project or the record it is, never as 'Which parent is it?'", () => {
    for (let seed = 0; seed < 6; seed++) {
      const ask = askFor(parent("projects/northwind-prod-412/locations/us-central1"), seed);
      expect(ask).not.toMatch(/parent/i);
      expect(ask).toMatch(/project/);
      const own = askFor(
        parent("projects/northwind-prod-412/locations/us-central1/vmwareClusters/edge-1"),
        seed,
      );
      expect(own).toMatch(/cluster/i);
      expect(own).not.toMatch(/parent/i);
    }
  });
});

/** A Google discovery operation as ingest makes it: the id cut at 64 characters, the path kept. */
function google(name: string, path: string, method: string, description: string): ToolSpec {
  return {
    name,
    description,
    inputSchema: {
      type: "object",
      properties: { parent: { type: "string" }, name: { type: "string" } },
    },
    source: {
      format: "openapi",
      file: "googleapis.com_gkeonprem.json",
      pointer: `/paths/${path.replace(/\//g, "~1")}/${method}`,
    },
    kind: "action",
  } as ToolSpec;
}

describe("a cloud operation's goal", () => {
  it.each([
    [
      google(
        "gkeonprem_projects_locations_vmwareAdminClusters_enroll",
        "/v1/{parent}/vmwareAdminClusters:enroll",
        "post",
        "Enrolls an existing VMware admin cluster to the Anthos On-Prem API within a given project and location.",
      ),
      "enroll the VMware admin cluster",
    ],
    [
      google(
        "gkeonprem_projects_locations_vmwareClusters_vmwareNodePools_enro",
        "/v1/{parent}/vmwareNodePools:enroll",
        "post",
        "Enrolls a VMware node pool to Anthos On-Prem API",
      ),
      "enroll the VMware node pool",
    ],
    [
      google(
        "gkeonprem_projects_locations_bareMetalClusters_bareMetalNodePo_3",
        "/v1/{parent}/bareMetalNodePools:enroll",
        "post",
        "Enrolls an existing bare metal node pool to the Anthos On-Prem API within a given project and location.",
      ),
      "enroll the bare metal node pool",
    ],
    [
      google(
        "gkeonprem_projects_locations_vmwareClusters_vmwareNodePools_unen",
        "/v1/{name}:unenroll",
        "delete",
        "Unenrolls a VMware node pool to Anthos On-Prem API",
      ),
      "unenroll the VMware node pool",
    ],
    // "Retrieves all of the custom constraints that exist on …" (Org Policy): the goal read "list
    // the the custom constraints" and the answer "I found 6 the custom constraints" (stop 59).
    [
      {
        ...google(
          "orgpolicy_organizations_customConstraints_list",
          "/v2/{parent}/customConstraints",
          "get",
          "Retrieves all of the custom constraints that exist on a particular organization resource.",
        ),
        kind: "list",
      } as ToolSpec,
      "list the custom constraints",
    ],
  ])("is the method's verb on the resource's short noun", (spec, said) => {
    const w = toolWords(spec);
    expect(w.phrase.text).toBe(said);
    expect(w.phrase.text).not.toMatch(/gkeonprem|project location/);
  });
});

describe("a process named by its noun", () => {
  const aws = (name: string, description: string, kind: "create" | "read"): ToolSpec => ({
    name,
    description,
    inputSchema: { type: "object", properties: { S3Bucket: { type: "string" } } },
    kind,
  });
  it("is the thing the process makes, by the doc's verb", () => {
    const start = toolWords(
      aws(
        "StartReportCreation",
        "<p>Generates a report that lists all tagged resources in the accounts across your organization.</p>",
        "create",
      ),
    );
    expect(start.phrase.text).toBe("generate a report");
    const check = toolWords(
      aws(
        "DescribeReportCreation",
        "<p>Describes the status of the <code>StartReportCreation</code> operation.</p>",
        "read",
      ),
    );
    expect(check.phrase.text).toBe("check the status of the report");
  });
});

describe("a resource's access methods", () => {
  it("are the policy of the resource the name ends with, never the resource listed", () => {
    const w = toolWords(
      google(
        "gkeonprem_projects_locations_vmwareClusters_vmwareNodePools_getI",
        "/v1/{resource}:getIamPolicy",
        "get",
        "Gets the access control policy for a resource. Returns an empty policy if the resource exists and does not have a policy set.",
      ),
    );
    expect(w.phrase.text).toBe("check the access control policy of my vmware node pool");
    expect(w.noun).toBe("access control policy");
    // The envgen read the cut name as a list: the policy is still one record.
    const listed = toolWords({
      ...google(
        "gkeonprem_projects_locations_vmwareClusters_vmwareNodePools_getI",
        "/v1/{resource}:getIamPolicy",
        "get",
        "Gets the access control policy for a resource.",
      ),
      kind: "list",
    });
    expect(listed.kind).toBe("read");
  });
});

describe("an operation's name said as the thing wanted", () => {
  it.each([
    "Would you mind helping me start a report creation? Thank you.",
    "Can you start a report creation already?",
    "I need you to start the asynchronous cancellation, quickly please.",
  ])("flags %s", (text) => {
    expect(formWording(text)).toBeDefined();
  });
  it.each([
    "Could you generate a report of my tagged resources?",
    "Can you start the generator in the garage?",
  ])("passes %s", (text) => {
    expect(formWording(text)).toBeUndefined();
  });
});

describe("a thing's two-word kind beside its owner's", () => {
  it("keeps 'bare metal' on both, and still says a one-word prefix once", () => {
    expect(
      withoutSharedPrefix(
        "enroll the bare metal node pool for my bare metal cluster y5acmgmjs9 in project harbor-ml-894",
      ),
    ).toBe(
      "enroll the bare metal node pool for my bare metal cluster y5acmgmjs9 in project harbor-ml-894",
    );
    expect(withoutSharedPrefix("list the tyk keys for the tyk api")).toBe(
      "list the keys for the tyk api",
    );
  });
});

describe("a change to the field that names the thing itself", () => {
  const update = (name: string, description: string, label: string, value: string) =>
    writeRequest(
      {
        kind: "request",
        goal: toolWords({
          name,
          description,
          inputSchema: { type: "object", properties: {} },
          kind: "update",
        }),
        targets: [],
        facts: [{ key: `s1.${label}`, value, label, role: "arg", personal: false, atGoal: true }],
        domain: "messaging",
        asks: [],
        register: "brief",
      },
      { seed: 3 },
    );
  it("is a change of the thing, never 'the destination name of my event destination'", async () => {
    const renamed = await update(
      "UpdateEventDestination",
      "Updates an existing event destination in a configuration set.",
      "destination name",
      "Reykjavik",
    );
    expect(renamed).not.toMatch(/destination name of/);
    expect(renamed).toMatch(/Reykjavik/);
    const typed = await update(
      "SetDefaultMessageType",
      "Sets the default message type on a configuration set.",
      "message type",
      "promotional",
    );
    expect(typed).not.toMatch(/message type of my default message type/);
    expect(typed).toMatch(/promotional/);
  });
});

describe("a resource path the user knows, said by its ids", () => {
  it("is no id nobody gave the user", () => {
    const path = "projects/cedar-web-780/locations/australia-southeast1";
    const task = {
      userFacts: [{ key: "s1.parent", value: path }],
    } as unknown as Task;
    const text =
      "Could you list the VMware clusters in my project cedar-web-780 (australia-southeast1)?";
    expect(sayableText(text, task)).not.toMatch(/web-780/);
  });
});
