// Child-process entry for memory tests: runs the CLI with argv, then prints its peak RSS last.
import { readFileSync } from "node:fs";
import process from "node:process";
import { main } from "../../src/cli/main.js";

const code = await main(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  isTty: false,
  env: process.env,
  cwd: process.cwd(),
});
process.stdout.write(`\nPEAK_RSS_KB ${peakRssKb()} CODE ${code}\n`);
process.exit(0);

/**
 * This process image's peak RSS in KB. On Linux, getrusage's maxRSS survives exec, so a child of a
 * large parent (a test worker that ran other files before this one) reports the parent's size;
 * VmHWM belongs to this image alone and, like maxRSS, covers its worker threads.
 */
function peakRssKb(): number {
  const m = /^VmHWM:\s+(\d+) kB$/m.exec(safeRead("/proc/self/status"));
  return m ? Number(m[1]) : process.resourceUsage().maxRSS;
}

function safeRead(path: string): string {
  try {
    return readFileSync(path, "utf8");
  } catch {
    return "";
  }
}
