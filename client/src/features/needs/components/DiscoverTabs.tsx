import { defineMessages, useIntl } from 'react-intl';
import { useMemo, useState } from 'react';
import { useViewHeading } from '../../../shared/lib/viewHeading';
import { Tabs } from '../../../shared/ui';
import { DiscoverView } from '../../discover';
import { NeedsBoard } from './NeedsBoard';

const NEEDS_HEADING = defineMessages({
  title: { id: 'needs.heading.title', defaultMessage: 'Discover Needs' },
  summary: {
    id: 'needs.heading.summary',
    defaultMessage: 'What members are looking for: answer a need with one of your services, or post your own.',
  },
});

/** Discover with its two tabs: the services members offer, and the needs they post. */
export function DiscoverTabs({ viewerId }: { viewerId: string }) {
  const intl = useIntl();
  const [tab, setTab] = useState('services');
  // The Needs tab says what it is: the menu entry's heading is about services.
  const needsHeading = useMemo(
    () => ({ title: intl.formatMessage(NEEDS_HEADING.title), summary: intl.formatMessage(NEEDS_HEADING.summary) }),
    [intl],
  );
  useViewHeading(tab === 'needs' ? needsHeading : null);
  return (
    <Tabs
      label={intl.formatMessage({ id: 'needs.tabs.label', defaultMessage: 'Discover' })}
      value={tab}
      onChange={setTab}
      className="discover-tabs"
      items={[
        {
          id: 'services',
          label: intl.formatMessage({ id: 'needs.tabs.services', defaultMessage: 'Services' }),
          content: <DiscoverView viewerId={viewerId} />,
        },
        {
          id: 'needs',
          label: intl.formatMessage({ id: 'needs.tabs.needs', defaultMessage: 'Needs' }),
          content: <NeedsBoard />,
        },
      ]}
    />
  );
}
