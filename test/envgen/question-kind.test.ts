import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { inferToolKind } from "../../src/core/domain/tool-kind.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import type { JsonSchemaObject, ToolSpec } from "../../src/core/schema/index.js";

/** Tools of a real spec (fresh14 dev draw), ingested as the pipeline does. */
async function toolsOf(file: string): Promise<ToolSpec[]> {
  const text = readFileSync(new URL(`../fixtures/kinds/${file}`, import.meta.url), "utf8");
  const r = await ingestFile({ name: file, text });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.tools;
}

function kindsOf(tools: ToolSpec[]): Record<string, string> {
  return Object.fromEntries(tools.map((t) => [t.name, inferToolKind(t, tools).kind]));
}

/** An OpenAPI operation as ingest gives it: pointer, doc, query inputs, output. */
function op(
  name: string,
  method: string,
  path: string,
  doc: string,
  params: Record<string, JsonSchemaObject> = {},
  extra: Partial<ToolSpec> = {},
): ToolSpec {
  return {
    name,
    description: doc,
    inputSchema: { type: "object", properties: params, ...(extra.inputSchema ?? {}) },
    source: {
      format: "openapi",
      file: "x.json",
      pointer: `/paths/${path.replace(/~/g, "~0").replace(/\//g, "~1")}/${method}`,
    },
    ...(extra.outputSchema ? { outputSchema: extra.outputSchema } : {}),
  };
}
const q = (description = ""): JsonSchemaObject => ({
  type: "string",
  description,
  "x-in": "query",
});

describe("a tool that answers a question from its inputs is compute, not a record store", () => {
  it("Wayback availability: GET and its POST twin (fresh14: 'list the waybacks', 'add a new available')", async () => {
    const kinds = kindsOf(await toolsOf("archive.org-wayback.json"));
    expect(kinds).toEqual({
      get_wayback_v1_available: "compute",
      post_wayback_v1_available: "compute",
    });
  });

  it("hash lookups and their bulk form (`/lookup/md5/{md5}`, `POST /bulk/md5`)", async () => {
    const kinds = kindsOf(await toolsOf("circl.lu-hashlookup.json"));
    for (const name of [
      "get_lookup_md5",
      "get_lookup_sha1",
      "get_lookup_sha256",
      "post_bulkmd5",
      "post_bulksha1",
    ])
      expect(kinds[name], name).toBe("compute");
    // The database's info, its top queries and a session keep no question of their own.
    expect(kinds.get_info).not.toBe("compute");
    expect(kinds.get_stattop).not.toBe("compute");
  });

  it("a geocode ('geocode a query' under `/v{version}/{format}`)", async () => {
    const kinds = kindsOf(await toolsOf("opencagedata.com.json"));
    expect(Object.values(kinds)).toEqual(["compute"]);
  });

  it("an export preflight (fresh14: 'add a new application/pdf export summary')", () => {
    const summary = op(
      "post_export_summary",
      "post",
      "/export-summary",
      "Export contributions preflight summary.\n\nProvide a preflight summary of an export request.",
      { assignment: q("Restrict results to contributions submitted to this assignment.") },
      {
        outputSchema: {
          type: "object",
          properties: { contributions: { type: "integer" }, mediaSize: { type: "integer" } },
        },
      },
    );
    const exportJob = op(
      "post_export",
      "post",
      "/export",
      "Export contributions.\n\nBegin an export job.",
      {
        assignment: q(),
      },
    );
    const tools = [summary, exportJob];
    expect(inferToolKind(summary, tools).kind).toBe("compute");
    // The export itself starts a job kept under an id: it stays a create.
    expect(inferToolKind(exportJob, tools).kind).toBe("create");
  });

  it("an IP lookup and a conversion by their path or doc", () => {
    const ip = op(
      "get_ip_lookup",
      "get",
      "/IPLookup",
      "Returns the geolocation data of a specific IP Address.",
      {
        ip: q("IP address"),
      },
    );
    const convert = op(
      "GetId",
      "get",
      "/utils/convert-legacy-id/{id}",
      "Convert legacy ID to v3 ID.",
      {
        id: { type: "integer", "x-in": "path" },
      },
    );
    expect(inferToolKind(ip, [ip]).kind).toBe("compute");
    expect(inferToolKind(convert, [convert]).kind).toBe("compute");
  });
});

// Neutrino (fresh15): each lookup's summary is a heading ("IP Probe") and its doc says what it does
// on the next line; IPProbe's one-object answer holds an array (`as-domains`), and it was listed as
// "Find the ip probes" → "I found 1 ip probe: 7.7.134.155", HostReputation "I found 1 reputation".
describe("a lookup whose one-object answer holds an array is compute, not a list", () => {
  const str = (description: string): JsonSchemaObject => ({ type: "string", description });
  const probe = op(
    "IPProbe",
    "get",
    "/ip-probe",
    "IP Probe\n\nExecute a realtime network probe against an IPv4 or IPv6 address",
    { ip: q("IPv4 or IPv6 address") },
    {
      inputSchema: { type: "object", required: ["ip"] },
      outputSchema: {
        type: "object",
        properties: {
          ip: str("The IP address"),
          country: str("Full country name"),
          "as-domains": { type: "array", items: { type: "string" } },
          "is-hosting": { type: "boolean" },
          "provider-description": str("The domain name of the provider"),
        },
      },
    },
  );
  const reputation = op(
    "HostReputation",
    "get",
    "/host-reputation",
    "Host Reputation\n\nCheck the reputation of an IP address, domain name or URL against a comprehensive list of blacklists and blocklists",
    {
      host: q("An IP address, domain name, FQDN or URL"),
      zones: q("Only check these DNSBL zones"),
    },
    {
      inputSchema: { type: "object", required: ["host"] },
      outputSchema: {
        type: "object",
        properties: {
          host: str("The IP address or host name"),
          "is-listed": { type: "boolean" },
          "list-count": { type: "integer" },
          lists: {
            type: "array",
            items: { type: "object", properties: { "list-name": { type: "string" } } },
          },
        },
      },
    },
  );
  const badWords = op(
    "BadWordFilter",
    "post",
    "/bad-word-filter",
    "Bad Word Filter\n\nDetect bad words, swear words and profanity in a given text",
    { content: { type: "string", "x-in": "body", description: "The content to scan" } },
    {
      inputSchema: { type: "object", required: ["content"] },
      outputSchema: {
        type: "object",
        properties: {
          "bad-words-list": { type: "array", items: { type: "string" } },
          "bad-words-total": { type: "integer" },
          "is-bad": { type: "boolean" },
        },
      },
    },
  );
  const info = op(
    "IPInfo",
    "get",
    "/ip-info",
    "IP Info\n\nGet location information about an IP address and do reverse DNS (PTR) lookups",
    { ip: q("IPv4 or IPv6 address") },
    {
      inputSchema: { type: "object", required: ["ip"] },
      outputSchema: {
        type: "object",
        properties: { ip: str("The IP address"), country: str("Full country name") },
      },
    },
  );
  const tools = [probe, reputation, badWords, info];

  it("an IP probe answering about the IP it was given, with a list among its facts", () => {
    expect(inferToolKind(probe, tools).kind).toBe("compute");
  });
  it("a summary that is a heading gives way to the doc's sentence ('Check the reputation …', 'Detect bad words …')", () => {
    expect(inferToolKind(reputation, tools).kind).toBe("compute");
    expect(inferToolKind(badWords, tools).kind).toBe("compute");
  });
  it("a read of a noun no other tool keeps, answering about the asked IP itself, stays a lookup", () => {
    expect(inferToolKind(info, tools).kind).toBe("compute");
  });
});

describe("a bare value answered from inputs that name no record", () => {
  it("a reverse geocode: 'Get City name by using latitude and longitude'", () => {
    const city = op(
      "get_city",
      "get",
      "/city",
      "Get City name by using latitude and longitude",
      { lat: q("Latitude"), lng: q("Longitude") },
      {
        inputSchema: { type: "object", required: ["lat", "lng"] },
        outputSchema: { type: "string" },
      },
    );
    expect(inferToolKind(city, [city]).kind).toBe("compute");
  });
  it("a record's balance by its id stays a read of that record", () => {
    const balance = op(
      "getBalance",
      "get",
      "/balance",
      "Get the balance of an account",
      { account_id: q("The account") },
      {
        inputSchema: { type: "object", required: ["account_id"] },
        outputSchema: { type: "number" },
      },
    );
    expect(inferToolKind(balance, [balance]).kind).not.toBe("compute");
  });
});

describe("records stay records (counter-examples the rule must leave alone)", () => {
  it("a customer found by email under `/customers/lookup` reads a customer", () => {
    const find = op("findCustomer", "get", "/customers/lookup", "Find a customer by email.", {
      email: q(),
    });
    expect(inferToolKind(find, [find])).toMatchObject({ kind: "read", entity: "customers" });
  });

  it("a feed or a search lists what exists, even with no output schema", () => {
    const feed = op(
      "Programme_Feed",
      "get",
      "/programme/{programme-id}.atom",
      "Programme Feed\n\nA feed containing all long-form content for a specified Programme Id.",
      { "programme-id": { type: "string", "x-in": "path" }, platform: q() },
    );
    const search = op(
      "Search_Feed_2",
      "get",
      "/search/{q}.atom",
      "Search Feed(2)\n\nLists all programmes where title matching the search term.",
      { q: { type: "string", "x-in": "path" } },
    );
    for (const t of [feed, search])
      expect(inferToolKind(t, [feed, search]).kind, t.name).not.toBe("compute");
  });

  it("a webhook registered with its URL is added, though its answer restates the URL and shows no id", () => {
    const add = op(
      "registerWebhook",
      "post",
      "/webhooks",
      "Registers a new WebHook.",
      { url: { type: "string", "x-in": "body" } },
      {
        inputSchema: { type: "object", required: ["url"] },
        outputSchema: {
          type: "object",
          properties: { url: { type: "string" }, events: { type: "array" } },
        },
      },
    );
    const list = op("listWebhooks", "get", "/webhooks", "Gets all registered WebHooks.", {});
    expect(inferToolKind(add, [add, list]).kind).toBe("create");
  });

  it("a list the doc says it lists stays a list though its items restate the filter", () => {
    const names = op(
      "get_names",
      "get",
      "/names/",
      "Get all colors of the default color name list",
      { name: q("The name of the color to retrieve (min. 3 characters)") },
      {
        inputSchema: { type: "object", required: ["name"] },
        outputSchema: {
          type: "object",
          properties: {
            colors: {
              type: "array",
              items: {
                type: "object",
                properties: { name: { type: "string" }, hex: { type: "string" } },
              },
            },
          },
        },
      },
    );
    expect(inferToolKind(names, [names]).kind).not.toBe("compute");
  });

  it("a server heartbeat with no picture in its doc is no render", () => {
    const beat = op(
      "HeartBeat",
      "get",
      "/Metadata/HeartBeat",
      "Simple way to discern whether API server is up and running",
      {
        format: q("Format of the response"),
      },
    );
    expect(inferToolKind(beat, [beat]).kind).not.toBe("compute");
  });
});
