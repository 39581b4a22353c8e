import { createTestDatabase, type TestDatabase } from "@/test/database";
import { migrate } from "./migrations";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe("migrate", () => {
  it("applies nothing to a database that already has every migration", async () => {
    expect(await migrate(db.url)).toEqual({ applied: [], seeded: false, downloads: false });
  });

  it("refuses a database built from migration files that are gone, naming them and the way out", async () => {
    await db.sql`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values ('20200101000000', 'an_old_history', ${["select 1"]})`;
    await expect(migrate(db.url)).rejects.toThrow(
      /no longer in supabase\/migrations \(20200101000000\).*db:reset/,
    );
  });

  it("refuses a database built from an earlier text of a migration file, naming the file", async () => {
    await db.sql`delete from supabase_migrations.schema_migrations where version = '20200101000000'`;
    const [first] =
      await db.sql`select version from supabase_migrations.schema_migrations order by version limit 1`;
    await db.sql`update supabase_migrations.schema_migrations set statements = ${["select 1"]}
                 where version = ${first!.version}`;
    await expect(migrate(db.url)).rejects.toThrow(
      new RegExp(`changed after this database was built: ${first!.version}_\\w+\\.sql\\..*db:reset`),
    );
  });

  it("does not compare what the Supabase CLI stored, a file split into its statements", async () => {
    const [first] =
      await db.sql`select version from supabase_migrations.schema_migrations order by version limit 1`;
    await db.sql`update supabase_migrations.schema_migrations set statements = ${["select 1", "select 2"]}
                 where version = ${first!.version}`;
    expect(await migrate(db.url)).toEqual({ applied: [], seeded: false, downloads: false });
  });
});
