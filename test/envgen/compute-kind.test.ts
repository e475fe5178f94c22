import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvBundle, JsonSchemaObject, ToolSpec } from "../../src/core/schema/index.js";
import { verifyBundle } from "../../src/core/verify/index.js";
import { singleTurnTasks } from "../synth/helpers/spec-tasks.js";

/** Tools of a real spec (fresh18 dev draw, trimmed to a few operations), ingested as the pipeline does. */
async function toolsOf(file: string): Promise<ToolSpec[]> {
  const text = readFileSync(new URL(`../fixtures/kinds/${file}`, import.meta.url), "utf8");
  const r = await ingestFile({ name: file, text });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tools;
}

async function kindOf(file: string, tool: string) {
  const tools = await toolsOf(file);
  const spec = tools.find((t) => t.name === tool);
  if (!spec) throw new Error(`${tool} not in ${file}: ${tools.map((t) => t.name).join(", ")}`);
  return inferToolKind(spec, tools);
}

// fresh18 as records: "add a new contentpro similar text" → "I've added the contentpro similar
// text."; "check the air quality" → "I found 8 air qualities"; "what the input of the address
// autocomplete is"; "list the prefixes" → "zero prefixes matching …".
// [fixture, tool, the doc or path words that make it a computation]
const COMPUTED: [string, string, string][] = [
  ["byautomata.io.json", "get_similar", '"similar"'],
  ["byautomata.io.json", "post_contentpro_similar_text", '"similar"'],
  ["meteosource.com.json", "find_places_prefix_find_places_prefix_get", '"autocomplete"'],
  ["peoplefinderspro.com.json", "post_address_autocomplete", '"autocomplete"'],
  ["peoplefinderspro.com.json", "post_contact_enrich", '"enrich"'],
  ["peoplefinderspro.com.json", "post_email_enrich", '"enrich"'],
  ["peoplefinderspro.com.json", "post_phone_enrich", '"enrich"'],
  ["peoplefinderspro.com.json", "Search", '"verify"'],
  ["crediwatch.com_covid19.json", "verify_name_api_v1_verify_name_get", '"verify"'],
  ["crediwatch.com_covid19.json", "verify_business_api_v1_verify_phone_get", '"verify"'],
  ["crediwatch.com_covid19.json", "verify_sku_api_v1_verify_sku_get", '"verify"'],
  ["qualpay.com.json", "Verify", '"verify"'],
  ["doqs.dev.json", "preview_designer_templates_preview_post", '"preview"'],
  ["meteosource.com.json", "air_quality_air_quality_get", '"for a single"'],
  ["meteosource.com.json", "time_machine_time_machine_get", '"for a single"'],
  ["meteosource.com.json", "nearest_place_nearest_place_get", '"for a given"'],
  ["meteosource.com.json", "map_map_get", '"for given"'],
];

// Their neighbours keep records or list them: a search by terms, a status lookup, a listing "for a
// given year" that names its own records, the templates a preview renders, a void of a payment.
const KEPT: [string, string, string][] = [
  ["byautomata.io.json", "get_search", "list"],
  ["meteosource.com.json", "find_places_find_places_get", "list"],
  ["crediwatch.com_covid19.json", "status_call_api_v1_status_call_get", "read"],
  ["groundhog-day.com.json", "predictions", "list"],
  ["groundhog-day.com.json", "groundhog", "read"],
  ["doqs.dev.json", "create_template_designer_templates_post", "create"],
  ["doqs.dev.json", "list_templates_designer_templates_id_get", "read"],
  ["qualpay.com.json", "Void", "action"],
];

describe("a call that works its answer out of its input is compute", () => {
  it.each(COMPUTED)("%s %s (%s)", async (file, tool, words) => {
    const info = await kindOf(file, tool);
    expect(info.kind).toBe("compute");
    expect(info.reasons.at(-1)).toContain(words);
  });

  it.each(KEPT)("%s %s stays %s", async (file, tool, kind) => {
    expect((await kindOf(file, tool)).kind).toBe(kind);
  });
});

/** An OpenAPI operation as ingest gives it: pointer, doc, inputs, output. */
function op(
  name: string,
  method: string,
  path: string,
  doc: string,
  params: Record<string, JsonSchemaObject> = {},
  outputSchema?: JsonSchemaObject,
): ToolSpec {
  return {
    name,
    description: doc,
    inputSchema: { type: "object", properties: params },
    source: {
      format: "openapi",
      file: "x.json",
      pointer: `/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`,
    },
    ...(outputSchema ? { outputSchema } : {}),
  };
}
const str = (x = "query"): JsonSchemaObject => ({ type: "string", "x-in": x });

describe("the words alone do not make a computation", () => {
  const users = [
    op("createUser", "post", "/users", "Create a user", { email: str("body") }),
    op("getUser", "get", "/users/{user_id}", "Get a user", { user_id: str("path") }),
    op("deleteUser", "delete", "/users/{user_id}", "Delete a user", { user_id: str("path") }),
  ];

  it("verifying a record another tool keeps acts on it", () => {
    const verify = op("verifyEmail", "post", "/verify_email", "Verify a user's email address", {
      user_id: str("body"),
      code: str("body"),
    });
    expect(inferToolKind(verify, [...users, verify]).kind).not.toBe("compute");
  });

  it("a text analysis that identifies or extracts is a computation, however its verb is inflected", () => {
    // A text-analytics API (symanto-like): POST /communication "Identify the purpose and writing
    // style of a written text" was modelled as creating communications ("add a new communication").
    const text = { text: str("body"), language: str("body") };
    const purpose = op(
      "communication",
      "post",
      "/communication",
      "Communication & Tonality. Identify the purpose and writing style of a written text.",
      text,
    );
    const language = op(
      "languageDetection",
      "post",
      "/language-detection",
      "Identifies what language a text is written in.",
      { text: str("body") },
    );
    const topics = op(
      "topicSentiment",
      "post",
      "/topic-sentiment",
      "Extracts topics and sentiments.",
      text,
    );
    const all = [purpose, language, topics];
    for (const t of [language, topics]) expect(inferToolKind(t, all).kind).toBe("compute");
  });

  it("a search sent as POST in an API that keeps no records is a computation", () => {
    const search = op("searchCompanies", "post", "/search", "Search", { terms: str("body") });
    const usage = op("getUsage", "get", "/usage", "Calls left this month");
    expect(inferToolKind(search, [search, usage]).kind).toBe("compute");
    // Beside `/companies/{id}` the API keeps companies: the search lists them.
    const company = op("getCompany", "get", "/companies/{id}", "Get a company", {
      id: str("path"),
    });
    expect(inferToolKind(search, [search, usage, company]).kind).not.toBe("compute");
  });

  it("'API endpoint to search similarity using content' is a computation (searchly, fresh37 readers)", () => {
    // Read as a create: "add a new SRC … I've added the SRC" (G/M/B in the blind read).
    const byContent = op(
      "src.searchly.api.v1.controllers.similarity.by_content",
      "post",
      "/similarity/by_content",
      "API endpoint to search similarity using content\n\nEndpoint for an end-user client to search similarity by content.",
      { content: str("body") },
    );
    const songs = op(
      "src.searchly.api.v1.controllers.song.search",
      "get",
      "/song/search",
      "API endpoint to search songs from the database given a query",
      { query: str("query") },
    );
    expect(inferToolKind(byContent, [byContent, songs]).kind).toBe("compute");
    const plain = op("postNote", "post", "/notes", "API endpoint to create a note", {
      text: str("body"),
    });
    expect(inferToolKind(plain, [plain]).kind).toBe("create");
  });

  it("a POST its doc says performs a search is a computation, not a record made", () => {
    // placekit `POST /reverse` "Reverse geocoding\n\nPerforms a reverse geocoding search.": as a
    // create it read "add a new reverse in France" → "I've added the reverse" (fresh23 readers G/M).
    const reverse = op(
      "reverse",
      "post",
      "/reverse",
      "Reverse geocoding\n\nPerforms a reverse geocoding search. It will return the closest results around `coordinates`.",
      { coordinates: str("body"), countries: str("body") },
    );
    const search = op("search", "post", "/search", "Search for addresses", { query: str("body") });
    expect(inferToolKind(reverse, [reverse, search]).kind).toBe("compute");
    // A POST that makes a record stays a create, even when its doc names a search it serves.
    const saved = op("createSavedSearch", "post", "/saved_searches", "Creates a saved search.", {
      query: str("body"),
    });
    expect(inferToolKind(saved, [saved]).kind).toBe("create");
  });

  it("a search sent as POST over records other tools keep lists them", () => {
    const search = op("searchUsers", "post", "/users/search", "Search users", {
      email: str("body"),
    });
    expect(inferToolKind(search, [...users, search]).kind).toBe("list");
  });

  it("an autocomplete of names of records other tools keep lists them (`/artists/names`)", () => {
    const artists = [
      op("create_artist", "post", "/artists", "Create an artist", { name: str("body") }),
      op("update_artist", "patch", "/artists/{artist_id}", "Update an artist", {
        artist_id: str("path"),
      }),
    ];
    const names = op(
      "get_artist_names",
      "get",
      "/artists/names",
      "Gets a list of artist names. Ideal for autocomplete boxes.",
      { query: str() },
      { type: "array", items: { type: "string" } },
    );
    expect(inferToolKind(names, [...artists, names]).kind).toBe("list");
  });

  it('"similar" in a summary is no computation ("a container is similar to a bucket")', () => {
    const container = op(
      "CreateContainer",
      "post",
      "/containers",
      "Creates a storage container to hold objects. A container is similar to a bucket.",
      { name: str("body") },
    );
    expect(inferToolKind(container, [container]).kind).toBe("create");
  });

  it("a verb in an API's namespace is not the call's (`/validation/v1/…/settings/list`)", () => {
    const list = op(
      "listSettings",
      "get",
      "/api/validation/v1/campaign/settings/list",
      "list all campaign setting IDs for a client",
      {},
      { type: "array", items: { type: "object", properties: { id: { type: "string" } } } },
    );
    expect(inferToolKind(list, [list]).kind).toBe("list");
  });

  it('"for a given" over a record the path names reads it', () => {
    const remote = op(
      "remoteHealth",
      "get",
      "/remote_health/{remote}",
      "Health info about a given Conjur Enterprise server",
      { remote: str("path") },
    );
    expect(inferToolKind(remote, [remote]).kind).toBe("read");
  });
});

async function bundleOf(file: string): Promise<EnvBundle> {
  const text = readFileSync(new URL(`../fixtures/kinds/${file}`, import.meta.url), "utf8");
  const doc = await ingestFile({ name: file, text });
  if (!doc.ok) throw new Error(doc.error.message);
  const b = await generateHeuristicBundle(doc.value, { seed: 18 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}

describe("a computation keeps nothing: runtime, verification and tasks", () => {
  it("answers the same question the same way and leaves the state as it was", async () => {
    const b = await bundleOf("meteosource.com.json");
    const env = await createEnvInstance(b);
    if (!env.ok) throw new Error(env.error.message);
    try {
      const before = await env.value.stateHash();
      const ask = { lat: "50.08N", lon: "14.42E" };
      const a = await env.value.call("nearest_place_nearest_place_get", ask);
      const again = await env.value.call("nearest_place_nearest_place_get", ask);
      expect(a.ok).toBe(true);
      expect(again).toEqual(a);
      await env.value.call("air_quality_air_quality_get", ask);
      expect(await env.value.stateHash()).toBe(before);
    } finally {
      env.value.dispose();
    }
  }, 60_000);

  // crediwatch gives every answer field `"default": "Not Available"`: verify_name answered a
  // business nobody could name, and its tasks asked for "the job time of the name" (fresh18).
  it('a doc default that says "not available" is no answer', async () => {
    const b = await bundleOf("crediwatch.com_covid19.json");
    const env = await createEnvInstance(b);
    if (!env.ok) throw new Error(env.error.message);
    try {
      const r = await env.value.call("verify_name_api_v1_verify_name_get", {
        query: "Tata Motors",
      });
      if (!r.ok) throw new Error(JSON.stringify(r));
      const data = (r.result as { data: Record<string, unknown>[] }).data;
      expect(data.length).toBeGreaterThan(0);
      for (const d of data) expect(d.business_name).not.toBe("Not Available");
    } finally {
      env.value.dispose();
    }
  }, 60_000);

  it("every computation verifies", async () => {
    for (const file of ["meteosource.com.json", "peoplefinderspro.com.json"]) {
      const b = await bundleOf(file);
      const { report } = await verifyBundle(b, { seed: 1 });
      const failed = report.tools.filter((t) => !t.passed).map((t) => `${t.tool}: ${t.reason}`);
      expect(failed, file).toEqual([]);
    }
  }, 120_000);

  it("a task on a computation asks, answers from the result and changes nothing", async () => {
    const b = await bundleOf("meteosource.com.json");
    const built = await singleTurnTasks(b, 24);
    const computed = built.filter(({ task }) => task.meta?.goalKind === "compute");
    expect(computed.length).toBeGreaterThan(0);
    for (const { task } of computed) {
      expect(task.gold.finalStateHash, task.turns[0]?.user).toBe(task.meta?.initialStateHash);
      expect(task.gold.answerFacts?.length ?? 0, task.turns[0]?.user).toBeGreaterThan(0);
      expect(task.turns[0]?.user ?? "").not.toMatch(/\b(add|create)\b/i);
    }
  }, 120_000);

  // fresh18: "What's the address autocomplete?" sent `{}` and answered "Address autocomplete 7";
  // "check the air quality" asked about no place.
  it("a computation is asked about something: one of its inputs is always given", async () => {
    for (const file of ["meteosource.com.json"]) {
      const b = await bundleOf(file);
      const computes = new Set(b.tools.filter((t) => t.kind === "compute").map((t) => t.name));
      const built = await singleTurnTasks(b, 24);
      const calls = built.flatMap(({ task }) => task.gold.calls);
      expect(
        calls.some((c) => computes.has(c.tool)),
        file,
      ).toBe(true);
      for (const c of calls.filter((x) => computes.has(x.tool)))
        expect(Object.keys(c.args).length, `${file} ${c.tool}`).toBeGreaterThan(0);
    }
  }, 240_000);
});
