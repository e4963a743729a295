import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '../../../test/fixtures';
import { renderWithProviders, capture } from '../../../test/render';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { CreateServiceMutation, DeleteServiceMutation, MyServicesQuery, UpdateServiceMutation } from '../operations';
import { MyServicesPanel } from './MyServicesPanel';
import { ServiceGroupSessionsQuery } from '../../group-sessions';

const categoriesMock = {
  request: { query: CategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { categories: CATEGORIES } },
};

function myService(overrides: Record<string, unknown> = {}) {
  return {
    __typename: 'Service',
    id: 'm1',
    title: 'Strategy Hour',
    description: 'Plan your quarter.',
    category: 'business_coaching',
    categoryLabel: 'Business Coaching',
    durationMinutes: 60,
    energyCost: 4,
    maxParticipants: 2,
    createdAt: '2025-01-01T00:00:00.000Z',
    ...overrides,
  };
}

function listMock(list: object[]) {
  return { request: { query: MyServicesQuery }, result: { data: { myServices: list } } };
}

describe('MyServicesPanel', () => {
  it('checks the form before sending anything, then creates the service, which joins the list in place', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    const created = myService({
      id: 'm2',
      title: 'Copy Review',
      category: 'copywriting',
      categoryLabel: 'Copywriting',
      energyCost: 20,
      maxParticipants: 10,
      durationMinutes: 240,
      description: 'Line by line.',
    });
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([]),
      {
        request: { query: CreateServiceMutation, variables: capture(sent) },
        result: { data: { createService: created } },
      },
    ]);

    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    const form = screen.getByRole('form', { name: 'New service' });
    expect(within(form).getByLabelText<HTMLInputElement>('Duration (minutes)').value).toBe('60');
    expect(within(form).getByLabelText<HTMLInputElement>('Energy cost (EP)').value).toBe('1');
    expect(within(form).getByLabelText<HTMLInputElement>('Max participants').value).toBe('1');

    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '241');
    await user.clear(within(form).getByLabelText('Energy cost (EP)'));
    await user.type(within(form).getByLabelText('Energy cost (EP)'), '0');
    await user.clear(within(form).getByLabelText('Max participants'));
    await user.type(within(form).getByLabelText('Max participants'), '11');
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));
    expect(within(form).getByText('Title is required')).not.toBeNull();
    expect(within(form).getByText('Category is required')).not.toBeNull();
    expect(within(form).getByText('Description is required')).not.toBeNull();
    expect(within(form).getByText('Duration must be between 15 and 240 minutes')).not.toBeNull();
    expect(within(form).getByText('Energy cost must be between 1 and 20 EP')).not.toBeNull();
    expect(within(form).getByText('Max participants must be between 1 and 10')).not.toBeNull();
    expect(document.activeElement).toBe(within(form).getByLabelText('Title'));
    expect(sent).toEqual([]);

    await user.type(within(form).getByLabelText('Title'), 'Copy Review');
    await user.selectOptions(within(form).getByLabelText('Category'), 'Copywriting');
    await user.type(within(form).getByLabelText('Description'), 'Line by line.');
    await user.clear(within(form).getByLabelText('Duration (minutes)'));
    await user.type(within(form).getByLabelText('Duration (minutes)'), '240');
    await user.clear(within(form).getByLabelText('Energy cost (EP)'));
    await user.type(within(form).getByLabelText('Energy cost (EP)'), '20');
    await user.clear(within(form).getByLabelText('Max participants'));
    await user.type(within(form).getByLabelText('Max participants'), '10');
    await user.click(within(form).getByRole('button', { name: 'Create Service' }));

    expect(await screen.findByText('Service created successfully!')).not.toBeNull();
    expect(sent).toEqual([
      {
        input: {
          title: 'Copy Review',
          category: 'copywriting',
          description: 'Line by line.',
          durationMinutes: 240,
          energyCost: 20,
          maxParticipants: 10,
        },
        // One idempotency key per opened form: a double-clicked save publishes once.
        clientKey: expect.stringMatching(/^[0-9a-f-]{32,36}$/),
      },
    ]);
    const list = await screen.findByRole('list', { name: 'My services' });
    expect(within(list).getByText('Copy Review')).not.toBeNull();
  });

  it("keeps the form and toasts the server's reason when saving is refused", async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([myService()]),
      {
        request: { query: UpdateServiceMutation, variables: () => true },
        result: { errors: [new GraphQLError('Unknown category: x', { extensions: { code: 'BAD_USER_INPUT' } })] },
      },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Strategy Hour' }));
    const form = screen.getByRole('form', { name: 'Edit service' });
    expect(within(form).getByLabelText<HTMLInputElement>('Title').value).toBe('Strategy Hour');
    await user.click(within(form).getByRole('button', { name: 'Update Service' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Unknown category: x');
    expect(screen.getByRole('form', { name: 'Edit service' })).not.toBeNull();
  });

  it('keeps the form and toasts its own text when no answer came', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([myService()]),
      { request: { query: UpdateServiceMutation, variables: () => true }, error: new Error('Network down') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Strategy Hour' }));
    await user.click(
      within(screen.getByRole('form', { name: 'Edit service' })).getByRole('button', { name: 'Update Service' }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to save service. Please try again.');
    expect(screen.getByRole('form', { name: 'Edit service' })).not.toBeNull();
  });

  it('retries a failed create with the same key, and a newly opened form with a new one', async () => {
    const user = userEvent.setup();
    const sent: Array<{ clientKey: string }> = [];
    const failing = {
      request: { query: CreateServiceMutation, variables: capture(sent) },
      result: { errors: [new GraphQLError('Lost answer', { extensions: { code: 'SERVICE_UNAVAILABLE' } })] },
    };
    renderWithProviders(<MyServicesPanel />, [categoriesMock, listMock([]), failing, failing, failing]);
    const fillAndSave = async () => {
      const form = screen.getByRole('form', { name: 'New service' });
      if (!within(form).getByLabelText<HTMLInputElement>('Title').value) {
        await user.type(within(form).getByLabelText('Title'), 'Copy Review');
        await user.selectOptions(within(form).getByLabelText('Category'), 'Copywriting');
        await user.type(within(form).getByLabelText('Description'), 'Line by line.');
      }
      await user.click(within(form).getByRole('button', { name: 'Create Service' }));
      await waitFor(() => expect(screen.getAllByRole('alert').length).toBeGreaterThan(0));
    };
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    await fillAndSave();
    await waitFor(() => expect(sent).toHaveLength(1));
    await fillAndSave();
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1].clientKey).toBe(sent[0].clientKey);

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await user.click(await screen.findByRole('button', { name: 'Add Service' }));
    await fillAndSave();
    await waitFor(() => expect(sent).toHaveLength(3));
    expect(sent[2].clientKey).not.toBe(sent[0].clientKey);
  });

  it('updates a service with its id', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([myService()]),
      {
        request: { query: UpdateServiceMutation, variables: capture(sent) },
        result: { data: { updateService: myService({ title: 'Strategy Hour+' }) } },
      },
      listMock([myService({ title: 'Strategy Hour+' })]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Edit Strategy Hour' }));
    await user.type(screen.getByLabelText('Title'), '+');
    await user.click(screen.getByRole('button', { name: 'Update Service' }));
    expect(await screen.findByText('Service updated successfully!')).not.toBeNull();
    expect(sent).toEqual([
      {
        id: 'm1',
        input: {
          title: 'Strategy Hour+',
          category: 'business_coaching',
          description: 'Plan your quarter.',
          durationMinutes: 60,
          energyCost: 4,
          maxParticipants: 2,
        },
      },
    ]);
    expect(await screen.findByText('Strategy Hour+')).not.toBeNull();
  });

  it('asks before deleting, then deletes', async () => {
    const user = userEvent.setup();
    const sent: unknown[] = [];
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([myService()]),
      {
        request: { query: DeleteServiceMutation, variables: capture(sent) },
        result: { data: { deleteService: { __typename: 'DeleteServiceResult', id: 'm1', archived: false } } },
      },
      listMock([]),
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Strategy Hour' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete service?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(sent).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Delete Strategy Hour' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete service?' })).getByRole('button', { name: 'Delete Service' }),
    );
    expect(await screen.findByText('Service deleted successfully!')).not.toBeNull();
    expect(sent).toEqual([{ id: 'm1' }]);
    expect(await screen.findByRole('heading', { name: 'No services yet' })).not.toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Delete service?' })).toBeNull());
  });

  it('says so when deleting fails', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([myService()]),
      { request: { query: DeleteServiceMutation, variables: () => true }, error: new Error('offline') },
    ]);
    await user.click(await screen.findByRole('button', { name: 'Delete Strategy Hour' }));
    await user.click(screen.getByRole('button', { name: 'Delete Service' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to delete service. Please try again.');
  });

  it('opens the group sessions of a service for several participants only', async () => {
    const user = userEvent.setup();
    renderWithProviders(<MyServicesPanel />, [
      categoriesMock,
      listMock([
        myService({ id: 'm1', title: 'Workshop', maxParticipants: 3 }),
        myService({ id: 'm2', title: 'One To One', maxParticipants: 1 }),
      ]),
      {
        request: { query: ServiceGroupSessionsQuery, variables: { serviceId: 'm1' } },
        result: { data: { groupSessions: [] } },
      },
    ]);
    const list = await screen.findByRole('list', { name: 'My services' });
    const [workshop, single] = within(list).getAllByRole('listitem');
    expect(within(single).queryByRole('button', { name: 'Group sessions' })).toBeNull();
    const toggle = within(workshop).getByRole('button', { name: 'Group sessions' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await user.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const region = within(workshop).getByRole('region', { name: 'Group sessions of Workshop' });
    expect(await within(region).findByText('No group sessions scheduled yet.')).not.toBeNull();
    expect(within(region).getByRole('button', { name: 'Schedule' })).not.toBeNull();
  });
});
