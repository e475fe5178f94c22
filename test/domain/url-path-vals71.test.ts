import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * Azure API Management (fresh75 blind readers N): an API's `path`, "Relative URL uniquely
 * identifying this API …", held "README.md" and "src/main/java/…/InvoiceService.java" — read as
 * a file in a repository. It is a path of a URL, after the API's own name.
 */
const DESC =
  "Relative URL uniquely identifying this API and all of its resource paths within the API Management service instance. It is appended to the API endpoint base URL specified during the service instance creation to form a public URL for this API.";

describe("a path the doc calls part of a URL (vals71)", () => {
  it("is the API's name as a path segment, never a file", () => {
    const sampler = createValueSampler(3, { domain: "ApiManagementClient software apis" });
    const schema = { type: "string", description: DESC };
    expect(
      sampler.value({ name: "path", schema, entity: "apis", record: { name: "Payments API" } }),
    ).toBe("payments");
    for (let i = 0; i < 8; i++) {
      const v = String(sampler.value({ name: "path", schema, entity: "apis", record: {} }));
      expect(v).toMatch(/^[a-z][a-z0-9-]*$/);
    }
  });
});
