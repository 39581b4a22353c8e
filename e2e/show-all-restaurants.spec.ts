import { expect, test } from "./support/test";

// A city page lists its first restaurants in the page (the overview 20, a focused page 10) and the rest when asked.

for (const { path, first, button } of [
  { path: "/healthy-restaurants/new-york", first: 20, button: /^Show all (\d+) restaurants in New York$/ },
  { path: "/high-protein-restaurants/chicago", first: 10, button: /^Show all (\d+) restaurants$/ },
]) {
  test(`Show all on ${path} adds every restaurant after the page's first ${first}`, async ({ page }) => {
    await page.goto(path);
    const show = page.getByRole("button", { name: button });
    const total = Number(button.exec((await show.textContent())!.trim())![1]);
    expect(total).toBeGreaterThan(first);
    await show.click();
    const more = page.getByRole("list", { name: /^More restaurants in / });
    // One item per restaurant (a card's own lists of meals and places are inside its item).
    await expect(more.locator(":scope > li")).toHaveCount(total - first);
    await expect(show).toBeHidden();
  });
}
