import { WebWorkerMLCEngineHandler } from "@mlc-ai/web-llm";

// WebLLM's engine lives here so inference never blocks the page; the handler speaks its own protocol.
const handler = new WebWorkerMLCEngineHandler();
self.onmessage = (event: MessageEvent) => handler.onmessage(event);
