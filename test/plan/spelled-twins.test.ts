import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * Combell (fresh50, trimmed): `POST /linuxhostings/{domainName}/sites/{siteName}/hostheaders` takes
 * the path's `domainName`/`siteName` ("Automatically added") and the query's `domain_name`/
 * `site_name`; its subsite call takes the hosting's `domain_name` in the query and the new
 * subsite's `domain_name` in the body ("Subsite domain name (e.g. alias.be …)").
 */
const spec = JSON.parse(
  readFileSync(new URL("../fixtures/plan/combell-twins.openapi.json", import.meta.url), "utf8"),
);

describe("one identifier spelled two ways in one call", () => {
  it("is one site: the gold sends one name and the user gives one (fresh50 dev)", async () => {
    const bundle = await specBundle(spec, "combell-twins.openapi.json", 50);
    const tasks = await singleTurnTasks(bundle, 8);
    const headers = tasks.filter(({ task }) =>
      task.gold.calls.some((c) => c.tool === "CreateHostHeader"),
    );
    expect(headers.length).toBeGreaterThan(0);
    for (const { task } of headers) {
      const args = task.gold.calls.find((c) => c.tool === "CreateHostHeader")!.args as Record<
        string,
        unknown
      >;
      expect(args.siteName).toBe(args.site_name);
      expect(args.domainName).toBe(args.domain_name);
    }
  });

  it("keeps two facts apart where the doc describes two things (the subsite's own domain)", async () => {
    const bundle = await specBundle(spec, "combell-twins.openapi.json", 50);
    const tasks = await singleTurnTasks(bundle, 8);
    const subsites = tasks.filter(({ task }) =>
      task.gold.calls.some((c) => c.tool === "CreateSubsite"),
    );
    expect(subsites.length).toBeGreaterThan(0);
    for (const { task } of subsites) {
      const args = task.gold.calls.find((c) => c.tool === "CreateSubsite")!.args as {
        domain_name?: string;
        body?: { domain_name?: string };
      };
      if (args.body?.domain_name !== undefined)
        expect(args.body.domain_name).not.toBe(args.domain_name);
    }
  });
});
