import { describe, expect, it } from "vitest";
import { askedLabelWording, measuredFormWording } from "../../src/core/synth/checks.js";

// fresh67 blind readers (stop 62), F on 11 of 30 while the run's check counted 0: a field's
// name-words said where a person says the thing.
describe("field names read out are form wording", () => {
  const words = ["filter organization", "organization", "send time", "table data", "table name"];
  it.each([
    "What's the send time of the email history under samantha.russel@example.com? I need it now.",
    "Perfect. One more thing: what's the send time of the email history under sabrina.beer@example.com?",
    'Just change the table name on my data cell filter, please, I\'m in a hurry. It has a table data named "nightly-cells-filter". Thanks.',
    "What's the allocated value and description of the reward with a time it was allocated of Jan 13 at 4:45 pm? I need it now.",
    "Can you restart the nodes on the instance with a create time of September 24, 2025?",
    "List the groups for the filter organization Lemke Inc.",
  ])("%s", (text) => {
    expect(measuredFormWording(text, words)).toBeDefined();
  });

  it("an assistant asking for a filter by its wrapper's name", () => {
    expect(askedLabelWording("What filter organization would you like?")).toBeDefined();
    expect(askedLabelWording("What's the send time?")).toBeDefined();
  });

  it.each([
    "Can you tell me when the email history under samantha.russel@example.com was sent?",
    "What's the start time of my meeting on Friday?",
    "What's the delivery date of my order from March 3?",
    "What's the description of the reward allocated on Jan 13 at 4:45 pm?",
    'Just change the table name on my data cell filter, please. It\'s called "nightly-cells-filter".',
    "I have a lot of data to move, can you export it?",
    "Hey — could you find out the last name of the coach for Lilian for me?",
  ])("passes what people say: %s", (text) => {
    expect(measuredFormWording(text, words)).toBeUndefined();
  });

  it("asks for the thing, not the filter", () => {
    expect(askedLabelWording("Which organization is it for?")).toBeUndefined();
    expect(askedLabelWording("What filter type would you like?")).toBeUndefined();
  });
});
