import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * ecotaco's products (fresh41 dev): rides and parcel deliveries typed `transport_person` and
 * `package_delivery` were "Cast Iron Skillet" with the blurb of a candle.
 */
const DOMAIN =
  "api.ecota.co The API ecotaco allows you to connect, create an account, manage your credit cards and order rides. products orders";
const str = { type: "string" };

describe("a product typed with the doc's own code is an offer of that kind", () => {
  it('a "package_delivery" product is a package delivery, and its blurb is about it', () => {
    const s = createValueSampler(41, { domain: DOMAIN });
    for (let i = 0; i < 4; i++) {
      const record: Record<string, unknown> = { product_type: "package_delivery" };
      const description = String(
        s.value({ name: "description", entity: "products", record, schema: str }),
      );
      record.description = description;
      const name = String(s.value({ name: "name", entity: "products", record, schema: str }));
      expect(name).toMatch(/ package delivery$/);
      expect(description, `${name}: ${description}`).toContain(name);
    }
  });
});
