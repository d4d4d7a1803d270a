import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useRef, useState } from 'react';
import { COMMS_MESSAGES, type CareTip } from '@app/contract';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/toast';
import { useCareTips } from '../api/get-care-tips';
import { usePushCareTip } from '../api/push-care-tip';
import { notifyFailure } from '../../../lib/notify-error';
import { CareTipForm } from './care-tip-form';
import { CareTipList, TIPS_PAGE } from './care-tip-list';

/**
 * Health care info (SPEC 2, 4): the tips beside the form; selecting a tip
 * switches the form to update mode, 'New tip' back to create mode. Pushing a
 * tip sends it to everyone and its count goes up by one.
 */
export function HealthTipsTab() {
  const [page, setPage] = useState(0);
  const [selected, setSelected] = useState<CareTip | null>(null);
  const [pushing, setPushing] = useState<CareTip | null>(null);
  const [confirming, setConfirming] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const query = useCareTips(page, TIPS_PAGE);
  const push = usePushCareTip();

  // The form changes mode: bring it into view (it is below the list on a phone) and focus it.
  const edit = (tip: CareTip | null) => {
    setSelected(tip);
    requestAnimationFrame(() => {
      const el = heading.current;
      if (!el) return;
      const { top } = el.getBoundingClientRect();
      if (top < 64 || top > window.innerHeight - 200) {
        el.scrollIntoView?.({ block: 'start', behavior: 'smooth' });
      }
      el.focus({ preventScroll: true });
    });
  };

  const askToPush = (tip: CareTip) => {
    setPushing(tip);
    setConfirming(true);
  };

  const confirmPush = () => {
    if (!pushing) return;
    push.mutate(pushing.id, {
      onSuccess: () => toast.success(COMMS_MESSAGES.tipPushed),
      onError: (error) => notifyFailure(COMMS_MESSAGES.tipPushFailed, error),
      onSettled: () => setConfirming(false),
    });
  };

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'minmax(0, 3fr) minmax(0, 2fr)' },
      }}
    >
      <Box component="section" aria-labelledby="tips-title">
        <Typography id="tips-title" variant="h6" component="h2" sx={{ mb: 1 }}>
          Health tips
        </Typography>
        <CareTipList
          rows={query.data?.rows ?? []}
          count={query.data?.count ?? 0}
          page={page}
          onPageChange={setPage}
          loading={query.isPending}
          error={query.isError ? errorMessage(query.error) : undefined}
          selectedId={selected?.id ?? null}
          onSelect={edit}
          onPush={askToPush}
        />
      </Box>
      <Box sx={{ position: { lg: 'sticky' }, top: { lg: 80 } }}>
        <CareTipForm
          key={selected?.id ?? 'new'}
          tip={selected}
          onNew={() => edit(null)}
          onCreated={() => setPage(0)}
          headingRef={heading}
        />
      </Box>
      <ConfirmDialog
        open={confirming}
        title="Push this tip to all users?"
        text={
          pushing
            ? `“${pushing.title}” will be sent to every user of the app. Sent ${pushing.count} ${pushing.count === 1 ? 'time' : 'times'} so far.`
            : undefined
        }
        confirmLabel="Push"
        busy={push.isPending}
        onConfirm={confirmPush}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}
