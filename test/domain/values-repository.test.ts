import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// LGTM's addProject takes `repository` ("the URL of the repository to analyze", format uri): the
// fresh57 blind readers marked "https://www.example.com/projects/257" N — "not a repo" (stop 52).
describe("a repository's address is a code forge's owner/name path", () => {
  const s = createValueSampler(7, {
    domain: "LGTM code analysis projects repositories alerts queries",
  });
  const uri = { type: "string", format: "uri" };

  it("names the record's own repository, never a page of the record's kind", () => {
    for (const name of ["repository", "repo_url", "repositoryUrl", "git_url"]) {
      const v = String(
        s.value({ name, entity: "projects", record: { name: "Project Falcon" }, schema: uri }),
      );
      expect(v, name).toMatch(/^https:\/\/github\.com\/[a-z0-9-]+\/project-falcon$/);
    }
  });

  it("leaves other addresses as they were", () => {
    const v = String(s.value({ name: "url", entity: "projects", record: {}, schema: uri }));
    expect(v).not.toMatch(/github\.com/);
  });
});
