import { incomeFormSchema, type Income } from '@app/contract';
import { dayText, isoTime, writtenBy, type ColumnsOf, type FieldMap } from '../../db/field-map.ts';
import { customers, incomeTrace } from '../../db/schema/index.ts';

/**
 * SPEC 3 Order / income record as the API answers it (incomeSchema), the
 * one definition of it (ADR 032): the ledger's rows, one record, a new
 * record's answer and the answer its idempotency key keeps are all built
 * from this map by the database. `i` and `c` are the tables, or the new
 * entry's values under their column names (income-create.repo.ts).
 */
export const incomeFields = (
  i: ColumnsOf<typeof incomeTrace> = incomeTrace,
  c: ColumnsOf<typeof customers> = customers,
) =>
  ({
    id: i.id,
    txn_date: dayText(i.txnDate),
    product: i.product,
    lead_source: i.leadSource,
    station: i.station,
    payment_method: i.paymentMethod,
    status: i.status,
    amount: i.amount,
    doc_id: i.docId,
    summary: i.summary,
    user_id: i.userId,
    created_by: i.createdBy,
    User: {
      firstname: c.firstname,
      lastname: c.lastname,
      phonenumber: c.phonenumber,
      address: c.address,
    },
    createdAt: isoTime(i.createdAt),
    updatedAt: isoTime(i.updatedAt),
  }) satisfies FieldMap<Income>;

/**
 * The columns the order form writes (SPEC 5): each form field is the
 * answer's field of the same name, so a field added to the form, the
 * answer and the table is written with no other change.
 */
export const FORM_COLUMNS = writtenBy(incomeFields(), Object.keys(incomeFormSchema.shape));

/** A new entry's columns besides the form's: who recorded it (SPEC 6 created_by). */
export const NEW_ENTRY_COLUMNS = [...FORM_COLUMNS, ...writtenBy(incomeFields(), ['created_by'])];
