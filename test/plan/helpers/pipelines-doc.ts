/**
 * A pipeline API in the shape of AWS OpenSearch Ingestion (fresh64 osis): records keyed by a
 * `PipelineName` the list, the lookup and the actions all carry, a `Status`, start and stop actions.
 */
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ "application/json": { schema } });
const byName = {
  name: "PipelineName",
  in: "path",
  required: true,
  description: "The name of the pipeline.",
  schema: { type: "string" },
};
const action = (op: string, verb: string, summary: string) => ({
  [`/2022-01-01/osis/${verb}Pipeline/{PipelineName}`]: {
    put: {
      operationId: op,
      summary,
      parameters: [byName],
      responses: { "200": { description: "Success", content: json(ref("PipelineResponse")) } },
    },
  },
});
export const pipelinesDoc = () => ({
  openapi: "3.0.0",
  info: { title: "OpenSearch Ingestion pipelines", version: "2022-01-01" },
  paths: {
    "/2022-01-01/osis/listPipelines": {
      get: {
        operationId: "ListPipelines",
        summary: "Lists all OpenSearch Ingestion pipelines in the current account and Region.",
        responses: {
          "200": { description: "Success", content: json(ref("ListPipelinesResponse")) },
        },
      },
    },
    "/2022-01-01/osis/getPipeline/{PipelineName}": {
      get: {
        operationId: "GetPipeline",
        summary: "Retrieves information about an OpenSearch Ingestion pipeline.",
        parameters: [byName],
        responses: { "200": { description: "Success", content: json(ref("PipelineResponse")) } },
      },
    },
    ...action("StartPipeline", "start", "Starts an OpenSearch Ingestion pipeline."),
    ...action("StopPipeline", "stop", "Stops an OpenSearch Ingestion pipeline."),
  },
  components: {
    schemas: {
      Pipeline: {
        type: "object",
        properties: {
          PipelineName: { type: "string", description: "The name of the pipeline." },
          PipelineArn: {
            type: "string",
            description: "The Amazon Resource Name (ARN) of the pipeline.",
          },
          MinUnits: {
            type: "integer",
            description: "The minimum pipeline capacity, in Ingestion Compute Units.",
          },
          Status: {
            type: "string",
            enum: ["CREATING", "ACTIVE", "STARTING", "STOPPING", "STOPPED"],
            description: "The current status of the pipeline.",
          },
          CreatedAt: {
            type: "string",
            format: "date-time",
            description: "When the pipeline was created.",
          },
          LastUpdatedAt: {
            type: "string",
            format: "date-time",
            description: "When the pipeline was last updated.",
          },
        },
      },
      PipelineResponse: { type: "object", properties: { Pipeline: ref("Pipeline") } },
      ListPipelinesResponse: {
        type: "object",
        properties: {
          Pipelines: { type: "array", items: ref("Pipeline") },
          NextToken: { type: "string", description: "Token for the next page of results." },
        },
      },
    },
  },
});
