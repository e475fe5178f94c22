import { describe, expect, it } from "vitest";
import { findRecordDefects, type RecordDefectKind } from "./record-defects.js";

/**
 * The f8 blind readers' "nonsense data" marks (/work/reader/f8-blind/r1.md, r2.md), verbatim, and
 * natural records of the same shape the detector must leave alone.
 */
const kinds = (v: unknown): RecordDefectKind[] => findRecordDefects(v).map((d) => d.kind);

describe("record defects the f8 readers marked are found", () => {
  const BAD: Array<[string, unknown, RecordDefectKind]> = [
    [
      "r1 S04",
      { qr_id: "qr_1", width: 60, height: 35, margin: 19, text: "No text provided." },
      "placeholder-text",
    ],
    ["r1 S09", { incoming_id: "inc_1", messageText: "Message text: OK" }, "placeholder-text"],
    ["r1 S17", { description: "No description provided.", studyid: 9 }, "placeholder-text"],
    ["r1 S06", { ein: "category", eligible: "website", city: "Seattle" }, "wrong-word"],
    ["r2 S08", { date: "2025-12-08", ppm: "restish" }, "wrong-word"],
    ["r1 S20", { bookedBy: "profile", businessName: "Purdy Inc." }, "wrong-word"],
    ["r1 S11", { sourceId: 1, sourceName: "Lyon box", sourceType: "standard" }, "wrong-word"],
    ["r1 S22", { scps: [{ aeTitle: "Ae 8", id: 3, name: "Scp 10", port: 104 }] }, "label-number"],
    ["r2 S24", { seriestags: "Seriestag 29", sequencenumber: 3 }, "label-number"],
    ["f9 r2 S19", { headline: "Headline 9", productCode: "HO-74491" }, "label-number"],
    ["f9 r1 S17", { apis: [{ api_id: "api_1001", name: "Api 12" }] }, "label-number"],
    ["f9 r1 S17", { auth_header_name: "Auth header 4", use_keyless: false }, "label-number"],
    ["f9 r1 S21", { country: { code: "REF-3663", name: "Country 20" } }, "label-number"],
    [
      "f9 r1 S08",
      { maxRatingContentFilter: { code: "REF-6589", name: "Max rating content filter 8" } },
      "label-number",
    ],
    [
      "f9 r1 S21",
      { airports: [{ city: "Boston", name: "58d8bcb7a9e6240e200cff25 10" }] },
      "label-number",
    ],
    ["r1 S03", { anonPatientName: "Jeannette Borer", created: 81, id: 1 }, "tiny-epoch"],
    ["r1 S28", { receivedImageCount: 4, totalImageCount: 1, updated: 55 }, "tiny-epoch"],
    ["r1 S21", { baseUtcOffset: 37, timezoneIana: "America/Chicago" }, "utc-offset"],
    ["r1 S26", { filesAdded: 98, filesImported: 91, filesRejected: 95 }, "parts-exceed"],
    ["r1 S28", { receivedImageCount: 4, totalImageCount: 1 }, "parts-exceed"],
    [
      "r1 S02",
      { count: 1, data: [{ access: "read" }, { access: "admin" }], total: 113 },
      "parts-exceed",
    ],
    [
      "r1 S01",
      { scheduledSendTime: "2025-12-21T10:15:00Z", submitTime: "2026-01-18T12:00:00Z" },
      "out-of-order",
    ],
    [
      "r1 S21",
      {
        baseUtcOffset: 37,
        daylightName: "Austin daylight",
        displayName: "Anderson Harvey",
        standardName: "Austin standard",
        supportsDaylightSavingTime: true,
        timezoneIana: "America/Chicago",
        timezoneId: "tim_1001",
      },
      "zone",
    ],
    [
      "r1 S21",
      {
        timezones: [
          {
            name: "Denver timezone",
            region: "Europe",
            timezoneIanna: "America/Denver",
            tzOffset: 59,
          },
        ],
      },
      "zone",
    ],
    [
      "r1 S06",
      { state: "CA", zip_code: "92123", city: "Sydney", category: "application" },
      "address",
    ],
    ["r1 S22", { aeTitle: "PACS_MAIN", id: 3, name: "Radiology", port: 443 }, "port"],
    ["r1 S29", { aeTitle: "London ae", id: 2, name: "London scp", port: 3306 }, "port"],
    [
      "r2 S16",
      {
        subAccounts: [
          { accountNumber: 58324, firstName: "Cecile", loginName: "jon@castleblack.com" },
          { accountNumber: 58324, firstName: "Jasmine", loginName: "jon@castleblack.com" },
          { accountNumber: 58324, firstName: "Eloisa", loginName: "jon@castleblack.com" },
        ],
      },
      "repeated",
    ],
    [
      "r1 S18",
      { scps: [{ name: "Lyon scp" }, { name: "San Diego scp" }, { name: "Lyon scp" }] },
      "repeated",
    ],
  ];
  for (const [who, rec, kind] of BAD)
    it(`${who}: ${JSON.stringify(rec).slice(0, 70)} → ${kind}`, () => {
      expect(kinds(rec)).toContain(kind);
    });
});

describe("natural records of the same shapes are not flagged", () => {
  const GOOD: Array<[string, unknown]> = [
    [
      "a QR code that encodes a link",
      { width: 300, height: 300, margin: 4, text: "https://example.com/menu" },
    ],
    ["a status line of a refresh", { last_refresh_message: "Last refresh: OK", status: "ok" }],
    ["an incoming SMS", { messageText: "Hello, I'm responding to your advert." }],
    ["a note that says no allergies", { notes: "No allergies known, checked with the patient." }],
    ["a charity", { ein: "12-3456789", eligible: "true", city: "San Diego", state: "CA" }],
    ["a CO2 reading", { date: "2025-12-08", ppm: "419.8" }],
    ["an appointment", { bookedBy: "jsmith@example.com", createdBy: "Maria Lopez" }],
    ["a login booked by a username", { bookedBy: "gbaumbach" }],
    ["a source of a filter", { sourceType: "box", sourceName: "Radiology box" }],
    ["numbered places", { floor: "Floor 3", gate: "Gate 12", name: "Terminal 2" }],
    [
      "a product with a model number",
      { aircraft: [{ name: "Boeing 737" }, { name: "Airbus A320" }] },
    ],
    ["a release of an operating system", { operatingSystems: [{ name: "Windows 11" }] }],
    ["a content rating", { maxRatingContentFilter: { code: "TV-14", name: "TV-14" } }],
    [
      "a TV show's fields",
      { showTitle: "Northern Lights", show_item_type: "episode", showId: "sho_1049" },
    ],
    ["a header name", { auth_header_name: "Authorization", use_keyless: false }],
    ["a chart record's name", { charts: [{ name: "Q3 sales" }, { name: "Visitors by week" }] }],
    ["epoch milliseconds", { created: 1767225600000, updated: 1767312000000 }],
    ["an offset in minutes", { baseUtcOffset: -360, tzOffset: 330, timezoneIana: "Asia/Kolkata" }],
    ["an offset in hours", { utcOffset: -5, gmtOffset: 5.5 }],
    ["an import that adds up", { filesAdded: 98, filesImported: 91, filesRejected: 7 }],
    [
      "a page of a longer list",
      { count: 2, data: [{ a: 1 }, { a: 2 }], total: 113, hasMore: true },
    ],
    [
      "a scheduled message",
      { submitTime: "2025-12-20T09:15:00Z", scheduledSendTime: "2026-01-30T08:30:00Z" },
    ],
    [
      "a time zone record",
      {
        baseUtcOffset: -360,
        displayName: "(UTC-06:00) Central Time",
        standardName: "Central Standard Time",
        region: "North America",
        timezoneIana: "America/Chicago",
      },
    ],
    [
      "an appointment in a zone",
      {
        name: "Piano lesson",
        serviceName: "Lessons",
        timezoneIana: "America/Denver",
        timezoneId: "t1",
      },
    ],
    ["a San Diego address", { city: "San Diego", state: "CA", zip_code: "92123" }],
    ["a DICOM node", { aeTitle: "PACS_MAIN", port: 11112, name: "Radiology PACS" }],
    ["a web server", { host: "example.com", port: 443 }],
    [
      "sub-accounts of one customer",
      {
        subAccounts: [
          { accountNumber: 58324, ownerId: 7, loginName: "a@example.com" },
          { accountNumber: 58325, ownerId: 7, loginName: "b@example.com" },
          { accountNumber: 58326, ownerId: 7, loginName: "c@example.com" },
        ],
      },
    ],
  ];
  for (const [what, rec] of GOOD)
    it(what, () => {
      expect(findRecordDefects(rec)).toEqual([]);
    });
});
