// Type-checks the five TypeScript projects (core, node, app, workers, test), as many at once as
// the machine has cores: each one is a separate `tsc -p` run with its own lib and environment, and
// run one after another they took most of `npm test`'s time before vitest started.
// Prints each project's output as one block and exits non-zero if any project failed.
import { spawn } from "node:child_process";
import { availableParallelism } from "node:os";

const projects = ["core", "node", "app", "workers", "test"];
const tsc = "node_modules/typescript/bin/tsc";

function check(name) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [tsc, "-p", `tsconfig.${name}.json`], { stdio: "pipe" });
    let out = "";
    child.stdout.on("data", (d) => {
      out += d;
    });
    child.stderr.on("data", (d) => {
      out += d;
    });
    child.on("close", (code) => resolve({ name, code, out }));
  });
}

const queue = [...projects];
const results = [];
async function lane() {
  for (let name = queue.shift(); name !== undefined; name = queue.shift()) {
    const r = await check(name);
    if (r.out.trim() !== "") process.stdout.write(`tsconfig.${r.name}.json:\n${r.out}`);
    results.push(r);
  }
}
await Promise.all(Array.from({ length: Math.min(availableParallelism(), projects.length) }, lane));
const failed = results.filter((r) => r.code !== 0).map((r) => `tsconfig.${r.name}.json`);
if (failed.length > 0) {
  process.stderr.write(`typecheck failed: ${failed.join(", ")}\n`);
  process.exit(1);
}
