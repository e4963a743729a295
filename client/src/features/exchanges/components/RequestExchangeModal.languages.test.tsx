import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, saveSession } from '../../../shared/viewer/session';
import { capture, makeRequest } from '../../../test/exchangeFixtures';
import { makeUser, TEST_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { SendRequestMutation } from '../operations';
import { RequestExchangeModal, type RequestableService } from './RequestExchangeModal';

const service: RequestableService = {
  id: 's1',
  title: 'Diseño de logo',
  energyCost: 5,
  durationMinutes: 60,
  coachName: 'Maya Ortega',
};

beforeEach(() => {
  resetSessionForTests();
  saveSession(TEST_TOKEN, makeUser({ energyPoints: 8 }));
});

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('Request Exchange in another language', () => {
  it('shows the default message in Spanish, and sends that one when the member writes none', async () => {
    const user = userEvent.setup();
    const sent: Array<{ input: { message: string | null } }> = [];
    renderWithProviders(
      <RequestExchangeModal service={service} onClose={vi.fn()} />,
      [
        {
          request: { query: SendRequestMutation, variables: capture(sent) },
          result: { data: { sendRequest: makeRequest({ id: 'r9' }) } },
        },
      ],
      { locale: 'es' },
    );

    const dialog = await screen.findByRole('dialog', { name: 'Solicitar intercambio' });
    const spanish = '¡Hola! Me gustaría intercambiar 5 EP por tu servicio Diseño de logo.';
    expect(within(dialog).getByRole<HTMLTextAreaElement>('textbox', { name: 'Mensaje' }).placeholder).toBe(spanish);
    expect(within(dialog).getByText('8 EP disponibles')).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].input.message).toBe(spanish);
    expect(await screen.findByText('¡Solicitud de intercambio enviada!')).toBeTruthy();
  });
});
