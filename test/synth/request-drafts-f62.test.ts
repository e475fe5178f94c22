// fresh61/fresh62 first drafts, the commonest form wording the gate dropped: a record picked by
// where it sits ("the cluster with security group sg-F8BB…"), a value the template cannot say quoted empty ("for the input schema
// """), a part's detail before the record's own name ("With a control set named … and it's named …").
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { formWordingHit, spokenCodeWording } from "../../src/core/synth/checks.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { type FactPhrase, targetPhrase, writeRequest } from "../../src/core/synth/writer.js";

describe("a record picked by a field that points elsewhere", () => {
  const target = (label: string, value: string, noun: string): FactPhrase => ({
    key: `s1.${label}`,
    value,
    label,
    role: "select",
    personal: false,
    noun,
    kind: "reference",
  });
  it("a cluster by its security group is the one in it, never 'the cluster with security group sg-…'", () => {
    const said = targetPhrase(target("security group", "sg-F8BBEACB", "cluster"), 0);
    expect(said).toBe("the cluster in security group sg-F8BBEACB");
    const text = `Just remove ${said}, please.`;
    expect(formWordingHit(text, ["security group"])).toBeUndefined();
    expect(
      spokenCodeWording(
        text,
        ["security group"],
        [{ key: "s1.SecurityGroup", value: "sg-F8BBEACB", text: "sg-F8BBEACB" }],
      ),
    ).toBeUndefined();
  });
});

describe("a value the template cannot say", () => {
  it("is left out, never said as 'for the input schema \"\"'", async () => {
    const schema: FactPhrase = {
      key: "s1.body.inputSchema",
      value: { recordFormat: { recordFormatType: "JSON" } },
      label: "input schema",
      role: "arg",
      personal: false,
      kind: "other",
    };
    const app: FactPhrase = {
      key: "s1.applicationName",
      value: "Team Chat",
      label: "name",
      role: "select",
      personal: false,
      noun: "application",
      kind: "label",
    };
    const goal = toolWords({
      name: "AddApplicationInput",
      description: "Adds a streaming source to your application.",
      inputSchema: { type: "object", properties: {} },
      kind: "create",
      entity: "inputs",
    } as ToolSpec);
    for (let seed = 0; seed < 6; seed++) {
      const text = await writeRequest(
        { kind: "request", goal, targets: [app], facts: [schema], domain: "Kinesis" },
        { seed },
      );
      expect(text).not.toMatch(/""/);
      expect(text).toMatch(/Team Chat/);
    }
  });
});

describe("a new record's part", () => {
  const goal = toolWords({
    name: "CreateAssessmentFramework",
    description: "Creates a custom framework in Audit Manager.",
    inputSchema: { type: "object", properties: {} },
    kind: "create",
    entity: "assessment frameworks",
  } as ToolSpec);
  it.each([true, false])(
    "follows the record's own name, in a sentence, never 'With a control set named … and it's named …' (personal: %s)",
    async (personal) => {
      for (let seed = 0; seed < 4; seed++) {
        const text = await writeRequest(
          {
            kind: "request",
            goal,
            targets: [],
            facts: [
              {
                key: "s1.body.controlSets[0].name",
                value: "Access controls",
                label: "name",
                role: "arg",
                personal,
                part: "control set",
                kind: "label",
              },
              {
                key: "s1.body.name",
                value: "Quarterly audit",
                label: "name",
                role: "arg",
                personal,
                kind: "label",
              },
            ],
            domain: "audit",
          },
          { seed },
        );
        expect(text).toMatch(/Quarterly audit".* control set (?:called|named) "Access controls"/);
        expect(text).not.toMatch(/(?:^|[.,] )(?:[Ww]ith|and with) a control set/);
        expect(formWordingHit(text, ["control set", "control sets", "name"])).toBeUndefined();
      }
    },
  );
});
