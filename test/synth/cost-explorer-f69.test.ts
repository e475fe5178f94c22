import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { onlyEnumValues } from "../../src/core/domain/doc-shapes.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { bundleOfFixture, envOf } from "../helpers/doc-env.js";

// AWS Cost Explorer (fresh69 blind readers A/B/N on 4 of 60 samples), cut from the real spec:
// forecasts asked HOURLY though "The GetCostForecast operation supports only DAILY and MONTHLY
// granularities", a usage forecast asked for a cost metric, anomalies told apart as "a YES one".

const FIXTURE = "stop65/cost-explorer.json";

async function tools(): Promise<ToolSpec[]> {
  const text = readFileSync(new URL(`../fixtures/${FIXTURE}`, import.meta.url), "utf8");
  const ing = await ingestFile({ name: "cost-explorer.json", text });
  if (!ing.ok) throw new Error(ing.error.message);
  return ing.value.tools;
}

type Props = Record<string, { enum?: unknown[] }>;
const inputProps = (t: ToolSpec | undefined) =>
  ((t?.inputSchema ?? {}) as { properties?: Props }).properties ?? {};

describe("a field's doc narrows the enum it shares (Cost Explorer forecasts)", () => {
  it("reads 'supports only X and Y' and 'Valid values for a … call are the following: …'", () => {
    expect(
      onlyEnumValues(
        ["DAILY", "MONTHLY", "HOURLY"],
        "<p>The <code>GetCostForecast</code> operation supports only <code>DAILY</code> and <code>MONTHLY</code> granularities.</p>",
      ),
    ).toEqual(["DAILY", "MONTHLY"]);
    expect(
      onlyEnumValues(
        ["BLENDED_COST", "UNBLENDED_COST", "USAGE_QUANTITY", "NORMALIZED_USAGE_AMOUNT"],
        "<p>Valid values for a <code>GetUsageForecast</code> call are the following:</p> <ul> <li> <p>USAGE_QUANTITY</p> </li> <li> <p>NORMALIZED_USAGE_AMOUNT</p> </li> </ul>",
      ),
    ).toEqual(["USAGE_QUANTITY", "NORMALIZED_USAGE_AMOUNT"]);
  });

  it("leaves lists that explain their values, ranges and conditional statements alone", () => {
    const dl =
      "Valid values are: * `any`: Campaign will be delivered as soon as possible. * `background`: iOS only. * `session`: in session.";
    expect(onlyEnumValues(["any", "background", "session"], dl)).toBeUndefined();
    expect(
      onlyEnumValues(
        ["1", "2", "3", "11"],
        "The number of indicators. Valid values are 1 through 11.",
      ),
    ).toBeUndefined();
    expect(
      onlyEnumValues(
        ["checking", "futsu", "savings", "toza"],
        "The bank account type. This can only be `checking` or `savings` in most countries. In Japan, this can only be `futsu` or `toza`.",
      ),
    ).toBeUndefined();
    expect(
      onlyEnumValues(
        ["SLASH_16", "SLASH_20", "SLASH_23"],
        "Range from `SLASH_16` to `SLASH_20`. Evaluation organizations support only `SLASH_23`.",
      ),
    ).toBeUndefined();
  });

  it("the forecast tools' schemas keep only the granularities and metrics their docs allow", async () => {
    const all = await tools();
    const cost = inputProps(all.find((t) => t.name === "GetCostForecast"));
    const usage = inputProps(all.find((t) => t.name === "GetUsageForecast"));
    expect(cost.Granularity?.enum).toEqual(["DAILY", "MONTHLY"]);
    expect(usage.Granularity?.enum).toEqual(["DAILY", "MONTHLY"]);
    expect(usage.Metric?.enum).toEqual(["USAGE_QUANTITY", "NORMALIZED_USAGE_AMOUNT"]);
    expect(cost.Metric?.enum).not.toContain("USAGE_QUANTITY");
    expect(cost.Metric?.enum).toContain("UNBLENDED_COST");
  });

  it("the environment refuses an hourly forecast, naming the field", async () => {
    const env = await envOf(await bundleOfFixture(FIXTURE, 1));
    const got = await env.call("GetCostForecast", {
      Granularity: "HOURLY",
      Metric: "UNBLENDED_COST",
      TimePeriod: { Start: "2026-01-01", End: "2026-02-01" },
    });
    expect(got.ok).toBe(false);
    const error = (got as { error?: { code: string; message: string } }).error;
    expect(error?.code).toBe("InvalidArguments");
    expect(error?.message).toMatch(/Granularity/);
  });
});

describe("an enum that answers yes or no tells no record apart (anomaly Feedback)", () => {
  it("anomalies are told by their dates, never 'a YES one' or 'an NO one'", async () => {
    const spec = (await tools()).find((t) => t.name === "GetAnomalies") as ToolSpec;
    const anomaly = (id: string, feedback: string, start: string, end: string) => ({
      AnomalyId: id,
      AnomalyStartDate: start,
      AnomalyEndDate: end,
      AnomalyScore: { CurrentScore: 3.1, MaxScore: 4.5 },
      Feedback: feedback,
      Impact: { MaxImpact: 75.13, TotalImpact: 12 },
      MonitorArn: "arn:aws:ce::123456789012:anomalymonitor/3b1c0e3c-4f4e-4a5c-9d1e-0123456789ab",
    });
    const result = {
      Anomalies: [
        anomaly("c56063b0-0b05-4089-af94-e1cd130be048", "YES", "2026-01-12", "2026-01-20"),
        anomaly("b985ae6e-46fa-4537-9d1d-bedffa02a4af", "NO", "2026-01-21", "2026-01-27"),
      ],
    };
    const w = { ...toolWords(spec), kind: "list" as const };
    const facts = answerFactsFrom({ ok: true, result }, "s1", w, 0, {
      year: 2026,
      docs: fieldDocs(spec.outputSchema),
      listField: "Anomalies",
    });
    const answer = finalAnswer(facts, false);
    expect(answer).toBe(
      "I found 2 anomalies: one from January 12 to January 20 and one from January 21 to January 27.",
    );
    expect(answer).not.toMatch(/\ban? (?:YES|NO|yes|no) one\b/);
  });
});

describe("an interval filter keeps the records whose documented date lies in it (GetAnomalies)", () => {
  it("every anomaly listed from a start date ends on or after it, up to the end date", async () => {
    const b = await bundleOfFixture(FIXTURE, 1);
    const seeded = ((b.initialState as Record<string, unknown[]>).anomalies ?? []) as Record<
      string,
      string
    >[];
    const ends = seeded
      .map((a) => a.AnomalyEndDate)
      .filter((d): d is string => !!d)
      .sort();
    expect(ends.length).toBeGreaterThan(2);
    const from = ends[1] as string;
    const to = ends[ends.length - 2] as string;
    const env = await envOf(b);
    const got = await env.call("GetAnomalies", { DateInterval: { StartDate: from, EndDate: to } });
    expect(got.ok).toBe(true);
    const listed = ((got as { result: { Anomalies?: Record<string, string>[] } }).result
      .Anomalies ?? []) as Record<string, string>[];
    expect(listed.length).toBe(ends.filter((d) => d >= from && d <= to).length);
    expect(listed.length).toBeGreaterThan(0);
    for (const a of listed) {
      expect((a.AnomalyEndDate ?? "") >= from).toBe(true);
      expect((a.AnomalyEndDate ?? "") <= to).toBe(true);
    }
  });
});
