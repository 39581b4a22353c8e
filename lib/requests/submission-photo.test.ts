import type { FormState } from "@/lib/actions/result";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { BackendQueryError } from "@/lib/backend/errors";
import {
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  PHOTO_TOO_LARGE,
  PHOTO_UNREADABLE,
  PHOTO_WRONG_TYPE,
} from "@/lib/photos/constants";
import { createLocalPhotoStore, readLocalPhoto } from "@/lib/photos/local-store";
import { PHOTO_NAME } from "@/lib/photos/names";
import { preparePhoto } from "@/lib/photos/process";
import { newPhotoName } from "@/lib/photos/storage";
import { SUGGESTION_ERROR_TITLE, SUGGESTION_SUCCESS } from "./constants";
import { CITY_SUGGESTION_FIELDS } from "./fields";
import { citySuggestionSchema, type CitySuggestion, type CitySuggestionInput } from "./schema";
import { handleSubmission } from "@/lib/requests/form-action";

// The photo of a submission, through the real checks and re-encoding (sharp) into a real folder on disk.
let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), "photos-"));
  jest.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
  jest.restoreAllMocks();
});

const start: FormState<CitySuggestionInput> = { ok: false, sequence: 0 };
const stored = () => readdirSync(dir);

function submit(photo: Blob | null, store: (values: CitySuggestion, url: string | null) => Promise<unknown>) {
  const data = new FormData();
  data.set("city_name", "Boise");
  data.set("state", "ID");
  // A form without a chosen file still sends the field, as an empty file.
  data.set(PHOTO_FIELD, photo ?? new Blob([]), "photo.jpg");
  return handleSubmission(start, data, {
    schema: citySuggestionSchema,
    fields: CITY_SUGGESTION_FIELDS,
    store,
    success: () => SUGGESTION_SUCCESS,
    failureTitle: () => SUGGESTION_ERROR_TITLE,
    photo: {
      prepare: preparePhoto,
      store: createLocalPhotoStore(dir),
      newName: newPhotoName,
      // A client under the limit; the limit itself is tested on the database (supabase/tests).
      open: async () => null,
    },
  });
}

/** A camera-like JPEG: 3000 × 2000, with a copyright and a GPS position in its metadata. */
async function cameraJpeg() {
  const bytes = await sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#c83" } })
    .jpeg()
    .withExif({ IFD0: { Copyright: "Someone" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "43/1 37/1 0/1" } })
    .toBuffer();
  return new Blob([new Uint8Array(bytes)], { type: "image/jpeg" });
}

describe("a photo sent with a submission", () => {
  it("is re-encoded as WebP of at most 1600 px without metadata, stored, and its address kept with the row", async () => {
    const store = jest.fn().mockResolvedValue({ id: "x" });
    const state = await submit(await cameraJpeg(), store);
    expect(state.ok).toBe(true);
    const [name] = stored();
    expect(name).toMatch(PHOTO_NAME);
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ city_name: "Boise" }), `/photos/${name}`);
    const meta = await sharp(readFileSync(path.join(dir, name!))).metadata();
    expect(meta).toMatchObject({ format: "webp", width: 1600, height: 1067 });
    expect(meta.exif).toBeUndefined();
    expect(await readLocalPhoto(name!, dir)).not.toBeNull();
  });

  it("is optional: without one nothing is stored on disk and the row has no address", async () => {
    const store = jest.fn().mockResolvedValue({ id: "x" });
    expect((await submit(null, store)).ok).toBe(true);
    expect(store).toHaveBeenCalledWith(expect.anything(), null);
    expect(stored()).toEqual([]);
  });

  it.each([
    ["text named like a JPEG", new Blob(["just some text"], { type: "image/jpeg" }), PHOTO_WRONG_TYPE],
    [
      "a GIF",
      new Blob([Buffer.from("GIF89a\x01\x00\x01\x00\x00\x00\x00;")], { type: "image/gif" }),
      PHOTO_WRONG_TYPE,
    ],
    [
      "a cut-off JPEG",
      new Blob([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 1, 2, 3])]),
      PHOTO_UNREADABLE,
    ],
    ["a file over 5 MB", new Blob([new Uint8Array(PHOTO_MAX_BYTES + 1)]), PHOTO_TOO_LARGE],
  ])(
    "is refused when it is %s, with a clear error on the field, and nothing is stored",
    async (_, file, message) => {
      const store = jest.fn();
      const state = await submit(file, store);
      expect(state).toMatchObject({
        ok: false,
        photoError: message,
        message,
        values: { city_name: "Boise" },
      });
      expect(store).not.toHaveBeenCalled();
      expect(stored()).toEqual([]);
    },
  );

  it("is refused when the first bytes say PNG but the rest is a JPEG", async () => {
    const jpeg = new Uint8Array(await (await cameraJpeg()).arrayBuffer());
    const forged = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...jpeg]);
    const state = await submit(new Blob([forged], { type: "image/png" }), jest.fn());
    expect(state.photoError).toMatch(/JPEG, PNG or WebP/);
    expect(stored()).toEqual([]);
  });

  it("is removed again when the submission itself is not stored", async () => {
    const limit = new BackendQueryError(
      "Too many submissions from your connection.",
      "submit_city_suggestion",
      "PT429",
    );
    const state = await submit(await cameraJpeg(), () => Promise.reject(limit));
    expect(state).toMatchObject({ ok: false, message: "Too many submissions from your connection." });
    expect(stored()).toEqual([]);
  });
});
