import { useState } from 'react';
import { Tabs } from '../../../shared/ui';
import { DiscoverView } from '../../discover';
import { NeedsBoard } from './NeedsBoard';

/** Discover with its two tabs: the services members offer, and the needs they post (issue 19). */
export function DiscoverTabs({ viewerId }: { viewerId: string }) {
  const [tab, setTab] = useState('services');
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
