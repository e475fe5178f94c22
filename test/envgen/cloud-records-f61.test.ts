import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { Trajectory } from "../../src/core/schema/trajectory.js";
import { recordDefects } from "../../src/core/synth/record-defects.js";
import { bundleOfDoc, envOf, okJson } from "../helpers/doc-env.js";

/**
 * fresh61 blind readers (stop 57), N on 22 of 30: records of AWS APIs that could not exist —
 * RDS Data's `"transactionId":"tra_1008"`, Audit Manager's delegations naming another assessment
 * and created before theirs, share requests updated before they were created, Kinesis apps
 * "INTERACTIVE" with a plain Flink runtime.
 */
const body = (properties: Record<string, unknown>, required: string[] = []) => ({
  required: true,
  content: { "application/json": { schema: { type: "object", properties, required } } },
});

const RDS_DATA = {
  openapi: "3.0.0",
  info: {
    title: "AWS RDS DataService",
    description:
      "Amazon RDS provides an HTTP endpoint to run SQL statements on an Amazon Aurora DB cluster.",
    version: "2018-08-01",
  },
  paths: {
    "/BeginTransaction": {
      post: {
        operationId: "BeginTransaction",
        description: "Starts a SQL transaction.",
        requestBody: body(
          {
            resourceArn: { type: "string", description: "The ARN of the Aurora DB cluster." },
            secretArn: { type: "string", description: "The ARN of the secret." },
          },
          ["resourceArn", "secretArn"],
        ),
        responses: okJson({
          type: "object",
          properties: {
            transactionId: {
              type: "string",
              maxLength: 192,
              description: "The transaction ID of the transaction started by the call.",
            },
          },
        }),
      },
    },
    "/CommitTransaction": {
      post: {
        operationId: "CommitTransaction",
        description:
          "Ends a SQL transaction started with the BeginTransaction operation and commits the changes.",
        requestBody: body(
          {
            resourceArn: { type: "string" },
            secretArn: { type: "string" },
            transactionId: {
              type: "string",
              maxLength: 192,
              description: "The identifier of the transaction to end and commit.",
            },
          },
          ["resourceArn", "secretArn", "transactionId"],
        ),
        responses: okJson({
          type: "object",
          properties: { transactionStatus: { type: "string" } },
        }),
      },
    },
    "/RollbackTransaction": {
      post: {
        operationId: "RollbackTransaction",
        description:
          "Performs a rollback of a transaction. Rolling back a transaction cancels its changes.",
        requestBody: body(
          {
            resourceArn: { type: "string" },
            secretArn: { type: "string" },
            transactionId: {
              type: "string",
              maxLength: 192,
              description: "The identifier of the transaction to roll back.",
            },
          },
          ["resourceArn", "secretArn", "transactionId"],
        ),
        responses: okJson({
          type: "object",
          properties: { transactionStatus: { type: "string" } },
        }),
      },
    },
  },
};

const ANY = "^[\\w\\W\\s\\S]*$";
const delegation = {
  type: "object",
  properties: {
    id: {
      type: "string",
      pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$",
    },
    assessmentName: { type: "string", pattern: "^[^\\\\]*$" },
    status: { type: "string", enum: ["IN_PROGRESS", "UNDER_REVIEW", "COMPLETE"] },
    creationTime: { type: "string", format: "date-time" },
    lastUpdated: { type: "string", format: "date-time" },
    controlSetId: { type: "string", pattern: ANY },
  },
};
const assessment = {
  type: "object",
  properties: {
    id: {
      type: "string",
      pattern: "^[a-f0-9]{8}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{4}-[a-f0-9]{12}$",
    },
    name: { type: "string" },
    status: { type: "string", enum: ["ACTIVE", "INACTIVE"] },
    creationTime: { type: "string", format: "date-time" },
    lastUpdated: { type: "string", format: "date-time" },
    delegations: { type: "array", items: delegation },
  },
};
const controlSet = {
  type: "object",
  properties: {
    id: { type: "string", pattern: ANY, minLength: 1, maxLength: 300 },
    name: { type: "string" },
  },
};
const AUDIT_MANAGER = {
  openapi: "3.0.0",
  info: {
    title: "AWS Audit Manager",
    description: "Welcome to the Audit Manager API reference.",
    version: "2017-07-25",
  },
  paths: {
    "/assessments": {
      get: {
        operationId: "ListAssessments",
        description: "Returns a list of current and past assessments from Audit Manager.",
        responses: okJson({
          type: "object",
          properties: { assessmentMetadata: { type: "array", items: assessment } },
        }),
      },
    },
    "/assessments/{assessmentId}": {
      get: {
        operationId: "GetAssessment",
        description: "Gets information about a specified assessment.",
        parameters: [
          { name: "assessmentId", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: okJson({ type: "object", properties: { assessment } }),
      },
    },
    "/controlSets": {
      get: {
        operationId: "ListControlSets",
        description: "Lists the control sets.",
        responses: okJson({
          type: "object",
          properties: { controlSets: { type: "array", items: controlSet } },
        }),
      },
    },
    "/controlSets/{controlSetId}": {
      get: {
        operationId: "GetControlSet",
        description: "Gets a control set.",
        parameters: [
          {
            name: "controlSetId",
            in: "path",
            required: true,
            schema: { type: "string", pattern: ANY },
          },
        ],
        responses: okJson({ type: "object", properties: { controlSet } }),
      },
    },
  },
};

const KINESIS = {
  openapi: "3.0.0",
  info: {
    title: "Amazon Kinesis Analytics",
    description: "Amazon Kinesis Data Analytics is a fully managed service.",
    version: "2018-05-23",
  },
  paths: {
    "/ListApplications": {
      post: {
        operationId: "ListApplications",
        description: "Returns a list of Kinesis Data Analytics applications in your account.",
        responses: okJson({
          type: "object",
          properties: {
            ApplicationSummaries: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  ApplicationName: { type: "string" },
                  ApplicationStatus: { type: "string", enum: ["READY", "RUNNING", "STOPPING"] },
                  RuntimeEnvironment: {
                    type: "string",
                    enum: [
                      "SQL-1_0",
                      "FLINK-1_6",
                      "FLINK-1_8",
                      "ZEPPELIN-FLINK-1_0",
                      "FLINK-1_11",
                      "FLINK-1_13",
                      "ZEPPELIN-FLINK-2_0",
                      "FLINK-1_15",
                      "ZEPPELIN-FLINK-3_0",
                    ],
                  },
                  ApplicationMode: {
                    type: "string",
                    enum: ["STREAMING", "INTERACTIVE"],
                    description:
                      "For a Kinesis Data Analytics for Apache Flink application, the mode is STREAMING. For a Kinesis Data Analytics Studio notebook, it is INTERACTIVE.",
                  },
                },
              },
            },
          },
        }),
      },
    },
  },
};

const asTrajectory = (name: string, args: unknown, result: unknown) =>
  ({
    taskId: "t",
    messages: [
      { role: "user", content: "Please go ahead." },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          { id: "c1", type: "function", function: { name, arguments: JSON.stringify(args) } },
        ],
      },
      { role: "tool", tool_call_id: "c1", name, content: JSON.stringify(result) },
    ],
  }) as unknown as Trajectory;

/** Every record-level defect of a read of the whole seeded state, as a conversation would show it. */
function stateDefects(b: EnvBundle, tool: string, key: string): string[] {
  const state = b.initialState as Record<string, unknown[]>;
  const kinds: string[] = [];
  for (const rows of Object.values(state))
    if (Array.isArray(rows))
      kinds.push(...recordDefects(asTrajectory(tool, {}, { [key]: rows }), [b]).map((d) => d.kind));
  return kinds;
}

describe("an AWS transaction", () => {
  it("is named by an opaque token, never a prefix and a counter", async () => {
    const b = await bundleOfDoc(RDS_DATA, "amazonaws.com_rds-data.json", 3);
    const env = await envOf(b);
    const out = await env.call("BeginTransaction", {
      resourceArn: "arn:aws:rds:us-east-1:123456789012:cluster:billing-aurora",
      secretArn: "arn:aws:secretsmanager:us-east-1:123456789012:secret:billing-db-1a2b3c",
    });
    expect(out.ok).toBe(true);
    const id = (out as { result: { transactionId: string } }).result.transactionId;
    expect(id).not.toMatch(/^[a-z]{2,5}_\d+$/);
    expect(id).toMatch(/^[A-Za-z0-9+/]{20,}={0,2}$/);
    const tr = asTrajectory("BeginTransaction", {}, { transactionId: id });
    expect(recordDefects(tr, [b]).map((d) => d.kind)).not.toContain("counter-id");
  });
});

describe("Audit Manager's records", () => {
  it("key control sets by uuid where the doc's pattern admits any text", async () => {
    const b = await bundleOfDoc(AUDIT_MANAGER, "amazonaws.com_auditmanager.json", 5);
    const text = JSON.stringify(b.initialState);
    expect(text).not.toMatch(/"[a-z]{2,5}_1\d{3}"/);
    expect(stateDefects(b, "ListControlSets", "controlSets")).not.toContain("counter-id");
  });

  it("hold delegations that name their assessment and follow it, updated after created", async () => {
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const b = await bundleOfDoc(AUDIT_MANAGER, "amazonaws.com_auditmanager.json", seed);
      const kinds = stateDefects(b, "ListAssessments", "assessmentMetadata");
      expect(kinds).not.toContain("parent-name-drift");
      expect(kinds).not.toContain("child-before-parent");
      expect(kinds).not.toContain("updated-before-created");
      const clock = Date.parse(b.clock.start);
      for (const a of (b.initialState as { assessments?: Array<{ creationTime?: string }> })
        .assessments ?? [])
        if (a.creationTime) expect(Date.parse(a.creationTime)).toBeLessThanOrEqual(clock);
    }
  });
});

describe("a Kinesis application's mode", () => {
  it("follows its runtime: a Zeppelin runtime is a Studio notebook (INTERACTIVE), a Flink or SQL one STREAMING", async () => {
    for (const seed of [1, 2, 3]) {
      const b = await bundleOfDoc(KINESIS, "amazonaws.com_kinesisanalyticsv2.json", seed);
      const apps = Object.values(b.initialState as Record<string, unknown[]>).flat() as Array<
        Record<string, unknown>
      >;
      const paired = apps.filter((a) => a.ApplicationMode && a.RuntimeEnvironment);
      expect(paired.length).toBeGreaterThan(0);
      for (const a of paired)
        expect(String(a.ApplicationMode)).toBe(
          String(a.RuntimeEnvironment).startsWith("ZEPPELIN-") ? "INTERACTIVE" : "STREAMING",
        );
    }
  });
});
