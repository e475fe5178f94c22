import { describe, expect, it } from "vitest";
import { judgeAnswerLabels } from "./answer-labels.js";

// 420 samples readers judged (/work/reader/*.md and the fresh8 … fresh12 blind tables
// /work/reader/f8-blind/r*.md … f11-blind/r*.md, column B "bad answer"), each judged by the current
// check (see answer-labels.ts).
const judged = judgeAnswerLabels();
const data = { samples: judged.map((j) => j.s) };
const sample = (run: string, index: number) => {
  const x = judged.find((j) => j.s.run === run && j.s.index === index);
  if (!x) throw new Error(`no sample ${run}#${index}`);
  return x;
};

describe("the bad-answer check agrees with readers", () => {
  it("holds all 420 labelled samples, less than half marked bad", () => {
    expect(data.samples).toHaveLength(420);
    // The fresh12 blind marks: r1 11 and r2 21 of 30 each, by the readers' B column.
    expect(data.samples.filter((s) => s.run.startsWith("f12-") && s.readerBad)).toHaveLength(32);
    // The fresh11 blind marks: 14 of 60 (6 of the 30 after-samples), by the readers' B column.
    expect(data.samples.filter((s) => s.run.startsWith("f11-") && s.readerBad)).toHaveLength(14);
    const bad = data.samples.filter((s) => s.readerBad).length;
    expect(bad).toBeGreaterThan(110);
    expect(bad).toBeLessThan(210);
    // The fresh10 blind marks: 19 of 60 (r1 9 and r2 10 of 30 each), by the readers' B column.
    expect(data.samples.filter((s) => s.run.startsWith("f10-") && s.readerBad)).toHaveLength(19);
    // The fresh8 blind marks: 16 of the 30 current samples were marked B (and 16 of 30 before).
    expect(data.samples.filter((s) => s.run === "f8-after" && s.readerBad)).toHaveLength(16);
  });

  const agreement = (part: typeof judged) => {
    const tp = part.filter((j) => j.found.length > 0 && j.s.readerBad).length;
    const fp = part.filter((j) => j.found.length > 0 && !j.s.readerBad).length;
    const fn = part.filter((j) => j.found.length === 0 && j.s.readerBad).length;
    return { precision: tp / (tp + fp), recall: tp / (tp + fn) };
  };

  // fresh12's readers split on one cause: r1 counts a label echo ("The since is …") under F, r2
  // under B — so over all rounds precision is 0.86 (it was 0.86 / 0.78 before fresh12's causes).
  it("precision and recall against the readers' B column are at least 0.85 / 0.84 (0.90 / 0.83 when fresh11 came in)", () => {
    const all = agreement(judged);
    expect(all.precision).toBeGreaterThanOrEqual(0.85);
    expect(all.recall).toBeGreaterThanOrEqual(0.84);
  });

  it("agrees with the fresh11 blind readers, the test of transfer (0.82 / 0.64 before their causes)", () => {
    const f11 = agreement(judged.filter((j) => j.s.run.startsWith("f11-")));
    expect(f11.precision).toBeGreaterThanOrEqual(0.9);
    expect(f11.recall).toBeGreaterThanOrEqual(0.85);
    // "I found 9 point meta stop types, among them internal, standard and external." over 9 values, 3 distinct
    expect(sample("f11-after", 54).found).toContain("counted-repeats");
    // "I found 7 valid disruption categories" over ["single","search","severity","unified","severity",…]
    expect(sample("f11-before", 54).found).toContain("counted-repeats");
    // "I found 1 dag warning: one on Jan 24 at 5 pm." over a warning with its message and type
    expect(sample("f11-after", 24).found).toContain("items-by-date");
    // Counter-example: "The liveness page is Contact." answers "tell me the liveness page" (no metadata)
    expect(sample("f11-after", 5).found).toEqual([]);
  });

  // The three f10 lists counted with repeats ("I found 8 licences, among them rest and started."
  // over ["rest","started","started","rest",…]) the f10 readers marked N, not B; fresh11's readers
  // mark the same answer B ("counts duplicates"). Rebuilt from the current runs, main's check read
  // 0.78 / 0.74 here.
  it("agrees better with the fresh10 blind readers (0.70 / 0.37 before their causes)", () => {
    const f10 = agreement(judged.filter((j) => j.s.run.startsWith("f10-")));
    expect(f10.precision).toBeGreaterThanOrEqual(0.65);
    expect(f10.recall).toBeGreaterThanOrEqual(0.65);
    // "The request is Request 2." (the whole answer: a stand-in named by its label)
    expect(sample("f10-before", 48).found).toContain("placeholder");
    // "I've updated the abuse. The state is 2."
    expect(sample("f10-after", 57).found).toContain("code-as-value");
    // "the payment status is paid" for a document created with "paid":false
    expect(sample("f10-after", 19).found).toContain("contradicts-flag");
    // Counter-examples, the readers' best: "I've added the app "Booking Widget". The status is
    // pending." and "I've removed the bank account "Dooley - Anderson"."
    expect(sample("f10-after", 48).found).toEqual([]);
    expect(sample("f10-after", 40).found).toEqual([]);
  });

  it("agrees better with the fresh9 blind readers (0.50 / 0.20 before their causes)", () => {
    const f9 = agreement(judged.filter((j) => j.s.run.startsWith("f9-")));
    expect(f9.precision).toBeGreaterThanOrEqual(0.7);
    expect(f9.recall).toBeGreaterThanOrEqual(0.55);
    // "I found 3 RNASeq expression quartiles: CESC, BLCA and PRAD." (the cohorts asked for)
    expect(sample("f9-after", 33).found).toContain("items-misnamed");
    // "All set. The approved is 16 and the type is custom."
    expect(sample("f9-after", 0).found).toContain("flag-as-value");
    // "The both numeric is name and the symbolic is clinical." (a list was asked for)
    expect(sample("f9-before", 3).found).toContain("list-as-fields");
    // Counter-example, the readers' best: "I found 2 identities of tissue source sites: 95 and 5A."
    expect(sample("f9-after", 48).found).toEqual([]);
  });

  it("agrees with this round's blind readers on fresh8 (0.62 / 0.25 before)", () => {
    const f8 = agreement(judged.filter((j) => j.s.run.startsWith("f8-")));
    expect(f8.precision).toBeGreaterThanOrEqual(0.9);
    expect(f8.recall).toBeGreaterThanOrEqual(0.8);
  });

  it("catches the fresh8 answers the blind readers quoted, each for its cause", () => {
    // "among them one on Dec 21…" (dates only, no recipients)
    expect(sample("f8-after", 10).found).toContain("items-by-date");
    // "I found 2 business user permissions: admin and read." over `"total":113`
    expect(sample("f8-after", 48).found).toContain("count-below-total");
    // "among them a standard, a custom and an external."
    expect(sample("f8-after", 33).found).toContain("items-by-type");
    // "I found 2 timezone names: North America and Latin America." (regions)
    expect(sample("f8-before", 37).found).toContain("wrong-list");
    // "among them Lyon scp, San Diego scp and Lyon scp."
    expect(sample("f8-before", 24).found).toContain("repeated-items");
    // "I couldn't find anything." after a call returned a record
    expect(sample("f8-after", 56).found).toContain("false-empty");
    // "I've stopped the shut down slicebox."
    expect(sample("f8-after", 54).found).toContain("garbled");
    // "there are zero co2 matching "real"" (the sort order read as a filter)
    expect(sample("f8-after", 57).found).toContain("sort-as-filter");
    // "The width is 7 cm" (a unit nobody gave)
    expect(sample("f8-after", 45).found).toContain("invented-unit");
    // "The start is Jan 28 at 9:30 am." for a charity search
    expect(sample("f8-before", 31).found).toContain("input-echo");
  });

  it("passes the fresh8 answers the blind readers passed", () => {
    // "I found 9 destinations, among them London destination, …" (r2's best)
    const passed = judged.filter((j) => j.s.run.startsWith("f8-") && !j.s.readerBad);
    expect(passed.filter((j) => j.found.length > 0).length).toBeLessThanOrEqual(2);
  });

  it("catches the answers the readers quoted, each for its cause", () => {
    // "zero firewalls right now" (it was a time window)
    expect(sample("f6-after", 69).found).toContain("zero-overclaims");
    // "I found 1 folder: DistributedVirtualPortgroup." (type passed off as a name)
    expect(sample("f6-after", 91).found).toContain("items-by-type");
    // "I found 1 Tweet Count: one on Jan 1 at 12 pm." — the record held `"tweet_count":10`
    expect(sample("f6-after", 68).found).toContain("misses-the-figure");
    // "I've added the auth token." (no token given back)
    expect(sample("f6-after", 58).found).toContain("withholds-what-was-made");
    // "I've checked the name."
    expect(sample("f6-after", 63).found).toContain("empty");
    // "I've removed the jsapp. The jsapp is Atlanta code json."
    expect(sample("f5-after", 42).found).toContain("self-label");
    // "I've added the site build." despite `"error":"Amount must be greater than zero."`
    expect(sample("f5-after", 3).found).toContain("claims-success");
    // "I've reset the settings." after `"success":false`
    expect(sample("f6-before", 1).found).toContain("claims-success");
    // "among them Ibuprofen, Ibuprofen and Ibuprofen."
    expect(sample("f6-before", 40).found).toContain("repeated-items");
    // "The count is 2." (of what?)
    expect(sample("f5-before", 26).found).toContain("generic-label");
  });

  it("passes what the readers passed, for the same causes' look-alikes", () => {
    // A list answer naming its items; an `error` field in a lookup on the way is no failure.
    expect(sample("f5-after", 26).found).toEqual([]);
    // A new upload's id handed back under its label.
    expect(sample("f5-after", 55).found).toEqual([]);
    // `custom_field` holds the custom field's own label.
    expect(sample("f5-after", 18).found).toEqual([]);
    // Zero records for the user's own login is zero, not a search that matched nothing.
    expect(sample("f5-before", 38).found).toEqual([]);
  });
});
