import { describe, expect, it } from "vitest";
import { buildToolGraph } from "../../src/core/graph/index.js";
import { sampleGroundedPlans } from "../../src/core/plan/index.js";
import { specBundle } from "../synth/helpers/spec-tasks.js";

/**
 * A trip planner read with many optional filters, as bkk.hu's planAccess (fresh15): readers saw
 * "What's the status and current time for 1.0.4, January 18, mobile, Online, airplane and Home with
 * a triangle time factor of 42.45 with wheelchair turned on?" — a form, not a person. A person
 * gives the one or two filters that define what they want.
 */
const OPTIONAL = {
  date: { type: "string", format: "date", description: "The day of travel." },
  time: { type: "string", description: "The time of departure." },
  wheelchair: { type: "boolean", description: "Only low-floor vehicles." },
  arriveBy: { type: "boolean", description: "Plan by arrival time." },
  showIntermediateStops: { type: "boolean", description: "Include intermediate stops." },
  walkSpeed: { type: "number", description: "Walking speed in m/s." },
  triangleTimeFactor: { type: "number", description: "How much speed matters, 0 to 1." },
  optimize: { type: "string", enum: ["BEST", "WALK", "TRANSFERS"] },
};

const DOC = {
  openapi: "3.0.0",
  info: { title: "Journeys", version: "1" },
  paths: {
    "/journeys": {
      get: {
        operationId: "planJourney",
        summary: "Plan a journey between two places",
        parameters: [
          { name: "fromPlace", in: "query", required: true, schema: { type: "string" } },
          { name: "toPlace", in: "query", required: true, schema: { type: "string" } },
          ...Object.entries(OPTIONAL).map(([name, schema]) => ({ name, in: "query", schema })),
        ],
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: {
                    duration: { type: "integer" },
                    transfers: { type: "integer" },
                    walkDistance: { type: "number" },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a read's optional filters", () => {
  it("are at most two, however many the doc offers", async () => {
    const bundle = await specBundle(DOC, "journeys.json", 3);
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 1,
      count: 6,
      optionalInputProbability: 1,
    });
    const steps = sampled.plans.flatMap((p) => p.steps).filter((s) => s.tool === "planJourney");
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      const optional = Object.keys(s.args).filter((k) => k in OPTIONAL);
      expect(optional.length, JSON.stringify(s.args)).toBeLessThanOrEqual(2);
      expect(s.args).toHaveProperty("fromPlace");
      expect(s.args).toHaveProperty("toPlace");
    }
  }, 60_000);
});

/**
 * A video upload with many optional details, as PeerTube's (fresh42 dev): "upload a video with
 * download enabled, in English, on Jan 22 at 9 am, from team-photo.jpg, on January 16, for the
 * fiction tag, from front-entrance.jpg and from city-timelapse.mp4?" — a person names two or three.
 */
const UPLOAD_OPTIONAL = {
  description: { type: "string", description: "Video description." },
  language: { type: "string", enum: ["en", "fr", "de"] },
  downloadEnabled: { type: "boolean", description: "Enable or disable downloading." },
  commentsEnabled: { type: "boolean", description: "Enable or disable comments." },
  originallyPublishedAt: { type: "string", format: "date-time" },
  tags: { type: "array", items: { type: "string" }, description: "Video tags." },
  thumbnailfile: { type: "string", description: "Video thumbnail file." },
  previewfile: { type: "string", description: "Video preview file." },
  waitTranscoding: { type: "boolean", description: "Wait for transcoding before publishing." },
  category: { type: "integer", enum: [1, 2, 3, 4], description: "Video category." },
  licence: { type: "integer", enum: [1, 2, 3], description: "Video licence." },
  privacy: { type: "integer", enum: [1, 2, 3], description: "Video privacy." },
  support: {
    type: "string",
    description: "A text telling the audience how to support the creator.",
  },
  channelName: { type: "string", description: "Name of the channel, shown beside the video." },
};

const UPLOAD = {
  openapi: "3.0.0",
  info: { title: "Videos", version: "1" },
  paths: {
    "/videos": {
      post: {
        operationId: "uploadVideo",
        summary: "Upload a video",
        requestBody: {
          content: {
            "application/json": {
              schema: {
                type: "object",
                required: ["name", "channelId"],
                properties: {
                  name: { type: "string", description: "Video name." },
                  channelId: { type: "integer", description: "Channel id to upload to." },
                  ...UPLOAD_OPTIONAL,
                },
              },
            },
          },
        },
        responses: {
          "200": {
            description: "ok",
            content: {
              "application/json": {
                schema: {
                  type: "object",
                  properties: { id: { type: "integer" }, uuid: { type: "string" } },
                },
              },
            },
          },
        },
      },
    },
  },
};

describe("a write's optional details", () => {
  it("are at most three, however many the doc offers", async () => {
    const bundle = await specBundle(UPLOAD, "videos.json", 3);
    const sampled = await sampleGroundedPlans([bundle], buildToolGraph([bundle]), {
      seed: 1,
      count: 6,
      optionalInputProbability: 1,
    });
    const steps = sampled.plans.flatMap((p) => p.steps).filter((s) => s.tool === "uploadVideo");
    expect(steps.length).toBeGreaterThan(0);
    for (const s of steps) {
      const optional = Object.keys(s.args).filter((k) => k in UPLOAD_OPTIONAL);
      expect(optional.length, JSON.stringify(s.args)).toBeLessThanOrEqual(3);
    }
  }, 60_000);
});
