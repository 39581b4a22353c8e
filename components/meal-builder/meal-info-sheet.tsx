"use client";

import { ReportWrongNumberLink } from "@/components/requests/report-wrong-number-link";
import { X } from "lucide-react";
import { useState } from "react";
import { MealTabs } from "@/components/restaurants/meal-tabs";
import { Button } from "@/components/ui/button";
import {
  Drawer,
  DrawerClose,
  DrawerContent,
  DrawerDescription,
  DrawerHeader,
  DrawerTitle,
} from "@/components/ui/drawer";
import type { BuilderMeal } from "@/lib/meal-builder/custom-meal";
import { SHEET_CLOSE_DRAG_PX } from "@/lib/macro-calculator/constants";

/** The info button's bottom sheet: Portion Guide and Customize Order for one meal. */
export function MealInfoSheet({ meal, onClose }: { meal: BuilderMeal | null; onClose: () => void }) {
  // The sheet closes on a downward drag of more than SHEET_CLOSE_DRAG_PX; vaul's threshold is a share of the
  // sheet's height, so this turns the pixels into that share.
  const [height, setHeight] = useState(600);
  const measure = (node: HTMLDivElement | null) => {
    if (node && node.offsetHeight > 0) setHeight(node.offsetHeight);
  };
  return (
    <Drawer
      open={meal !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      closeThreshold={Math.min(1, SHEET_CLOSE_DRAG_PX / height)}
    >
      <DrawerContent ref={measure}>{meal ? <SheetBody meal={meal} /> : null}</DrawerContent>
    </Drawer>
  );
}

function SheetBody({ meal }: { meal: BuilderMeal }) {
  return (
    <div className="mx-auto w-full max-w-lg overflow-y-auto px-4 pb-6">
      <DrawerHeader className="relative px-10 md:ps-0">
        <DrawerTitle>{meal.name}</DrawerTitle>
        <DrawerDescription>Portion advice and ways to order it lighter.</DrawerDescription>
        <DrawerClose asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Close" className="absolute top-2 right-0">
            <X />
          </Button>
        </DrawerClose>
      </DrawerHeader>
      <MealTabs meal={meal} />
      <p className="mt-3">
        <ReportWrongNumberLink mealId={meal.id} mealName={meal.name} />
      </p>
    </div>
  );
}
