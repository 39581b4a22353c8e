import { safeHttpUrl } from "./safe-url";

describe("a website link", () => {
  it("keeps http and https links", () => {
    expect(safeHttpUrl("https://www.chipotle.com/")).toBe("https://www.chipotle.com/");
    expect(safeHttpUrl(" http://example.com/menu?a=1 ")).toBe("http://example.com/menu?a=1");
  });

  it("drops every other scheme and anything that is not a URL", () => {
    for (const bad of [
      "javascript:alert(1)",
      " JavaScript:alert(document.cookie)",
      "java\tscript:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox",
      "//evil.example",
      "/relative",
      "not a url",
      "",
      null,
      undefined,
    ]) {
      expect(safeHttpUrl(bad)).toBeNull();
    }
  });
});
