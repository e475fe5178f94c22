import { createIdbStore } from "../adapters/browser/idb-store.js";
import { createPipelinePool } from "../adapters/browser/pipeline-bridge.js";
import "./app-shell.js";
import type { AppShell } from "./app-shell.js";
import { AppController } from "./controller.js";
import { createSettingsModelProvider } from "./model-provider.js";

// Opens the stored artifacts, then hands the controller to the page.
async function start(): Promise<void> {
  const shell = document.querySelector<AppShell>("ef-app");
  if (!shell) return;
  const controller = new AppController(
    await createIdbStore(),
    createPipelinePool(),
    createSettingsModelProvider(),
  );
  shell.controller = controller;
  await controller.init();
  document.body.dataset.ready = "true";
}

void start();
