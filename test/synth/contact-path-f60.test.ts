import { describe, expect, it } from "vitest";
import { formWording, measuredFormWording } from "../../src/core/synth/checks.js";
import { speakValue } from "../../src/core/synth/text.js";
import { attachedValue } from "../../src/core/synth/writer.js";

// fresh60 blind readers (essentialcontacts sendTestMessage, F/U/A): "send the test message contact
// with contact 0mcekm3zuu as the contact in the security category with organization 8ii6pakjki as
// the resource" — argument names read out, and the contact's organization never said.
describe("a contact path said by a person", () => {
  const quote =
    "I'd love it if you could send the test message contact with contact 0mcekm3zuu as the contact in the security category with organization 8ii6pakjki as the resource.";
  it("the check marks the reader's quote", () => {
    expect(formWording(quote)).toBeDefined();
  });
  it("says the contact's organization", () => {
    expect(speakValue("organizations/yp70y9crpj/contacts/0mcekm3zuu")).toBe(
      "contact 0mcekm3zuu of organization yp70y9crpj",
    );
  });
  it("names the contact and the organization, not their parameters", () => {
    const contact = attachedValue("contact", "contact 0mcekm3zuu of organization yp70y9crpj");
    const resource = attachedValue("resource", "organization 8ii6pakjki");
    expect(contact).toBe("for contact 0mcekm3zuu of organization yp70y9crpj");
    expect(resource).toBe("for organization 8ii6pakjki");
    expect(formWording(`Please send a test message ${contact} ${resource}.`)).toBeUndefined();
  });
  it("keeps a word said as a role", () => {
    expect(attachedValue("time frame", "last week")).toBe("with last week as the time frame");
  });
});

describe("a determiner said twice (fresh60 first drafts, F)", () => {
  it('"list the the custom constraints" is tidied', async () => {
    const { tidySentence } = await import("../../src/core/synth/text.js");
    expect(tidySentence("Please list the the custom constraints for my organization 63250.")).toBe(
      "Please list the custom constraints for my organization 63250.",
    );
    expect(tidySentence("The The band")).toBe("The The band");
  });
});

describe("one item of a list parameter (fresh59/fresh60 first drafts, F)", () => {
  it('"remove my tag for the tag keys TAG-1247" names one tag key', () => {
    const said = attachedValue("tag keys", "TAG-1247");
    expect(said).toBe("for the tag key TAG-1247");
    expect(measuredFormWording(`Can you remove my tag ${said}?`, ["tag keys"])).toBeUndefined();
    expect(
      measuredFormWording("Remove my tag for the tag keys TAG-7992.", ["tag keys"]),
    ).toBeDefined();
    expect(attachedValue("gene", "GEN-7380")).toBe("for the gene GEN-7380");
  });
});
