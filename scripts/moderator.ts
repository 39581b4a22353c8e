// `npm run moderator -- add <email>` / `npm run moderator -- remove <email>`: gives an existing account the
// moderator role (the review desk at /review), or takes it away. Works in every mode through the same backend door
// as the site (on Supabase it needs SUPABASE_SERVICE_ROLE_KEY).
import nextEnv from "@next/env";
import { z } from "zod";

nextEnv.loadEnvConfig(process.cwd());

async function main() {
  const [command, email, ...rest] = process.argv.slice(2);
  if ((command !== "add" && command !== "remove") || !email || rest.length > 0) {
    console.error("usage: npm run moderator -- add <email> | remove <email>");
    process.exit(2);
  }
  const { endBackend, rpc } = await import("../lib/backend/rpc");
  const { SERVER_CALLER } = await import("../lib/backend/types");
  try {
    await rpc("set_moderator", { email_param: email, moderator: command === "add" }, z.unknown(), {
      caller: SERVER_CALLER,
    });
    console.log(command === "add" ? `${email} is a moderator now.` : `${email} is no longer a moderator.`);
  } catch (error) {
    console.error((error as Error).message);
    process.exitCode = 1;
  } finally {
    await endBackend();
  }
}

void main();
