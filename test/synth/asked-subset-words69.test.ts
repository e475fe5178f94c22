// App Hub's `…applications_testIamPermissions` (fresh72 dev, the tool as ingested): the caller
// sends the permissions to test and gets back "A subset of `TestPermissionsRequest.permissions`
// that the caller is allowed." The answer was a bare count, or nothing ("I found it, but it holds
// nothing beyond its ids."): the permissions asked about were dropped. An answer that is a subset
// of what was asked says which of them, out of how many.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

const spec = JSON.parse(
  readFileSync(
    new URL("../fixtures/words69/apphub-test-iam-permissions.tool.json", import.meta.url),
    "utf8",
  ),
) as ToolSpec;
const ASKED = [
  "apphub.applications.get",
  "apphub.applications.update",
  "apphub.applications.delete",
];

function answer(permissions: string[]): string {
  const args = { resource: "projects/p1/locations/us-east1/applications/app1", permissions: ASKED };
  const facts = answerFactsFrom({ ok: true, result: { permissions } }, "s1", toolWords(spec), 0, {
    docs: fieldDocs(spec.outputSchema),
    args,
    argNames: Object.keys(args),
  });
  return finalAnswer(facts, false, undefined, true);
}

describe("an answer that is a subset of what was asked", () => {
  it("names the permissions the caller has, out of those asked", () => {
    const said = answer(["apphub.applications.get", "apphub.applications.update"]);
    expect(said).toContain("apphub.applications.get");
    expect(said).toContain("apphub.applications.update");
    expect(said).toMatch(/\b2 of the 3 permissions\b/);
    expect(said).not.toContain("apphub.applications.delete");
  });

  it("says when none of them came back", () => {
    expect(answer([])).toMatch(/none of the 3 permissions/);
  });
});
