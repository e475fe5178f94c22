import { describe, expect, it } from "vitest";
import { ingestFile } from "../../src/core/ingest/index.js";

/**
 * fresh16 readers (A, in both readers' tables): "I need the revenue weight and euro status of the
 * vehicle detail" → `getVehicleDetailsByRegistrationNumber {}`. The DVLA doc's body is required
 * ("Registration number of the vehicle to find details for") and holds one field, with no
 * `required` list of its own: that one field is what the body is for.
 */
const specWith = (bodyRequired: boolean, props: Record<string, unknown>) => ({
  openapi: "3.0.3",
  info: { title: "Vehicles", version: "1" },
  paths: {
    "/v1/vehicles": {
      post: {
        operationId: "getVehicleDetailsByRegistrationNumber",
        requestBody: {
          required: bodyRequired,
          description: "Registration number of the vehicle to find details for",
          content: {
            "application/json": { schema: { type: "object", properties: props } },
          },
        },
        responses: { "200": { description: "ok" } },
      },
    },
  },
});

const requiredOf = async (spec: unknown) => {
  const doc = await ingestFile({ name: "vehicles.json", text: JSON.stringify(spec) });
  if (!doc.ok) throw new Error(doc.error.message);
  return (doc.value.tools[0]?.inputSchema.required ?? []) as string[];
};

describe("a required body of one field requires it", () => {
  it("the registration number is required", async () => {
    expect(await requiredOf(specWith(true, { registrationNumber: { type: "string" } }))).toEqual([
      "registrationNumber",
    ]);
  });
  it("an optional body, or one of several fields, requires nothing of its own accord", async () => {
    expect(await requiredOf(specWith(false, { registrationNumber: { type: "string" } }))).toEqual(
      [],
    );
    expect(
      await requiredOf(specWith(true, { make: { type: "string" }, colour: { type: "string" } })),
    ).toEqual([]);
  });
});
