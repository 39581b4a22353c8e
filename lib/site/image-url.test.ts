import { imageUrl, isLocalRaster, isStorageImage, storageImageUrl } from "./image-url";

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

describe("every image shown", () => {
  it("goes through the storage resize endpoint when it is in storage", () => {
    expect(imageUrl(STORED, { width: 640, height: 360 })).toBe(
      storageImageUrl(STORED, { width: 640, height: 360 }),
    );
  });

  it("goes through Next's image optimizer at a width it serves when it is a raster file of the site", () => {
    expect(isLocalRaster("/photos/0b7c2d9e-5f1a-4c3b-9d8e-7a6b5c4d3e2f.webp")).toBe(true);
    expect(imageUrl("/images/cities/boise.jpg", { width: 600 })).toBe(
      "/_next/image?url=%2Fimages%2Fcities%2Fboise.jpg&w=640&q=75",
    );
    expect(imageUrl("/a.png", { width: 5000 })).toBe("/_next/image?url=%2Fa.png&w=3840&q=75");
  });

  it("is left as it is when it is a drawing or on another host", () => {
    expect(imageUrl("/images/restaurants/a.svg", { width: 640 })).toBe("/images/restaurants/a.svg");
    expect(imageUrl("https://images.example.com/a.jpg", { width: 640 })).toBe(
      "https://images.example.com/a.jpg",
    );
    expect(isLocalRaster("//evil.example/a.png")).toBe(false);
  });
});
