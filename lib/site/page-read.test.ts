import { readOr } from "./page-read";

describe("readOr", () => {
  let logged: jest.SpyInstance;
  beforeEach(() => {
    logged = jest.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(() => logged.mockRestore());

  it("a read that works gives its value and logs nothing", async () => {
    await expect(readOr(Promise.resolve(["chicago"]), [], "the cities list")).resolves.toEqual(["chicago"]);
    expect(logged).not.toHaveBeenCalled();
  });

  it("a failed read gives the fallback and logs what could not be loaded, with the error", async () => {
    const failure = new Error("connection refused");
    await expect(readOr(Promise.reject(failure), null, "the blog posts")).resolves.toBeNull();
    expect(logged).toHaveBeenCalledWith("Could not load the blog posts", failure);
  });
});
