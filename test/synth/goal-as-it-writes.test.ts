import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { askedAsItWrites } from "../../src/core/synth/build-task.js";

const tool = (over: Partial<ToolSpec> & Pick<ToolSpec, "name">): ToolSpec => ({
  description: "",
  inputSchema: { type: "object", properties: {} },
  ...over,
});

describe("the goal handed to the writer says what the call does", () => {
  it("a refund asked as a refund, not as 'check the payment' (fresh9 readers G+M)", () => {
    // "Could you please check the payment for tran 13.2, for 61.95 and for order ORD-7743?"
    // → post_payments_by_trans_id_returns (a refund of 61.95).
    const w = askedAsItWrites(
      tool({
        name: "post_payments_by_trans_id_returns",
        description: "Return payment.",
        kind: "create",
        source: {
          format: "openapi",
          file: "beanstream.json",
          pointer: "/paths/~1payments~1{transId}~1returns/post",
        },
      }),
    );
    expect(w.phrase.text).toBe("return the payment");
    expect(w.readOnly).toBe(false);
    expect(w.kind).not.toBe("read");
  });

  it("leaves reads, POST reads and descriptive docs as the tool words said", () => {
    // A POST whose doc describes what it returns is a read said as one.
    const users = askedAsItWrites(
      tool({
        name: "padUsersUsingPOST",
        description: "returns the list of users that are currently editing this pad",
        kind: "create",
      }),
    );
    expect(users.phrase.verb).not.toBe("returns");
    // Obtaining is reading, whatever the method.
    const cookie = askedAsItWrites(
      tool({
        name: "post_users_login",
        description: "Obtain a session cookie that can be used to authenticate future requests.",
        kind: "create",
      }),
    );
    expect(cookie.phrase.verb).not.toBe("obtain");
    // A plain read is untouched.
    const read = askedAsItWrites(
      tool({ name: "get_payments_by_trans_id", description: "Get payment", kind: "read" }),
    );
    expect(read.readOnly).toBe(true);
    expect(read.phrase.verb).toBe("check");
  });

  it("a POST whose doc says what it returns after a write is asked as the write (fresh45 SoundCloud)", () => {
    // `POST /tracks/{track_id}/comments` "Returns the newly created comment on success" was asked
    // "Could you please check the newly created comment for the following track named Need You Now?"
    // — a read of a comment that does not exist yet; the call posts it.
    const w = askedAsItWrites(
      tool({
        name: "post_tracks_by_track_id_comments",
        description: "Returns the newly created comment on success",
        kind: "create",
        source: {
          format: "openapi",
          file: "soundcloud.com.json",
          pointer: "/paths/~1tracks~1{track_id}~1comments/post",
        },
      }),
    );
    expect(w.readOnly).toBe(false);
    expect(w.kind).toBe("create");
    expect(w.phrase.text).not.toMatch(/check|newly/);
    expect(w.phrase.text).toMatch(/comment/);
  });

  it("liking, unliking and reposting are asked as such, never as an update or a removal (fresh45)", () => {
    // SoundCloud `POST /likes/playlists/{playlist_id}` "Likes a playlist." was asked "update the
    // playlist"; `DELETE` "Unlikes a playlist." was "remove the playlist" — the playlist stays.
    const at = (method: string, path: string) => ({
      format: "openapi" as const,
      file: "soundcloud.com.json",
      pointer: `/paths/${path.replaceAll("/", "~1")}/${method}`,
    });
    const like = askedAsItWrites(
      tool({
        name: "post_likes_playlists_by_playlist_id",
        description: "Likes a playlist.",
        kind: "update",
        source: at("post", "/likes/playlists/{playlist_id}"),
      }),
    );
    expect(like.phrase.text).toBe("like the playlist");
    const unlike = askedAsItWrites(
      tool({
        name: "delete_likes_playlists_by_playlist_id",
        description: "Unlikes a playlist.",
        kind: "delete",
        source: at("delete", "/likes/playlists/{playlist_id}"),
      }),
    );
    expect(unlike.phrase.text).toBe("unlike the playlist");
    const repost = askedAsItWrites(
      tool({
        name: "post_reposts_tracks_by_track_id",
        description: "Reposts a track as the authenticated user",
        kind: "update",
        source: at("post", "/reposts/tracks/{track_id}"),
      }),
    );
    expect(repost.phrase.text).toBe("repost the track");
  });

  it("a choice of like or dislike is a rating (PeerTube `PUT /videos/{id}/rate`)", () => {
    const w = askedAsItWrites(
      tool({
        name: "put_api_v1_videos_by_id_rate",
        description: "Like/dislike a video",
        kind: "update",
        inputSchema: {
          type: "object",
          properties: {
            id: { type: "string", "x-in": "path" },
            rating: { type: "string", enum: ["like", "dislike"] },
          },
        },
      }),
    );
    expect(w.phrase.text).toBe("rate the video");
  });
});
