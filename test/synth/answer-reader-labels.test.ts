import { describe, expect, it } from "vitest";
import { judgeAnswerLabels } from "./answer-labels.js";

// 120 samples readers judged last round (/work/reader/*.md, column B "bad answer"), each judged
// by the current check (see answer-labels.ts).
const judged = judgeAnswerLabels();
const data = { samples: judged.map((j) => j.s) };
const sample = (run: string, index: number) => {
  const x = judged.find((j) => j.s.run === run && j.s.index === index);
  if (!x) throw new Error(`no sample ${run}#${index}`);
  return x;
};

describe("the bad-answer check agrees with readers", () => {
  it("holds all 120 labelled samples, about half marked bad", () => {
    expect(data.samples).toHaveLength(120);
    const bad = data.samples.filter((s) => s.readerBad).length;
    expect(bad).toBeGreaterThan(40);
    expect(bad).toBeLessThan(80);
  });

  it("precision and recall against the readers' B column are at least 0.9 (0.79 / 0.66 before)", () => {
    const tp = judged.filter((j) => j.found.length > 0 && j.s.readerBad).length;
    const fp = judged.filter((j) => j.found.length > 0 && !j.s.readerBad).length;
    const fn = judged.filter((j) => j.found.length === 0 && j.s.readerBad).length;
    expect(tp / (tp + fp)).toBeGreaterThanOrEqual(0.9);
    expect(tp / (tp + fn)).toBeGreaterThanOrEqual(0.9);
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
