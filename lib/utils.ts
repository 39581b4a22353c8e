import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. No class merging runs in the browser: the ui components' own looks are component classes in a
 * lower cascade layer (app/globals.css) or utilities a caller does not repeat, so a caller's className adds to them.
 */
export function cn(...inputs: ClassValue[]) {
  return clsx(inputs);
}
