import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ReportSubjectMutation } from '../operations';
import { ReportModal } from './ReportModal';

const subject = { type: 'SERVICE' as const, id: 'o1', name: 'Shady coaching' };

describe('ReportModal', () => {
  it('asks for a reason of at least 10 characters before sending anything', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ReportModal subject={subject} onClose={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Report this service' })).not.toBeNull();
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), 'bad');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(screen.getByText('Please describe the problem in at least 10 characters')).not.toBeNull();
  });

  it('sends the report, thanks the member and closes; a refusal is shown as the server says it', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    const variables = { subjectType: 'SERVICE', subjectId: 'o1', reason: 'Asks for cash outside' };
    renderWithProviders(<ReportModal subject={subject} onClose={onClose} />, [
      {
        request: { query: ReportSubjectMutation, variables },
        result: {
          errors: [
            { message: 'You have already reported this. An admin will look at it.', extensions: { code: 'CONFLICT' } },
          ],
        },
      },
      {
        request: { query: ReportSubjectMutation, variables },
        result: { data: { reportSubject: { __typename: 'FiledReport', id: 'r1', status: 'OPEN' } } },
      },
    ]);
    await user.type(screen.getByRole('textbox', { name: /What is wrong/ }), '  Asks for cash outside ');
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('You have already reported this. An admin will look at it.')).not.toBeNull();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Send report' }));
    expect(await screen.findByText('Thank you. An admin will look at your report.')).not.toBeNull();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });
});
