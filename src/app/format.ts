/** "1.2 KB", "3.4 MB" — sizes people read at a glance. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`;
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} KB`;
  return `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** "42s", "3m 05s", "1h 02m"; "—" when unknown. */
export function formatDuration(ms: number | undefined): string {
  if (ms === undefined || !Number.isFinite(ms) || ms < 0) return "—";
  const s = Math.round(ms / 1000);
  if (s < 60) return `${s}s`;
  const m = Math.floor(s / 60);
  if (m < 60) return `${m}m ${String(s % 60).padStart(2, "0")}s`;
  return `${Math.floor(m / 60)}h ${String(m % 60).padStart(2, "0")}m`;
}

/** Rate per second and estimated time left of a job that has done `done` of `total` since `startedAt`. */
export function rateAndEta(
  done: number,
  total: number,
  startedAt: number,
  now: number,
): { perSecond: number; etaMs: number | undefined } {
  const elapsed = Math.max(1, now - startedAt);
  const perSecond = (done * 1000) / elapsed;
  const etaMs = done > 0 ? ((total - done) * elapsed) / done : undefined;
  return { perSecond, etaMs };
}

/** "12.5%" with one decimal; "—" for 0/0. */
export function percent(part: number, whole: number): string {
  return whole === 0 ? "—" : `${((100 * part) / whole).toFixed(1)}%`;
}
