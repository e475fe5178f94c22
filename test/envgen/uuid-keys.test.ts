import { describe, expect, it } from "vitest";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

// mbus.local (fresh52, blind readers N on 4 of 60): the Raspberry Pi HAT's `uuid` ("Hat UUID",
// example "148fa981-a33b-a07a-a13f-a2405d08e0fe") came back as "uuid":"hat_1001".
const MBUS = {
  openapi: "3.0.0",
  info: { title: "M-Bus HTTPD", version: "1" },
  paths: {
    "/mbus/hat": {
      get: {
        operationId: "hat",
        description: "Gets Raspberry Pi Hat information",
        responses: okJson({
          description: "Raspberry Pi Hat Information",
          properties: {
            product: { description: "Product", example: "M-Bus Master", type: "string" },
            productId: { description: "Product ID", example: 1, type: "string" },
            uuid: {
              description: "Hat UUID",
              example: "148fa981-a33b-a07a-a13f-a2405d08e0fe",
              type: "string",
            },
            vendor: { description: "Hat Vendor", example: "packom.net", type: "string" },
          },
        }),
      },
    },
  },
};

describe("a record keyed by a field named uuid", () => {
  it("holds uuids there, never a prefixed counter", async () => {
    const b = await bundleOfDoc(MBUS, "mbus.local.json", 1);
    const text = JSON.stringify(b.initialState);
    const uuids = [...text.matchAll(/"uuid":"([^"]*)"/g)].map((m) => m[1]);
    expect(uuids.length).toBeGreaterThan(0);
    for (const u of uuids)
      expect(u).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  });
});
