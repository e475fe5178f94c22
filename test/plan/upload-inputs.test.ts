import { describe, expect, it } from "vitest";
import { generateHeuristicBundle } from "../../src/core/envgen/index.js";
import { ingestFile } from "../../src/core/ingest/index.js";
import { neededByMeaning } from "../../src/core/plan/semantics.js";
import type { EnvBundle, ToolSpec } from "../../src/core/schema/index.js";
import { isUnsayable } from "../../src/core/synth/tool-words.js";

/**
 * fresh16 readers (A/U): presalytics' "Upload a File (base64)" went out as `{mimetype}` with no
 * file ("upload a story for the mimetype MIM-4623"); shop-pro's script tag was made with a
 * display scope and no `src` ("a script tag with no script"); logoraisr's "upload an image"
 * named no file while the gold uploaded one.
 */
const body = (props: Record<string, unknown>, required?: string[]) => ({
  required: true,
  content: { "application/json": { schema: { type: "object", properties: props, required } } },
});
const ok = { "200": { description: "OK" } };
const doc = {
  openapi: "3.0.0",
  info: { title: "Stories and tags", version: "1" },
  paths: {
    "/story/file/json": {
      post: {
        operationId: "story_post_file_json",
        summary: "Story: Upload a File (base64)",
        description: "Upload new story via an Open Office Xml file",
        requestBody: body({
          file: { type: "string" },
          file_name: { type: "string" },
          mimetype: { type: "string" },
          content_length: { type: "integer" },
        }),
        responses: ok,
      },
    },
    "/uploads": {
      post: {
        operationId: "uploads_create",
        summary: "Upload a new image",
        requestBody: {
          content: {
            "multipart/form-data": {
              schema: {
                type: "object",
                required: ["file"],
                properties: {
                  file: {
                    type: "string",
                    format: "binary",
                    description:
                      "File which should be uploaded. Supported file types are: JPEG and PNG",
                  },
                },
              },
            },
          },
        },
        responses: ok,
      },
    },
    "/script_tags": {
      post: {
        operationId: "createScriptTag",
        summary: "Create a script tag",
        requestBody: body({
          script_tag: {
            type: "object",
            properties: {
              display_scope: { type: "string", enum: ["all", "shop", "cart"] },
              src: {
                type: "string",
                description: "Script URL",
                example: "https://example.com/example.js",
              },
            },
          },
        }),
        responses: ok,
      },
    },
    "/inline_script_tags": {
      post: {
        operationId: "createInlineScriptTag",
        summary: "Create an inline script tag",
        requestBody: body({
          inline_script_tag: {
            type: "object",
            properties: {
              display_scope: { type: "string", enum: ["all", "cart"] },
              script: { type: "string", description: "Inline script" },
            },
          },
        }),
        responses: ok,
      },
    },
  },
};

async function bundle(): Promise<EnvBundle> {
  const r = await ingestFile({ name: "stories.json", text: JSON.stringify(doc) });
  if (!r.ok) throw new Error(r.error.message);
  const b = await generateHeuristicBundle(r.value, { seed: 3 });
  if (!b.ok) throw new Error(b.error.message);
  return b.value;
}
const tool = (b: EnvBundle, name: string): ToolSpec => b.tools.find((t) => t.name === name)!;

describe("an input that is what the call makes is part of the request", () => {
  it("an upload needs its file; its type and length are the file's business", async () => {
    const b = await bundle();
    const up = tool(b, "story_post_file_json");
    expect(neededByMeaning(b, up, "file")).toBe(true);
    expect(neededByMeaning(b, up, "content_length")).toBe(false);
  });

  it("a script tag needs its script: the src it loads, or the inline script", async () => {
    const b = await bundle();
    expect(neededByMeaning(b, tool(b, "createScriptTag"), "script_tag.src")).toBe(true);
    expect(neededByMeaning(b, tool(b, "createScriptTag"), "script_tag.display_scope")).toBe(false);
    const inline = tool(b, "createInlineScriptTag");
    expect(neededByMeaning(b, inline, "inline_script_tag.script")).toBe(true);
  });

  it("the file a person uploads is one they name", async () => {
    const b = await bundle();
    const up = tool(b, "uploads_create");
    expect(isUnsayable(up, "file", "team-photo.png")).toBe(false);
    // Bytes nobody types stay the assistant's to attach.
    expect(isUnsayable(up, "file", "iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJ")).toBe(true);
  });
});

describe("a file is said as a file", () => {
  it("'upload an image from product-shot.jpg', never 'on product-shot.jpg' as if it were a host", async () => {
    const { attachedValue } = await import("../../src/core/synth/writer.js");
    expect(attachedValue("file", "product-shot.jpg")).toBe("from product-shot.jpg");
    expect(attachedValue("file", "service-agreement.pdf")).toBe("from service-agreement.pdf");
    expect(attachedValue("domain", "chilly-bin.name")).toBe("on chilly-bin.name");
  });
});
