import { readFile, rm } from "node:fs/promises";
import type { Server } from "node:http";
import { join } from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
const TITLE = CHROME
  ? `Try a model panel against a scripted OpenAI-compatible test double (${CHROME})`
  : `Try a model panel — SKIPPED: no Chromium at CHROME_PATH or /usr/bin/chromium; install with: ${INSTALL_HINT}`;

interface Msg {
  role: string;
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
  const origins = new Set<string>();

  beforeAll(async () => {
    // TEST DOUBLE policy: the first answer calls the first tool the request offers (with no
    // arguments), the next one closes the turn with "Done.". Not a model.
    model = await startOpenAiTestDouble(
      (body) => {
        const messages = body.messages as Msg[];
        const tools = body.tools as { function: { name: string } }[] | undefined;
        if (!tools) return { content: "ok" };
        if (messages.some((m) => m.role === "tool")) return { content: "Done." };
        const name = tools[0]?.function.name ?? "none";
        return {
          toolCalls: [{ id: "call_1", type: "function", function: { name, arguments: "{}" } }],
        };
      },
      { cors: true },
    );
    site = await buildSite();
    ({ url, server } = await serveStatic(site));
    ({ context, close } = await launch(CHROME!));
    page = context.pages()[0] ?? (await context.newPage());
    page.on("console", (m) => {
      if (m.type() === "error") consoleErrors.push(m.text());
    });
    page.on("pageerror", (e) => consoleErrors.push(`pageerror: ${e.message}`));
    page.on("request", (r) => origins.add(new URL(r.url()).origin));
    await page.goto(`${url}#environments`);
    await page.waitForSelector("body[data-ready=true]");
  }, 240_000);

  afterAll(async () => {
    await close?.();
    server?.close();
    await model?.close();
    if (site) await rm(site, { recursive: true, force: true });
  });

  it("runs the Settings model on tasks, shows each conversation's reward and the summary", async () => {
    // Offline synthesis first, so the tasks do not depend on the model.
    const text = await readFile(join(ROOT, "public/examples/notes.envbundle.json"), "utf8");
    await page.getByLabel("Import a bundle").setInputFiles({
      name: "notes.envbundle.json",
      mimeType: "application/json",
      buffer: Buffer.from(text),
    });
    await page.locator("[data-testid=bundle-id]").waitFor();
    await page.getByRole("tab", { name: /Synthesis/ }).click();
    await page.getByLabel("Conversations", { exact: true }).fill("4");
    await page.getByRole("button", { name: "Synthesize", exact: true }).click();
    await page.getByRole("button", { name: /Browse the dataset/ }).waitFor({ timeout: 300_000 });

    await page.getByRole("tab", { name: "Try a model" }).click();
    expect(await page.locator("[data-testid=try-model]").textContent()).toContain(
      "No model chosen",
    );
    await page.getByRole("tab", { name: /Settings/ }).click();
    await page.getByLabel(/OpenAI-compatible endpoint/).check();
    await page.getByLabel("Base URL").fill(model.baseUrl);
    await page.getByLabel("Base URL").press("Tab");
    await page.getByLabel("Model", { exact: true }).fill("policy-double");
    await page.getByLabel("Model", { exact: true }).press("Tab");

    await page.getByRole("tab", { name: "Try a model" }).click();
    expect(await page.locator("[data-testid=try-model]").textContent()).toContain("policy-double");
    await page.getByLabel("Tasks", { exact: true }).fill("3");
    await page.getByRole("button", { name: "Run", exact: true }).click();
    const summary = page.locator("[data-testid=try-summary]");
    await summary.waitFor({ timeout: 120_000 });

    const conversations = page.locator("[data-testid=try-conversation]");
    expect(await conversations.count()).toBe(3);
    const rewards = await page.locator("[data-testid=try-reward]").allTextContents();
    expect(rewards).toHaveLength(3);
    for (const r of rewards) {
      expect(Number(r)).toBeGreaterThanOrEqual(0);
      expect(Number(r)).toBeLessThanOrEqual(1);
    }
    const mean = rewards.reduce((s, r) => s + Number(r), 0) / rewards.length;
    expect(Number(await page.locator("[data-testid=try-mean]").textContent())).toBeCloseTo(mean, 2);
    // The scripted policy never answers the request, so nothing passes at threshold 1.
    expect(await page.locator("[data-testid=try-pass]").textContent()).toBe("0.0%");
    // The conversation shows the policy's tool call, its sandbox result and its closing words.
    const first = conversations.first();
    expect(await first.locator(".msg.tool").count()).toBeGreaterThan(0);
    expect(await first.textContent()).toContain("Done.");
    // Every model request carried the task's tools; nothing else left the tab.
    const policyRequests = model.requests.filter((r) => Array.isArray(r.body.tools));
    expect(policyRequests.length).toBeGreaterThanOrEqual(6);
    const site = new URL(url).origin;
    const endpoint = new URL(model.baseUrl).origin;
    expect([...origins].filter((o) => o !== site && o !== endpoint)).toEqual([]);
    await page.screenshot({ path: join(await screenshotsDir(), "try-model.png"), fullPage: true });
  }, 400_000);

  it("wrote nothing to the console", () => {
    expect(consoleErrors).toEqual([]);
  });
});
