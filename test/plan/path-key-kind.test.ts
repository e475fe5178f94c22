import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { inputEntities } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, Plan, ToolSpec } from "../../src/core/schema/index.js";

// ritc (fresh52): `DELETE /users/admin/{user_id}` "Remove an admin user" beside `/users/{user_id}`.
// The key's name said "user", and an app user's id was removed as an admin: "I've removed the admin
// user for the app user Paolo Hills" (blind readers, fresh52).
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
    seed: 7,
    count: 40,
    openEnv: createEnvInstance,
  }));
}, 120_000);

const spec = (name: string): ToolSpec => bundle.tools.find((t) => t.name === name)!;

describe("the segment before a key names whose key it is", () => {
  it("an admin's under /users/admin/{user_id}, not any user's", () => {
    expect(inputEntities(spec("removeAdminUser"), "user_id", "admins")).toEqual(["admin"]);
    expect(inputEntities(spec("getAppUser"), "user_id", "users")).toEqual(["user"]);
  });

  it("a plural collection keeps the key's own kind too (/users/{user_id}/channels/{channel_id})", () => {
    const kinds = inputEntities(spec("removeAppUserFromChannel"), "user_id", "channels");
    expect(kinds).toContain("user");
  });

  it("removing an admin takes the admin from the admins, never an app user's id", () => {
    const removals = plans.flatMap((p) =>
      p.steps.filter((s) => s.tool === "removeAdminUser").map((s) => ({ p, s })),
    );
    expect(removals.length).toBeGreaterThan(0);
    for (const { p, s } of removals) {
      const b = s.args.user_id;
      const from = b?.from === "step" ? p.steps.find((x) => x.id === b.step)?.tool : "user";
      expect(from).toMatch(/Admin/);
    }
  });
});
