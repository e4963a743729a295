import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import type { ImageCodec } from '../lib/profileImage';
import { UpdateProfileMutation } from '../operations';
import { CategoriesQuery } from '../../../shared/lib/categories';
import { OnboardingModal } from './OnboardingModal';

const categoriesMock = {
  request: { query: CategoriesQuery },
  result: {
    data: {
      categories: [
        { __typename: 'Category', value: 'coaching', label: 'Business Coaching' },
        { __typename: 'Category', value: 'writing', label: 'Copywriting' },
      ],
    },
  },
};

const tinyJpeg = 'data:image/jpeg;base64,AAAA';
const okCodec: ImageCodec = { render: async () => ({ width: 10, height: 10, toJpegDataUrl: () => tinyJpeg }) };

function renderOnboarding(mocks: object[], imageCodec: ImageCodec = okCodec) {
  const onCompleted = vi.fn();
  renderWithProviders(<OnboardingModal user={makeUser()} onCompleted={onCompleted} imageCodec={imageCodec} />, [
    categoriesMock,
    ...(mocks as never[]),
  ]);
  return { onCompleted };
}

describe('OnboardingModal', () => {
  it('walks through both steps and saves the profile with Complete Setup', async () => {
    const user = userEvent.setup();
    const inputs: unknown[] = [];
    const saved = makeUser({ profileCompleted: true });
    const { onCompleted } = renderOnboarding([
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

    expect(screen.getByRole('dialog', { name: 'Complete your profile' })).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();

    await user.upload(screen.getByLabelText('Profile picture'), new File(['img'], 'me.png', { type: 'image/png' }));
    await user.type(screen.getByLabelText('Bio'), 'I help founders tell their story.');
    await user.type(screen.getByLabelText('Location'), 'Lisbon');
    await user.type(screen.getByLabelText('Years of experience'), '7');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await user.selectOptions(await screen.findByLabelText('Add a skill'), 'Copywriting');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLTextAreaElement>('Bio').value).toBe('I help founders tell their story.');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Remove Copywriting' })).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Complete Setup' }));
    await waitFor(() => expect(onCompleted).toHaveBeenCalledTimes(1));
    expect(onCompleted.mock.calls[0][0]).toMatchObject({ profileCompleted: true });
    expect(inputs[0]).toEqual({
      bio: 'I help founders tell their story.',
      location: 'Lisbon',
      experienceYears: 7,
      skills: ['Copywriting'],
      profileImage: tinyJpeg,
      imageSource: 'UPLOAD',
    });
  });

  it('shows the image pipeline error under the file input', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderOnboarding([]);
    await user.upload(
      screen.getByLabelText('Profile picture'),
      new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('Please select an image file')).not.toBeNull();
    expect(screen.getByLabelText('Profile picture').getAttribute('aria-invalid')).toBe('true');
  });

  it('does nothing visible when Complete Setup fails', async () => {
    const user = userEvent.setup();
    const { onCompleted } = renderOnboarding([
      {
        request: { query: UpdateProfileMutation, variables: () => true },
        result: {
          errors: [new GraphQLError('Profile image is too large', { extensions: { code: 'BAD_USER_INPUT' } })],
        },
      },
    ]);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const complete = screen.getByRole('button', { name: 'Complete Setup' });
    await user.click(complete);
    await waitFor(() => expect(complete.hasAttribute('disabled')).toBe(false));
    expect(onCompleted).not.toHaveBeenCalled();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByRole('dialog', { name: 'Complete your profile' })).not.toBeNull();
  });

  it('rejects a non-integer experience before moving on', async () => {
    const user = userEvent.setup();
    renderOnboarding([]);
    await user.type(screen.getByLabelText('Years of experience'), '2.5');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Years of experience must be a whole number from 0 to 80')).not.toBeNull();
    expect(screen.queryByLabelText('Add a skill')).toBeNull();
  });
});
