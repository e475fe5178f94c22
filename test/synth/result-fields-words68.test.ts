import { describe, expect, it } from "vitest";
import { measuredFormWording } from "../../src/core/synth/checks.js";

// fresh72 readers, field names read out: a check's or a meter's response fields asked as parts of
// the operation's name. The form gate must mark them so the writer never keeps them.
describe("a result's fields read out as parts of the operation's noun are form wording", () => {
  it.each([
    "Hi there, I'm curious about the allowance and period of the usage. Could you check? Cheers!",
    "Hi there, I'm curious about the reason of the device service name availability named Notification service. Could you check? You're a star.",
    "Would you mind checking the reason of the device service name availability called Payments service for me? Many thanks.",
    "Hello! Quick question: what's the allowance and period of the usage? Cheers!",
    "May I ask what the allowance and period of the usage are? Thank you very much.",
    "Tell me the allowance and period of the usage already.",
  ])("marks %s", (text) => {
    expect(measuredFormWording(text)).toBeDefined();
  });

  it.each([
    "Is the name Notification service still free? If not, why not?",
    "What's the price of the usage plan called Starter?",
    "Could you check the availability of the room called Harbor View for me?",
  ])("passes %s", (text) => {
    expect(measuredFormWording(text)).toBeUndefined();
  });
});
