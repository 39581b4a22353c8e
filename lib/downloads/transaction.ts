import type postgres from "postgres";
import { RPC_NAME } from "@/lib/backend/types";
import type { Call } from "./files";
import type { DownloadCalls } from "./generate";

/**
 * The SQL functions called on an admin connection or inside an import's transaction (`select fn(arg => $1, ...)`,
 * as lib/backend's PostgreSQL adapter calls them), so the files are generated from what the transaction wrote and
 * stored when it commits.
 */
export function callsIn(sql: postgres.Sql | postgres.TransactionSql): DownloadCalls {
  const call: Call = async (fn, args, schema) => {
    const entries = Object.entries(args).filter(([, value]) => value !== undefined);
    if (![fn, ...entries.map(([name]) => name)].every((name) => RPC_NAME.test(name)))
      throw new Error(`Invalid function or argument name: ${fn}`);
    const list = entries.map(([name], index) => `${name} => $${index + 1}`).join(", ");
    const values = entries.map(([, value]) => value as postgres.ParameterOrJSON<never>);
    const [row] = await sql.unsafe<{ result: unknown }[]>(`select public.${fn}(${list}) as result`, values);
    return schema.parse(row?.result ?? null);
  };
  return { read: call, write: call };
}
