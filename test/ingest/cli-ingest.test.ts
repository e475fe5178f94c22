import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { command } from "../../src/cli/commands/ingest.js";
import { UsageError } from "../../src/cli/io.js";
import { bufferIo } from "../helpers/buffer-io.js";
import { FIXTURES } from "./fixture-files.js";

describe("envfactory ingest", () => {
  it("--json prints one document with docs and failures; exit 0 when something ingested", async () => {
    const io = bufferIo(FIXTURES);
    const code = await command.run([".", "--json"], io);
    expect(code).toBe(0);
    const report = JSON.parse(io.out.join("")) as {
      docs: { file: string; format: string; name: string; tools: unknown[] }[];
      failures: { file: string; error: { code: string } }[];
    };
    expect(report.docs.map((d) => [d.format, d.name, d.tools.length])).toEqual([
      ["envfactory-metadata", "clinic-scheduling", 9],
      ["bfcl", "geometry", 3],
      ["openai-tools", "helpdesk", 12],
      ["openapi", "shoe-shop", 12],
      ["mcp", "smart-home", 13],
      ["bfcl", "weather", 2],
    ]);
    expect(report.failures).toEqual([
      { file: "library-loans.md", error: expect.objectContaining({ code: "ingest/needs-model" }) },
    ]);
  });

  it("prints a line per file in human mode", async () => {
    const io = bufferIo(FIXTURES);
    expect(await command.run(["shop.openapi.yaml", "library-loans.md"], io)).toBe(0);
    const text = io.out.join("");
    expect(text).toContain("shop.openapi.yaml: openapi → shoe-shop (e-commerce), 12 tools");
    expect(text).toContain("library-loans.md: error ingest/needs-model");
  });

  it("exits 1 when nothing could be ingested, naming missing files", async () => {
    const dir = mkdtempSync(join(tmpdir(), "ingest-cli-"));
    writeFileSync(join(dir, "bad.json"), "{");
    const io = bufferIo(dir);
    expect(await command.run(["bad.json", "missing.yaml", "--json"], io)).toBe(1);
    const report = JSON.parse(io.out.join("")) as {
      failures: { file: string; error: { code: string } }[];
    };
    expect(report.failures.map((f) => [f.file, f.error.code])).toEqual([
      ["missing.yaml", "io/read-failed"],
      ["bad.json", "ingest/parse-failed"],
    ]);
  });

  it("rejects missing arguments and unknown formats as usage errors", async () => {
    await expect(command.run([], bufferIo(FIXTURES))).rejects.toBeInstanceOf(UsageError);
    await expect(
      command.run(["x.json", "--format", "soap"], bufferIo(FIXTURES)),
    ).rejects.toBeInstanceOf(UsageError);
  });
});
