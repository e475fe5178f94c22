import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { cli } from "./helpers.js";

const tmp = mkdtempSync(join(tmpdir(), "ef-hostile-names-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

const anyArgs = { type: "object", properties: {} };

describe("dictionary names and other scripts", () => {
  it("build keeps tools named constructor/toString, a required __proto__ property and a Cyrillic name", {
    timeout: 120_000,
  }, async () => {
    const doc = join(tmp, "proto.json");
    writeFileSync(
      doc,
      JSON.stringify({
        tools: [
          {
            name: "constructor",
            description: "Make a widget",
            inputSchema: {
              type: "object",
              properties: { name: { type: "string" } },
              required: ["name"],
            },
          },
          { name: "toString", description: "List widgets", inputSchema: anyArgs },
          {
            name: "get_thing",
            description: "Get a thing",
            inputSchema: {
              type: "object",
              properties: { ["__proto__"]: { type: "string" }, hasOwnProperty: { type: "string" } },
              required: ["__proto__"],
            },
          },
          {
            name: "получить_заметку",
            description: "Получить заметку",
            inputSchema: {
              type: "object",
              properties: { id: { type: "string" } },
              required: ["id"],
            },
          },
        ],
      }),
    );
    // A computed ["__proto__"] key is an own property, so the document really has it.
    expect(readFileSync(doc, "utf8")).toContain('"__proto__":{"type":"string"}');
    const out = join(tmp, "out");
    const r = await cli(["build", doc, "--out", out, "--json"]);
    expect(r.code, r.stderr).toBe(0);
    const summary = JSON.parse(r.stdout) as {
      envs: { ingested: number; kept: number; errors: string[] }[];
    };
    expect(summary.envs[0]).toMatchObject({ ingested: 4, kept: 4, errors: [] });
    const bundle = JSON.parse(readFileSync(join(out, "proto.envbundle.json"), "utf8")) as {
      tools: { name: string }[];
    };
    expect(bundle.tools.map((t) => t.name).sort()).toEqual(
      ["constructor", "get_thing", "poluchit_zametku", "toString"].sort(),
    );
  });

  it.each(["constructor", "toString", "__proto__", "hasOwnProperty", "valueOf"])(
    "synth's tool words for a tool named %s do not hit Object.prototype",
    (name) => {
      const w = toolWords({ name, description: name, inputSchema: anyArgs });
      expect(typeof w.noun).toBe("string");
      expect(typeof w.nounPlural).toBe("string");
    },
  );
});
