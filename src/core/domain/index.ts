export { createRng, deriveSeed, type Rng } from "./rng.js";
export { SafeNameMap, safeIdentifier, safeName } from "./safe-name.js";
export {
  createValueSampler,
  documentedValues,
  fitsScalar,
  samplePattern,
  semanticKind,
  type ValueRequest,
  type ValueSampler,
} from "./values.js";
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
