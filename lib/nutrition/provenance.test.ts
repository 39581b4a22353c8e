import { formatAsOf, isAsOfDate, isSourceUrl, provenanceText, summarizeProvenance } from "./provenance";

const menuStat = { source: "MenuStat", source_url: "https://www.menustat.org", as_of: "2022" };
const none = { source: null, source_url: null, as_of: null };

describe("where a meal's numbers come from", () => {
  it("says 'Source: MenuStat, 2022' for meals from one source", () => {
    expect(provenanceText([menuStat, menuStat])).toBe("Source: MenuStat, 2022");
    expect(summarizeProvenance([menuStat]).sources[0]).toEqual({
      name: "MenuStat",
      url: "https://www.menustat.org/",
      asOf: "2022",
      key: "MenuStat|https://www.menustat.org|2022",
    });
  });

  it("says 'Source not recorded' when none is recorded, and never invents one", () => {
    expect(provenanceText([none, none])).toBe("Source not recorded");
    expect(provenanceText([{ source: "  ", source_url: null, as_of: null }])).toBe("Source not recorded");
    expect(provenanceText([{}])).toBe("Source not recorded");
  });

  it("lists several sources, most used first, and counts the meals without one", () => {
    const chain = { source: "Chain website", source_url: null, as_of: "2024-03" };
    expect(provenanceText([chain, menuStat, chain, none])).toBe(
      "Sources: Chain website, March 2024; MenuStat, 2022; source not recorded for 1 item",
    );
    expect(provenanceText([{ source: "MenuStat", source_url: "javascript:alert(1)", as_of: null }])).toBe(
      "Source: MenuStat",
    );
    expect(
      summarizeProvenance([{ source: "X", source_url: "javascript:alert(1)", as_of: null }]).sources[0]!.url,
    ).toBeNull();
  });

  it("reads a date at year, month or day precision", () => {
    expect(formatAsOf("2022")).toBe("2022");
    expect(formatAsOf("2022-05")).toBe("May 2022");
    expect(formatAsOf("2022-05-04")).toBe("May 4, 2022");
    for (const good of ["2022", "2022-12", "2024-02-29"]) expect(isAsOfDate(good)).toBe(true);
    for (const bad of [
      "22",
      "2022-13",
      "2022-02-30",
      "2023-02-29",
      "0999",
      "2022/05",
      "May 2022",
      "2022-5",
    ]) {
      expect(isAsOfDate(bad)).toBe(false);
    }
  });

  it("accepts only http and https links as a source's link", () => {
    expect(isSourceUrl("https://www.menustat.org")).toBe(true);
    expect(isSourceUrl("http://example.com/menu.pdf")).toBe(true);
    for (const bad of ["javascript:alert(1)", "ftp://x.org", "https://exa mple.com", "www.menustat.org"]) {
      expect(isSourceUrl(bad)).toBe(false);
    }
    expect(isSourceUrl(`https://x.org/${"a".repeat(2000)}`)).toBe(false);
  });
});
