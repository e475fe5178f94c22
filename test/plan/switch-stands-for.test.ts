import { describe, expect, it } from "vitest";
import { switchStandsFor } from "../../src/core/domain/switches.js";
import { cohereUserArgs, switchesStandingFor } from "../../src/core/plan/value-picker.js";

/**
 * fresh65 readers M (Memcache): `ApplyParameters` went out with `"applyAll": false` and no
 * `nodeIds` — it restarts nothing. The doc: "Whether to apply instance-level parameter group to
 * all nodes. If set to true, users are restricted from specifying individual nodes, and
 * `ApplyParameters` updates all nodes within the instance." Rule: a switch whose doc says that,
 * on, it leaves another input out (or, off, needs it) stands for that input; a call gives one of
 * the two, never neither and never both.
 */
const MEMCACHE =
  "Whether to apply instance-level parameter group to all nodes. If set to true, users are restricted from specifying individual nodes, and `ApplyParameters` updates all nodes within the instance.";
/** Content API for Shopping (googleapis.com/content), `OrdersRefundItemRequest.shipping`. */
const CONTENT =
  "If set to true, all shipping costs for the order will be refunded. If this is true, amount shouldn't be provided and will be ignored. If set to false, submit the amount of the partial shipping refund, excluding the shipping tax. The shipping tax is calculated and handled on Google's side.";

const memcache = {
  type: "object",
  properties: {
    name: { type: "string", description: "Required. Resource name of the Memcached instance." },
    applyAll: { type: "boolean", description: MEMCACHE },
    nodeIds: {
      type: "array",
      items: { type: "string" },
      description: "Nodes to which the instance-level parameter group is applied.",
    },
  },
  required: ["name"],
};
const content = {
  type: "object",
  properties: {
    amount: { type: "object", description: "The amount that is refunded." },
    fullRefund: { type: "boolean", description: CONTENT },
    operationId: { type: "string", description: "The ID of the operation." },
  },
};

describe("a switch that stands for another input", () => {
  it("reads which input the switch covers from its doc", () => {
    expect(switchStandsFor(MEMCACHE, ["name", "applyAll", "nodeIds"], "applyAll")).toBe("nodeIds");
    expect(switchStandsFor(CONTENT, ["amount", "fullRefund", "operationId"], "fullRefund")).toBe(
      "amount",
    );
    // Sheets: the clause that leaves an input out names it, not the condition beside it.
    expect(
      switchStandsFor(
        "Whether values are visible by default. If true, the visible_values are ignored, all values that meet condition (if specified) are shown.",
        ["condition", "visibleByDefault", "visibleValues"],
        "visibleByDefault",
      ),
    ).toBe("visibleValues");
    // A switch whose "true" leaves nothing out stands for nothing.
    expect(
      switchStandsFor(
        "Determines whether to _immediately_ delete the AndroidApp. If set to true, the App is immediately deleted from the Project and cannot be restored to the Project.",
        ["name", "etag", "immediate", "validateOnly"],
        "immediate",
      ),
    ).toBeUndefined();
    expect(switchesStandingFor(memcache)).toEqual([["applyAll", "nodeIds"]]);
    expect(switchesStandingFor(content)).toEqual([["fullRefund", "amount"]]);
  });

  it("Memcache: applyAll off with no nodes becomes applyAll on", () => {
    const args: Record<string, unknown> = {
      name: "projects/p/locations/l/instances/i",
      applyAll: false,
    };
    const bound: Record<string, { from: string; value?: unknown }> = {
      name: { from: "step" },
      applyAll: { from: "user", value: false },
    };
    cohereUserArgs(args, bound, memcache);
    expect(args.applyAll).toBe(true);
    expect(bound.applyAll).toEqual({ from: "user", value: true });
  });

  it("Memcache: nodes given with applyAll on turn the switch off", () => {
    const args: Record<string, unknown> = { name: "n", applyAll: true, nodeIds: ["node-1"] };
    const bound = { name: { from: "step" }, applyAll: { from: "user", value: true } };
    cohereUserArgs(args, bound, memcache);
    expect(args.applyAll).toBe(false);
    expect(args.nodeIds).toEqual(["node-1"]);
  });

  it("Content: a refund with neither an amount nor fullRefund refunds in full", () => {
    const args: Record<string, unknown> = { operationId: "op-1" };
    const bound = { operationId: { from: "user", value: "op-1" } };
    cohereUserArgs(args, bound, content);
    expect(args.fullRefund).toBe(true);
    const partial: Record<string, unknown> = { amount: { value: "3.50" }, fullRefund: false };
    cohereUserArgs(partial, { fullRefund: { from: "user", value: false } }, content);
    expect(partial.fullRefund).toBe(false);
  });
});
