import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../../lib/api-client';
import { useSmsSettings } from '../api/get-sms-settings';
import { useSmsTemplates } from '../api/get-sms-templates';
import { SmsGatewayCard } from './sms-gateway-card';
import { SmsSimulator } from './sms-simulator';
import { SmsTemplateCard } from './sms-template-card';

/**
 * Admin's SMS tab (issue 24): the messages the work sends by itself, each on
 * or off with its template, and the gateway's settings; with the local
 * outbox, the simulator where staff play the nurse's phone (issue 37).
 */
export function SmsAdminTab() {
  const templates = useSmsTemplates();
  const outbox = useSmsSettings().data?.gateway === 'outbox';
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper
        variant="outlined"
        component="section"
        aria-labelledby="sms-automatic-title"
        sx={{ p: 2, display: 'grid', gap: 2 }}
      >
        <Box>
          <Typography id="sms-automatic-title" variant="h6" component="h2">
            Automatic SMS
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Sent by the work itself to customers and nurses who can get an SMS. A word in braces is
            filled in for each person; click one to put it at the cursor.
          </Typography>
        </Box>
        {templates.isError ? (
          <Alert severity="error">{errorMessage(templates.error)}</Alert>
        ) : templates.data ? (
          templates.data.map((template) => (
            <SmsTemplateCard key={template.event} template={template} />
          ))
        ) : (
          <Skeleton variant="rounded" height={200} />
        )}
      </Paper>
      <SmsGatewayCard />
      {outbox ? <SmsSimulator /> : null}
    </Box>
  );
}
