import { expose } from "comlink";
import { createIdbStore } from "../src/adapters/browser/idb-store.js";
import { createPipelineApi } from "../src/adapters/browser/pipeline-stages.js";
import type { ArtifactStore } from "../src/core/store/artifact-store.js";

// Thin adapter: the pool owns lifecycle, cancel and watchdog; the model cache is the page's IndexedDB.
let cache: Promise<ArtifactStore> | undefined;
expose(createPipelineApi({ cacheStore: () => (cache ??= createIdbStore()) }));
