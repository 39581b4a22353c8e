import { Link } from "@/components/site/link";
import { HeartHandshake } from "lucide-react";
import { buttonVariants } from "@/components/ui/button";
import { PATHS } from "@/lib/pages/paths";

export function HelpUsGrow() {
  return (
    <section
      aria-labelledby="help-us-grow"
      className="flex flex-col items-center gap-4 rounded-2xl bg-secondary px-6 py-10 text-center text-secondary-foreground"
    >
      <HeartHandshake aria-hidden className="size-10" />
      <h2 id="help-us-grow" className="text-2xl font-bold tracking-tight">
        Help Us Grow
      </h2>
      <p className="max-w-xl">
        Know a restaurant, a meal or a city we are missing? Suggest it and help other diners eat well wherever
        they are.
      </p>
      <Link href={PATHS.request} className={buttonVariants({ size: "lg" })}>
        Suggest a Meal, Restaurant or City
      </Link>
    </section>
  );
}
