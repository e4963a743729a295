import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { CATEGORIES, makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { ImageCodec } from '../../onboarding';
import { UpdateProfileMutation } from '../../onboarding';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { GravatarInfoQuery, SyncGravatarMutation } from '../operations';
import { ProfileView } from './ProfileView';

const categoriesMock = {
  request: { query: CategoriesQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { categories: CATEGORIES } },
};
const gravatarInfoMock = (exists: boolean) => ({
  request: { query: GravatarInfoQuery },
  maxUsageCount: Number.POSITIVE_INFINITY,
  result: { data: { gravatarInfo: { __typename: 'GravatarInfo', exists, joinUrl: 'https://gravatar.com/signup' } } },
});

const tinyJpeg = 'data:image/jpeg;base64,AAAA';
const okCodec: ImageCodec = { render: async () => ({ width: 10, height: 10, toJpegDataUrl: () => tinyJpeg }) };

const member = makeUser({
  profileCompleted: true,
  profile: {
    bio: 'Coach for founders.',
    location: null,
    experienceYears: 3,
    skills: ['Wellness'],
    profileImage: null,
    avatarUrl: null,
    imageSource: null,
  },
});

function renderProfile(mocks: object[], user = member) {
  const onUserChange = vi.fn();
  renderWithProviders(<ProfileView user={user} onUserChange={onUserChange} imageCodec={okCodec} />, [
    categoriesMock,
    ...(mocks as never[]),
  ]);
  return { onUserChange };
}

describe('ProfileView', () => {
  it('shows the profile, edits it (with an uploaded picture) and saves', async () => {
    const user = userEvent.setup();
    const inputs: unknown[] = [];
    const saved = makeUser({ ...member, fullName: 'Jane Q. Doe' });
    const { onUserChange } = renderProfile([
      {
        request: {
          query: UpdateProfileMutation,
          variables: (vars: { input: unknown }) => {
            inputs.push(vars.input);
            return true;
          },
        },
        result: { data: { updateProfile: saved } },
      },
    ]);

    expect(screen.getByRole('heading', { level: 2, name: 'Jane Doe' })).not.toBeNull();
    expect(screen.getByText('Coach for founders.')).not.toBeNull();
    expect(screen.getByText('Location not specified')).not.toBeNull();
    expect(screen.getByText('3 years experience')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByRole('radio', { name: 'Upload' })).toHaveProperty('checked', true);
    await user.upload(screen.getByLabelText('Upload a picture'), new File(['img'], 'me.png', { type: 'image/png' }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.type(screen.getByLabelText('Full name'), 'Jane Q. Doe');
    await user.clear(screen.getByLabelText('Bio'));
    await user.type(screen.getByLabelText('Location'), 'Lisbon');
    await user.clear(screen.getByLabelText('Years of experience'));
    await user.type(screen.getByLabelText('Years of experience'), '9');
    await user.selectOptions(screen.getByLabelText('Add a skill'), 'Copywriting');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile updated successfully!')).not.toBeNull();
    expect(inputs).toEqual([
      {
        fullName: 'Jane Q. Doe',
        bio: null,
        location: 'Lisbon',
        experienceYears: 9,
        skills: ['Wellness', 'Copywriting'],
        profileImage: tinyJpeg,
        imageSource: 'UPLOAD',
      },
    ]);
    expect(onUserChange).toHaveBeenCalledWith(expect.objectContaining({ fullName: 'Jane Q. Doe' }));
    expect(screen.getByRole('button', { name: 'Edit Profile' })).not.toBeNull(); // back in view mode
  });

  it('requires a full name and reports a failed save', async () => {
    const user = userEvent.setup();
    renderProfile([{ request: { query: UpdateProfileMutation, variables: () => true }, error: new Error('offline') }]);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.clear(screen.getByLabelText('Full name'));
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(screen.getByText('Full name is required')).not.toBeNull();

    await user.type(screen.getByLabelText('Full name'), 'Jane');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to update profile. Please try again.');
    expect(screen.getByRole('button', { name: 'Save Changes' })).not.toBeNull(); // still editing
  });

  it('rejects a non-image upload with the pipeline text', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderProfile([]);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.upload(screen.getByLabelText('Upload a picture'), new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('Please select an image file')).not.toBeNull();
  });

  it('syncs from Gravatar: success, none found (info with the server detail), failure', async () => {
    const user = userEvent.setup();
    const synced = makeUser({
      ...member,
      profile: { ...member.profile, profileImage: tinyJpeg, imageSource: 'GRAVATAR' },
    });
    const { onUserChange } = renderProfile([
      gravatarInfoMock(false),
      {
        request: { query: SyncGravatarMutation },
        result: {
          errors: [new GraphQLError('No Gravatar found for this email', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
      { request: { query: SyncGravatarMutation }, error: new Error('offline') },
      { request: { query: SyncGravatarMutation }, result: { data: { syncGravatar: synced } } },
    ]);
    await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
    await user.click(screen.getByRole('radio', { name: 'Gravatar' }));
    expect(await screen.findByText(/No Gravatar found for jane@example.com/)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Create one on Gravatar' }).getAttribute('href')).toBe(
      'https://gravatar.com/signup',
    );

    const sync = screen.getByRole('button', { name: 'Sync with Gravatar' });
    await user.click(sync);
    // Not a failure: an info toast (role status) with the server's detail.
    await waitFor(() =>
      expect(document.querySelector('.toast--info')?.textContent).toBe('No Gravatar found for this email'),
    );
    expect(screen.queryByRole('alert')).toBeNull();

    await user.click(sync);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to sync with Gravatar. Please try again.');

    await user.click(sync);
    expect(await screen.findByText('Profile picture updated from Gravatar!')).not.toBeNull();
    expect(onUserChange).toHaveBeenCalledWith(
      expect.objectContaining({ profile: expect.objectContaining({ imageSource: 'GRAVATAR' }) }),
    );
  });

  it('shows the email line only when there is an address (the schema may answer null: contact privacy)', () => {
    renderProfile([gravatarInfoMock(false)]);
    expect(document.querySelector('.profile-card__email')?.textContent).toBe('jane@example.com');
  });

  it('leaves the email line out when the address is hidden (null)', () => {
    renderProfile([gravatarInfoMock(false)], makeUser({ ...member, email: null }));
    expect(screen.getByRole('heading', { level: 2, name: 'Jane Doe' })).not.toBeNull();
    expect(document.querySelector('.profile-card__email')).toBeNull();
  });
});
