import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from './email-text';
import { NoWrap } from './no-wrap';

describe('EmailText (issue 38)', () => {
  it("offers a line break only before '@' and '.', and keeps the address whole", () => {
    const { container } = render(<EmailText email="esther.namubiru@example.ug" />);
    const text = screen.getByText('esther.namubiru@example.ug');
    expect(text).toHaveTextContent('esther.namubiru@example.ug');
    // esther | .namubiru | @example | .ug
    expect(container.querySelectorAll('wbr')).toHaveLength(3);
    const before = [...container.querySelectorAll('wbr')].map((w) => w.nextSibling?.textContent);
    expect(before).toEqual(['.namubiru', '@example', '.ug']);
  });

  it('links to mailto: when asked, and shows nothing without an address', () => {
    const { container } = render(
      <>
        <EmailText email="okello@example.ug" link />
        <EmailText email={null} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'okello@example.ug' })).toHaveAttribute(
      'href',
      'mailto:okello@example.ug',
    );
    expect(container.textContent).toBe('okello@example.ug');
  });

  it('NoWrap keeps a register number on one line', () => {
    render(<NoWrap>UNMC/RM/2018/01234</NoWrap>);
    expect(screen.getByText('UNMC/RM/2018/01234')).toHaveStyle({ whiteSpace: 'nowrap' });
  });
});
