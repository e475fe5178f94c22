import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";

// fresh57 blind readers (N): LGTM's `requestAnalysis {"project-id":6}` answered with a task
// whose nested `"project":{"id":8,"name":"Project Orion"}`; InfluxDB's scraper made for the
// "Test bucket" (`bucketID` buc_1006) said `"bucket":"kassulke-backups"`.
const project = {
  type: "object",
  properties: { id: { type: "integer" }, name: { type: "string" }, url: { type: "string" } },
};
const DOC = {
  class_name: "CodeAnalysis",
  description: "Projects of source code, their analyses and the buckets their scrapers fill.",
  tools: [
    {
      name: "list_projects",
      description: "List projects.",
      input_schema: { type: "object", properties: {} },
      output_schema: { type: "array", items: project },
    },
    {
      name: "request_analysis",
      description: "Request an analysis of a project.",
      input_schema: {
        type: "object",
        properties: {
          project_id: { type: "integer", description: "The project to analyze." },
          commit: { type: "string" },
        },
        required: ["project_id"],
      },
      output_schema: {
        type: "object",
        properties: {
          id: { type: "integer" },
          status: { type: "string", enum: ["pending", "done"] },
          task_result: {
            type: "object",
            properties: { commit_id: { type: "string" }, project },
            required: ["commit_id", "project"],
          },
        },
        required: ["id", "status", "task_result"],
      },
    },
    {
      name: "list_buckets",
      description: "List buckets.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: {
          type: "object",
          properties: { bucket_id: { type: "string" }, name: { type: "string" } },
        },
      },
    },
    {
      name: "create_scraper",
      description: "Create a scraper target writing into a bucket.",
      input_schema: {
        type: "object",
        properties: { bucket_id: { type: "string" }, name: { type: "string" } },
        required: ["bucket_id", "name"],
      },
      output_schema: {
        type: "object",
        properties: {
          scraper_id: { type: "string" },
          name: { type: "string" },
          bucket_id: { type: "string" },
          bucket: { type: "string", description: "The name of the bucket." },
        },
      },
    },
  ],
};

type Json = Record<string, unknown>;

describe("a result shows the record its reference names", () => {
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  it("an analysis of project 2 nests project 2, a scraper of a bucket names that bucket", async () => {
    const r = await ingestFile({
      name: "analysis.envfactory-metadata.json",
      text: JSON.stringify(DOC),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const env = made.value;
    const projects = ((await env.call("list_projects", {})) as { result: Json[] }).result;
    const second = projects[1] as Json;
    const res = (await env.call("request_analysis", {
      project_id: second.id,
      commit: "abc123",
    })) as {
      ok: boolean;
      result: { task_result: { project: Json } };
    };
    expect(res.ok).toBe(true);
    expect(res.result.task_result.project.id).toBe(second.id);
    expect(res.result.task_result.project.name).toBe(second.name);
    const buckets = ((await env.call("list_buckets", {})) as { result: Json[] }).result;
    const bucket = buckets[2] as Json;
    const made2 = (await env.call("create_scraper", {
      bucket_id: bucket.bucket_id,
      name: "Node metrics",
    })) as { ok: boolean; result: Json };
    expect(made2.ok).toBe(true);
    expect(made2.result.bucket).toBe(bucket.name);
  });
});

// fresh57 readers (N): every LGTM project had the doc's `url-identifier` "g/apache/commons-io"
// while its url was example.com/projects/862 or …/projects/g/apache/commons-io.
const PROJECTS = {
  class_name: "Projects",
  description: "Projects of source code on a code analysis service.",
  tools: [
    {
      name: "list_projects",
      description: "List projects.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: {
          type: "object",
          properties: {
            id: { type: "integer" },
            name: { type: "string", example: "Apache Commons IO" },
            url: {
              type: "string",
              example: "https://lgtm.example.com/projects/g/apache/commons-io",
            },
            "url-identifier": {
              type: "string",
              description: "The identifier used in the URL of the project.",
              example: "g/apache/commons-io",
            },
          },
        },
      },
    },
  ],
};

describe("a record's identifier is its own and its address ends with it", () => {
  it("seeded projects have url-identifiers of their names, and urls ending with them", async () => {
    const r = await ingestFile({
      name: "projects.envfactory-metadata.json",
      text: JSON.stringify(PROJECTS),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    const rows = (b.value.initialState as Record<string, Json[]>).projects ?? [];
    const named = rows.filter((p) => typeof p.name === "string" && p["url-identifier"]);
    expect(named.length).toBeGreaterThan(3);
    expect(new Set(named.map((p) => p["url-identifier"])).size).toBe(named.length);
    for (const p of named) {
      const slug = String(p.name)
        .toLowerCase()
        .replace(/[^a-z0-9]+/g, "-");
      expect(String(p["url-identifier"]).endsWith(slug)).toBe(true);
      if (typeof p.url === "string") expect(p.url.endsWith(`/${p["url-identifier"]}`)).toBe(true);
    }
  });
});

// fresh57 readers (N): Kumpe's kid chore "Renew the car insurance" described as "Wash dishes and
// clean off counter", the doc's example text of its example chore "Wash Dishes".
const CHORES = {
  class_name: "Chores",
  description: "A family's chores for their kids.",
  tools: [
    {
      name: "list_chores",
      description: "List chores.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: {
          type: "object",
          properties: {
            choreNumber: { type: "integer" },
            choreName: { type: "string", example: "Wash Dishes" },
            choreDescription: { type: "string", example: "Wash dishes and clean off counter" },
            day: { type: "string", enum: ["Monday", "Tuesday", "Weekly"] },
          },
        },
      },
    },
  ],
};

describe("the doc's example text stays with the doc's example record", () => {
  it("a chore named otherwise is not described as washing the dishes", async () => {
    const r = await ingestFile({
      name: "chores.envfactory-metadata.json",
      text: JSON.stringify(CHORES),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    const rows = (b.value.initialState as Record<string, Json[]>).chores ?? [];
    const others = rows.filter(
      (c) => typeof c.choreName === "string" && c.choreName !== "Wash Dishes",
    );
    expect(others.length).toBeGreaterThan(2);
    for (const c of others)
      expect(c.choreDescription).not.toBe("Wash dishes and clean off counter");
  });
});

// fresh57 readers (N): LGTM's operation 8 nested `"project":{"id":1,"name":"Project Atlas"}`
// while project 1 is "Apache Commons IO", and operation 3 a project 51 there is none of.
const OPERATIONS = {
  class_name: "Operations",
  description: "Projects of source code and the operations run on them.",
  tools: [
    {
      name: "list_projects",
      description: "List projects.",
      input_schema: { type: "object", properties: {} },
      output_schema: { type: "array", items: project },
    },
    {
      name: "get_operation",
      description: "Get an operation.",
      input_schema: {
        type: "object",
        properties: { operation_id: { type: "integer" } },
        required: ["operation_id"],
      },
      output_schema: {
        type: "object",
        properties: {
          operation_id: { type: "integer" },
          status: { type: "string", enum: ["pending", "done"] },
          task_result: {
            type: "object",
            properties: { commit_id: { type: "string" }, project },
            required: ["commit_id", "project"],
          },
        },
        required: ["operation_id", "status", "task_result"],
      },
    },
    {
      name: "list_operations",
      description: "List operations.",
      input_schema: { type: "object", properties: {} },
      output_schema: {
        type: "array",
        items: { type: "object", properties: { operation_id: { type: "integer" } } },
      },
    },
  ],
};

describe("a record nested under its kind's name is one of the records there are", () => {
  it("an operation's project is a listed project, with that project's name", async () => {
    const r = await ingestFile({
      name: "operations.envfactory-metadata.json",
      text: JSON.stringify(OPERATIONS),
    });
    if (!r.ok) throw new Error(r.error.message);
    const b = await generateHeuristicBundle(r.value, { seed: 5 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    const env = made.value;
    try {
      const projects = ((await env.call("list_projects", {})) as { result: Json[] }).result;
      const ops = ((await env.call("list_operations", {})) as { result: Json[] }).result;
      expect(ops.length).toBeGreaterThan(2);
      for (const o of ops.slice(0, 4)) {
        const got = (await env.call("get_operation", { operation_id: o.operation_id })) as {
          ok: boolean;
          result: { task_result: { project: Json } };
        };
        expect(got.ok).toBe(true);
        const p = got.result.task_result.project;
        const same = projects.find((x) => x.id === p.id);
        expect(same, JSON.stringify(p)).toBeDefined();
        expect(p.name).toBe(same?.name);
      }
    } finally {
      env.dispose();
    }
  });
});
