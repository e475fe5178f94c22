// fresh59/fresh60 readers: listing a project's locations asked "What should it be called?" (its
// `name` is the project that owns the locations), and a project-only path was asked as "Which
// project and region is it for?" / "It's project 28740." — a region asked for nothing.
import { describe, expect, it } from "vitest";
import { askFor, type FactPhrase } from "../../src/core/synth/writer.js";

const fact = (label: string, value: string): FactPhrase => ({
  key: label,
  value,
  label,
  role: "arg",
  personal: false,
});

describe("a project a call works under", () => {
  it("is asked as the project, also where the parameter is called `name`", () => {
    for (let seed = 0; seed < 6; seed++) {
      const ask = askFor(fact("name", "projects/northwind-prod-412"), seed);
      expect(ask).toMatch(/project/);
      expect(ask).not.toMatch(/called|call it/);
    }
  });
  it("asks for a region only where the path has one", () => {
    for (let seed = 0; seed < 6; seed++)
      expect(askFor(fact("parent", "projects/28740"), seed)).not.toMatch(/region/);
  });
  it("a new thing's name is still asked as its name", () => {
    expect(askFor(fact("name", "Quarterly report"), 0)).toMatch(/called|call it/);
  });
});
