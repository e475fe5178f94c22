import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { fitsStatedFormat, statedFormat } from "../../src/core/domain/doc-shapes.js";
import { createValueSampler } from "../../src/core/domain/values.js";

/**
 * fresh64 blind readers (stop 59), N: OpenSearch Ingestion's `PipelineConfigurationBody` ("The
 * pipeline configuration in YAML format…") read "Osi added on November 18."; its
 * `IngestEndpointUrls` were "https://www.example.com/get-pipelines/841" and Manufacturer Center's
 * product image "https://www.example.com/image-link/275". A string whose doc states a format
 * holds a small well-formed value of it (the doc's own example first); an address fits what it
 * points at. Descriptions verbatim from the dev sets: amazonaws.com_osis.json (fresh64),
 * amazonaws.com_iot1click-devices.json, amazonaws.com_cloudsearch.json,
 * amazonaws.com_serverlessrepo.json, googleapis.com_cloudkms.json, influxdata.com.json.
 */
const OSIS_CONFIG =
  "The pipeline configuration in YAML format. The command accepts the pipeline configuration as a string or within a .yaml file. If you provide the configuration as a string, each new line must be escaped with <code>\\n</code>.";
const IOT_PARAMS = "A JSON encoded string containing the device method request parameters.";
const CLOUDSEARCH_STEMS =
  'A JSON object that contains a collection of string:value pairs that each map a term to its stem. For example, <code>{"term1": "stem1", "term2": "stem2", "term3": "stem3"}</code>. The stemming dictionary is applied in addition to any algorithmic stemming.';
const SERVERLESS_PATTERN =
  "A regular expression that represents the patterns to allow for String types.";
const KMS_ID =
  "Required. It must be unique within a KeyRing and match the regular expression `[a-zA-Z0-9_-]{1,63}`";
const INFLUX_CRON = "Override the 'cron' option in the flux script.";

describe("formats a doc states for a string", () => {
  it("reads YAML, JSON, a regular expression and cron from the prose of four APIs", () => {
    expect(statedFormat(OSIS_CONFIG, "PipelineConfigurationBody")).toBe("yaml");
    expect(statedFormat(IOT_PARAMS, "deviceMethodParameters")).toBe("json");
    expect(statedFormat(CLOUDSEARCH_STEMS, "StemmingDictionary")).toBe("json");
    expect(statedFormat(SERVERLESS_PATTERN, "AllowedPattern")).toBe("regex");
    expect(statedFormat(INFLUX_CRON, "cron")).toBe("cron");
  });

  it("reads no format where the expression is the value's own pattern, or the field names one", () => {
    expect(statedFormat(KMS_ID, "cryptoKeyId")).toBeUndefined();
    expect(statedFormat("The URL of the pipeline's YAML file.", "configUrl")).toBeUndefined();
    expect(statedFormat("The name of the pipeline.", "PipelineName")).toBeUndefined();
    expect(
      statedFormat("Whether to format the result set as a single JSON string.", "formatAs"),
    ).toBeUndefined();
  });

  it("tells a document of the format from prose", () => {
    expect(fitsStatedFormat("Osi added on November 18.", "yaml")).toBe(false);
    expect(fitsStatedFormat("version: '2'\nlog-pipeline:\n  source: {}", "yaml")).toBe(true);
    expect(fitsStatedFormat("pipeline", "json")).toBe(false);
    expect(fitsStatedFormat('{"a":1}', "json")).toBe(true);
    expect(fitsStatedFormat("pipeline", "cron")).toBe(false);
    expect(fitsStatedFormat("0 2 * * *", "cron")).toBe(true);
    expect(fitsStatedFormat("cron(0 12 * * ? *)", "cron")).toBe(true);
    expect(fitsStatedFormat("pipeline", "regex")).toBe(false);
    expect(fitsStatedFormat("^app-[a-z]+$", "regex")).toBe(true);
  });
});

describe("the sampler's value for a stated format", () => {
  const sampler = () => createValueSampler(11, { domain: "Amazon OpenSearch Ingestion pipelines" });

  it("a pipeline configuration is YAML that names the pipeline's source and sink", () => {
    const s = sampler();
    for (let i = 0; i < 5; i++) {
      const v = s.value({
        name: "PipelineConfigurationBody",
        schema: { type: "string", description: OSIS_CONFIG },
        entity: "osis",
        record: { PipelineName: "log-pipeline" },
      });
      expect(fitsStatedFormat(v, "yaml")).toBe(true);
      const doc = parseYaml(String(v)) as Record<string, { source?: unknown; sink?: unknown }>;
      expect(doc["log-pipeline"]?.source).toBeDefined();
      expect(doc["log-pipeline"]?.sink).toBeDefined();
    }
  });

  it("JSON takes the doc's own example; a pattern and a schedule are well formed", () => {
    const s = sampler();
    const stems = s.value({
      name: "StemmingDictionary",
      schema: { type: "string", description: CLOUDSEARCH_STEMS },
      entity: "analysis schemes",
    });
    expect(JSON.parse(String(stems))).toEqual({ term1: "stem1", term2: "stem2", term3: "stem3" });
    const params = s.value({
      name: "deviceMethodParameters",
      schema: { type: "string", description: IOT_PARAMS },
      entity: "devices",
    });
    expect(fitsStatedFormat(params, "json")).toBe(true);
    const pattern = s.value({
      name: "AllowedPattern",
      schema: { type: "string", description: SERVERLESS_PATTERN },
      entity: "parameters",
    });
    expect(fitsStatedFormat(pattern, "regex")).toBe(true);
    const cron = s.value({
      name: "cron",
      schema: { type: "string", description: INFLUX_CRON },
      entity: "tasks",
    });
    expect(fitsStatedFormat(cron, "cron")).toBe(true);
  });
});

describe("addresses that fit what they point at", () => {
  const PLACEHOLDER = /^https?:\/\/(www\.)?example\.com\/[a-z0-9-]+\/\d+$/;

  it("an endpoint of a pipeline is a host of its own, an image link ends in an image file", () => {
    const s = createValueSampler(5, { domain: "Amazon OpenSearch Ingestion pipelines" });
    const endpoint = String(
      s.value({
        name: "IngestEndpointUrls",
        schema: {
          type: "string",
          description: "The ingestion endpoints for the pipeline, which you can send data to.",
        },
        entity: "get-pipelines",
        record: { PipelineName: "log-pipeline" },
      }),
    );
    expect(endpoint).not.toMatch(PLACEHOLDER);
    expect(endpoint).toMatch(/^https:\/\/log-pipeline\b/);
    const m = createValueSampler(5, { domain: "Manufacturer Center products" });
    const image = String(
      m.value({
        name: "imageUrl",
        schema: { type: "string", description: "The URL of the image." },
        entity: "image-link",
      }),
    );
    expect(image).not.toMatch(PLACEHOLDER);
    expect(image).toMatch(/\.(jpg|png)$/);
  });

  it("a page of a named record is its path by name, not the collection's name and a number", () => {
    const s = createValueSampler(3, { domain: "Notification rules" });
    const url = String(
      s.value({
        name: "runbookLink",
        schema: { type: "string", format: "uri" },
        entity: "notification-rules",
        record: { name: "Disk almost full" },
      }),
    );
    expect(url).not.toMatch(PLACEHOLDER);
  });
});
