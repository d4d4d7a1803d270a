import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import {
  AGE_RISK_LABELS,
  PREGNANCY_RISK_LABELS,
  type AgeRisk,
  type Pregnancy,
} from '@app/contract';

type Props = { risks: Pregnancy['risks']; ageRisk: AgeRisk | null };

/** Her risks as chips: the ones recorded, then her age's (computed), or "None recorded". */
export function PregnancyRiskChips({ risks, ageRisk }: Props) {
  if (!risks.length && !ageRisk) return <>None recorded</>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {risks.map((risk) => (
        <Chip
          key={risk}
          size="small"
          color="warning"
          variant="outlined"
          label={PREGNANCY_RISK_LABELS[risk]}
        />
      ))}
      {ageRisk ? (
        <Chip
          size="small"
          color="warning"
          variant="outlined"
          label={`Age: ${AGE_RISK_LABELS[ageRisk].toLowerCase()}`}
        />
      ) : null}
    </Stack>
  );
}
