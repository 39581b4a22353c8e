import type { FormState } from "@/lib/actions/result";
import { BackendConnectionError, BackendQueryError } from "@/lib/backend/errors";
import {
  CITY_SUGGESTION_REQUIRED,
  GENERIC_SUBMISSION_FAILURE,
  HONEYPOT_FIELD,
  MISSING_INFORMATION_TITLE,
  SUGGESTION_ERROR_TITLE,
  SUGGESTION_SUCCESS,
} from "./constants";
import { CITY_SUGGESTION_FIELDS } from "./fields";
import { citySuggestionSchema, type CitySuggestion, type CitySuggestionInput } from "./schema";
import { handleSubmission } from "@/lib/requests/form-action";

const start: FormState<CitySuggestionInput> = { ok: false, sequence: 0 };

function formData(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.set(name, value);
  return data;
}

function submit(values: Record<string, string>, store: (values: CitySuggestion) => Promise<unknown>) {
  return handleSubmission(start, formData(values), {
    schema: citySuggestionSchema,
    fields: CITY_SUGGESTION_FIELDS,
    store,
    success: () => SUGGESTION_SUCCESS,
    failureTitle: () => SUGGESTION_ERROR_TITLE,
  });
}

describe("a submission from a form", () => {
  beforeEach(() => jest.spyOn(console, "error").mockImplementation(() => {}));
  afterEach(() => jest.restoreAllMocks());

  it("is checked again on the server: invalid input stores nothing and comes back with its errors", async () => {
    const store = jest.fn();
    const state = await submit({ city_name: "Boise", state: " ", user_notes: "near the river" }, store);
    expect(store).not.toHaveBeenCalled();
    expect(state).toMatchObject({
      ok: false,
      sequence: 1,
      title: MISSING_INFORMATION_TITLE,
      message: CITY_SUGGESTION_REQUIRED,
      fieldErrors: { state: [CITY_SUGGESTION_REQUIRED] },
      values: { city_name: "Boise", state: " ", user_notes: "near the river", description: "" },
    });
  });

  it("stores valid input and answers with the success toast", async () => {
    const store = jest.fn().mockResolvedValue({ id: "x" });
    const state = await submit({ city_name: " Boise ", state: "ID" }, store);
    expect(store).toHaveBeenCalledWith(
      {
        city_name: "Boise",
        state: "ID",
        description: null,
        user_notes: null,
      },
      // No photo is to follow the submission.
      false,
    );
    expect(state).toEqual({
      ok: true,
      sequence: 1,
      title: SUGGESTION_SUCCESS.title,
      message: SUGGESTION_SUCCESS.description,
    });
  });

  it("drops what the honeypot caught without storing it, answering as if it were stored", async () => {
    const store = jest.fn();
    const state = await submit({ city_name: "Boise", state: "ID", [HONEYPOT_FIELD]: "555-0100" }, store);
    expect(store).not.toHaveBeenCalled();
    expect(state.ok).toBe(true);
  });

  it("passes on the rate limit's message and keeps what was typed", async () => {
    const limit = new BackendQueryError(
      "Too many submissions from your connection.",
      "submit_city_suggestion",
      "PT429",
    );
    const state = await submit({ city_name: "Boise", state: "ID" }, () => Promise.reject(limit));
    expect(state).toMatchObject({
      ok: false,
      title: SUGGESTION_ERROR_TITLE,
      message: "Too many submissions from your connection.",
      values: { city_name: "Boise", state: "ID" },
    });
  });

  it("hides unexpected database errors behind a general message", async () => {
    const failure = new BackendQueryError("relation does not exist", "submit_city_suggestion", "42P01");
    const state = await submit({ city_name: "Boise", state: "ID" }, () => Promise.reject(failure));
    expect(state).toMatchObject({
      ok: false,
      title: SUGGESTION_ERROR_TITLE,
      message: GENERIC_SUBMISSION_FAILURE,
    });
  });

  it("says when the database cannot be reached", async () => {
    const state = await submit({ city_name: "Boise", state: "ID" }, () =>
      Promise.reject(new BackendConnectionError("ECONNREFUSED")),
    );
    expect(state.message).toBe("Unable to connect to the database. Please try again later.");
  });

  it("refuses repeated fields, files and calls without a form, storing nothing", async () => {
    const store = jest.fn();
    const repeated = formData({ city_name: "Boise", state: "ID" });
    repeated.append("city_name", "Nampa");
    const withFile = formData({ state: "ID" });
    withFile.set("city_name", new Blob(["Boise"]), "city.txt");
    const handler = {
      schema: citySuggestionSchema,
      fields: CITY_SUGGESTION_FIELDS,
      store,
      success: () => SUGGESTION_SUCCESS,
      failureTitle: () => SUGGESTION_ERROR_TITLE,
    };
    for (const data of [repeated, withFile, "junk" as unknown as FormData]) {
      const state = await handleSubmission(start, data, handler);
      expect(state).toMatchObject({ ok: false, title: MISSING_INFORMATION_TITLE });
    }
    const garbledState = await handleSubmission(
      null as unknown as typeof start,
      formData({ city_name: "" }),
      handler,
    );
    expect(garbledState.sequence).toBe(1);
    expect(store).not.toHaveBeenCalled();
  });
});
