/**
 * The menus of one page of /about/data/menus: a row costs about 1.2 KB of HTML, so a page of 50 stays well within
 * the 150 KB budget (docs/performance.md#page-sizes).
 */
export const MENU_CHECKS_PAGE_ROWS = 50;
