import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { MyQuestionsQuery } from '../../conversations';
import { makeRequest } from '../../../test/exchangeFixtures';
import { answerAlways, renderWithProviders } from '../../../test/render';
import { ReceivedRequestsQuery, RequestSessionsQuery, SentRequestsQuery } from '../operations';
import { ExchangeRequestsView } from './ExchangeRequestsView';

// Members' own words (titles, names, messages) are not the screen's: none of them is English here.
const received = [
  makeRequest({
    id: 'r1',
    serviceTitle: 'Diseño de logo',
    message: 'Hola',
    unreadCount: 2,
    otherParty: { id: 'p1', fullName: 'Sam Rivera' },
  }),
  makeRequest({
    id: 'r2',
    serviceTitle: 'Clases de guitarra',
    message: 'Hola',
    status: 'ACCEPTED',
    sessionDate: '2030-01-08T10:00:00.000Z',
    respondedAt: '2030-01-01T11:00:00.000Z',
    canComplete: true,
    otherParty: { id: 'p2', fullName: 'Nora Ruiz', hasAvailability: false },
  }),
];
const sent = [
  makeRequest({
    id: 'r3',
    serviceTitle: 'Yoga',
    message: 'Hola',
    myRole: 'REQUESTER',
    otherParty: { id: 'c1', fullName: 'Maya Ortega' },
  }),
];
const mocks = [
  answerAlways(ReceivedRequestsQuery, { data: { receivedRequests: received } }),
  answerAlways(SentRequestsQuery, { data: { sentRequests: sent } }),
  answerAlways(RequestSessionsQuery, { data: { mySessions: [] } }),
  answerAlways(MyQuestionsQuery, {
    data: {
      myQuestions: {
        __typename: 'QuestionConnection',
        totalCount: 0,
        pageInfo: { __typename: 'PageInfo', hasNextPage: false, endCursor: null },
        nodes: [],
      },
    },
  }),
];
const view = <ExchangeRequestsView onViewSessions={() => {}} onOpenSwaps={() => {}} />;

/**
 * The screen's own English words: none may remain once it speaks another language. (The status
 * pill's word is the shared StatusBadge's, not this screen's.)
 */
const ENGLISH =
  /\b(Received|Sent|Messages|Accept|Decline|Mark Complete|Cost|Requested|Expires|From|To|on hold|No Availability Set|Questions|No questions yet|Ask a coach)\b/;

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

describe('Exchange Requests in other languages', () => {
  it('speaks Spanish: tabs, cards, their facts and buttons, the questions', async () => {
    const { container } = renderWithProviders(view, mocks, { locale: 'es' });
    expect(await screen.findByRole('tab', { name: 'Recibidas (2)' })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Enviadas (1)' })).toBeTruthy();

    const pending = await screen.findByRole('article', { name: 'Diseño de logo' });
    expect(
      within(pending)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Mensajes', 'Aceptar', 'Rechazar']);
    expect(within(pending).getByRole('button', { name: 'Mensajes, 2 sin leer' })).toBeTruthy();
    expect(pending.textContent).toContain('De Sam Rivera');
    expect(within(pending).getByText('Coste')).toBeTruthy();
    expect(within(pending).getByText('Solicitada')).toBeTruthy();
    expect(within(pending).getByText('Caduca')).toBeTruthy();

    const accepted = screen.getByRole('article', { name: 'Clases de guitarra' });
    expect(within(accepted).getByText('Sin disponibilidad')).toBeTruthy();
    expect(within(accepted).getByRole('button', { name: 'Marcar como completado' })).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'Preguntas' })).toBeTruthy();
    expect(screen.getByText('Aún no hay preguntas')).toBeTruthy();
    expect(container.textContent).not.toMatch(ENGLISH);
  });

  it('speaks Arabic right to left, counting in Arabic', async () => {
    const { container } = renderWithProviders(view, mocks, { locale: 'ar' });
    expect(await screen.findByRole('tab', { name: 'الواردة (2)' })).toBeTruthy();
    expect(document.documentElement.dir).toBe('rtl');

    const pending = await screen.findByRole('article', { name: 'Diseño de logo' });
    // Two unread: Arabic's dual form.
    expect(within(pending).getByRole('button', { name: 'الرسائل، اثنتان غير مقروءتين' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'قبول' })).toBeTruthy();
    expect(within(pending).getByRole('button', { name: 'رفض' })).toBeTruthy();
    expect(pending.textContent).toContain('من Sam Rivera');
    expect(within(pending).getByText('التكلفة')).toBeTruthy();

    expect(await screen.findByRole('heading', { name: 'الأسئلة' })).toBeTruthy();
    expect(container.textContent).not.toMatch(ENGLISH);
  });
});
