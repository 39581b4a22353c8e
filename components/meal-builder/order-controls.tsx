"use client";

import { useId } from "react";
import { Button } from "@/components/ui/button";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { ORDER_GOAL_LABELS, ORDER_GOALS, type OrderGoal } from "@/lib/orders/goals";

/** An item the diner keeps in every build or leaves out of all. */
export type PickedItem = { id: string; name: string };

export type OrderChoices = { goal: OrderGoal; lock: PickedItem[]; ban: PickedItem[] };

/** The builds' query parameters for these choices (the combos route's goal, lock and ban). */
export function orderChoicesQuery(choices: OrderChoices): Record<string, string> {
  const query: Record<string, string> = {};
  if (choices.goal !== "closest") query.goal = choices.goal;
  if (choices.lock.length > 0) query.lock = choices.lock.map((item) => item.id).join(",");
  if (choices.ban.length > 0) query.ban = choices.ban.map((item) => item.id).join(",");
  return query;
}

/** What the builds are best at, and the items kept or left out, each with a button that undoes it. */
export function OrderControls({
  choices,
  onChange,
}: {
  choices: OrderChoices;
  onChange: (choices: OrderChoices) => void;
}) {
  const id = useId();
  const without = (list: PickedItem[], item: PickedItem) => list.filter((other) => other.id !== item.id);
  return (
    <div className="space-y-2">
      <label htmlFor={id} className="text-sm font-medium">
        Best builds for
      </label>
      <NativeSelect
        id={id}
        value={choices.goal}
        onChange={(event) => onChange({ ...choices, goal: event.target.value as OrderGoal })}
      >
        {ORDER_GOALS.map((goal) => (
          <NativeSelectOption key={goal} value={goal}>
            {ORDER_GOAL_LABELS[goal]}
          </NativeSelectOption>
        ))}
      </NativeSelect>
      {(["lock", "ban"] as const).map((kind) =>
        choices[kind].length > 0 ? (
          <ul
            key={kind}
            aria-label={kind === "lock" ? "Kept in every build" : "Left out of every build"}
            className="flex flex-wrap items-center gap-2 text-sm"
          >
            <li className="text-muted-foreground">{kind === "lock" ? "Kept:" : "Left out:"}</li>
            {choices[kind].map((item) => (
              <li key={item.id}>
                <Button
                  size="sm"
                  variant="outline"
                  aria-label={`${kind === "lock" ? "Stop keeping" : "Allow again"}: ${item.name}`}
                  onClick={() => onChange({ ...choices, [kind]: without(choices[kind], item) })}
                >
                  {item.name} ×
                </Button>
              </li>
            ))}
          </ul>
        ) : null,
      )}
    </div>
  );
}
