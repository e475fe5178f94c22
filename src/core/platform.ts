/**
 * The few web-platform globals core needs, typed structurally so core compiles with `lib: ES2022`
 * alone and runs unchanged in browsers, workers and Node 20.
 */
export interface AbortSignalLike {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: "abort", listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: "abort", listener: () => void): void;
}

interface SubtleLike {
  digest(algorithm: "SHA-256", data: Uint8Array): Promise<ArrayBuffer>;
}

interface PlatformGlobals {
  crypto: { subtle: SubtleLike };
  TextEncoder: new () => { encode(s: string): Uint8Array };
  TextDecoder: new () => { decode(b: Uint8Array): string };
}

const g = globalThis as unknown as PlatformGlobals;

export const textEncoder = new g.TextEncoder();
export const textDecoder = new g.TextDecoder();

export function sha256(data: Uint8Array): Promise<ArrayBuffer> {
  return g.crypto.subtle.digest("SHA-256", data);
}

/** Throws the signal's reason (or a standard AbortError-like value) when aborted. */
export function throwIfAborted(signal: AbortSignalLike | undefined): void {
  if (signal?.aborted) throw signal.reason ?? new Error("aborted");
}
