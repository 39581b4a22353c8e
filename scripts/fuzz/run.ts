// Runs generated requests against a running site and tallies the answers; shared by `npm run fuzz` and the
// trimmed end-to-end run in e2e/fuzz.spec.ts.
import { readFileSync } from "node:fs";
import path from "node:path";
import type postgres from "postgres";
import type { FormTarget, FuzzContext, FuzzRequest } from "./generate";

/**
 * Tables the public's submissions and searches land in: invalid input must add no row to any of them. The rate
 * limit's attempts are not among them: a valid submission refused for its values may be counted.
 */
export const STORED_TABLES = [
  "meal_requests",
  "restaurant_requests",
  "city_suggestions",
  "restaurant_suggestions",
  "search_city_logs",
] as const;

/** Attempts the submission limit has counted (a photo without a valid token is never one). */
export const countedAttempts = async (sql: postgres.Sql) =>
  Number(
    (await sql`select count(*)::int as n from public.rate_limit_attempts where bucket = 'submission'`)[0]!.n,
  );

export async function countStoredRows(sql: postgres.Sql) {
  const counts: Record<string, number> = {};
  for (const table of STORED_TABLES) {
    counts[table] = Number((await sql.unsafe(`select count(*)::int as n from public.${table}`))[0]!.n);
  }
  return counts;
}

const decodeEntities = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");

// Values each form accepts: the generator breaks one field of them per post.
const VALID_FIELDS: Record<string, Record<string, string>> = {
  meal: {
    restaurant_mode: "new",
    restaurant_id: "",
    restaurant_name: "Fuzz Cafe",
    meal_name: "Fuzz Bowl",
    calories: "540",
  },
  restaurant: {
    include_meal: "no",
    name: "Fuzz Grill",
    city: "Chicago",
    address: "1 Fuzz St",
    website: "https://fuzz.example.com",
  },
  city: { city_name: "Fuzzville", state: "ZZ" },
};

/** The hidden fields React renders in each request form for browsers without JavaScript. */
async function loadForm(baseUrl: string, tab: string): Promise<FormTarget> {
  const html = await (await fetch(`${baseUrl}/request?tab=${tab}`)).text();
  const form = html.match(/<form[^>]*method="POST"[^>]*>([\s\S]*?)<\/form>/)?.[1];
  if (!form) throw new Error(`No form on /request?tab=${tab}`);
  const hidden: [string, string][] = [];
  for (const input of form.matchAll(/<input type="hidden" name="([^"]+)"(?: value="([^"]*)")?\/>/g)) {
    hidden.push([decodeEntities(input[1]!), decodeEntities(input[2] ?? "")]);
  }
  if (!hidden.some(([name]) => name.startsWith("$ACTION")))
    throw new Error(`No server action in the ${tab} form`);
  const names = [...form.matchAll(/name="([a-z_]+)"/g)].map((m) => m[1]!);
  const fields = Object.fromEntries(names.map((name) => [name, VALID_FIELDS[tab]![name] ?? ""]));
  return { name: tab, hidden, fields };
}

const actionManifest = (projectRoot = process.cwd()) =>
  JSON.parse(readFileSync(path.join(projectRoot, ".next/server/server-reference-manifest.json"), "utf8")) as {
    node: Record<string, { exportedName: string }>;
  };

function actionId(exportedName: string) {
  const manifest = actionManifest();
  const found = Object.entries(manifest.node).find(([, action]) => action.exportedName === exportedName);
  if (!found) throw new Error(`No server action ${exportedName} in the build`);
  return found[0];
}

export async function loadFuzzContext(
  baseUrl: string,
  sql: postgres.Sql,
  revalidateSecret = process.env.REVALIDATE_SECRET || undefined,
): Promise<FuzzContext> {
  const [meal] = await sql`select m.id, m.restaurant_id from public.meals m order by m.id limit 1`;
  const [city] = await sql`select id from public.cities order by id limit 1`;
  return {
    forms: await Promise.all(["meal", "restaurant", "city"].map((tab) => loadForm(baseUrl, tab))),
    logActionId: actionId("logCitySearchAction"),
    actionIds: Object.keys(actionManifest().node),
    restaurantId: meal!.restaurant_id as string,
    mealId: meal!.id as string,
    citySlug: city!.id as string,
    revalidateSecret,
  };
}

export type FuzzReport = {
  byStatus: Record<string, number>;
  byTarget: Record<string, Record<string, number>>;
  /** Up to 20 requests answered 500 or more (or not at all), to reproduce. */
  failures: { target: string; path: string; status: string }[];
};

/** `size` bytes as a stream of 64 KB chunks: fetch sends it chunked, with no Content-Length. */
export function streamOf(size: number): ReadableStream<Uint8Array> {
  const chunk = new Uint8Array(64 * 1024).fill(97);
  let sent = 0;
  return new ReadableStream({
    pull(controller) {
      if (sent >= size) return controller.close();
      sent += chunk.byteLength;
      controller.enqueue(chunk);
    },
  });
}

/** Sends every request (at most `concurrency` at once) and counts the answers by status and by target. */
export async function runRequests(
  baseUrl: string,
  requests: FuzzRequest[],
  concurrency = 8,
): Promise<FuzzReport> {
  const report: FuzzReport = { byStatus: {}, byTarget: {}, failures: [] };
  let next = 0;
  async function worker() {
    while (next < requests.length) {
      const request = requests[next++]!;
      let status: string;
      try {
        const response = await fetch(`${baseUrl}${request.path}`, {
          method: request.method,
          // Browsers send the page's origin with every post; Next checks it on server actions.
          headers: {
            "x-forwarded-for": `198.18.${next % 256}.${(next >> 8) % 256}`,
            ...(request.method === "POST" ? { origin: baseUrl } : {}),
            ...request.headers,
          },
          body: request.stream === undefined ? request.body : streamOf(request.stream),
          ...(request.stream === undefined ? {} : { duplex: "half" }),
          redirect: "manual",
          signal: AbortSignal.timeout(30_000),
        });
        await response.arrayBuffer();
        status = String(response.status);
      } catch (error) {
        status = `error: ${(error as Error).name}`;
      }
      report.byStatus[status] = (report.byStatus[status] ?? 0) + 1;
      const target = (report.byTarget[request.target] ??= {});
      target[status] = (target[status] ?? 0) + 1;
      if (!/^[1-4]\d\d$/.test(status) && report.failures.length < 20) {
        report.failures.push({ target: request.target, path: request.path.slice(0, 200), status });
      }
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return report;
}

/** Requests answered 500 or more, or not answered at all. */
export const serverErrors = (report: FuzzReport) =>
  Object.entries(report.byStatus)
    .filter(([status]) => !/^[1-4]\d\d$/.test(status))
    .reduce((sum, [, n]) => sum + n, 0);
