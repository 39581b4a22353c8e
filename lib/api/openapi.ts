import { z } from "zod";
import { API_REQUESTS_PER_MINUTE } from "./limits";
import { API_ROUTES, type ApiRoute } from "./routes";
import { errorAnswerSchema } from "./schemas";

// The OpenAPI 3.1 document of /api/v1, generated from the routes' zod schemas (zod's own JSON Schema output, whose
// dialect, JSON Schema 2020-12, is OpenAPI 3.1's), never written by hand: a change to a schema changes the document.

type JsonSchema = Record<string, unknown> & { properties?: Record<string, JsonSchema>; required?: string[] };

/** A query is documented as the client sends it (text); an answer as the JSON the route sends. */
const jsonSchema = (schema: z.ZodType): JsonSchema => {
  const generated = { ...z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) } as JsonSchema;
  // The dialect is the document's own (OpenAPI 3.1's JSON Schema), so no schema names one.
  delete generated["$schema"];
  return generated;
};

const errorContent = { "application/json": { schema: { $ref: "#/components/schemas/Error" } } };
const error = (description: string) => ({ description, content: errorContent });

function parametersOf(route: ApiRoute) {
  const pathNames = [...route.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
  const path = pathNames.map((name) => ({
    name,
    in: "path",
    required: true,
    schema: { type: "string", format: "uuid" },
    example: route.example.path?.[name],
  }));
  const query = jsonSchema(route.query);
  const required = new Set(query.required ?? []);
  const queryParameters = Object.entries(query.properties ?? {}).map(([name, schema]) => {
    const { description, ...rest } = schema;
    return {
      name,
      in: "query",
      required: required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
      ...(route.example.query[name] !== undefined ? { example: route.example.query[name] } : {}),
    };
  });
  return [...path, ...queryParameters];
}

function operationOf(route: ApiRoute) {
  return {
    operationId: route.operationId,
    summary: route.summary,
    description: route.description,
    parameters: parametersOf(route),
    responses: {
      "200": {
        description:
          "The answer. Any cache may keep it 5 minutes (Cache-Control) and revalidate it by its ETag.",
        headers: {
          ETag: { schema: { type: "string" } },
          "Cache-Control": { schema: { type: "string" } },
          "Access-Control-Allow-Origin": { schema: { type: "string", const: "*" } },
        },
        content: { "application/json": { schema: jsonSchema(route.answer) } },
      },
      "304": { description: "Not modified: If-None-Match named the answer's ETag." },
      "400": error("A parameter is wrong or unknown; the message names it."),
      ...(route.notFound ? { "404": error(route.notFound) } : {}),
      "429": {
        description: `More than ${API_REQUESTS_PER_MINUTE} requests from the client this minute.`,
        headers: { "Retry-After": { description: "Seconds to wait.", schema: { type: "integer" } } },
        content: errorContent,
      },
      "503": error("The database could not answer; try again."),
    },
  };
}

/** The whole document; `serverUrl` is the site's public base URL. */
export function openApiDocument(serverUrl: string) {
  return {
    openapi: "3.1.0",
    info: {
      title: "MacroMenu API",
      version: "1.0.0",
      description:
        "Chain menus with every number's source, date and licence, real places, and meals matched to macro " +
        "targets. Free to call from any origin; cite the source of each number (see /developers).",
    },
    servers: [{ url: serverUrl }],
    paths: Object.fromEntries(API_ROUTES.map((route) => [route.path, { get: operationOf(route) }])),
    components: { schemas: { Error: jsonSchema(errorAnswerSchema) } },
  };
}
