/**
 * A "nice" axis maximum at or above `max` (1, 2, 2.5 or 5 times a power of ten) and evenly
 * spaced ticks from 0 to it; small counts get whole-number steps.
 */
export function niceScale(max: number, tickCount = 4): { max: number; ticks: number[] } {
  if (!Number.isFinite(max) || max <= 0) return { max: 1, ticks: [0, 1] };
  const rawStep = max / tickCount;
  const power = 10 ** Math.floor(Math.log10(rawStep));
  const step = Math.max(1, [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= rawStep) ?? 10 * power);
  const wholeStep = Math.ceil(step);
  const top = Math.ceil(max / wholeStep) * wholeStep;
  const ticks: number[] = [];
  for (let v = 0; v <= top; v += wholeStep) ticks.push(v);
  return { max: top, ticks };
}

/**
 * Indexes of at most `count` labels at a regular step over `length` points, starting with the
 * first; the last point is labelled too unless that would crowd the label before it.
 */
export function labelIndexes(length: number, count = 6): number[] {
  if (length <= 0) return [];
  if (length <= count) return Array.from({ length }, (_, i) => i);
  const step = Math.ceil((length - 1) / (count - 1));
  const indexes: number[] = [];
  for (let i = 0; i < length; i += step) indexes.push(i);
  const last = length - 1;
  if (indexes[indexes.length - 1] !== last) {
    if (last - indexes[indexes.length - 1] <= step / 2) indexes.pop();
    indexes.push(last);
  }
  return indexes;
}
