import { PASSWORD_MIN_LENGTH, PASSWORD_TOO_SHORT } from "./constants";

// What a new password must be (sign-up and reset, in every mode, checked on the server): long enough, not only
// spaces, and not one that is tried first (the most common passwords of eight or more characters, a character
// repeated, a run of digits or letters in order).

export const PASSWORD_ONLY_SPACES = "A password cannot be only spaces.";
export const PASSWORD_TOO_COMMON =
  "This password is too common and easy to guess. Choose another, such as a few unrelated words.";

const COMMON = new Set(
  [
    "password",
    "password1",
    "password12",
    "password123",
    "password!",
    "passw0rd",
    "p@ssword",
    "p@ssw0rd",
    "12345678",
    "123456789",
    "1234567890",
    "0123456789",
    "87654321",
    "11111111",
    "00000000",
    "12341234",
    "11223344",
    "12121212",
    "123123123",
    "147258369",
    "qwertyui",
    "qwertyuiop",
    "qwerty123",
    "qwerty12",
    "1q2w3e4r",
    "1q2w3e4r5t",
    "1qaz2wsx",
    "zaq12wsx",
    "asdfghjk",
    "asdfghjkl",
    "zxcvbnm1",
    "abcd1234",
    "abc12345",
    "abcdefgh",
    "iloveyou",
    "iloveyou1",
    "sunshine",
    "princess",
    "football",
    "baseball",
    "basketball",
    "superman",
    "starwars",
    "whatever",
    "trustno1",
    "letmein1",
    "welcome1",
    "welcome123",
    "changeme",
    "computer",
    "internet",
    "michelle",
    "jennifer",
    "jordan23",
    "charlie1",
    "monkey12",
    "dragon12",
    "master12",
    "shadow12",
    "freedom1",
    "mustang1",
    "access14",
    "football1",
    "liverpool",
    "chocolate",
    "butterfly",
    "passport",
    "password2",
    "admin123",
    "administrator",
    "qwerty1234",
    "aa123456",
    "a1234567",
    "1234qwer",
    "q1w2e3r4",
    "q1w2e3r4t5",
    "secret123",
    "macromenu",
    "protein1",
  ].map((word) => word.toLowerCase()),
);

/** Digits or letters each one on from the one before (12345678, abcdefgh) or back (87654321). */
function isRun(text: string) {
  const step = text.charCodeAt(1) - text.charCodeAt(0);
  if (Math.abs(step) !== 1) return false;
  for (let i = 2; i < text.length; i += 1)
    if (text.charCodeAt(i) - text.charCodeAt(i - 1) !== step) return false;
  return true;
}

/** Why a new password is refused, or null when it will do. */
export function passwordProblem(password: string): string | null {
  if (password.length < PASSWORD_MIN_LENGTH) return PASSWORD_TOO_SHORT;
  if (password.trim() === "") return PASSWORD_ONLY_SPACES;
  const plain = password.trim().toLowerCase();
  if (COMMON.has(plain) || new Set(plain).size === 1 || isRun(plain)) return PASSWORD_TOO_COMMON;
  return null;
}
