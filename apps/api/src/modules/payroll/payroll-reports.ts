import {
  dayProofText,
  formatName,
  paidProof,
  payoutReference,
  ugandaClock,
  ugandaMidnight,
  type NursePay,
  type ProofSummary,
  type ServiceSettings,
  type STATIONS,
  type Unpaid,
  type UnpaidNurse,
  type UnpaidQuery,
} from '@app/contract';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { ProofPort } from './payroll-proof.ts';
import { renderPayStatement } from './pay-statement-pdf.ts';
import { createPayrollNursesRepo } from './payroll-nurses.repo.ts';
import { createPayrollRepo } from './payroll.repo.ts';

// What the payroll reads about nurses (issue 25): the unpaid jobs grouped by
// nurse, a nurse's pay history, and the pay statement of a period.

type Station = (typeof STATIONS)[number];
const ugandaClockOf = (iso: string) => ugandaClock(new Date(iso));
/** The counts and pay of a job's proof, without its days. */
const summary = ({ days: _days, ...rest }: ProofSummary & { days: unknown }): ProofSummary => rest;
const NO_SUCH_NURSE = 'No such nurse';

export function createPayrollReports(deps: {
  db: Db;
  serviceDetails: () => Promise<ServiceSettings>;
  proof: ProofPort;
}) {
  const repo = createPayrollRepo(deps.db);
  const nurses = createPayrollNursesRepo(deps.db);
  return {
    async unpaid(query: UnpaidQuery): Promise<Unpaid> {
      const rows = await repo.unpaid(query);
      const proofs = await deps.proof.ofJobs(rows.map((r) => r.id));
      const byNurse = new Map<number, UnpaidNurse>();
      for (const r of rows) {
        let n = byNurse.get(r.nurseId);
        if (!n) {
          n = {
            nurseId: r.nurseId,
            name: formatName(r.firstName, r.lastName),
            msisdn: r.mobileMoneyNumber ?? r.phoneNumber,
            mobileMoney: r.mobileMoneyNumber !== null,
            jobs: [],
            total: 0,
          };
          byNurse.set(r.nurseId, n);
        }
        n.jobs.push({
          id: r.id,
          careCardNumber: r.careCardNumber,
          clientName: r.clientName,
          startDate: r.startDate,
          endDate: r.endDate,
          days: r.days,
          rate: r.rate,
          amount: r.amount,
          station: (r.station as Station | null) ?? null,
          proof: summary(proofs.get(r.id)!),
        });
        // issue 37: what a batch pays (the verified and approved days)
        n.total += proofs.get(r.id)!.payAmount;
      }
      const nurses = [...byNurse.values()];
      return {
        nurses,
        jobCount: rows.length,
        total: nurses.reduce((a, n) => a + n.total, 0),
      };
    },

    async nursePay(nurseId: number): Promise<NursePay> {
      if (!(await nurses.nurse(nurseId))) throw notFound(NO_SUCH_NURSE);
      const rows = (await nurses.paidLines(nurseId)).map((p) => ({
        ...p,
        paidAt: p.paidAt!.toISOString(),
        reference: payoutReference(p.batchNumber, p.lineId),
      }));
      return { rows, total: rows.reduce((a, p) => a + p.amount, 0) };
    },

    /**
     * The pay statement PDF of a period (Kampala days, both included): the
     * completed jobs that ended in it, and the payments for them (whenever
     * made) or made in it.
     */
    async statement(nurseId: number, from: string, to: string) {
      const nurse = await nurses.nurse(nurseId);
      if (!nurse) throw notFound(NO_SUCH_NURSE);
      const start = Date.parse(ugandaMidnight(from));
      const end = Date.parse(ugandaMidnight(to)) + 24 * 3600_000;
      const [jobs, paid] = await Promise.all([
        nurses.jobsEnding(nurseId, from, to),
        nurses.paidLines(nurseId),
      ]);
      const proofs = await deps.proof.ofJobs(jobs.map((j) => j.id));
      // The payments for the period's jobs, whenever made, and any made in the period.
      const jobIds = new Set(jobs.map((j) => j.id));
      const payments = paid.filter((p) => {
        const at = p.paidAt?.getTime() ?? 0;
        return jobIds.has(p.nurseJobId) || (at >= start && at < end);
      });
      const pdf = await renderPayStatement({
        service: await deps.serviceDetails(),
        nurse: { ...nurse, msisdn: nurse.mobileMoneyNumber ?? nurse.phoneNumber },
        from,
        to,
        jobs: jobs.map((j) => {
          const proof = proofs.get(j.id);
          if (!proof) return j;
          return {
            ...j,
            payAmount: j.paymentStatus === 'Paid' ? j.amount : proof.payAmount,
            proofDays: proof.days.map((d) => ({
              day: d.day,
              proof: dayProofText(d, ugandaClockOf),
              paid: paidProof(d.proof),
            })),
          };
        }),
        payments: payments.reverse(),
      });
      const name = formatName(nurse.firstName, nurse.lastName).replace(/[^A-Za-z0-9]+/g, '-');
      return { pdf, fileName: `pay-statement-${name}-${from}-to-${to}.pdf` };
    },
  };
}
