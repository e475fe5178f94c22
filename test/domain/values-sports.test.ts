import { describe, expect, it } from "vitest";
import { TEAMS } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * A sports API's teams, divisions and positions (collegefootballdata.com, fresh42 dev: "awayTeam":
 * "Engineering", "division": "Marketing", a recruit's "position": "Forward Interactions Agent").
 */
const DOMAIN =
  "College Football Data API This is an API for accessing all sorts of college football data. games teams players recruiting";
const str = { type: "string" };

describe("a sports API's records are about sport", () => {
  const s = createValueSampler(42, { domain: DOMAIN });

  it("a game's teams are clubs, never departments", () => {
    const seen = new Set<string>();
    for (const name of ["awayTeam", "homeTeam", "team"])
      for (let i = 0; i < 4; i++) {
        const v = String(s.value({ name, entity: "games", record: {}, schema: str }));
        expect(TEAMS, `${name}: ${v}`).not.toContain(v);
        seen.add(v);
      }
    expect(seen.size).toBeGreaterThan(6);
    // A company's team is still a department.
    const office = createValueSampler(42, { domain: "HR employees departments payroll" });
    const v = String(office.value({ name: "team", entity: "employees", record: {}, schema: str }));
    expect(TEAMS).toContain(v);
  });

  it("a team record's own name is a club's", () => {
    const v = String(s.value({ name: "name", entity: "awayTeam", record: {}, schema: str }));
    expect(TEAMS).not.toContain(v);
  });

  it("a player's position is where they play", () => {
    for (let i = 0; i < 4; i++) {
      const v = String(s.value({ name: "position", entity: "recruits", record: {}, schema: str }));
      expect(v).toMatch(
        /^(Quarterback|Running Back|Wide Receiver|Tight End|Offensive Tackle|Defensive End|Linebacker|Cornerback|Safety|Kicker)$/,
      );
    }
  });

  it("a season and the year a stadium was built are calendar years", () => {
    const int = { type: "integer" };
    for (const [name, entity] of [
      ["season", "games"],
      ["year_constructed", "venues"],
      ["yearConstructed", "venues"],
      ["startYear", "recruits"],
    ] as const) {
      const v = Number(s.value({ name, entity, record: {}, schema: int }));
      expect(v, name).toBeGreaterThanOrEqual(1900);
      expect(v, name).toBeLessThanOrEqual(2030);
    }
  });

  it("a division of a conference is no department", () => {
    const v = String(s.value({ name: "division", entity: "teams", record: {}, schema: str }));
    expect(TEAMS).not.toContain(v);
  });
});
