/** The finder waits this long after the last keystroke before searching (docs/product.md#protein-finder). */
export const FINDER_DEBOUNCE_MS = 500;
/** The finder's city text is a name, never a document. */
export const FINDER_CITY_MAX_LENGTH = 80;
