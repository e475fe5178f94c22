import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import { tmpdir } from "node:os";
import { extname, join, normalize, resolve } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

export const ROOT = resolve(import.meta.dirname, "../..");
export const INSTALL_HINT = "apt-get install -y chromium (or set CHROME_PATH)";

/** Chromium to drive: CHROME_PATH, else Debian's /usr/bin/chromium; undefined when neither exists. */
export function findChromium(): string | undefined {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium"].filter(Boolean) as string[];
  return candidates.find((p) => existsSync(p));
}

/** Builds the static site into a fresh temp dir with the repo's vite config. */
export async function buildSite(): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), "envfactory-site-"));
  const { build } = await import("vite");
  await build({
    root: ROOT,
    configFile: join(ROOT, "vite.config.ts"),
    logLevel: "silent",
    build: { outDir, emptyOutDir: true, sourcemap: false },
  });
  return outDir;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript",
  ".mjs": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
  ".wasm": "application/wasm",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".yaml": "text/yaml",
  ".yml": "text/yaml",
};

/**
 * Serves `dir` under `prefix` (a sub-path, to prove the relative base works) on 127.0.0.1 at a
 * random port. Also counts requests, so a test can prove nothing left for another origin.
 */
export async function serveStatic(
  dir: string,
  prefix = "/some/sub/path/",
): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? "/", "http://x").pathname);
    if (!path.startsWith(prefix)) {
      res.writeHead(404).end();
      return;
    }
    let file = normalize(join(dir, path.slice(prefix.length)));
    if (!file.startsWith(dir)) {
      res.writeHead(403).end();
      return;
    }
    try {
      if ((await stat(file)).isDirectory()) file = join(file, "index.html");
      const body = await readFile(file);
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}${prefix}`, server };
}

/** Launches Chromium with the project's flags and a fresh profile. */
export async function launch(
  executablePath: string,
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const profile = await mkdtemp(join(tmpdir(), "envfactory-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    acceptDownloads: true,
    viewport: { width: 1280, height: 800 },
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  return {
    context,
    close: async () => {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * The built app served locally and open in a fresh Chromium profile; `close` stops the browser and
 * the server and removes the built site.
 */
export async function openApp(
  executablePath: string,
): Promise<{ page: Page; close: () => Promise<void> }> {
  const site = await buildSite();
  const { url, server } = await serveStatic(site);
  const launched = await launch(executablePath);
  const page = launched.context.pages()[0] ?? (await launched.context.newPage());
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]");
  return {
    page,
    close: async () => {
      await launched.close();
      server.close();
      await rm(site, { recursive: true, force: true });
    },
  };
}

export const SCREENSHOTS = join(ROOT, "test-results/screenshots");
export async function screenshotsDir(): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  return SCREENSHOTS;
}
