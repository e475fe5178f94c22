// Azure's name checks (`…CheckProvisioningServiceNameAvailability` of IoT DPS, fresh73; Windows
// IoT's `Services_CheckDeviceServiceNameAvailability`, fresh72; the tools as ingested, cut to
// one each) answer `{nameAvailable, reason, message}`. The fresh73 blind readers quoted "Can you
// tell me the reason of the iot resource provisioning service name availability named Remote
// certificate?" and 'The reason is "already-exists".' — the result's fields read out. A person
// asks whether the name is free and hears yes or no.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nameCheckOf } from "../../src/core/domain/tool-kind.js";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { answerFactsFrom, fieldDocs } from "../../src/core/synth/build-task.js";
import { schemaFieldAsked } from "../../src/core/synth/request-wording.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";
import { type FactPhrase, writeRequest } from "../../src/core/synth/writer.js";

const tool = (file: string): ToolSpec =>
  JSON.parse(
    readFileSync(new URL(`../fixtures/words69/${file}`, import.meta.url), "utf8"),
  ) as ToolSpec;
const IOT_DPS = tool("iotdps-name-check.tool.json");
const WINDOWS_IOT = tool("windowsiot-name-check.tool.json");

const nameFact = (value: string): FactPhrase => ({
  key: "s1.name",
  value,
  label: "name",
  role: "arg",
  personal: false,
  atGoal: true,
});

async function ask(spec: ToolSpec, name: string, seed: number, asks = ["reason"]) {
  return writeRequest(
    {
      kind: "request",
      goal: toolWords(spec),
      targets: [],
      facts: [nameFact(name)],
      domain: "Azure",
      asks,
      register: (["brief", "chatty", "polite", "impatient"] as const)[seed % 4],
    },
    { seed },
  );
}

function answer(spec: ToolSpec, result: Record<string, unknown>, name: string): string {
  const args = { name, "api-version": "2018-01-22" };
  const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(spec), 0, {
    docs: fieldDocs(spec.outputSchema),
    args,
    argNames: Object.keys(args),
  });
  return finalAnswer(facts, false);
}

describe("a name check is known by its answer's shape", () => {
  it("says what the name is for, from the doc", () => {
    expect(nameCheckOf(IOT_DPS)).toEqual({ input: "name", thing: "provisioning service" });
    expect(nameCheckOf(WINDOWS_IOT)?.thing).toBe("Windows IoT device service");
  });

  it("is no name check when the answer has no reason beside its flag", () => {
    const module = {
      ...IOT_DPS,
      outputSchema: {
        type: "object",
        properties: { available: { type: "boolean" }, moduleName: { type: "string" } },
      },
    } as ToolSpec;
    expect(nameCheckOf(module)).toBeUndefined();
  });
});

describe("a name check is asked as a person asks it", () => {
  it("asks whether the name is free for the thing, never the result's fields", async () => {
    for (const [spec, thing] of [
      [IOT_DPS, "provisioning service"],
      [WINDOWS_IOT, "Windows IoT device service"],
    ] as const)
      for (const seed of [1, 2, 3, 4, 5]) {
        const text = await ask(spec, "remote-cert", seed);
        expect(text).toContain('"remote-cert"');
        expect(text).toMatch(/\bname\b/);
        expect(text).toMatch(/\b(?:free|available|taken)\b/);
        expect(text).toContain(thing);
        expect(text).not.toMatch(/availability|reason of/i);
        expect(schemaFieldAsked(text)).toBeUndefined();
      }
  });

  it("asks so when the name is how the draft picks the check ('… availability called X')", async () => {
    for (const seed of [1, 2, 3, 4]) {
      const text = await writeRequest(
        {
          kind: "request",
          goal: toolWords(IOT_DPS),
          targets: [{ ...nameFact("remote-cert"), role: "select", noun: "availability" }],
          facts: [],
          domain: "Azure",
          asks: ["name"],
        },
        { seed },
      );
      expect(text).toMatch(/\bname "remote-cert"|"remote-cert" (?:as|is)/);
      expect(text).not.toMatch(/availability/i);
    }
  });

  it("answers yes or no, and why not", () => {
    const free = answer(IOT_DPS, { nameAvailable: true }, "remote-cert");
    expect(free).toMatch(/^Yes\b/);
    expect(free).toContain('"remote-cert"');
    const taken = answer(
      IOT_DPS,
      { nameAvailable: false, reason: "AlreadyExists", message: "name is valid" },
      "remote-cert",
    );
    expect(taken).toMatch(/^No\b/);
    expect(taken).toMatch(/already exists/);
    expect(taken).not.toMatch(/the reason is|name is valid/i);
    const invalid = answer(WINDOWS_IOT, { nameAvailable: false, reason: "Invalid" }, "x y");
    expect(invalid).toMatch(/^No\b/);
    expect(invalid).toMatch(/\binvalid\b/);
  });
});

describe("the request check", () => {
  it("catches a check's result fields read out, however long the tool's noun", () => {
    expect(
      schemaFieldAsked(
        "Can you tell me the reason of the iot resource provisioning service name availability named Remote certificate? Thanks.",
      ),
    ).toBeDefined();
  });
});
