import { createTestDatabase, type TestDatabase } from "@/test/database";
import { migrate } from "./migrations";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

describe("migrate", () => {
  it("applies nothing to a database that already has every migration", async () => {
    expect(await migrate(db.url)).toEqual({ applied: [], seeded: false });
  });

  it("refuses a database built from migration files that are gone, naming them and the way out", async () => {
    await db.sql`insert into supabase_migrations.schema_migrations (version, name, statements)
                 values ('20200101000000', 'an_old_history', ${["select 1"]})`;
    await expect(migrate(db.url)).rejects.toThrow(
      /no longer in supabase\/migrations \(20200101000000\).*db:reset/,
    );
  });
});
