import { Link } from "@/components/site/link";
import { JsonLd } from "@/components/seo/json-ld";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbLink,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { breadcrumbList, type Crumb } from "@/lib/seo/json-ld";

/** The visible breadcrumb trail and its BreadcrumbList JSON-LD; the last crumb is the current page. */
export function PageBreadcrumb({ crumbs }: { crumbs: Crumb[] }) {
  return (
    <>
      <Breadcrumb>
        <BreadcrumbList>
          {crumbs.map((crumb, index) => (
            <BreadcrumbItem key={crumb.path}>
              {index > 0 ? <BreadcrumbSeparator /> : null}
              {index === crumbs.length - 1 ? (
                <BreadcrumbPage>{crumb.name}</BreadcrumbPage>
              ) : (
                <BreadcrumbLink asChild>
                  <Link href={crumb.path}>{crumb.name}</Link>
                </BreadcrumbLink>
              )}
            </BreadcrumbItem>
          ))}
        </BreadcrumbList>
      </Breadcrumb>
      <JsonLd data={breadcrumbList(crumbs)} />
    </>
  );
}
