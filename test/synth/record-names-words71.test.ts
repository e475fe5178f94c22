// fresh75 blind readers (F on 12 of 30 "after" samples, while REPORT.md's form gate counted 0 of 48):
// ATO business registries' parties were picked by a date they hold — "remove the individual with a
// date of birth of March 4, 1966", "the organisation with an establishment date of January 20" —
// though each keeps its name in a `names` list (`{givenName, familyName}` for a person, `{name}` for
// an organisation). The records are cut from that spec's seeded environment.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { nameableSelect } from "../../src/core/synth/build-task.js";
import { confirmationProblems, formWordingHit } from "../../src/core/synth/checks.js";

type Rec = Record<string, unknown>;
const PARTIES = JSON.parse(
  readFileSync(new URL("../fixtures/words71/ato-parties.json", import.meta.url), "utf8"),
) as { individuals: Rec[]; organisations: Rec[] };

const pick = (list: Rec[], i: number, preferred?: { by: string; value: unknown }) =>
  nameableSelect({ list, element: list[i], listKey: "items" }, preferred);

describe("a party picked from its list", () => {
  it("is a person named by their name, said whole", () => {
    const list = PARTIES.individuals;
    for (const [i, el] of list.entries()) {
      const first = (el.names as Rec[])[0] as Rec;
      expect(pick(list, i)).toEqual({
        by: "names.0.givenName",
        value: first.givenName,
        said: `${first.givenName} ${first.familyName}`,
      });
    }
  });

  it("is an organisation named by its name, never its establishment date", () => {
    const list = PARTIES.organisations;
    for (const [i, el] of list.entries()) {
      const sel = pick(list, i);
      expect(sel?.by).toBe("names.0.name");
      expect(sel?.value).toBe((el.names as Rec[])[0]?.name);
    }
  });

  it("overrides a date the plan picked it by when a name singles it out", () => {
    const list = PARTIES.individuals;
    const el = list[1] as Rec;
    expect(pick(list, 1, { by: "dateOfBirth", value: el.dateOfBirth })?.by).toBe(
      "names.0.givenName",
    );
  });

  it("keeps a date when nothing else singles the record out", () => {
    const list = PARTIES.individuals.map((r) => ({ dateOfBirth: r.dateOfBirth, gender: "Male" }));
    expect(pick(list, 0)?.by).toBe("dateOfBirth");
  });
});

describe("the form gate", () => {
  it.each([
    "Hello! So, I'd like to remove the individual with a date of birth of July 3, 1944, if that's possible.",
    "Would you mind helping me remove the organisation with an establishment date of January 8? Thank you.",
    "Could you check my subscription with a creation time of August 28?",
  ])("marks a record picked by a dated field: %s", (text) => {
    expect(formWordingHit(text)?.kind).toBe("pickedByAttribute");
  });

  it.each([
    "Just remove the individual named Lilliana Barton, please.",
    "Cancel my appointment on Feb 5 at 1:30 pm.",
    "Refund the payment with a payment date of March 4.",
    "Remove the purchase with an entry date of Feb 2 at 11:15 am.",
  ])("leaves a name or the record's own time: %s", (text) => {
    expect(formWordingHit(text)?.kind).not.toBe("pickedByAttribute");
  });
});

describe("a confirmation naming a record by its entry in its names list", () => {
  it("is the record's own name, not another's", () => {
    const org = PARTIES.organisations[0] as Rec;
    const name = String((org.names as Rec[])[0]?.name);
    expect(
      confirmationProblems(
        `I've removed the organisation "${name}".`,
        `Remove the organisation called ${name}, now please.`,
        [JSON.stringify({ organisations: PARTIES.organisations })],
      ),
    ).not.toContain("wrong-label");
  });
});
