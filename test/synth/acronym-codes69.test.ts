import { describe, expect, it } from "vitest";
import { codeWord } from "../../src/core/synth/request-wording.js";
import { spokenCode } from "../../src/core/synth/text.js";

// AlloyDB's fault types (fresh73): "It's a stop vm." was dropped as a code word; a person writes VM.
describe("an enum code's acronym is said in capitals", () => {
  it("STOP_VM is 'stop VM', which reads as no code word", () => {
    expect(spokenCode("STOP_VM", "fault type").text).toBe("stop VM");
    expect(codeWord("It's a stop VM one.")).toBeUndefined();
    expect(codeWord("It's a stop vm one.")).toBe("vm");
    expect(spokenCode("SSL_MODE_REQUIRE", "ssl mode").text).toBe("SSL mode require");
    expect(spokenCode("ABOVE_RACK", "position").text).toBe("above rack");
  });
});
