import { actionBodyProblem } from "./action-body";

// What React's own client sends (encodeReply, as the site's forms and calls use it) goes through; the malformed
// bodies that made Next answer 500 are refused with a reason.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { encodeReply } = require("next/dist/compiled/react-server-dom-webpack/client.node") as {
  encodeReply: (value: unknown) => Promise<string | FormData>;
};

const text = (body: string) => new TextEncoder().encode(body);

/** A FormData as the bytes and content type a browser posts. */
async function multipart(form: FormData) {
  const request = new Request("http://site.example/", { method: "POST", body: form });
  return { type: request.headers.get("content-type")!, body: new Uint8Array(await request.arrayBuffer()) };
}

async function call(args: unknown[]) {
  const encoded = await encodeReply(args);
  if (typeof encoded === "string") return actionBodyProblem("text/plain;charset=UTF-8", text(encoded), true);
  const { type, body } = await multipart(encoded);
  return actionBodyProblem(type, body, true);
}

function form(fields: [string, string | Blob][]) {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

describe("a server action call's body", () => {
  it("goes through as React's client encodes the site's arguments", async () => {
    const photo = form([
      ["meal_name", "Harbor Bowl"],
      ["photo", new Blob([new Uint8Array([137, 80])], { type: "image/png" })],
    ]);
    const shared = { city: "Boise" };
    for (const args of [
      [{ id: "chicago" }],
      [],
      [undefined],
      [{ ok: false, message: "$5 off", values: { calories: "540" } }, photo],
      [new Map([["a", 1]]), new Set(["b"])],
      [shared, shared],
      [new Date(0), 10n, Number.NaN, -0, Infinity],
    ])
      expect(await call(args)).toBeNull();
  });

  it.each([
    [
      "a urlencoded body that is not JSON",
      "application/x-www-form-urlencoded",
      "0=not json",
      /not valid JSON/,
    ],
    ["an empty body", "text/plain", "", /not valid JSON/],
    ["a map whose part is missing", "text/plain", '["$Q1"]', /part it does not contain/],
    ["a promise whose part is missing", "text/plain", '["$@2"]', /part it does not contain/],
    ["a reference to a missing part", "text/plain", '[{"a":"$1"}]', /part it does not contain/],
    ["a path into nothing", "text/plain", '[{"a":1},"$0:5:b"]', /data it does not contain/],
    ["a server reference", "text/plain", '["$h1"]', /value this site does not take/],
    ["a typed array", "text/plain", '["$A1"]', /value this site does not take/],
    ["a BigInt that is no number", "text/plain", '["$nope"]', /number it cannot read/],
    ["a root that is not a list", "text/plain", '{"0":1}', /list of arguments/],
    ["a root that is a string", "application/json", '"$$x"', /list of arguments/],
    ["nesting 40 deep", "text/plain", `${"[".repeat(40)}${"]".repeat(40)}`, /nested too deeply/],
  ])("is refused for %s", async (_, type, body, reason) => {
    expect(await actionBodyProblem(type, text(body), true)).toMatch(reason);
  });

  it("is refused as a multipart call without its arguments' part, or with a map that is not pairs", async () => {
    const noRoot = await multipart(form([["1", "[]"]]));
    expect(await actionBodyProblem(noRoot.type, noRoot.body, true)).toMatch(/part it does not contain/);
    const badMap = await multipart(
      form([
        ["0", '["$Q1"]'],
        ["1", "[1,2]"],
      ]),
    );
    expect(await actionBodyProblem(badMap.type, badMap.body, true)).toMatch(/list of pairs/);
    const twice = await multipart(
      form([
        ["0", "[]"],
        ["0", '["$@3"]'],
      ]),
    );
    expect(await actionBodyProblem(twice.type, twice.body, true)).toMatch(/part it does not contain/);
    const fileRoot = await multipart(form([["0", new Blob(["[]"])]]));
    expect(await actionBodyProblem(fileRoot.type, fileRoot.body, true)).toMatch(/part it does not contain/);
  });

  it("is refused as a form posted without script whose action descriptor is missing or broken", async () => {
    for (const fields of [
      [["$ACTION_REF_1", ""]],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"7f00"'],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"7f00","bound":"$@1"}'],
      ],
      [
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", "[]"],
      ],
    ] as [string, string][][]) {
      const post = await multipart(form(fields));
      expect(await actionBodyProblem(post.type, post.body, false)).not.toBeNull();
    }
    const whole = await multipart(
      form([
        ["$ACTION_REF_1", ""],
        ["$ACTION_1:0", '{"id":"7f00","bound":"$@1"}'],
        ["$ACTION_1:1", '[{"ok":true}]'],
        ["city_name", "Boise"],
      ]),
    );
    expect(await actionBodyProblem(whole.type, whole.body, false)).toBeNull();
  });

  it("is no concern of the check when it is not an action's (no Next-Action header, not multipart)", async () => {
    expect(await actionBodyProblem("application/x-www-form-urlencoded", text("0=x"), false)).toBeNull();
  });

  it("is refused when it cannot be read as a form", async () => {
    expect(await actionBodyProblem("multipart/form-data; boundary=x", text("--y\r\nnonsense"), true)).toMatch(
      /could not be read/,
    );
  });
});
