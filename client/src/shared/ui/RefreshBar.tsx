import './ui.css';

export interface RefreshBarProps {
  /** Newer results are on their way (the ones on screen are the previous search's). */
  active: boolean;
  /** What loads, read out as the progress bar's name, e.g. "Loading services…". */
  label: string;
}

/**
 * A thin moving bar over a list while its results are replaced. The old results stay as they
 * are: a list that faded its text while loading dropped it below the 4.5:1 contrast members need
 * to read it. The bar keeps its room when idle, so nothing shifts when it starts or stops.
 */
export function RefreshBar({ active, label }: RefreshBarProps) {
  return active ? (
    <div className="refresh-bar is-active" role="progressbar" aria-label={label} />
  ) : (
    <div className="refresh-bar" aria-hidden="true" />
  );
}
