import { Link } from "@/components/site/link";
import { Calculator, MapPinned } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { PATHS, toolPath } from "@/lib/pages/paths";

/** The two cards closing a city overview: other cities, and the macro calculator. */
export function CityMoreCards() {
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <MapPinned aria-hidden className="size-5 text-primary" />
            <h2>Explore More Cities</h2>
          </CardTitle>
          <CardDescription>Healthy, high-protein restaurant meals in every city we cover.</CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild>
            <Link href={PATHS.cities}>See all cities</Link>
          </Button>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle className="flex items-center gap-2">
            <Calculator aria-hidden className="size-5 text-primary" />
            <h2>Macro Calculator</h2>
          </CardTitle>
          <CardDescription>
            Set protein, carbs, fat, sugar and calorie targets and find meals that match.
          </CardDescription>
        </CardHeader>
        <CardContent>
          <Button asChild variant="outline">
            <Link href={toolPath("macro-calculator")}>Open the macro calculator</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
