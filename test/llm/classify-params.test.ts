import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { classifyParamsWithModel } from "../../src/core/llm/classify-params.js";
import { ModelUseLog } from "../../src/core/llm/model-use-log.js";
import { createScriptedClient } from "../../src/core/llm/scripted-client.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

const notes = JSON.parse(
  readFileSync(join(import.meta.dirname, "../../public/examples/notes.envbundle.json"), "utf8"),
) as EnvBundle;

function inputOf(graph: ReturnType<typeof buildToolGraph>, node: string, param: string) {
  return graph.getNodeAttributes(node).inputs.find((i) => i.name === param);
}

describe("user-providable classification by a model (scripted test double)", () => {
  it("overrides the heuristic where the model answered and ignores params that do not exist", async () => {
    const heuristic = buildToolGraph([notes]);
    const before = inputOf(heuristic, "notes/get_note", "note_id");
    expect(before?.userProvidable).toBe(false);

    const llm = createScriptedClient([
      JSON.stringify({
        params: [
          {
            tool: "get_note",
            param: "note_id",
            userProvidable: true,
            reason: "note ids are shown to users",
          },
          { tool: "get_note", param: "invented", userProvidable: true, reason: "hallucinated" },
        ],
      }),
    ]);
    const log = new ModelUseLog();
    const { verdicts, hook } = await classifyParamsWithModel([notes], llm, { log });
    expect([...verdicts.keys()]).toEqual(["notes/get_note/note_id"]);
    const graph = buildToolGraph([notes], { userProvidable: hook });
    expect(inputOf(graph, "notes/get_note", "note_id")?.userProvidable).toBe(true);
    expect(inputOf(graph, "notes/update_note", "note_id")?.userProvidable).toBe(
      before?.userProvidable,
    );
    expect(log.summary()["classify-params"]?.accepted).toBe(1);
  });

  it("leaves everything to the heuristic when the model fails", async () => {
    const { verdicts } = await classifyParamsWithModel(
      [notes],
      createScriptedClient([{ error: "llm/http" }]),
    );
    expect(verdicts.size).toBe(0);
  });
});
