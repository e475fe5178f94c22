import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * Stop 31, task "nouns": the thing a request names is called what a person calls it (fresh16
 * blind reading, F). Schema/operation suffixes that only say "a record of" go, a plural is not
 * made plural again, and an asked field reads as a person asks it.
 */

const spec = (name: string, description = "", extra: Partial<ToolSpec> = {}): ToolSpec => ({
  name,
  description,
  inputSchema: { type: "object", properties: {} },
  ...extra,
});

describe("a record's noun is what a person calls it", () => {
  it("drops a suffix that only says 'a record of' when a noun remains (DVLA VehicleDetails)", () => {
    const w = toolWords(
      spec(
        "getVehicleDetailsByRegistrationNumber",
        "Get vehicle details by registration number\n\nReturns vehicle details based on registration number",
        { kind: "read", entity: "vehicles" },
      ),
    );
    expect(w.noun).toBe("vehicle");
    expect(w.phrase.text).not.toMatch(/details?\b/);
    expect(w.phrase.text).not.toMatch(/vehicles/);
  });

  it("a summary of many things is about those things ('of the devices', not 'devices summary')", () => {
    const w = toolWords(
      spec("getDevicesSummary", "", { kind: "read", entity: "devices_summaries" }),
    );
    expect(w.noun).toBe("devices");
    expect(w.phrase.text).toBe("check the devices");
  });

  it("a read of an 'info' collection is about what the info is of (apicurio getSystemInfo)", () => {
    const w = toolWords(
      spec(
        "getSystemInfo",
        "Get system information\n\nThis operation retrieves information about the running registry system",
        {
          kind: "read",
          entity: "info",
        },
      ),
    );
    expect(w.noun).toBe("system");
  });

  it("keeps a word that is all the name has, and a verb is no noun left ('export data')", () => {
    expect(toolWords(spec("getInfo", "", { kind: "read", entity: "infos" })).noun).toMatch(/info/);
    expect(
      toolWords(
        spec("exportData", "Exports registry data as a ZIP archive.", {
          kind: "read",
          entity: "exports",
        }),
      ).noun,
    ).toBe("export data");
  });

  it("an operation noun already plural is not pluralised again (kinto get_changess)", () => {
    const w = toolWords(
      spec("get_changess", "GET /buckets/monitor/collections/changes/records", {
        kind: "list",
        entity: "records",
        source: {
          format: "openapi",
          file: "kinto.json",
          pointer: "/paths/~1buckets~1monitor~1collections~1changes~1records/get",
        },
      }),
    );
    expect(w.nounPlural).toBe("changes");
    expect(w.phrase.text).not.toMatch(/changess/);
  });

  it("a word the doc writes with a double s stays ('address', 'process')", () => {
    const w = toolWords(spec("list_addresses", "List the addresses", { kind: "list" }));
    expect(w.nounPlural).toBe("addresses");
    expect(toolWords(spec("get_process", "Get a process", { kind: "read" })).noun).toBe("process");
  });

  it("records listed in a container are those records ('artifacts in group' → artifact)", () => {
    const w = toolWords(
      spec("listArtifactsInGroup", "Returns a list of all artifacts in the group.", {
        kind: "list",
        entity: "artifacts",
      }),
    );
    expect(w.noun).toBe("artifact");
    expect(w.nounPlural).toBe("artifacts");
  });

  it("'a story and dependant data' removes a story", () => {
    const w = toolWords(
      spec("story_id_delete", "Story: Delete by Id\n\nRemove a story and dependant data.", {
        kind: "delete",
        entity: "stories",
      }),
    );
    expect(w.noun).toBe("story");
    expect(w.phrase.text).toBe("remove the story");
  });

  it("'SPF and DKIM settings' is one thing and stays", () => {
    const w = toolWords(
      spec(
        "post_senders_check_domain",
        "Checks the SPF and DKIM settings for a domain, as well as the domain verification.",
        { kind: "compute" },
      ),
    );
    expect(w.noun).toMatch(/SPF and DKIM/);
  });
});

describe("a tool that renders answers from its inputs", () => {
  it("is no store of 'render templates' (mandrill templates/render.json)", () => {
    const render: ToolSpec = spec(
      "post_templates_render",
      "Inject content and optionally merge fields into a template, returning the HTML that results",
      {
        inputSchema: {
          type: "object",
          properties: {
            template_name: { type: "string" },
            template_content: { type: "array", items: { type: "object" } },
          },
        },
        outputSchema: { type: "object", properties: { html: { type: "string" } } },
        source: {
          format: "openapi",
          file: "m.json",
          pointer: "/paths/~1templates~1render.json/post",
        },
      },
    );
    expect(inferToolKind(render).kind).toBe("compute");
  });
});
