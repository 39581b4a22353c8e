/** Requests one client may make to the public API (v1 and MCP together) a minute; past it, 429 with Retry-After. */
export const API_REQUESTS_PER_MINUTE = 120;
