// Generates the hero images for the seeded blog posts (public/images/blog/<slug>.svg, 1200x630) and the author
// avatars (public/images/authors/<name-slug>.svg, 96x96 circles with initials). Self-contained SVGs: no external
// fonts, images or scripts. Every post of supabase/seed/30_blog_posts.sql needs its hero in HEROES below.
//
//   npx tsx scripts/seed/blog-images.ts
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

type Palette = { from: string; to: string; accent: string; soft: string };
type Motif = (p: Palette) => string;
type Post = { slug: string; title: string; label: string; palette: Palette; motif: Motif };

const FONT = "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * Balanced word wrap by character count (SVG text does not wrap on its own): the fewest lines that fit
 * maxChars, then the break points that make the longest line shortest, so no word is left alone.
 */
function wrap(text: string, maxChars: number, maxLines = 4) {
  const words = text.split(/\s+/);
  const splits = (from: number, lines: number): string[][] => {
    if (lines === 1) return [[words.slice(from).join(" ")]];
    const out: string[][] = [];
    for (let end = from + 1; end <= words.length - lines + 1; end++)
      for (const rest of splits(end, lines - 1)) out.push([words.slice(from, end).join(" "), ...rest]);
    return out;
  };
  const longest = (lines: string[]) => Math.max(...lines.map((line) => line.length));
  const spread = (lines: string[]) =>
    lines.reduce((sum, line) => sum + (longest(lines) - line.length) ** 2, 0);
  const best = (n: number) =>
    splits(0, n).sort((a, b) => longest(a) - longest(b) || spread(a) - spread(b))[0];
  for (let n = 1; n <= Math.min(maxLines, words.length); n++) {
    const lines = best(n);
    if (lines && longest(lines) <= maxChars) return lines;
  }
  return best(Math.min(maxLines, words.length)) ?? [text];
}

// Motifs: simple flat illustrations drawn in the right half of the canvas (centred near x=900, y=315).

const plate: Motif = (p) => `
  <g transform="translate(935 315) scale(0.9)">
    <circle r="200" fill="#000" opacity="0.12" cx="8" cy="12"/>
    <circle r="200" fill="#fff"/>
    <circle r="150" fill="none" stroke="${p.soft}" stroke-width="6"/>
    <path d="M-95 -20 q60 -70 130 -20 q10 40 -30 60 q-70 20 -100 -40z" fill="${p.accent}"/>
    <circle cx="50" cy="60" r="34" fill="#84cc16"/>
    <circle cx="-10" cy="80" r="28" fill="#65a30d"/>
    <circle cx="90" cy="5" r="22" fill="#4d7c0f"/>
    <ellipse cx="-60" cy="70" rx="42" ry="26" fill="#fde68a"/>
  </g>
  <g fill="#fff" opacity="0.92">
    <rect x="718" y="160" width="14" height="310" rx="7"/>
    <rect x="698" y="160" width="6" height="80" rx="3"/><rect x="721" y="160" width="6" height="80" rx="3"/>
    <rect x="745" y="160" width="6" height="80" rx="3"/>
    <rect x="1135" y="160" width="18" height="310" rx="9"/>
  </g>`;

const donut: Motif = (p) => {
  // Circumference of r=150 is ~942.5; split roughly 30/40/30 as protein/carbs/fat.
  const c = 2 * Math.PI * 150;
  const seg = (color: string, share: number, offset: number) =>
    `<circle r="150" fill="none" stroke="${color}" stroke-width="70" stroke-dasharray="${(c * share).toFixed(1)} ${c.toFixed(1)}" stroke-dashoffset="${(-c * offset).toFixed(1)}" transform="rotate(-90)"/>`;
  return `
  <g transform="translate(900 315)">
    <circle r="150" fill="none" stroke="#000" stroke-width="70" opacity="0.12" transform="translate(8 10)"/>
    ${seg("#f97316", 0.3, 0)}
    ${seg("#facc15", 0.4, 0.3)}
    ${seg(p.soft, 0.3, 0.7)}
    <circle r="108" fill="#fff" opacity="0.95"/>
    <text y="-12" text-anchor="middle" font-family="${FONT}" font-size="44" font-weight="800" fill="${p.from}">P · C · F</text>
    <text y="34" text-anchor="middle" font-family="${FONT}" font-size="24" fill="${p.from}">4 · 4 · 9 kcal/g</text>
  </g>`;
};

const protein: Motif = (p) => `
  <g transform="translate(900 330)">
    <ellipse cx="-110" cy="40" rx="92" ry="118" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <ellipse cx="-110" cy="40" rx="92" ry="118" fill="#fff7ed"/>
    <ellipse cx="-140" cy="-10" rx="22" ry="36" fill="#fff" opacity="0.8"/>
    <g transform="translate(95 -40) rotate(-35)">
      <ellipse rx="105" ry="78" fill="#000" opacity="0.12" transform="translate(8 10)"/>
      <ellipse rx="105" ry="78" fill="${p.accent}"/>
      <rect x="80" y="-16" width="110" height="32" rx="16" fill="#fef3c7"/>
      <circle cx="195" cy="-18" r="22" fill="#fef3c7"/><circle cx="195" cy="18" r="22" fill="#fef3c7"/>
    </g>
    <g transform="translate(140 160)" fill="#fff" opacity="0.92">
      <rect x="-90" y="-12" width="180" height="24" rx="12"/>
      <rect x="-118" y="-42" width="32" height="84" rx="10"/><rect x="86" y="-42" width="32" height="84" rx="10"/>
    </g>
  </g>`;

const breakfast: Motif = (p) => `
  <g transform="translate(850 350)">
    <path d="M-40 -200 q-25 -30 0 -60 q25 -30 0 -60" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.7"/>
    <path d="M20 -200 q-25 -30 0 -60 q25 -30 0 -60" fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" opacity="0.5"/>
    <path d="M-120 -160 h240 l-25 260 a20 20 0 0 1 -20 18 h-150 a20 20 0 0 1 -20 -18z" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <path d="M-120 -160 h240 l-25 260 a20 20 0 0 1 -20 18 h-150 a20 20 0 0 1 -20 -18z" fill="#fff"/>
    <rect x="-132" y="-178" width="264" height="30" rx="12" fill="${p.soft}"/>
    <rect x="-110" y="-60" width="220" height="70" fill="${p.accent}" opacity="0.85"/>
  </g>
  <g transform="translate(1060 420)">
    <path d="M-95 -10 q-10 -70 60 -85 q60 -20 100 30 q45 50 -5 100 q-50 40 -110 20 q-50 -15 -45 -65z" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <path d="M-95 -10 q-10 -70 60 -85 q60 -20 100 30 q45 50 -5 100 q-50 40 -110 20 q-50 -15 -45 -65z" fill="#fff"/>
    <circle cx="-5" cy="-5" r="40" fill="#facc15"/>
    <circle cx="-18" cy="-18" r="11" fill="#fff" opacity="0.6"/>
  </g>`;

const label: Motif = (p) => {
  const rows = [80, 130, 180, 230, 280, 330]
    .map(
      (y, i) =>
        `<rect x="30" y="${y}" width="${[250, 190, 230, 160, 210, 180][i]}" height="16" rx="4" fill="#cbd5e1"/>` +
        `<rect x="300" y="${y}" width="60" height="16" rx="4" fill="${i === 1 ? p.accent : "#94a3b8"}"/>`,
    )
    .join("");
  return `
  <g transform="translate(730 95)">
    <rect width="380" height="440" rx="18" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <rect width="380" height="440" rx="18" fill="#fff"/>
    <rect x="30" y="28" width="220" height="28" rx="6" fill="${p.from}"/>
    <rect x="30" y="62" width="330" height="6" fill="${p.from}"/>
    ${rows}
    <rect x="30" y="372" width="330" height="40" rx="8" fill="${p.soft}" opacity="0.5"/>
  </g>
  <g transform="translate(1085 430)">
    <circle r="78" fill="#fff" opacity="0.25" stroke="#fff" stroke-width="16"/>
    <rect x="52" y="-12" width="110" height="26" rx="13" fill="#fff" transform="rotate(45)"/>
  </g>`;
};

const bowl: Motif = (p) => `
  <g transform="translate(925 330) scale(0.88)">
    <path d="M-220 -20 h440 a220 200 0 0 1 -440 0z" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <circle cx="-120" cy="-45" r="48" fill="#84cc16"/>
    <circle cx="-40" cy="-70" r="52" fill="${p.soft}"/>
    <circle cx="55" cy="-60" r="46" fill="#f97316"/>
    <circle cx="135" cy="-40" r="42" fill="#facc15"/>
    <circle cx="10" cy="-35" r="40" fill="#fde68a"/>
    <path d="M-220 -20 h440 a220 200 0 0 1 -440 0z" fill="#fff"/>
    <rect x="-90" y="170" width="180" height="22" rx="11" fill="#fff"/>
    <path d="M-170 40 h340" stroke="${p.accent}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>
  </g>
  <g transform="translate(1110 150)" fill="none" stroke="#fff" stroke-width="12" stroke-linecap="round" stroke-linejoin="round">
    <path d="M-45 -15 a50 50 0 0 1 90 0"/><path d="M45 -35 v20 h-20"/>
    <path d="M45 25 a50 50 0 0 1 -90 0"/><path d="M-45 45 v-20 h20"/>
  </g>`;

const cut: Motif = (p) => `
  <g transform="translate(920 340) scale(0.92)">
    <circle r="190" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <circle r="190" fill="#fff"/>
    <circle r="145" fill="none" stroke="${p.soft}" stroke-width="6"/>
    <path d="M-120 -10 q70 -80 180 -40 l60 -30 v100 l-60 -30 q-110 40 -180 0z" fill="#fb923c"/>
    <path d="M-70 -40 v40 M-30 -52 v55 M10 -55 v55" stroke="#fff7ed" stroke-width="6" opacity="0.8"/>
    <path d="M-60 90 q40 -60 90 -10 q-40 50 -90 10z" fill="#22c55e"/>
    <path d="M20 100 q40 -60 90 -10 q-40 50 -90 10z" fill="#16a34a"/>
  </g>
  <g fill="none" stroke="#fff" stroke-width="10" stroke-linecap="round" stroke-linejoin="round" opacity="0.9">
    <path d="M1080 120 l30 40 l30 -10 l30 60"/>
    <path d="M1152 200 l18 10 l4 -22"/>
  </g>`;

const sugar: Motif = (p) => {
  const cube = (x: number, y: number, s: number) => `
    <g transform="translate(${x} ${y})">
      <path d="M0 ${-s} L${s} ${-s / 2} L0 0 L${-s} ${-s / 2}z" fill="#fff"/>
      <path d="M${-s} ${-s / 2} L0 0 L0 ${s} L${-s} ${s / 2}z" fill="#f1f5f9"/>
      <path d="M${s} ${-s / 2} L0 0 L0 ${s} L${s} ${s / 2}z" fill="#e2e8f0"/>
    </g>`;
  return `
  <g transform="translate(1030 300)">
    <rect x="-5" y="-240" width="16" height="200" rx="8" fill="${p.soft}" transform="rotate(12)"/>
    <path d="M-110 -150 h220 l-30 330 h-160z" fill="#000" opacity="0.12" transform="translate(8 10)"/>
    <path d="M-110 -150 h220 l-30 330 h-160z" fill="#fff" opacity="0.95"/>
    <path d="M-100 -60 h200 l-22 232 h-156z" fill="${p.accent}"/>
    <circle cx="-30" cy="20" r="9" fill="#fff" opacity="0.6"/><circle cx="20" cy="70" r="6" fill="#fff" opacity="0.6"/>
  </g>
  ${cube(800, 420, 66)}${cube(895, 470, 50)}${cube(835, 300, 46)}`;
};

const dateNight: Motif = (p) => {
  const glass = (x: number, tilt: number) => `
    <g transform="translate(${x} 330) rotate(${tilt})">
      <path d="M-70 -170 h140 q0 130 -70 150 q-70 -20 -70 -150z" fill="#fff" opacity="0.95"/>
      <path d="M-64 -110 h128 q-6 80 -64 90 q-58 -10 -64 -90z" fill="${p.accent}"/>
      <rect x="-7" y="-22" width="14" height="170" fill="#fff"/>
      <rect x="-60" y="140" width="120" height="16" rx="8" fill="#fff"/>
    </g>`;
  return `
  ${glass(830, -8)}${glass(990, 8)}
  <g transform="translate(1130 460)">
    <rect x="-22" y="-90" width="44" height="120" rx="6" fill="#fff"/>
    <path d="M0 -150 q26 30 0 52 q-26 -22 0 -52z" fill="#facc15"/>
    <circle cy="-110" r="60" fill="#facc15" opacity="0.18"/>
  </g>
  <circle cx="910" cy="110" r="6" fill="${p.soft}"/><circle cx="760" cy="160" r="4" fill="${p.soft}"/>
  <circle cx="1090" cy="130" r="5" fill="${p.soft}"/>`;
};

// Each seeded post's hero: its label, its illustration and its colours (from, to, accent, soft), by slug. The slugs
// and titles are read from the seed itself.
const HEROES: Record<string, [label: string, motif: Motif, palette: string]> = {
  "understanding-macros-a-beginners-guide": ["MACROS", donut, "#312e81 #6366f1 #f97316 #a5b4fc"],
  "unlocking-the-power-of-protein": ["PROTEIN", protein, "#7c2d12 #ea580c #92400e #fed7aa"],
  "tracking-macros-dining-out": ["DINING OUT", plate, "#134e4a #0d9488 #f97316 #99f6e4"],
  "reading-restaurant-nutrition-facts": ["NUTRITION BASICS", label, "#1e3a8a #2563eb #f97316 #bfdbfe"],
  "high-protein-breakfast-on-the-go": ["BREAKFAST", breakfast, "#78350f #c2410c #92400e #fde68a"],
  "smart-swaps-at-fast-casual-chains": ["SMART SWAPS", bowl, "#14532d #15803d #16a34a #a7f3d0"],
  "sugar-hidden-in-restaurant-meals": ["SUGAR", sugar, "#831843 #db2777 #b45309 #fbcfe8"],
  "eating-out-on-a-cut": ["FAT LOSS", cut, "#164e63 #0891b2 #f97316 #a5f3fc"],
  "macro-friendly-date-night": ["DINING OUT", dateNight, "#3b0764 #7c3aed #be123c #ddd6fe"],
};

const SEED = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "supabase", "seed");

/** The seeded posts (each insert's first two values: slug, then title) with their heroes. */
function seededPosts(): Post[] {
  const sql = readFileSync(path.join(SEED, "30_blog_posts.sql"), "utf8");
  return [...sql.matchAll(/^values \(\n {2}'([^']+)',\n {2}'((?:[^']|'')*)',$/gm)].map(([, slug, title]) => {
    const hero = HEROES[slug!];
    if (!hero) throw new Error(`No hero for the seeded post ${slug}: add it to HEROES.`);
    const [label, motif, palette] = hero;
    const [from, to, accent, soft] = palette.split(" ") as [string, string, string, string];
    return {
      slug: slug!,
      title: title!.replaceAll("''", "'"),
      label,
      palette: { from, to, accent, soft },
      motif,
    };
  });
}

function hero(post: Post) {
  const p = post.palette;
  // The title keeps to x 80-640 even in wide fallback fonts; the motif stays right of x ~690.
  let size = 56;
  let lines = wrap(post.title, 16, 3);
  if (lines.some((line) => line.length > 16)) {
    size = 48;
    lines = wrap(post.title, 19, 4);
  }
  const lineHeight = Math.round(size * 1.15);
  const top = 315 - ((lines.length - 1) * lineHeight) / 2 + size * 0.35;
  const title = lines
    .map((line, i) => `<tspan x="80" y="${Math.round(top + i * lineHeight)}">${escapeXml(line)}</tspan>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630" role="img" aria-label="${escapeXml(post.title)}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${p.from}"/>
      <stop offset="1" stop-color="${p.to}"/>
    </linearGradient>
    <linearGradient id="shade" x1="0" y1="0" x2="1" y2="0">
      <stop offset="0" stop-color="#000" stop-opacity="0.28"/>
      <stop offset="0.6" stop-color="#000" stop-opacity="0"/>
    </linearGradient>
  </defs>
  <rect width="1200" height="630" fill="url(#bg)"/>
  <circle cx="1120" cy="40" r="220" fill="#fff" opacity="0.06"/>
  <circle cx="980" cy="640" r="180" fill="#fff" opacity="0.05"/>
  <circle cx="120" cy="600" r="140" fill="#fff" opacity="0.04"/>
  <rect width="1200" height="630" fill="url(#shade)"/>
  ${post.motif(p)}
  <text x="80" y="104" font-family="${FONT}" font-size="20" font-weight="700" letter-spacing="4" fill="#fff" opacity="0.85">THE HEALTHY PLATE</text>
  <rect x="80" y="124" width="64" height="6" rx="3" fill="${p.soft}"/>
  <text font-family="${FONT}" font-size="${size}" font-weight="800" fill="#fff">${title}</text>
  <rect x="80" y="510" width="${post.label.length * 15 + 44}" height="44" rx="22" fill="#fff" opacity="0.16"/>
  <text x="102" y="539" font-family="${FONT}" font-size="18" font-weight="700" letter-spacing="3" fill="#fff">${escapeXml(post.label)}</text>
</svg>
`;
}

const authors = [
  { name: "Maya Patel", color: "#0d9488" },
  { name: "Daniel Okafor", color: "#4f46e5" },
  { name: "Sofia Moreno", color: "#db2777" },
  { name: "Jordan Ellis", color: "#ea580c" },
];

const slugify = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function avatar(name: string, color: string) {
  const initials = name
    .split(/\s+/)
    .map((part) => part[0]?.toUpperCase() ?? "")
    .join("")
    .slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96" width="96" height="96" role="img" aria-label="${escapeXml(name)}">
  <circle cx="48" cy="48" r="48" fill="${color}"/>
  <circle cx="48" cy="48" r="44" fill="none" stroke="#fff" stroke-opacity="0.25" stroke-width="2"/>
  <text x="48" y="49" text-anchor="middle" dominant-baseline="central" font-family="${FONT}" font-size="36" font-weight="700" fill="#fff">${escapeXml(initials)}</text>
</svg>
`;
}

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..", "..", "public", "images");
mkdirSync(path.join(root, "blog"), { recursive: true });
mkdirSync(path.join(root, "authors"), { recursive: true });
const posts = seededPosts();
for (const post of posts) writeFileSync(path.join(root, "blog", `${post.slug}.svg`), hero(post));
for (const author of authors)
  writeFileSync(path.join(root, "authors", `${slugify(author.name)}.svg`), avatar(author.name, author.color));
console.log(`Wrote ${posts.length} hero images and ${authors.length} avatars under ${root}`);
