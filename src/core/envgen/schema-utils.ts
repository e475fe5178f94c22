// The JSON-schema helpers moved to the shared domain layer; kept as a path for envgen's own files.
export * from "../domain/json-schema.js";
