import Box from '@mui/material/Box';
import {
  ageRisk,
  formatDate,
  gravidaParityText,
  ugandaDate,
  ugandaMidnight,
  type Pregnancy,
} from '@app/contract';
import { DetailItem } from '../../../components/detail-item';
import { PregnancyRiskChips } from './pregnancy-risk-chips';

/** A day (YYYY-MM-DD) as every screen writes it: DD-MM-YYYY. */
export const shownDay = (day: string) => formatDate(ugandaMidnight(day));

type Props = {
  pregnancy: Pregnancy;
  /** Her date of birth when known: her age's risk (under 18, over 35) is counted from it. */
  dateOfBirth?: string | null;
};

/** The ongoing pregnancy's facts: EDD, LMP, gestational age, G/P, risks, where she plans to deliver. */
export function PregnancyFacts({ pregnancy: p, dateOfBirth }: Props) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
      }}
    >
      <DetailItem label="Expected delivery date (EDD)">{shownDay(p.edd)}</DetailItem>
      <DetailItem label="Last menstrual period (LMP)">{shownDay(p.lmp)}</DetailItem>
      <DetailItem label="Gestational age">{p.gestational_age}</DetailItem>
      <DetailItem label="Gravida / parity">{gravidaParityText(p)}</DetailItem>
      <DetailItem label="Risks">
        <PregnancyRiskChips risks={p.risks} ageRisk={ageRisk(dateOfBirth, ugandaDate())} />
      </DetailItem>
      <DetailItem label="Planned place of delivery">{p.facility}</DetailItem>
      {p.risk_notes ? <DetailItem label="Risk notes">{p.risk_notes}</DetailItem> : null}
      <DetailItem label="Registered by">{p.created_by}</DetailItem>
    </Box>
  );
}
