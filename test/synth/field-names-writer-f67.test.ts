import { describe, expect, it } from "vitest";
import { unwrappedFilterName } from "../../src/core/domain/words.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { askedLabelWording, measuredFormWording } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  askFor,
  type FactPhrase,
  templateUserSimulator,
  writeRequest,
} from "../../src/core/synth/writer.js";

// fresh67 blind readers (stop 62), F: what the writer says for the field names they quoted.

const fact = (key: string, label: string, value: unknown, more: Partial<FactPhrase> = {}) =>
  ({ key, value, label, role: "arg", personal: false, atGoal: true, ...more }) as FactPhrase;

/** Fitbit Plus's fetchEmailHistory as ingested: a record read by the address it went to. */
const fetchEmailHistory: ToolSpec = {
  name: "fetchEmailHistory",
  description: "Get an email history record.",
  inputSchema: { type: "object", properties: { id: { type: "string", "x-in": "path" } } },
  kind: "read",
  entity: "email history",
};

describe("a time field named by a bare verb is asked as when it happened", () => {
  it("asks when the email went out, and the check passes it", async () => {
    const goal = toolWords(fetchEmailHistory);
    const target = fact("s1.id.select.email_address", "email address", "sam@example.com", {
      role: "select",
      kind: "email",
      noun: goal.noun,
    });
    for (const seed of [0, 1, 2, 3, 4, 5]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal,
          targets: [target],
          facts: [],
          domain: "Health coaching.",
          asks: ["send time"],
        },
        { seed },
      );
      expect(text).not.toMatch(/send time/);
      expect(text).toMatch(/\bwhen the email histor(?:y|ies)\b.* was sent\b/);
      expect(measuredFormWording(text), text).toBeUndefined();
    }
  });
});

describe("a query filter is asked for as its thing", () => {
  it("drops the wrapper from the filter's name", () => {
    expect(unwrappedFilterName("filter[organization]")).toBe("organization");
    expect(unwrappedFilterName("where[owner][name]")).toBe("owner.name");
    expect(unwrappedFilterName("organization")).toBe("organization");
  });

  it("the assistant asks which organisation, and the check passes the question", () => {
    const org = fact("s1.filter[organization]", "organization", "Hudson and Sons", {
      kind: "label",
    });
    for (const seed of [0, 1, 2, 3]) {
      const q = askFor(org, seed);
      expect(q).not.toMatch(/filter/);
      expect(askedLabelWording(q), q).toBeUndefined();
    }
  });
});

describe("the user answers a question without apologising", () => {
  it.each([
    fact("s1.type", "type", "other_lifestyle", { kind: "category" }),
    fact("s1.type", "type", "standard", { kind: "category" }),
    fact("s1.project", "project", "summit-staging-362", { kind: "reference" }),
    fact("s1.email", "email", "xavier.fahey@example.com", { kind: "email" }),
    fact("s1.mode", "mode", "PullRequest", { kind: "category" }),
  ])("$value", async (f) => {
    for (let seed = 0; seed < 24; seed++)
      expect(await templateUserSimulator.answer("", f, { seed })).not.toMatch(/sorry/i);
  });
});
