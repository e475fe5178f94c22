import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { isUnsayable, toolWords } from "../../src/core/synth/tool-words.js";
import {
  type FactPhrase,
  factPhrase,
  targetPhrase,
  templateWriter,
} from "../../src/core/synth/writer.js";

/**
 * Issue 12, fresh11 blind readers and the bundled examples: a value that says how a thing is
 * done or comes out was put in a form's slot — "for the CM unit", "for the URL output", "for the
 * portrait orientation", "for the regular strength", "for the weekdays repeat", "In case it helps,
 * for the wraynor username", "the slot with a start time of Feb 13 at 4:15 pm". A person says
 * it by what it is: "in cm", "as a link", "my username is wraynor".
 */

const fact = (
  label: string,
  value: unknown,
  kind?: FactPhrase["kind"],
  extra = {},
): FactPhrase => ({
  key: `s1.${label.replace(/ /g, "_")}`,
  value,
  label,
  role: "arg",
  personal: false,
  ...(kind ? { kind } : {}),
  ...extra,
});

function toolWordsOf(name: string, kind: ToolSpec["kind"]) {
  return toolWords({
    name,
    description: "",
    kind,
    inputSchema: { type: "object", properties: {} },
  });
}

describe("a setting is said by what it does", () => {
  it("the readers' quotes (r2 S16, S29; r1 S20; bundled smart home)", () => {
    // "add a new template with a height of 29.7 cm, for the portrait orientation and for the CM unit"
    expect(factPhrase(fact("unit", "cm", "category"))).toBe("in cm");
    // r1 S09: "update the rotaion to 90 and the unit to in" — a unit symbol that is a word.
    expect(factPhrase(fact("unit", "in", "category"))).toBe("in inches");
    expect(factPhrase(fact("orientation", "portrait", "category"))).toBe("in portrait orientation");
    // "generate a document for the response called Slaughterhouse Five for the URL output"
    expect(factPhrase(fact("output", "url", "category"))).toBe("as a link");
    expect(factPhrase(fact("output", "base64", "category"))).toBe("as base64");
    // "brew 6 cups … for the regular strength"; "add a new schedule for the weekdays repeat"
    expect(factPhrase(fact("strength", "regular", "category"))).toBe("at regular strength");
    expect(factPhrase(fact("repeat", "weekdays", "category"))).toBe("repeating on weekdays");
    expect(factPhrase(fact("repeat", "daily", "category"))).toBe("repeating daily");
    // f11: "list the runs … up to Jan 21 at 9 am and up to Jan 10 at 9 am" for end_date_gte/_lte.
    expect(factPhrase(fact("end date gte", "2026-01-21", "date", { spoken: "Jan 21" }))).toBe(
      "from Jan 21",
    );
    expect(factPhrase(fact("end date lte", "2026-01-10", "date", { spoken: "Jan 10" }))).toBe(
      "up to Jan 10",
    );
    expect(factPhrase(fact("end date", "2026-01-10", "date", { spoken: "Jan 10" }))).toBe(
      "up to Jan 10",
    );
    // f11 base: "list the runs for the dag … for the completed state"
    expect(factPhrase(fact("state", ["completed"], "status"))).toBe("that are completed");
    // "In case it helps, for the wraynor username."
    expect(factPhrase(fact("username", "wraynor", undefined, { personal: true }))).toBe(
      "my username is wraynor",
    );
  });

  it("an account a goal is about is named as the user's account, not 'my username'", () => {
    expect(
      factPhrase(fact("username", "dwilliamson", undefined, { personal: true }), 0, "user"),
    ).toBe("for user dwilliamson");
  });

  it("leaves values that are not settings alone (counter-examples)", () => {
    // A unit as a field's whole name is a measure's unit ("at 3 ppm"), a number stays a number.
    expect(factPhrase(fact("ppm", 3, "measure"))).toBe("at 3 ppm");
    // A mode keeps its own phrase; a type is "it's a …"; a colour is a colour.
    expect(factPhrase(fact("mode", "eco", "category"))).toBe("with eco mode");
    expect(factPhrase(fact("device type", "thermostat", "category"))).toBe("it's a thermostat");
    expect(factPhrase(fact("background color", "ivory"))).toBe("with an ivory background");
    // A free text that happens to sit under "format" is quoted text, not a setting.
    expect(
      factPhrase(fact("format", "Please keep the whole thing short and friendly", "free-text")),
    ).not.toMatch(/^as /);
  });
});

describe("a record picked by when it starts", () => {
  it("'book an appointment for the slot with a start time of Feb 13 at 4:15 pm' (bundled clinic)", () => {
    const slot: FactPhrase = {
      ...fact("start time", "2026-02-13T16:15:00Z", "datetime"),
      role: "select",
      noun: "slot",
      spoken: "Feb 13 at 4:15 pm",
    };
    expect(targetPhrase(slot)).toBe("the slot starting Feb 13 at 4:15 pm");
  });

  it("other dates keep saying which date they are (counter-example)", () => {
    const trial: FactPhrase = {
      ...fact("completion date", "2025-12-20", "date"),
      role: "select",
      noun: "trial",
      spoken: "Dec 20",
    };
    expect(targetPhrase(trial)).toBe("the trial with a completion date of Dec 20");
  });
});

describe("where the user is, and the key they hold", () => {
  const forms = toolWordsOf("get_forms", "list");
  it("a country alone is where the user is (r1 S16, r2 S11, S13: 'my address is United States')", async () => {
    const text = await templateWriter.write(
      {
        kind: "request",
        goal: forms,
        targets: [],
        facts: [
          {
            ...fact("country", "US", "address-part"),
            key: "s1.country_code",
            personal: true,
            spoken: "United States",
          },
        ],
        domain: "banks",
        register: "brief",
      },
      { seed: 1, attempt: 0 },
    );
    expect(text).not.toMatch(/my address is/);
    expect(text).toMatch(/I'm in the United States/);
  });

  it("a street address is still 'my address' (counter-example)", async () => {
    const text = await templateWriter.write(
      {
        kind: "request",
        goal: forms,
        targets: [],
        facts: [
          { ...fact("line1", "12 Main St", "address-part"), personal: true },
          { ...fact("city", "Denver", "address-part"), personal: true },
        ],
        domain: "banks",
        register: "brief",
      },
      { seed: 1, attempt: 0 },
    );
    expect(text).toMatch(/my address is 12 Main St, Denver/i);
  });

  it("a service or licence key is the caller's credential (r1 S10, S18: 'for a servicekey')", () => {
    const spec: ToolSpec = {
      name: "post_me",
      description: "",
      inputSchema: {
        type: "object",
        properties: { servicekey: { type: "string" } },
        required: ["servicekey"],
      },
    };
    expect(isUnsayable(spec, "servicekey", "SER-7823")).toBe(true);
    expect(isUnsayable(spec, "license_key", "LIC-1")).toBe(true);
    // A key that names a record's field is no credential (counter-examples).
    expect(isUnsayable(spec, "sort_key", "name")).toBe(false);
    expect(isUnsayable(spec, "monkey", "Bubbles")).toBe(false);
  });
});

describe("a record that is a word is named by it", () => {
  const words = toolWordsOf("post_words_delete", "delete");
  const draft = (facts: FactPhrase[]) =>
    templateWriter.write(
      { kind: "request", goal: words, targets: [], facts, domain: "", register: "brief" },
      { seed: 2, attempt: 0 },
    );
  it("'remove my word for the dict DIC-2677 and for the word \"gather\"' (r1 S20)", async () => {
    const text = await draft([
      { ...fact("word", "gather", "other"), atGoal: true },
      { ...fact("dict", "en-US", "category"), atGoal: true },
    ]);
    expect(text).toMatch(/remove the word "gather"/);
    expect(text).not.toMatch(/my word/);
  });
  it("an update's new text is a change, not the record's name (counter-example)", async () => {
    const note = toolWordsOf("update_note", "update");
    const text = await templateWriter.write(
      {
        kind: "request",
        goal: note,
        targets: [],
        facts: [{ ...fact("note", "Call back", "free-text"), atGoal: true }],
        domain: "",
        register: "brief",
      },
      { seed: 2, attempt: 0 },
    );
    expect(text).toMatch(/Call back/);
    expect(text).not.toMatch(/update the note "Call back"/);
  });
});

describe("a setting said on its own is a sentence", () => {
  it("'As a link.' and 'That are completed.' become sentences", async () => {
    const text = await templateWriter.write(
      {
        kind: "request",
        goal: toolWordsOf("get_document", "read"),
        targets: [],
        facts: [{ ...fact("output", "url", "category"), atGoal: false }],
        domain: "",
        asks: ["name"],
        register: "brief",
      },
      { seed: 1, attempt: 0 },
    );
    expect(text).toMatch(/I'd like it as a link\./);
  });

  it("a variable's value is what it is set to (r2 S21: 'add a new variable for \"OPT-7694\"')", () => {
    expect(factPhrase(fact("value", "42"))).toBe('set to "42"');
  });
});
