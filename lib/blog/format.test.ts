import { DEFAULT_AUTHOR, DEFAULT_READ_TIME } from "./constants";
import { authorName, formatPostDate, pickRelatedPosts, readTimeLabel } from "./format";

describe("post dates", () => {
  it("are shown in long US format", () => {
    expect(formatPostDate("2025-01-14T09:00:00+00:00")).toBe("January 14, 2025");
    expect(formatPostDate("2026-11-12 18:00:00+00")).toBe("November 12, 2026");
  });

  it("show the UTC day whatever the server's time zone", () => {
    expect(formatPostDate("2025-03-01T00:30:00Z")).toBe("March 1, 2025");
    expect(formatPostDate("2025-02-28T23:30:00Z")).toBe("February 28, 2025");
  });
});

describe("read time", () => {
  it("shows a stored value ending in 'read' as it is, without doubling the word", () => {
    expect(readTimeLabel("4 min read")).toBe("4 min read");
    expect(readTimeLabel("12 min READ")).toBe("12 min READ");
  });

  it("adds 'read' to a bare duration", () => {
    expect(readTimeLabel("7 min")).toBe("7 min read");
  });

  it("falls back to 5 min read when missing or blank", () => {
    expect(DEFAULT_READ_TIME).toBe("5 min read");
    expect(readTimeLabel(null)).toBe("5 min read");
    expect(readTimeLabel(undefined)).toBe("5 min read");
    expect(readTimeLabel("   ")).toBe("5 min read");
  });
});

describe("post author", () => {
  it("is the fixed team label when a post names no author", () => {
    expect(authorName(null)).toBe(DEFAULT_AUTHOR);
    expect(authorName(" ")).toBe(DEFAULT_AUTHOR);
    expect(authorName("Maya Patel")).toBe("Maya Patel");
  });
});

describe("related posts", () => {
  const post = { slug: "a", tags: ["protein", "dining-out", "tips"] };
  const candidate = (slug: string, tags: string[], created: string) => ({ slug, tags, created_at: created });

  it("are at most 3 other posts sharing a tag, those sharing the most tags first, then the newest", () => {
    const related = pickRelatedPosts(post, [
      candidate("old-one-tag", ["protein"], "2024-01-01T00:00:00Z"),
      candidate("new-one-tag", ["tips"], "2026-01-01T00:00:00Z"),
      candidate("two-tags", ["protein", "tips"], "2023-01-01T00:00:00Z"),
      candidate("three-tags", ["protein", "tips", "dining-out"], "2022-01-01T00:00:00Z"),
      candidate("mid-one-tag", ["dining-out"], "2025-01-01T00:00:00Z"),
    ]);
    expect(related.map((p) => p.slug)).toEqual(["three-tags", "two-tags", "new-one-tag"]);
  });

  it("never include the post itself or a post with no shared tag", () => {
    const related = pickRelatedPosts(post, [
      candidate("a", ["protein"], "2026-01-01T00:00:00Z"),
      candidate("unrelated", ["sugar"], "2026-01-01T00:00:00Z"),
      candidate("b", ["tips"], "2020-01-01T00:00:00Z"),
    ]);
    expect(related.map((p) => p.slug)).toEqual(["b"]);
  });

  it("are empty when nothing shares a tag, and respect a smaller limit", () => {
    expect(
      pickRelatedPosts({ slug: "x", tags: [] }, [candidate("b", ["tips"], "2020-01-01T00:00:00Z")]),
    ).toEqual([]);
    const two = pickRelatedPosts(
      post,
      [candidate("b", ["tips"], "2020-01-01T00:00:00Z"), candidate("c", ["tips"], "2021-01-01T00:00:00Z")],
      1,
    );
    expect(two.map((p) => p.slug)).toEqual(["c"]);
  });
});
