import {
  laterPages,
  pageCount,
  pageItems,
  pagePath,
  pagedTitle,
  pageWindow,
  parsePageSegment,
} from "./pagination";

describe("paged lists", () => {
  it("counts whole pages, and an empty list as one page", () => {
    expect(pageCount(0, 20)).toBe(1);
    expect(pageCount(20, 20)).toBe(1);
    expect(pageCount(21, 20)).toBe(2);
    expect(laterPages(45, 20)).toEqual([2, 3]);
    expect(laterPages(20, 20)).toEqual([]);
  });

  it("gives each page its own items in order", () => {
    const items = Array.from({ length: 45 }, (_, i) => i);
    expect(pageItems(items, 1, 20)).toEqual(items.slice(0, 20));
    expect(pageItems(items, 3, 20)).toEqual([40, 41, 42, 43, 44]);
  });

  it("reads a page number only when it is written plainly from 2", () => {
    expect(parsePageSegment("2")).toBe(2);
    expect(parsePageSegment("12")).toBe(12);
    for (const segment of ["1", "0", "02", "-2", "2.5", "two", "", "1e3"]) {
      expect(parsePageSegment(segment)).toBeNull();
    }
  });

  it("puts page 1 at the list's own address and the others under /page/", () => {
    expect(pagePath("/cities/tx", 1)).toBe("/cities/tx");
    expect(pagePath("/cities/tx", 3)).toBe("/cities/tx/page/3");
    expect(pagedTitle("Cities in Texas", 1)).toBe("Cities in Texas");
    expect(pagedTitle("Cities in Texas", 2)).toBe("Cities in Texas (Page 2)");
  });

  it("numbers every page of a short list, and the first, last and nearest pages of a long one", () => {
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 13)).toEqual([1, 2, null, 13]);
    expect(pageWindow(7, 13)).toEqual([1, null, 6, 7, 8, null, 13]);
    expect(pageWindow(12, 13)).toEqual([1, null, 11, 12, 13]);
    expect(pageWindow(3, 13)).toEqual([1, 2, 3, 4, null, 13]);
  });
});
