import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

// Fitbit Plus (twinehealth.com, fresh67): `GET /coach` says in each filter "Note that one of the
// following filters must be specified: `filter[groups]`, `filter[organization]`." Gold called
// `fetchCoaches {}` (readers A on 8–12 of 30), and `fetchGroups` was sent an organization's name
// ("Lemke Inc") for `filter[organization]`, "Organization identifier".
const DOC = new URL("../fixtures/plan/twine-filters-subset.openapi.json", import.meta.url);
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  const doc = await ingestFile({ name: "twinehealth.com.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 1 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 30,
    openEnv: createEnvInstance,
  }));
}, 180_000);

const stepsOf = (tool: string) =>
  plans.flatMap((p) => p.steps.filter((s) => s.tool === tool).map((s) => ({ p, s })));

describe("filters the doc says one of must be specified", () => {
  it("are a precondition of the tool in the semantic model", () => {
    expect(bundle.model?.tools.fetchCoaches?.requiresOneOf).toEqual([
      "filter[groups]",
      "filter[organization]",
    ]);
  });

  it("are asked for by the environment when none is sent", async () => {
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    const env = made.value;
    try {
      const none = await env.call("fetchCoaches", {});
      expect(none.ok).toBe(false);
      const error = !none.ok && "error" in none ? none.error : undefined;
      expect(error?.code).toBe("InvalidArguments");
      expect(error?.message).toContain("filter[organization]");
    } finally {
      env.dispose();
    }
  });

  it("are passed by gold, one of them, with an id a step found", () => {
    const lists = [...stepsOf("fetchCoaches"), ...stepsOf("fetchRewardProgramActivations")];
    expect(lists.length).toBeGreaterThan(0);
    for (const { s } of lists) {
      const sent = Object.keys(s.grounded?.args ?? {}).filter((k) => k.startsWith("filter["));
      expect(sent.length).toBeGreaterThan(0);
    }
  });
});

describe("a filter whose doc says it takes another record's id", () => {
  it("is a reference to that record", () => {
    expect(bundle.model?.tools.fetchGroups?.inputs["filter[organization]"]).toMatchObject({
      source: "tool",
      role: "reference",
      entity: "organizations",
    });
    expect(bundle.model?.entities.groups?.fields.filter_organization).toMatchObject({
      role: "reference",
      ref: "organizations",
    });
  });

  it("is sent an organization's id, never its name", () => {
    const orgIds = new Set(
      ((bundle.initialState.organizations ?? []) as Array<{ id: string }>).map((o) => o.id),
    );
    const lists = stepsOf("fetchGroups");
    expect(lists.length).toBeGreaterThan(0);
    for (const { s } of lists) expect(orgIds).toContain(s.grounded?.args["filter[organization]"]);
  });
});
