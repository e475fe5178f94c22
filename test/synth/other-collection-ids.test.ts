import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { Task, Trajectory } from "../../src/core/schema/index.js";
import { otherCollectionIds } from "../../src/core/synth/dataset-quality.js";

// fresh49 blind read (r1 S11): "Pays a client invoice using an id from the provider-invoice list."
describe("the sample count sees an id fed from another collection of the same noun", () => {
  it("a provider invoice's id paying a client invoice is unsolvable; a client invoice's is not", async () => {
    const name = "xtrf-invoices.openapi.json";
    const text = readFileSync(new URL(`../fixtures/model/${name}`, import.meta.url), "utf8");
    const r = await ingestFile({ name, text });
    if (!r.ok) throw new Error(r.error.message);
    const made = await generateHeuristicBundle(r.value, { seed: 2 });
    if (!made.ok) throw new Error(made.error.message);
    const b = made.value;
    const tool = (pointer: string) => b.tools.find((t) => t.source?.pointer === pointer)!.name;
    const pay = tool("/paths/~1accounting~1customers~1invoices~1{invoiceId}~1payments/post");
    const run = (list: string) => {
      const task = {
        envs: [{ bundleId: b.id }],
        gold: {
          calls: [
            { tool: list, args: {} },
            { tool: pay, args: { invoiceId: 4, amount: 47.99 } },
          ],
        },
      } as unknown as Task;
      const trajectory = {
        messages: [
          { role: "tool", name: list, content: '{"invoices":[{"invoice_id":4,"status":"SENT"}]}' },
          { role: "tool", name: pay, content: '{"invoice_id":4,"amount":47.99,"payment_id":13}' },
        ],
      } as unknown as Trajectory;
      return { task, trajectory };
    };
    const provider = run(tool("/paths/~1accounting~1providers~1invoices/get"));
    expect(otherCollectionIds(provider.task, provider.trajectory, [b])).toEqual([
      `${pay}.invoiceId=4 from /accounting/providers/invoices, not /accounting/customers/invoices`,
    ]);
    const client = run(tool("/paths/~1accounting~1customers~1invoices/get"));
    expect(otherCollectionIds(client.task, client.trajectory, [b])).toEqual([]);
  });
});
