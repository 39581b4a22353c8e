import { isStorageImage, storageImageUrl } from "./image-url";

const STORED = "https://abc.supabase.co/storage/v1/object/public/blog/hero.jpg";

describe("storage image URLs", () => {
  it("go through the resize endpoint with width, height, cover, webp and quality 75", () => {
    const url = new URL(storageImageUrl(STORED, { width: 1200, height: 630 }));
    expect(url.pathname).toBe("/storage/v1/render/image/public/blog/hero.jpg");
    expect(Object.fromEntries(url.searchParams)).toEqual({
      width: "1200",
      height: "630",
      resize: "cover",
      format: "webp",
      quality: "75",
    });
  });

  it("make 48x48 avatars and round fractional sizes", () => {
    const url = new URL(storageImageUrl(STORED, { width: 48, height: 48 }));
    expect(url.searchParams.get("width")).toBe("48");
    expect(url.searchParams.get("height")).toBe("48");
    expect(
      new URL(storageImageUrl(STORED, { width: 640, height: 336.0001 })).searchParams.get("height"),
    ).toBe("336");
  });

  it("leave local and other hosts' images unchanged", () => {
    expect(isStorageImage("/images/blog/a.svg")).toBe(false);
    expect(storageImageUrl("/images/blog/a.svg", { width: 1200 })).toBe("/images/blog/a.svg");
    expect(storageImageUrl("https://images.example.com/a.jpg", { width: 48 })).toBe(
      "https://images.example.com/a.jpg",
    );
  });

  it("replace the sizes of an already resized URL instead of repeating them", () => {
    const once = storageImageUrl(STORED, { width: 1200, height: 630 });
    const url = new URL(storageImageUrl(once, { width: 640, height: 336, resize: "contain" }));
    expect(url.searchParams.getAll("width")).toEqual(["640"]);
    expect(url.searchParams.get("resize")).toBe("contain");
  });
});
