import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { gql } from '@apollo/client';
import { socketStatus } from '../../../shared/lib/socketStatus';
import { createThreadServer, GROUP, QUESTION, REQUEST, renderWithThreadServer } from '../test/fakeThreadServer';
import { ThreadDialog } from './ThreadDialog';

const open = (server: ReturnType<typeof createThreadServer>) =>
  renderWithThreadServer(
    <ThreadDialog requestId={REQUEST} serviceTitle="Logo Design" otherPartyName="Maya Coach" onClose={() => {}} />,
    server,
  );
const UNREAD = gql`
  fragment Unread on GroupSession {
    unreadCount
  }
`;
const bubbles = () =>
  within(screen.getByRole('log'))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

afterEach(() => {
  socketStatus.set('idle');
  delete window.__EE_NOTIFICATION_POLL_MS__;
});

describe('ThreadDialog', () => {
  it('shows the thread oldest first, says who wrote what, and marks it read on opening', async () => {
    const server = createThreadServer(
      [
        { from: 'them', body: 'Hi there' },
        { from: 'me', body: 'Hello!' },
      ],
      { unread: 1 },
    );
    open(server);
    expect(screen.getByRole('dialog', { name: 'Messages with Maya Coach' })).not.toBeNull();
    await screen.findByRole('log');
    expect(bubbles().map((t) => t?.split(':')[0])).toEqual(['Maya Coach', 'You']);
    expect(bubbles()[0]).toContain('Hi there');
    await waitFor(() => expect(server.callsOf('MarkThreadRead')).toBe(1));
    expect(server.state.unread).toBe(0);
  });

  it('renders links safely and never as HTML', async () => {
    const server = createThreadServer([
      { from: 'them', body: '<img src=x onerror=alert(1)> see https://example.com/x' },
    ]);
    open(server);
    const link = await screen.findByRole('link', { name: 'https://example.com/x' });
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow ugc');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(document.querySelector('.message img')).toBeNull();
    expect(screen.getByText(/<img src=x onerror=alert\(1\)>/)).not.toBeNull();
  });

  it('sends a message once (the answer and the live event carry the same one) and clears the composer', async () => {
    const user = userEvent.setup();
    const server = createThreadServer([{ from: 'them', body: 'Hi there' }]);
    open(server);
    await screen.findByRole('log');
    await waitFor(() => expect(server.subscribed()).toBe(true));
    const box = screen.getByRole('textbox', { name: 'Your message to Maya Coach' });
    await user.type(box, 'Tuesday at 10?');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]).toContain('Tuesday at 10?');
    expect((box as HTMLTextAreaElement).value).toBe('');
    // Enter sends too; Shift+Enter is a new line.
    await user.type(box, 'line one{Shift>}{Enter}{/Shift}line two{Enter}');
    await waitFor(() => expect(bubbles()).toHaveLength(3));
    expect(bubbles()[2]).toContain('line one\nline two');
  });

  it('refuses an empty or too long message with the limits shown', async () => {
    const user = userEvent.setup();
    const server = createThreadServer();
    open(server);
    expect(await screen.findByRole('heading', { name: 'No messages yet' })).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('Write a message before sending it');
    const box = screen.getByRole('textbox', { name: 'Your message to Maya Coach' });
    await user.click(box);
    await user.paste('x'.repeat(2001));
    expect(screen.getByText('2,001 / 2,000')).not.toBeNull();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(screen.getByRole('alert').textContent).toBe('A message can be at most 2,000 characters');
    expect(server.callsOf('SendMessage')).toBe(0);
  });

  it('shows a message from the other party as it arrives, and marks it read while open', async () => {
    const server = createThreadServer([{ from: 'me', body: 'Hello!' }]);
    open(server);
    await screen.findByRole('log');
    await waitFor(() => expect(server.subscribed()).toBe(true));
    act(() => server.receive('Sounds good'));
    await waitFor(() => expect(bubbles()).toHaveLength(2));
    expect(bubbles()[1]).toContain('Sounds good');
    await waitFor(() => expect(server.callsOf('MarkThreadRead')).toBe(1));
  });

  it('loads older messages on demand, in order', async () => {
    const user = userEvent.setup();
    const server = createThreadServer(
      Array.from({ length: 32 }, (_, i) => ({ from: i % 2 ? 'me' : 'them', body: `message ${i + 1}` }) as const),
    );
    open(server);
    await screen.findByRole('log');
    expect(bubbles()).toHaveLength(30);
    expect(bubbles()[0]).toContain('message 3');
    await user.click(screen.getByRole('button', { name: 'Show older messages' }));
    await waitFor(() => expect(bubbles()).toHaveLength(32));
    expect(bubbles()[0]).toContain('message 1');
    expect(bubbles()[31]).toContain('message 32');
    expect(screen.queryByRole('button', { name: 'Show older messages' })).toBeNull();
  });

  it('polls while the socket is down, and not while it is connected', async () => {
    window.__EE_NOTIFICATION_POLL_MS__ = 60;
    socketStatus.set('closed');
    const server = createThreadServer([{ from: 'me', body: 'Hello!' }]);
    open(server);
    await screen.findByRole('log');
    server.state.deliver = false;
    server.receiveSilently('Arrived during the outage');
    await waitFor(() => expect(bubbles()).toHaveLength(2), { timeout: 2000 });
    act(() => socketStatus.set('connected'));
    const threadCalls = server.callsOf('Thread');
    await new Promise((r) => setTimeout(r, 200));
    expect(server.callsOf('Thread')).toBe(threadCalls);
  });

  it('says when the thread could not be loaded, with a retry', async () => {
    const user = userEvent.setup();
    const server = createThreadServer([{ from: 'them', body: 'Hi there' }]);
    server.state.failing.add('Thread');
    open(server);
    expect(await screen.findByText('The conversation could not be loaded.')).not.toBeNull();
    server.state.failing.delete('Thread');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('log')).not.toBeNull();
  });

  describe("a group session's thread", () => {
    const openGroup = (server: ReturnType<typeof createThreadServer>) =>
      renderWithThreadServer(
        <ThreadDialog groupSessionId={GROUP} title="Instagram Growth Workshop · Tue 2 Dec, 10:00" onClose={() => {}} />,
        server,
      );

    it('is titled by its service and date, names each author from its members, and marks it read', async () => {
      const server = createThreadServer([{ from: 'them', body: 'Bring your phone' }], { group: true, unread: 1 });
      const { client } = openGroup(server);
      expect(screen.getByRole('dialog', { name: 'Instagram Growth Workshop · Tue 2 Dec, 10:00' })).not.toBeNull();
      await screen.findByRole('log');
      expect(bubbles()[0]).toMatch(/^Maya Coach: Bring your phone/);
      await waitFor(() => expect(server.callsOf('MarkGroupThreadRead')).toBe(1));
      // The card's badge reads the group session's count: set to 0 from the answer.
      await waitFor(() =>
        expect(
          client.cache.readFragment<{ unreadCount: number }>({ id: `GroupSession:${GROUP}`, fragment: UNREAD })
            ?.unreadCount,
        ).toBe(0),
      );
      // Only the group thread was asked: never a request's.
      expect(server.callsOf('Thread')).toBe(0);
      expect(server.callsOf('MarkThreadRead')).toBe(0);
    });

    it('sends to the group once and shows what another member writes, live on its own subscription', async () => {
      const user = userEvent.setup();
      const server = createThreadServer([], { group: true });
      openGroup(server);
      expect(await screen.findByRole('heading', { name: 'No messages yet' })).not.toBeNull();
      await waitFor(() => expect(server.subscribed()).toBe(true));
      await user.type(screen.getByRole('textbox', { name: 'Your message to the group' }), 'See you there{Enter}');
      await waitFor(() => expect(bubbles()).toHaveLength(1));
      expect(bubbles()[0]).toMatch(/^You: See you there/);
      expect(server.subscriptionVariables).toContainEqual({ requestId: null, groupSessionId: GROUP, questionId: null });
      act(() => server.receive('Me too'));
      await waitFor(() => expect(bubbles()).toHaveLength(2));
      expect(bubbles()[1]).toMatch(/^Maya Coach: Me too/);
      expect(server.callsOf('SendGroupMessage')).toBe(1);
      expect(server.callsOf('SendMessage')).toBe(0);
    });
  });

  describe('a question', () => {
    it('asks with its first message, then goes on in the thread; the coach’s proposal is confirmed from it', async () => {
      const user = userEvent.setup();
      const server = createThreadServer([], { question: true });
      const confirmed: unknown[] = [];
      renderWithThreadServer(
        <ThreadDialog
          question={{ id: null, subject: { serviceId: 's1' }, title: 'Guitar basics', otherPartyName: 'Maya Coach' }}
          onConfirmRequest={(q) => confirmed.push(q)}
          onClose={() => {}}
        />,
        server,
      );
      expect(screen.getByRole('dialog', { name: 'Questions with Maya Coach' })).not.toBeNull();
      expect(screen.getByRole('heading', { name: 'Ask a question' })).not.toBeNull();
      await user.type(screen.getByRole('textbox', { name: 'Your message to Maya Coach' }), 'Is it online?{Enter}');
      await waitFor(() => expect(bubbles()).toHaveLength(1));
      expect(bubbles()[0]).toMatch(/^You: Is it online\?/);
      expect(server.callsOf('AskQuestion')).toBe(1);
      await waitFor(() =>
        expect(server.subscriptionVariables).toContainEqual(expect.objectContaining({ questionId: QUESTION })),
      );

      // The coach turns it into a request: their message arrives live, and the question says so.
      act(() => server.propose('I can offer this as an exchange: "Guitar basics" for 2 EP.'));
      const confirm = await screen.findByRole('button', { name: 'Confirm request · 2 EP' });
      await user.click(confirm);
      expect(confirmed).toEqual([
        {
          questionId: QUESTION,
          service: expect.objectContaining({ id: 's1', energyCost: 2 }),
          coachName: 'Maya Coach',
        },
      ]);
      expect(server.callsOf('SendQuestionMessage')).toBe(0);
    });

    it('lets the coach of a question about them choose which of their services to propose', async () => {
      const user = userEvent.setup();
      const server = createThreadServer([{ from: 'them', body: 'Do you teach singing?' }], {
        question: true,
        asCoach: true,
      });
      renderWithThreadServer(
        <ThreadDialog
          question={{ id: QUESTION, subject: { memberId: 'u-me' }, title: 'A question', otherPartyName: 'Maya Coach' }}
          onClose={() => {}}
        />,
        server,
      );
      const choice = await screen.findByRole('combobox', { name: 'Service to propose' });
      await user.selectOptions(choice, 's2');
      await user.click(screen.getByRole('button', { name: 'Turn into a request' }));
      await waitFor(() => expect(server.callsOf('QuestionToRequest')).toBe(1));
      expect(server.state.proposedServiceId).toBe('s2');
    });
  });
});
