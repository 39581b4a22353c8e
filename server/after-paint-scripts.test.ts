import { AFTER_PAINT_LOADER, createAfterPaintRewriter } from "./after-paint-scripts";

const HEAD =
  '<!DOCTYPE html><html><head><meta charSet="utf-8"/><link rel="stylesheet" href="/_next/static/chunks/a.css"/>' +
  '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/main.js"/>' +
  '<script src="/_next/static/chunks/react.js" async=""></script><script src="/_next/static/chunks/next.js" async="">' +
  '</script><script src="/_next/static/chunks/polyfills.js" noModule=""></script></head>';
const BODY =
  '<body><h1>Hello</h1><script>self.__next_f.push([1,"x"])</script>' +
  '<script src="/_next/static/chunks/main.js" async=""></script></body></html>';
const PAGE = HEAD + BODY;

function rewriteWhole(html: string) {
  const rewriter = createAfterPaintRewriter();
  return rewriter.push(html) + rewriter.end();
}

function rewriteInPieces(html: string, size: number) {
  const rewriter = createAfterPaintRewriter();
  let out = "";
  for (let i = 0; i < html.length; i += size) out += rewriter.push(html.slice(i, i + size));
  return out + rewriter.end();
}

describe("scripts loaded after the first paint", () => {
  it("replaces each framework script tag with a queued call, behind one loader before the first of them", () => {
    const html = rewriteWhole(PAGE);
    expect(html).not.toContain('<script src="/_next/static/chunks/react.js"');
    expect(html).not.toContain('rel="preload" as="script"');
    expect(html.split(AFTER_PAINT_LOADER)).toHaveLength(2);
    expect(html.indexOf(AFTER_PAINT_LOADER)).toBeLessThan(
      html.indexOf('__afterPaint("/_next/static/chunks/react.js")'),
    );
    for (const name of ["react", "next", "main"]) {
      expect(html).toContain(`<script>__afterPaint("/_next/static/chunks/${name}.js")</script>`);
    }
  });

  it("keeps everything else as it was: the stylesheet, the noModule polyfills, inline data and the content", () => {
    const html = rewriteWhole(PAGE);
    expect(html).toContain('<link rel="stylesheet" href="/_next/static/chunks/a.css"/>');
    expect(html).toContain('<script src="/_next/static/chunks/polyfills.js" noModule=""></script>');
    expect(html).toContain('<h1>Hello</h1><script>self.__next_f.push([1,"x"])</script>');
    expect(html.startsWith('<!DOCTYPE html><html><head><meta charSet="utf-8"/>')).toBe(true);
  });

  it("gives the same page whatever the chunk boundaries of the stream", () => {
    const whole = rewriteWhole(PAGE);
    for (const size of [1, 2, 7, 13, 50, 64, 200]) expect(rewriteInPieces(PAGE, size)).toBe(whole);
  });

  it("leaves a page without framework scripts unchanged and adds no loader", () => {
    const plain =
      '<html><head><script src="https://example.com/x.js" async=""></script></head><body>Hi</body></html>';
    expect(rewriteWhole(plain)).toBe(plain);
    expect(rewriteInPieces(plain, 3)).toBe(plain);
  });
});
