import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionForTests, startSession, TOKEN_KEY, USER_KEY } from '../../../shared/viewer/session';
import { makeUser, TEST_TOKEN } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { ImportPanel } from './ImportPanel';

const csv = (name = 'members.csv') => new File(['full_name,email\nAna,ana@example.com\n'], name, { type: 'text/csv' });
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

beforeEach(() => {
  localStorage.setItem(TOKEN_KEY, TEST_TOKEN);
  localStorage.setItem(USER_KEY, JSON.stringify(makeUser()));
  resetSessionForTests();
  startSession();
});

async function chooseAndImport(fetchImpl: typeof fetch, file = csv()) {
  const user = userEvent.setup({ applyAccept: false });
  renderWithProviders(<ImportPanel fetchImpl={fetchImpl} />);
  await user.upload(screen.getByLabelText('CSV file'), file);
  await user.click(screen.getByRole('button', { name: 'Import users' }));
  return user;
}

describe('ImportPanel', () => {
  it('refuses a file whose name does not end in .csv, and an empty choice', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const fetchImpl = vi.fn<typeof fetch>();
    renderWithProviders(<ImportPanel fetchImpl={fetchImpl} />);
    const input = screen.getByLabelText('CSV file');
    expect(input.getAttribute('accept')).toBe('.csv,text/csv');

    await user.click(screen.getByRole('button', { name: 'Import users' }));
    expect(screen.getByRole('alert').textContent).toBe('Please select a CSV file');

    await user.upload(input, new File(['x'], 'members.xlsx'));
    expect(screen.getByRole('alert').textContent).toBe('Please select a CSV file');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'Import users' }));
    expect(fetchImpl).not.toHaveBeenCalled();

    await user.upload(input, csv('MEMBERS.CSV'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('uploads csv_file with the token, shows Importing…, then the counts and the skipped rows', async () => {
    let answer!: (response: Response) => void;
    const fetchImpl = vi.fn<typeof fetch>(() => new Promise<Response>((resolve) => (answer = resolve)));
    await chooseAndImport(fetchImpl);

    expect(screen.getByRole('status').textContent).toBe('Importing…');
    expect(screen.getByRole('button', { name: 'Import users' }).getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText<HTMLInputElement>('CSV file').disabled).toBe(true);
    const [url, init] = fetchImpl.mock.calls[0];
    expect(url).toBe('/api/admin/import-users');
    expect(init?.method).toBe('POST');
    expect((init?.headers as Record<string, string>).Authorization).toBe(`Bearer ${TEST_TOKEN}`);
    const sent = (init?.body as FormData).get('csv_file') as File;
    expect(sent.name).toBe('members.csv');

    answer(
      json({
        imported_count: 3,
        skipped_count: 2,
        skipped: [
          { line: 4, email: 'dup@example.com', reason: 'Email already registered' },
          { line: 7, email: '', reason: 'Missing full_name' },
        ],
      }),
    );
    const table = await screen.findByRole('table', { name: 'Skipped rows' });
    expect(screen.getByRole('status').textContent).toBe('3 imported2 skipped');
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(rows).toEqual([
      ['Line', 'Email', 'Reason'],
      ['4', 'dup@example.com', 'Email already registered'],
      ['7', '—', 'Missing full_name'],
    ]);
    expect(screen.queryByText('Importing…')).toBeNull();
  });

  it("shows the server's detail", async () => {
    await chooseAndImport(
      vi.fn<typeof fetch>().mockResolvedValue(json({ detail: 'The CSV file is larger than 5 MB' }, 413)),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('The CSV file is larger than 5 MB');
  });

  it("says 'Failed to import users' when the answer has no detail or never comes", async () => {
    await chooseAndImport(vi.fn<typeof fetch>().mockResolvedValue(json({ message: 'nope' }, 400)));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to import users');
  });

  it("says 'Failed to import users' when the network fails", async () => {
    await chooseAndImport(vi.fn<typeof fetch>().mockRejectedValue(new TypeError('Failed to fetch')));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to import users');
  });

  it("says 'Server error (<status>)' when the body cannot be read", async () => {
    await chooseAndImport(
      vi.fn<typeof fetch>().mockResolvedValue(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Server error (502)');
  });
});
