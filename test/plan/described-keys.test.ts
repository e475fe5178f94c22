import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

// ritc (fresh52, the real spec's user and channel paths): `POST /users/{user_id}/channels`
// "Assign a channel to a user" takes a raw string body described "Id of Channel". Modelled as
// free text it became "assign a message on the app user" with a sentence for the channel.
const DOC = new URL("../fixtures/plan/ritc-users-channels-subset.openapi.json", import.meta.url);
let bundle: EnvBundle;
let plans: Plan[];

beforeAll(async () => {
  const doc = await ingestFile({ name: "ritc.io.json", text: readFileSync(DOC, "utf8") });
  if (!doc.ok) throw new Error(doc.error.message);
  const made = await generateHeuristicBundle(doc.value, { seed: 1 });
  if (!made.ok) throw new Error(made.error.message);
  bundle = made.value;
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 2,
    count: 24,
    openEnv: createEnvInstance,
  }));
}, 120_000);

describe("a value whose doc says it is the id of a kind of record", () => {
  it("is a reference to that record, given by a tool", () => {
    const body = bundle.model?.tools.addAppUserToChannel?.inputs.body;
    expect(body).toMatchObject({ source: "tool", role: "reference", entity: "channels" });
  });

  it("is sent a channel's id a channel lookup gave, never a sentence", () => {
    const assigns = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "addAppUserToChannel").map((s) => ({ p, s })),
    );
    expect(assigns.length).toBeGreaterThan(0);
    for (const { p, s } of assigns) {
      const b = s.args.body;
      expect(b?.from).toBe("step");
      const from = b?.from === "step" ? p.steps.find((x) => x.id === b.step)?.tool : undefined;
      expect(["listChannels", "getChannel", "addChannel"]).toContain(from);
      expect(String(s.grounded?.args.body)).not.toMatch(/\s/);
    }
  });
});
