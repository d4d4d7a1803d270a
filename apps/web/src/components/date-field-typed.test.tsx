import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { optionalDateField } from '@app/contract';
import '../test/date-picker';
import { dateGroup, dateValue, daySection } from '../test/date-input';
import { contractResolver } from '../lib/contract-resolver';
import { DateField, FormDateField } from './date-field';

const NO_31_FEB = 'There is no 31 February 2030: February 2030 has 28 days';

const schema = z.object({ born: optionalDateField() });
type Values = { born: string };

/** A form with one date, a Save, and a button that sets the date from outside. */
function FormHarness({ initial = '', onSave }: { initial?: string; onSave: (v: Values) => void }) {
  const { control, handleSubmit, setValue } = useForm<Values>({
    resolver: contractResolver(schema),
    mode: 'onTouched',
    defaultValues: { born: initial },
  });
  const [shown, setShown] = useState(true);
  return (
    <form onSubmit={(event) => void handleSubmit(onSave)(event)}>
      {shown ? <FormDateField control={control} name="born" label="Born" /> : null}
      <button type="submit">Save</button>
      <button type="button" onClick={() => setValue('born', '2026-03-01')}>
        Set
      </button>
      <button type="button" onClick={() => setShown((s) => !s)}>
        Toggle
      </button>
    </form>
  );
}

/** A filter's date: its value is what it last handed on. */
function Filter({ onChange, max }: { onChange: (value: string) => void; max?: string }) {
  const [value, setValue] = useState('');
  return (
    <DateField
      label="From"
      value={value}
      max={max}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

async function typeInto(user: ReturnType<typeof userEvent.setup>, label: string, keys: string) {
  await user.click(daySection(label));
  await user.keyboard(keys);
}

describe('DateField: a date that does not exist (issue 38)', () => {
  it('shows 31-02-2030 typed with why it is no date, and hands it to no filter', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<DateField label="From" value="" onChange={onChange} />);
    await typeInto(user, 'From', '31022030');
    expect(dateValue('From')).toBe('31-02-2030');
    expect(await screen.findByText(NO_31_FEB)).toBeInTheDocument();
    expect(dateGroup('From')).toHaveAccessibleDescription(NO_31_FEB);
    await user.tab();
    expect(dateValue('From')).toBe('31-02-2030');
    expect(screen.getByText(NO_31_FEB)).toBeInTheDocument();
    // a filter's URL and the API never see it
    expect(onChange).not.toHaveBeenCalled();
  });

  it('says what a half-typed date lacks once it is left, and keeps it', async () => {
    const user = userEvent.setup();
    render(<DateField label="From" value="" onChange={vi.fn()} />);
    await typeInto(user, 'From', '3102');
    const hint = 'Enter the whole date as DD-MM-YYYY: the year is missing';
    expect(screen.queryByText(hint)).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText(hint)).toBeInTheDocument();
    expect(dateValue('From')).toBe('31-02-YYYY');
  });

  it('says when a date is after the latest day allowed', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Filter onChange={onChange} max="2026-03-10" />);
    await typeInto(user, 'From', '15032026');
    expect(await screen.findByText('Choose 10-03-2026 or an earlier day')).toBeInTheDocument();
    expect(onChange).toHaveBeenLastCalledWith('2026-03-15');
  });
});

describe('FormDateField: a date that does not exist (issue 38)', () => {
  it('refuses the save with the message, until a real date is typed over it', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<FormHarness onSave={onSave} />);
    await typeInto(user, 'Born', '31022030');
    expect(await screen.findByText(NO_31_FEB)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dateGroup('Born')).toHaveAttribute('aria-invalid', 'true'));
    expect(onSave).not.toHaveBeenCalled();
    expect(dateValue('Born')).toBe('31-02-2030');
    expect(screen.getByText(NO_31_FEB)).toBeInTheDocument();

    await typeInto(user, 'Born', '28');
    expect(dateValue('Born')).toBe('28-02-2030');
    await waitFor(() => expect(screen.queryByText(NO_31_FEB)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave.mock.calls[0]?.[0]).toEqual({ born: '2030-02-28' });
  });

  it('shows 31-02-2030 again when mounted anew, never another day', async () => {
    const user = userEvent.setup();
    render(<FormHarness onSave={vi.fn()} />);
    await typeInto(user, 'Born', '31022030');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(screen.queryByRole('group', { name: 'Born' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(dateValue('Born')).toBe('31-02-2030');
    expect(screen.getByText(NO_31_FEB)).toBeInTheDocument();
  });

  it('starts from an impossible date held by the form as typed', () => {
    render(<FormHarness initial="2030-02-31" onSave={vi.fn()} />);
    expect(dateValue('Born')).toBe('31-02-2030');
    expect(screen.getByText(NO_31_FEB)).toBeInTheDocument();
  });

  it('keeps a half-typed date through a remount, and refuses the save', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<FormHarness onSave={onSave} />);
    await typeInto(user, 'Born', '3102');
    await user.tab();
    const hint = 'Enter the whole date as DD-MM-YYYY: the year is missing';
    expect(await screen.findByText(hint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    expect(dateValue('Born')).toBe('31-02-YYYY');
    expect(screen.getByText(hint)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dateGroup('Born')).toHaveAttribute('aria-invalid', 'true'));
    expect(onSave).not.toHaveBeenCalled();
  });

  it('still takes a new value from the form over what was typed', async () => {
    const user = userEvent.setup();
    render(<FormHarness onSave={vi.fn()} />);
    await typeInto(user, 'Born', '31022030');
    expect(await screen.findByText(NO_31_FEB)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Set' }));
    expect(dateValue('Born')).toBe('01-03-2026');
    expect(screen.queryByText(NO_31_FEB)).not.toBeInTheDocument();
  });
});
