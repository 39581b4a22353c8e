/** SPEC §5/§9: the high-protein finder waits this long after the last keystroke before searching. */
export const FINDER_DEBOUNCE_MS = 500;
/** The finder's city text is a name, never a document. */
export const FINDER_CITY_MAX_LENGTH = 80;
