import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { singleTurnTasks, specBundle } from "../synth/helpers/spec-tasks.js";

const spec = JSON.parse(
  readFileSync(new URL("../fixtures/plan/same-fact-twice.openapi.json", import.meta.url), "utf8"),
);

describe("one call that takes the same fact in two places", () => {
  it("sends one value in both, and the user gives one email (fresh20 readers: two emails for one review)", async () => {
    const bundle = await specBundle(spec, "same-fact-twice.openapi.json", 20);
    const tasks = await singleTurnTasks(bundle, 6);
    const reviews = tasks.filter(({ task }) =>
      task.gold.calls.some((c) => c.tool === "post_review"),
    );
    expect(reviews.length).toBeGreaterThan(0);
    for (const { task } of reviews) {
      const call = task.gold.calls.find((c) => c.tool === "post_review")!;
      const args = call.args as { user_email?: string; body?: { user_email?: string } };
      expect(args.user_email).toBeDefined();
      expect(args.body?.user_email).toBe(args.user_email);
      const said = task.turns.map((t) => ("user" in t ? t.user : "")).join(" ");
      expect(said.match(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g) ?? []).toEqual([args.user_email]);
    }
  });
});
