import { Button } from './Button';
import './ui.css';
import { defineMessages } from 'react-intl';
import { useDisplayIntl } from '../i18n/displayLanguage';

const M = defineMessages({
  loadMore: { id: 'ui.loadMore', defaultMessage: 'Load more' },
});

export interface LoadMoreProps {
  /** Whether the server has another page. */
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** The button's text when "Load more" needs its noun ("Load more members"). */
  label?: string;
}

/** "Load more" under a paged list, while the server has more. */
export function LoadMore({ hasMore, loading, onLoadMore, label }: LoadMoreProps) {
  const intl = useDisplayIntl();
  if (!hasMore) return null;
  return (
    <div className="list-more">
      <Button variant="secondary" loading={loading} onClick={onLoadMore}>
        {label ?? intl.formatMessage(M.loadMore)}
      </Button>
    </div>
  );
}
