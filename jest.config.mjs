import nextJest from "next/jest.js";

const createJestConfig = nextJest({ dir: "./" });

/** @type {import('jest').Config} */
const config = {
  testEnvironment: "node",
  testMatch: ["<rootDir>/**/*.test.ts", "<rootDir>/**/*.test.tsx"],
  testPathIgnorePatterns: ["/node_modules/", "/.next/", "/e2e/", "/.data/"],
  moduleNameMapper: {
    "^@/(.*)$": "<rootDir>/$1",
    // Query modules are server-only; in tests they run in plain Node.
    "^server-only$": "<rootDir>/test/empty-module.ts",
  },
  globalSetup: "<rootDir>/test/global-setup.ts",
  globalTeardown: "<rootDir>/test/global-teardown.ts",
  testTimeout: 30_000,
  maxWorkers: 2,
};

export default createJestConfig(config);
