import { PASSWORD_TOO_LONG, PASSWORD_TOO_SHORT } from "./constants";
import { PASSWORD_ONLY_SPACES, PASSWORD_TOO_EASY, passwordProblem } from "./password-policy";

describe("the password policy", () => {
  it.each([
    ["seven characters", "abc1234", PASSWORD_TOO_SHORT],
    ["73 characters", "correct horse battery ".repeat(4).slice(0, 73), PASSWORD_TOO_LONG],
    ["eight spaces", "        ", PASSWORD_ONLY_SPACES],
    ["a tab and spaces", "\t       ", PASSWORD_ONLY_SPACES],
  ])("refuses %s with a message", async (_, password, message) => {
    expect(await passwordProblem(password)).toBe(message);
  });

  it.each([
    ["'password'", "password"],
    ["'PASSWORD' in capitals", "PASSWORD"],
    ["'12345678'", "12345678"],
    ["digits backwards", "98765432"],
    ["one letter repeated", "zzzzzzzzzz"],
    ["a common one padded with spaces", "  qwertyuiop  "],
    ["a keyboard row and digits", "qwerty123456"],
    ["a word twice", "passwordpassword"],
    ["a common word with a year", "football2023"],
    ["substituted letters", "P@ssw0rd2024"],
    ["a season, a year and a sign", "Summer2024!"],
    ["the site's name", "macromenu2024"],
    ["the account's own email", "dana.fisher1"],
  ])("refuses %s as too easy to guess, saying why", async (_, password) => {
    const message = await passwordProblem(password, "dana.fisher@example.com");
    expect(message).toMatch(new RegExp(`^${PASSWORD_TOO_EASY.replace(".", "\\.")} .*unrelated words\\.$`));
  });

  it("names what makes a password easy to guess", async () => {
    expect(await passwordProblem("qwerty123456")).toContain("This is a commonly used password.");
  });

  it.each(["correct horse battery", "tuna-melt-47", "Gr1lled chicken!", "lentil basil orbit 9"])(
    "takes %s",
    async (password) => {
      expect(await passwordProblem(password, "dana.fisher@example.com")).toBeNull();
    },
  );
});
