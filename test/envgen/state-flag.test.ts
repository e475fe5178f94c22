import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";

type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

// Billingo's CancelDocument (fresh10): a document with `cancelled: boolean` beside a
// `notification_status` enum. Readers saw "cancelled":false after the cancel and on the GET after it.
async function invoicing() {
  const path = "../fixtures/model/invoice-cancel-flag.openapi.json";
  const text = readFileSync(new URL(path, import.meta.url), "utf8");
  const r = await ingestFile({ name: "invoice-cancel-flag.openapi.json", text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  const made = await createEnvInstance(b.value);
  if (!made.ok) throw new Error(made.error.message);
  open.push(made.value);
  return { bundle: b.value, env: made.value };
}

const ok = (o: unknown) => {
  const x = o as { ok: boolean; result?: unknown };
  if (!x.ok) throw new Error(JSON.stringify(o));
  return x.result as Rec;
};

describe("an action sets the record's own flag for the state it names", () => {
  it("cancelling a document sets cancelled: true, leaves notification_status alone, and cannot repeat", async () => {
    const { bundle, env } = await invoicing();
    const docs = ((await env.state()).documents ?? []) as Rec[];
    const doc = docs.find((d) => d.cancelled === false);
    expect(doc).toBeDefined();
    const res = ok(await env.call("CancelDocument", { id: doc!.id }));
    expect(res.cancelled).toBe(true);
    const after = ok(await env.call("GetDocument", { id: doc!.id }));
    expect(after.cancelled).toBe(true);
    expect(after.notification_status).toBe(doc!.notification_status);
    expect(await env.call("CancelDocument", { id: doc!.id })).toMatchObject({
      ok: false,
      error: { code: "Conflict" },
    });
    // The semantic model records the effect (rewards and answers read it).
    const tm = bundle.model?.tools.CancelDocument;
    expect(tm?.effects).toContainEqual({
      kind: "update",
      entity: "documents",
      fields: ["cancelled"],
    });
    expect(tm?.effects.some((e) => e.kind === "set-status")).toBe(false);
  });

  it("archive finds `is_archived`; a read changes no flag", async () => {
    const { env } = await invoicing();
    const docs = ((await env.state()).documents ?? []) as Rec[];
    const doc = docs.find((d) => d.is_archived === false && d.cancelled === false);
    expect(doc).toBeDefined();
    const res = ok(await env.call("ArchiveDocument", { id: doc!.id }));
    expect(res.is_archived).toBe(true);
    expect(res.cancelled).toBe(false);
    const other = docs.find((d) => d.id !== doc!.id)!;
    const read = ok(await env.call("GetDocument", { id: other.id }));
    expect(read.is_archived).toBe(other.is_archived);
  });
});
