import { randomUUID } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
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
import { handleSubmission } from "@/lib/requests/form-action";
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

const attempts = async (client: string) =>
  (
    await db.sql`select count(*)::int as n from public.rate_limit_attempts
                 where bucket = 'submission' and client_key = ${client}`
  )[0]!.n;

/** A city suggestion's form with a photo, through the real handler, opened as the server opens a photo post. */
async function postWithPhoto(client: string, photo: Blob, target: { meal?: string; city?: string } = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  const prepare = jest.fn(preparePhoto);
  const data = new FormData();
  data.set("city_name", "Boise");
  data.set("state", "ID");
  data.set(PHOTO_FIELD, photo, "photo.jpg");
  try {
    const state = await handleSubmission({ ok: false, sequence: 0 }, data, {
      schema: citySuggestionSchema,
      fields: CITY_SUGGESTION_FIELDS,
      store: (values, photoUrl) =>
        asServer("submit_restaurant_request", {
          name: "Photo Cafe",
          city: values.city_name,
          address: "1 Main St",
          photo_url: photoUrl,
          client_key: client,
        }),
      success: () => SUGGESTION_SUCCESS,
      failureTitle: () => SUGGESTION_ERROR_TITLE,
      photo: {
        prepare,
        store: createLocalPhotoStore(dir),
        newName: newPhotoName,
        open: async () =>
          (
            (await callAsServer(db, "open_photo_submission", {
              client_key_param: client,
              meal_id_param: target.meal ?? null,
              city_param: target.city ?? null,
            })) as { refused: string | null }
          ).refused,
      },
    });
    return { state, decoded: prepare.mock.calls.length, files: readdirSync(dir) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const UNREADABLE = () => new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16])]);
const PIXEL_PNG = async () =>
  new Blob([
    new Uint8Array(
      await sharp({ create: { width: 4, height: 4, channels: 3, background: "#fff" } })
        .png()
        .toBuffer(),
    ),
  ]);

describe("a post with a photo", () => {
  it("from a client past the limit is refused with the limit's message before it is decoded", async () => {
    const client = key("photo-over-limit");
    for (let i = 0; i < SUBMISSION_LIMIT; i += 1) {
      await asServer("submit_city_suggestion", { city_name: `Town ${i}`, state: "ID", client_key: client });
    }
    const { state, decoded, files } = await postWithPhoto(client, UNREADABLE());
    expect(state).toMatchObject({ ok: false, message: RATE_LIMIT_MESSAGE, values: { city_name: "Boise" } });
    expect(decoded).toBe(0);
    expect(files).toEqual([]);
  });

  it("for a meal that does not exist is refused before its photo is decoded, and counted", async () => {
    const client = key("photo-no-such-meal");
    const { state, decoded } = await postWithPhoto(client, await PIXEL_PNG(), { meal: randomUUID() });
    expect(state).toMatchObject({ ok: false, message: "There is no such meal." });
    expect(decoded).toBe(0);
    expect(await attempts(client)).toBe(1);
  });

  it("for a city we do not cover is refused before its photo is decoded, and counted", async () => {
    const client = key("photo-no-such-city");
    const { state, decoded } = await postWithPhoto(client, await PIXEL_PNG(), { city: "Brigadoon" });
    expect(state).toMatchObject({
      ok: false,
      message: "We do not cover Brigadoon yet. Suggest the city first.",
    });
    expect(decoded).toBe(0);
    expect(await attempts(client)).toBe(1);
  });

  it("is counted once, refused or stored, so at most the limit's number of photos are decoded", async () => {
    const client = key("photo-refused-counted");
    const stored = await postWithPhoto(client, await PIXEL_PNG());
    expect(stored.state.ok).toBe(true);
    expect(await attempts(client)).toBe(1);
    let decoded = stored.decoded;
    for (let i = 1; i < SUBMISSION_LIMIT + 3; i += 1)
      decoded += (await postWithPhoto(client, UNREADABLE())).decoded;
    expect(decoded).toBe(SUBMISSION_LIMIT);
    expect(await attempts(client)).toBe(SUBMISSION_LIMIT);
    expect((await postWithPhoto(client, await PIXEL_PNG())).state.message).toBe(RATE_LIMIT_MESSAGE);
  });

  it("needs a key made by the server", async () => {
    await expect(
      callAsServer(db, "open_photo_submission", { client_key_param: "not-a-key" }),
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
