import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";

// FishEye/Crucible (fresh39): twelve repository writes filled `enableRepository`'s producer cap,
// so its repository came from a group's `repository` ("stop the group named Sales").
async function repositoryGraph(maxProducersPerInput?: number) {
  const name = "repository-switches.openapi.json";
  const text = readFileSync(new URL(`../fixtures/model/${name}`, import.meta.url), "utf8");
  const r = await ingestFile({ name, text });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 2 });
  if (!b.ok) throw new Error(b.error.message);
  return buildToolGraph([b.value], maxProducersPerInput ? { maxProducersPerInput } : {});
}

function producers(g: Awaited<ReturnType<typeof repositoryGraph>>, tool: string) {
  const node = g.nodes().find((n) => n.endsWith(`/${tool}`))!;
  const out: { tool: string; path: string; reasons: string[] }[] = [];
  g.forEachInEdge(node, (_k, a, source) => {
    if (a.kind === "data")
      out.push({ tool: source.split("/")[1]!, path: a.from ?? "", reasons: a.reasons ?? [] });
  });
  return out;
}

describe("an id input is fed by the lookups of its own records first", () => {
  it("a list's field named for its records' kind is their key", async () => {
    const list = producers(await repositoryGraph(), "enableRepository").find(
      (p) => p.tool === "get_admin_repositories",
    );
    expect(list?.path).toBe("repositories[].repository");
    expect(list?.reasons).toContain("entity");
  });

  it("a capped input keeps its lookups before the writes that echo the key", async () => {
    const kept = producers(await repositoryGraph(2), "enableRepository").map((p) => p.tool);
    expect(kept.sort()).toEqual(["get_admin_repositories", "get_admin_repositories_by_repository"]);
  });
});
