import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

/**
 * fresh30, ijenko's io-e2-io-t doc writes its nouns in markdown emphasis ("List the *Places* of
 * the account."), and every request carried the stars: "update the functionality called Staging
 * functionality in the *places* called San Diego", "revoke the active *tokens* called Zapier".
 */
const spec = (name: string, title: string, description: string): ToolSpec =>
  ({
    name,
    description,
    annotations: { title },
    inputSchema: { type: "object", properties: {} },
  }) as ToolSpec;

describe("a doc's markdown emphasis is not part of its words", () => {
  it.each([
    spec(
      "Me_places",
      "List Places of the Account",
      "List the *Places* of the account.\n\n**Note:** requires full access to the *Account*.",
    ),
    spec("Account_revokeToken", "Revoke a *Token*", "Revoke the given *Token*."),
    spec("Functionality_patch", "Update the **functionality**", "Update a *functionality*."),
  ])("$name", (s) => {
    const w = toolWords(s);
    expect(`${w.noun} ${w.nounPlural} ${w.phrase.text} ${w.phrase.object}`).not.toMatch(/\*/);
  });
});
