import { groundPlan, planId } from "../../../src/core/plan/index.js";
import { type EnvBundle, type Plan, sealBundle } from "../../../src/core/schema/index.js";
import { miniShop } from "../../fixtures/synth/mini-shop.js";

export async function shopBundle(): Promise<EnvBundle> {
  return sealBundle(miniShop);
}

type Steps = Plan["steps"];

async function grounded(
  bundle: EnvBundle,
  steps: Steps,
  goal: string,
  seed = 1,
  second?: string,
): Promise<Plan> {
  const draft = {
    seed,
    envs: [bundle.id],
    steps,
    goal,
    ...(second ? { goals: [goal, second] } : {}),
  };
  const plan = { id: await planId(draft), ...draft };
  const g = await groundPlan(plan, [bundle]);
  if (!g.ok) throw new Error(`fixture plan did not ground: ${g.error.message}`);
  return g.value;
}

/** Hand-made grounded plans on the mini shop, one per goal shape. */
export async function shopPlans(
  bundle: EnvBundle,
): Promise<Record<"order" | "orderThenTag" | "cancel" | "read" | "coupons", Plan>> {
  const env = bundle.id;
  return {
    order: await grounded(
      bundle,
      [
        {
          id: "s1",
          env,
          tool: "find_customer",
          args: { email: { from: "user", value: "dana.whitfield@example.com" } },
        },
        {
          id: "s2",
          env,
          tool: "search_products",
          args: {
            category: { from: "user", value: "running" },
            on_sale: { from: "user", value: true },
            limit: { from: "user", value: 5 },
          },
        },
        {
          id: "s3",
          env,
          tool: "create_order",
          args: {
            customer_id: { from: "step", step: "s1", path: "customer_id" },
            product_id: {
              from: "step",
              step: "s2",
              path: "items[].product_id",
              select: { by: "name", value: "Trail Blazer 2" },
            },
            size: { from: "user", value: 42 },
          },
        },
      ],
      "s3",
    ),
    // A second write that builds on the first request: order the shoe, then label the shoe ordered.
    orderThenTag: await grounded(
      bundle,
      [
        {
          id: "s1",
          env,
          tool: "find_customer",
          args: { email: { from: "user", value: "dana.whitfield@example.com" } },
        },
        {
          id: "s2",
          env,
          tool: "search_products",
          args: { category: { from: "user", value: "running" } },
        },
        {
          id: "s3",
          env,
          tool: "create_order",
          args: {
            customer_id: { from: "step", step: "s1", path: "customer_id" },
            product_id: {
              from: "step",
              step: "s2",
              path: "items[].product_id",
              select: { by: "name", value: "Trail Blazer 2" },
            },
            size: { from: "user", value: 42 },
          },
        },
        {
          id: "s4",
          env,
          tool: "tag_product",
          turn: 1,
          args: {
            product_id: {
              from: "step",
              step: "s2",
              path: "items[].product_id",
              select: { by: "name", value: "Trail Blazer 2" },
            },
            tag: { from: "user", value: "gift" },
          },
        },
      ],
      "s3",
      1,
      "s4",
    ),
    cancel: await grounded(
      bundle,
      [
        {
          id: "s1",
          env,
          tool: "find_customer",
          args: { email: { from: "user", value: "dana.whitfield@example.com" } },
        },
        {
          id: "s2",
          env,
          tool: "list_orders",
          args: { customer_id: { from: "step", step: "s1", path: "customer_id" } },
        },
        {
          id: "s3",
          env,
          tool: "cancel_order",
          args: {
            order_id: {
              from: "step",
              step: "s2",
              path: "orders[].order_id",
              select: { by: "product_name", value: "Summit Pro" },
            },
          },
        },
      ],
      "s3",
    ),
    read: await grounded(
      bundle,
      [
        {
          id: "s1",
          env,
          tool: "search_products",
          args: { category: { from: "user", value: "hiking" } },
        },
        {
          id: "s2",
          env,
          tool: "get_product",
          args: {
            product_id: {
              from: "step",
              step: "s1",
              path: "items[].product_id",
              select: { by: "name", value: "Summit Pro" },
            },
          },
        },
      ],
      "s2",
    ),
    coupons: await grounded(
      bundle,
      [
        {
          id: "s1",
          env,
          tool: "find_customer",
          args: { email: { from: "user", value: "dana.whitfield@example.com" } },
        },
        {
          id: "s2",
          env,
          tool: "list_coupons",
          args: {
            customer_id: { from: "step", step: "s1", path: "customer_id" },
            status: { from: "user", value: "active" },
          },
        },
      ],
      "s2",
    ),
  };
}
