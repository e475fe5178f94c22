import { describe, expect, it } from "vitest";
import { answerFitProblems, type FitTurn } from "../../src/core/synth/answer-fit.js";

// The fresh22 blind tables (/work/blind40/r1.md, r2.md): answers the readers marked B that every
// check passed. One test per reader quote (the sample's own request, results and answer), each
// beside an answer a reader passes that the same rule must leave alone.

const turn = (answer: string, over: Partial<FitTurn> = {}): FitTurn => ({
  request: "",
  results: [],
  answer,
  paramWords: [],
  ...over,
});
const words = (text: string) => new Set(text.split(" "));

const entity = (line1: string, city: string, country: string, name: string) =>
  JSON.stringify({
    city,
    country,
    county: "Sydney Airport",
    id: 7,
    line1,
    line2: "Suite 200",
    party_name: name,
    tenant_id: "ten_7257",
  });

describe("answers that repeat the user's own input (fresh22 r2 S12, r1 S25, B)", () => {
  it('flags "the line1 is 66 Rue Oberkampf" after the user gave that address', () => {
    const t = turn("The city is Paris, the country is France and the line1 is 66 Rue Oberkampf.", {
      userSaid:
        "Can you add a new legal entity called \"Custom party\" already? I've been waiting. My address is 66 Rue Oberkampf, 75055, France. It's Paris.",
      request: "Thanks. Can you also pull up the legal entity now?",
      results: [entity("66 Rue Oberkampf", "Paris", "FR", "Custom party")],
    });
    expect(answerFitProblems(t)).toContain("input-as-answer");
  });
  it('flags "the line1 is 333 Rue de Rivoli" after the user gave it', () => {
    const t = turn("The city is Paris, the country is France and the line1 is 333 Rue de Rivoli.", {
      userSaid:
        'Can you add a new legal entity named "Standard party" already? My address is 333 Rue de Rivoli, 75022, France. Paris.',
      request: "Thanks! And could you check the legal entity for me now?",
      results: [entity("333 Rue de Rivoli", "Paris", "FR", "Standard party")],
    });
    expect(answerFitProblems(t)).toContain("input-as-answer");
  });
  it("passes a re-read that tells what the system added", () => {
    const t = turn("It's on file as legal entity 7, with Suite 200 as the second address line.", {
      userSaid: "My address is 333 Rue de Rivoli, 75022, France. Paris.",
      request: "Thanks! And could you check the legal entity for me now?",
      results: [entity("333 Rue de Rivoli", "Paris", "FR", "Standard party")],
    });
    expect(answerFitProblems(t)).not.toContain("input-as-answer");
  });
  it("passes one status the user asked for (fresh12 readers passed it)", () => {
    const t = turn("The status is scheduled.", {
      userSaid: "Please schedule my post for Friday; it should be scheduled.",
      request: "And what does the post say now?",
    });
    expect(answerFitProblems(t)).toEqual([]);
  });
  it("passes a confirmation that names the record as the user named it", () => {
    const t = turn('I\'ve added the legal entity "Standard party".', {
      request: 'Can you add a new legal entity named "Standard party"?',
    });
    expect(answerFitProblems(t)).not.toContain("input-as-answer");
  });
});

describe("labels that are raw response keys (fresh22 r1 S03, r2 S07, r1 S07, r2 S23, B)", () => {
  const sts = JSON.stringify({ st_id: "st_1006", reldate: 45, database: "catalog" });
  const fields = words("st id barcode show alleles database collection date year scheme name");
  it('flags "The reldate is 45"', () => {
    const t = turn("The reldate is 45.", {
      request: "Tell me the reldate for 3776603410041 and catalog already.",
      results: [sts],
      docWords: words("the unique barcode for traces records order of search results"),
      fieldWords: fields,
    });
    expect(answerFitProblems(t)).toContain("raw-key-label");
  });
  it('flags "it lastmodified on Sep 27, 2025"', () => {
    const t = turn(
      "The database is orders, it lastmodified on Sep 27, 2025 at 11:30 am and the label is database.",
      {
        request: "Thanks. Can you also pull up the scheme now?",
        results: [
          JSON.stringify({ label: "database", lastmodified: "2025-09-27T11:30:00Z", id: "x" }),
        ],
        docWords: words("the scheme of a database last time it was changed"),
        fieldWords: fields,
      },
    );
    expect(answerFitProblems(t)).toContain("raw-key-label");
  });
  it('flags "the timeline not read is 94"', () => {
    const t = turn("The mail is brandt.cummings@example.com and the timeline not read is 94.", {
      request: "Just tell me the mail and timeline not read of the getstationsdatum, please.",
      results: [
        JSON.stringify({
          body: { user: { mail: "brandt.cummings@example.com", timeline_not_read: 94 } },
        }),
      ],
      docWords: words("returns data from a user weather stations timeline of the user"),
    });
    expect(answerFitProblems(t)).toContain("raw-key-label");
  });
  it('passes "The timezone is Europe/Paris" and "the database is catalog"', () => {
    for (const answer of ["The timezone is Europe/Paris.", "The database is catalog."]) {
      const t = turn(answer, {
        request: "What's the timezone of the location?",
        results: [JSON.stringify({ timezone: "Europe/Paris", database: "catalog" })],
        docWords: words("the time of the location in its zone data of the base"),
      });
      expect(answerFitProblems(t)).not.toContain("raw-key-label");
    }
  });
});

describe("lists that tell nothing (fresh22 r1 S18, r1 S27, r2 S06, r2 S09, r1 S14, B)", () => {
  it('flags "I found 9 brandeds" as a plural of a participle', () => {
    const t = turn(
      "I found 9 brandeds, among them Standard branded, Team branded and Main branded.",
      {
        request: "Please check the branded for the nutrient NUT-1585. Thanks.",
        tools: ["get_food_branded_search_php"],
      },
    );
    const found = answerFitProblems(t);
    expect(found).toContain("plural-non-noun");
    expect(found).toContain("placeholder-items");
  });
  it('flags "I found 1 branded food item: Main barcode php."', () => {
    const t = turn("I found 1 branded food item: Main barcode php.", {
      request:
        "I need you to check the branded food item, quickly please. It's for the code REF-7200.",
      tools: ["get_food_branded_barcode_php"],
    });
    expect(answerFitProblems(t)).toContain("placeholder-items");
  });
  it('flags "I found 1 branded food item: Standard name php." — the name the user gave', () => {
    const t = turn("I found 1 branded food item: Standard name php.", {
      request: "Can you check the branded food item already? I've been waiting. Standard name php.",
    });
    expect(answerFitProblems(t)).toContain("found-own-input");
  });
  it("passes real names, a search found by its name, and nouns ending in -eds", () => {
    const ok = [
      turn("I found 3 branded food items: Oat Crunch, Rye Thins and Corn Puffs.", {
        tools: ["get_food_branded_search_php"],
      }),
      turn("I found 1 trial: Knee pain pilot.", {
        request: 'Can you find the trials? I\'m looking for anything about "Knee pain pilot".',
      }),
      turn("I found 4 seeds and 200 hundreds."),
      // fresh11 readers passed it: a qualifier before the thing counted may be its name.
      turn("I found 8 valid modes, among them Default mode, Personal mode and Basic mode.", {
        tools: ["list_valid_modes"],
      }),
    ];
    for (const t of ok) expect(answerFitProblems(t)).toEqual([]);
  });
});

describe("answers with a fact the question did not ask (fresh22 r2 S13, B)", () => {
  const info = JSON.stringify({
    faces: 212417831,
    has_credits_to_search: true,
    is_online: true,
    remaining_credits: 12987,
  });
  it('flags "The faces are 212417831" for the remaining search credits', () => {
    const t = turn("All set. The faces are 212417831.", {
      request: "I want to list the remaining search credits.",
      results: [info],
    });
    expect(answerFitProblems(t)).toContain("unasked-facts");
  });
  it("passes the credits said with a thousands comma", () => {
    const t = turn("You have 12,987 search credits left.", {
      request: "I want to list the remaining search credits.",
      results: [info],
    });
    expect(answerFitProblems(t)).toEqual([]);
  });
});
