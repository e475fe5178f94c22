// comlink ships this adapter's types as node-adapter.d.ts, which TS does not pair with the .mjs.
declare module "comlink/dist/esm/node-adapter.mjs" {
  import type { Endpoint } from "comlink";
  export interface NodeEndpoint {
    postMessage(message: unknown, transfer?: unknown[]): void;
    // biome-ignore lint/suspicious/noExplicitAny: matches both Worker and MessagePort listeners
    on(type: string, listener: (...args: any[]) => void): unknown;
    // biome-ignore lint/suspicious/noExplicitAny: as above
    off(type: string, listener: (...args: any[]) => void): unknown;
    start?: () => void;
  }
  export default function nodeEndpoint(nep: NodeEndpoint): Endpoint;
}
