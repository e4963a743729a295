import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { makeConnection } from '../../../test/fixtures';
import { answerAlways, renderWithProviders } from '../../../test/render';
import { AdminMembersQuery, AdminUsersQuery, AuditLogQuery } from '../operations';
import { makeAdmin, makeMember } from '../test/fixtures';
import { AdminsPanel } from './AdminsPanel';
import { AuditLogPanel } from './AuditLogPanel';
import { MembersPanel } from './MembersPanel';

afterEach(() => {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
});

/** Every text a reader meets on the screen: the text itself and the names and hints in attributes. */
function screenTexts(root: HTMLElement): Set<string> {
  const texts = new Set<string>();
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text) texts.add(text);
  }
  for (const element of root.querySelectorAll('[aria-label], [placeholder], [title]')) {
    for (const name of ['aria-label', 'placeholder', 'title']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.add(value);
    }
  }
  return texts;
}

/**
 * The shared table's own column header (shared/ui's DataTable, not one of the dashboard's texts):
 * it is translated with the shared components.
 */
const SHARED = ['Actions'];

/** The English words of a screen still shown in another language: none, apart from the data. */
function englishLeft(english: Set<string>, translated: Set<string>, data: readonly string[]): string[] {
  return [...translated].filter((text) => english.has(text) && !data.includes(text) && !SHARED.includes(text));
}

const admins = [
  makeAdmin({ email: 'jane@example.com', role: 'SUPER_ADMIN', fullName: 'Jane Doe' }),
  makeAdmin({ email: 'sam@example.com', role: 'ADMIN', fullName: 'Sam Admin', createdAt: '2025-02-10T12:00:00.000Z' }),
];
const adminsMock = {
  request: { query: AdminUsersQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { adminUsers: admins } },
};
const adminsPanel = <AdminsPanel viewerEmail="jane@example.com" viewerRole="SUPER_ADMIN" />;

const members = [
  makeMember(),
  makeMember({ id: 'm2', fullName: 'Leo Premium', email: 'leo@example.com', userType: 'PREMIUM', skills: [] }),
];
const membersMock = answerAlways(AdminMembersQuery, () => ({
  data: { adminMembers: { __typename: 'AdminMemberConnection', ...makeConnection(members, { totalCount: 2 }) } },
}));

describe('the Admin Dashboard in other languages', () => {
  it('manages admins in Arabic, right to left, with no English left but the data', async () => {
    const { container: inEnglish } = renderWithProviders(adminsPanel, [adminsMock]);
    await screen.findByRole('rowheader', { name: 'sam@example.com' });
    const english = screenTexts(inEnglish);
    cleanup();

    const { container } = renderWithProviders(adminsPanel, [adminsMock], { locale: 'ar' });
    expect(await screen.findByRole('heading', { name: 'المشرفون' })).not.toBeNull();
    await screen.findByRole('rowheader', { name: 'sam@example.com' });
    expect(screen.getByRole('button', { name: 'إضافة مشرف' })).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'بريد المشرف' })).not.toBeNull();
    const sam = screen.getByRole('rowheader', { name: 'sam@example.com' }).closest('tr')!;
    expect(within(sam).getByText('مشرف')).not.toBeNull();
    expect(within(sam).getByRole('button', { name: 'إزالة sam@example.com' })).not.toBeNull();
    expect(document.documentElement.dir).toBe('rtl');
    expect(
      englishLeft(english, screenTexts(container), [
        'jane@example.com',
        'sam@example.com',
        'Jane Doe',
        'Sam Admin',
        'name@example.com',
      ]),
    ).toEqual([]);
  });

  it('names the audit log’s facts in German, ids left out', async () => {
    const entry = {
      __typename: 'AuditLogEntry',
      id: 'a1',
      actor: 'Jane Doe',
      action: 'ep_adjusted',
      subject: '0b7e4c1e-2f0a-4a3b-9c1d-5e6f7a8b9c0d',
      subjectName: 'Sam Admin',
      detail: JSON.stringify({ email: 'sam@example.com', amount: 5, reason: 'Ausgleich', disputeId: 'x' }),
      createdAt: '2026-11-22T10:00:00.000Z',
    };
    renderWithProviders(
      <AuditLogPanel />,
      [
        answerAlways(AuditLogQuery, () => ({
          data: { auditLog: { __typename: 'AuditLogConnection', ...makeConnection([entry], { totalCount: 1 }) } },
        })),
      ],
      { locale: 'de' },
    );
    expect(await screen.findByText('EP angepasst')).not.toBeNull();
    const facts = [...document.querySelectorAll('.audit-facts dt')].map((dt) => dt.textContent);
    expect(facts).toEqual(['E-Mail', 'Betrag', 'Grund']);
  });

  it('lists members in Spanish: headings, columns, counts and actions', async () => {
    const { container: inEnglish } = renderWithProviders(<MembersPanel />, [membersMock]);
    await screen.findByRole('rowheader', { name: 'Leo Premium' });
    const english = screenTexts(inEnglish);
    cleanup();

    const { container } = renderWithProviders(<MembersPanel />, [membersMock], { locale: 'es' });
    expect(await screen.findByRole('heading', { name: 'Miembros' })).not.toBeNull();
    await screen.findByRole('rowheader', { name: 'Leo Premium' });
    expect(screen.getByText('2 miembros')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Ordenar por Nombre' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Ajustar EP de Maya Coach' })).not.toBeNull();
    expect(screen.getByPlaceholderText('Busca por nombre o correo')).not.toBeNull();
    const leo = screen.getByRole('rowheader', { name: 'Leo Premium' }).closest('tr')!;
    expect(within(leo).getByText('Ilimitados')).not.toBeNull();
    expect(
      englishLeft(english, screenTexts(container), [
        'Maya Coach',
        'maya@example.com',
        'Leo Premium',
        'leo@example.com',
        'Lisbon',
        'Copywriting, Wellness',
        '7',
        '2',
        'Helps founders write.',
        // Words Spanish shares with English.
        'EP',
        'Premium',
        '—',
        '∞',
        '↕',
        '↑',
        '↓',
      ]),
    ).toEqual([]);
  });
});
