import { describe, expect, it } from "vitest";
import { stateMeaning, trueMeaning } from "../../src/core/domain/enum-labels.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { peopleWording } from "../../src/core/synth/label-wording.js";
import { speakValue } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  factPhrase,
  templateUserSimulator,
  writeRequest,
} from "../../src/core/synth/writer.js";

// fresh64 blind readers (stop 59), F: what the writer says for the causes they quoted.

const fact = (
  key: string,
  label: string,
  value: unknown,
  more: Partial<FactPhrase> = {},
): FactPhrase => ({
  key,
  value,
  label,
  role: "arg",
  personal: false,
  atGoal: true,
  ...more,
});

/** OpenSearch Ingestion's CreatePipeline as ingested: a minimum and a maximum of one count. */
const createPipeline: ToolSpec = {
  name: "CreatePipeline",
  description: "Creates an OpenSearch Ingestion pipeline.",
  inputSchema: {
    type: "object",
    properties: {
      PipelineName: { type: "string", "x-in": "body" },
      MinUnits: {
        type: "integer",
        description: "The minimum pipeline capacity, in Ingestion Compute Units (ICUs).",
        "x-in": "body",
      },
      MaxUnits: {
        type: "integer",
        description: "The maximum pipeline capacity, in Ingestion Compute Units (ICUs).",
        "x-in": "body",
      },
    },
  },
  annotations: { title: "Create pipeline" },
  source: {
    format: "openapi",
    file: "amazonaws.com_osis.json",
    pointer: "/paths/~1pipelines/post",
  },
  kind: "create",
  entity: "pipeline",
};

const min = (v: number) => fact("s1.MinUnits", "min units", v, { kind: "quantity" });
const max = (v: number) => fact("s1.MaxUnits", "max units", v, { kind: "quantity" });
const name = fact("s1.PipelineName", "pipeline name", "web-pipeline", { kind: "label" });

async function request(facts: FactPhrase[], pending?: FactPhrase): Promise<string[]> {
  const out: string[] = [];
  for (const seed of [0, 1, 2, 3, 4, 5])
    out.push(
      await writeRequest(
        {
          kind: "request",
          goal: toolWords(createPipeline),
          targets: [],
          facts,
          domain: "",
          ...(pending ? { pending } : {}),
        },
        { seed },
      ),
    );
  return out;
}

describe("a minimum and a maximum of one count are one range (fresh64 readers, F and A)", () => {
  it("'with between 2 and 4 units', never '4 units, 2 units'", async () => {
    for (const text of await request([max(4), min(2), name])) {
      expect(text).toContain("with between 2 and 4 units");
      expect(text).not.toMatch(/\d units?(?:,| and) \d/);
      expect(peopleWording(text)).toBeUndefined();
    }
  });

  it("'with exactly 3 units' when both are 3, never '3 units, 3 units'", async () => {
    for (const text of await request([max(3), min(3), name]))
      expect(text).toContain("with exactly 3 units");
  });

  it("the record's name before its 'with' phrase: the name never names the units", async () => {
    for (const text of await request([max(4), min(2), name]))
      expect(text).toMatch(/named "web-pipeline" with between|called "web-pipeline" with between/);
  });

  it("a bound said alone keeps its side, and the other is asked as the bound it is", async () => {
    for (const text of await request([min(2), name], max(4)))
      expect(text).toContain("with at least 2 units");
    expect(factPhrase(max(4))).toBe("with at most 4 units");
    for (const seed of [0, 1, 2, 3]) {
      const q = askFor(max(4), seed);
      expect(q).toMatch(/maximum number of units|most units/);
      expect(q).not.toMatch(/^How many units/);
    }
    expect(await templateUserSimulator.answer("", max(4), { seed: 0 })).toMatch(
      /^(?:At most 4 units, please\.|4\.)$/,
    );
    // A count of one thing with no bound is asked as before.
    expect(askFor(fact("s1.tickets", "tickets", 2, { kind: "quantity" }), 0)).toBe(
      "How many tickets would you like?",
    );
  });
});

describe("a resource provider namespace is never said (fresh64 readers, F and U)", () => {
  it("Azure's scope is the department it names", () => {
    const scope = "providers/Microsoft.Billing/departments/123456";
    expect(speakValue(scope)).toBe("department 123456");
    const f = fact("s1.scope", "scope", scope, { spoken: speakValue(scope) });
    expect(askFor(f, 0)).toMatch(/^Which department is it( for)?\?$/);
    expect(factPhrase(f)).toBe("for my department 123456");
  });
});

/** CodeGuru Reviewer's ListCodeReviews as ingested: a type enum of Pascal-case members. */
const listCodeReviews: ToolSpec = {
  name: "ListCodeReviews",
  description: "Lists all the code reviews that the customer has created in the past 90 days.",
  inputSchema: {
    type: "object",
    properties: {
      Type: { type: "string", enum: ["PullRequest", "RepositoryAnalysis"], "x-in": "query" },
    },
  },
  annotations: { title: "List code reviews" },
  source: {
    format: "openapi",
    file: "amazonaws.com_codeguru-reviewer.json",
    pointer: "/paths/~1codereviews/get",
  },
  kind: "list",
  entity: "code review",
};

describe("an enum member's compound is a modifier, never said alone (fresh64 readers, F)", () => {
  const type = fact("s1.Type", "type", "RepositoryAnalysis", {
    kind: "category",
    spoken: "repository-analysis",
  });
  it("'It's a repository-analysis one.', never 'It's a repository-analysis.'", async () => {
    expect(factPhrase(type)).toBe("it's a repository-analysis one");
    const text = await writeRequest(
      { kind: "request", goal: toolWords(listCodeReviews), targets: [], facts: [type], domain: "" },
      { seed: 0 },
    );
    expect(peopleWording(text, [type])).toBeUndefined();
    expect(await templateUserSimulator.answer("", type, { seed: 0 })).toMatch(
      /a repository-analysis one\.$/,
    );
  });
});

/** CodeGuru Security's GetScan as ingested: the scan is picked from ListScans' `summaries`. */
const getScan: ToolSpec = {
  name: "GetScan",
  description: "Returns details about a scan, including whether or not a scan has completed.",
  inputSchema: { type: "object", properties: { scanName: { type: "string", "x-in": "path" } } },
  annotations: { title: "Get scan" },
  source: {
    format: "openapi",
    file: "amazonaws.com_codeguru-security.json",
    pointer: "/paths/~1scans~1{scanName}/get",
  },
  kind: "read",
  entity: "scan",
};

describe("a record picked from a list is never named by the response's shape (fresh64 readers, F)", () => {
  it("'my oldest scan', never 'the scan for my oldest summary'", async () => {
    const picked: FactPhrase = {
      key: "s2.scanName.select.createdAt",
      value: "2025-08-08T15:30:00Z",
      label: "created at",
      role: "select",
      personal: false,
      noun: "summary",
      rank: "oldest",
      spoken: "oldest",
    };
    for (const seed of [0, 1, 2, 3]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(getScan),
          targets: [picked],
          facts: [],
          domain: "",
          asks: ["analysis type"],
        },
        { seed },
      );
      expect(text).not.toMatch(/summar/);
      expect(text).toMatch(/oldest scan/);
    }
  });
});

describe("a state is said by what the doc says it means (fresh64 readers, F)", () => {
  // CodeGuru Reviewer's ListRepositoryAssociations `State`, as the doc gives it.
  const states = {
    type: "array",
    items: {
      type: "string",
      enum: ["Associated", "Associating", "Failed", "Disassociating", "Disassociated"],
    },
    description:
      "<p>List of repository association states to use as a filter.</p> <p>The valid repository association states are:</p> <ul> <li> <p> <b>Associated</b>: The repository association is complete.</p> </li> <li> <p> <b>Failed</b>: The repository failed to associate or disassociate.</p> </li> </ul>",
  };
  it("'complete' for Associated; a code the doc gives no such sentence keeps its word", () => {
    expect(stateMeaning(states, ["Associated"])).toBe("complete");
    expect(stateMeaning(states, "Associated")).toBe("complete");
    expect(stateMeaning(states, ["Failed"])).toBeUndefined();
    expect(
      stateMeaning({ type: "string", description: "The state." }, "Associated"),
    ).toBeUndefined();
  });
});

describe("a switch turned on is said by what the doc says it does (stop-60 brief)", () => {
  it("'so the pool can't be deleted', never 'with deletion protection enabled'", () => {
    expect(
      trueMeaning({ type: "boolean", description: "When set to true, the pool can't be deleted." }),
    ).toBe("the pool can't be deleted");
    expect(
      trueMeaning({
        type: "boolean",
        description:
          "When set to true, the cluster will automatically receive minor engine version upgrades after launch.",
      }),
    ).toBe("the cluster will automatically receive minor engine version upgrades after launch");
    // How an answer is shaped is nothing a person asks for; a doc with no such sentence says nothing.
    expect(
      trueMeaning({
        type: "boolean",
        description: "If true, the results will contain a header row.",
      }),
    ).toBeUndefined();
    expect(trueMeaning({ type: "boolean", description: "Deletion protection." })).toBeUndefined();
    const f = fact("s1.DeletionProtection", "deletion protection", true, {
      kind: "flag",
      phrase: "so the pool can't be deleted",
    });
    expect(factPhrase(f)).toBe("so the pool can't be deleted");
  });
});
