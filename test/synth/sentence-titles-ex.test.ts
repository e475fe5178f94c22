// Bundled examples (stop 66 reading): asked "What should I call it?", the simulated user answered
// "That would be Outlook keeps asking for my password." — a ticket title that is a sentence, said
// bare, reads as the user's complaint rather than the name they give. Such titles are quoted;
// short names stay bare.
import { describe, expect, it } from "vitest";
import { type FactPhrase, templateUserSimulator } from "../../src/core/synth/writer.js";

const title = (value: string): FactPhrase => ({
  key: "s1.title",
  value,
  label: "title",
  role: "arg",
  personal: false,
  kind: "label",
});

describe("a title the assistant asks for", () => {
  it("is quoted when it is a sentence", async () => {
    for (let seed = 0; seed < 8; seed++) {
      const reply = await templateUserSimulator.answer(
        "What should I call it?",
        title("Outlook keeps asking for my password"),
        { seed },
      );
      expect(reply).toContain('"Outlook keeps asking for my password"');
      expect(reply).not.toMatch(/""|\."\.$/);
    }
  });
  it("stays bare when it is a short name", async () => {
    for (let seed = 0; seed < 8; seed++) {
      const reply = await templateUserSimulator.answer(
        "What should I call it?",
        title("Spring Launch"),
        { seed },
      );
      expect(reply).not.toContain('"');
    }
  });
});
