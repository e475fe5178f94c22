import { describe, expect, it } from "vitest";
import { viaField } from "../../src/core/synth/build-task.js";

// AppVeyor (fresh52, blind readers F): `deleteEnvironment {deploymentEnvironmentId}` with the id
// read off `getEnvironments` asked "remove the same deployment environment as the environment
// called Preview" — one record named twice.
describe("a record picked by its own id field", () => {
  it("is no other record's: the field's last word is the record's noun", () => {
    expect(viaField("deploymentEnvironmentId", "environment")).toBeUndefined();
    expect(viaField("[5].deploymentEnvironmentId", "environment")).toBeUndefined();
  });
  // The bundled helpdesk's decide_leave_request: "approve the same request as my leave request".
  it("nor is a field named by the noun's last word: a leave request's request_id", () => {
    expect(viaField("request_id", "leave request")).toBeUndefined();
    expect(viaField("project_id", "project task")).toBe("project");
  });
  it("an id of another record still says which: a task's project", () => {
    expect(viaField("project_id", "task")).toBe("project");
    expect(viaField("parentEnvironmentId", "environment")).toBe("parent environment");
  });
});

describe("a string handed back as it was given", () => {
  it("answers nothing: binarize answered 'PNG' for imageFile 'PNG' (fresh52 OCR)", async () => {
    const { answerFactsFrom } = await import("../../src/core/synth/build-task.js");
    const { toolWords } = await import("../../src/core/synth/tool-words.js");
    const w = toolWords({
      name: "Preprocessing_Binarize",
      description: "Convert an image of text into a binary (light and dark) view",
      kind: "compute",
      inputSchema: {
        type: "object",
        properties: { imageFile: { type: "string", format: "binary" } },
      },
    });
    const facts = answerFactsFrom({ ok: true, result: "PNG" }, "s1", w, 0, {
      args: { imageFile: "PNG" },
      argNames: ["imageFile"],
    });
    expect(facts).toEqual([]);
  });
});
