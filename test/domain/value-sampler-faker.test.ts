import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

describe("value sampler's Faker, built on first use", () => {
  const domain = "AWS EC2 compute: instances, volumes and the account that owns them";
  const account = { name: "owner_id", schema: { type: "string" } };
  const email = { name: "email", schema: { type: "string", format: "email" } };

  it("draws the environment's accounts first, whatever value is asked for first", () => {
    const direct = createValueSampler(42, { domain }).value(account);
    const later = createValueSampler(42, { domain });
    later.value(email);
    later.value({ name: "full_name", schema: { type: "string" } });
    expect(direct).toMatch(/^\d{12}$/);
    expect(later.value(account)).toBe(direct);
  });

  it("samplers alive at once keep their own sequences", () => {
    const alone = createValueSampler(7, { domain });
    const want = [alone.value(email), alone.value(email), alone.value(account)];
    const a = createValueSampler(7, { domain });
    const b = createValueSampler(8, { domain });
    const got: unknown[] = [];
    for (const req of [email, email, account]) {
      b.value(req);
      got.push(a.value(req));
    }
    expect(got).toEqual(want);
    expect(createValueSampler(8, { domain }).value(email)).not.toBe(want[0]);
  });
});
