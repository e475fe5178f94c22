// Child-process entry for memory tests: runs the CLI with argv, then prints its peak RSS last.
import process from "node:process";
import { main } from "../../src/cli/main.js";

const code = await main(process.argv.slice(2), {
  stdout: (t) => process.stdout.write(t),
  stderr: (t) => process.stderr.write(t),
  isTty: false,
  env: process.env,
  cwd: process.cwd(),
});
process.stdout.write(`\nPEAK_RSS_KB ${process.resourceUsage().maxRSS} CODE ${code}\n`);
process.exit(0);
