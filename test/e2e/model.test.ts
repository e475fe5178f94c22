import { readFileSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cooperativeAnswer } from "../app/cooperative-model.js";
import { startOpenAiTestDouble } from "../llm/openai-test-double.js";
import {
  buildSite,
  findChromium,
  INSTALL_HINT,
  launch,
  ROOT,
  screenshotsDir,
  serveStatic,
} from "./browser.js";

const CHROME = findChromium();
const NOTES = JSON.parse(readFileSync(join(ROOT, "public/examples/notes.envbundle.json"), "utf8"));
const KEY = "sk-E2ELEAK-4f9c2a7b1d3e";
const TITLE = CHROME
  ? `web app with a model: Settings drive an OpenAI-compatible test double (${CHROME})`
  : `web app with a model — SKIPPED: no Chromium at CHROME_PATH or /usr/bin/chromium; install with: ${INSTALL_HINT}`;

/** Everything the page stored: IndexedDB (all databases), localStorage and sessionStorage. */
async function storedText(
  page: Page,
): Promise<{ idb: string; keys: string[]; local: string; session: string }> {
  return page.evaluate(async () => {
    let idb = "";
    const keys: string[] = [];
    for (const info of await indexedDB.databases()) {
      const db = await new Promise<IDBDatabase>((ok, no) => {
        const r = indexedDB.open(info.name!);
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      for (const name of db.objectStoreNames) {
        const store = db.transaction(name).objectStore(name);
        const [values, ks] = await Promise.all([
          new Promise<unknown[]>((ok) => {
            const r = store.getAll();
            r.onsuccess = () => ok(r.result);
          }),
          new Promise<IDBValidKey[]>((ok) => {
            const r = store.getAllKeys();
            r.onsuccess = () => ok(r.result);
          }),
        ]);
        idb += JSON.stringify(values);
        keys.push(...ks.map((k) => JSON.stringify(k)));
      }
      db.close();
    }
    return {
      idb,
      keys,
      local: JSON.stringify({ ...localStorage }),
      session: JSON.stringify({ ...sessionStorage }),
    };
  });
}

describe.skipIf(!CHROME)(TITLE, () => {
  let site: string;
  let server: Server;
  let url: string;
  let context: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  let model: Awaited<ReturnType<typeof startOpenAiTestDouble>>;
  const consoleErrors: string[] = [];
  let shots: string;

  beforeAll(async () => {
    model = await startOpenAiTestDouble(
      (body) => {
        const name = (body.response_format as { json_schema?: { name: string } } | undefined)
          ?.json_schema?.name;
        const text = (body.messages as { content: string }[]).map((m) => m.content).join("\n");
        if (!name && text.includes("single word")) return { content: "ok" };
        if (name === "write_environment") {
          const { stateSchema, initialState, code } = NOTES;
          const rules = ["a note can only be deleted once archived"];
          return { content: JSON.stringify({ stateSchema, initialState, code, rules }) };
        }
        const content = cooperativeAnswer(name, text);
        return content ? { content } : { status: 400, raw: '{"error":"unknown prompt"}' };
      },
      { cors: true },
    );
    site = await buildSite();
    ({ url, server } = await serveStatic(site));
    ({ context, close } = await launch(CHROME!));
    shots = await screenshotsDir();
    page = context.pages()[0] ?? (await context.newPage());
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    page.on("pageerror", (e) => consoleErrors.push(`pageerror: ${e.message}`));
    await page.goto(`${url}#settings`);
    await page.waitForSelector("body[data-ready=true]");
  }, 240_000);

  afterAll(async () => {
    await close?.();
    server?.close();
    await model?.close();
    if (site) await rm(site, { recursive: true, force: true });
  });

  it("Settings set up the endpoint and Test connection reaches it", async () => {
    await page.getByLabel(/OpenAI-compatible endpoint/).check();
    await page.getByLabel("Base URL").fill(model.baseUrl);
    await page.getByLabel("Base URL").press("Tab");
    await page.getByLabel("Model", { exact: true }).fill("double-7b");
    await page.getByLabel("Model", { exact: true }).press("Tab");
    await page.getByLabel("API key").fill(KEY);
    await page.getByLabel("API key").press("Tab");
    await page.getByRole("button", { name: "Test connection" }).click();
    const status = page.locator("[data-testid=connection-status]");
    await status.getByText(/Connected/).waitFor({ timeout: 30_000 });
    expect(await status.textContent()).toContain("“ok”");
    expect(model.requests).toHaveLength(1);
    expect(model.requests[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
    expect(await page.locator("[data-testid=model-status]").textContent()).toContain("double-7b");
    await page.screenshot({ path: join(shots, "model-1-settings.png"), fullPage: true });
  }, 60_000);

  it("synthesizes conversations in the model's words and shows the model report", async () => {
    await page.getByRole("tab", { name: /Environments/ }).click();
    const text = await readFile(join(ROOT, "public/examples/notes.envbundle.json"), "utf8");
    await page.getByLabel("Import a bundle").setInputFiles({
      name: "notes.envbundle.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    await page.locator("[data-testid=bundle-id]").waitFor();
    await page.getByRole("tab", { name: /Synthesis/ }).click();
    expect(await page.locator("[data-testid=synth-model]").textContent()).toContain("double-7b");
    await page.getByLabel("Conversations", { exact: true }).fill("6");
    await page.getByRole("button", { name: "Synthesize", exact: true }).click();
    await page.getByRole("button", { name: /Browse the dataset/ }).waitFor({ timeout: 300_000 });
    expect(Number(await page.locator("[data-testid=kept]").textContent())).toBeGreaterThan(0);

    await page.getByRole("button", { name: /Browse the dataset/ }).click();
    const report = page.locator("[data-testid=model-report]");
    await report.waitFor();
    expect(await report.textContent()).toContain("openai-compatible:double-7b");
    const accepted = Number(
      await report.locator("tr[data-use=rewrite-request] [data-testid=accepted]").textContent(),
    );
    expect(accepted).toBeGreaterThan(0);
    await page
      .locator("[data-testid=conversation]")
      .getByText(/All sorted/)
      .first()
      .waitFor();
    expect(
      await page.locator("[data-testid=conversation] [data-role=user]").first().textContent(),
    ).toContain("Thanks a bunch");
    await report.screenshot({ path: join(shots, "model-2-report.png") });
    await page.screenshot({ path: join(shots, "model-3-dataset.png"), fullPage: true });
    // Every model call came from the pipeline workers with the key from memory.
    expect(model.requests.length).toBeGreaterThan(1);
    for (const r of model.requests) expect(r.headers.authorization).toBe(`Bearer ${KEY}`);
  }, 400_000);

  it("Improve with model shows each round and which version won; prose sources wait for the model", async () => {
    await page.getByRole("tab", { name: /Environments/ }).click();
    const improve = page.locator("[data-testid=improve]");
    await improve.locator("summary").click();
    await improve.getByLabel("Revision rounds").fill("0");
    await improve.getByLabel("also ask for scenario tests").uncheck();
    await improve.getByRole("button", { name: /Improve with double-7b/ }).click();
    await page.locator("[data-testid=improve-record]").waitFor({ timeout: 180_000 });
    const rounds = page.locator("[data-testid=improve-round]");
    expect(await rounds.count()).toBe(1);
    expect(await rounds.first().textContent()).toMatch(/verified\s*\d+\/\d+/);
    expect(await page.locator("[data-testid=improve-winner]").textContent()).toMatch(/Kept/);
    expect(model.requests.some((r) => JSON.stringify(r.body).includes("write_environment"))).toBe(
      true,
    );
    await page
      .locator("[data-testid=improve]")
      .screenshot({ path: join(shots, "model-4-improve.png") });

    await page.getByRole("tab", { name: /Sources/ }).click();
    await page.getByLabel("Choose files").setInputFiles({
      name: "library-loans.md",
      mimeType: "text/markdown",
      buffer: await readFile(join(ROOT, "test/app/fixtures/library-loans.md")),
    });
    const needs = page.locator("[data-testid=needs-model]");
    await needs.waitFor();
    expect(await needs.textContent()).toMatch(
      /double-7b at 127\.0\.0\.1:\d+ reads its tools when you build/,
    );
  }, 240_000);

  it("the key is absent from IndexedDB, localStorage, sessionStorage and the downloaded exports", async () => {
    await page.getByRole("tab", { name: /Dataset/ }).click();
    const stored = await storedText(page);
    expect(stored.keys.some((k) => k.includes("llm-cache"))).toBe(true);
    expect(stored.idb).toContain("Thanks a bunch");
    expect(stored.idb).not.toContain(KEY);
    expect(stored.local).not.toContain(KEY);
    expect(stored.local).toContain("double-7b"); // non-secret settings persist
    expect(stored.session).not.toContain(KEY);

    for (const format of ["trl", "zip"]) {
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.locator(`button[data-format=${format}]`).click(),
      ]);
      const bytes = await readFile((await download.path())!);
      expect(bytes.includes(Buffer.from(KEY)), format).toBe(false);
      if (format === "trl") expect(bytes.toString("utf8")).toContain("Thanks a bunch");
    }
  }, 120_000);

  it("wrote nothing to the console", () => {
    expect(consoleErrors).toEqual([]);
  });
});
