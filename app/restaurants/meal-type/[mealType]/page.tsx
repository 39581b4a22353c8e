import type { Metadata } from "next";
import { Link } from "@/components/site/link";
import { notFound } from "next/navigation";
import { Coffee, Moon, Sun } from "lucide-react";
import { PageBreadcrumb } from "@/components/seo/page-breadcrumb";
import { Button } from "@/components/ui/button";
import { MEAL_TYPE_PAGES, isMealType } from "@/lib/listings/meal-type-pages";
import { MEAL_TYPES } from "@/lib/restaurants/schema";
import { pageMetadata } from "@/lib/seo/metadata";
import { mealTypePath, PATHS } from "@/lib/pages/paths";

type Props = { params: Promise<{ mealType: string }> };

// Only breakfast, lunch and dinner are accepted; anything else is the not-found screen
// (docs/product.md#meal-type-pages).
export const dynamicParams = false;

export function generateStaticParams() {
  return MEAL_TYPES.map((mealType) => ({ mealType }));
}

const ICONS = { breakfast: Coffee, lunch: Sun, dinner: Moon };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { mealType } = await params;
  if (!isMealType(mealType)) return {};
  const { title, description } = MEAL_TYPE_PAGES[mealType];
  return pageMetadata({ title, description, path: mealTypePath(mealType) });
}

export default async function MealTypePage({ params }: Props) {
  const { mealType } = await params;
  if (!isMealType(mealType)) notFound();
  const { title, description, cta, href } = MEAL_TYPE_PAGES[mealType];
  const Icon = ICONS[mealType];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8">
      <PageBreadcrumb
        crumbs={[
          { name: "Restaurants", path: PATHS.nutritionFacts },
          { name: title, path: mealTypePath(mealType) },
        ]}
      />
      <section className="flex flex-col items-center gap-4 rounded-2xl bg-gradient-to-br from-primary/10 to-background p-8 text-center">
        <Icon aria-hidden className="size-12 text-primary" />
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <p className="max-w-xl text-muted-foreground">{description}</p>
        <Button asChild size="lg">
          <Link href={href}>{cta}</Link>
        </Button>
      </section>
      <nav aria-label="Other meal types" className="flex flex-wrap justify-center gap-3 text-sm">
        {MEAL_TYPES.filter((type) => type !== mealType).map((type) => (
          <Link key={type} href={mealTypePath(type)} className="font-medium text-primary underline">
            {MEAL_TYPE_PAGES[type].title}
          </Link>
        ))}
      </nav>
    </div>
  );
}
