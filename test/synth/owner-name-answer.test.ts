import { describe, expect, it } from "vitest";
import { confirmOf } from "../../src/core/synth/trajectory.js";
import { singleTurnTasks, specBundle } from "./helpers/spec-tasks.js";

/**
 * AppVeyor's `DELETE /projects/{accountName}/{projectSlug}/buildcache` (fresh52 dev, B): the answer
 * read "I've removed the project build cache "Crooks Group" for the project "Project Beacon"" —
 * the account's name said as the cache's own.
 */
const spec = {
  openapi: "3.0.0",
  info: { title: "AppVeyor excerpt", version: "1" },
  paths: {
    "/projects": {
      get: {
        operationId: "getProjects",
        summary: "Get projects",
        responses: {
          "200": {
            description: "Projects",
            content: {
              "application/json": {
                schema: { type: "array", items: { $ref: "#/components/schemas/Project" } },
              },
            },
          },
        },
      },
    },
    "/projects/{accountName}/{projectSlug}/buildcache": {
      delete: {
        operationId: "deleteProjectBuildCache",
        summary: "Delete project build cache",
        parameters: [
          { name: "accountName", in: "path", required: true, schema: { type: "string" } },
          { name: "projectSlug", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: { "204": { description: "Success" } },
      },
    },
  },
  components: {
    schemas: {
      Project: {
        type: "object",
        properties: {
          projectId: { type: "integer" },
          accountName: { type: "string" },
          name: { type: "string" },
          slug: { type: "string" },
          repositoryName: { type: "string" },
        },
      },
    },
  },
};

describe("a name of another thing is said as whose, never as the thing's own", () => {
  it("the build cache removed is never called by its account's name", async () => {
    const bundle = await specBundle(spec, "appveyor-excerpt.json", 5);
    const tasks = await singleTurnTasks(bundle, 12);
    const deletes = tasks.filter(({ task }) =>
      task.gold.calls.some((c) => c.tool === "deleteProjectBuildCache"),
    );
    expect(deletes.length).toBeGreaterThan(0);
    for (const { task } of deletes) {
      const account = task.gold.calls.find((c) => c.tool === "deleteProjectBuildCache")?.args
        .accountName as string;
      const said = confirmOf(task, 0) ?? "";
      expect(said, said).toMatch(/^I've removed/);
      expect(said, said).not.toContain(`cache "${account}"`);
    }
  });
});
