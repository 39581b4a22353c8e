import Link from "next/link";
import { BUDGET_MODE } from "@/lib/budget/budget";
import { PATHS, toolPath } from "@/lib/pages/paths";

/** The calculator's two questions, each its own address: targets, or what fits what is left. */
export function CalculatorModes({ active }: { active: "targets" | "budget" }) {
  const modes = [
    { id: "targets", label: "Find Meals by Macro", href: `${toolPath("macro-calculator")}#tools` },
    {
      id: "budget",
      label: "What fits what I have left?",
      href: `${PATHS.calculatorResults}?mode=${BUDGET_MODE}#tools`,
    },
  ] as const;
  return (
    <nav aria-label="Calculator modes" className="mb-4 flex flex-wrap gap-2">
      {modes.map((mode) => (
        <Link
          key={mode.id}
          href={mode.href}
          aria-current={mode.id === active ? "page" : undefined}
          className={mode.id === active ? "btn btn-default btn-sm" : "btn btn-outline btn-sm"}
        >
          {mode.label}
        </Link>
      ))}
    </nav>
  );
}
