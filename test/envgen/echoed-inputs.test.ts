import { afterAll, describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { createEnvInstance } from "../../src/core/sandbox/index.js";
import type { EnvInstance } from "../../src/core/sandbox/types.js";
import type { EnvBundle } from "../../src/core/schema/index.js";

type Rec = Record<string, unknown>;
const open: EnvInstance[] = [];
afterAll(() => {
  for (const e of open) e.dispose();
});

const json = (schema: unknown) => ({
  "200": { description: "OK", content: { "application/json": { schema } } },
});

// fresh16 readers (B/N): logoraisr's `reports_create {file_id: F}` answered `file_id "fil_3622"`;
// anchore's `delete_image {imageDigest: "a0de40…"}` answered `digest "4e06a…"`, and its content
// read for one image answered with another image's digest. The doc below has their shapes.
const doc = {
  openapi: "3.0.0",
  info: { title: "Imaging", version: "1.0" },
  paths: {
    "/reports/": {
      get: {
        operationId: "reports_list",
        summary: "Get user report list.",
        responses: json({ $ref: "#/components/schemas/Report" }),
      },
      post: {
        operationId: "reports_create",
        summary: "Create a new report.",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["file_id", "process"],
                properties: {
                  file_id: { type: "string", format: "uuid", description: "Id of the file." },
                  process: { type: "string", description: "Process which should applied." },
                },
              },
            },
          },
        },
        responses: json({ $ref: "#/components/schemas/Report" }),
      },
    },
    "/images": {
      get: {
        operationId: "list_images",
        summary: "List images",
        responses: json({ type: "array", items: { $ref: "#/components/schemas/Image" } }),
      },
    },
    "/images/{imageDigest}": {
      delete: {
        operationId: "delete_image",
        summary: "Delete an image",
        parameters: [
          { name: "imageDigest", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: json({
          type: "object",
          properties: { digest: { type: "string" }, status: { type: "string" } },
        }),
      },
    },
    "/images/{imageDigest}/content/{ctype}": {
      get: {
        operationId: "get_image_content_by_type",
        summary: "Get the content of an image by type",
        parameters: [
          { name: "imageDigest", in: "path", required: true, schema: { type: "string" } },
          { name: "ctype", in: "path", required: true, schema: { type: "string" } },
        ],
        responses: json({
          type: "object",
          properties: {
            imageDigest: { type: "string" },
            content_type: { type: "string" },
            content: {
              type: "array",
              items: { type: "object", properties: { package: { type: "string" } } },
            },
          },
        }),
      },
    },
  },
  components: {
    schemas: {
      Report: {
        type: "object",
        properties: {
          created: { type: "string", format: "date-time" },
          file_id: {
            type: "string",
            description: "Id of the file on which the process was applied.",
          },
          report_number: { type: "integer" },
          result: {
            type: "object",
            properties: {
              colors: {
                type: "array",
                items: { type: "object", properties: { hex: { type: "string" } } },
              },
              height: { type: "integer" },
              width: { type: "integer" },
            },
          },
        },
      },
      Image: {
        type: "object",
        properties: {
          imageDigest: { type: "string" },
          digest: { type: "string" },
          created_at: { type: "string", format: "date-time" },
          analysis_status: { type: "string" },
        },
      },
    },
  },
};

async function envOf(d: unknown): Promise<{ bundle: EnvBundle; env: EnvInstance }> {
  const r = await ingestFile({ name: "imaging.json", text: JSON.stringify(d) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 7 });
  if (!b.ok) throw new Error(b.error.message);
  const env = await createEnvInstance(b.value);
  if (!env.ok) throw new Error(env.error.message);
  open.push(env.value);
  return { bundle: b.value, env: env.value };
}

async function call(env: EnvInstance, tool: string, args: Rec): Promise<Rec> {
  const got = await env.call(tool, args);
  if (!got.ok) throw new Error(JSON.stringify(got));
  return got.result as Rec;
}

describe("a result answers the call that was made", () => {
  it("a report made for a file says that file, wherever the doc puts the report's fields", async () => {
    const { env } = await envOf(doc);
    const file = "6f1c2a9e-8b1d-4c3e-9a57-2d4f0e6b8c11";
    const res = await call(env, "reports_create", {
      file_id: file,
      process: "color-classification",
    });
    expect(res.file_id).toBe(file);
  });

  it("a deleted image's digest is the one the call named", async () => {
    const { env } = await envOf(doc);
    const images = (await call(env, "list_images", {})) as unknown as Rec[];
    const digest = (images as unknown as Rec[])[0]?.imageDigest as string;
    expect(typeof digest).toBe("string");
    const res = await call(env, "delete_image", { imageDigest: digest });
    expect(res.digest).toBe(digest);
  });

  it("the content read for an image is told as that image's", async () => {
    const { bundle, env } = await envOf(doc);
    const contents = Object.values(bundle.initialState).find(
      (v) => Array.isArray(v) && (v as Rec[]).some((r) => "ctype" in r),
    ) as Rec[];
    const images = (await call(env, "list_images", {})) as unknown as Rec[];
    const content = contents.find((c) =>
      images.some((i) => i.imageDigest === c.imageDigest),
    ) as Rec;
    const res = await call(env, "get_image_content_by_type", {
      imageDigest: content.imageDigest,
      ctype: content.ctype,
    });
    expect(res.imageDigest).toBe(content.imageDigest);
    // Another image's content is not this one's: a key under its parent is that parent's record
    // only (Kinesis DescribeApplicationVersion answered another application's version, fresh61).
    const other = images.find(
      (i) => !contents.some((c) => c.imageDigest === i.imageDigest && c.ctype === content.ctype),
    );
    if (other) {
      const got = await env.call("get_image_content_by_type", {
        imageDigest: other.imageDigest,
        ctype: content.ctype,
      });
      expect(got.ok).toBe(false);
    }
  });
});
