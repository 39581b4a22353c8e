"use client";

import { X } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Drawer, DrawerClose, DrawerContent, DrawerDescription, DrawerHeader, DrawerTitle } from "@/components/ui/drawer";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { BuilderMeal } from "@/lib/meal-builder/custom-meal";
import { SHEET_CLOSE_DRAG_PX } from "@/lib/macro-calculator/constants";
import { orderPhrases } from "@/lib/nutrition/order-phrases";
import { portionGuide } from "@/lib/nutrition/portion-guide";
import { macroNumber } from "@/lib/nutrition/macro-value";
import { CopyButton } from "./copy-button";

/** The info button's bottom sheet: Portion Guide and Customize Order for one meal. */
export function MealInfoSheet({ meal, onClose }: { meal: BuilderMeal | null; onClose: () => void }) {
  // vaul's threshold is a share of the sheet's height; this turns SPEC's 150 px into that share.
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
      <DrawerContent ref={measure}>
        {meal ? <SheetBody meal={meal} /> : null}
      </DrawerContent>
    </Drawer>
  );
}

function SheetBody({ meal }: { meal: BuilderMeal }) {
  const guide = portionGuide(meal.calories);
  const phrases = orderPhrases(meal);
  return (
    <div className="mx-auto w-full max-w-lg overflow-y-auto px-4 pb-6">
      <DrawerHeader className="relative px-0">
        <DrawerTitle>{meal.name}</DrawerTitle>
        <DrawerDescription>Portion advice and ways to order it lighter.</DrawerDescription>
        <DrawerClose asChild>
          <Button variant="ghost" size="icon-sm" aria-label="Close" className="absolute top-2 right-0">
            <X />
          </Button>
        </DrawerClose>
      </DrawerHeader>
      <Tabs defaultValue="portion">
        <TabsList className="w-full">
          <TabsTrigger value="portion">Portion Guide</TabsTrigger>
          <TabsTrigger value="customize">Customize Order</TabsTrigger>
        </TabsList>
        <TabsContent value="portion" className="space-y-2 pt-3">
          <p className="text-2xl font-semibold">
            {guide.servings} {guide.servings === 1 ? "serving" : "servings"}
          </p>
          <p>{guide.advice}</p>
          <p className="text-sm text-muted-foreground">
            {Math.round(macroNumber(meal.calories))} kcal · based on the calories of one order.
          </p>
        </TabsContent>
        <TabsContent value="customize" className="space-y-2 pt-3">
          <ul className="space-y-2">
            {phrases.map((phrase) => (
              <li key={phrase} className="flex items-start gap-2 rounded-md border p-2 text-sm">
                <span className="flex-1">{phrase}</span>
                <CopyButton
                  text={phrase}
                  label={`Copy: ${phrase}`}
                  successTitle="Copied!"
                  successDescription="Customization request copied to clipboard"
                />
              </li>
            ))}
          </ul>
          <CopyButton text={phrases.join("\n")} label="Copy all options" successTitle="All options copied!">
            Copy all
          </CopyButton>
        </TabsContent>
      </Tabs>
    </div>
  );
}
