import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { ExportUsersMutation } from '../operations';
import { ExportPanel } from './ExportPanel';

const FIELD_LABELS = [
  'Full name',
  'Email',
  'User type',
  'Energy Points',
  'City',
  'About',
  'Skills',
  'Referred count',
  'Joined',
  'Last login',
];

let clicked: Array<{ href: string; download: string; attached: boolean }>;
let blobs: Blob[];
const revokeObjectURL = vi.fn();
const objectUrlStatics = {
  createObjectURL: Object.getOwnPropertyDescriptor(URL, 'createObjectURL'),
  revokeObjectURL: Object.getOwnPropertyDescriptor(URL, 'revokeObjectURL'),
};

beforeEach(() => {
  clicked = [];
  blobs = [];
  // jsdom has no object URLs and does not navigate on a link click: record both instead.
  URL.createObjectURL = vi.fn((blob: Blob) => {
    blobs.push(blob);
    return 'blob:export-1';
  });
  revokeObjectURL.mockReset();
  URL.revokeObjectURL = revokeObjectURL;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicked.push({ href: this.href, download: this.download, attached: this.isConnected });
  });
});

afterEach(() => {
  for (const [name, descriptor] of Object.entries(objectUrlStatics)) {
    if (descriptor) Object.defineProperty(URL, name, descriptor);
    else Reflect.deleteProperty(URL, name);
  }
});

describe('ExportPanel', () => {
  it('offers the ten fields with full name and email ticked', () => {
    renderWithProviders(<ExportPanel />);
    const boxes = screen.getAllByRole<HTMLInputElement>('checkbox');
    expect(boxes.map((box) => box.labels?.[0].textContent)).toEqual(FIELD_LABELS);
    expect(boxes.filter((box) => box.checked).map((box) => box.labels?.[0].textContent)).toEqual([
      'Full name',
      'Email',
    ]);
    expect(screen.getByRole('group', { name: 'Fields to export' })).not.toBeNull();
    expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' }).disabled).toBe(false);
  });

  it('needs at least one field: the button is disabled and says why', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportPanel />);
    await user.click(screen.getByLabelText('Full name'));
    await user.click(screen.getByLabelText('Email'));
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Export CSV' });
    expect(button.disabled).toBe(true);
    expect(screen.getByText('Select at least one field to export.')).not.toBeNull();
    expect(button.getAttribute('aria-describedby')).toBe(screen.getByText('Select at least one field to export.').id);

    await user.click(screen.getByRole('button', { name: 'Select all fields' }));
    expect(screen.getAllByRole<HTMLInputElement>('checkbox').every((box) => box.checked)).toBe(true);
    expect(button.disabled).toBe(false);
    await user.click(screen.getByRole('button', { name: 'Clear fields' }));
    expect(button.disabled).toBe(true);
  });

  it('exports the chosen fields in column order, shows Exporting…, and downloads the file', async () => {
    const user = userEvent.setup();
    const sent: Array<{ fields: string[] }> = [];
    renderWithProviders(<ExportPanel />, [
      {
        request: {
          query: ExportUsersMutation,
          variables: (vars: { fields: string[] }) => {
            sent.push(vars);
            return true;
          },
        },
        // Long enough that the busy state is still on screen under a loaded CI machine.
        delay: 400,
        result: {
          data: {
            exportUsers: {
              __typename: 'ExportResult',
              csvData: 'full_name,email,city\r\nAna,ana@example.com,Lisbon\r\n',
              filename: 'energy-exchange-users-2025-03-04.csv',
            },
          },
        },
      },
    ]);
    await user.click(screen.getByLabelText('City'));
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(screen.getByText('Exporting…')).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Export CSV' }).getAttribute('aria-busy')).toBe('true');

    await waitFor(() => expect(clicked).toHaveLength(1), { timeout: 3000 });
    expect(sent).toEqual([{ fields: ['full_name', 'email', 'city'] }]);
    expect(clicked[0]).toEqual({
      href: 'blob:export-1',
      download: 'energy-exchange-users-2025-03-04.csv',
      attached: true,
    });
    expect(await blobs[0].text()).toBe('full_name,email,city\r\nAna,ana@example.com,Lisbon\r\n');
    expect(blobs[0].type).toBe('text/csv;charset=utf-8');
    expect(document.querySelector('a[download]')).toBeNull();
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:export-1'));
    expect(await screen.findByText('Downloaded energy-exchange-users-2025-03-04.csv')).not.toBeNull();
    expect(screen.queryByText('Exporting…')).toBeNull();
  });

  it("shows the server's detail when the export fails", async () => {
    const user = userEvent.setup();
    renderWithProviders(<ExportPanel />, [
      {
        request: { query: ExportUsersMutation, variables: { fields: ['full_name', 'email'] } },
        result: { errors: [{ message: 'Unknown field: x', extensions: { code: 'BAD_USER_INPUT' } }] },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Unknown field: x');
    expect(clicked).toHaveLength(0);
  });
});
