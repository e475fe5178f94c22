import { beforeAll, describe, expect, it } from "vitest";
import type { EnvBundle } from "../../src/core/schema/index.js";
import { buildTaskDetailed } from "../../src/core/synth/build-task.js";
import { proseOf, wordingContextOf } from "../../src/core/synth/checks.js";
import type { EnvRunner } from "../../src/core/synth/env-runner.js";
import { EnvSetMemo } from "../../src/core/synth/env-set-memo.js";
import { refineTask, runChecks } from "../../src/core/synth/refine.js";
import { sandboxRunner } from "../../src/core/synth/sandbox-runner.js";
import type { RequestWriter } from "../../src/core/synth/writer.js";
import { shopBundle, shopPlans } from "./helpers/shop.js";

let bundle: EnvBundle;
let plans: Awaited<ReturnType<typeof shopPlans>>;

beforeAll(async () => {
  bundle = await shopBundle();
  plans = await shopPlans(bundle);
});

describe("what the checks remember between drafts and tasks", () => {
  it("a task's rewrites replay its gold calls once and get the verdicts a replay per draft gives", async () => {
    // A writer whose every draft names the tools: each of the four attempts fails a check.
    const writer: RequestWriter = { write: async () => "Call find_customer then create_order." };
    const built = await buildTaskDetailed(plans.order, [bundle], {
      seed: 3,
      turns: "single",
      writer,
    });
    if (!built.ok) throw new Error(built.error.message);
    let opens = 0;
    const counting: EnvRunner = {
      open: (b, o) => {
        opens++;
        return sandboxRunner.open(b, o);
      },
    };
    const refined = await refineTask(built.value.task, built.value.drafts, [bundle], {
      seed: 3,
      writer,
      runner: counting,
    });
    expect(refined.task).toBeUndefined();
    expect(refined.rewrites).toBe(3);
    expect(opens).toBe(1);
    // The same verdicts as checking the first draft on its own, replay and all.
    const alone = await runChecks(built.value.task, [bundle], sandboxRunner);
    expect(refined.firstChecks).toEqual(alone);
    // The draft states none of the facts; the replay itself finds nothing wrong.
    const solvable = refined.firstChecks.find((c) => c.name === "solvable")?.evidence ?? "";
    expect(solvable).toMatch(/never stated/);
    expect(solvable).not.toMatch(/gold replay ends|faulted|neither a user fact/);
    expect(refined.checks.find((c) => c.name === "not-instructional")?.passed).toBe(false);
  });

  it("tasks of the same environments share one prose list, equal to the environments' own prose", async () => {
    const a = await buildTaskDetailed(plans.order, [bundle], { seed: 3, turns: "single" });
    const b = await buildTaskDetailed(plans.read, [bundle], { seed: 4, turns: "single" });
    if (!a.ok || !b.ok) throw new Error("build failed");
    const first = wordingContextOf(a.value.task, [bundle]);
    const second = wordingContextOf(b.value.task, [bundle]);
    // The prose memo of the glued-word check is keyed by this list: one list per environment set.
    expect(second.prose).toBe(first.prose);
    expect(first.prose).toEqual(proseOf(bundle));
    expect(second.tools).toEqual(bundle.tools.map((t) => t.name));
    expect(second.facts).toBe(b.value.task.userFacts);
  });
});

describe("EnvSetMemo", () => {
  it("makes a value once per set of bundle objects, never shared by another set", () => {
    let made = 0;
    const memo = new EnvSetMemo((bs) => {
      made++;
      return bs.map((b) => b.name).join("+");
    });
    const other = { ...bundle, name: "copy" } as EnvBundle;
    expect(memo.get([bundle])).toBe(bundle.name);
    expect(memo.get([bundle])).toBe(bundle.name);
    expect(made).toBe(1);
    expect(memo.get([bundle, other])).toBe(`${bundle.name}+copy`);
    expect(memo.get([other, bundle])).toBe(`copy+${bundle.name}`);
    // A copy with the same id is another bundle: it gets its own value.
    expect(memo.get([{ ...bundle }])).toBe(bundle.name);
    expect(made).toBe(4);
    expect(memo.get([bundle, other])).toBe(`${bundle.name}+copy`);
    expect(made).toBe(4);
  });
});
