import { readFileSync } from "node:fs";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle, Plan } from "../../src/core/schema/index.js";

const DOC = new URL("../fixtures/plan/boards-subset.openapi.json", import.meta.url);

async function boardsBundle(): Promise<EnvBundle> {
  const doc = await ingestFile({
    name: "boards-subset.openapi.json",
    text: readFileSync(DOC, "utf8"),
  });
  if (!doc.ok) throw new Error(doc.error.message);
  const bundle = await generateHeuristicBundle(doc.value, { seed: 5 });
  if (!bundle.ok) throw new Error(bundle.error.message);
  return bundle.value;
}

let plans: Plan[];
let bundle: EnvBundle;

beforeAll(async () => {
  bundle = await boardsBundle();
  ({ plans } = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
    seed: 21,
    count: 30,
    openEnv: createEnvInstance,
  }));
}, 120_000);

const REMOVE_ASSETS = "delete_v3_boards_by_board_id_assets";

describe("a sub-resource delete names the sub-records it removes (getty boards, fresh21 readers M)", () => {
  // "remove the board called Research papers" → `DELETE /boards/{id}/assets {board_id}` with no
  // asset ids → "I've removed the assets": removing a board is the board's own DELETE.
  it("never removes a board's assets without saying which", () => {
    const calls = plans.flatMap((p) => p.steps.filter((s) => s.tool === REMOVE_ASSETS));
    for (const s of calls) {
      const ids = (s.grounded?.args as { asset_ids?: unknown } | undefined)?.asset_ids;
      expect(Array.isArray(ids) && ids.length > 0, JSON.stringify(s.grounded?.args)).toBe(true);
    }
  });

  it("takes the asset ids from a lookup of that board's assets", () => {
    for (const p of plans) {
      const s = p.steps.find((x) => x.tool === REMOVE_ASSETS);
      if (!s) continue;
      const ids = s.args.asset_ids;
      expect(ids?.from).toBe("step");
    }
  });

  it("still deletes boards and single assets", () => {
    const tools = new Set(plans.flatMap((p) => p.steps.map((s) => s.tool)));
    expect(tools).toContain("delete_v3_boards_by_board_id");
    expect(tools).toContain("delete_v3_boards_by_board_id_assets_by_asset_id");
  });
});

type Board = { id: string; assets?: Array<{ id: string }> };

describe("removing assets from a board takes them off that board (getty, fresh21 readers M)", () => {
  // The environment deleted some other record ("asset_id ass_1002 deleted") for any asset named.
  const open: EnvInstance[] = [];
  afterAll(() => {
    for (const e of open) e.dispose();
  });
  const boardWithAssets = async (n: number) => {
    const made = await createEnvInstance(bundle);
    if (!made.ok) throw new Error(made.error.message);
    open.push(made.value);
    const boards = (bundle.initialState as { boards: Board[] }).boards;
    const board = boards.find((b) => (b.assets ?? []).length >= n);
    if (!board) throw new Error("no board with assets");
    return { env: made.value, board };
  };
  const assetsOf = async (env: EnvInstance, id: string) => {
    const r = (await env.call("get_v3_boards_by_board_id", { board_id: id })) as {
      result: Board;
    };
    return (r.result.assets ?? []).map((a) => a.id);
  };

  it("one asset by its id", async () => {
    const { env, board } = await boardWithAssets(1);
    const gone = board.assets![0]!.id;
    const r = (await env.call("delete_v3_boards_by_board_id_assets_by_asset_id", {
      board_id: board.id,
      asset_id: gone,
    })) as { ok: boolean };
    expect(r.ok).toBe(true);
    expect(await assetsOf(env, board.id)).not.toContain(gone);
  });

  it("several at once by their ids, and an asset not on the board is not found", async () => {
    const { env, board } = await boardWithAssets(2);
    const gone = board.assets!.slice(0, 2).map((a) => a.id);
    const r = (await env.call("delete_v3_boards_by_board_id_assets", {
      board_id: board.id,
      asset_ids: gone,
    })) as { ok: boolean };
    expect(r.ok).toBe(true);
    const left = await assetsOf(env, board.id);
    for (const id of gone) expect(left).not.toContain(id);
    expect(left.length).toBe(board.assets!.length - 2);
    const again = (await env.call("delete_v3_boards_by_board_id_assets", {
      board_id: board.id,
      asset_ids: gone,
    })) as { ok: boolean };
    expect(again.ok).toBe(false);
  });
});
