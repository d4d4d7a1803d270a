import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import { useEffect, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const PRINT_CLASS = 'print-area';

/**
 * What the browser prints while this is mounted: the children alone, on a
 * clean white page. Hidden on screen; in print every other part of the page
 * (shell, dialogs, toasts) is hidden instead. See usePrint.
 */
export function PrintArea({ children }: { children: ReactNode }) {
  return createPortal(
    <>
      <GlobalStyles
        styles={{
          [`.${PRINT_CLASS}`]: { display: 'none' },
          '@media print': {
            [`body > *:not(.${PRINT_CLASS})`]: { display: 'none !important' },
            [`.${PRINT_CLASS}`]: { display: 'block', color: '#000', background: '#fff' },
            '@page': { margin: '16mm' },
          },
        }}
      />
      <Box className={PRINT_CLASS} aria-hidden>
        {children}
      </Box>
    </>,
    document.body,
  );
}

/**
 * Mounts a PrintArea, prints, and unmounts it: `print()` starts, `printing`
 * says whether the PrintArea should be rendered.
 */
export function usePrint(): { printing: boolean; print: () => void } {
  const [printing, setPrinting] = useState(false);
  useEffect(() => {
    if (!printing) return;
    const done = () => setPrinting(false);
    window.addEventListener('afterprint', done, { once: true });
    // The PrintArea is in the page by now; print() returns when the dialog closes.
    window.print();
    done();
    return () => window.removeEventListener('afterprint', done);
  }, [printing]);
  return { printing, print: () => setPrinting(true) };
}
