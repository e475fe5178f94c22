import { describe, expect, it } from "vitest";
import { exampleFiles } from "../../src/app/controller.js";
import { formatDuration, rateAndEta } from "../../src/app/format.js";
import { qualityFigures } from "../../src/app/quality.js";
import { collectArgs, formFields } from "../../src/app/schema-form.js";
import {
  DEFAULT_SETTINGS,
  getApiKey,
  loadSettings,
  saveSettings,
  setApiKey,
} from "../../src/app/settings.js";
import { diffStates } from "../../src/app/state-diff.js";
import type { EnvBundle, Task } from "../../src/core/schema/index.js";

class MemoryStorage implements Storage {
  private m = new Map<string, string>();
  get length() {
    return this.m.size;
  }
  clear() {
    this.m.clear();
  }
  getItem(k: string) {
    return this.m.get(k) ?? null;
  }
  key(i: number) {
    return [...this.m.keys()][i] ?? null;
  }
  removeItem(k: string) {
    this.m.delete(k);
  }
  setItem(k: string, v: string) {
    this.m.set(k, v);
  }
}

describe("state diff", () => {
  it("reports the changed field, not the whole record, with escaped pointers", () => {
    const before = { orders: [{ id: "o1", status: "pending" }], "a/b": 1, gone: true };
    const after = { orders: [{ id: "o1", status: "cancelled" }, { id: "o2" }], "a/b": 2 };
    expect(diffStates(before, after)).toEqual([
      { path: "/a~1b", op: "changed", before: 1, after: 2 },
      { path: "/gone", op: "removed", before: true },
      { path: "/orders/0/status", op: "changed", before: "pending", after: "cancelled" },
      { path: "/orders/1", op: "added", after: { id: "o2" } },
    ]);
    expect(diffStates({ a: [1] }, { a: [1] })).toEqual([]);
  });
});

describe("form from an input schema", () => {
  const schema = {
    type: "object",
    properties: {
      title: { type: "string", description: "Note title" },
      count: { type: "integer" },
      price: { type: ["number", "null"] },
      urgent: { type: "boolean" },
      status: { type: "string", enum: ["open", "closed"] },
      due: { type: "string", format: "date" },
      tags: { type: "array", items: { type: "string" } },
    },
    required: ["title"],
  };

  it("picks a control per property type and marks required fields", () => {
    const fields = formFields(schema);
    expect(fields.map((f) => [f.name, f.control, f.required])).toEqual([
      ["title", "text", true],
      ["count", "integer", false],
      ["price", "number", false],
      ["urgent", "checkbox", false],
      ["status", "select", false],
      ["due", "date", false],
      ["tags", "json", false],
    ]);
    expect(fields[4]!.options).toEqual(["open", "closed"]);
  });

  it("turns raw values into typed arguments and names the field that is wrong", () => {
    const fields = formFields(schema);
    expect(
      collectArgs(fields, { title: "Hi", count: "3", price: "", urgent: true, tags: '["a"]' }),
    ).toEqual({ ok: true, args: { title: "Hi", count: 3, urgent: true, tags: ["a"] } });
    expect(collectArgs(fields, { count: "2.5" })).toMatchObject({ ok: false, field: "count" });
    expect(collectArgs(fields, { tags: "[oops" })).toMatchObject({ ok: false, field: "tags" });
  });
});

describe("settings", () => {
  it("round-trip the non-secret settings and fall back to defaults on garbage", () => {
    const storage = new MemoryStorage();
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
    saveSettings({ ...DEFAULT_SETTINGS, model: "openai", baseUrl: "https://x/v1" }, storage);
    expect(loadSettings(storage)).toMatchObject({ model: "openai", baseUrl: "https://x/v1" });
    storage.setItem("envfactory.settings.v1", '{"model":"evil","baseUrl":5}');
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
    storage.setItem("envfactory.settings.v1", "{not json");
    expect(loadSettings(storage)).toEqual(DEFAULT_SETTINGS);
  });

  it("keep the API key out of saved settings, and in sessionStorage only when asked", () => {
    const local = new MemoryStorage();
    const session = new MemoryStorage();
    setApiKey("sk-secret", false, session);
    saveSettings(loadSettings(local), local);
    expect(getApiKey(session)).toBe("sk-secret");
    expect(session.length).toBe(0);
    expect(
      JSON.stringify([...Array(local.length)].map((_, i) => local.getItem(local.key(i)!))),
    ).not.toContain("sk-secret");
    setApiKey("sk-secret", true, session);
    expect(session.getItem("envfactory.apiKey")).toBe("sk-secret");
    setApiKey("", false, session);
    expect(session.length).toBe(0);
  });
});

describe("examples index", () => {
  it("reads every usual shape and refuses paths that climb out", () => {
    expect(exampleFiles({ examples: [{ file: "a.json" }, { path: "b.yaml" }] })).toEqual([
      "a.json",
      "b.yaml",
    ]);
    expect(exampleFiles(["x.json", "../secret"])).toEqual(["x.json"]);
    expect(exampleFiles({ files: ["y.json"] })).toEqual(["y.json"]);
    expect(exampleFiles(null)).toEqual([]);
  });
});

describe("progress figures", () => {
  it("rate and ETA follow from what is done", () => {
    expect(rateAndEta(10, 40, 0, 5000)).toEqual({ perSecond: 2, etaMs: 15000 });
    expect(rateAndEta(0, 40, 0, 5000).etaMs).toBeUndefined();
    expect(formatDuration(125_000)).toBe("2m 05s");
    expect(formatDuration(undefined)).toBe("—");
  });
});

describe("quality figures", () => {
  const bundle = { id: "b1", tools: [{ name: "a" }, { name: "b" }] } as unknown as EnvBundle;
  const task = (checks: [string, boolean][], tools: string[], turns = 1) =>
    ({
      envs: [{ bundleId: "b1", initialState: {} }],
      turns: Array.from({ length: turns }, () => ({ user: "hi" })),
      gold: { calls: tools.map((tool) => ({ tool, args: {}, masked: [] })) },
      checks: checks.map(([name, passed]) => ({ name, passed, evidence: "" })),
    }) as unknown as Task;

  it("computes leak rate, solvability, replay and coverage from checks and batches", () => {
    const q = qualityFigures(
      [
        task(
          [
            ["no-leak", true],
            ["solvable", true],
          ],
          ["a"],
          2,
        ),
        task(
          [
            ["no-leak", false],
            ["solvable", true],
          ],
          ["a"],
        ),
      ],
      [],
      [bundle],
      [{ kept: 2, replayExactness: 1 }],
    );
    expect(q).toMatchObject({
      leakRate: 0.5,
      solvability: 1,
      replay: 1,
      toolCoverage: 0.5,
      multiTurnShare: 0.5,
    });
  });
});
