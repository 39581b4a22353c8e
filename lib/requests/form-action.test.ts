import { PHOTO_FIELD, PHOTO_FOLLOWS_FIELD } from "@/lib/photos/constants";
import { SUGGESTION_ERROR_TITLE, SUGGESTION_SUCCESS } from "./constants";
import { CITY_SUGGESTION_FIELDS } from "./fields";
import { handleSubmission } from "./form-action";
import { citySuggestionSchema } from "./schema";

// A form's photo is never part of its action's post: the form says one follows, and the stored submission answers
// the photo's upload token beside its receipt.

function submit(fields: Record<string, string | Blob>, photo = true) {
  const data = new FormData();
  data.set("city_name", "Boise");
  data.set("state", "ID");
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  const store = jest.fn(async (_values: unknown, follows: boolean) => ({
    receipt: "r".repeat(64),
    photoToken: follows ? "t".repeat(64) : undefined,
  }));
  const state = handleSubmission({ ok: false, sequence: 0 }, data, {
    schema: citySuggestionSchema,
    fields: CITY_SUGGESTION_FIELDS,
    store,
    success: () => SUGGESTION_SUCCESS,
    failureTitle: () => SUGGESTION_ERROR_TITLE,
    photo,
  });
  return { state, store };
}

describe("a form whose photo follows", () => {
  it("is stored with the promise of a photo, and answers the photo's upload token with the receipt", async () => {
    const { state, store } = submit({ [PHOTO_FOLLOWS_FIELD]: "1" });
    expect(await state).toMatchObject({ ok: true, receipt: "r".repeat(64), photoToken: "t".repeat(64) });
    expect(store).toHaveBeenCalledWith(expect.objectContaining({ city_name: "Boise" }), true);
  });

  it("without the promise, or on a form that takes no photo, gets no token", async () => {
    for (const { state, store } of [submit({}), submit({ [PHOTO_FOLLOWS_FIELD]: "1" }, false)]) {
      expect((await state).photoToken).toBeUndefined();
      expect(store).toHaveBeenCalledWith(expect.anything(), false);
    }
  });

  it("never reads a file sent in the photo field, and refuses a file in place of the promise", async () => {
    const file = new Blob([new Uint8Array([0xff, 0xd8, 0xff])], { type: "image/jpeg" });
    const ignored = submit({ [PHOTO_FIELD]: file });
    expect(await ignored.state).toMatchObject({ ok: true });
    expect(ignored.store).toHaveBeenCalledWith(expect.anything(), false);
    const refused = submit({ [PHOTO_FOLLOWS_FIELD]: file });
    expect(await refused.state).toMatchObject({ ok: false });
    expect(refused.store).not.toHaveBeenCalled();
  });
});
