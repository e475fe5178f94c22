import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { restoresNothingKept } from "../../src/core/plan/semantics.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import { bundleOfDoc, bundleOfFixture, okJson } from "../helpers/doc-env.js";

// Service Management's `services.undelete` ("Revives a previously deleted managed service … The
// target service must exist and must have been deleted within the last 30 days") was a goal on
// services that cannot be deleted and kept: "restore inventory-worker" succeeded on a service the
// list had just shown live (fresh70 blind readers M).

const FIXTURE = "stop66/servicemanagement-services.json";

/** A notes API whose notes keep their deletion in a status, with a restore that brings one back. */
const notes = (statuses: string[]) => ({
  openapi: "3.0.0",
  info: { title: "Notes", version: "1" },
  paths: {
    "/notes": {
      get: {
        operationId: "listNotes",
        responses: okJson({ type: "array", items: { $ref: "#/components/schemas/Note" } }),
      },
    },
    "/notes/{noteId}:undelete": {
      post: {
        operationId: "undeleteNote",
        description: "Restores a previously deleted note.",
        parameters: [{ name: "noteId", in: "path", required: true, schema: { type: "string" } }],
        responses: okJson({ $ref: "#/components/schemas/Note" }),
      },
    },
  },
  components: {
    schemas: {
      Note: {
        type: "object",
        properties: {
          noteId: { type: "string" },
          title: { type: "string" },
          status: { type: "string", enum: statuses },
        },
      },
    },
  },
});

describe("a restore of deleted records is a goal only where deleted records are kept", () => {
  it("Service Management's undelete restores nothing the environment keeps", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const undelete = b.tools.find((t) => t.name === "servicemanagement_services_undelete")!;
    const del = b.tools.find((t) => t.name === "servicemanagement_services_delete")!;
    expect(restoresNothingKept(b, undelete)).toBe(true);
    expect(restoresNothingKept(b, del)).toBe(false);
  });

  it("a restore on records with a deleted state stays a goal", async () => {
    const kept = await bundleOfDoc(notes(["ACTIVE", "DELETED"]), "notes.json", 1);
    const gone = await bundleOfDoc(notes(["ACTIVE", "ARCHIVED"]), "notes.json", 1);
    const tool = (b: typeof kept) => b.tools.find((t) => t.name === "undeleteNote")!;
    expect(restoresNothingKept(kept, tool(kept))).toBe(false);
    expect(restoresNothingKept(gone, tool(gone))).toBe(true);
  });

  it("no sampled plan undeletes a service", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const { plans } = await sampleGroundedPlans([b], buildToolGraph([b]), {
      seed: 42,
      count: 20,
      openEnv: createEnvInstance,
    });
    expect(plans.length).toBeGreaterThan(3);
    for (const p of plans)
      for (const s of p.steps) expect(s.tool).not.toBe("servicemanagement_services_undelete");
  }, 120_000);
});
