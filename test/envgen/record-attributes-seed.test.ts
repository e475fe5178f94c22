import { describe, expect, it } from "vitest";
import { bundleOfDoc } from "../helpers/doc-env.js";

/**
 * fresh64 blind readers (stop 59), N: Manufacturer Center's "Cast Iron Skillet" carried
 * `"alcoholByVolume":55, "gender":"male", "format":"xml"` and no `title`; CodeGuru Reviewer's
 * associations and code reviews went without the `Name` their doc gives them; InfluxDB's records
 * linked every relation to "https://www.example.com/links/488" (dev52). Rules: a broad bag of
 * optional attributes is filled sparsely, a group of one kind's attributes ("Grocery Attributes")
 * only on a record of that kind, the member the doc marks as the name or title always; links
 * follow the doc's example of them. Schemas cut from googleapis.com_manufacturers.json (fresh64),
 * amazonaws.com_codeguru-reviewer.json (fresh64), influxdata.com.json and edrv.io.json (dev52).
 */
type Rec = Record<string, unknown>;

const about = (what: string) => ({
  type: "string",
  description: `The ${what} of the product. For more information, see https://support.google.com/manufacturers/answer/6124116.`,
});
const ATTRIBUTE_WORDS = [
  "age group",
  "brand",
  "color",
  "description",
  "disclosure date",
  "flavor",
  "format",
  "gender",
  "item group id",
  "material",
  "pattern",
  "product line",
  "release date",
  "scent",
  "size",
  "size system",
  "size type",
  "theme",
  "title",
];
const camel = (w: string) => w.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());
const attributes = {
  type: "object",
  description: "Attributes of the product.",
  properties: {
    ...Object.fromEntries(ATTRIBUTE_WORDS.map((w) => [camel(w), about(w)])),
    grocery: {
      type: "object",
      description:
        "Grocery Attributes. See more at https://support.google.com/manufacturers/answer/12098458#grocery.",
      properties: {
        alcoholByVolume: { type: "number", format: "double", description: "Alcohol by volume." },
        allergens: { type: "string", description: "Allergens." },
      },
    },
  },
};
const product = {
  type: "object",
  properties: {
    name: { type: "string", description: "Name in the format `{target_country}:{product_id}`." },
    productId: { type: "string", description: "The ID of the product." },
    attributes,
    grocery: attributes.properties.grocery,
  },
};

function manufacturers() {
  return {
    openapi: "3.0.0",
    info: { title: "Manufacturer Center API", version: "v1" },
    paths: {
      "/v1/accounts/{parent}/products": {
        get: {
          operationId: "manufacturers.accounts.products.list",
          parameters: [{ name: "parent", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: { products: { type: "array", items: product } },
                  },
                },
              },
            },
          },
        },
      },
      "/v1/accounts/{parent}/products/{productId}": {
        get: {
          operationId: "manufacturers.accounts.products.get",
          parameters: [
            { name: "parent", in: "path", required: true, schema: { type: "string" } },
            { name: "productId", in: "path", required: true, schema: { type: "string" } },
          ],
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: product } } },
          },
        },
      },
    },
  };
}

describe("a broad record's optional attributes", () => {
  it("Manufacturer Center products: titled, no grocery group on a non-grocery, not every attribute", async () => {
    const bundle = await bundleOfDoc(manufacturers(), "googleapis.com_manufacturers.json", 1);
    const rows = Object.values(bundle.initialState as Record<string, Rec[]>).find(
      (l) => Array.isArray(l) && l.some((r) => r.attributes !== undefined),
    );
    expect(rows?.length).toBeGreaterThan(2);
    let held = 0;
    let offered = 0;
    for (const r of rows!) {
      const a = r.attributes as Rec;
      expect(a.title).toBeDefined();
      expect(a.grocery).toBeUndefined();
      expect(r.grocery).toBeUndefined();
      held += Object.keys(a).length;
      offered += ATTRIBUTE_WORDS.length;
    }
    // Sparse: well under all of them across the records.
    expect(held / offered).toBeLessThan(0.75);
  });
});

describe("the member a doc marks as the record's name", () => {
  it("CodeGuru Reviewer code reviews all carry their Name", async () => {
    const review = {
      type: "object",
      properties: {
        Name: { type: "string", description: "The name of the code review." },
        CodeReviewArn: {
          type: "string",
          description: "The Amazon Resource Name (ARN) of the code review.",
        },
        Owner: { type: "string", description: "The owner of the repository." },
        State: { type: "string", enum: ["Completed", "Pending", "Failed", "Deleting"] },
      },
    };
    const doc = {
      openapi: "3.0.0",
      info: { title: "Amazon CodeGuru Reviewer", version: "2019-09-19" },
      paths: {
        "/codereviews": {
          get: {
            operationId: "ListCodeReviews",
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": {
                    schema: {
                      type: "object",
                      properties: { CodeReviewSummaries: { type: "array", items: review } },
                    },
                  },
                },
              },
            },
          },
        },
        "/codereviews/{CodeReviewArn}": {
          get: {
            operationId: "DescribeCodeReview",
            parameters: [
              { name: "CodeReviewArn", in: "path", required: true, schema: { type: "string" } },
            ],
            responses: {
              "200": {
                description: "ok",
                content: {
                  "application/json": {
                    schema: { type: "object", properties: { CodeReview: review } },
                  },
                },
              },
            },
          },
        },
      },
    };
    const bundle = await bundleOfDoc(doc, "amazonaws.com_codeguru-reviewer.json", 1);
    const rows = Object.values(bundle.initialState as Record<string, Rec[]>).find(
      (l) => Array.isArray(l) && l.some((r) => r.CodeReviewArn !== undefined),
    );
    expect(rows?.length).toBeGreaterThan(2);
    for (const r of rows!) expect(typeof r.Name).toBe("string");
  });
});

describe("links by relation", () => {
  const api = (title: string, coll: string, record: Rec) => ({
    openapi: "3.0.0",
    info: { title, version: "1" },
    paths: {
      [`/api/v2/${coll}`]: {
        get: {
          operationId: `Get${coll}`,
          responses: {
            "200": {
              description: "ok",
              content: {
                "application/json": {
                  schema: {
                    type: "object",
                    properties: { [coll]: { type: "array", items: record } },
                  },
                },
              },
            },
          },
        },
      },
      [`/api/v2/${coll}/{id}`]: {
        get: {
          operationId: `Get${coll}ID`,
          parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
          responses: {
            "200": { description: "ok", content: { "application/json": { schema: record } } },
          },
        },
      },
    },
  });
  const PLACEHOLDER = /^https?:\/\/(www\.)?example\.com\/[a-z0-9-]+\/\d+$/;

  it("InfluxDB buckets: paths on the root the doc's example shows", async () => {
    const bucket = {
      type: "object",
      properties: {
        id: { type: "string", readOnly: true },
        name: { type: "string" },
        orgID: { type: "string" },
        links: {
          type: "object",
          readOnly: true,
          examples: [
            {
              self: "/api/v2/buckets/1",
              org: "/api/v2/orgs/2",
              members: "/api/v2/buckets/1/members",
            },
          ],
          properties: {
            self: { type: "string", format: "uri", description: "URI of resource." },
            org: { type: "string", format: "uri", description: "URI of resource." },
            members: { type: "string", format: "uri", description: "URI of resource." },
          },
        },
      },
    };
    const bundle = await bundleOfDoc(
      api("InfluxDB OSS API Service", "buckets", bucket),
      "influxdata.com.json",
      1,
    );
    const rows = (bundle.initialState as Record<string, Rec[]>).buckets ?? [];
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows) {
      const l = r.links as Record<string, string>;
      // The doc types each relation `format: uri`, so the example's path sits on a host.
      expect(l.self).toBe(`https://api.example.com/api/v2/buckets/${String(r.id)}`);
      expect(l.members).toBe(`https://api.example.com/api/v2/buckets/${String(r.id)}/members`);
      expect(l.org).toMatch(/^https:\/\/api\.example\.com\/api\/v2\/orgs\//);
    }
  });

  it("eDRV organisations: pages of the organisation's own site where the doc shows no path", async () => {
    const org = {
      type: "object",
      properties: {
        _id: { type: "string" },
        name: { type: "string", description: "Name of the organization." },
        links: {
          type: "object",
          properties: {
            about: { type: "string" },
            contact: { type: "string" },
            privacy: { type: "string" },
            support: { type: "string" },
          },
        },
      },
    };
    const bundle = await bundleOfDoc(api("eDRV API", "organizations", org), "edrv.io.json", 1);
    const rows = (bundle.initialState as Record<string, Rec[]>).organizations ?? [];
    expect(rows.length).toBeGreaterThan(1);
    for (const r of rows)
      for (const v of Object.values((r.links ?? {}) as Record<string, string>))
        expect(v).not.toMatch(PLACEHOLDER);
  });
});
