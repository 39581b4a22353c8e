import { renderToStaticMarkup } from "react-dom/server";
import { Tabs, TabsList, TabsTrigger } from "./tabs";

const render = (trigger: React.ReactNode) =>
  renderToStaticMarkup(
    <Tabs defaultValue="a">
      <TabsList>{trigger}</TabsList>
    </Tabs>,
  );

describe("TabsTrigger", () => {
  it("drawn as a link, has no button type (type is not valid on <a>)", () => {
    const html = render(
      <TabsTrigger value="a" asChild>
        <a href="/request?tab=city">Suggest a City</a>
      </TabsTrigger>,
    );
    expect(html).toContain('<a href="/request?tab=city" role="tab"');
    expect(html).not.toMatch(/<a [^>]*type=/);
  });

  it("as a button, stays a button that submits nothing", () => {
    expect(render(<TabsTrigger value="a">A</TabsTrigger>)).toMatch(/<button type="button" role="tab"/);
  });
});
