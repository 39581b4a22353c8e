"use client";

import { RotateCcw } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";

/** The menu card when the menu could not be read: not an empty menu, so it says so and offers to ask again. */
export function MenuLoadFailed({ restaurantName, onRetry }: { restaurantName: string; onRetry: () => void }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h3 className="text-lg">Menu at {restaurantName}</h3>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <div role="alert" className="space-y-2">
          <p className="text-muted-foreground">Could not load the menu at {restaurantName}.</p>
          <Button variant="outline" size="sm" onClick={onRetry}>
            <RotateCcw aria-hidden /> Try again
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
