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

// DigiLocker's `hmac` (format binary) took a file name and the user was asked for it (fresh55, U/N):
// a value that signs the request is the environment's, like a token.
describe("request signatures are credentials", () => {
  const hmacDoc =
    "Provide SHA-256 encrypted value of the client secret, clientid and ts parameters above concatenated in this sequence (client secret, clientid, ts). The hmac parameter is used by DigiLocker to ensure the data integrity and authentication of the request.";
  it("by its name or by a doc saying it signs the request", () => {
    expect(isCredential("hmac", hmacDoc)).toBe(true);
    expect(isCredential("sig", hmacDoc)).toBe(true);
    expect(isCredential("x-hmac-sha256")).toBe(true);
    expect(
      isCredential(
        "ts",
        "Provide a timestamp value in UNIX (or POSIX) format in IST time zone in seconds. This timestamp value must not be older than 30 minutes.",
      ),
    ).toBe(true);
  });
  it("a checksum of the user's own file is not one", () => {
    expect(isCredential("checksum", "MD5 checksum of the uploaded file.")).toBe(false);
    expect(isCredential("mobile", "This is the mobile number of the user.")).toBe(false);
  });
});
