import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { createDefaultStages, runPipeline } from "../../src/core/pipeline/index.js";
import type { Task, Trajectory } from "../../src/core/schema/index.js";
import { createMemoryStore } from "../../src/core/store/memory-store.js";

// Kinesis Analytics v2 (fresh61 blind readers, F on about 12 of 30 and B on 3): ListApplications
// answers `ApplicationSummaries`, and users asked to "start the application summary called Field
// Service"; CreateApplicationPresignedUrl was asked as "add a new flink dashboard url application
// presigned url for the application summary named Admin Console" and confirmed as "I've added the
// application presigned url" with no URL.
let tasks: Task[] = [];
let trajectories: Trajectory[] = [];
beforeAll(async () => {
  const text = readFileSync(
    new URL("../fixtures/synth/kinesis-apps-f61.openapi.json", import.meta.url),
    "utf8",
  );
  // Seed 6: with applications' current versions now their own versions the bundle changed and
  // seed 5's 16 tasks held no version list (ListApplicationVersions covered at seeds 6, 7, 8).
  const result = await runPipeline(
    [{ name: "kinesis-apps-f61.openapi.json", text }],
    { seed: 6, count: 16, turns: "single" },
    { store: createMemoryStore(), stages: createDefaultStages() },
  );
  tasks = result.tasks;
  trajectories = result.trajectories;
}, 240_000);

const userWords = (t: Task) => t.turns.map((x) => x.user).join(" ");

describe("Kinesis applications are said as applications", () => {
  it("no request names an 'application summary'", () => {
    const named = tasks.filter((t) => /\bapplication (?:named|called)\b/.test(userWords(t)));
    expect(named.length).toBeGreaterThan(0);
    for (const t of tasks) expect(userWords(t)).not.toMatch(/application summar/i);
  });

  it("versions are listed by their number, never by their state alone", () => {
    const answers = trajectories.flatMap((tr) =>
      tr.messages.filter(
        (m) => m.role === "assistant" && /application versions?:/.test(m.content ?? ""),
      ),
    );
    expect(answers.length).toBeGreaterThan(0);
    for (const a of answers) expect(a.content).toMatch(/: version \d+ \(/);
  });

  it("a presigned URL is asked for as a link and handed over", () => {
    const links = trajectories.filter((tr) =>
      tr.messages.some((m) => m.role === "tool" && m.name === "CreateApplicationPresignedUrl"),
    );
    expect(links.length).toBeGreaterThan(0);
    for (const tr of links) {
      const at = tr.messages.findIndex(
        (m) => m.role === "tool" && m.name === "CreateApplicationPresignedUrl",
      );
      const asked = tr.messages
        .slice(0, at)
        .filter((m) => m.role === "user")
        .map((m) => m.content)
        .join(" ");
      expect(asked).not.toMatch(/\burl\b.*\burl\b/i);
      expect(asked).toMatch(/\blink\b/);
      const answer = tr.messages.slice(at).find((m) => m.role === "assistant" && m.content);
      expect(answer?.content).toMatch(/https:\/\//);
    }
  });
});
