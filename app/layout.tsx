import type { Metadata, Viewport } from "next";
import { AccountSlot } from "@/components/auth/account-slot";
import { DeferredToaster } from "@/components/layout/deferred-toaster";
import { MobileBottomBar } from "@/components/layout/mobile-bottom-bar";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { buttonVariants } from "@/components/ui/button";
import { siteUrl } from "@/lib/env";
import { SITE_DESCRIPTION, SITE_NAME } from "@/lib/site/config";
import "./globals.css";

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  title: { default: `${SITE_NAME} - Healthy, High-Protein Restaurant Meals`, template: `%s | ${SITE_NAME}` },
  description: SITE_DESCRIPTION,
  applicationName: SITE_NAME,
  openGraph: { siteName: SITE_NAME, type: "website", locale: "en_US" },
  twitter: { card: "summary_large_image" },
};

export const viewport: Viewport = {
  themeColor: "#0c6f4d",
  width: "device-width",
  initialScale: 1,
};

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      {/* Bottom padding on phones keeps the footer clear of the fixed bottom bar. */}
      <body className="flex min-h-dvh flex-col bg-background pb-16 font-sans text-foreground antialiased md:pb-0">
        <a
          href="#main"
          className="sr-only z-50 rounded-md bg-primary px-4 py-2 text-primary-foreground focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <SiteHeader>
          <AccountSlot
            signInClassName={buttonVariants({ variant: "outline", size: "sm" })}
            buttonClassName={buttonVariants({ variant: "ghost", size: "icon" })}
            icon={<span aria-hidden className="icon icon-circle-user size-5" />}
          />
        </SiteHeader>
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        <MobileBottomBar />
        <DeferredToaster />
      </body>
    </html>
  );
}
