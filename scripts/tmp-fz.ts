import postgres from "postgres";
import { generateRequests } from "./fuzz/generate";
import { loadFuzzContext, runRequests } from "./fuzz/run";
const sql = postgres(process.env.DATABASE_URL!, { max: 1 });
console.log("ctx...");
const context = await loadFuzzContext("http://127.0.0.1:3224", sql);
console.log("ctx ok");
for (const r of generateRequests(30, 12, context)) {
  const t = Date.now();
  const rep = await runRequests("http://127.0.0.1:3224", [r], 1);
  console.log(Date.now() - t, r.target, r.path.slice(0, 80), JSON.stringify(rep.byStatus));
}
await sql.end();
