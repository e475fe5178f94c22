import { describe, expect, it } from "vitest";
import { enumMeaning } from "../../src/core/domain/enum-labels.js";
import { currencyName } from "../../src/core/synth/text.js";
import { toolWords } from "../../src/core/synth/tool-words.js";
import {
  codedPhrase,
  type FactPhrase,
  REGISTERS,
  type RequestDraft,
  templateWriter,
} from "../../src/core/synth/writer.js";

// PeerTube's abuse state (fresh10): readers marked "Can you also update the state to 2 on it?".
const ABUSE_STATE = {
  description: "The abuse state (Pending = `1`, Rejected = `2`, Accepted = `3`)",
  enum: [1, 2, 3],
  type: "integer",
};

function coded(label: string, value: number, meaning: string, key = "s2.state"): FactPhrase {
  const said = codedPhrase(label, meaning);
  return { key, value, label, role: "arg", personal: false, atGoal: true, kind: "status", ...said };
}

const abuse: FactPhrase = {
  key: "s2.id.select.reason",
  value: "duplicate entry",
  label: "reason",
  role: "select",
  personal: false,
  noun: "abuse report",
  kind: "free-text",
  spoken: "duplicate entry",
};

describe("enum codes said by their meaning", () => {
  it("phrases a meaning by what the label is", () => {
    expect(codedPhrase("state", "Accepted")).toEqual({
      spoken: "accepted",
      phrase: "marked as accepted",
    });
    expect(codedPhrase("privacy", "Private").phrase).toBe("it's private");
    expect(codedPhrase("latency mode", "High latency").phrase).toBe("in high latency mode");
    expect(codedPhrase("type", "Watch Later").phrase).toBe("of the watch later type");
    // Acronyms keep their capitals.
    expect(codedPhrase("type", "HLS").spoken).toBe("HLS");
  });

  it("an update of a coded state says the meaning, never the code", async () => {
    const meaning = enumMeaning(ABUSE_STATE, 2) as string;
    const goal = toolWords({
      name: "putAbuse",
      description: "Update an abuse",
      inputSchema: {},
      kind: "update",
    } as never);
    for (const register of REGISTERS)
      for (let seed = 0; seed < 8; seed++) {
        const draft: RequestDraft = {
          kind: "request",
          goal,
          targets: [abuse],
          facts: [coded("state", 2, meaning)],
          domain: "",
          register,
        };
        const text = await templateWriter.write(draft, { seed, attempt: 0 });
        expect(text, text).toMatch(/\bmark\b.* as rejected/i);
        expect(text).not.toMatch(/\b2\b|state to/);
      }
  });

  it("a currency is named as money, an unknown code is left to the code path", () => {
    expect(currencyName("INR")).toBe("Indian rupees");
    expect(currencyName("EUR")).toBe("euros");
    expect(currencyName("ABC")).toBeUndefined();
    expect(currencyName("inr")).toBeUndefined();
  });
});
