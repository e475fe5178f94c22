import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { extractToolsFromProse, generateLlmBundle } from "../../src/core/envgen/llm-envgen.js";
import type { IngestedDoc } from "../../src/core/ingest/index.js";
import { ModelUseLog } from "../../src/core/llm/model-use-log.js";
import { createScriptedClient } from "../../src/core/llm/scripted-client.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

const root = join(import.meta.dirname, "../..");
const notes = JSON.parse(
  readFileSync(join(root, "public/examples/notes.envbundle.json"), "utf8"),
) as EnvBundle;

const doc: IngestedDoc = {
  file: "notes.mcp.json",
  format: "mcp",
  name: "notes",
  title: "Notes",
  description: notes.description,
  domain: "productivity",
  tools: notes.tools.map(({ kind: _k, entity: _e, ...t }) => t),
  warnings: [],
};

const goodCode = notes.code;
// The bug a model might write: get_note returns the title string instead of the note object.
const buggyCode = goodCode.replace(
  "return view(find(state, args.note_id, env));",
  "return find(state, args.note_id, env).title;",
);

function written(code: string): string {
  return JSON.stringify({
    stateSchema: notes.stateSchema,
    initialState: notes.initialState,
    code,
    rules: ["a note can only be deleted once archived"],
  });
}

describe("envgen/llm with a scripted model (test double)", () => {
  it("catches a buggy handler by verification, revises it, and keeps the verified version", async () => {
    expect(buggyCode).not.toBe(goodCode);
    const llm = createScriptedClient([written(buggyCode), written(goodCode)]);
    const log = new ModelUseLog();
    const made = await generateLlmBundle(doc, { llm, seed: 7, rounds: 2, log });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const { rounds, bundle, report, generator } = made.value;

    expect(rounds).toHaveLength(2);
    expect(rounds[0]!.verified).toBeLessThan(rounds[0]!.total);
    expect(rounds[0]!.failures.join("\n")).toMatch(/get_note/);
    // The failure went back to the model as revision input.
    expect(JSON.stringify(llm.requests[1]!.messages)).toMatch(/get_note/);
    expect(rounds[1]!.verified).toBe(rounds[1]!.total);

    expect(generator).toBe("llm/v1");
    expect(report.passed).toBe(true);
    expect(bundle.provenance).toMatchObject({ generator: "llm/v1", round: 2 });
    expect(bundle.tools.map((t) => t.name).sort()).toEqual(doc.tools.map((t) => t.name).sort());

    // The documented business rule is enforced by the winning bundle.
    const env = await createEnvInstance(bundle);
    expect(env.ok).toBe(true);
    if (!env.ok) return;
    const out = await env.value.call("delete_note", { note_id: "note_1" });
    expect(out).toMatchObject({ ok: false, error: { code: "NotArchived" } });
    env.value.dispose();
    expect(log.summary().envgen).toMatchObject({ accepted: 1 });
  });

  it("falls back to the heuristic bundle when the model only answers junk", async () => {
    const llm = createScriptedClient(["I cannot do that", "still not JSON", "{}"]);
    const log = new ModelUseLog();
    const made = await generateLlmBundle(doc, { llm, seed: 7, rounds: 0, log });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    expect(made.value.generator).toBe("heuristic/v1");
    expect(made.value.rounds[0]!.outcome).toBe("bad-output");
    expect(made.value.bundle.provenance?.generator).toBe("heuristic/v1");
    expect(log.summary().envgen?.fallback).toBe(1);
  });

  it("stops asking when the model is unreachable", async () => {
    const llm = createScriptedClient([{ error: "llm/timeout" }]);
    const made = await generateLlmBundle(doc, { llm, seed: 7, rounds: 3 });
    expect(made.ok && made.value.rounds.map((r) => r.outcome)).toEqual(["model-unavailable"]);
    expect(llm.requests).toHaveLength(1);
  });

  it("runs model-proposed scenarios in the sandbox; only their real outcomes count", async () => {
    const scenarios = {
      scenarios: [
        {
          name: "active notes cannot be deleted",
          calls: [
            { tool: "create_note", args: { title: "Scratch" }, expect: "ok" },
            { tool: "delete_note", args: { note_id: "note_4" }, expect: { error: "NotArchived" } },
          ],
        },
        // The model is wrong here: the sandbox answers NotFound, and that is what counts.
        {
          name: "a missing note",
          calls: [{ tool: "get_note", args: { note_id: "note_999" }, expect: "ok" }],
        },
      ],
    };
    const llm = createScriptedClient([written(goodCode), JSON.stringify(scenarios)]);
    const log = new ModelUseLog();
    const made = await generateLlmBundle(doc, { llm, seed: 7, rounds: 0, scenarios: true, log });
    expect(made.ok).toBe(true);
    if (!made.ok) return;
    const [round] = made.value.rounds;
    expect(round?.scenarioFailures).toHaveLength(1);
    expect(round?.scenarioFailures[0]).toMatch(
      /a missing note.*get_note.*expected success, got NotFound/,
    );
    expect(log.summary().scenarios?.accepted).toBe(1);
  });

  it("reads tools from prose docs with a model", async () => {
    const prose = readFileSync(join(root, "test/fixtures/ingest/library-loans.md"), "utf8");
    const llm = createScriptedClient([
      JSON.stringify({
        name: "Library Loans",
        description: "Borrow and return books.",
        tools: [
          {
            name: "borrow_book",
            description: "Borrow a book.",
            inputSchema: {
              type: "object",
              properties: { isbn: { type: "string" } },
              required: ["isbn"],
            },
          },
        ],
      }),
    ]);
    const got = await extractToolsFromProse({ name: "library-loans.md", text: prose }, llm, {
      seed: 1,
    });
    expect(got.ok && got.value.name).toBe("library-loans");
    expect(got.ok && got.value.tools[0]?.source).toEqual({
      format: "prose",
      file: "library-loans.md",
      pointer: "/tools/0",
    });
    expect(JSON.stringify(llm.requests[0]!.messages)).toContain("library");
  });
});
