/**
 * The tag of a test in a phone spec (playwright.config.ts's PHONE) whose subject does not change with the screen:
 * a search's data, a form's rules, the address bar. The phone project leaves it to the desktop one.
 */
export const SAME_ON_A_PHONE = "@same-on-a-phone";
