/** The bulk files' index: every file with its row count and SHA-256, and the chains left out. */
export const DOWNLOADS_INDEX_PATH = "/downloads/index.json";
