import { describe, expect, it } from "vitest";
import { createValueSampler } from "../../src/core/domain/values.js";

// fresh58 blind readers (PA TV API): "I found 8 channels, among them Sky Atlantic HD, #help and
// #announcements" — a team chat's channel names in a TV guide.
const TV = "TV API. Television listings: channels, schedules and programmes of each platform.";

describe("a channel's name follows what the doc airs", () => {
  it("a TV guide's channels are stations, never #help", () => {
    const s = createValueSampler(5, { domain: TV });
    const names = Array.from({ length: 8 }, () =>
      s.value({ name: "title", schema: { type: "string" }, entity: "channel", record: {} }),
    );
    for (const n of names) expect(String(n)).not.toMatch(/^#/);
  });

  it("a team chat's channels keep their #names (counter-example)", () => {
    const s = createValueSampler(5, {
      domain: "Slack-like team chat: workspaces, channels and messages.",
    });
    const n = s.value({ name: "name", schema: { type: "string" }, entity: "channel", record: {} });
    expect(String(n)).toMatch(/^#/);
  });
});
