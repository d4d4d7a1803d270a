import { SmsComposer } from './sms-composer';
import { SmsHistory } from './sms-history';

/** Communication's SMS tab (issue 24): compose above, the history of every message below. */
export function SmsTab() {
  return (
    <>
      <SmsComposer />
      <SmsHistory />
    </>
  );
}
