import { describe, expect, it } from "vitest";
import { describedHead, semanticKind } from "../../src/core/domain/values.js";
import { bundleOfFixture } from "../helpers/doc-env.js";

/**
 * Azure Security IoT analytics (fresh74 blind readers N): `detectedBy` "Name of the organization
 * that made the recommendation." held an e-mail address (its name reads as "created by"), and
 * `effectedResourceType` "Azure resource ID of the resource that received the alerts." held
 * "eff_1006" (its name reads as a type). The description's head says what the value is.
 */
type Rec = Record<string, unknown>;
const FIXTURE = "stop70/security-iot-analytics.openapi.json";

describe("a description that opens by saying what the value is decides its kind", () => {
  it("reads the head of a description as the field name it says", () => {
    expect(describedHead("Name of the organization that made the recommendation.")).toBe(
      "organization_name",
    );
    expect(describedHead("Azure resource ID of the resource that received the alerts.")).toBe(
      "azure_resource_id",
    );
    expect(describedHead("Display name of the alert type.")).toBe("alert_type_display_name");
    expect(describedHead("The email address of the account owner.")).toBe("account_owner_email");
    expect(describedHead("The ARN of the role to assume.")).toBe("role_arn");
    expect(describedHead("URL of the landing page.")).toBe("landing_page_url");
    expect(describedHead("Number of alerts raised for this device.")).toBe("number_of_alerts");
    // Not a head that says what the value is: the name keeps deciding.
    expect(describedHead("The number of the invoice.")).toBeUndefined();
    expect(describedHead("Description of the suspected vulnerability.")).toBeUndefined();
    expect(describedHead("Resource ID of the thing.")).toBeUndefined();
  });

  it("a name read as 'made by' is an organization when the doc says so", () => {
    const domain = "Security Center IoT security solution analytics";
    expect(semanticKind({ name: "detectedBy", schema: { type: "string" } }, domain)).toBe(
      "user-email",
    );
    const said = "Name of the organization that made the recommendation.";
    expect(
      semanticKind({ name: "detectedBy", schema: { type: "string", description: said } }, domain),
    ).toBe("company");
  });

  it("keeps what the name says where the head only says it again or says less", () => {
    const kind = (name: string, description: string, type = "string") =>
      semanticKind({ name, schema: { type, description } }, "Example API");
    expect(kind("first_name", "Name of the user.")).toBe("first-name");
    expect(kind("pageSize", "Number of databases to be returned in the response.", "integer")).toBe(
      kind("pageSize", "", "integer"),
    );
  });

  it("seeds the IoT alerts and recommendations as the doc describes them", async () => {
    const b = await bundleOfFixture(FIXTURE, 42);
    const rows = Object.values(b.initialState).flat() as Rec[];
    const props = rows.map((r) => (r.properties ?? {}) as Rec);
    const detected = props.map((p) => p.detectedBy).filter((v) => typeof v === "string");
    const effected = props.map((p) => p.effectedResourceType).filter((v) => typeof v === "string");
    expect(detected.length).toBeGreaterThan(2);
    expect(effected.length).toBeGreaterThan(2);
    for (const v of detected) expect(v).not.toMatch(/@/);
    for (const v of effected)
      expect(v).toMatch(
        /^\/subscriptions\/[0-9a-f-]{36}\/resourceGroups\/[^/]+\/providers\/Microsoft\.\w+\/\w+\/[^/]+$/,
      );
  });
});
