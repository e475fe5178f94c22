import { describe, expect, it } from "vitest";
import { speakValue } from "../../src/core/synth/text.js";
import { mentionsValue } from "../../src/core/synth/value-mentions.js";

// fresh74 (Lookout for Equipment): `DataUploadFrequency` is `{"type":"string","enum":["PT5M",
// "PT10M","PT15M","PT30M","PT1H"]}` and `TargetSamplingRate` runs "PT1S" … "PT1H". The readers
// saw "update the data upload frequency of the inference scheduler named … to PT1H" and "The data
// upload frequency is PT1H." (blind69 r2, F): an ISO 8601 duration is "every hour" to a person.
describe("an ISO 8601 duration is said as its amount", () => {
  it("a frequency or rate is said as how often", () => {
    expect(speakValue("PT1H", { label: "data upload frequency" })).toBe("every hour");
    expect(speakValue("PT15M", { label: "data upload frequency" })).toBe("every 15 minutes");
    expect(speakValue("PT10S", { label: "target sampling rate" })).toBe("every 10 seconds");
  });
  it("any other span is said as its length", () => {
    expect(speakValue("PT30S", { label: "timeout" })).toBe("30 seconds");
    expect(speakValue("P1D", {})).toBe("1 day");
    expect(speakValue("PT1H30M", {})).toBe("1 hour 30 minutes");
  });
  it("what is said still mentions the code, so the value checks hold", () => {
    expect(mentionsValue("update it to every hour", "PT1H")).toBe(true);
    expect(mentionsValue("set it to every 15 minutes", "PT15M")).toBe(true);
    expect(mentionsValue("the window is 1 hour 30 minutes", "PT1H30M")).toBe(true);
    expect(mentionsValue("set it to every 5 minutes", "PT15M")).toBe(false);
  });
  it("leaves words that only look like one alone", () => {
    expect(speakValue("PT", {})).toBe("PT");
    expect(speakValue("P", {})).toBe("P");
  });
});
