import { describe, expect, it } from "vitest";
import { enumLabels } from "../../src/core/domain/enum-labels.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, confirmation, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { readFixture } from "../envgen/helpers.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

// Answers the fresh68 blind readers marked B (stop 63: 9 and 16 of 30): a result without the
// field asked for, records named by their uploader, an enum's description read as its value.

type Rec = Record<string, unknown>;

function answer(spec: ToolSpec, result: unknown, args: Rec = {}): string {
  const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, {
    docs: fieldDocs(spec.outputSchema),
    args,
    argNames: Object.keys(args),
  });
  return finalAnswer(facts, false);
}

describe("Open Skills /jobs/normalize answers the canonical title it documents", () => {
  it("holds a job title in every normalized job and names it in the answer", async () => {
    for (const seed of [1, 2]) {
      const b = await bundleOfFixture("stop64/openskills-normalize.local.json", seed);
      const spec = b.tools.find((t) => t.name === "get_jobs_normalize")!;
      const rows = (b.initialState as Record<string, Rec[]>)[spec.entity ?? ""] ?? [];
      expect(rows.length).toBeGreaterThan(0);
      // `title` is "Job title for the synonymous job title": a job title, never left out.
      for (const r of rows) expect(String(r.title ?? "")).toMatch(/^[A-Z][a-z]+(?: [A-Z][a-z]+)*$/);
      const env = await envOf(b);
      const args = { job_title: String(rows[0]!.job_title ?? rows[0]!.title) };
      const got = await env.call("get_jobs_normalize", args);
      expect(got.ok).toBe(true);
      const result = (got as { result: unknown }).result as Rec[];
      expect(result.length).toBeGreaterThan(0);
      const said = answer(spec, result, args);
      expect(said).toContain(String(result[0]!.title));
      expect(said).not.toMatch(/relevance score of/);
    }
  });

  it("titles the jobs list with job titles, never background-task names", async () => {
    const b = await bundleOfFixture("stop64/openskills-normalize.local.json", 1);
    const jobs = (b.initialState as Record<string, Rec[]>).jobs ?? [];
    expect(jobs.length).toBeGreaterThan(0);
    for (const j of jobs) expect(String(j.title)).not.toMatch(/^[a-z]+(?:-[a-z]+)+$/);
  });
});

describe("The Noun Project's recent uploads are icons, named by their term", () => {
  it("lists icons for /icons/recent_uploads and names each by what it shows", async () => {
    const b = await bundleOfFixture("stop64/nounproject-recent.local.json", 1);
    const spec = b.tools.find((t) => t.name === "getRecentIcons")!;
    expect(spec.entity).toBe("icons");
    const env = await envOf(b);
    const got = await env.call("getRecentIcons", {});
    expect(got.ok).toBe(true);
    const result = (got as { result: unknown }).result;
    const said = answer(spec, result);
    expect(said).not.toMatch(/\bone by\b/);
    // The terms are things an icon shows, not the API's own nouns ("upload", "icon").
    const icons = (b.initialState as Record<string, Rec[]>).icons ?? [];
    for (const i of icons)
      expect(String(i.term)).not.toMatch(/^(?:upload|icon|collection|usage)s?$/);
    // Each icon its own term: "car (limit to public domain 2) … car (limit to public domain 45)".
    expect(new Set(icons.map((i) => i.term)).size).toBe(icons.length);
    const term = String(icons.find((i) => said.includes(String(i.term)))?.term ?? "");
    expect(term).not.toBe("");
  });
});

describe("an enum's description sentence is no label (Amazon MWAA EnvironmentStatus)", () => {
  const description =
    "<p>The status of the Amazon MWAA environment. Valid values:</p> <ul> <li> <p> <code>CREATING</code> - Indicates the request to create the environment is in progress.</p> </li> <li> <p> <code>AVAILABLE</code> - Indicates the request was successful and the environment is ready to use.</p> </li> <li> <p> <code>DELETING</code> - Indicates the request to delete the environment is in progress.</p> </li> <li> <p> <code>UNAVAILABLE</code> - Indicates the request failed, but the environment was unable to rollback and is not in a stable state.</p> </li> </ul>";
  const status = {
    type: "string",
    enum: ["CREATING", "AVAILABLE", "DELETING", "UNAVAILABLE"],
    description,
  };

  it("reads no label off 'X - Indicates …'", () => {
    expect([...enumLabels(status).values()]).toEqual([]);
  });

  it("says the status, never 'is indicates the request failed'", () => {
    const spec: ToolSpec = {
      name: "GetEnvironment",
      description: "Describes an Amazon Managed Workflows for Apache Airflow (MWAA) environment.",
      inputSchema: {
        type: "object",
        properties: { Name: { type: "string" } },
        required: ["Name"],
      },
      outputSchema: {
        type: "object",
        properties: {
          Environment: {
            type: "object",
            properties: { Name: { type: "string" }, Status: status },
          },
        },
      },
    };
    const said = answer(
      spec,
      { Environment: { Name: "Demo", Status: "UNAVAILABLE" } },
      { Name: "Demo" },
    );
    expect(said).not.toMatch(/indicates/i);
    expect(said).toMatch(/unavailable/i);
  });
});

describe("an act done on a device is said on it (bundled smart home speak)", () => {
  it("'played the message out loud on the device', never 'for the device'", () => {
    const doc = readFixture("smart-home.mcp.json") as { tools: Rec[] };
    const raw = doc.tools.find((t) => t.name === "speak")!;
    const spec: ToolSpec = {
      name: "speak",
      description: String(raw.description),
      inputSchema: raw.inputSchema as ToolSpec["inputSchema"],
    };
    const said = confirmation(
      toolWords(spec),
      { ok: true, result: { device_id: "dev_1003", spoken: true } },
      { name: "Nursery speaker", noun: "device" },
    );
    expect(said).toMatch(/ on the device "Nursery speaker"\.$/);
  });
});

describe("bundled examples: a spend says its amount, slots come in time order", () => {
  const tool = (name: string, description: string): ToolSpec => ({
    name,
    description,
    inputSchema: { type: "object", properties: { employee_id: { type: "string" } } },
  });

  it("'an equipment one for £65.95 on December 2, 2025' (helpdesk list_expenses)", () => {
    const said = answer(
      tool("list_expenses", "List expense claims, optionally for one employee or status."),
      {
        expenses: [
          {
            expense_id: "exp_1002",
            employee_id: "emp_1003",
            status: "submitted",
            currency: "GBP",
            category: "equipment",
            amount: 65.95,
            description: "Replacement laptop charger",
            spent_on: "2025-12-02",
          },
        ],
      },
      { employee_id: "emp_1003" },
    );
    expect(said).toMatch(/an equipment one for £65\.95 on December 2, 2025/);
  });

  it("open slots said earliest first (clinic list_open_slots)", () => {
    const said = answer(tool("list_open_slots", "List open appointment slots of a doctor."), {
      slots: [
        { doctor_id: "doc_1002", slot_id: "slo_1001", start_time: "2026-01-11T15:15:00Z" },
        { doctor_id: "doc_1002", slot_id: "slo_1002", start_time: "2026-02-01T11:00:00Z" },
        { doctor_id: "doc_1002", slot_id: "slo_1008", start_time: "2026-01-11T11:45:00Z" },
      ],
    });
    const at = (s: string) => said.indexOf(s);
    expect(at("11:45 am")).toBeGreaterThan(-1);
    expect(at("11:45 am")).toBeLessThan(at("3:15 pm"));
    expect(at("3:15 pm")).toBeLessThan(at("Feb 1"));
  });
});
