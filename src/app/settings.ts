/** Which model writes environments, requests and users; "none" runs fully offline. */
export type ModelChoice = "none" | "webllm" | "openai";

/** What the app remembers between visits. Never holds a secret. */
export interface AppSettings {
  model: ModelChoice;
  webllmModel: string;
  baseUrl: string;
  endpointModel: string;
  /** The user opted into keeping the API key in sessionStorage (cleared when the tab closes). */
  keyInSession: boolean;
}

export const DEFAULT_SETTINGS: AppSettings = {
  model: "none",
  webllmModel: "Qwen3-1.7B-q4f16_1-MLC",
  baseUrl: "http://localhost:11434/v1",
  endpointModel: "",
  keyInSession: false,
};

const SETTINGS_KEY = "envfactory.settings.v1";
const KEY_KEY = "envfactory.apiKey";
let apiKeyInMemory = "";

/** Reads saved settings; anything missing or malformed falls back to the defaults. */
export function loadSettings(storage: Storage | undefined = globalThis.localStorage): AppSettings {
  try {
    const raw = storage?.getItem(SETTINGS_KEY);
    const saved = raw ? (JSON.parse(raw) as Partial<AppSettings>) : {};
    const s = { ...DEFAULT_SETTINGS };
    for (const k of Object.keys(DEFAULT_SETTINGS) as (keyof AppSettings)[]) {
      if (typeof saved[k] === typeof DEFAULT_SETTINGS[k])
        (s as Record<string, unknown>)[k] = saved[k];
    }
    if (!["none", "webllm", "openai"].includes(s.model)) s.model = "none";
    return s;
  } catch {
    return { ...DEFAULT_SETTINGS };
  }
}

/** Saves the non-secret settings (the API key is never part of them). */
export function saveSettings(
  settings: AppSettings,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  storage?.setItem(SETTINGS_KEY, JSON.stringify(settings));
}

/** The API key: from memory, or from sessionStorage when the user opted in. */
export function getApiKey(session: Storage | undefined = globalThis.sessionStorage): string {
  return apiKeyInMemory || session?.getItem(KEY_KEY) || "";
}

/** Keeps the key in memory; writes it to sessionStorage only when `persistInSession`. */
export function setApiKey(
  key: string,
  persistInSession: boolean,
  session: Storage | undefined = globalThis.sessionStorage,
): void {
  apiKeyInMemory = key;
  if (persistInSession && key) session?.setItem(KEY_KEY, key);
  else session?.removeItem(KEY_KEY);
}
