// App Hub's `…applications_testIamPermissions` ("Returns permissions that a caller has on the
// specified resource"), as every Google API has it: the draft's request read "I need to list the
// which permissions I have on my application" and, with the application named, "… on my
// application for my application 80612 in project 73345" (fresh72 dev, dropped as form wording).
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { formWording } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, writeRequest } from "../../src/core/synth/writer.js";

const spec = {
  name: "apphub_projects_locations_applications_testIamPermissions",
  description: "Returns permissions that a caller has on the specified resource.",
  inputSchema: { type: "object", properties: { resource: { type: "string" } } },
  source: {
    format: "openapi",
    file: "googleapis.com_apphub.json",
    pointer: "/paths/~1v1~1{resource}:testIamPermissions/post",
  },
  kind: "list",
} as ToolSpec;

const app: FactPhrase = {
  key: "s1.resource",
  value: "projects/northwind-prod-412/locations/us-central1/applications/billing",
  label: "resource",
  role: "arg",
  personal: false,
  atGoal: true,
};

describe("which permissions I have", () => {
  it("is asked as a question of the resource, with or without its name", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      for (const targets of [[], [app]]) {
        const text = await writeRequest(
          {
            kind: "request",
            goal: toolWords(spec),
            targets,
            facts: [],
            domain: "cloud",
            asks: [],
            register: "brief",
          },
          { seed },
        );
        expect(text).toMatch(/\bcheck which permissions I have on my application\b/);
        expect(text).not.toMatch(/the which|my application for my application/);
        expect(formWording(text)).toBeUndefined();
      }
    }
  });
});
