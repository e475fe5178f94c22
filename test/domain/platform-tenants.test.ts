import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// Google Identity Toolkit (fresh59 readers N): "add a new tenant … Their name is Catharine Boehm" —
// a tenant of an identity platform is a customer organisation, not a person renting a flat.
describe("a tenant's name", () => {
  const name = (domain: string, seed: number) =>
    String(
      createValueSampler(seed, { domain }).value({
        name: "displayName",
        schema: { type: "string", description: "Display name of the tenant." },
        entity: "tenants",
        siblings: ["name", "displayName", "allowPasswordSignup"],
        record: {},
      }),
    );
  const person = /^[A-Z][a-z]+ [A-Z][a-z]+$/;
  it("is an organisation on an identity platform", () => {
    const got = Array.from({ length: 6 }, (_, i) =>
      name(
        "identity-toolkit Google Identity Toolkit: multi-tenancy, SAML and OIDC sign-in.",
        i + 1,
      ),
    );
    expect(got.filter((v) => person.test(v) && !/\b(Inc|LLC|Group|and|Sons)\b/.test(v))).toEqual(
      [],
    );
  });
  it("is still a person in a lettings API", () => {
    const got = Array.from({ length: 6 }, (_, i) =>
      name("lettings Property lettings: properties, tenants, leases and rent.", i + 1),
    );
    expect(
      got.some((v) => person.test(v)),
      got.join(", "),
    ).toBe(true);
  });
});
