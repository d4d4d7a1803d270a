import { RECON_FIELDS, type ReconField, type ReconPartialMapping } from '@app/contract';

// Which column of a statement holds which field, guessed from its headings
// (issue 25). We found no published layout of the providers' statement
// exports, so these are likely spellings (MTN's portal names its columns
// like Id, Date, From, From Name, Amount, Note/Message; Airtel's like
// Transaction ID, Sender MSISDN, Reference); staff correct a wrong guess
// once and it is remembered.

const key = (heading: string) => heading.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Headings each field may go by, likeliest first; then words a heading may contain. */
const SPELLINGS: Record<ReconField, { exact: string[]; contains: string[] }> = {
  transaction_id: {
    exact: [
      'transactionid',
      'txnid',
      'financialtransactionid',
      'transid',
      'tid',
      'id',
      'transactionno',
      'transactionnumber',
      'transactionref',
      'transactionreference',
      'receiptno',
    ],
    contains: ['transactionid', 'txnid', 'transid'],
  },
  occurred_at: {
    exact: [
      'date',
      'datetime',
      'transactiondate',
      'transactiondatetime',
      'txndate',
      'dateandtime',
      'timestamp',
      'transactiontime',
      'time',
      'createdat',
      'completedat',
      'valuedate',
    ],
    contains: ['date', 'time'],
  },
  amount: {
    exact: [
      'amount',
      'amountugx',
      'ugxamount',
      'transactionamount',
      'txnamount',
      'amt',
      'credit',
      'creditamount',
      'amountreceived',
      'receivedamount',
      'value',
    ],
    contains: ['amount'],
  },
  phone: {
    exact: [
      'from',
      'frommsisdn',
      'sendermsisdn',
      'payermsisdn',
      'msisdn',
      'phone',
      'phonenumber',
      'payerphone',
      'sendernumber',
      'sender',
      'fromnumber',
      'mobilenumber',
      'payer',
      'fromaccount',
      'senderaccount',
      'customermsisdn',
    ],
    contains: ['msisdn', 'phone', 'mobile'],
  },
  payer_name: {
    exact: [
      'fromname',
      'sendername',
      'payername',
      'fromhandlername',
      'name',
      'customername',
      'accountname',
      'fullname',
    ],
    contains: ['name'],
  },
  reference: {
    exact: [
      'reference',
      'message',
      'note',
      'notemessage',
      'payermessage',
      'narration',
      'description',
      'remarks',
      'comment',
      'externalreference',
      'externaltransactionid',
      'information',
      'ref',
      'details',
    ],
    contains: ['reference', 'message', 'narration', 'note', 'remark'],
  },
  direction: {
    exact: [
      'type',
      'transactiontype',
      'txntype',
      'direction',
      'drcr',
      'crdr',
      'creditdebit',
      'debitcredit',
      'category',
      'servicetype',
    ],
    contains: ['type', 'direction'],
  },
  // Issue 36: MTN and Airtel exports say whether each transaction completed.
  status: {
    exact: [
      'status',
      'transactionstatus',
      'txnstatus',
      'paymentstatus',
      'state',
      'transactionstate',
      'result',
      'transactionresult',
      'statusdescription',
    ],
    contains: ['status'],
  },
};

/** A column for each field found in the headings (each column used once). */
export function guessMapping(headings: string[]): ReconPartialMapping {
  const keys = headings.map(key);
  const taken = new Set<number>();
  const mapping = Object.fromEntries(RECON_FIELDS.map((f) => [f, null])) as ReconPartialMapping;
  const claim = (field: ReconField, at: number) => {
    taken.add(at);
    mapping[field] = headings[at]!;
  };
  for (const field of RECON_FIELDS)
    for (const spelling of SPELLINGS[field].exact) {
      const at = keys.findIndex((k, i) => k === spelling && !taken.has(i));
      if (at >= 0) {
        claim(field, at);
        break;
      }
    }
  for (const field of RECON_FIELDS) {
    if (mapping[field]) continue;
    const at = keys.findIndex(
      (k, i) => !taken.has(i) && SPELLINGS[field].contains.some((word) => k.includes(word)),
    );
    if (at >= 0) claim(field, at);
  }
  return mapping;
}
