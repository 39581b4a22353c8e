// The photo route (app/api/submissions/photo) on a database of this file's own and a real folder of photos: a
// photo is kept only with a valid upload token of a stored submission, and every refusal is a 4xx that stores
// nothing and, without a valid token, reads nothing of the body.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createTestDatabase, type TestDatabase } from "@/test/database";
import { clientKey } from "@/supabase/tests/fixtures";
import {
  PHOTO_LENGTH_REQUIRED,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
  PHOTO_UPLOAD_CLOSED,
  PHOTO_WRONG_TYPE,
} from "./constants";
import { PHOTO_NAME } from "./names";

type Routes = {
  POST: typeof import("@/app/api/submissions/photo/route").POST;
  endBackend: typeof import("@/lib/backend/rpc").endBackend;
};

let db: TestDatabase;
let routes: Routes;
let dir: string;
const saved = { ...process.env };

beforeAll(async () => {
  db = await createTestDatabase();
  process.env.DATABASE_URL = db.siteUrl;
  routes = {
    POST: (await import("@/app/api/submissions/photo/route")).POST,
    endBackend: (await import("@/lib/backend/rpc")).endBackend,
  };
});
afterAll(async () => {
  await routes.endBackend();
  process.env = saved;
  await db.drop();
});
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  process.env.PHOTOS_DIR = dir;
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

let count = 0;
/** A stored restaurant request and its photo upload token, as the form's action answers them. */
async function storedWithToken() {
  count += 1;
  const { id } = (await db.api.call(
    "submit_restaurant_request",
    {
      name: `Upload Cafe ${count}`,
      city: "Boise",
      address: "1 Main St",
      client_key: clientKey(`upload-${count}`),
    },
    "server",
  )) as { id: string };
  const { token } = (await db.api.call(
    "issue_photo_token",
    { kind: "restaurant_request", submission_id: id },
    "server",
  )) as { token: string };
  return { id, token };
}

const photoOf = async (id: string) =>
  (await db.sql`select photo_url from public.restaurant_requests where id = ${id}`)[0]!.photo_url as
    string | null;

/** A camera-like JPEG: 3000 × 2000, with a copyright and a GPS position in its metadata. */
const cameraJpeg = () =>
  sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#c83" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Someone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 37/1 0/1" } })
    .toBuffer();

type Upload = { token?: string | null; type?: string; length?: string | null; body?: Uint8Array };

/** Posts bytes to the route; `read` tells whether any of the body was read. */
async function upload(bytes: Uint8Array, { token, type = "image/jpeg", length }: Upload = {}) {
  let read = false;
  // Nothing is pulled before a reader asks (no high-water mark to fill).
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        read = true;
        controller.enqueue(bytes);
        controller.close();
      },
    },
    { highWaterMark: 0 },
  );
  const headers = new Headers({ "content-type": type });
  if (token !== null && token !== undefined) headers.set("authorization", `Bearer ${token}`);
  const declared = length === undefined ? String(bytes.byteLength) : length;
  if (declared !== null) headers.set("content-length", declared);
  const response = await routes.POST(
    new Request("http://localhost/api/submissions/photo", {
      method: "POST",
      headers,
      body,
      duplex: "half",
    } as RequestInit),
  );
  return { status: response.status, body: (await response.json()) as unknown, read };
}

describe("POST /api/submissions/photo", () => {
  it("keeps the photo re-encoded as WebP of at most 1600 px without metadata, on its submission, once", async () => {
    const { id, token } = await storedWithToken();
    const jpeg = await cameraJpeg();
    const answer = await upload(jpeg, { token });
    expect(answer.status).toBe(201);
    const [name] = readdirSync(dir);
    expect(name).toMatch(PHOTO_NAME);
    expect(answer.body).toEqual({ photo_url: `/photos/${name}` });
    expect(await photoOf(id)).toBe(`/photos/${name}`);
    const meta = await sharp(readFileSync(path.join(dir, name!))).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    // The token is used: a second photo is refused before it is read.
    const again = await upload(jpeg, { token });
    expect(again).toMatchObject({
      status: 401,
      read: false,
      body: { error: { message: PHOTO_UPLOAD_CLOSED } },
    });
    expect(readdirSync(dir)).toEqual([name]);
  });

  it("refuses a photo without a valid token (none, made up, expired) before reading it, storing nothing", async () => {
    const jpeg = await cameraJpeg();
    const { id, token } = await storedWithToken();
    await db.sql`update public.submission_photo_tokens set expires_at = now() - interval '1 second'`;
    for (const bad of [null, "f".repeat(64), "not-a-token", token]) {
      const answer = await upload(jpeg, { token: bad });
      expect(answer).toMatchObject({
        status: 401,
        read: false,
        body: { error: { code: "unauthorized", message: PHOTO_UPLOAD_CLOSED } },
      });
    }
    expect(readdirSync(dir)).toEqual([]);
    expect(await photoOf(id)).toBeNull();
  });

  it("refuses by its headers a photo without a length (411), over 5 MB (413) or not an image type (415)", async () => {
    const { id, token } = await storedWithToken();
    const jpeg = await cameraJpeg();
    expect(await upload(jpeg, { token, length: null })).toMatchObject({
      status: 411,
      read: false,
      body: { error: { code: "length_required", message: PHOTO_LENGTH_REQUIRED } },
    });
    expect(await upload(jpeg, { token, length: String(PHOTO_MAX_BYTES + 1) })).toMatchObject({
      status: 413,
      read: false,
      body: { error: { code: "too_large", message: PHOTO_TOO_LARGE } },
    });
    for (const type of ["image/gif", "multipart/form-data; boundary=x", "text/plain"]) {
      expect(await upload(jpeg, { token, type })).toMatchObject({ status: 415, read: false });
    }
    expect(await upload(jpeg, { token, length: "12abc" })).toMatchObject({ status: 400, read: false });
    // None of these took the token: the photo still goes through with it.
    expect((await upload(jpeg, { token })).status).toBe(201);
    expect(await photoOf(id)).toMatch(/^\/photos\//);
  });

  it.each([
    ["text named like a JPEG", () => Buffer.from("just some text"), PHOTO_WRONG_TYPE],
    ["a GIF", () => Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;"), PHOTO_WRONG_TYPE],
    ["a cut-off JPEG", () => Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3]), PHOTO_UNREADABLE],
    [
      "a JPEG behind a PNG's first bytes",
      async () =>
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), await cameraJpeg()]),
      expect.stringMatching(/^(The photo must be|This photo could not be read).*JPEG, PNG or WebP/),
    ],
  ])("refuses %s with 400 and its message, storing nothing", async (_, bytes, message) => {
    const { id, token } = await storedWithToken();
    const answer = await upload(await bytes(), { token });
    expect(answer).toMatchObject({ status: 400, body: { error: { code: "bad_request", message } } });
    expect(readdirSync(dir)).toEqual([]);
    expect(await photoOf(id)).toBeNull();
  });
});
