import { useState } from 'react';
import { useViewHeading } from '../../../shared/lib/viewHeading';
import { Tabs } from '../../../shared/ui';
import { DiscoverView } from '../../discover';
import { NeedsBoard } from './NeedsBoard';

const NEEDS_HEADING = {
  title: 'Discover Needs',
  summary: 'What members are looking for: answer a need with one of your services, or post your own.',
};

/** Discover with its two tabs: the services members offer, and the needs they post. */
export function DiscoverTabs({ viewerId }: { viewerId: string }) {
  const [tab, setTab] = useState('services');
  // The Needs tab says what it is: the menu entry's heading is about services.
  useViewHeading(tab === 'needs' ? NEEDS_HEADING : null);
  return (
    <Tabs
      label="Discover"
      value={tab}
      onChange={setTab}
      className="discover-tabs"
      items={[
        { id: 'services', label: 'Services', content: <DiscoverView viewerId={viewerId} /> },
        { id: 'needs', label: 'Needs', content: <NeedsBoard /> },
      ]}
    />
  );
}
