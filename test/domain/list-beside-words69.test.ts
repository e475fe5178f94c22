import { describe, expect, it } from "vitest";
import { outputArray } from "../../src/core/domain/tool-kind.js";

// AlloyDB's ListClustersResponse (fresh73), cut: the records beside the locations not reached.
const LIST_CLUSTERS = {
  description: "Message for response to listing Clusters",
  properties: {
    clusters: {
      description: "The list of Cluster",
      items: {
        properties: {
          name: { description: "Output only. The name of the cluster resource", type: "string" },
          state: {
            description: "Output only. The current serving state of the cluster.",
            type: "string",
          },
          createTime: { format: "google-datetime", type: "string" },
        },
        type: "object",
      },
      type: "array",
    },
    nextPageToken: {
      description: "A token identifying a page of results the server should return.",
      type: "string",
    },
    unreachable: {
      description: "Locations that could not be reached.",
      items: { type: "string" },
      type: "array",
    },
  },
  type: "object",
};

describe("a list of records beside a list of words (Google's `unreachable`)", () => {
  it("is the list of records", () => {
    const arr = outputArray(LIST_CLUSTERS);
    expect(arr?.key).toBe("clusters");
    const items = arr?.items as { properties: object } | undefined;
    expect(Object.keys(items?.properties ?? {})).toContain("state");
  });
  it("two lists of records are still no single list", () => {
    const two = {
      properties: {
        a: { type: "array", items: { type: "object", properties: { x: { type: "string" } } } },
        b: { type: "array", items: { type: "object", properties: { y: { type: "string" } } } },
      },
    };
    expect(outputArray(two)).toBeUndefined();
  });
});
