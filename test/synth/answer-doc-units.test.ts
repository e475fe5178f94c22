import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom, docUnits } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import { finalAnswer } from "../../src/core/synth/trajectory.js";

// The bundled smart home (`npm start`), verbatim: `get_device_state` says of `brightness`
// "Lights only, percent." and the answer read "The brightness is 90." — 90 of what?
const home = JSON.parse(
  readFileSync(new URL("../../public/examples/smart-home.mcp.json", import.meta.url), "utf8"),
) as { tools: ToolSpec[] };
const getState = home.tools.find((t) => t.name === "get_device_state") as ToolSpec;

describe("an answer says the unit the doc gives a figure", () => {
  it("the doc's units by field: percent for brightness and position, volume on its 0–100 scale", () => {
    const units = docUnits(getState.outputSchema);
    expect(units.brightness).toBe("%");
    expect(units.position).toBe("%");
    // "Speakers only." with minimum 0, maximum 100: the bundled example read "the volume is 25".
    expect(units.volume).toBe("out of 100");
    expect(units.target_celsius).toBeUndefined();
  });

  it('"The volume is 25 out of 100.", never a bare "The volume is 25."', () => {
    const result = { device_id: "dev_2", power: "on", volume: 25 };
    const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(getState), 0, {
      units: docUnits(getState.outputSchema),
    });
    expect(finalAnswer(facts, false)).toMatch(/volume is 25 out of 100/);
  });

  it('"The brightness is 90%."', () => {
    const result = { device_id: "dev_1", power: "on", brightness: 90 };
    const facts = answerFactsFrom({ ok: true, result }, "s1", toolWords(getState), 0, {
      units: docUnits(getState.outputSchema),
    });
    const answer = finalAnswer(facts, false);
    expect(answer).toMatch(/brightness is 90 ?%/);
  });

  it("a tool doc's sentence gives the unit of the field it names (set_brightness)", () => {
    const set = home.tools.find((t) => t.name === "set_brightness") as ToolSpec;
    expect(docUnits(set.outputSchema, set.description)).toEqual({ brightness: "%" });
    // The device state's doc names volume with no unit in its sentence: its bounds give the scale.
    expect(docUnits(getState.outputSchema, getState.description).volume).toBe("out of 100");
  });

  it("units in words and brackets; none from a text field or an unrelated word", () => {
    const units = docUnits({
      type: "object",
      properties: {
        height: { type: "number", description: "Page height (cm)" },
        weight: { type: ["number", "null"], description: "Parcel weight in kilograms." },
        note: { type: "string", description: "Free text, in percent if you like." },
        count: { type: "integer", description: "Items included in the order." },
      },
    });
    expect(units).toEqual({ height: "cm", weight: "kg" });
  });
});
