import { describe, expect, it } from "vitest";
import { inferFieldModel, isCredential } from "../../src/core/domain/field-roles.js";

// A sign-in the environment holds is never asked of the user ("What login would you like?" →
// "Sure, epouros." on a store API whose `login` is "API OAuth login." beside its `authtoken`).
describe("credentials named by their description", () => {
  const param = (name: string, description: string) =>
    inferFieldModel(name, { type: "string", description }, { param: true }).role;

  it("a login or user the doc calls an API/OAuth sign-in is a credential", () => {
    expect(param("login", "API OAuth login.")).toBe("credential");
    expect(param("user", "Your API username.")).toBe("credential");
    expect(param("auth", "Authentication token for the account.")).toBe("credential");
  });

  it("things that merely mention sign-in stay what they are", () => {
    expect(param("login", "The customer's login name to search for.")).not.toBe("credential");
    expect(param("redirect_url", "Where OAuth sends the user back.")).not.toBe("credential");
    expect(param("email", "Email of the customer.")).not.toBe("credential");
    expect(isCredential("name", "Name of the OAuth application to create.")).toBe(false);
    expect(isCredential("auth_token", "Partner authentication token.")).toBe(true);
  });
});
