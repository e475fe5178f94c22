import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isPlaceholder, isPlumbing } from "../../src/core/domain/field-roles.js";
import { pastParticiple, phrasalVerb } from "../../src/core/domain/words.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

/**
 * AlloyDB (fresh73): its lists answer `{clusters: [Cluster], nextPageToken, unreachable}`, its
 * names are "with the format: * projects/{project}/locations/{region}/clusters/{cluster_id}", its
 * `parent` says only "see the comment on the Cluster.name field", and its acts are custom methods
 * (`{name}:failover`). The run grounded no plan but "list the supported locations": records held
 * the create request's inputs, no parent, and every list by parent came back empty.
 */
type Rec = Record<string, unknown>;

describe("a Google resource hierarchy seeded as the doc names it (AlloyDB)", () => {
  it("clusters carry the resource's own fields, full names and their parent", async () => {
    const b = await bundleOfFixture("stop69/alloydb-clusters.openapi.json", 3);
    const state = b.initialState as Record<string, Rec[]>;
    const clusters = state.clusters!;
    expect(clusters.length).toBeGreaterThan(1);
    for (const c of clusters) {
      expect(c.name).toMatch(/^projects\/[^/]+\/locations\/[^/]+\/clusters\/[^/]+$/);
      expect(String(c.name).startsWith(`${c.parent}/clusters/`)).toBe(true);
      expect(c.state).toBeDefined();
    }
  });

  it("an instance lies under one of the seeded clusters, and a list by that cluster finds it", async () => {
    const b = await bundleOfFixture("stop69/alloydb-clusters.openapi.json", 3);
    const state = b.initialState as Record<string, Rec[]>;
    const names = new Set(state.clusters!.map((c) => c.name));
    const placed = state.instances!.filter((i) => names.has(i.parent));
    expect(placed.length).toBeGreaterThan(0);
    for (const i of placed) expect(String(i.name).startsWith(`${i.parent}/instances/`)).toBe(true);
    const env = await envOf(b);
    const parent = placed[0]!.parent as string;
    const listed = await env.call("alloydb_projects_locations_clusters_instances_list", { parent });
    expect(listed.ok).toBe(true);
    const out = (listed as { ok: true; result: { instances?: Rec[] } }).result;
    expect((out.instances ?? []).map((i) => i.name)).toContain(placed[0]!.name);
  });

  it("a custom method is the act: fail over an instance, restart an instance", async () => {
    const b = await bundleOfFixture("stop69/alloydb-clusters.openapi.json", 3);
    const tools = (b.model as { tools: Record<string, { phrase?: { text: string } }> }).tools;
    expect(tools.alloydb_projects_locations_clusters_instances_failover?.phrase?.text).toBe(
      "fail over an instance",
    );
    expect(tools.alloydb_projects_locations_clusters_instances_restart?.phrase?.text).toBe(
      "restart an instance",
    );
    expect(tools.alloydb_projects_locations_clusters_promote?.phrase?.text).toBe(
      "promote a cluster",
    );
  });

  it("a phrasal verb written as one word bends as its verb", () => {
    expect(phrasalVerb("failover")).toBe("fail over");
    expect(pastParticiple("failover")).toBe("failed over");
    expect(pastParticiple("rollback")).toBe("rolled back");
    expect(pastParticiple("promote")).toBe("promoted");
  });

  it("the request says 'fail over the instance', and a dry-run switch is no input a person sets", async () => {
    const text = readFileSync(
      new URL("../fixtures/stop69/alloydb-clusters.openapi.json", import.meta.url),
      "utf8",
    );
    const ing = await ingestFile({ name: "alloydb.json", text });
    if (!ing.ok) throw new Error(ing.error.message);
    const failover = ing.value.tools.find((t) => t.name.endsWith("_instances_failover"))!;
    expect(toolWords(failover).phrase.text).toBe("fail over the instance");
    const desc =
      "Optional. If set, performs request validation, for example, permission checks and any other type of validation, but does not actually execute the create request.";
    expect(isPlumbing("validateOnly", { description: desc, in: "body" })).toBe(true);
    expect(isPlumbing("validateOnly", { description: desc, in: "query" })).toBe(true);
    expect(isPlumbing("displayName", { description: "User-settable name.", in: "body" })).toBe(
      false,
    );
  });

  it("a doc's example project is a placeholder, a real-looking one is not", () => {
    expect(isPlaceholder("projects/example-project/locations/us-east1")).toBe(true);
    expect(isPlaceholder("your-project")).toBe(true);
    expect(isPlaceholder("projects/payments-prod-729/locations/us-east1")).toBe(false);
    expect(isPlaceholder("us-east1")).toBe(false);
  });
});
