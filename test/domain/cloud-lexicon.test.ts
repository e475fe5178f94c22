import { faker } from "@faker-js/faker";
import { describe, expect, it } from "vitest";
import { createRecordNamer, lexiconValues } from "../../src/core/domain/lexicon/index.js";
import { createRng } from "../../src/core/domain/rng.js";

// Workload Manager (fresh60, dev data): an evaluation's rules were "Notify on failed payment" and
// "Flag large refunds", its operations "Create order" — a shop's rules in a cloud workload checker.
describe("rules and operations of a cloud infrastructure API", () => {
  const WORKLOADS =
    "Workload Manager is a service that provides tooling for enterprise workloads to automate the deployment and validation of your workloads against best practices and recommendations.";
  it("are infrastructure ones", () => {
    const namer = createRecordNamer(createRng(3), faker, WORKLOADS);
    const rules = Array.from({ length: 6 }, () => namer.lexiconName("rule"));
    const shop = lexiconValues("rule");
    for (const r of rules) expect(shop).not.toContain(r);
    const ops = Array.from({ length: 4 }, () => namer.lexiconName("operation"));
    for (const o of ops) expect(lexiconValues("operation")).not.toContain(o);
  });
  it("while a shop keeps its own rules", () => {
    const namer = createRecordNamer(
      createRng(3),
      faker,
      "An online shoe shop: orders, refunds, coupons.",
    );
    expect(lexiconValues("rule")).toContain(namer.lexiconName("rule"));
  });
});
