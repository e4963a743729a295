import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, saveSession, type SessionUser } from '../../../shared/viewer/session';
import { MeQuery } from '../../../shared/viewer/operations';
import { capture, makeRequest } from '../../../test/exchangeFixtures';
import { makeUser, makeViewerChanges, TEST_TOKEN } from '../../../test/fixtures';
import { makeCache, renderWithProviders } from '../../../test/render';
import { SendRequestMutation } from '../operations';
import { RequestExchangeModal, type RequestableService } from './RequestExchangeModal';

const service: RequestableService = {
  id: 's1',
  title: 'Logo Design',
  energyCost: 5,
  durationMinutes: 60,
  coachName: 'Maya Coach',
};

function signIn(user: SessionUser) {
  saveSession(TEST_TOKEN, user);
}

function meMock(sent: unknown[], user: SessionUser) {
  return {
    request: { query: MeQuery, variables: capture(sent) },
    maxUsageCount: Number.POSITIVE_INFINITY,
    result: { data: { me: user } },
  };
}

beforeEach(() => {
  resetSessionForTests();
});

describe('RequestExchangeModal', () => {
  it('shows the cost, the default message as placeholder, and the insufficient notice with Send disabled for a free member short of EP', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ energyPoints: 2 }));
    const sent: unknown[] = [];
    renderWithProviders(<RequestExchangeModal service={service} onClose={vi.fn()} />, [
      {
        request: { query: SendRequestMutation, variables: capture(sent) },
        result: { data: { sendRequest: makeRequest() } },
      },
    ]);

    const dialog = screen.getByRole('dialog', { name: 'Request Exchange' });
    expect(within(dialog).getByText('Logo Design')).not.toBeNull();
    expect(within(dialog).getByText('5 EP')).not.toBeNull();
    expect(within(dialog).getByText('2 EP available')).not.toBeNull();
    const message = within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' });
    expect(message.placeholder).toBe("Hi! I'd like to exchange 5 EP for your Logo Design service.");

    expect(within(dialog).getByText('Insufficient Energy Points. You have 2 EP but need 5 EP.')).not.toBeNull();
    const send = within(dialog).getByRole<HTMLButtonElement>('button', { name: 'Send Request' });
    expect(send.disabled).toBe(true);
    await user.click(send);
    expect(sent).toEqual([]);
  });

  it('lets a free member with enough EP send (no notice)', () => {
    signIn(makeUser({ energyPoints: 5 }));
    renderWithProviders(<RequestExchangeModal service={service} onClose={vi.fn()} />);
    expect(screen.queryByText(/Insufficient Energy Points/)).toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Request' }).disabled).toBe(false);
  });

  it('exempts premium members: no notice at 0 EP; sends once with a fresh key, toasts, and takes the member from the answer (no `me`, no timer)', async () => {
    const user = userEvent.setup();
    const premium = makeUser({ userType: 'PREMIUM', energyPoints: 0 });
    signIn(premium);
    const sent: Array<{ input: { serviceId: string; message: string | null; clientKey: string } }> = [];
    const meCalls: unknown[] = [];
    const onClose = vi.fn();
    const cache = makeCache(premium);
    const readViewer = () => cache.readQuery({ query: MeQuery })?.me;
    renderWithProviders(
      <RequestExchangeModal service={service} onClose={onClose} />,
      [
        {
          request: { query: SendRequestMutation, variables: capture(sent) },
          delay: 50,
          result: {
            data: {
              sendRequest: {
                ...makeRequest({ myRole: 'REQUESTER', held: false }),
                viewer: makeViewerChanges({ ...premium, energyPoints: 7 }),
              },
            },
          },
        },
        meMock(meCalls, premium),
      ],
      { cache },
    );

    const dialog = screen.getByRole('dialog', { name: 'Request Exchange' });
    expect(within(dialog).queryByText(/Insufficient Energy Points/)).toBeNull();
    expect(within(dialog).getByText('Unlimited (Premium)')).not.toBeNull();
    const send = within(dialog).getByRole('button', { name: 'Send Request' });
    expect((send as HTMLButtonElement).disabled).toBe(false);

    // A double click holds nothing twice: the button is busy after the first one.
    await user.dblClick(send);
    expect((await screen.findByRole('status')).textContent).toBe('Exchange request sent successfully!');
    expect(sent).toHaveLength(1);
    expect(sent[0].input.serviceId).toBe('s1');
    expect(sent[0].input.message).toBeNull(); // the server writes the default message
    expect(sent[0].input.clientKey).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(onClose).toHaveBeenCalledTimes(1);

    // The answer's `viewer` is the member now: the cache has it in place, nothing is asked again.
    expect(readViewer()?.energyPoints).toBe(7);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect(meCalls).toHaveLength(0);
  });

  it('sends the typed message and uses a new key for each opening', async () => {
    const user = userEvent.setup();
    signIn(makeUser({ energyPoints: 9 }));
    const sent: Array<{ input: { message: string | null; clientKey: string } }> = [];
    const mutation = {
      request: { query: SendRequestMutation, variables: capture(sent) },
      maxUsageCount: 2,
      result: { data: { sendRequest: makeRequest({ myRole: 'REQUESTER' }) } },
    };
    function Harness() {
      const [open, setOpen] = useState<RequestableService | null>(service);
      return (
        <>
          <button type="button" onClick={() => setOpen(service)}>
            Request again
          </button>
          <RequestExchangeModal service={open} onClose={() => setOpen(null)} />
        </>
      );
    }
    renderWithProviders(<Harness />, [mutation]);
    await user.type(screen.getByRole('textbox', { name: 'Message' }), '  Can we do Tuesday?  ');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await screen.findByText('Exchange request sent successfully!');
    expect(screen.queryByRole('dialog')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Request again' }));
    expect(screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Message' }).value).toBe('');
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[0].input.message).toBe('Can we do Tuesday?');
    expect(sent[1].input.clientKey).not.toBe(sent[0].input.clientKey);
  });

  it("reports a refusal with the server's detail and keeps the dialog open", async () => {
    const user = userEvent.setup();
    signIn(makeUser({ energyPoints: 9 }));
    const onClose = vi.fn();
    renderWithProviders(<RequestExchangeModal service={service} onClose={onClose} />, [
      {
        request: { query: SendRequestMutation, variables: () => true },
        result: {
          errors: [
            new GraphQLError("You don't have enough Energy Points for this exchange!", {
              extensions: { code: 'BAD_USER_INPUT' },
            }),
          ],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Send Request' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      "Failed to send exchange request: You don't have enough Energy Points for this exchange!",
    );
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Send Request' }).disabled).toBe(false);
  });
});
