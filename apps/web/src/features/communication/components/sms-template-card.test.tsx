import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { SmsTemplate } from '@app/contract';
import { renderWithProviders } from '../../../test/render';
import { makeTemplate } from '../sms-test-fixtures';
import { SmsTemplateCard } from './sms-template-card';

// A reload shows the offline copy of the templates first, then the server's
// answer: the card must follow the newer copy, or Save would send the stale
// text back. What she has typed is never replaced.
describe('SmsTemplateCard', { timeout: 30_000 }, () => {
  const text = () => screen.getByRole('textbox', { name: 'Text' });
  const stale = makeTemplate({ text: 'Old {firstName}, from the offline copy.' });
  const fresh = makeTemplate({ text: 'Hello {firstName}, as the server has it now.' });
  /** The card with `first`, and a way to hand it another copy of the template (as a refetch would). */
  function renderCard(first: SmsTemplate) {
    let hand: (template: SmsTemplate) => void = () => undefined;
    function Holder() {
      const [template, setTemplate] = useState(first);
      hand = setTemplate;
      return <SmsTemplateCard template={template} />;
    }
    renderWithProviders(<Holder />);
    return (template: SmsTemplate) => act(() => hand(template));
  }

  it('follows a newer copy of the template when nothing was typed', () => {
    const next = renderCard(stale);
    expect(text()).toHaveValue(stale.text);
    next(fresh);
    expect(text()).toHaveValue(fresh.text);
    expect(screen.getByRole('button', { name: /^Save / })).toBeDisabled();
  });

  it('keeps what she typed when a newer copy arrives', () => {
    const next = renderCard(stale);
    fireEvent.change(text(), { target: { value: 'Typed {firstName}.' } });
    next(fresh);
    expect(text()).toHaveValue('Typed {firstName}.');
    expect(screen.getByRole('button', { name: /^Save / })).toBeEnabled();
  });
});
