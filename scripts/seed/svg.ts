// Small self-contained SVG illustrations (no external references): gradient, simple shapes and the name.
import { intBetween, rngFor } from "./prng";

function escapeXml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

const FONT = "font-family=\"'Helvetica Neue', Arial, sans-serif\"";

/** Hue 0–359 derived from a stable key, and a readable color name for alt text. */
export function hueFor(key: string): number {
  return Math.floor(rngFor(`hue:${key}`)() * 360);
}

export function colorName(hue: number): string {
  const names = ["red", "orange", "amber", "green", "teal", "cyan", "blue", "indigo", "violet", "magenta"];
  const stops = [15, 40, 60, 150, 180, 200, 235, 260, 290, 335];
  const index = stops.findIndex((stop) => hue < stop);
  return index === -1 ? "red" : names[index]!;
}

/** HSL (degrees, percent, percent) to #rrggbb, so the files use plain SVG 1.1 colors. */
function hex(h: number, s: number, l: number): string {
  const a = (s / 100) * Math.min(l / 100, 1 - l / 100);
  const channel = (n: number) => {
    const k = (n + h / 30) % 12;
    const value = l / 100 - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, "0");
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

function gradient(id: string, hue: number): string {
  return (
    `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1">` +
    `<stop offset="0" stop-color="${hex(hue, 55, 52)}"/>` +
    `<stop offset="1" stop-color="${hex((hue + 35) % 360, 60, 28)}"/>` +
    `</linearGradient></defs>`
  );
}

/** City card: gradient sky, sun, a skyline silhouette generated from the city id, and the city name. */
export function citySvg(id: string, name: string, state: string, tagline: string): string {
  const rng = rngFor(`svg:city:${id}`);
  const hue = hueFor(id);
  const buildings: string[] = [];
  for (let x = 0; x < 640;) {
    const width = intBetween(rng, 28, 64);
    const height = intBetween(rng, 50, 170);
    buildings.push(`<rect x="${x}" y="${300 - height}" width="${width - 4}" height="${height}"/>`);
    x += width;
  }
  const sunX = intBetween(rng, 420, 560);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360" role="img" aria-label="${escapeXml(`${name}, ${state}`)}">`,
    gradient("bg", hue),
    `<rect width="640" height="360" fill="url(#bg)"/>`,
    `<circle cx="${sunX}" cy="96" r="44" fill="#fff" fill-opacity="0.22"/>`,
    `<g fill="#fff" fill-opacity="0.16">${buildings.join("")}</g>`,
    `<rect y="300" width="640" height="60" fill="#000" fill-opacity="0.25"/>`,
    `<text x="32" y="250" ${FONT} font-size="44" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
    `<text x="32" y="336" ${FONT} font-size="20" fill="#fff" fill-opacity="0.9">${escapeXml(`${state} · ${tagline}`)}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}

function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9' -]/g, " ")
    .split(/[\s-]+/)
    .filter((word) => word && !/^(the|and|of|n)$/i.test(word));
  const letters =
    words.length === 1
      ? words[0]!.slice(0, 1)
      : words
          .slice(0, 2)
          .map((word) => word[0])
          .join("");
  return letters.toUpperCase();
}

/** Restaurant card: gradient, a plate-like circle with the initials, and the restaurant name. */
export function restaurantSvg(key: string, name: string): string {
  const hue = hueFor(key);
  const fontSize = Math.min(30, Math.floor(560 / Math.max(name.length, 1)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="320" viewBox="0 0 480 320" role="img" aria-label="${escapeXml(name)}">`,
    gradient("bg", hue),
    `<rect width="480" height="320" fill="url(#bg)"/>`,
    `<circle cx="240" cy="128" r="78" fill="#fff" fill-opacity="0.18"/>`,
    `<circle cx="240" cy="128" r="60" fill="#fff" fill-opacity="0.92"/>`,
    `<text x="240" y="146" text-anchor="middle" ${FONT} font-size="48" font-weight="700" fill="${hex(hue, 55, 35)}">${escapeXml(initials(name))}</text>`,
    `<text x="240" y="262" text-anchor="middle" ${FONT} font-size="${fontSize}" font-weight="600" fill="#fff">${escapeXml(name)}</text>`,
    `</svg>`,
    ``,
  ].join("\n");
}
