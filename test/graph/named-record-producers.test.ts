import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * fresh60 (AWS MemoryDB): records are keyed by `Name`, and `DeleteParameterGroup` takes
 * `ParameterGroupName`. The model keys that input by the parameter group's `Name`, and every
 * lookup's bare `Name` matched it — a user's, a parameter's, an ACL's: `DescribeUsers →
 * DeleteParameterGroup {"ParameterGroupName":"Edison Harris"}` failed NotFound (fresh60: 182 of
 * the 3+-call attempts failed grounding NotFound, these among the most).
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const op = (id: string, summary: string, req: string, res: string) => ({
  post: {
    operationId: id,
    summary,
    requestBody: { required: true, content: json(ref(req)) },
    responses: { "200": { description: "Success", content: json(ref(res)) } },
  },
});
const named = (what: string) => ({
  type: "object",
  properties: {
    Name: { type: "string", description: `The name of the ${what}.` },
    ARN: { type: "string", description: `The ARN of the ${what}.` },
  },
});
const doc = {
  openapi: "3.0.0",
  info: { title: "MemoryDB", version: "1" },
  paths: {
    "/#X-Amz-Target=AmazonMemoryDB.DescribeUsers": op(
      "DescribeUsers",
      "Returns a list of users.",
      "DescribeUsersRequest",
      "DescribeUsersResponse",
    ),
    "/#X-Amz-Target=AmazonMemoryDB.DescribeParameterGroups": op(
      "DescribeParameterGroups",
      "Returns a list of parameter group descriptions.",
      "DescribeParameterGroupsRequest",
      "DescribeParameterGroupsResponse",
    ),
    "/#X-Amz-Target=AmazonMemoryDB.DeleteParameterGroup": op(
      "DeleteParameterGroup",
      "Deletes the specified parameter group.",
      "DeleteParameterGroupRequest",
      "DeleteParameterGroupResponse",
    ),
  },
  components: {
    schemas: {
      User: named("user"),
      ParameterGroup: named("parameter group"),
      DescribeUsersRequest: {
        type: "object",
        properties: { UserName: { type: "string", description: "The name of the user." } },
      },
      DescribeUsersResponse: {
        type: "object",
        properties: { Users: { type: "array", items: ref("User") } },
      },
      DescribeParameterGroupsRequest: {
        type: "object",
        properties: {
          ParameterGroupName: { type: "string", description: "The name of a parameter group." },
        },
      },
      DescribeParameterGroupsResponse: {
        type: "object",
        properties: { ParameterGroups: { type: "array", items: ref("ParameterGroup") } },
      },
      DeleteParameterGroupRequest: {
        type: "object",
        required: ["ParameterGroupName"],
        properties: {
          ParameterGroupName: {
            type: "string",
            description: "The name of the parameter group to delete.",
          },
        },
      },
      DeleteParameterGroupResponse: {
        type: "object",
        properties: { ParameterGroup: ref("ParameterGroup") },
      },
    },
  },
};

describe("a record's name an input asks for", () => {
  it("comes from records of that kind, not from any record's name", async () => {
    const bundle = await specBundle(doc, "memorydb.json", 5);
    const graph = buildToolGraph([bundle]);
    const producers: string[] = [];
    const target = graph.nodes().find((n) => n.endsWith("/DeleteParameterGroup")) as string;
    graph.forEachInEdge(target, (_k, a, source) => {
      if (a.kind === "data" && a.to === "ParameterGroupName")
        producers.push(`${source.split("/")[1]} ${a.from}`);
    });
    expect(producers, producers.join("; ")).toContain(
      "DescribeParameterGroups ParameterGroups[].Name",
    );
    expect(producers).not.toContain("DescribeUsers Users[].Name");
  });
});
