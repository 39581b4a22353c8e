import { Link } from "@/components/site/link";
import { correctionPath } from "@/lib/pages/paths";

/** 'Report a wrong number' on one meal: the correction form (app/request/correction). */
export function ReportWrongNumberLink({ mealId, mealName }: { mealId: string; mealName: string }) {
  return (
    <Link
      href={correctionPath(mealId)}
      aria-label={`Report a wrong number in ${mealName}`}
      className="text-xs text-muted-foreground underline underline-offset-2 hover:text-foreground"
    >
      Report a wrong number
    </Link>
  );
}
