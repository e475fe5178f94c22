import { describe, expect, it } from "vitest";
import { TEXTS } from "../../src/core/domain/value-data.js";
import { bundleOfDoc, okJson } from "../helpers/doc-env.js";

/**
 * fresh65 blind readers (stop 60 → 61), N: Memorystore's `InstanceMessage.message` ("Message on
 * memcached instance which will be exposed to users.") read "Dinner is ready!" and "Time to head
 * to school." — a household chat line on a cloud record. A message a cloud provider's API keeps on
 * one of its records is the provider's notice about that record.
 */
type Rec = Record<string, unknown>;
const CHAT = new Set(TEXTS.message as string[]);

const cloudDoc = (title: string, owner: string, list: string, msgs: string) => ({
  openapi: "3.0.0",
  info: { title, version: "1", description: `${title} lets you manage ${owner}s.` },
  paths: {
    [`/${owner}s`]: {
      get: {
        operationId: `List${owner}s`,
        responses: okJson({
          type: "object",
          properties: {
            [list]: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  name: { type: "string", description: `The name of the ${owner}.` },
                  [msgs]: {
                    type: "array",
                    minItems: 2,
                    items: {
                      type: "object",
                      properties: {
                        code: {
                          type: "string",
                          enum: ["CODE_UNSPECIFIED", "ZONE_DISTRIBUTION_UNBALANCED"],
                        },
                        message: {
                          type: "string",
                          description: `Message on the ${owner} which will be exposed to users.`,
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        }),
      },
    },
  },
});

const messagesOf = (state: unknown): string[] =>
  Object.values(state as Record<string, Rec[]>)
    .flat()
    .flatMap((r) => Object.values(r).filter(Array.isArray).flat() as Rec[])
    .map((m) => (m as Rec)?.message)
    .filter((m): m is string => typeof m === "string");

describe("a message a cloud API keeps on its record", () => {
  for (const [title, owner, list, msgs] of [
    [
      "Cloud Memorystore for Memcached API (googleapis.com)",
      "instance",
      "instances",
      "instanceMessages",
    ],
    ["Amazon Managed Clusters", "cluster", "clusters", "clusterMessages"],
  ] as const)
    it(`is a notice about the ${owner}, not a chat line (${title})`, async () => {
      for (const seed of [1, 2, 3]) {
        const b = await bundleOfDoc(cloudDoc(title, owner, list, msgs), "cloud.openapi.json", seed);
        const said = messagesOf(b.initialState);
        expect(said.length).toBeGreaterThan(0);
        for (const m of said) {
          expect(CHAT.has(m)).toBe(false);
          expect(m).toMatch(new RegExp(`\\b${owner}\\b`, "i"));
        }
        // Beside a code that says what happened, the notice says it.
        const items = Object.values(b.initialState as Record<string, Rec[]>)
          .flat()
          .flatMap((r) => (Array.isArray(r[msgs]) ? (r[msgs] as Rec[]) : []));
        for (const i of items)
          if (i.code === "ZONE_DISTRIBUTION_UNBALANCED")
            expect(i.message).toBe(`Zone distribution unbalanced on this ${owner}.`);
      }
    });
});
