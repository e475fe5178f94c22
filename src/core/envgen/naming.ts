// Names in envgen come from the shared domain layer (one inflection, one word splitter).

export { collectionName, singularName, toSnake } from "../domain/tool-kind.js";
export {
  boundParamWords,
  isPlural as isPluralWord,
  looseKey,
  splitWords,
} from "../domain/words.js";
