import { singular } from "../domain/words.js";
import { nameTokens } from "./names.js";

const STOP = new Set([
  "a",
  "an",
  "the",
  "of",
  "to",
  "in",
  "on",
  "for",
  "and",
  "or",
  "is",
  "are",
  "be",
  "by",
  "with",
  "this",
  "that",
  "it",
  "its",
  "as",
  "at",
  "from",
  "one",
  "e",
  "g",
]);

/** Lower-case stemmed word tokens of free text and identifiers alike. */
export function textTokens(text: string): string[] {
  return nameTokens(text)
    .map(singular)
    .filter((t) => t.length > 1 && !STOP.has(t));
}

/** Sparse TF-IDF vector (L2-normalised) over a corpus fixed at construction. */
export type SparseVector = Map<string, number>;

/**
 * TF-IDF over a fixed set of documents, computed locally (no embeddings, no network). Cosine of
 * two vectors is the description-similarity signal of an edge.
 */
export class TfIdf {
  private readonly df = new Map<string, number>();
  private docs = 0;

  add(tokens: readonly string[]): void {
    this.docs++;
    for (const t of new Set(tokens)) this.df.set(t, (this.df.get(t) ?? 0) + 1);
  }

  documentFrequency(token: string): number {
    return this.df.get(token) ?? 0;
  }

  get size(): number {
    return this.docs;
  }

  vector(tokens: readonly string[]): SparseVector {
    const tf = new Map<string, number>();
    for (const t of tokens) tf.set(t, (tf.get(t) ?? 0) + 1);
    const v: SparseVector = new Map();
    let norm = 0;
    for (const [t, n] of tf) {
      const idf = Math.log((1 + this.docs) / (1 + (this.df.get(t) ?? 0))) + 1;
      const w = (1 + Math.log(n)) * idf;
      v.set(t, w);
      norm += w * w;
    }
    norm = Math.sqrt(norm);
    if (norm > 0) for (const [t, w] of v) v.set(t, w / norm);
    return v;
  }
}

export function cosine(a: SparseVector, b: SparseVector): number {
  const [small, large] = a.size <= b.size ? [a, b] : [b, a];
  let dot = 0;
  for (const [t, w] of small) {
    const o = large.get(t);
    if (o !== undefined) dot += w * o;
  }
  return dot;
}
