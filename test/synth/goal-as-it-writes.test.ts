import { describe, expect, it } from "vitest";
import type { ToolSpec } from "../../src/core/schema/index.js";
import { askedAsItWrites } from "../../src/core/synth/build-task.js";

const tool = (over: Partial<ToolSpec> & Pick<ToolSpec, "name">): ToolSpec => ({
  description: "",
  inputSchema: { type: "object", properties: {} },
  ...over,
});

describe("the goal handed to the writer says what the call does", () => {
  it("a refund asked as a refund, not as 'check the payment' (fresh9 readers G+M)", () => {
    // "Could you please check the payment for tran 13.2, for 61.95 and for order ORD-7743?"
    // → post_payments_by_trans_id_returns (a refund of 61.95).
    const w = askedAsItWrites(
      tool({
        name: "post_payments_by_trans_id_returns",
        description: "Return payment.",
        kind: "create",
        source: {
          format: "openapi",
          file: "beanstream.json",
          pointer: "/paths/~1payments~1{transId}~1returns/post",
        },
      }),
    );
    expect(w.phrase.text).toBe("return the payment");
    expect(w.readOnly).toBe(false);
    expect(w.kind).not.toBe("read");
  });

  it("leaves reads, POST reads and descriptive docs as the tool words said", () => {
    // A POST whose doc describes what it returns is a read said as one.
    const users = askedAsItWrites(
      tool({
        name: "padUsersUsingPOST",
        description: "returns the list of users that are currently editing this pad",
        kind: "create",
      }),
    );
    expect(users.phrase.verb).not.toBe("returns");
    // Obtaining is reading, whatever the method.
    const cookie = askedAsItWrites(
      tool({
        name: "post_users_login",
        description: "Obtain a session cookie that can be used to authenticate future requests.",
        kind: "create",
      }),
    );
    expect(cookie.phrase.verb).not.toBe("obtain");
    // A plain read is untouched.
    const read = askedAsItWrites(
      tool({ name: "get_payments_by_trans_id", description: "Get payment", kind: "read" }),
    );
    expect(read.readOnly).toBe(true);
    expect(read.phrase.verb).toBe("check");
  });
});
