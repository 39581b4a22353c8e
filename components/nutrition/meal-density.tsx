import { calorieSplit, calorieSplitText } from "@/lib/nutrition/calorie-split";
import { proteinDensity, proteinDensityText } from "@/lib/nutrition/protein-density";
import type { Meal } from "@/lib/restaurants/schema";

type Props = {
  meal: Pick<Meal, "protein" | "carbs" | "fat" | "protein_g" | "carbs_g" | "fat_g" | "calories_kcal">;
};

/**
 * A meal's protein per 100 kcal (one decimal, 'N/A' without protein or calories) and a bar of the share of its
 * calories from protein, carbs and fat, whose figures screen readers read from its label. Plain markup with two
 * short classes: a city page shows it on every meal card.
 */
export function MealDensity({ meal }: Props) {
  const density = proteinDensityText(proteinDensity(meal));
  const split = calorieSplit(meal);
  return (
    <>
      <p className="mdens">{`Protein per 100 kcal: ${density}`}</p>
      {split ? (
        <span
          className="msplit"
          role="img"
          aria-label={calorieSplitText(split)}
          style={
            { "--p": `${split.protein}%`, "--pc": `${split.protein + split.carbs}%` } as React.CSSProperties
          }
        />
      ) : null}
    </>
  );
}
