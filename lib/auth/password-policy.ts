import "server-only";
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "./constants";

// What a new password must be (sign-up and reset, in every mode, checked on the server only, so the browser never
// loads the word lists): 8 to 72 characters, not only spaces, and not one a guesser tries first, as zxcvbn-ts
// estimates it with its common-password, English word and keyboard lists (a score of 3 of 4 or more: a guesser
// needs more than 10^8 tries), the site's name and the account's own email counted as known words.

export const PASSWORD_ONLY_SPACES = "A password cannot be only spaces.";
/** The start of every refusal of a weak password; the estimate's own reason and advice follow it. */
export const PASSWORD_TOO_EASY = "This password is too easy to guess.";
const ADVICE = "Choose another, such as a few unrelated words.";
/** zxcvbn-ts's score out of 4 a password needs. */
const MIN_SCORE = 3;
const SITE_WORDS = ["macromenu", "macro", "menu", "protein"];

type Checker = (password: string, userInputs: string[]) => { score: number; warning: string | null };

let checker: Promise<Checker> | undefined;

/** The estimator with its word lists, loaded once, on the first password checked. */
function loadChecker(): Promise<Checker> {
  checker ??= Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
    import("@zxcvbn-ts/language-en"),
  ]).then(([{ ZxcvbnFactory }, common, en]) => {
    const factory = new ZxcvbnFactory({
      dictionary: { ...common.dictionary, ...en.dictionary },
      graphs: common.adjacencyGraphs,
      translations: en.translations,
      // Bounds the work of one estimate (a 72-character password of substitutable letters took seconds): the
      // first 32 characters are estimated, which for a longer password can only make it look weaker.
      maxLength: 32,
      l33tMaxSubstitutions: 10,
    });
    return (password, userInputs) => {
      const { score, feedback } = factory.check(password, userInputs);
      return { score, warning: feedback.warning };
    };
  });
  return checker;
}

/** Why a new password is refused, or null when it will do; `email` is the account's, whose words count as known. */
export async function passwordProblem(password: string, email = ""): Promise<string | null> {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX_LENGTH) return PASSWORD_TOO_LONG;
  if (password.trim() === "") return PASSWORD_ONLY_SPACES;
  const local = email.toLowerCase().split("@")[0] ?? "";
  const emailWords = [local, ...local.split(/[^a-z0-9]+/)].filter((word) => word.length >= 3);
  // Spaces around a password add nothing a guesser would not try.
  const { score, warning } = (await loadChecker())(password.trim(), [...SITE_WORDS, ...emailWords]);
  if (score >= MIN_SCORE) return null;
  return [PASSWORD_TOO_EASY, warning, ADVICE].filter(Boolean).join(" ");
}
