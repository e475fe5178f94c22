export { createRng, deriveSeed, type Rng } from "./rng.js";
export { SafeNameMap, safeIdentifier, safeName } from "./safe-name.js";
export {
  camelCase,
  capitalCase,
  countOf,
  humanize,
  isPlural,
  kebabCase,
  looseKey,
  pascalCase,
  plural,
  singular,
  snakeCase,
  splitWords,
} from "./words.js";
