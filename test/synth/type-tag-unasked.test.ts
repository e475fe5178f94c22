import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { answerFactsFrom } from "../../src/core/synth/build-task.js";
import { toolWords } from "../../src/core/synth/tool-words.js";

// fresh45 dev (SoundCloud): "Tell me the creation time and kind of the connection named Lose
// Yourself" → "It was created on Jan 1 at 10:30 am and the kind is connection." A record's `kind`
// that says only what the record is ("Type of object") is no fact to ask or tell.
const ok = (result: unknown) => ({ ok: true as const, result });

describe("a type tag naming the record's own kind is never the answer", () => {
  const connection: ToolSpec = {
    name: "get_me_connections_by_connection_id",
    description: "Returns the authenticated user's connected social account.",
    inputSchema: { type: "object", properties: { connection_id: { type: "integer" } } },
  } as ToolSpec;
  it("tells the connection's own facts, not 'the kind is connection'", () => {
    const result = {
      created_at: "2026-01-01T10:30:00Z",
      display_name: "Lose Yourself",
      id: 5,
      kind: "connection",
      service: "twitter",
    };
    const facts = answerFactsFrom(ok(result), "s1", toolWords(connection), 0, {
      args: { connection_id: 5 },
      argNames: ["connection_id"],
    });
    expect(facts.length).toBeGreaterThan(0);
    expect(facts.map((f) => f.key)).not.toContain("s1.kind");
  });
  it("still tells a kind that says something (a sort among several)", () => {
    const facts = answerFactsFrom(
      ok({ kind: "podcast", title: "Morning News", duration: 1800 }),
      "s1",
      toolWords({
        name: "get_tracks_by_track_id",
        description: "Returns a track.",
        inputSchema: { type: "object", properties: { track_id: { type: "integer" } } },
      } as ToolSpec),
      0,
      { args: { track_id: 3 }, argNames: ["track_id"] },
    );
    expect(facts.map((f) => f.key).join(" ")).toMatch(/kind|duration|title/);
  });
});

describe("a time the doc says is the local time is told as that (fresh45 dev, World Time API)", () => {
  // "what's the ip time and abbreviation?" → "The ip time is Jan 8 at 5 pm".
  it("says 'local time', not 'ip time'", () => {
    const facts = answerFactsFrom(
      ok({ abbreviation: "CET", datetime: "2026-01-08T17:00:00Z", timezone: "Europe/Berlin" }),
      "s1",
      toolWords({
        name: "get_ip",
        description: "request the current time based on the ip of the request.",
        inputSchema: { type: "object", properties: {} },
      } as ToolSpec),
      0,
      {
        docs: {
          datetime: {
            description: "an ISO8601-valid string representing the current, local date/time",
          },
        },
      },
    );
    const labels = facts.map((f) => f.label);
    expect(labels).not.toContain("ip time");
    expect(labels).toContain("local time");
  });
});

describe("one report of totals is told by its figures (fresh43 readers B, covid19-api)", () => {
  // "list the daily report totals for December 30, 2025" → "I found 1 daily report total: one on
  // December 30, 2025." — the figures asked for never said.
  it("tells the confirmed cases and deaths, not 'one on December 30'", () => {
    const facts = answerFactsFrom(
      ok([{ active: 40, confirmed: 68, date: "2025-12-30", deaths: 8, recovered: 20 }]),
      "s1",
      toolWords({
        name: "getDailyReportTotals",
        description: "getDailyReportTotals\n\nGet daily report data for whole world.",
        inputSchema: { type: "object", properties: { date: { type: "string", format: "date" } } },
        kind: "list",
      } as ToolSpec),
      0,
      { args: { date: "2025-12-30" }, argNames: ["date"], listField: "" },
    );
    const keys = facts.map((f) => f.key).join(" ");
    expect(keys).toMatch(/confirmed|deaths|active/);
    expect(facts.map((f) => f.label)).not.toContain("number of daily report totals");
  });
});
