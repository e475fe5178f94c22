import type { AbortSignalLike } from "./platform.js";

/** One progress report from a long stage; `total` is absent when unknown. */
export interface ProgressEvent {
  stage: string;
  done: number;
  total?: number;
  note?: string;
}

/** What every long-running stage function accepts besides its inputs. */
export interface StageContext {
  signal?: AbortSignalLike;
  onProgress?: (event: ProgressEvent) => void;
}
