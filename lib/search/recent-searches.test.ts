import { addRecentSearch, parseRecentSearches, serializeRecentSearches } from "./recent-searches";

const city = (id: string) => ({ id, name: id.toUpperCase(), state: "ST" });

describe("recent searches", () => {
  it("puts the newest search first", () => {
    expect(addRecentSearch([city("a")], city("b")).map((c) => c.id)).toEqual(["b", "a"]);
  });

  it("searching a city again moves it to the front without a duplicate", () => {
    const list = [city("a"), city("b"), city("c")];
    expect(addRecentSearch(list, city("c")).map((c) => c.id)).toEqual(["c", "a", "b"]);
  });

  it("keeps at most 5, dropping the oldest", () => {
    let list = [city("1"), city("2"), city("3"), city("4"), city("5")];
    list = addRecentSearch(list, city("6"));
    expect(list.map((c) => c.id)).toEqual(["6", "1", "2", "3", "4"]);
  });

  it("stores only id, name and state", () => {
    const list = addRecentSearch([], { ...city("a"), search_count: 3 } as ReturnType<typeof city>);
    expect(list).toEqual([{ id: "a", name: "A", state: "ST" }]);
  });

  it("reads back what it stored", () => {
    const list = [city("a"), city("b")];
    expect(parseRecentSearches(serializeRecentSearches(list))).toEqual(list);
  });

  it("ignores malformed storage and bad entries, and still applies the rules", () => {
    expect(parseRecentSearches(null)).toEqual([]);
    expect(parseRecentSearches("not json")).toEqual([]);
    expect(parseRecentSearches('{"id":"a"}')).toEqual([]);
    const stored = JSON.stringify([
      city("a"),
      { id: 3 },
      city("a"),
      city("b"),
      city("c"),
      city("d"),
      city("e"),
      city("f"),
    ]);
    expect(parseRecentSearches(stored).map((c) => c.id)).toEqual(["a", "b", "c", "d", "e"]);
  });
});
