import { expect, test } from "./support/test";

const GUIDES = [
  {
    path: "/guides/macro-counting-tips",
    title: "Macro Tracking Tips for Dining Out",
    headings: ["1. Plan Ahead", "2. Estimate Portion Sizes", "3. Don't Be Afraid to Customize"],
  },
  {
    path: "/guides/dietary-filters-explained",
    title: "Dietary Restriction Filters Explained",
    headings: ["Filter by dietary need", "More filters are coming"],
    links: {
      "Gluten-Free": "/restaurants/gluten-free",
      "Keto-Friendly": "/restaurants/keto-friendly",
      "Diabetic Options": "/restaurants/diabetic-options",
    },
  },
  {
    path: "/guides/understanding-nutrition",
    title: "Nutrition Guide: Understanding What's on Your Plate",
    headings: ["Start here", "How macros add up to calories"],
    links: {
      "Understanding Macros: A Beginner's Guide": "/blog/understanding-macros-a-beginners-guide",
      "Unlocking the Power of Protein": "/blog/unlocking-the-power-of-protein",
      "Healthy Dining Out Guide": "/healthy-dining-guide",
    },
  },
  {
    path: "/guides/healthy-dining-out",
    title: "Healthy Dining Out Guide",
    headings: ["1. Look for Keywords", "2. Sauce on the Side", "3. Smart Swaps", "4. Lean Protein"],
    links: { "Find a healthy restaurant now!": "/cities" },
  },
  {
    path: "/guides/high-protein-foods",
    title: "High-Protein Foods: What to Order When You Eat Out",
    headings: [
      "How much protein do you need?",
      "Protein in common restaurant portions",
      "Ordering for protein",
    ],
  },
];

for (const guide of GUIDES) {
  test(`the guide ${guide.path} renders its title, sections, links and Article data`, async ({ page }) => {
    const response = await page.goto(guide.path);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: guide.title })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${guide.title.replace(/[?()]/g, "\\$&")} \\| MacroMenu$`));
    for (const heading of guide.headings) {
      await expect(page.getByRole("heading", { level: 2, name: heading, exact: true })).toBeVisible();
    }
    const main = page.getByRole("main");
    for (const [name, href] of Object.entries(guide.links ?? {})) {
      await expect(main.getByRole("link", { name, exact: true })).toHaveAttribute("href", href);
    }
    const data = JSON.parse(
      (await page.locator('script[type="application/ld+json"]').first().textContent())!,
    );
    expect(data).toMatchObject({ "@type": "Article", headline: guide.title });
  });
}

test("the footer has its link groups and the nutrition disclaimer", async ({ page }) => {
  await page.goto("/guides/healthy-dining-out");
  const footer = page.getByRole("contentinfo");
  for (const group of ["Navigate", "Tools & Guides", "Resources"]) {
    await expect(footer.getByRole("navigation", { name: group })).toBeVisible();
  }
  await expect(
    footer.getByText(
      "Nutrition information is estimated and should be verified with the restaurant, especially for allergies.",
    ),
  ).toBeVisible();
  // Every source of the seed's menus and places, with the years of its data, as the catalogue records them.
  await expect(
    footer.getByText(
      "Menus: MenuStat (2022); 11 chains' own nutrition documents via FoodNoms (MIT) (2023–2024). Store locations: All the Places (January 2026).",
    ),
  ).toBeVisible();
  await expect(footer.getByText(/© \d{4} MacroMenu/)).toBeVisible();
});

test("the skip link moves keyboard focus to the content", async ({ page, isMobile }) => {
  test.skip(isMobile, "keyboard navigation is checked on desktop");
  await page.goto("/guides/macro-counting-tips");
  await page.keyboard.press("Tab");
  const skip = page.getByRole("link", { name: "Skip to content" });
  await expect(skip).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main")).toBeFocused();
});

test("the desktop header links to the main sections", async ({ page, isMobile }) => {
  test.skip(isMobile, "the header links are for wide screens; phones use the bottom bar");
  await page.goto("/blog");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Healthy Restaurants" })).toHaveAttribute("href", "/cities");
  await expect(nav.getByRole("link", { name: "Macro Calculator" })).toHaveAttribute(
    "href",
    "/tools/macro-calculator",
  );
  await expect(nav.getByRole("link", { name: "Find Protein Meals" })).toHaveAttribute(
    "href",
    "/find-protein-meals",
  );
  await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
});

test("the mobile bottom bar reaches every target and marks the current one", async ({ page, isMobile }) => {
  test.skip(!isMobile, "the bottom bar shows on phones");
  // Aliases may redirect to their canonical page (docs/product.md#aliases); either address counts as reached.
  const targets: [string, RegExp][] = [
    ["Explore", /\/cities$/],
    ["Calculator", /\/(meal-builder|tools\/meal-builder)$/],
    ["Guide", /\/(nutrition-guide|guides\/understanding-nutrition)$/],
    ["Suggest", /\/request$/],
    ["Home", /:\d+\/$/],
  ];
  await page.goto("/blog");
  const bar = page.getByRole("navigation", { name: "Mobile" });
  await expect(bar).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
  await expect(bar.getByRole("link", { name: "Guide" })).toHaveAttribute("aria-current", "page");
  for (const [label, url] of targets) {
    await bar.getByRole("link", { name: label }).click();
    await expect(page).toHaveURL(url);
    const current = bar.locator('[aria-current="page"]');
    // A path with no page yet shows the not-found screen, where no section is current.
    if (await page.getByRole("heading", { name: "Page Not Found" }).isVisible()) {
      await expect(current).toHaveCount(0);
    } else {
      await expect(current).toHaveCount(1);
      await expect(current).toHaveAccessibleName(label);
    }
  }
  await expect(bar.getByRole("link", { name: "Home" })).toHaveAttribute("aria-current", "page");
});
