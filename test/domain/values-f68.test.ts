import { describe, expect, it } from "vitest";
import { countParts } from "../../src/core/domain/sibling-coherence.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { runtimeEnv } from "../envgen/helpers.js";

/**
 * What the fresh68 blind readers marked "nonsense data" (stop 64), each cause on a small doc
 * shaped like the real one: cloud regions and the doc's own words in a business's listing, cron
 * job names as occupations, a site's paths as S3 keys and a malformed role ARN, a part of a
 * count above its whole.
 */

const BUSINESS =
  "businessprofileperformance Business Profile Performance API The Business Profile Performance API allows merchants to fetch performance reports about their business profile on Google.";
const LISTING_PARENT = {
  name: "parent",
  entity: "monthlies",
  schema: {
    type: "string",
    description:
      "Required. The location for which the time series should be fetched. Format: locations/{location_id} where location_id is an unobfuscated listing id.",
  },
};

describe("a business's listing (Business Profile Performance)", () => {
  it("is a listing id, never a cloud region", () => {
    const s = createValueSampler(42, { domain: BUSINESS });
    for (let i = 0; i < 6; i++)
      expect(String(s.value({ ...LISTING_PARENT, record: {} }))).toMatch(/^locations\/\d{12,20}$/);
  });

  it("stays a region under a cloud project", () => {
    const s = createValueSampler(42, { domain: "redis Google Cloud Memorystore for Redis" });
    const v = s.value({
      name: "parent",
      entity: "instances",
      record: {},
      schema: {
        type: "string",
        description: "Required. Format: projects/{project_id}/locations/{location_id}",
      },
    });
    expect(String(v)).toMatch(/^projects\/[\w-]+\/locations\/[a-z]+-[a-z]+\d$/);
  });

  it("is found by what people search for, not by the doc's words", () => {
    const s = createValueSampler(42, { domain: BUSINESS });
    const seen = new Set<string>();
    for (let i = 0; i < 8; i++)
      seen.add(
        String(
          s.value({
            name: "searchKeyword",
            entity: "monthlies",
            record: {},
            schema: {
              type: "string",
              description: "The lower-cased string that the user entered.",
            },
          }),
        ),
      );
    for (const k of seen) {
      expect(k).not.toMatch(/^(monthly|googleapi|location|report|merchant|performance)$/);
      expect(k).toMatch(/^[a-z0-9 ]+$/);
    }
  });
});

describe("a job of an occupations API (Data at Work)", () => {
  const domain =
    "open-skills Open Skills API A complete and standard data store for canonical and emerging skills, knowledge, abilities, tools, technolgies, and how they relate to jobs.";
  for (const name of ["title", "normalized_job_title"])
    it(`${name} is an occupation, never a cron job's name`, () => {
      const s = createValueSampler(42, { domain });
      for (let i = 0; i < 6; i++) {
        const v = String(s.value({ name, entity: "jobs", record: {}, schema: { type: "string" } }));
        expect(v).toMatch(/^[A-Z][a-z]+( [A-Z][a-z]+)*$/);
        expect(v).not.toMatch(/-/);
      }
    });

  it("a scheduler's job keeps its job name", () => {
    const s = createValueSampler(42, { domain: "cron-service Schedule cron jobs and batch runs." });
    const v = String(
      s.value({ name: "name", entity: "jobs", record: {}, schema: { type: "string" } }),
    );
    expect(v).not.toMatch(/^(Registered Nurse|Software Engineer|Truck Driver)$/);
  });
});

describe("Amazon MWAA's environment", () => {
  const domain = "mwaa AmazonMWAA Amazon Managed Workflows for Apache Airflow";
  const path = (name: string, file: string) => ({
    name,
    entity: "environments",
    record: {},
    schema: {
      type: "string",
      pattern: ".*",
      minLength: 1,
      maxLength: 1024,
      description: `The relative path to the ${file} on your Amazon S3 bucket. For example, <code>${file}</code>. For more information, see <a href="https://docs.aws.amazon.com/mwaa/">Adding or updating DAGs</a>.`,
    },
  });
  it("keeps its files at S3 keys the doc gives, not a site's pages", () => {
    const s = createValueSampler(42, { domain });
    expect(s.value(path("DagS3Path", "dags"))).toBe("dags");
    expect(s.value(path("PluginsS3Path", "plugins.zip"))).toBe("plugins.zip");
    expect(s.value(path("RequirementsS3Path", "requirements.txt"))).toBe("requirements.txt");
  });

  it("runs as a well-formed IAM role of its own account", () => {
    const s = createValueSampler(42, { domain });
    const record: Record<string, unknown> = {};
    const arn = (name: string, pattern: string) =>
      String(
        s.value({
          name,
          entity: "environments",
          record,
          schema: { type: "string", pattern, minLength: 1, maxLength: 1224 },
        }),
      );
    const role = arn(
      "ExecutionRoleArn",
      "^arn:aws(-[a-z]+)?:iam::\\d{12}:role/?[a-zA-Z_0-9+=,.@\\-_/]+$",
    );
    expect(role).toMatch(/^arn:aws:iam::\d{12}:role\/[a-z][a-z-]+-role$/);
    const own = arn("Arn", "^arn:aws(-[a-z]+)?:airflow:[a-z0-9\\-]+:\\d{12}:environment/\\w+.*");
    expect(role.split(":")[4]).toBe(own.split(":")[4]);
  });
});

describe("a count's part (DaniWeb group report)", () => {
  it("my_message_count is a part of message_count", () => {
    expect(countParts({ message_count: 2, my_message_count: 4, author_count: 3 })).toEqual([
      { whole: "message_count", parts: ["my_message_count"] },
    ]);
  });

  it("never exceeds it, in the state or in a report a call makes", async () => {
    const over: string[] = [];
    for (let seed = 1; seed <= 12; seed++) {
      const { bundle, env } = await runtimeEnv("daniweb-schedules.json", seed);
      const rows = Object.values(bundle.initialState).flatMap((v) =>
        Array.isArray(v) ? (v as Array<Record<string, unknown>>) : [],
      );
      for (const tool of bundle.tools)
        for (const date of ["2026-01-10", "2026-01-12", "2026-01-17"]) {
          const r = await env.call(tool.name, { date });
          if (!r.ok) continue;
          const data = (r.result as { data?: unknown }).data;
          if (Array.isArray(data)) rows.push(...(data as Array<Record<string, unknown>>));
        }
      for (const r of rows)
        if (
          typeof r.my_message_count === "number" &&
          typeof r.message_count === "number" &&
          r.my_message_count > r.message_count
        )
          over.push(`${seed}: ${r.my_message_count} > ${r.message_count}`);
      env.dispose();
    }
    expect(over).toEqual([]);
  });
});
