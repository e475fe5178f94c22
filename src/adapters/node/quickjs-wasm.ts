import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { shareQuickJsWasm } from "../../core/sandbox/quickjs.js";

/** The slice of WebAssembly used here (this project's Node lib has no WebAssembly value). */
const wasm = (
  globalThis as unknown as { WebAssembly: { compile(bytes: Uint8Array): Promise<unknown> } }
).WebAssembly;

/**
 * Compile the QuickJS variant's .wasm file once for this thread and have every sandbox instance
 * instantiate it (see `shareQuickJsWasm`). Each thread that makes instances calls it once.
 */
export function shareQuickJsWasmFromPackage(): void {
  shareQuickJsWasm(async () => {
    const path = createRequire(import.meta.url).resolve("@jitl/quickjs-wasmfile-release-sync/wasm");
    return wasm.compile(await readFile(path));
  });
}
