"use client";

import { useRef, useState } from "react";
import dynamic from "next/dynamic";
import { Button } from "@/components/ui/button";
import { CITY_MEALS_TEXT } from "@/lib/nutrition/city-meals";
import type { CityMealsDialogProps } from "./city-meals-dialog-body";

const loadDialog = () => import("./city-meals-dialog-body").then((module) => module.CityMealsDialogBody);
const CityMealsDialogBody = dynamic(loadDialog, { ssr: false });

/**
 * A button opening a modal with a restaurant's meals that pass one filter. The page sends only the button:
 * the dialog's code and the meals load when it is first opened.
 */
export function CityMealsDialog(props: CityMealsDialogProps) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const trigger = (
    <Button
      ref={button}
      variant="outline"
      size="sm"
      aria-haspopup="dialog"
      onPointerEnter={() => void loadDialog()}
      onFocus={() => void loadDialog()}
      onClick={() => {
        setUsed(true);
        setOpen(true);
      }}
    >
      {CITY_MEALS_TEXT[props.kind].label} ({props.total})
    </Button>
  );
  return (
    <>
      {trigger}
      {used ? (
        <CityMealsDialogBody {...props} open={open} onOpenChange={setOpen} returnFocus={button} />
      ) : null}
    </>
  );
}
