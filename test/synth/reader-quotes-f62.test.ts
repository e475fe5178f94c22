// fresh62 blind readers (F 3–5, U 2–7 of 30): a role ARN dropped into a description slot ("You
// can describe it as "arn:aws:iam::520130695317:role/ingest-role"", "It's for "arn:…""), a hex id
// said as a record's name ("policy states called "1ef5d536aec743a0aa801c1a""), a query's scope said
// as a record's detail ("the pending policy state (default)").
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { formWordingHit } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  templateUserSimulator,
  writeRequest,
} from "../../src/core/synth/writer.js";

describe("the form-wording check", () => {
  it.each([
    'I need to start a job run. You can describe it as "arn:aws:iam::520130695317:role/ingest-role".',
    'Thanks. Can you also start a job run? It\'s for "arn:aws:iam::364659721080:role/payments-role".',
  ])("marks an ARN put in a description slot: %s", (text) => {
    expect(formWordingHit(text)?.evidence).toMatch(/arn:aws:iam/);
  });
  it.each([
    'Can you list the policy states called "1ef5d536aec743a0aa801c1a"?',
    'Show me the compliance of the policy assignment named "022d9357-5a90-46f7-9554-21d30ce4c32d".',
  ])("marks a hex id said as a name: %s", (text) => {
    expect(formWordingHit(text)?.evidence).toMatch(/called|named/);
  });
  it.each([
    "Show me the compliance of the pending policy state (default).",
    "Can you summarize the inactive policy state (Design, latest)?",
  ])("marks a query's scope said as a record's detail: %s", (text) => {
    expect(formWordingHit(text)?.evidence).toMatch(/default|latest/);
  });
  it.each([
    "It's for \"my sister's birthday party\".",
    "Restore my latest backup (the one from Jan 31).",
    'You can describe it as "Nightly ETL for the sales mart".',
    'Can you rename the application called "payments-web"?',
    'Start the job run named "etl-2025-12-01".',
  ])("passes what a person says: %s", (text) => {
    expect(formWordingHit(text)).toBeUndefined();
  });
});

const startJobRun: ToolSpec = {
  name: "StartJobRun",
  description: "Starts a job run.",
  inputSchema: {
    type: "object",
    properties: {
      applicationId: { type: "string" },
      executionRoleArn: {
        type: "string",
        description: "The execution role ARN for the job run.",
      },
    },
  },
  kind: "create",
  entity: "job runs",
} as ToolSpec;

describe("a role ARN the user gives", () => {
  const role: FactPhrase = {
    key: "s2.executionRoleArn",
    value: "arn:aws:iam::520130695317:role/ingest-role",
    label: "execution role arn",
    role: "arg",
    personal: false,
    kind: "free-text",
  };
  const app: FactPhrase = {
    key: "s2.applicationId",
    value: "checkout-web",
    label: "name",
    role: "select",
    personal: false,
    noun: "application",
    kind: "label",
  };
  it("names the role as a person knows it, never as a description or 'It's for'", async () => {
    for (let seed = 0; seed < 8; seed++) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(startJobRun),
          targets: [app],
          facts: [role],
          domain: "EMR Serverless",
        },
        { seed },
      );
      expect(text).not.toMatch(/describe it as|It's for "arn/);
      expect(text).toMatch(/ingest-role IAM role/);
      expect(formWordingHit(text)).toBeUndefined();
    }
  });
});

describe("a role ARN the assistant asks for", () => {
  const role: FactPhrase = {
    key: "s2.executionRoleArn",
    value: "arn:aws:iam::710767941490:role/analytics-role",
    label: "execution role arn",
    role: "arg",
    personal: false,
    kind: "free-text",
  };
  it("is asked as a role and answered with the role's name beside its ARN", async () => {
    for (let seed = 0; seed < 4; seed++) {
      expect(askFor(role, seed)).toMatch(/^Which IAM role /);
      const reply = await templateUserSimulator.answer("Which IAM role should it run as?", role, {
        seed,
      });
      expect(reply).toMatch(/analytics-role IAM role/);
    }
  });
});
