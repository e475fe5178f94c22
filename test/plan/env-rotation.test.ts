import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { envRotation, sampleGroundedPlans } from "../../src/core/plan/index.js";
import { notAGoal } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";

describe("environment rotation", () => {
  it("gives each environment turns in proportion to the square root of its goal tools", async () => {
    const a = await calendarBundle();
    const graph = buildToolGraph([a]);
    // Fake a second, four-times-larger environment by relabelling node ownership.
    const nodes = graph.nodes().sort();
    const big = nodes.flatMap((n) => [n, n, n, n]);
    const owner = new Map<string, string>();
    const fakeGraph = {
      getNodeAttributes: (n: string) => ({ bundleId: owner.get(n) ?? "small" }),
    } as unknown as Parameters<typeof envRotation>[0];
    const ids = [...nodes.map((n) => `small:${n}`), ...big.map((n, i) => `big:${n}:${i}`)];
    for (const id of ids) owner.set(id, id.startsWith("big") ? "big" : "small");
    const fair = envRotation(fakeGraph, ids);
    const got: Record<string, number> = { big: 0, small: 0 };
    for (let i = 0; i < 30; i++) {
      const e = fair.next()!;
      got[e]!++;
      fair.kept(e);
    }
    // sqrt(4) = 2: the big one gets two turns for every one of the small one.
    expect(got.big).toBe(20);
    expect(got.small).toBe(10);
  });

  it("an environment whose goals fail yields its turns instead of starving the rest", () => {
    const owner = (n: string) => n.split(":")[0]!;
    const g = {
      getNodeAttributes: (n: string) => ({ bundleId: owner(n) }),
    } as unknown as Parameters<typeof envRotation>[0];
    const fair = envRotation(g, ["a:1", "b:1"]);
    const seen: string[] = [];
    for (let i = 0; i < 10; i++) {
      const e = fair.next()!;
      seen.push(e);
      if (e === "a") fair.failed(e);
      else fair.kept(e);
    }
    // Four failures of `a` cost as much as one kept plan of `b`.
    expect(seen.filter((e) => e === "a").length).toBeGreaterThanOrEqual(6);
    expect(seen.filter((e) => e === "b").length).toBeGreaterThanOrEqual(2);
  });

  it("an environment whose one goal never fails does not take the turns of those that fail", () => {
    const g = {
      getNodeAttributes: (n: string) => ({ bundleId: n.split(":")[0]! }),
    } as unknown as Parameters<typeof envRotation>[0];
    // fresh15: dev.to's one article tool took 35 of 120 tasks while the lookups failed.
    const fair = envRotation(g, ["easy:1", "hard:1", "hard:2", "hard:3", "hard:4"]);
    const kept: Record<string, number> = { easy: 0, hard: 0 };
    for (let i = 0; i < 60; i++) {
      const e = fair.next()!;
      // `hard` keeps one plan in eight attempts; `easy` keeps every one.
      if (e === "easy" || i % 8 === 0) {
        fair.kept(e);
        kept[e]!++;
      } else fair.failed(e);
    }
    // Four plans per goal tool: `easy` stops at 4 while `hard` is under its bound of 16.
    expect(kept.easy).toBe(4);
    expect(kept.hard).toBeGreaterThan(4);
  });

  it("a later round continues from the tasks earlier rounds kept, so one easy env does not pile up", () => {
    const g = {
      getNodeAttributes: (n: string) => ({ bundleId: n.split(":")[0]! }),
    } as unknown as Parameters<typeof envRotation>[0];
    // Round one kept five tasks of `easy` and none of `hard`: the next turns go to `hard`.
    const fair = envRotation(g, ["easy:1", "hard:1"], { easy: 5 });
    const seen: string[] = [];
    for (let i = 0; i < 5; i++) {
      const e = fair.next()!;
      seen.push(e);
      fair.kept(e);
    }
    expect(seen).toEqual(["hard", "hard", "hard", "hard", "hard"]);
    const fresh = envRotation(g, ["easy:1", "hard:1"]);
    expect(fresh.next()).toBe("easy");
  });

  it("every bundled environment gets plans from the sampler", async () => {
    const a = await calendarBundle();
    const graph = buildToolGraph([a]);
    const { plans } = await sampleGroundedPlans([a], graph, {
      seed: 5,
      count: 4,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBe(4);
  });
});

describe("goals a person has", () => {
  const tool = (name: string, description: string, extra: Partial<ToolSpec> = {}): ToolSpec => ({
    name,
    description,
    inputSchema: { type: "object", properties: {} },
    ...extra,
  });
  it("signing in, reading a password back and deprecated endpoints are no goals", () => {
    // crucible: GET /rest-service/auth-v1/login returns a token; POST /reviews-v1/filter is kept
    // "for backward compatibility only".
    expect(
      notAGoal(
        tool("login", "Authenticate", {
          source: {
            format: "openapi",
            file: "crucible.local.json",
            pointer: "/paths/~1rest-service~1auth-v1~1login/get",
          },
        }),
      ),
    ).toBe("credentials");
    expect(
      notAGoal(
        tool(
          "postCustomFilterReviews",
          "This method should no longer be used, as it uses a POST for a read-only retrieval operation and is provided for backward compatibility only.",
        ),
      ),
    ).toBe("deprecated");
    expect(
      notAGoal(
        tool("getAccount", "Get the account", {
          outputSchema: { type: "object", properties: { name: {}, password: { type: "string" } } },
        }),
      ),
    ).toBe("reads-secret");
    expect(notAGoal(tool("getCustomFilterReviews", "Get reviews matching a filter."))).toBe(
      undefined,
    );
  });

  // fresh55 (dev): Svix's create_message, the one goal of its environment that never failed, took
  // 12 of 40 tasks and tool coverage fell from 33 to 20 tools.
  it("one goal tool takes at most twice its environment's mean share while others are open", () => {
    const g = {
      getNodeAttributes: (n: string) => ({ bundleId: n.split(":")[0]! }),
    } as unknown as Parameters<typeof envRotation>[0];
    const goals = ["svix:msg", "svix:app", "svix:hook", "svix:type", "svix:int"];
    const fair = envRotation(g, goals);
    for (let i = 0; i < 12; i++) fair.kept("svix", "svix:msg");
    expect(fair.goals("svix")).not.toContain("svix:msg");
    expect(fair.goals("svix")).toContain("svix:app");
    // Every goal at its cap: all are offered again.
    for (const n of goals.slice(1)) for (let i = 0; i < 12; i++) fair.kept("svix", n);
    expect(fair.goals("svix")).toEqual(goals);
  });
});
