import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// fresh70 Azure monitor log profiles: `/subscriptions/{subscriptionId}/providers/microsoft.insights/
// logprofiles/{logProfileName}`. The log profile's name was a field of its own (`logProfileName`,
// seeded "purchase-order-118.pdf") beside the record's `name`, graph edges fed it the listed ARM
// `id`, and every request said "for subscription b67f7fec-69fc-4974-9099-a26bd6ffeda3": no plan
// reached a write (no producer), and the few that did failed the knowable check.

type Rec = Record<string, unknown>;

describe("an Azure resource's path name is its `name` (log profiles)", () => {
  for (const seed of [1, 42]) {
    it(`seed ${seed}: tools find a log profile by its name, and every profile has its own`, async () => {
      const b = await bundleOfFixture("stop66/log-profiles.json", seed);
      for (const tool of ["LogProfiles_Get", "LogProfiles_Delete", "LogProfiles_Update"])
        expect(b.model?.tools[tool]?.inputs.logProfileName?.field).toBe("name");
      const rows = (b.initialState as Record<string, Rec[]>).logprofiles ?? [];
      expect(rows.length).toBeGreaterThan(3);
      const names = rows.map((r) => r.name);
      for (const n of names) expect(typeof n).toBe("string");
      expect(new Set(names).size).toBe(names.length);
      for (const r of rows) expect(r.logProfileName).toBeUndefined();
      // Where it runs is an Azure region: readers got "The location is Main Street Cafe".
      for (const r of rows)
        if (r.location)
          expect(r.location).toMatch(
            /^(?:West US|East US|East US 2|North Europe|West Europe|Southeast Asia)$/,
          );
      expect(rows.filter((r) => r.location).length).toBeGreaterThan(0);
    });
  }

  it("the list's `value[].name` feeds `logProfileName`, its ARM `id` does not", async () => {
    const b = await bundleOfFixture("stop66/log-profiles.json", 42);
    const graph = buildToolGraph([b]);
    const froms: string[] = [];
    graph.forEachInEdge(
      `${graph.getNodeAttributes(graph.nodes()[0]!).env}/LogProfiles_Get`,
      (_k, e, source) => {
        if (e.kind === "data" && e.to === "logProfileName")
          froms.push(`${source.split("/").pop()}@${e.from}`);
      },
    );
    expect(froms).toContain("LogProfiles_List@value[].name");
    expect(froms).not.toContain("LogProfiles_List@value[].id");
  });
});

describe("Azure's subscription scope is the client's, not the user's", () => {
  it("`/subscriptions/{subscriptionId}/providers/…` is sent as the doc's subscription, never asked", async () => {
    const b = await bundleOfFixture("stop66/log-profiles.json", 42);
    for (const tool of Object.keys(b.model?.tools ?? {})) {
      const im = b.model?.tools[tool]?.inputs.subscriptionId;
      expect(im?.source, tool).toBe("plumbing");
      expect(im?.fixed, tool).toBe("df602c9c-7aa0-407d-a6fb-eb20c8bd1192");
    }
    // `/subscriptions/{subscriptionId}` of the subscriptions admin API: the record's own key.
    const admin = await bundleOfFixture("stop66/azs-subscriptions.json", 42);
    for (const tool of ["Subscriptions_Get", "Subscriptions_Delete"])
      expect(admin.model?.tools[tool]?.inputs.subscriptionId?.source, tool).not.toBe("plumbing");
  });
});

describe("Azure's top-level domains are named as domains (fresh70)", () => {
  for (const seed of [1, 42]) {
    it(`seed ${seed}: "com", "io" — never "top_level_domains/zknucy7vxy" or "test-level-domain"`, async () => {
      const b = await bundleOfFixture("stop66/top-level-domains.json", seed);
      const rows = (b.initialState as Record<string, Rec[]>).top_level_domains ?? [];
      expect(rows.length).toBeGreaterThan(3);
      const names = rows.map((r) => r.name);
      for (const n of names) expect(n).toMatch(/^[a-z]{2,6}$/);
      expect(new Set(names).size).toBe(names.length);
    });
  }
});
