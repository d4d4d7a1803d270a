import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { lazyDialog } from './lazy-dialog';

type Props = { open: boolean; name: string };
const Shown = ({ open, name }: Props) => <p>{`${name} ${open ? 'open' : 'closed'}`}</p>;

describe('lazyDialog', () => {
  it('loads the dialog when first opened, then keeps it mounted while closed', async () => {
    const load = vi.fn(() => Promise.resolve(Shown));
    const Dialog = lazyDialog(load);
    const { rerender, container } = render(<Dialog open={false} name="Add Order" />);
    expect(load).not.toHaveBeenCalled();
    expect(container).toBeEmptyDOMElement();

    rerender(<Dialog open name="Add Order" />);
    expect(await screen.findByText('Add Order open')).toBeInTheDocument();
    rerender(<Dialog open={false} name="Add Order" />);
    expect(screen.getByText('Add Order closed')).toBeInTheDocument();
    rerender(<Dialog open name="Edit Order" />);
    expect(screen.getByText('Edit Order open')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });
});
