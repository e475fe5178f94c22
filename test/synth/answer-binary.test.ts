import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// fresh15 credas GetScanReportPdf: "The scan report pdf is c2FtcGxl." — the result is a file's
// bytes (`format: byte`, "PDF document … as a byte stream"), no fact to read out.
const getPdf: ToolSpec = {
  name: "GetScanReportPdf",
  description:
    "Returns a detailed report on the analysis that has taken place of a scanned document",
  kind: "read",
  inputSchema: {
    type: "object",
    properties: { scanId: { type: "string", format: "uuid" } },
    required: ["scanId"],
  },
  outputSchema: {
    type: "string",
    format: "byte",
    description: "PDF document containing detail analysis of scanned documents as a byte stream.",
  },
};

describe("a file's bytes are said as the file, not read out", () => {
  it('"the scan report is a PDF of 51 bytes", never its base64', () => {
    const bytes = "JVBERi0xLjcKJeLjz9MKMSAwIG9iago8PCAvVHlwZSAvQ2F0YWxvZyA+PgplbmRvYmoK";
    const facts = answerFactsFrom({ ok: true, result: bytes }, "s1", toolWords(getPdf), 0, {
      docs: fieldDocs(getPdf.outputSchema),
    });
    const answer = finalAnswer(facts, false);
    expect(answer).not.toContain(bytes);
    expect(answer).toMatch(/\bPDF\b/);
    expect(answer).toMatch(/\b51 bytes\b/);
  });

  it("a plain text result is still read out", () => {
    const spec = { ...getPdf, outputSchema: { type: "string", description: "The report title" } };
    const facts = answerFactsFrom(
      { ok: true, result: "Quarterly scan" },
      "s1",
      toolWords(spec),
      0,
      {
        docs: fieldDocs(spec.outputSchema),
      },
    );
    expect(finalAnswer(facts, false)).toContain("Quarterly scan");
  });
});

describe("a bare result keeps its response's doc", () => {
  it("credas: the PDF's description is the response's", async () => {
    const { ingestFile } = await import("../../src/core/ingest/index.js");
    const spec = {
      openapi: "3.0.1",
      info: { title: "Scans", version: "1" },
      paths: {
        "/api/images/scan-report-pdf/{scanId}": {
          get: {
            operationId: "GetScanReportPdf",
            parameters: [
              {
                in: "path",
                name: "scanId",
                required: true,
                schema: { type: "string", format: "uuid" },
              },
            ],
            responses: {
              "200": {
                description:
                  "PDF document containing detail analysis of scanned documents as a byte stream.",
                content: { "application/json": { schema: { format: "byte", type: "string" } } },
              },
            },
          },
        },
      },
    };
    const doc = await ingestFile({ name: "credas.json", text: JSON.stringify(spec) });
    if (!doc.ok) throw new Error(doc.error.message);
    const out = doc.value.tools[0]?.outputSchema as Record<string, unknown>;
    expect(out.description).toMatch(/^PDF document/);
    expect(fieldDocs(out)[""]?.format).toBe("byte");
  });
});

describe("the environment hands back a file of the kind the doc says", () => {
  it("a PDF's bytes start %PDF, not the six bytes of 'sample'", async () => {
    const { ingestFile } = await import("../../src/core/ingest/index.js");
    const { generateHeuristicBundle } = await import("../../src/core/envgen/index.js");
    const { createEnvInstance } = await import("../../src/core/sandbox/index.js");
    const doc = await ingestFile({
      name: "scans.mcp.json",
      text: JSON.stringify({ tools: [getPdf] }),
    });
    if (!doc.ok) throw new Error(doc.error.message);
    const b = await generateHeuristicBundle(doc.value, { seed: 15 });
    if (!b.ok) throw new Error(b.error.message);
    const made = await createEnvInstance(b.value);
    if (!made.ok) throw new Error(made.error.message);
    try {
      const r = (await made.value.call("GetScanReportPdf", {
        scanId: "f697860f-e365-4467-a809-fdd5d30a1c23",
      })) as { ok: boolean; result?: unknown };
      expect(r.ok).toBe(true);
      const pdf = Buffer.from(String(r.result), "base64").toString("latin1");
      expect(pdf.startsWith("%PDF-")).toBe(true);
    } finally {
      made.value.dispose();
    }
  });
});

// fresh39 dev (1Password Connect): "The heartbeat is." over a heartbeat that returns ".", and the
// whole Prometheus metrics page quoted in one sentence.
describe("a reply with nothing to say, or a whole document, is no fact", () => {
  const spec = (name: string, description: string): ToolSpec => ({
    name,
    description,
    kind: "read",
    inputSchema: { type: "object", properties: {} },
    outputSchema: { type: "string" },
  });
  it("'.' and a page of metrics give no fact; one line of text does", () => {
    const beat = spec("GetHeartbeat", "Ping the server for liveness");
    expect(answerFactsFrom({ ok: true, result: "." }, "s1", toolWords(beat), 0)).toEqual([]);
    const metrics = spec("GetPrometheusMetrics", "Query server for exposed Prometheus metrics");
    const page = [
      "# HELP go_gc_duration_seconds A summary of the pause duration of garbage collection cycles.",
      "# TYPE go_gc_duration_seconds summary",
      'go_gc_duration_seconds{quantile="0"} 2.9153e-05',
      'go_gc_duration_seconds{quantile="0.25"} 6.2832e-05',
      "go_gc_duration_seconds_sum 0.001376862",
      "go_gc_duration_seconds_count 14",
    ].join("\n");
    expect(answerFactsFrom({ ok: true, result: page }, "s1", toolWords(metrics), 0)).toEqual([]);
    const facts = answerFactsFrom(
      { ok: true, result: "Summer sale starts Monday." },
      "s1",
      toolWords(metrics),
      0,
    );
    expect(facts).toHaveLength(1);
  });
});
