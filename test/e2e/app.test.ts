import { readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadBundle } from "../../src/core/schema/index.js";
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
const HOSTILE = "<img src=x onerror=alert(1)>";
const TITLE = CHROME
  ? `web app end to end in Chromium (${CHROME})`
  : `web app end to end — SKIPPED: no Chromium at CHROME_PATH or /usr/bin/chromium; install with: ${INSTALL_HINT}`;

/** A bundle written by a stranger: HTML in its texts, and a handler that never returns. */
function hostileBundle() {
  return {
    format: "envfactory.bundle/v1",
    name: "hostile",
    description: `An environment whose texts try to inject markup: ${HOSTILE}`,
    domain: "test",
    tools: [
      {
        name: "echo_markup",
        description: `Returns markup ${HOSTILE}`,
        inputSchema: { type: "object", properties: { note: { type: "string" } } },
      },
      {
        name: "spin_forever",
        description: "Loops forever.",
        inputSchema: { type: "object", properties: {} },
      },
    ],
    stateSchema: { type: "object" },
    initialState: { items: [] },
    code: `export default {
  echo_markup(state, args) { return { text: ${JSON.stringify(HOSTILE)}, note: args.note ?? null }; },
  spin_forever() { for (;;) {} },
};`,
    seed: 7,
    clock: { start: "2025-01-01T00:00:00.000Z", stepMs: 1000 },
  };
}

async function tab(page: Page, name: RegExp): Promise<void> {
  await page.getByRole("tab", { name }).click();
}

async function idle(page: Page, timeout = 120_000): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector("ef-app")?.shadowRoot?.querySelector(".status progress"),
    undefined,
    { timeout },
  );
}

describe.skipIf(!CHROME)(TITLE, () => {
  let site: string;
  let server: Server;
  let url: string;
  let context: BrowserContext;
  let close: () => Promise<void>;
  let page: Page;
  const consoleErrors: string[] = [];
  const dialogs: string[] = [];
  const foreignRequests: string[] = [];
  let shots: string;

  beforeAll(async () => {
    site = await buildSite();
    ({ url, server } = await serveStatic(site));
    ({ context, close } = await launch(CHROME!));
    shots = await screenshotsDir();
    page = context.pages()[0] ?? (await context.newPage());
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    page.on("pageerror", (e) => consoleErrors.push(`pageerror: ${e.message}`));
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    page.on("request", (r) => {
      if (!r.url().startsWith(url) && !r.url().startsWith("blob:") && !r.url().startsWith("data:"))
        foreignRequests.push(r.url());
    });
    await page.goto(url);
    await page.waitForSelector("body[data-ready=true]");
  }, 240_000);

  afterAll(async () => {
    await close?.();
    server?.close();
    if (site) await rm(site, { recursive: true, force: true });
  });

  it("goes from the examples to a downloaded TRL dataset, and keeps it across a reload", async () => {
    await page.getByRole("button", { name: "Load the examples" }).click();
    await page.getByText(/\d+ sources? · [1-9]\d* tools/).waitFor();
    await page.screenshot({ path: join(shots, "1-sources.png"), fullPage: true });

    await page.getByRole("button", { name: /Build and verify environments/ }).click();
    await page.locator("[data-testid=bundle-id]").first().waitFor({ timeout: 180_000 });
    await idle(page);
    expect(await page.getByText(/tools verified/).count()).toBeGreaterThan(0);
    await page.screenshot({ path: join(shots, "2-environments.png"), fullPage: true });

    await page.getByRole("button", { name: /Build the tool graph/ }).click();
    const stats = page.locator("[data-testid=graph-stats]");
    await stats.waitFor({ timeout: 60_000 });
    expect(Number((await stats.textContent())?.match(/(\d+) tools/)?.[1])).toBeGreaterThan(0);
    await page.locator("#canvas canvas").first().waitFor();
    await page.getByRole("button", { name: /Sample a plan/ }).click();
    await page.locator("[data-testid=plan]").waitFor({ timeout: 60_000 });
    await page.screenshot({ path: join(shots, "3-graph.png"), fullPage: true });

    await page.getByRole("button", { name: /Synthesize conversations/ }).click();
    await page.getByLabel("Conversations", { exact: true }).fill("50");
    await page.getByRole("button", { name: "Synthesize", exact: true }).click();
    await page.getByRole("button", { name: /Browse the dataset/ }).waitFor({ timeout: 300_000 });
    const kept = Number(await page.locator("[data-testid=kept]").textContent());
    expect(kept).toBe(50);
    await page.screenshot({ path: join(shots, "4-synthesis.png"), fullPage: true });

    await page.getByRole("button", { name: /Browse the dataset/ }).click();
    expect(await page.locator("[data-testid=conversation-count]").textContent()).toBe("50");
    await page.locator("[data-testid=conversation] [data-role=assistant]").first().waitFor();
    await page.screenshot({ path: join(shots, "5-dataset.png"), fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.locator("button[data-format=trl]").click(),
    ]);
    const text = await readFile((await download.path())!, "utf8");
    const rows = text
      .trim()
      .split("\n")
      .map((l) => JSON.parse(l));
    expect(rows).toHaveLength(50);
    for (const row of rows) {
      expect(row.tools.length).toBeGreaterThan(0);
      expect(row.messages.some((m: { role: string }) => m.role === "user")).toBe(true);
      const calls = row.messages.flatMap(
        (m: { tool_calls?: { function: { arguments: unknown } }[] }) => m.tool_calls ?? [],
      );
      expect(calls.length).toBeGreaterThan(0);
      // TRL flavour: arguments are objects, not JSON strings
      for (const c of calls) expect(typeof c.function.arguments).toBe("object");
    }

    await page.reload();
    await page.waitForSelector("body[data-ready=true]");
    await tab(page, /Dataset/);
    expect(await page.locator("[data-testid=conversation-count]").textContent()).toBe("50");
    await tab(page, /Graph/);
    await page.locator("[data-testid=graph-stats]").waitFor();
    await tab(page, /Environments/);
    await page.locator("[data-testid=bundle-id]").waitFor();
    expect(await page.getByText(/tools verified/).count()).toBeGreaterThanOrEqual(3);
  }, 600_000);

  it("gives the example bundle the same content id as Node does", async () => {
    const text = await readFile(join(ROOT, "public/examples/notes.envbundle.json"), "utf8");
    const loaded = await loadBundle(JSON.parse(text));
    if (!loaded.ok) throw new Error(loaded.error.message);
    await tab(page, /Environments/);
    await page.getByLabel("Import a bundle").setInputFiles({
      name: "notes.envbundle.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    await page.getByRole("button", { name: /^notes/ }).click();
    expect(await page.locator("[data-testid=bundle-id]").textContent()).toBe(loaded.value.id);
  });

  it("a hostile bundle's endless loop is a fault, the page stays responsive, and its markup stays text", async () => {
    await tab(page, /Environments/);
    await page.getByLabel("Import a bundle").setInputFiles({
      name: "hostile.envbundle.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(hostileBundle())),
    });
    await page.getByRole("button", { name: /^hostile/ }).click();
    await page.getByText(`Returns markup ${HOSTILE}`).first().waitFor();

    await page.getByLabel("Tool to call").selectOption("spin_forever");
    await page.getByRole("button", { name: "Call", exact: true }).click();
    const fault = page.locator("[data-testid=fault]");
    // While the sandbox spins, the main thread still answers.
    const t0 = Date.now();
    await page.evaluate(() => 1 + 1);
    const evalMs = Date.now() - t0;
    await fault.waitFor({ timeout: 60_000 });
    expect(await fault.textContent()).toMatch(/timeout/);
    expect(evalMs).toBeLessThan(5_000);
    await page.screenshot({ path: join(shots, "6-playground-fault.png"), fullPage: true });

    await page.getByLabel("Tool to call").selectOption("echo_markup");
    await page.getByLabel("note").fill(HOSTILE);
    await page.getByRole("button", { name: "Call", exact: true }).click();
    await page.locator("[data-testid=call-result]", { hasText: "onerror" }).waitFor();
    expect(await page.locator("[data-testid=call-result]").textContent()).toContain(HOSTILE);
    expect(await page.locator("img").count()).toBe(0);
  });

  it("a hostile user request in a stored conversation renders as text after a reload", async () => {
    // Put a conversation whose texts carry markup into the stored run, as a stranger's data would.
    await page.evaluate(async (hostile) => {
      const db = await new Promise<IDBDatabase>((ok, no) => {
        const r = indexedDB.open("envfactory");
        r.onsuccess = () => ok(r.result);
        r.onerror = () => no(r.error);
      });
      const tx = db.transaction("artifacts", "readwrite");
      const store = tx.objectStore("artifacts");
      // The app shows the pipeline's synth record of its current run.
      const run = await new Promise<{ id: string }>((ok) => {
        const r = store.get(["run", "synthesis"]);
        r.onsuccess = () => ok(JSON.parse(r.result as string));
      });
      const key = ["run", `synth-${run.id}`];
      const record = await new Promise<{ value: { trajectories: string[] } }>((ok) => {
        const r = store.get(key);
        r.onsuccess = () => ok(JSON.parse(r.result as string));
      });
      record.value.trajectories.unshift("hostile-trajectory");
      store.put(JSON.stringify(record), key);
      store.put(
        JSON.stringify({
          id: "hostile-trajectory",
          taskId: "none",
          tools: [
            {
              type: "function",
              function: { name: "echo_markup", description: hostile, parameters: {} },
            },
          ],
          messages: [
            { role: "user", content: `Please help ${hostile}` },
            {
              role: "assistant",
              content: null,
              tool_calls: [
                {
                  id: "c1",
                  type: "function",
                  function: { name: "echo_markup", arguments: JSON.stringify({ note: hostile }) },
                },
              ],
            },
            {
              role: "tool",
              tool_call_id: "c1",
              name: "echo_markup",
              content: JSON.stringify({ text: hostile }),
            },
            { role: "assistant", content: `Done: ${hostile}` },
          ],
        }),
        ["trajectory", "hostile-trajectory"],
      );
      await new Promise((ok) => {
        tx.oncomplete = ok;
      });
      db.close();
    }, HOSTILE);
    await page.reload();
    await page.waitForSelector("body[data-ready=true]");
    await tab(page, /Dataset/);
    await page.getByRole("button", { name: `Please help ${HOSTILE}` }).click();
    const conv = page.locator("[data-testid=conversation]");
    await conv.getByText(`Done: ${HOSTILE}`).waitFor();
    expect(await conv.locator("[data-role=user]").first().textContent()).toContain(HOSTILE);
    expect(await page.locator("img").count()).toBe(0);
    await page.setViewportSize({ width: 420, height: 800 });
    await page.screenshot({ path: join(shots, "7-dataset-narrow.png"), fullPage: true });
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it("settings start offline and explain why WebLLM is unavailable here", async () => {
    await tab(page, /Settings/);
    const status = page.locator("[data-testid=webgpu-status]");
    await page.waitForFunction(
      () =>
        !document
          .querySelector("ef-app")
          ?.shadowRoot?.querySelector("ef-settings-panel")
          ?.shadowRoot?.querySelector("[data-testid=webgpu-status]")
          ?.textContent?.includes("Checking"),
    );
    expect(await page.getByLabel(/None \(offline/).isChecked()).toBe(true);
    if (await page.getByLabel(/WebLLM/).isDisabled())
      expect(await status.textContent()).toMatch(/WebGPU/);
    await page.screenshot({ path: join(shots, "8-settings.png"), fullPage: true });
  });

  it("wrote nothing to the console, opened no dialog and contacted no other origin", () => {
    expect(consoleErrors).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(foreignRequests).toEqual([]);
  });
});
