import { Suspense, lazy, useState, type ComponentType, type JSX } from 'react';

/**
 * A dialog whose module (its form, schemas and fields) loads when it is first
 * opened, not with the screen: a screen opens with less to evaluate, which a
 * phone feels (issue 21). Once opened it stays mounted, so it closes with its
 * transition and opens again at once.
 */
export function lazyDialog<P extends { open: boolean }>(
  load: () => Promise<ComponentType<P>>,
): ComponentType<P> {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  return function LazyDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...(props as P & JSX.IntrinsicAttributes)} />
      </Suspense>
    );
  };
}
