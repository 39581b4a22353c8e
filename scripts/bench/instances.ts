// How long after an import each of two instances of one build shows it (docs/operations.md#instances): two
// `npm start` servers on one database, the second serving a copy of the build of its own; an import through the
// CLI refreshes the first; the time is measured from the end of the import command (its refresh answered) until
// each instance answers a new city's page with 200, then, once both keep the city page, until each shows a new
// place on it. Loopback only; each round's rows are removed at the end. Needs a build (`npm run build`).
// `npm run bench:instances [-- --rounds=5]`
import { randomBytes } from "node:crypto";
import postgres from "postgres";
import { adminDatabaseUrl } from "../../lib/local-database/site-role";
import { importAgainst, instanceFolder, newCityPlacesCsv, newRestaurantMenuCsv } from "../instances";
import { startProductionServer } from "../production-server";
import { loadAverage, median, printTable } from "./harness";

const option = (name: string, fallback: string) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const ROUNDS = Number(option("rounds", "3"));
const PORT = 3126;
const SECRET = randomBytes(24).toString("hex");
/** Past this, an instance counts as not showing the change at all. */
const GIVE_UP_MS = 120_000;

const folder = instanceFolder();
const env = { REVALIDATE_SECRET: SECRET };
const servers = await Promise.all([
  startProductionServer(PORT, env),
  startProductionServer(PORT + 1, env, undefined, folder.dir),
]);
const sql = postgres(adminDatabaseUrl()!, { max: 1, onnotice: () => {} });

/** Milliseconds from `start` until the instance answers the path with 200 and the text, or Infinity. */
async function timeUntil(base: string, pathname: string, text: string, start: number) {
  while (performance.now() - start < GIVE_UP_MS) {
    // An answer cut off (a render that failed under load) counts as not showing it yet.
    const shows = await fetch(`${base}${pathname}`).then(
      async (response) => response.status === 200 && (await response.text()).includes(text),
      () => false,
    );
    if (shows) return performance.now() - start;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return Number.POSITIVE_INFINITY;
}

const rows: string[][] = [];
const figures = { city: [[], []] as number[][], place: [[], []] as number[][] };
try {
  for (let round = 1; round <= ROUNDS; round += 1) {
    const tag = randomBytes(4).toString("hex");
    const cityName = `Benchford ${tag}`;
    const cityPage = `/healthy-restaurants/benchford-${tag}-id`;
    const places = ["North", "South", "East"].map((side) => `Bench ${side} Grill ${tag}`);
    const newcomer = `Bench Newcomer Kitchen ${tag}`;
    try {
      for (const { baseUrl } of servers) await fetch(`${baseUrl}${cityPage}`).catch(() => null);
      importAgainst(servers[0]!.baseUrl, SECRET, "locations", newCityPlacesCsv(cityName, places));
      let start = performance.now();
      const city = await Promise.all(servers.map((s) => timeUntil(s.baseUrl, cityPage, places[0]!, start)));
      // Both instances keep the city page now; a menu import adds a place to it.
      for (const { baseUrl } of servers) await fetch(`${baseUrl}${cityPage}`).catch(() => null);
      importAgainst(
        servers[0]!.baseUrl,
        SECRET,
        "menus",
        newRestaurantMenuCsv(cityName, newcomer, `Bench Plate ${tag}`),
      );
      start = performance.now();
      const place = await Promise.all(servers.map((s) => timeUntil(s.baseUrl, cityPage, newcomer, start)));
      servers.forEach((_, i) => {
        figures.city[i]!.push(city[i]!);
        figures.place[i]!.push(place[i]!);
        rows.push([`round ${round}, instance ${i + 1}`, seconds(city[i]!), seconds(place[i]!)]);
      });
    } finally {
      await sql`delete from public.restaurants where name = any(${[...places, newcomer]})`;
      await sql`delete from public.cities where name = ${cityName}`;
      await sql`select public.refresh_catalogue_summaries()`;
    }
  }
} finally {
  for (const server of servers) server.stop();
  await sql.end();
  folder.remove();
}

function seconds(ms: number) {
  return Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : `> ${GIVE_UP_MS / 1000} s`;
}

console.log(`\nTwo instances of one build on one database; an import through the CLI refreshes instance 1.`);
console.log(`Time from the end of the import command until each instance shows it (target: 10 s).\n`);
printTable(["", "new city's page 200", "new place on the cached city page"], rows);
for (const i of [0, 1]) {
  console.log(
    `instance ${i + 1}: median ${seconds(median(figures.city[i]!))} (new city), ` +
      `${seconds(median(figures.place[i]!))} (new place)`,
  );
}
console.log(`load average ${loadAverage()}`);
