import variant from "@jitl/quickjs-wasmfile-release-sync";
import { newQuickJSWASMModuleFromVariant, type QuickJSWASMModule } from "quickjs-emscripten-core";

let shared: Promise<QuickJSWASMModule> | undefined;
let current: QuickJSWASMModule | undefined;

/**
 * The process-wide QuickJS wasm module (release-sync variant), loaded once. Every instance gets
 * its own runtime inside it, so instances share no JS heap.
 */
export function loadQuickJs(): Promise<QuickJSWASMModule> {
  shared ??= newQuickJSWASMModuleFromVariant(variant).then((m) => {
    current = m;
    return m;
  });
  return shared;
}

/**
 * Forget the shared module after it aborted (an emscripten abort poisons the whole module); the
 * next `loadQuickJs()` builds a fresh one. Instances already using it keep their reference.
 */
export function discardQuickJs(module: QuickJSWASMModule): void {
  if (current === module) {
    current = undefined;
    shared = undefined;
  }
}
