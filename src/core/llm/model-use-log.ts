/** Where a model was used; each use falls back to the offline path when the model does not deliver. */
export type ModelUse =
  | "envgen"
  | "scenarios"
  | "rewrite-request"
  | "simulated-user"
  | "final-answer"
  | "classify-params";

export interface ModelUseSummary {
  accepted: number;
  fallback: number;
  /** Why the offline path was taken: `llm/timeout`, `bad-output`, `check:no-leak`, … */
  reasons: Record<string, number>;
}

/** Counts, per use, how often the model's output was kept and how often (and why) it was not. */
export class ModelUseLog {
  private readonly uses = new Map<ModelUse, ModelUseSummary>();

  accepted(use: ModelUse): void {
    this.entry(use).accepted++;
  }

  fallback(use: ModelUse, reason: string): void {
    const e = this.entry(use);
    e.fallback++;
    e.reasons[reason] = (e.reasons[reason] ?? 0) + 1;
  }

  summary(): Partial<Record<ModelUse, ModelUseSummary>> {
    return Object.fromEntries([...this.uses].sort(([a], [b]) => a.localeCompare(b)));
  }

  private entry(use: ModelUse): ModelUseSummary {
    let e = this.uses.get(use);
    if (!e) {
      e = { accepted: 0, fallback: 0, reasons: {} };
      this.uses.set(use, e);
    }
    return e;
  }
}
