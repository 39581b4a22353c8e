import postgres from "postgres";
const sql = postgres(process.env.DATABASE_ADMIN_URL);
const q = process.argv[2];
console.log(JSON.stringify(await sql.unsafe(q), null, 0).slice(0, 6000));
await sql.end();
