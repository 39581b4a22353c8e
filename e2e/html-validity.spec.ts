import { expect, test } from "./support/test";
import { sql } from "./support/database";
import { htmlErrors } from "./support/html-validity";
import { pageKinds } from "./support/page-kinds";

// The server's HTML is the same for every browser: the desktop project checks it.
test.skip(({ isMobile }) => isMobile, "the same HTML for every browser");

test("every kind of page is valid HTML (the standard's rules and the Nu checker's ARIA checks)", async ({
  request,
}) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const pathname of await pageKinds(sql, request)) {
    const html = await (await request.get(pathname)).text();
    problems.push(...(await htmlErrors(html, pathname)));
  }
  expect(problems).toEqual([]);
});

test("the checker finds what the Nu checker finds", async () => {
  const page = (body: string) =>
    `<!doctype html><html lang="en"><head><title>t</title></head><body>${body}</body></html>`;
  expect(await htmlErrors(page("<ol><li>a</li></ol>"), "ok")).toEqual([]);
  for (const [body, rule] of [
    ['<ol><li role="presentation">›</li></ol>', "nu/li-role"],
    ['<form action=""><button>Go</button></form>', "attribute-allowed-values"],
    ['<div aria-labelledby="x"></div><h2 id="x">X</h2>', "nu/naming-prohibited"],
    [
      '<span role="slider" tabindex="0" aria-label="Protein" aria-valuemin="0" aria-valuemax="9"></span>',
      "nu/required-states",
    ],
  ]) {
    expect((await htmlErrors(page(body!), "bad")).join("\n")).toContain(rule);
  }
});
