import { PASSWORD_TOO_SHORT } from "./constants";
import { PASSWORD_ONLY_SPACES, PASSWORD_TOO_COMMON, passwordProblem } from "./password-policy";

describe("the password policy", () => {
  it.each([
    ["seven characters", "abc1234", PASSWORD_TOO_SHORT],
    ["eight spaces", "        ", PASSWORD_ONLY_SPACES],
    ["a tab and spaces", "\t       ", PASSWORD_ONLY_SPACES],
    ["'password'", "password", PASSWORD_TOO_COMMON],
    ["'Password' in capitals", "PASSWORD", PASSWORD_TOO_COMMON],
    ["'12345678'", "12345678", PASSWORD_TOO_COMMON],
    ["digits backwards", "98765432", PASSWORD_TOO_COMMON],
    ["one letter repeated", "zzzzzzzzzz", PASSWORD_TOO_COMMON],
    ["a common one padded with spaces", "  qwertyuiop  ", PASSWORD_TOO_COMMON],
  ])("refuses %s with a message", (_, password, message) => {
    expect(passwordProblem(password)).toBe(message);
  });

  it.each(["correct horse battery", "tuna-melt-47", "Gr1lled chicken!"])("takes %s", (password) => {
    expect(passwordProblem(password)).toBeNull();
  });
});
