import { beforeAll, describe, expect, it } from "vitest";
import { resourcePath } from "../../src/core/domain/resource-names.js";
import { groundPlanDetailed } from "../../src/core/plan/ground-plan.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { planFixtureBundle } from "./plan-fixtures.js";

/**
 * A whole resource name the user gives is a path the doc allows, under what the call's other
 * paths are under. fresh63 readers (F/U/A): KMS's `getPublicKey {"name": "Partner integration"}`;
 * fresh60: a test message about the contacts of organization 757557022920 sent with `resource`
 * organization 384298507194.
 */
type Json = Record<string, unknown>;

describe("grounding a resource-name input", () => {
  let bundle: EnvBundle;
  beforeAll(async () => {
    bundle = await planFixtureBundle("resource-names-f63.openapi.json", 5);
  }, 120_000);

  const ground = (tool: string, args: Json, seed: number) =>
    groundPlanDetailed(
      {
        id: "",
        seed,
        envs: [bundle.id],
        goal: "s1",
        steps: [
          {
            id: "s1",
            env: bundle.id,
            tool,
            args: Object.fromEntries(
              Object.entries(args).map(([k, value]) => [k, { from: "user" as const, value }]),
            ),
          },
        ],
      },
      [bundle],
      createEnvInstance,
    );

  const tool = (suffix: string) => bundle.tools.find((t) => t.name.endsWith(suffix))!.name;

  it("sends the test message under the contacts' own organization", async () => {
    let grounded = 0;
    for (let seed = 1; seed <= 4; seed++) {
      const r = await ground(
        tool("sendTestMessage"),
        {
          contacts: ["organizations/757557022920/contacts/4t6sy3pf7s"],
          notificationCategory: "BILLING",
          resource: undefined,
        },
        seed,
      );
      if (!r.ok) continue;
      grounded++;
      expect(((r.plan.steps[0]?.grounded?.args ?? {}) as Json).resource).toBe(
        "organizations/757557022920",
      );
    }
    expect(grounded).toBeGreaterThan(0);
  });

  it("never reads a key version by a title or a word", async () => {
    for (let seed = 1; seed <= 6; seed++) {
      const r = await ground(tool("getPublicKey"), { name: undefined }, seed);
      if (!r.ok) {
        expect(r.reason).toBe("no-resource-name");
        continue;
      }
      const name = ((r.plan.steps[0]?.grounded?.args ?? {}) as Json).name;
      expect(typeof name === "string" && resourcePath(name)).toBeTruthy();
    }
  });
});
