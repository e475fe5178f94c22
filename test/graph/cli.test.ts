import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { main } from "../../src/cli/main.js";
import { ToolGraph } from "../../src/core/schema/index.js";
import { calendarBundle } from "../fixtures/graph/mini-bundles.js";

describe("envfactory graph", () => {
  it("writes graphology's serialisation and prints counts, components and unreached tools", async () => {
    const dir = mkdtempSync(join(tmpdir(), "graph-cli-"));
    writeFileSync(join(dir, "calendar.envbundle.json"), JSON.stringify(await calendarBundle()));
    let out = "";
    let err = "";
    const code = await main(["graph", "calendar.envbundle.json", "--out", "graph.json"], {
      stdout: (t) => {
        out += t;
      },
      stderr: (t) => {
        err += t;
      },
      isTty: false,
      env: {},
      cwd: dir,
    });
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toMatch(/tools \(nodes\):\s+7/);
    expect(out).toMatch(/connected components: 2/);
    expect(out).toContain("calendar/get_count");
    const graph = ToolGraph.parse(JSON.parse(readFileSync(join(dir, "graph.json"), "utf8")));
    expect(graph.nodes).toHaveLength(7);
  });

  it("fails with a usage error without bundles", async () => {
    let err = "";
    const code = await main(["graph"], {
      stdout: () => {},
      stderr: (t) => {
        err += t;
      },
      isTty: false,
      env: {},
      cwd: tmpdir(),
    });
    expect(code).toBe(2);
    expect(err).toContain("at least one bundle");
  });
});
