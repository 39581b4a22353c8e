import { toast } from "sonner";
import { ApiRequestError, toastApiError } from "./client";
import { DATABASE_ERROR_TITLE } from "./messages";

/** The site's toasts load sonner on first use (lib/toast.ts): its raised toasts are there once that import settles. */
const shown = () => new Promise((resolve) => setTimeout(resolve, 50));

const unavailable = () => new ApiRequestError("unreachable", 503, "database_unavailable");

describe("toastApiError", () => {
  afterEach(() => toast.dismiss());

  it("shows one database toast for every call that finds the database unreachable at once", async () => {
    toastApiError(unavailable(), "Error fetching cities");
    toastApiError(unavailable(), "Error fetching suggested restaurants");
    await shown();
    const database = toast.getToasts().filter((t) => "title" in t && t.title === DATABASE_ERROR_TITLE);
    expect(database).toHaveLength(1);
  });

  it("shows each other failure under its caller's title", async () => {
    toastApiError(new ApiRequestError("bad", 400, "invalid"), "Error fetching cities");
    toastApiError(new ApiRequestError("worse", 500), "Error fetching suggested restaurants");
    await shown();
    const titles = toast.getToasts().map((t) => ("title" in t ? t.title : null));
    expect(titles).toEqual(
      expect.arrayContaining(["Error fetching cities", "Error fetching suggested restaurants"]),
    );
  });
});
