import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// The generic folders serve every domain and know none: they import only each other, the data door (lib/backend),
// the environment, the toast and the class-name helper. What needs a domain's code lives in that domain's folder,
// or in lib/pages, which knows every page of the site.
const GENERIC_ONLY = {
  files: ["lib/actions/**", "lib/http/**", "lib/site/**"],
  ignores: ["**/*.test.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          {
            regex: "^@/(?!lib/(actions|http|site|backend|env|toast|utils)(/|$))",
            message: "A generic folder (lib/actions, lib/http, lib/site) imports no domain code.",
          },
          { regex: "^\\.\\./", message: "A generic folder imports other folders by their @/lib/ name." },
        ],
      },
    ],
  },
};

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  GENERIC_ONLY,
  globalIgnores([
    ".next/**",
    "out/**",
    "next-env.d.ts",
    ".data/**",
    "test-results/**",
    "playwright-report/**",
  ]),
]);
