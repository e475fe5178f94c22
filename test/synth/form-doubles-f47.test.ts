import { describe, expect, it } from "vitest";
import { formWording } from "../../src/core/synth/checks.js";

/**
 * Form wording readers marked that the check passed (stop 46's blind read of fresh43, the
 * examples run, fresh47/48 dev reads): each quote is caught, each natural counterpart is not.
 */
describe("form wording the check used to pass", () => {
  const caught: [string, RegExp][] = [
    ["Could you remove the share share (Shared Folder) for me?", /share share/],
    [
      "I need to add a new SSH key for project Project Juniper. My username is lspencer.",
      /project Project/,
    ],
    [
      "Perfect. One more thing: please place an order for the product called Leather Monk Strap GTX 2 of them and in size 43.",
      /2 of them/,
    ],
    [
      "Great. Could you show me the clients belonging as it is now, so I know the change went through?",
      /clients belonging/,
    ],
  ];
  for (const [text, hit] of caught)
    it(`catches: ${text.slice(0, 60)}`, () => expect(formWording(text)).toMatch(hit));

  const fine = [
    "Could you book me a table in Walla Walla for Friday?",
    "I think that that is the one I ordered.",
    "Please place an order for 2 of the product called Ridge Mid in size 43.",
    "Could you list the clients belonging to the Main realm?",
    "Please list the targets needing attention.",
    "Could you add a new SSH key for Project Juniper?",
  ];
  for (const text of fine)
    it(`passes: ${text.slice(0, 60)}`, () => expect(formWording(text)).toBeUndefined());
});
