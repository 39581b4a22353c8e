import { createHash, randomUUID } from "node:crypto";
import { createTestDatabase, type TestDatabase } from "@/test/database";
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

const sha256 = (text: string) => createHash("sha256").update(text).digest();
const issue = (kind: string, id: string) =>
  callAsServer(db, "issue_photo_token", { kind, submission_id: id }) as Promise<{ token: string }>;
const take = (token: string) =>
  callAsServer(db, "take_photo_token", { token }) as Promise<{ kind: string; submission_id: string } | null>;
const attach = (token: string, photoUrl: string) =>
  callAsServer(db, "attach_submission_photo", { token, photo_url: photoUrl });
const restaurantRequest = (label: string) =>
  asServer("submit_restaurant_request", {
    name: `Token Cafe ${label}`,
    city: "Boise",
    address: "1 Main St",
    client_key: key(`token-${label}`),
  });
const photoOf = async (id: string) =>
  (await db.sql`select photo_url from public.restaurant_requests where id = ${id}`)[0]!.photo_url as
    string | null;

describe("a photo upload token", () => {
  it("is kept only as its SHA-256, for one submission", async () => {
    const stored = await restaurantRequest("hashed");
    const { token } = await issue("restaurant_request", stored.id);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    const rows =
      await db.sql`select * from public.submission_photo_tokens where submission_id = ${stored.id}`;
    expect(rows).toHaveLength(1);
    expect(Buffer.from(rows[0]!.token_hash as Uint8Array)).toEqual(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    // One token per submission.
    await expect(issue("restaurant_request", stored.id)).rejects.toMatchObject({ code: "23505" });
  });

  it("is taken once: it names its submission the first time, nothing after", async () => {
    const stored = await restaurantRequest("once");
    const { token } = await issue("restaurant_request", stored.id);
    expect(await take(token)).toEqual({ kind: "restaurant_request", submission_id: stored.id });
    expect(await take(token)).toBeNull();
  });

  it("writes the photo's address to its own submission only, and is gone after", async () => {
    const [mine, other] = [await restaurantRequest("mine"), await restaurantRequest("other")];
    const { token } = await issue("restaurant_request", mine.id);
    await take(token);
    const url = localPhoto();
    await attach(token, url);
    expect(await photoOf(mine.id)).toBe(url);
    expect(await photoOf(other.id)).toBeNull();
    await expect(attach(token, localPhoto())).rejects.toMatchObject({ code: "22023" });
    expect(await photoOf(mine.id)).toBe(url);
    expect(
      await db.sql`select 1 from public.submission_photo_tokens where submission_id = ${mine.id}`,
    ).toEqual([]);
  });

  it("writes nothing before it is taken, and refuses an address that is not a photo's", async () => {
    const stored = await restaurantRequest("untaken");
    const { token } = await issue("restaurant_request", stored.id);
    await expect(attach(token, localPhoto())).rejects.toMatchObject({ code: "22023" });
    await take(token);
    await expect(attach(token, "javascript:alert(1)")).rejects.toMatchObject({ code: "22023" });
    expect(await photoOf(stored.id)).toBeNull();
  });

  it("expires: past its time it is not taken", async () => {
    const stored = await restaurantRequest("expired");
    const { token } = await issue("restaurant_request", stored.id);
    const [row] = await db.sql`select expires_at - now() as left from public.submission_photo_tokens
      where submission_id = ${stored.id}`;
    expect(row!.left).toMatch(/^00:0[45]:/);
    await db.sql`update public.submission_photo_tokens set expires_at = now() - interval '1 second'
      where submission_id = ${stored.id}`;
    expect(await take(token)).toBeNull();
  });

  it("refuses a made-up or malformed token", async () => {
    expect(await take("f".repeat(64))).toBeNull();
    expect(await take("not a token")).toBeNull();
  });

  it("is given for a stored submission of a kind that takes a photo, without one yet", async () => {
    await expect(issue("restaurant_request", randomUUID())).rejects.toMatchObject({ code: "22023" });
    const city = await asServer("submit_city_suggestion", {
      city_name: "Tokenville",
      state: "ID",
      client_key: key("token-city"),
    });
    await expect(issue("city_suggestion", city.id)).rejects.toMatchObject({ code: "22023" });
    const withPhoto = await asServer("submit_restaurant_request", {
      name: "Has Photo Cafe",
      city: "Boise",
      address: "1 Main St",
      photo_url: localPhoto(),
      client_key: key("token-has-photo"),
    });
    await expect(issue("restaurant_request", withPhoto.id)).rejects.toMatchObject({ code: "22023" });
  });

  it("lets a correction without a link be stored when its photo follows, and not otherwise", async () => {
    const [meal] = await db.sql`select id from public.meals limit 1`;
    const correction = (photoToFollow: boolean) =>
      db.api.call(
        "submit_meal_correction",
        {
          client_key: key(`token-correction-${photoToFollow}`),
          meal_id: meal!.id as string,
          field: "protein",
          proposed_value: "31g",
          photo_to_follow: photoToFollow,
        },
        "server",
      ) as Promise<{ id: string }>;
    await expect(correction(false)).rejects.toThrow("Add a link to the source or a photo of it.");
    const stored = await correction(true);
    const { token } = await issue("correction", stored.id);
    await take(token);
    const url = localPhoto();
    await attach(token, url);
    const [row] =
      await db.sql`select photo_url, photo_to_follow from public.meal_corrections where id = ${stored.id}`;
    expect(row).toEqual({ photo_url: url, photo_to_follow: true });
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
