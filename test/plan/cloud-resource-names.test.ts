import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * dev65 (stop 61): Google APIs whose plans died as NotFound. Memcache's
 * `rescheduleMaintenance {instance}` looked the instance up by a field `instance` of its own, not
 * by the `name` the list shows; a listed instance's name was sent as an operation's and a
 * location's as an instance's.
 */
const fixture = (file: string) =>
  JSON.parse(readFileSync(new URL(`../fixtures/stop61/${file}`, import.meta.url), "utf8"));

async function sample(file: string, count: number) {
  const bundle = await specBundle(fixture(file), file, 5);
  return sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count,
    openEnv: createEnvInstance,
  });
}

/** For each step bound to another step's output, `producer tool → consumer tool`. */
function feeds(plan: Plan): string[] {
  const out: string[] = [];
  for (const s of plan.steps)
    for (const b of Object.values(s.args))
      if (b.from === "step") {
        const src = plan.steps.find((x) => x.id === b.step);
        out.push(`${src?.tool} → ${s.tool}`);
      }
  return out;
}

describe("cloud resource names in plans", () => {
  it("finds a listed Memcache instance by its name, and never sends it as an operation", async () => {
    const { plans, failures } = await sample("googleapis.com_memcache.json", 16);
    expect(failures["tool-error:NotFound"] ?? 0).toBe(0);
    const links = plans.flatMap(feeds);
    expect(links.some((l) => /instances_list → .*instances_rescheduleMaintenance$/.test(l))).toBe(
      true,
    );
    for (const l of links) {
      expect(l).not.toMatch(/instances_list → .*operations_/);
      expect(l).not.toMatch(/locations_list → .*instances_(?!list)/);
    }
  }, 240_000);
});

describe("KMS key rings in the seeded state", () => {
  it("hold the path-shaped names KMS calls take, so its keys can be listed and used", async () => {
    const spec = JSON.parse(
      readFileSync(
        new URL("../fixtures/stop59/googleapis.com_cloudkms.json", import.meta.url),
        "utf8",
      ),
    );
    const bundle = await specBundle(spec, "googleapis.com_cloudkms.json", 5);
    const ring = (bundle.initialState as { key_rings?: { name?: string }[] }).key_rings?.[0];
    expect(ring?.name).toMatch(/^projects\/[\w-]+\/locations\/[\w-]+\/keyRings\/[\w-]+$/);
    const { plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 3,
      count: 6,
      openEnv: createEnvInstance,
    });
    const list = plans.find((p) => p.steps[0]?.tool.endsWith("keyRings_cryptoKeys_list"));
    expect(list).toBeDefined();
    const parent = list?.steps[0]?.grounded?.args as { parent?: string } | undefined;
    expect(parent?.parent).toMatch(/^projects\/[\w-]+\/locations\/[\w-]+\/keyRings\/[\w-]+$/);
  }, 240_000);
});
