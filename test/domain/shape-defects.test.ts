import { describe, expect, it } from "vitest";
import { findShapeDefects, type ShapeDefectKind } from "./shape-defects.js";

/**
 * The fresh9 blind readers' "nonsense data" quotes (/work/reader/f9-blind/r1.md, r2.md), verbatim,
 * and natural records of the same shape the detector must leave alone.
 */
const kinds = (v: unknown): ShapeDefectKind[] => findShapeDefects(v).map((d) => d.kind);

describe("shape defects the f9 readers marked are found", () => {
  const BAD: Array<[string, unknown, ShapeDefectKind]> = [
    [
      "r1 S01",
      { city: "Sydney", coordinates: { latitude: "-53.8304", longitude: "-134.0793" } },
      "geo",
    ],
    ["r2 S07", { city: "Toronto", latitude: 3.0185, longitude: 101.6583 }, "geo"],
    ["r1 S22", { city: "Bristol", latitude: -49.987 }, "geo"],
    ["r1 S03", { city: "Seattle", description: "Primary event for the Melbourne region." }, "geo"],
    [
      "r1 S03",
      {
        description: "Primary event for the Melbourne region.",
        location: { city: "Seattle", coordinates: { latitude: "32.2563", longitude: "133.213" } },
      },
      "geo",
    ],
    ["r1 S02", { brand: "Visa", lastDigits: 44.04, type: "Card" }, "digits"],
    ["r1 S26", { card: { last_four: "LF-2806" } }, "digits"],
    ["r2 S15", { pin: "PIN-8926" }, "digits"],
    ["r1 S26", { approval: 82.57, id: 3.66 }, "fraction"],
    ["r2 S17", { durationInMonths: 71.2 }, "fraction"],
    ["r1 S03", { uuid: "de305d54-75b4-431b-adb2-eb6b9e5" }, "truncated-uuid"],
    ["r1 S09", { canonical_smiles: "application" }, "vocabulary"],
    ["r2 S23", { canonical_smiles: "Melbourne compound" }, "vocabulary"],
    ["r1 S17", { jwt_signing_method: "health" }, "vocabulary"],
    ["r1 S08", { languageCode: "must" }, "vocabulary"],
    ["r1 S20", { description: "Item 6, ships in two days.", lastDigits: 4242 }, "item-text"],
    ["r1 S07", { description: "Our best-selling Item 4." }, "item-text"],
  ];
  for (const [who, rec, kind] of BAD)
    it(`${who}: ${JSON.stringify(rec).slice(0, 70)}`, () => expect(kinds(rec)).toContain(kind));
});

describe("natural records are left alone", () => {
  const GOOD: unknown[] = [
    { city: "Sydney", coordinates: { latitude: "-33.8688", longitude: "151.2093" } },
    { city: "Toronto", latitude: 43.6532, longitude: -79.3832, country: "Canada" },
    { city: "Springfield", latitude: 39.78, longitude: -89.65 },
    { city: "Seattle", description: "Primary event for the Seattle region." },
    { brand: "Visa", lastDigits: 4242, type: "Card" },
    { card: { last_four: "0005" } },
    { pin: "1234" },
    { approval: 82.57, id: 3, amount: 61.95 },
    { durationInMonths: 12, rating: 4.5 },
    { uuid: "de305d54-75b4-431b-adb2-eb6b9e546014" },
    { canonical_smiles: "CC(=O)OC1=CC=CC=C1C(=O)O" },
    { jwt_signing_method: "RS256" },
    { languageCode: "en-US" },
    { language: "en" },
    { description: "Visa ending in 4242." },
    { description: "Item descriptions are shown on the invoice." },
  ];
  for (const rec of GOOD)
    it(JSON.stringify(rec).slice(0, 80), () => expect(findShapeDefects(rec)).toEqual([]));
});

/** The fresh10 blind readers' quotes (/work/reader/f10-blind/r1.md, r2.md), verbatim. */
describe("shape defects the f10 readers marked are found", () => {
  const BAD: Array<[string, unknown, ShapeDefectKind]> = [
    ["r1 S18", { swift: "SWI-3281" }, "code"],
    ["r1 S09", { swift: "based" }, "code"],
    ["r1 S09", { account_number: "ACC-8361", currency: "INR" }, "code"],
    ["r2 S01", { moderationResponse: "MR-9479" }, "code"],
    ["r2 S09", { apnsCertificate: "AC-3520" }, "code"],
    ["r1 S27", { videofile: "invoice-2041.pdf" }, "file-type"],
    ["r2 S18", { thumbnailfile: "q3-figures.csv" }, "file-type"],
    ["r2 S02", { previewfile: "service-agreement.pdf" }, "file-type"],
    ["r2 S19", { torrentfile: "invoice-2041.pdf" }, "file-type"],
    ["r1 S16", { name: "Gel Pens (10 pack)", net_unit_price: 104.5, unit: "m" }, "unit"],
    ["r1 S30", { name: "Ceramic Mug", net_unit_price: 65.99, unit: "kg" }, "unit"],
    ["r1 S07", { currentTime: 1769597100 }, "media-position"],
    [
      "r1 S30",
      {
        comment: "Escalated to the network team.",
        currency: "KRW",
        name: "Cast Iron Skillet Set of 2",
      },
      "support-comment",
    ],
    [
      "r1 S13",
      { comment: "Escalated to the network team.", currency: "LTL", due_date: "2026-01-25" },
      "support-comment",
    ],
  ];
  for (const [who, rec, kind] of BAD)
    it(`${who}: ${JSON.stringify(rec).slice(0, 70)}`, () => expect(kinds(rec)).toContain(kind));
});

describe("natural f10-shaped records are left alone", () => {
  const GOOD: unknown[] = [
    { swift: "DEUTDEFF" },
    { swift: "OTPVHUHB500" },
    { iban: "HU42117730161111101800000000", account_number: "11773016-11111018" },
    { account_number: "12345678", currency: "INR" },
    { moderationResponse: "Thanks for the report, we have removed the video." },
    {
      apnsCertificate:
        "-----BEGIN CERTIFICATE-----\nMIIBszCCAVmgAwIBAgIU\n-----END CERTIFICATE-----",
    },
    { videofile: "holiday-trip.mp4" },
    { thumbnailfile: "cover.jpg" },
    { torrentfile: "holiday-trip.torrent" },
    { name: "Gel Pens (10 pack)", net_unit_price: 104.5, unit: "pcs" },
    { name: "Garden Hose", unit: "m" },
    { name: "Ceramic Mug", unit: "piece" },
    { currentTime: 95 },
    { comment: "Escalated to the network team.", status: "open", assignee: "Kim" },
    { comment: "Payment within 14 days, please.", currency: "HUF" },
  ];
  for (const rec of GOOD)
    it(JSON.stringify(rec).slice(0, 80), () => expect(findShapeDefects(rec)).toEqual([]));
});
