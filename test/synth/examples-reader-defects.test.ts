import { describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/bundle.js";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, pairedWith } from "../../src/core/synth/build-task.js";
import { answerProblems, identifierContext, toolNameEcho } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { askFor, type FactPhrase } from "../../src/core/synth/writer.js";
import { clinicTools } from "../helpers/examples.js";

/** What a reader of `envfactory run public/examples` rejected in the clinic's drug check. */
const clinic = clinicTools();
const check = clinic.find((t) => t.name === "check_interaction") as ToolSpec;

const fact = (key: string, value: string, label: string) =>
  ({ key: `s1.${key}`, value, label, role: "arg", personal: false, atGoal: true }) as FactPhrase;

describe("two values of one kind, one of them given", () => {
  const drugA = fact("drug_a", "Omeprazole", "drug a");
  const drugB = fact("drug_b", "Lisinopril", "drug b");

  it("the assistant asks for the other drug, not for 'a drug'", () => {
    expect(pairedWith(drugB, [drugA])).toBe(true);
    for (const seed of [0, 1, 2, 3]) {
      const q = askFor(drugB, seed, pairedWith(drugB, [drugA]));
      expect(q).toMatch(/\bother drug\b/);
      expect(q).not.toMatch(/What drug would you like|Which drug is it/);
    }
  });

  it("values of different kinds, or of another call, are no pair", () => {
    expect(pairedWith(drugB, [fact("patient", "Ann Lee", "patient")])).toBe(false);
    expect(pairedWith(drugB, [{ ...drugA, key: "s2.drug_a" }])).toBe(false);
    expect(askFor(drugB, 0)).not.toMatch(/other/);
  });
});

describe("a graded 'none' is said as an absence", () => {
  it("'There's no known interaction', never 'The severity is none.'", () => {
    const facts = answerFactsFrom(
      { ok: true, result: { interacts: false, severity: "none" } },
      "s1",
      toolWords(check),
      0,
    ).filter((f) => f.label === "severity");
    expect(facts).toHaveLength(1);
    const answer = finalAnswer(facts, false);
    expect(answer).toMatch(/^There's no known interaction/);
    expect(answer).not.toMatch(/severity is none/i);
    expect(answerProblems(answer, facts)).toEqual([]);
  });

  it("a real grade is still said as itself", () => {
    const facts = answerFactsFrom(
      { ok: true, result: { interacts: true, severity: "minor" } },
      "s1",
      toolWords(check),
      0,
    ).filter((f) => f.label === "severity");
    expect(finalAnswer(facts, false)).toMatch(/severity is minor/);
  });
});

describe("the tool-name answer check", () => {
  const ctx = identifierContext([
    {
      description: "Invoicing",
      tools: [
        {
          name: "invoice_line_text_templates_delete",
          description: "Delete",
          entity: "invoice_line_text_templates",
          inputSchema: {},
        },
        { name: "deleteInvoiceLineTextTemplate", description: "Delete", inputSchema: {} },
        { name: "search_employees", description: "Search people", inputSchema: {} },
      ],
    } as unknown as EnvBundle,
  ]);

  it("passes the tool's noun said as a noun phrase", () => {
    expect(toolNameEcho("I've removed the invoice line text template.", ctx)).toBeUndefined();
    expect(toolNameEcho("I've added a new invoice line text template.", ctx)).toBeUndefined();
  });

  it("still catches identifiers", () => {
    expect(toolNameEcho("I ran invoice line text templates delete.", ctx)).toBeDefined();
    expect(toolNameEcho("I used search_employees for that.", ctx)).toBe("search_employees");
    expect(toolNameEcho("Done with deleteInvoiceLine.", ctx)).toBe("deleteInvoiceLine");
  });
});
