import { JsonLd } from "@/components/seo/json-ld";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import type { GuideSlug } from "@/lib/guides/guide-slug";
import { GUIDES, guideJsonLd } from "@/lib/guides/guides";
import { NUTRITION_DISCLAIMER } from "@/lib/pages/navigation";
import { guidePath, PATHS } from "@/lib/pages/paths";

/** The frame every guide shares: breadcrumb, title, lead paragraph, the guide's sections and its JSON-LD. */
export function GuidePage({
  slug,
  lead,
  children,
}: {
  slug: GuideSlug;
  lead: React.ReactNode;
  children: React.ReactNode;
}) {
  const guide = GUIDES[slug];
  return (
    <article className="mx-auto max-w-4xl space-y-10 px-4 py-10">
      <JsonLd data={guideJsonLd(slug)} />
      <header className="space-y-4">
        <PageBreadcrumb
          crumbs={[
            { name: "Home", path: PATHS.home },
            { name: guide.title, path: guidePath(slug) },
          ]}
        />
        <h1 className="text-3xl font-bold tracking-tight text-balance md:text-4xl">{guide.title}</h1>
        <div className="text-lg text-muted-foreground">{lead}</div>
      </header>
      {children}
      <p className="border-t pt-6 text-sm text-muted-foreground">{NUTRITION_DISCLAIMER}</p>
    </article>
  );
}

/** A numbered or titled section of a guide, with an h2 that screen-reader users can jump to. */
export function GuideSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="space-y-3">
      <h2 id={id} className="text-2xl font-semibold tracking-tight">
        {title}
      </h2>
      <div className="space-y-3 leading-relaxed [&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_li]:ml-5 [&_ul]:list-disc [&_ul]:space-y-1">
        {children}
      </div>
    </section>
  );
}
