import { describe, expect, it } from "vitest";
import {
  cohereCodeLabel,
  cohereNetAmounts,
  cohereSiblings,
} from "../../src/core/domain/sibling-coherence.js";
import { codeLabelDisagreement, derivedAmountDisagreement } from "./honour-defects.js";

describe("a code and its label name one thing", () => {
  it("renames a currency label that names another code (fresh14 readers: GBP described as Euro)", () => {
    const cur: Record<string, unknown> = { code: "GBP", description: "Euro" };
    expect(codeLabelDisagreement(cur)).toContain("EUR");
    cohereCodeLabel(cur);
    expect(cur).toEqual({ code: "GBP", description: "British Pound" });
    expect(codeLabelDisagreement(cur)).toBeUndefined();
  });
  it("renames a country named for another code, nested in a record", () => {
    const rec: Record<string, unknown> = { id: 4, country: { code: "DE", name: "France" } };
    cohereSiblings(rec);
    expect(rec.country).toEqual({ code: "DE", name: "Germany" });
  });
  it("renames a country its abbreviation contradicts (trashnothing groups, fresh40 readers N)", () => {
    const group: Record<string, unknown> = {
      name: "Freecycle",
      country: { abbreviation: "US", name: "Sudan" },
    };
    cohereSiblings(group);
    expect(group.country).toEqual({ abbreviation: "US", name: "United States" });
    // A US state by its abbreviation names no other country: left alone.
    const state = { abbreviation: "CA", name: "California" };
    cohereCodeLabel(state);
    expect(state.name).toBe("California");
  });
  it("leaves a label that names the code, or names the record itself", () => {
    const eur = { code: "EUR", description: "Euro" };
    cohereCodeLabel(eur);
    expect(eur.description).toBe("Euro");
    const account = { code: "GBP", name: "Main Account" };
    cohereCodeLabel(account);
    expect(account.name).toBe("Main Account");
    const product = { code: "ABC", name: "Euro" }; // not an ISO currency code: no pair
    cohereCodeLabel(product);
    expect(product.name).toBe("Euro");
  });
});

describe("an amount after charges follows from the amount and its charges", () => {
  it("fresh14 readers: amount 59 → amountAfterCharges 9998", () => {
    const batch: Record<string, unknown> = {
      amount: 59,
      amountAfterCharges: 9998,
      feeAmount: 10,
      taxAmount: 42,
    };
    expect(derivedAmountDisagreement(batch)).toBeDefined();
    cohereNetAmounts(batch);
    expect(batch.amountAfterCharges).toBe(7);
    expect(derivedAmountDisagreement(batch)).toBeUndefined();
  });
  it("the gross may be the amount before the same charges (fresh14: 5000 before, 4448 after, no fee)", () => {
    const txn: Record<string, unknown> = {
      amountAfterCharges: 4448,
      amountBeforeCharges: 5000,
      feeAmount: 0,
    };
    expect(derivedAmountDisagreement(txn)).toBeDefined();
    cohereNetAmounts(txn);
    expect(txn.amountAfterCharges).toBe(5000);
    const taxed = { amountAfterCharges: 1, amountBeforeCharges: 5000, feeAmount: 12, taxAmount: 3 };
    cohereNetAmounts(taxed);
    expect(taxed.amountAfterCharges).toBe(4985);
  });
  it("charges above the amount leave it whole; rates are no charge; a record without a base is left alone", () => {
    const small = { amount: 5, amount_after_fees: 900, fee: 20 };
    cohereNetAmounts(small);
    expect(small.amount_after_fees).toBe(5);
    const rated = { total: 100, totalAfterTax: 3, taxRate: 0.2, taxAmount: 20 };
    cohereNetAmounts(rated);
    expect(rated.totalAfterTax).toBe(80);
    const alone = { priceAfterDiscount: 40, discount: 10 };
    cohereNetAmounts(alone);
    expect(alone.priceAfterDiscount).toBe(40);
  });
});
