import { describe, expect, it } from "vitest";
import { createValueSampler, dnsNameForm } from "../../src/core/domain/values.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

// Service Management (fresh70 blind readers N on 6 of 60): `ManagedService.serviceName` says only
// "See the overview for naming requirements"; every `{serviceName}` path parameter adds "For
// example: `example.googleapis.com`". Services were called "auth-web" and created as "Email service".

const FIXTURE = "stop66/servicemanagement-services.json";
const DNS = /^[a-z0-9-]+(\.[a-z0-9-]+){2,}$/;

describe("a record's key takes the example of the parameters that address it", () => {
  it("reads the DNS form under a stand-in first label", () => {
    expect(dnsNameForm(["example.googleapis.com"])).toBe(".googleapis.com");
    expect(dnsNameForm(["my-bucket.s3.amazonaws.com"])).toBe(".s3.amazonaws.com");
    expect(dnsNameForm(["api.github.com"])).toBeUndefined();
    expect(dnsNameForm(["example.com"])).toBeUndefined();
    expect(dnsNameForm(["example.googleapis.com", "Billing"])).toBeUndefined();
  });

  it("the entity's key field carries the path parameter's example", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const field = b.model?.entities.services?.fields.serviceName;
    expect(field?.examples).toEqual(["example.googleapis.com"]);
  });

  it("every seeded service and every service referenced is named like example.googleapis.com", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const state = b.initialState as Record<string, Array<Record<string, unknown>>>;
    const names = (state.services ?? []).map((r) => r.serviceName);
    expect(names.length).toBeGreaterThan(3);
    for (const n of names) expect(n).toMatch(DNS);
    for (const r of state.rollouts ?? []) expect(names).toContain(r.serviceName);
  });

  it("a new service a user names is one too, not a display phrase", () => {
    const s = createValueSampler(7, { clockStart: "2026-01-01T00:00:00Z", domain: "management" });
    const field = {
      role: "id" as const,
      type: "string",
      examples: ["example.googleapis.com"],
      description: "The name of the service.",
    };
    for (let i = 0; i < 5; i++) {
      const v = s.value({
        name: "serviceName",
        schema: { type: "string", description: "The name of the service." },
        entity: "services",
        record: {},
        field,
      });
      expect(v).toMatch(DNS);
      expect(String(v)).toMatch(/\.googleapis\.com$/);
    }
  });
});
