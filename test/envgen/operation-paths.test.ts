// Some APIs spell the operation in the path instead of the resource: OpenSearch Ingestion's
// `GET /2022-01-01/osis/getPipeline/{PipelineName}`, `GET /2022-01-01/osis/listPipelines`, and
// AWS's query protocol's `/#Action=CreateDomain` (CloudSearch, taken by GET and by POST alike).
// Read as a collection, each operation became a record kind of its own (`get_pipelines`,
// `list_pipelines`, `stop_pipelines`, `create_domains`, `describe_scaling_parameters`): the list
// a user saw was not what a get read or a stop changed, and a new pipeline never showed up in the
// list (f64-m59, m59-fresh62: 27 of 110 entities of the two specs). The path's operation names its
// record by its noun and its act by its verb.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { buildModel } from "../../src/core/envgen/model.js";
import { ingestFiles } from "../../src/core/ingest/index.js";
import { groundPlan } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { bundleOf } from "./helpers.js";

const fixture = (file: string) => new URL(`../fixtures/stop60/${file}`, import.meta.url);

async function toolsOf(name: string, text: string): Promise<ToolSpec[]> {
  const ing = await ingestFiles([{ name, text }]);
  return ing.docs[0]!.tools;
}

const specTools = (file: string) => toolsOf(file, readFileSync(fixture(file), "utf8"));

/** Entity names that open with a verb of the operation (`get_pipelines`, `describe_…`). */
const VERB_NAMED = /^(get|list|delete|describe|create|update|start|stop|define|tag|untag)_/;

type Json = Record<string, unknown>;

describe("an API whose paths spell its operations (OpenSearch Ingestion)", () => {
  it("keeps one pipelines collection for create, list, get, update, start, stop and delete", async () => {
    const tools = await specTools("amazonaws.com_osis.json");
    const info = (name: string) => inferToolKind(tools.find((t) => t.name === name)!, tools);
    expect(info("ListPipelines")).toMatchObject({ kind: "list", entity: "pipelines" });
    expect(info("CreatePipeline")).toMatchObject({ kind: "create", entity: "pipelines" });
    for (const [name, kind] of [
      ["GetPipeline", "read"],
      ["UpdatePipeline", "update"],
      ["StartPipeline", "action"],
      ["StopPipeline", "action"],
      ["DeletePipeline", "delete"],
    ] as const)
      expect(info(name), name).toMatchObject({
        kind,
        entity: "pipelines",
        idParam: "PipelineName",
      });
    // Sub-things stay their own kinds: a blueprint is listed and read as one.
    expect(info("GetPipelineBlueprint")).toMatchObject({
      kind: "read",
      entity: "pipeline_blueprints",
    });
    expect(info("ListPipelineBlueprints")).toMatchObject({
      kind: "list",
      entity: "pipeline_blueprints",
    });
    const entities = Object.keys(buildModel(tools).entities);
    expect(entities.filter((e) => VERB_NAMED.test(e))).toEqual([]);
    expect(entities).toContain("pipelines");
  });

  it("lists what a stop changed and a create made, as the get reads it", async () => {
    const b = await bundleOf(fixture("amazonaws.com_osis.json"));
    const opened = await createEnvInstance(b);
    if (!opened.ok) throw new Error(opened.error.message);
    const env = opened.value;
    const list = async () => {
      const r = await env.call("ListPipelines", {});
      if (!r.ok) throw new Error(JSON.stringify(r));
      return (r.result as { Pipelines: Json[] }).Pipelines;
    };
    const first = (await list())[0]!;
    expect(first.PipelineName).toEqual(expect.any(String));
    const stopped = await env.call("StopPipeline", { PipelineName: first.PipelineName });
    expect(stopped.ok).toBe(true);
    const got = await env.call("GetPipeline", { PipelineName: first.PipelineName });
    if (!got.ok) throw new Error(JSON.stringify(got));
    const pipeline = (got.result as { Pipeline: Json }).Pipeline;
    const again = (await list()).find((p) => p.PipelineName === first.PipelineName)!;
    expect(pipeline.CreatedAt).toBe(first.CreatedAt);
    expect(pipeline.Status).toBe(again.Status);
    const made = await env.call("CreatePipeline", {
      PipelineName: "log-ingest",
      MinUnits: 1,
      MaxUnits: 4,
      PipelineConfigurationBody: 'version: "2"',
    });
    expect(made.ok).toBe(true);
    expect((await list()).map((p) => p.PipelineName)).toContain("log-ingest");
    env.dispose();
  });
});

describe("a new pipeline's name", () => {
  it("is one no pipeline has yet, so the create grounds (no Conflict)", async () => {
    const b = await bundleOf(fixture("amazonaws.com_osis.json"));
    const seeded = (b.initialState as Record<string, Json[]>).pipelines!.map((p) => p.PipelineName);
    const made: unknown[] = [];
    for (let seed = 1; seed <= 6; seed++) {
      const r = await groundPlan(
        {
          id: "",
          seed,
          envs: [b.id],
          goal: "s1",
          steps: [
            {
              id: "s1",
              env: b.id,
              tool: "CreatePipeline",
              args: Object.fromEntries(
                ["PipelineName", "MinUnits", "MaxUnits", "PipelineConfigurationBody"].map((k) => [
                  k,
                  { from: "user" as const, value: undefined },
                ]),
              ),
            },
          ],
        },
        [b],
        createEnvInstance,
      );
      if (!r.ok) throw new Error(JSON.stringify(r));
      made.push((r.value.steps[0]?.grounded?.args as Json | undefined)?.PipelineName);
    }
    for (const name of made) expect(seeded).not.toContain(name);
  });
});

describe("an AWS query-protocol API (the operation in `Action=`, by GET and by POST)", () => {
  it("names a domain's and a suggester's collection by the action's noun, the kind by its verb", async () => {
    const tools = await specTools("amazonaws.com_cloudsearch.json");
    const info = (name: string) => inferToolKind(tools.find((t) => t.name === name)!, tools);
    for (const via of ["GET", "POST"]) {
      expect(info(`${via}_CreateDomain`), via).toMatchObject({ kind: "create", entity: "domains" });
      expect(info(`${via}_DeleteDomain`), via).toMatchObject({
        kind: "delete",
        entity: "domains",
        idParam: "DomainName",
      });
      expect(info(`${via}_DescribeDomains`), via).toMatchObject({
        kind: "list",
        entity: "domains",
      });
      expect(info(`${via}_DefineSuggester`), via).toMatchObject({
        kind: "create",
        entity: "suggesters",
      });
      expect(info(`${via}_DeleteSuggester`), via).toMatchObject({
        kind: "delete",
        entity: "suggesters",
      });
      expect(info(`${via}_UpdateScalingParameters`), via).toMatchObject({ kind: "update" });
    }
    const entities = Object.keys(buildModel(tools).entities);
    expect(entities.filter((e) => VERB_NAMED.test(e))).toEqual([]);
  });
});

describe("a REST API with one act spelled in a path", () => {
  it("still acts on the collection before it", async () => {
    const doc = {
      openapi: "3.0.0",
      info: { title: "Videos", version: "1" },
      paths: {
        "/videos": {
          get: { operationId: "listVideos", responses: { "200": { description: "" } } },
        },
        "/videos/{id}": {
          get: {
            operationId: "getVideo",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: { "200": { description: "" } },
          },
        },
        "/videos/{id}/rate": {
          put: {
            operationId: "rateVideo",
            parameters: [{ name: "id", in: "path", required: true, schema: { type: "string" } }],
            responses: { "204": { description: "" } },
          },
        },
        "/videos/upload-resumable": {
          post: { operationId: "uploadResumable", responses: { "200": { description: "" } } },
        },
      },
    };
    const tools = await toolsOf("videos.json", JSON.stringify(doc));
    const upload = tools.find((t) => t.name === "uploadResumable")!;
    expect(inferToolKind(upload, tools)).toMatchObject({ kind: "create", entity: "videos" });
  });
});
