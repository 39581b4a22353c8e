// The REVALIDATE_SECRET of the site under test (playwright.config.ts gives it to the server), so the tests can
// refresh pages as an import does and the fuzz can reach past the revalidation route's 401.
export const E2E_REVALIDATE_SECRET = "e2e-revalidate-secret-for-tests-only";
