/** What a category is to the skills: its English label and its labels in other languages. */
export interface SkillCategory {
  label: string;
  translatedLabels?: Record<string, string> | null;
}

/**
 * Skills by any label a member may use for them, lower-cased: a skill is its category's English
 * label, and the pickers and filters offer each category in the member's language, so a Spanish or
 * Arabic label names the same skill. English labels win over a translation that another category
 * happens to share, so an English label always names its own category.
 */
export function skillsByAnyLabel(categories: readonly SkillCategory[]): Map<string, string> {
  return new Map([
    ...categories.flatMap((c) =>
      Object.values(c.translatedLabels ?? {}).map((label) => [label.toLowerCase(), c.label] as const),
    ),
    ...categories.map((c) => [c.label.toLowerCase(), c.label] as const),
  ]);
}
