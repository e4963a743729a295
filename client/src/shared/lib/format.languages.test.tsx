import { screen } from '@testing-library/react';
import { useIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render';
import { StatusBadge } from '../ui';
import { describeSessionTime, formatCalendarDate } from './dates';
import { formatDuration, formatEp } from './format';

/**
 * What the plain formatting functions write, called the way screens call them: during the render of
 * a component that speaks the language (here its heading), which a language switch renders again.
 */
function Formatted() {
  const intl = useIntl();
  const time = describeSessionTime(
    { proposedDate: '2026-12-07', proposedTimeSlot: '10:00', timezone: 'Asia/Tokyo', startsAt: '2026-12-07T01:00:00Z' },
    'Europe/Berlin',
  );
  return (
    <ul aria-label={intl.formatMessage({ id: 'ui.table.actions', defaultMessage: 'Actions' })}>
      <li>{formatEp(1200)}</li>
      <li>{formatDuration(60)}</li>
      <li>{formatCalendarDate('2026-12-07')}</li>
      <li>{time.yourTime}</li>
      <li>
        <StatusBadge status="COMPLETED" />
      </li>
    </ul>
  );
}

describe('dates, amounts and statuses in the reader language', () => {
  it('are English by default, exactly as before', () => {
    renderWithProviders(<Formatted />);
    expect(screen.getByText('1200 EP')).toBeTruthy();
    expect(screen.getByText('60 min')).toBeTruthy();
    expect(screen.getByText('Mon, Dec 7, 2026')).toBeTruthy();
    expect(screen.getByText('your time: Dec 7, 2026, 2:00 AM')).toBeTruthy();
    expect(screen.getByText('Completed')).toBeTruthy();
  });

  it('follow German once its catalog has loaded: words, date order, 24-hour clock', async () => {
    renderWithProviders(<Formatted />, [], { locale: 'de' });
    expect(await screen.findByText('60 Min.')).toBeTruthy();
    expect(screen.getByText('Mo., 7. Dez. 2026')).toBeTruthy();
    expect(screen.getByText('deine Zeit: 07.12.2026, 02:00')).toBeTruthy();
    expect(screen.getByText('Abgeschlossen')).toBeTruthy();
    expect(screen.getByText('1200 EP')).toBeTruthy();
  });

  it('follow Arabic, with its own minute word', async () => {
    renderWithProviders(<Formatted />, [], { locale: 'ar' });
    expect(await screen.findByText('60 دقيقة')).toBeTruthy();
    expect(screen.getByText('مكتمل')).toBeTruthy();
    expect(screen.queryByText('Completed')).toBeNull();
  });
});
