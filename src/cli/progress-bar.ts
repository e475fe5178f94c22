import type { ProgressEvent } from "../core/progress.js";

export interface ProgressBarOptions {
  write(text: string): void;
  /** Redraw one line per stage on a terminal; otherwise print a line when a stage finishes. */
  isTty: boolean;
  now?: () => number;
  width?: number;
}

function seconds(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  return s >= 60 ? `${Math.floor(s / 60)}m${String(s % 60).padStart(2, "0")}s` : `${s}s`;
}

/**
 * Renders pipeline progress to stderr: stage, a bar, item counts, rate and ETA. On a TTY the
 * current stage's line is redrawn in place (at most every 100 ms); elsewhere only finished stages
 * are printed, so logs stay readable.
 */
export class ProgressBar {
  private stage?: string;
  private started = 0;
  private last?: ProgressEvent;
  private lastDraw = 0;
  private readonly now: () => number;
  private readonly width: number;

  constructor(private readonly options: ProgressBarOptions) {
    this.now = options.now ?? Date.now;
    this.width = options.width ?? 24;
  }

  update(event: ProgressEvent): void {
    if (event.stage !== this.stage) {
      this.finishStage();
      this.stage = event.stage;
      this.started = this.now();
      this.lastDraw = 0;
    }
    this.last = event;
    const complete = event.total !== undefined && event.done >= event.total;
    if (this.options.isTty && (complete || this.now() - this.lastDraw >= 100)) {
      this.options.write(`\r\x1b[2K${this.line(event)}`);
      this.lastDraw = this.now();
    }
  }

  /** Print the last stage's final line; call once at the end. */
  finish(): void {
    this.finishStage();
  }

  private finishStage(): void {
    if (!this.last) return;
    this.options.write(
      this.options.isTty ? `\r\x1b[2K${this.line(this.last)}\n` : `${this.line(this.last)}\n`,
    );
    this.last = undefined;
  }

  /** The text of one progress line (exposed for tests). */
  line(e: ProgressEvent): string {
    const elapsed = this.now() - this.started;
    const rate = elapsed > 0 ? (e.done / elapsed) * 1000 : 0;
    const parts = [e.stage.padEnd(7)];
    if (e.total !== undefined && e.total > 0) {
      const frac = Math.min(1, e.done / e.total);
      const filled = Math.round(frac * this.width);
      parts.push(`[${"#".repeat(filled)}${"-".repeat(this.width - filled)}]`);
      parts.push(`${e.done}/${e.total}`);
      if (e.done > 0 && e.done < e.total && rate > 0)
        parts.push(`ETA ${seconds(((e.total - e.done) / rate) * 1000)}`);
    } else parts.push(`${e.done}`);
    if (rate > 0) parts.push(`${rate >= 10 ? rate.toFixed(0) : rate.toFixed(1)}/s`);
    parts.push(seconds(elapsed));
    if (e.note) parts.push(e.note.length > 40 ? `${e.note.slice(0, 39)}…` : e.note);
    return parts.join("  ");
  }
}
