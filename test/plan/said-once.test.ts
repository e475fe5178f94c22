import { beforeAll, describe, expect, it } from "vitest";
import { schemaAtPath } from "../../src/core/domain/enum-labels.js";
import { createRng } from "../../src/core/domain/rng.js";
import { isPagingParam } from "../../src/core/envgen/model.js";
import { toolKindOf } from "../../src/core/graph/build-graph.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { groundPlanDetailed } from "../../src/core/plan/ground-plan.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { mandatoryByDoc, toolModelOf } from "../../src/core/plan/semantics.js";
import { synthesise } from "../../src/core/plan/value-picker.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/**
 * A user says only what their goal needs, once, and the gold uses exactly that. Fresh12 readers
 * (U, A, M): "list the member activities with 100 items" (Orbit's page size `items`, put on the
 * organizations lookup), `get_personas {"count":1}` nobody asked for (Spinitron's `count`: "Amount
 * of items to return"), "It's a fork:created. Anything up to February 15 is fine. With 10 items."
 * said for the member search that only finds the record a delete acts on, Orbit's members seeded
 * with `"items":"10","relative":"this_30_days"` (query parameters stored as record fields), and
 * "my username is kkshlerin and my username is hlittle".
 */
async function plansOf(bundle: EnvBundle, count: number, seed: number): Promise<Plan[]> {
  const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed,
    count,
    openEnv: createEnvInstance,
    optionalInputProbability: 1,
  });
  return plans;
}

describe("a page size is a call setting however it is spelled", () => {
  it("flags the fresh12 quotes: Spinitron's `count` and Orbit's `items`", () => {
    expect(
      isPagingParam("count", {
        default: 20,
        minimum: 1,
        type: "integer",
        description: "Amount of items to return",
      }),
    ).toBe(true);
    expect(isPagingParam("items", { enum: ["10", "50", "100"], type: "string" })).toBe(true);
    expect(isPagingParam("page_size", { type: "integer" })).toBe(true);
  });

  it("leaves counts and sizes people ask for", () => {
    // An order's items, tickets to book, a shirt size, a transfer's amount: facts of the request.
    expect(isPagingParam("items", { type: "array", items: { type: "object" } })).toBe(false);
    expect(
      isPagingParam("count", { type: "integer", description: "Number of tickets to book" }),
    ).toBe(false);
    expect(isPagingParam("size", { type: "string", enum: ["S", "M", "L"] })).toBe(false);
    expect(isPagingParam("amount", { type: "number", description: "Amount to transfer" })).toBe(
      false,
    );
    expect(isPagingParam("number", { type: "string", enum: ["1", "2"], description: "Seat" })).toBe(
      false,
    );
  });
});

describe("Orbit (fresh12): list filters are filters, not fields", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await planFixtureBundle("orbit-subset.openapi.json", 5);
  }, 60_000);

  it("members carry no page size and no search window", () => {
    const members = Object.values(
      (bundle.initialState as Record<string, unknown>).members as Record<string, unknown>,
    );
    expect(members.length).toBeGreaterThan(0);
    for (const m of members as Array<Record<string, unknown>>) {
      for (const k of ["items", "start_date", "end_date", "relative", "activities_count_min"])
        expect(m).not.toHaveProperty(k);
    }
  });

  it("keeps a filter that names what a member is (affiliation)", () => {
    const members = Object.values(
      (bundle.initialState as Record<string, unknown>).members as Record<string, unknown>,
    ) as Array<Record<string, unknown>>;
    expect(members.some((m) => typeof m.affiliation === "string")).toBe(true);
  });

  it("`items` is a masked paging setting of every list", () => {
    const input = toolModelOf(bundle, "get_by_workspace_slug_organizations")?.inputs.items;
    expect(input?.role).toBe("paging");
    expect(input?.source).toBe("plumbing");
  });

  it("a lookup that finds the goal's record takes no optional filter; no call takes a page size", async () => {
    const plans = await plansOf(bundle, 12, 7);
    expect(plans.length).toBeGreaterThan(0);
    let lookups = 0;
    for (const plan of plans) {
      const goals = new Set(plan.goals ?? [plan.goal]);
      for (const s of plan.steps) {
        expect(s.args).not.toHaveProperty("items");
        if (goals.has(s.id)) continue;
        lookups++;
        // Only the keys a lookup needs: its required inputs and what earlier steps feed it.
        for (const k of ["start_date", "end_date", "relative", "activity_type", "affiliation"])
          expect(s.args).not.toHaveProperty(k);
        // At most the one key a find is sent (a search's query, a username) besides its scope.
        const said = Object.entries(s.args).filter(
          ([k, b]) => b.from === "user" && k !== "workspace_slug",
        );
        expect(said.length).toBeLessThanOrEqual(1);
      }
    }
    expect(lookups).toBeGreaterThan(0);
  }, 120_000);
});

describe("Orbit (fresh12): a find by optional keys is sent one key the user knows", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await planFixtureBundle("orbit-subset.openapi.json", 5);
  }, 60_000);

  it("`/members/find` finding the goal's member takes exactly one of email, username, …", async () => {
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 9,
      count: 16,
      openEnv: createEnvInstance,
      optionalInputProbability: 0,
    });
    const keys = ["email", "github", "source", "source_host", "uid", "username"];
    let finds = 0;
    for (const plan of plans) {
      const goals = new Set(plan.goals ?? [plan.goal]);
      for (const s of plan.steps) {
        if (s.tool !== "get_by_workspace_slug_members_find" || goals.has(s.id)) continue;
        finds++;
        expect(keys.filter((k) => k in s.args)).toHaveLength(1);
      }
    }
    expect(finds).toBeGreaterThan(0);
    // Counter-example: a read whose path names its record (`/members/{member_slug}`) gets no key.
    for (const s of plans.flatMap((p) => p.steps))
      if (s.tool === "get_by_workspace_slug_members_by_member_slug")
        expect(Object.keys(s.args).sort()).toEqual(["member_slug", "workspace_slug"]);
  }, 120_000);
});

describe("Spinitron (fresh12): `count` is nobody's words", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await planFixtureBundle("spinitron.openapi.json", 5);
  }, 60_000);

  it("no call is capped with a count the user never gave", async () => {
    const plans = await plansOf(bundle, 12, 3);
    expect(plans.length).toBeGreaterThan(0);
    for (const s of plans.flatMap((p) => p.steps)) expect(s.args).not.toHaveProperty("count");
    // Counter-example: the goal's own filter is still the user's (a show's or persona's id).
    expect(
      plans
        .flatMap((p) => p.steps)
        .some((s) => Object.values(s.args).some((b) => b.from === "user")),
    ).toBe(true);
  }, 120_000);
});

describe("ExLibris task lists (fresh12): an act-on call with an `op` is an action", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await planFixtureBundle("exlibris-tasklists.openapi.json", 5);
  }, 60_000);

  it("`POST …/requested-resources` (op = mark_reported) acts; it adds no requested resource", () => {
    const spec = bundle.tools.find(
      (t) => t.name === "post_almaws_v1_task-lists_requested-resources",
    );
    expect(spec).toBeDefined();
    expect(toolKindOf(spec!, bundle.tools).kind).toBe("action");
    // Counter-example: the list of requested resources is still a lookup.
    const list = bundle.tools.find(
      (t) => t.name === "get_almaws_v1_task-lists_requested-resources",
    );
    expect(toolKindOf(list!, bundle.tools).kind).toBe("list");
  });

  it("inputs the doc calls Mandatory are required; Optional and conditional ones are not", () => {
    const spec = bundle.tools.find(
      (t) => t.name === "post_almaws_v1_task-lists_requested-resources",
    );
    const at = (k: string) => schemaAtPath(spec!.inputSchema, k);
    for (const k of ["library", "circ_desk", "op"]) expect(mandatoryByDoc(at(k))).toBe(true);
    for (const k of ["location", "pickup_inst", "reported"])
      expect(mandatoryByDoc(at(k))).toBe(false);
    expect(mandatoryByDoc({ description: "Required if the type is 'card'." })).toBe(false);
    expect(mandatoryByDoc({ description: "The required quantity of seats" })).toBe(false);
    expect(mandatoryByDoc({ description: "The id of the account (required)" })).toBe(true);
  });

  it("an empty default is no value: a mandatory input is drawn as something", () => {
    const v = synthesise("circ_desk", at0(), {
      rng: createRng(1),
      state: {},
      kind: "action",
      related: [],
      clockStart: "2026-01-05T09:00:00Z",
    });
    expect(typeof v).toBe("string");
    expect(v).not.toBe("");
  });
});

function at0(): Record<string, unknown> {
  return {
    default: "",
    type: "string",
    description: "The circulation desk where the action is being performed. Mandatory.",
  };
}

describe("one person says one username (fresh12 Orbit: 'my username is kkshlerin and my username is hlittle')", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await planFixtureBundle("orbit-subset.openapi.json", 5);
  }, 60_000);

  it("a search by username and a delete of an identity take the same username and workspace", async () => {
    for (const seed of [1, 2, 3]) {
      const plan: Plan = {
        id: "",
        seed,
        envs: [bundle.id],
        goal: "s3",
        // Each step is asked for: a read no step takes a value from and that is no goal is
        // dropped at grounding (idle-reads-f70), and this test reads every step's arguments.
        goals: ["s3", "s1", "s2"],
        steps: [
          {
            id: "s1",
            env: bundle.id,
            tool: "get_by_workspace_slug_members_find",
            args: {
              workspace_slug: { from: "user", value: undefined },
              username: { from: "user", value: undefined },
            },
          },
          {
            id: "s2",
            env: bundle.id,
            tool: "get_by_workspace_slug_members",
            args: { workspace_slug: { from: "user", value: undefined } },
          },
          {
            id: "s3",
            env: bundle.id,
            tool: "delete_by_workspace_slug_members_by_member_slug_identities",
            args: {
              workspace_slug: { from: "user", value: undefined },
              member_slug: { from: "user", value: undefined },
              source: { from: "user", value: undefined },
              username: { from: "user", value: undefined },
            },
          },
        ],
      };
      const r = await groundPlanDetailed(plan, [bundle], createEnvInstance);
      if (!r.ok) throw new Error(r.reason);
      const [s1, s2, s3] = r.plan.steps.map((s) => s.grounded?.args ?? {});
      expect(s3?.username).toBe(s1?.username);
      expect(s2?.workspace_slug).toBe(s1?.workspace_slug);
      expect(s3?.workspace_slug).toBe(s1?.workspace_slug);
      // Counter-example: what the delete writes besides (the identity's source) is its own.
      expect(typeof s3?.source).toBe("string");
    }
  }, 60_000);
});
