import {
  MAX_ACTION_BODY_BYTES,
  MAX_UPLOAD_BODY_BYTES,
  rejectActionBody,
  rejectRequestUrl,
} from "./request-guard";

describe("the request guard", () => {
  it("lets the site's own addresses through", () => {
    for (const url of [
      "/",
      "/healthy-restaurants/new-york?restaurant=5b6f&meal=1",
      "/api/search?q=S%C3%A3o+Paulo",
      "/find-protein-meals?city=Coeur%20d%27Alene",
      "/api/meals/match?protein=30&location=",
    ]) {
      expect(rejectRequestUrl(url)).toBeNull();
    }
  });

  it("refuses NUL bytes and other control characters in the path or the query", () => {
    expect(rejectRequestUrl("/blog/%00")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=%00")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/cities?prefix=a%0Ab")).toMatch(/not allowed/);
  });

  it("refuses broken percent-encoding and invalid UTF-8", () => {
    expect(rejectRequestUrl("/restaurant-nutrition/%E0%A4%A")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=%C3%28")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=%ED%A0%80")).toMatch(/not allowed/);
    expect(rejectRequestUrl("/api/search?q=100%")).toMatch(/not allowed/);
  });

  it("refuses overlong addresses and repeated parameters", () => {
    expect(rejectRequestUrl(`/api/search?q=${"a".repeat(10_000)}`)).toMatch(/too long/);
    expect(rejectRequestUrl("/find-protein-meals?city=a&city=b")).toMatch(/only once/);
  });
});

describe("the server action guard", () => {
  it("lets argument lists and form posts through", () => {
    expect(rejectActionBody("text/plain;charset=UTF-8", '[{"id":"chicago"}]')).toBeNull();
    expect(rejectActionBody("multipart/form-data; boundary=x", "--x--")).toBeNull();
  });

  it("refuses bodies that are not a JSON list, and oversized ones", () => {
    expect(rejectActionBody("text/plain;charset=UTF-8", "not json")).toMatch(/not valid JSON/);
    expect(rejectActionBody("text/plain;charset=UTF-8", '{"a":1}')).toMatch(/list of arguments/);
    expect(rejectActionBody("text/plain", "x".repeat(MAX_ACTION_BODY_BYTES + 1))).toMatch(/too large/);
    // A form post may carry a photo of up to 5 MB, but no more than the upload limit.
    expect(
      rejectActionBody("multipart/form-data; boundary=x", new Uint8Array(5 * 1024 * 1024 + 1000)),
    ).toBeNull();
    expect(rejectActionBody("multipart/form-data", new Uint8Array(MAX_UPLOAD_BODY_BYTES + 1))).toMatch(
      /too large/,
    );
  });
});
