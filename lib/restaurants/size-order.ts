// The order of a dish's sizes as the chain lists them: Kids < Small < Medium < Large, Short < Tall < Grande < Venti,
// 6 < 10 < 20 (the seed names sizes with the same words: scripts/seed/sizes.ts).

/** The words a chain uses for its sizes, smallest first: a size label's place in a dish is its first word's. */
export const SIZE_WORDS: [RegExp, number][] = [
  [/^(kids?|kid's|child(ren)?'?s?|junior|jr\.?|cub meal|snack|mini|bite)$/i, 10],
  [/^(short|sm|sml|small|personal|individual|single|half|1\/2|lunch( size)?)$/i, 20],
  [/^(tall|cup)$/i, 30],
  [/^(regular|reg|rg|classic|standard|original|medium|med|md)$/i, 40],
  [/^(grande|bowl|full|entree|dinner)$/i, 50],
  [/^(large|lrg|lg|lg\.|big|double)$/i, 60],
  [/^(venti|xl|x-large|extra large|xlarge|giant|jumbo|triple)$/i, 70],
  [/^(trenta|family( size)?|super|supersize|king)$/i, 80],
];
/** A size label's place among a dish's sizes: by its size word, then by its number, smallest first. */
export function sizeRank(label: string | null): number {
  if (label === null) return 45;
  const text = label.trim();
  const number = /(\d+(\.\d+)?)/.exec(text);
  for (const word of text.split(/[\s,()]+/)) {
    const found = SIZE_WORDS.find(([rule]) => rule.test(word));
    if (found) return found[1] + (number ? Math.min(Number(number[1]), 999) / 1000 : 0);
  }
  if (/foot-?long/i.test(text)) return 60;
  return number ? 45 + Math.min(Number(number[1]), 999) / 100 : 45;
}

/** Sizes in the chain's order, then by energy: smallest first. */
export const bySize = <T extends { size?: string | null; calories_kcal: number }>(a: T, b: T) =>
  sizeRank(a.size ?? null) - sizeRank(b.size ?? null) || a.calories_kcal - b.calories_kcal;
