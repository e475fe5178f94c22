import { spawn } from "node:child_process";
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createFsStore } from "../../src/adapters/node/fs-store.js";
import type { ArtifactKind } from "../../src/core/store/artifact-store.js";
import { findChromium, INSTALL_HINT, openApp, ROOT } from "./browser.js";

const CHROME = findChromium();
const TITLE = CHROME
  ? `one pipeline: a CLI run and the app in Chromium store the same bytes (${CHROME})`
  : `one pipeline CLI/browser parity — SKIPPED: no Chromium; install with: ${INSTALL_HINT}`;
const DOCS = [
  "clinic.envfactory-metadata.json",
  "helpdesk.openai-tools.json",
  "shop.openapi.yaml",
  "smart-home.mcp.json",
];
const COUNT = 20;
const SEED = 1;
/** Artifact kinds compared byte for byte, every id of each. */
const KINDS: ArtifactKind[] = ["bundle", "verify-report", "graph", "task", "trajectory"];

/** Runs `envfactory run` from source, as a user would. */
function cliRun(args: string[]): Promise<{ code: number | null; stderr: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, ["--import", "tsx", "src/cli/main.ts", "run", ...args], {
      cwd: ROOT,
    });
    let stderr = "";
    child.stderr.on("data", (d) => {
      stderr += d;
    });
    child.on("close", (code) => done({ code, stderr }));
  });
}

/** Every [kind, id] → value the app stored in IndexedDB. */
async function idbDump(page: Page): Promise<Record<string, string>> {
  return page.evaluate(async () => {
    const db = await new Promise<IDBDatabase>((ok, no) => {
      const r = indexedDB.open("envfactory");
      r.onsuccess = () => ok(r.result);
      r.onerror = () => no(r.error);
    });
    const store = db.transaction("artifacts").objectStore("artifacts");
    const [keys, values] = await Promise.all(
      [store.getAllKeys(), store.getAll()].map(
        (r) => new Promise<unknown[]>((ok) => (r.onsuccess = () => ok(r.result as unknown[]))),
      ),
    );
    const out: Record<string, string> = {};
    keys!.forEach((k, i) => {
      out[(k as string[]).join("/")] = values![i] as string;
    });
    return out;
  });
}

async function idle(page: Page, timeout: number): Promise<void> {
  await page.waitForFunction(
    () => !document.querySelector("ef-app")?.shadowRoot?.querySelector(".status progress"),
    undefined,
    { timeout },
  );
}

describe.skipIf(!CHROME)(TITLE, () => {
  const tmp = mkdtempSync(join(tmpdir(), "envfactory-parity-"));
  let close: (() => Promise<void>) | undefined;
  let page: Page;

  beforeAll(async () => {
    ({ page, close } = await openApp(CHROME!));
  }, 240_000);

  afterAll(async () => {
    await close?.();
    rmSync(tmp, { recursive: true, force: true });
  });

  it("builds, verifies and synthesizes the same docs and seed to identical artifacts", async () => {
    const docs = join(tmp, "docs");
    mkdirSync(docs);
    for (const d of DOCS) copyFileSync(join(ROOT, "public/examples", d), join(docs, d));
    const out = join(tmp, "out");
    const ran = await cliRun([
      docs,
      "--out",
      out,
      "--count",
      String(COUNT),
      "--seed",
      String(SEED),
      "--quiet",
    ]);
    expect(ran.stderr).toBe("");
    expect(ran.code).toBe(0);
    const cli = createFsStore(join(out, ".store"));

    // The app, as a user drives it: add the files, build and verify, synthesize.
    await page.locator("input[type=file]").setInputFiles(DOCS.map((d) => join(docs, d)));
    await page.getByText(`${DOCS.length} sources`).first().waitFor({ timeout: 60_000 });
    await page.getByRole("button", { name: /Build and verify environments/ }).click();
    await page.locator("[data-testid=bundle-id]").first().waitFor({ timeout: 300_000 });
    await idle(page, 300_000);
    await page.getByRole("tab", { name: /Synthesis/ }).click();
    await page.getByLabel("Conversations", { exact: true }).fill(String(COUNT));
    await page.getByLabel("Seed", { exact: true }).fill(String(SEED));
    await page.getByRole("button", { name: "Synthesize", exact: true }).click();
    await page.getByRole("button", { name: /Browse the dataset/ }).waitFor({ timeout: 300_000 });
    const app = await idbDump(page);

    // Bundles (built and verified), verify reports, the graph, tasks and trajectories: the same
    // ids and the same bytes. Nothing may legitimately differ in them.
    let compared = 0;
    for (const kind of KINDS) {
      const ids = await cli.list(kind);
      expect(ids.length, kind).toBeGreaterThan(0);
      const appIds = Object.keys(app)
        .filter((k) => k.startsWith(`${kind}/`))
        .map((k) => k.slice(kind.length + 1))
        .sort();
      expect(appIds, kind).toEqual(ids);
      for (const id of ids) {
        expect(app[`${kind}/${id}`], `${kind}/${id}`).toBe(await cli.get(kind, id));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(2 * COUNT);

    // Stage records: build, verify and graph have the same keys and bytes. The synth record's key
    // differs by design — the app always passes its multi-turn share and plan length (0.5 and 6,
    // the CLI's defaults), which are part of the key only when given — but it lists the same
    // tasks and trajectories in the same order, with the same synth report.
    for (const id of await cli.list("run")) {
      if (!/^(build|verify|graph)-/.test(id)) continue;
      expect(app[`run/${id}`], id).toBe(await cli.get("run", id));
    }
    const synthOf = async (
      get: (kind: ArtifactKind, id: string) => Promise<string | undefined>,
      ids: string[],
    ) => {
      const id = ids.find((i) => i.startsWith("synth-"))!;
      return {
        record: JSON.parse((await get("run", id))!).value,
        report: await get("report", id),
      };
    };
    const appGet = async (kind: ArtifactKind, id: string) => app[`${kind}/${id}`];
    const appRuns = Object.keys(app)
      .filter((k) => k.startsWith("run/"))
      .map((k) => k.slice(4));
    const mine = await synthOf(appGet, appRuns);
    const theirs = await synthOf((k, i) => cli.get(k, i), await cli.list("run"));
    expect(mine.record).toEqual(theirs.record);
    expect(mine.record.tasks).toHaveLength(COUNT);
    expect(mine.report).toBe(theirs.report);

    // The Dataset panel shows the QUALITY.md figures of REPORT.md: the same rows, values and goals.
    const reportRows = readFileSync(join(out, "REPORT.md"), "utf8")
      .split("### QUALITY.md figures")[1]!
      .split("\n\n")[1]!
      .split("\n")
      .slice(2)
      .map((line) => line.split(" | ").map((c) => c.replace(/^\| |\s*\|$/g, "").trim()))
      .map(([figure, value, goal, met]) => [figure, value, goal, met === "yes" ? "yes" : "no"]);
    expect(reportRows.length).toBeGreaterThan(10);
    await page.getByRole("tab", { name: /Dataset/ }).click();
    await page.locator("[data-testid=quality-figures] tbody tr").first().waitFor();
    const panelRows = await page
      .locator("[data-testid=quality-figures] tbody tr")
      .evaluateAll((trs) =>
        trs.map((tr) => [...tr.querySelectorAll("td")].map((td) => td.textContent?.trim() ?? "")),
      );
    expect(panelRows).toEqual(reportRows);
  }, 900_000);
});
