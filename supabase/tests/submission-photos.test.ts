import { randomUUID } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PHOTO_FIELD } from "@/lib/photos/constants";
import { createLocalPhotoStore } from "@/lib/photos/local-store";
import { preparePhoto } from "@/lib/photos/process";
import { newPhotoName } from "@/lib/photos/storage";
import {
  RATE_LIMIT_MESSAGE,
  SUBMISSION_LIMIT,
  SUGGESTION_ERROR_TITLE,
  SUGGESTION_SUCCESS,
} from "@/lib/requests/constants";
import { CITY_SUGGESTION_FIELDS } from "@/lib/requests/fields";
import { citySuggestionSchema } from "@/lib/requests/schema";
import { handleSubmission } from "@/lib/requests/submission";
import { callAsServer, clientKey as key } from "./fixtures";

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.drop());

const asServer = (fn: string, args: Record<string, string | number | null>) =>
  callAsServer(db, fn, args) as Promise<{ id: string }>;

const localPhoto = () => `/photos/${randomUUID()}.webp`;
const storagePhoto = () =>
  `https://abc.supabase.co/storage/v1/object/public/submission-photos/${randomUUID()}.webp`;

describe("a submission's photo address", () => {
  it("is kept with a meal request, a restaurant request and a restaurant suggestion", async () => {
    const [mealPhoto, restaurantPhoto, suggestionPhoto] = [localPhoto(), storagePhoto(), localPhoto()];
    const meal = await asServer("submit_meal_request", {
      meal_name: "Turkey Plate",
      restaurant_name: "New Place",
      photo_url: mealPhoto,
      client_key: key("photo-kept"),
    });
    const restaurant = await asServer("submit_restaurant_request", {
      name: "Fit Cafe",
      city: "Boise",
      address: "9 River Rd",
      photo_url: restaurantPhoto,
      client_key: key("photo-kept"),
    });
    const suggestion = await asServer("submit_restaurant_suggestion", {
      restaurant_name: "Lean Grill",
      city: "Chicago",
      address: "2 State St",
      meal_name: "Chicken Plate",
      description: "Grilled",
      photo_url: suggestionPhoto,
      client_key: key("photo-kept"),
    });
    const rows = await db.sql`
      select photo_url from public.meal_requests where id = ${meal.id}
      union all select photo_url from public.restaurant_requests where id = ${restaurant.id}
      union all select photo_url from public.restaurant_suggestions where id = ${suggestion.id}`;
    expect(rows.map((row) => row.photo_url)).toEqual([mealPhoto, restaurantPhoto, suggestionPhoto]);
  });

  it.each([
    "javascript:alert(1)",
    "/photos/../../etc/passwd",
    "/photos/not-a-uuid.webp",
    `/photos/${randomUUID()}.svg`,
    "data:image/png;base64,AAAA",
  ])("refuses %s with a message and stores nothing", async (photoUrl) => {
    const before = await db.sql`select count(*)::int as n from public.restaurant_requests`;
    await expect(
      asServer("submit_restaurant_request", {
        name: "Fit Cafe",
        city: "Boise",
        address: "9 River Rd",
        photo_url: photoUrl,
        client_key: key("photo-refused"),
      }),
    ).rejects.toMatchObject({ code: "22023" });
    const after = await db.sql`select count(*)::int as n from public.restaurant_requests`;
    expect(after[0]!.n).toBe(before[0]!.n);
  });

  it("is checked by the table too, whoever writes the row", async () => {
    await expect(
      db.sql`insert into public.meal_requests (meal_name, restaurant_name, photo_url)
             values ('Bowl', 'Cafe', 'ftp://example.com/a.webp')`,
    ).rejects.toThrow(/meal_requests_photo_url/);
  });
});

describe("a photo from a client past the submission limit", () => {
  it("is refused with the limit's message before it is decoded, and nothing is stored", async () => {
    const client = key("photo-over-limit");
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      await asServer("submit_city_suggestion", { city_name: `Town ${i}`, state: "ID", client_key: client });
    }
    const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
    const prepare = jest.fn(preparePhoto);
    const store = jest.fn();
    const data = new FormData();
    data.set("city_name", "Boise");
    data.set("state", "ID");
    data.set(PHOTO_FIELD, new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])]), "photo.jpg");
    const rateLimited = async () =>
      (await callAsServer(db, "submission_rate_exceeded", { client_key_param: client })) === true;
    const state = await handleSubmission({ ok: false, sequence: 0 }, data, {
      schema: citySuggestionSchema,
      fields: CITY_SUGGESTION_FIELDS,
      store,
      success: () => SUGGESTION_SUCCESS,
      failureTitle: () => SUGGESTION_ERROR_TITLE,
      photo: { prepare, store: createLocalPhotoStore(dir), newName: newPhotoName, rateLimited },
    });
    expect(state).toMatchObject({ ok: false, message: RATE_LIMIT_MESSAGE, values: { city_name: "Boise" } });
    expect(prepare).not.toHaveBeenCalled();
    expect(store).not.toHaveBeenCalled();
    expect(readdirSync(dir)).toEqual([]);
    rmSync(dir, { recursive: true, force: true });
  });

  it("is looked at without counting: a client under the limit is not, and asking records nothing", async () => {
    const client = key("photo-under-limit");
    const attempts = async () =>
      (
        await db.sql`select count(*)::int as n from public.submission_attempts where client_key = ${client}`
      )[0]!.n;
    expect(await callAsServer(db, "submission_rate_exceeded", { client_key_param: client })).toBe(false);
    expect(await attempts()).toBe(0);
    await expect(
      callAsServer(db, "submission_rate_exceeded", { client_key_param: "not-a-key" }),
    ).rejects.toMatchObject({ code: "22023" });
  });
});

describe("the photo bucket in storage", () => {
  /** Runs statements as a visitor (the public key), as Supabase Storage does for a request with it. */
  const asVisitor = <T>(run: (tx: TestDatabase["sql"]) => Promise<T>, role = "anon") =>
    db.sql.begin(async (tx) => {
      await tx.unsafe(`set local role ${role}`);
      return run(tx as unknown as TestDatabase["sql"]);
    });
  const name = () => `${randomUUID()}.webp`;

  it("exists, public by address, WebP of at most 5 MB", async () => {
    const [bucket] = await db.sql`select public, file_size_limit, allowed_mime_types from storage.buckets
      where id = 'submission-photos'`;
    expect(bucket).toEqual({ public: true, file_size_limit: "5242880", allowed_mime_types: ["image/webp"] });
  });

  it.each(["anon", "authenticated"])(
    "refuses a visitor's (%s) own upload, so every photo goes through the server's checks",
    async (role) => {
      const added = name();
      await expect(
        asVisitor(
          (tx) => tx`insert into storage.objects (bucket_id, name) values ('submission-photos', ${added})`,
          role,
        ),
      ).rejects.toThrow(/row-level security/);
      const listed = await asVisitor(
        (tx) => tx`select name from storage.objects where bucket_id = 'submission-photos'`,
        role,
      );
      expect(listed).toEqual([]);
      expect(await db.sql`select 1 from storage.objects where name = ${added}`).toHaveLength(0);
    },
  );

  it("refuses a visitor's file in another bucket or under another name", async () => {
    await db.sql`insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing`;
    await expect(
      asVisitor((tx) => tx`insert into storage.objects (bucket_id, name) values ('other', ${name()})`),
    ).rejects.toThrow(/row-level security/);
    await expect(
      asVisitor(
        (tx) => tx`insert into storage.objects (bucket_id, name) values ('submission-photos', 'a/../b.html')`,
      ),
    ).rejects.toThrow(/row-level security/);
  });
});
