import { Link } from "@/components/site/link";
import { ArrowRight } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { SitePath } from "@/lib/pages/paths";

/** A card whose title is a link; the whole card is clickable through the link's stretched hit area. */
export function GuideLinkCard({
  href,
  title,
  description,
  action,
  icon,
}: {
  href: SitePath;
  title: string;
  description: string;
  action: string;
  icon?: React.ReactNode;
}) {
  return (
    <Card className="relative h-full gap-4 transition-shadow focus-within:ring-[3px] focus-within:ring-ring/50 hover:shadow-md">
      <CardHeader>
        {icon}
        <CardTitle className="text-lg">
          <h3>
            <Link href={href} className="after:absolute after:inset-0 focus-visible:outline-none">
              {title}
            </Link>
          </h3>
        </CardTitle>
        <CardDescription className="text-base">{description}</CardDescription>
      </CardHeader>
      <CardContent className="mt-auto">
        <span aria-hidden className="inline-flex items-center gap-1 text-sm font-medium text-primary">
          {action} <ArrowRight className="size-4" />
        </span>
      </CardContent>
    </Card>
  );
}
