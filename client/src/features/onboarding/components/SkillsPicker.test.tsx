import { screen, within } from '@testing-library/react';
import { renderWithProviders as render } from '../../../test/render';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { SkillsPicker } from './SkillsPicker';

const OPTIONS = ['Business Coaching', 'Copywriting', 'Design'];

function Harness({ initial = [] as string[] }) {
  const [skills, setSkills] = useState(initial);
  return <SkillsPicker options={OPTIONS} value={skills} onChange={setSkills} />;
}

function offered(): string[] {
  const select = screen.getByLabelText<HTMLSelectElement>('Add a skill');
  return Array.from(select.options)
    .map((o) => o.value)
    .filter(Boolean);
}

function chips(): string[] {
  const list = screen.queryByRole('list', { name: 'Selected skills' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent ?? '')
    : [];
}

describe('SkillsPicker', () => {
  it('adds chosen skills as chips and stops offering them', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    expect(offered()).toEqual(OPTIONS);

    await user.selectOptions(screen.getByLabelText('Add a skill'), 'Copywriting');
    expect(chips()).toEqual(['Copywriting']);
    expect(offered()).toEqual(['Business Coaching', 'Design']);
    expect(screen.getByLabelText<HTMLSelectElement>('Add a skill').value).toBe('');

    await user.selectOptions(screen.getByLabelText('Add a skill'), 'Design');
    expect(chips()).toEqual(['Copywriting', 'Design']);
    expect(offered()).toEqual(['Business Coaching']);
  });

  it('removing a chip offers the skill again, without duplicates', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Design']} />);
    await user.click(screen.getByRole('button', { name: 'Remove Design' }));
    expect(chips()).toEqual([]);
    expect(offered()).toEqual(OPTIONS);

    await user.selectOptions(screen.getByLabelText('Add a skill'), 'Design');
    expect(chips()).toEqual(['Design']);
    expect(offered().filter((o) => o === 'Design')).toEqual([]);
  });

  it('disables the dropdown once every skill is chosen', () => {
    render(<Harness initial={OPTIONS} />);
    expect(screen.getByLabelText<HTMLSelectElement>('Add a skill').disabled).toBe(true);
    expect(offered()).toEqual([]);
  });
});
