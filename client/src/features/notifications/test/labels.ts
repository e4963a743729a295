/**
 * A notification button's name is "<title>: <message>, <time ago>" plus " (unread)": the time is
 * on screen too, so it belongs in the name (WCAG 2.5.3). These read names without the time,
 * which depends on when the test runs.
 */
export function named(withoutTimeAgo: string): RegExp {
  const unread = withoutTimeAgo.endsWith(' (unread)');
  const base = unread ? withoutTimeAgo.slice(0, -' (unread)'.length) : withoutTimeAgo;
  const escaped = base.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped}, [^,]+${unread ? ' \\(unread\\)' : ''}$`);
}

export function withoutTime(label: string | null | undefined): string | null | undefined {
  return label?.replace(/, [^,]+?( \(unread\))?$/, '$1');
}
