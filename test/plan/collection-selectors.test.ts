import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh61 (Audit Manager) blind readers A/M: the gold listed the RECEIVED share requests and then
 * updated the one it picked with `requestType` SENT — "(received)" … "Sure, sent.". A required
 * choice that says which list a record is in is the one its lookup was sent, not a change.
 */
const SPEC = JSON.parse(
  readFileSync(
    new URL("../fixtures/plan/audit-share-requests-subset.openapi.json", import.meta.url),
    "utf8",
  ),
);

type Rec = Record<string, unknown>;
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  bundle = await specBundle(SPEC, "audit-share-requests-subset.openapi.json", 5);
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 3,
    count: 12,
    openEnv: createEnvInstance,
  }));
}, 180_000);

describe("a choice of which list a record is in agrees with the list it was found in", () => {
  it.each(["UpdateAssessmentFrameworkShare", "DeleteAssessmentFrameworkShare"])(
    "%s sends the requestType its share request was listed under",
    (tool) => {
      let seen = 0;
      for (const p of plans) {
        for (const s of p.steps.filter((x) => x.tool === tool)) {
          const id = s.args.requestId;
          if (id?.from !== "step") continue;
          const list = p.steps.find((x) => x.id === id.step);
          if (list?.tool !== "ListAssessmentFrameworkShareRequests") continue;
          seen++;
          const listed = ((list.grounded?.args ?? {}) as Rec).requestType;
          expect(
            ((s.grounded?.args ?? {}) as Rec).requestType,
            JSON.stringify(s.grounded?.args),
          ).toBe(listed);
        }
      }
      expect(seen).toBeGreaterThan(0);
    },
  );
});
