// Whether this browser was last seen signed in, kept in localStorage: the account's code (the header's account
// menu, the saved meals' account store) loads only in such a browser, so a visitor who never signs in downloads none
// of it. The server decides; this only says whether to ask it.

const ACCOUNT_HINT_KEY = "macro-menu:saved-meals:account:v1";

/**
 * Whether this browser was last seen signed in: only then does "Save" load the account's code and ask the server
 * (which decides), so a visitor who never signs in saves as before, in the browser alone, with no request.
 */
export function accountHinted(storage: Storage): boolean {
  try {
    return storage.getItem(ACCOUNT_HINT_KEY) === "1";
  } catch {
    return false;
  }
}

/** The event this page raises when noteSignedIn changes the hint (another tab's change comes as "storage"). */
const ACCOUNT_HINT_EVENT = "macro-menu:account-hint";

/** Notes that this browser is signed in (true) or not (false), as the server last said. */
export function noteSignedIn(storage: Storage, signedIn: boolean) {
  try {
    if (accountHinted(storage) === signedIn) return;
    if (signedIn) storage.setItem(ACCOUNT_HINT_KEY, "1");
    else storage.removeItem(ACCOUNT_HINT_KEY);
    if (typeof window !== "undefined") window.dispatchEvent(new Event(ACCOUNT_HINT_EVENT));
  } catch {
    // Storage full or blocked: the next call asks the server again.
  }
}

/** Calls `listener` when the hint changes, in this tab or another; returns the unsubscribe. */
export function onAccountHintChange(listener: () => void) {
  window.addEventListener(ACCOUNT_HINT_EVENT, listener);
  window.addEventListener("storage", listener);
  return () => {
    window.removeEventListener(ACCOUNT_HINT_EVENT, listener);
    window.removeEventListener("storage", listener);
  };
}
