import { describe, expect, it } from "vitest";
import { type BundleLike, type GoldCall, goldDefects } from "./gold-defects.js";

/** The detector agrees with the fresh10 blind readers (r1/r2) on their verbatim examples. */
const op = (name: string, method: string, path: string, description: string) => ({
  name,
  description,
  source: { format: "openapi", pointer: `/paths/${path.replace(/\//g, "~1")}/${method}` },
});
const peertube: BundleLike = {
  tools: [
    op(
      "post_api_v1_users_me_notifications_read_all",
      "post",
      "/api/v1/users/me/notifications/read-all",
      "Mark all my notification as read",
    ),
    op(
      "get_api_v1_users_me_notifications",
      "get",
      "/api/v1/users/me/notifications",
      "List my notifications",
    ),
    op("addLive", "post", "/api/v1/videos/live", "Create a live"),
  ],
};
const billingo: BundleLike = {
  tools: [
    op("CancelDocument", "post", "/documents/{id}/cancel", "Cancel a document."),
    op("ArchiveDocument", "post", "/documents/{id}/archive", "Archive a document."),
  ],
};
const betfair: BundleLike = {
  tools: [
    op(
      "post_request",
      "post",
      "/request",
      "This is a socket protocol delimited by CRLF (not http)",
    ),
  ],
};
const kinds = (b: BundleLike, calls: GoldCall[], goals: string[]) =>
  goldDefects({ goals, calls }, b).map((d) => d.kind);

describe("gold defects the fresh10 readers marked", () => {
  it("a side-effect write used to find a channel (r1 S22, S27)", () => {
    const bad: GoldCall[] = [
      {
        tool: "post_api_v1_users_me_notifications_read_all",
        args: {},
        result: { id: 1, actorFollow: { id: 42, state: "accepted" } },
      },
      { tool: "addLive", args: { channelId: 42, name: "Native Son" }, dependsOn: [0] },
    ];
    expect(kinds(peertube, bad, ["addLive"])).toContain("write-as-lookup");
    // Counter-example: the list of notifications is a lookup.
    const good: GoldCall[] = [
      { tool: "get_api_v1_users_me_notifications", args: {}, result: { data: [{ id: 42 }] } },
      { tool: "addLive", args: { channelId: 42, name: "Native Son" }, dependsOn: [0] },
    ];
    expect(kinds(peertube, good, ["addLive"])).not.toContain("write-as-lookup");
    // Marking them read as the goal itself is an errand, not a lookup.
    expect(
      kinds(
        peertube,
        [{ tool: "post_api_v1_users_me_notifications_read_all", args: {}, result: {} }],
        ["post_api_v1_users_me_notifications_read_all"],
      ),
    ).not.toContain("write-as-lookup");
  });

  it('a cancel whose result says "cancelled":false (r2 S06)', () => {
    const bad: GoldCall[] = [
      {
        tool: "CancelDocument",
        args: { id: 2 },
        result: { id: 2, cancelled: false, currency: "PLN" },
      },
    ];
    expect(kinds(billingo, bad, ["CancelDocument"])).toContain("state-not-set");
    const good: GoldCall[] = [
      {
        tool: "CancelDocument",
        args: { id: 2 },
        result: { id: 2, cancelled: true, currency: "PLN" },
      },
    ];
    expect(kinds(billingo, good, ["CancelDocument"])).toEqual([]);
    // An archive that leaves `cancelled` false is fine: that is not its state.
    const archive: GoldCall[] = [
      {
        tool: "ArchiveDocument",
        args: { id: 2 },
        result: { id: 2, cancelled: false, is_archived: true },
      },
    ];
    expect(kinds(billingo, archive, ["ArchiveDocument"])).toEqual([]);
  });

  it('a goal that only echoes its input (r1 S06: "The request is Request 2.")', () => {
    const args = {
      heartbeat: { op: "OP-5346" },
      marketSubscription: { clk: "CLK-4187" },
      orderSubscriptionMessage: { conflateMs: 3, heartbeatMs: 6, op: "OP-6495" },
    };
    const bad: GoldCall[] = [
      { tool: "post_request", args, result: { ...args, request: "Request 2" } },
    ];
    expect(kinds(betfair, bad, ["post_request"])).toContain("echo-goal");
    // A computation that works something out is no echo.
    const good: GoldCall[] = [
      {
        tool: "post_request",
        args: { amount: 100, from: "EUR", to: "USD" },
        result: { amount: 100, from: "EUR", to: "USD", converted: 108.2, rate: 1.082 },
      },
    ];
    expect(kinds(betfair, good, ["post_request"])).not.toContain("echo-goal");
  });
});
