import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * A call costs what its answer costs (issue 16): a task's answer shows its project's id, so the
 * project it refers to (and the big settings object the task answer never shows) is looked up but
 * never copied. The state is read through a proxy that counts reads inside the project's settings,
 * as the sandbox's journal proxies see them.
 */
const settings = Object.fromEntries(
  Array.from({ length: 40 }, (_, i) => [`option_${i}`, { type: "string" }]),
);
const spec = {
  openapi: "3.0.0",
  info: { title: "Tracker", version: "1" },
  paths: {
    "/projects/{project_id}": {
      get: {
        operationId: "getProject",
        parameters: [
          { name: "project_id", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: {
          "200": {
            description: "ok",
            content: { "application/json": { schema: { $ref: "#/components/schemas/Project" } } },
          },
        },
      },
    },
    "/tasks": {
      get: {
        operationId: "listTasks",
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    tasks: { type: "array", items: { $ref: "#/components/schemas/TaskSummary" } },
                  },
                },
              },
            },
          },
        },
      },
    },
    "/tasks/{task_id}": {
      get: {
        operationId: "getTask",
        parameters: [{ name: "task_id", in: "path", required: true, schema: { type: "string" } }],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": { schema: { $ref: "#/components/schemas/TaskSummary" } },
            },
          },
        },
      },
    },
  },
  components: {
    schemas: {
      Project: {
        type: "object",
        properties: {
          project_id: { type: "string" },
          name: { type: "string" },
          settings: { type: "object", properties: settings },
        },
      },
      TaskSummary: {
        type: "object",
        properties: {
          task_id: { type: "string" },
          title: { type: "string" },
          project_id: { type: "string" },
          notes: { type: "object", properties: settings },
        },
      },
    },
  },
};

type Json = Record<string, unknown>;

async function handlersOf(
  code: string,
): Promise<Record<string, (s: unknown, a: unknown, e: unknown) => unknown>> {
  const mod = await import(`data:text/javascript,${encodeURIComponent(code)}`);
  return mod.default;
}

describe("a call's cost follows its answer", () => {
  it("copies no part of a record the answer does not show", async () => {
    const doc = await ingestFile({ name: "tracker.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const made = await generateHeuristicBundle(doc.value, { seed: 1 });
    if (!made.ok) throw new Error(made.error.message);
    const handlers = await handlersOf(made.value.code);
    const state = JSON.parse(JSON.stringify(made.value.initialState)) as Record<string, Json[]>;
    const projects = state.projects ?? [];
    const tasks = state.tasks ?? [];
    expect(projects.length).toBeGreaterThan(0);
    expect(tasks.length).toBeGreaterThan(0);
    // Every task is under a project with big settings and big notes of its own.
    for (const p of projects)
      p.settings = Object.fromEntries(
        Object.keys(settings).map((k) => [k, `${k} of ${p.project_id}`]),
      );
    for (const t of tasks) {
      t.project_id = projects[0]!.project_id;
      t.notes = Object.fromEntries(Object.keys(settings).map((k) => [k, `${k} of ${t.task_id}`]));
    }
    let reads = 0;
    const counted = new WeakSet<object>();
    for (const p of projects) counted.add(p.settings as object);
    const proxies = new WeakMap<object, object>();
    const wrap = (v: object): object => {
      let p = proxies.get(v);
      if (!p) {
        p = new Proxy(v, {
          get(t, k) {
            if (counted.has(t)) reads++;
            const x = (t as Record<string | symbol, unknown>)[k];
            return typeof x === "object" && x !== null ? wrap(x) : x;
          },
        });
        proxies.set(v, p);
      }
      return p;
    };
    let n = 0;
    const env = {
      now: () => "2024-01-01T00:00:00.000Z",
      id: (p: string) => `${p}_${++n}`,
      fail: (code: string, m: string) => {
        throw new Error(`${code}: ${m}`);
      },
    };
    const one = handlers.getTask!(wrap(state), { task_id: tasks[0]!.task_id }, env) as Json;
    const list = handlers.listTasks!(wrap(state), {}, env) as Json;
    // The answers show what their schema holds: the task, its project's id, its notes.
    expect(one.project_id).toBe(projects[0]!.project_id);
    expect((one.notes as Json).option_3).toBe(`option_3 of ${tasks[0]!.task_id}`);
    expect((list.tasks as Json[]).length).toBe(tasks.length);
    // The project's settings, shown by neither answer, were never read.
    expect(reads).toBe(0);
  });
});
