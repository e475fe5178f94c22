import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import { brandSpelling } from "../../src/core/synth/build-task.js";

// AppVeyor (fresh52, blind readers F): `repositoryProvider: "gitHub"` was said "with git hub as the
// repository provider", while the same API names `isGitHubApp`.
const bundle = (tools: unknown[]) => ({ tools }) as unknown as EnvBundle;
const appveyor = bundle([
  {
    name: "addProject",
    description: "Add project",
    inputSchema: { properties: { repositoryProvider: { enum: ["gitHub", "gitLab", "vso"] } } },
    outputSchema: { properties: { isGitHubApp: { type: "boolean" } } },
  },
]);

describe("a camel-case value the API spells as one word", () => {
  it("is said as the API spells it", () => {
    expect(brandSpelling("gitHub", appveyor)).toBe("GitHub");
  });
  it("a value of the same make as a spelled one is spelled too (gitLab beside gitHub)", () => {
    expect(brandSpelling("gitLab", appveyor)).toBe("GitLab");
  });
  it("an ordinary camel-case value is not", () => {
    expect(brandSpelling("onHold", appveyor)).toBeUndefined();
    expect(
      brandSpelling(
        "inProgress",
        bundle([{ inputSchema: { properties: { s: { enum: ["inProgress", "inReview"] } } } }]),
      ),
    ).toBeUndefined();
  });
});
