import { z } from 'zod';
import { SHOP_ORDER_STATUSES } from './enums/shop.ts';
import { pageQuerySchema } from './envelope.ts';
import {
  dayField,
  idField,
  moneyField,
  optionalText,
  phoneField,
  requiredText,
  numeric,
  refuseMoney,
  versionField,
} from './fields.ts';
import { parseUGX } from './format.ts';
import { API_BASE } from './paths.ts';

/** The shop's catalogue as the demo and the order form know it (SPEC 9 products). */
export const SHOP_PRODUCTS = [
  { product_id: 'MK-001', name: 'Mama kit (value)', price: 95_000 },
  { product_id: 'MB-002', name: 'Prepared mama bag', price: 185_000 },
  { product_id: 'BB-003', name: 'Baby blanket set', price: 45_000 },
  { product_id: 'DP-004', name: 'Newborn diapers (pack of 60)', price: 38_000 },
  { product_id: 'BP-005', name: 'Breast pump (manual)', price: 120_000 },
  { product_id: 'NP-006', name: 'Nursing pads (box)', price: 18_000 },
  { product_id: 'MP-007', name: 'Maternity pads (pack)', price: 12_000 },
  { product_id: 'BW-008', name: 'Baby wipes (3 pack)', price: 15_000 },
  { product_id: 'TH-009', name: 'Digital thermometer', price: 25_000 },
  { product_id: 'BC-010', name: 'Baby carrier', price: 150_000 },
  { product_id: 'PC-011', name: 'Patient care kit', price: 210_000 },
  { product_id: 'SN-012', name: 'Sanitary and cord care kit', price: 30_000 },
] as const;

export const DELIVERY_METHODS = ['Delivery', 'Pick up at station', 'Courier'] as const;

/** Our own stored pictures, as GET /pictures/{name} serves them (ruling 26). */
export const OWN_PICTURE_PATH = new RegExp(`^${API_BASE}/pictures/[a-f0-9]{64}\\.webp$`);

/**
 * Where a product picture may come from: our own stored pictures ('own'),
 * or the host of an https: address (the server checks it against its
 * allow-list, PICTURE_HOSTS); undefined for anything else (javascript:,
 * http:, data:, other paths, an address with a user name).
 */
export function pictureSource(value: string): 'own' | { host: string } | undefined {
  if (OWN_PICTURE_PATH.test(value)) return 'own';
  if (!/^https:\/\//i.test(value)) return undefined;
  try {
    const url = new URL(value);
    if (url.protocol !== 'https:' || url.username || url.password || !url.hostname)
      return undefined;
    return { host: url.hostname.toLowerCase() };
  } catch {
    return undefined;
  }
}

export const PICTURE_REFUSED =
  'Use a picture stored here or an https: address of an allowed picture host';

const productImage = optionalText(500).refine(
  (v) => v === null || pictureSource(v) !== undefined,
  PICTURE_REFUSED,
);

/**
 * One line of an order, as SPEC 3 names it (product_id, name, quantity,
 * total_amount, product_image): `total_amount` is the line's total and
 * `price` the unit price; either will do, and when both come they must
 * agree. The output has both (unit price = total / quantity, whole UGX).
 */
const item = z
  .object({
    product_id: requiredText(40),
    name: requiredText(120),
    quantity: numeric(z.number().int('Whole items only').min(1, 'At least 1').max(999)),
    price: moneyField().optional(),
    total_amount: moneyField().optional(),
    product_image: productImage,
  })
  .superRefine((l, ctx) => {
    if (l.price === undefined && l.total_amount === undefined)
      ctx.addIssue({ code: 'custom', path: ['total_amount'], message: SHOP_MESSAGES.lineTotal });
    else if (
      l.price !== undefined &&
      l.total_amount !== undefined &&
      l.price * l.quantity !== l.total_amount
    )
      ctx.addIssue({
        code: 'custom',
        path: ['total_amount'],
        message: SHOP_MESSAGES.lineDisagrees,
      });
  })
  .transform(({ price, total_amount, ...l }) => ({
    ...l,
    price: price ?? Math.round(total_amount! / l.quantity),
    total_amount: total_amount ?? price! * l.quantity,
  }));

/**
 * What the shop sends (ruling 17); subTotal and total are computed by the
 * server. Without customerName the name is the customer's (customerId, or
 * the customer app's account id in userid).
 */
export const shopOrderCreateSchema = z.object({
  customerId: idField()
    .nullish()
    .transform((v) => v ?? null),
  userid: optionalText(100),
  customerName: optionalText(120),
  contact: phoneField(),
  address: optionalText(200),
  paymentMethod: optionalText(60),
  deliveryMethod: optionalText(60),
  shippingFee: moneyField().optional().default(0),
  products: z.array(item).min(1, 'An order has at least one product').max(100),
});
export type ShopOrderCreate = z.input<typeof shopOrderCreateSchema>;

/** SPEC 5 shipping fee: non-empty ('Field not filled'), at least 3 characters, an integer. */
export const shippingFeeValue = z
  .union([z.string(), z.number()], { error: 'Field not filled' })
  .transform((v) => String(v).trim())
  .refine((v) => v !== '', 'Field not filled')
  .refine((v) => v.length >= 3, 'Min 3 characters')
  .superRefine(refuseMoney)
  .transform((v) => parseUGX(v)!);

/**
 * Issue 36: why a change is made, beside the SPEC's key and value; the
 * screen asks for it on a move back or out of Completed or Cancelled and
 * on such an order's fee (orderChangeNeedsReason). A client that sends
 * none is still served.
 */
export const orderReasonField = optionalText(500);

/** SPEC 7: PUT /portal/orders/{id} with key, value, user for keys status and shippingFee. */
export const shopOrderUpdateSchema = z.discriminatedUnion(
  'key',
  [
    z.object({
      key: z.literal('status'),
      value: z.enum(SHOP_ORDER_STATUSES),
      user: z.string().max(254).optional(),
      updatedAt: versionField(),
      reason: orderReasonField,
    }),
    z.object({
      key: z.literal('shippingFee'),
      value: shippingFeeValue,
      user: z.string().max(254).optional(),
      updatedAt: versionField(),
      reason: orderReasonField,
    }),
  ],
  { error: 'Only the status and the shipping fee can be changed' },
);
export type ShopOrderUpdate = z.input<typeof shopOrderUpdateSchema>;

export const shopOrderListQuerySchema = pageQuerySchema.extend({
  status: z.enum(SHOP_ORDER_STATUSES).optional(),
  search: z.string().trim().max(100).optional(),
});

const change = z.object({
  from: z.string().nullable(),
  to: z.string(),
  by: z.string().nullable(),
  at: z.string(),
  /** Why, when the change was given a reason (issue 36). */
  reason: z.string().nullable().optional(),
});

export const shopOrderSchema = z.object({
  id: z.number(),
  orderNumber: z.string(),
  customerId: z.number().nullable(),
  userid: z.string().nullable(),
  displayName: z.string(),
  contact: z.string(),
  address: z.string().nullable(),
  dateAdded: z.string(),
  timeAdded: z.string(),
  subTotal: z.number(),
  shippingFee: z.number(),
  total: z.number(),
  paymentMethod: z.string().nullable(),
  deliveryMethod: z.string().nullable(),
  status: z.enum(SHOP_ORDER_STATUSES),
  products: z.array(
    z.object({
      product_id: z.string(),
      name: z.string(),
      quantity: z.number(),
      price: z.number(),
      total_amount: z.number(),
      product_image: z.string().nullable(),
    }),
  ),
  history: z.array(change),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ShopOrder = z.infer<typeof shopOrderSchema>;

const day = dayField();

export const salesQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => q.from <= q.to, { message: 'The start is after the end', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 366 * 86_400_000, {
    message: 'Choose at most a year',
    path: ['from'],
  });

export const salesSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Everything but cancelled orders counts as sold. */
  totals: z.object({
    orders: z.number(),
    items: z.number(),
    subTotal: z.number(),
    shipping: z.number(),
    total: z.number(),
  }),
  byStatus: z.array(z.object({ status: z.string(), orders: z.number(), total: z.number() })),
  byDay: z.array(z.object({ date: z.string(), orders: z.number(), total: z.number() })),
  byProduct: z.array(
    z.object({ product_id: z.string(), name: z.string(), quantity: z.number(), total: z.number() }),
  ),
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

export const SHOP_MESSAGES = {
  updated: 'Order successfully updated',
  failed: 'An error occurred, please try again',
  notFound: 'Order not found',
  lineTotal: 'Give the line total (total_amount) or the unit price (price)',
  lineDisagrees: 'The line total is not the unit price times the quantity',
  customerNameMissing: "Give the customer's name, or the customer the order is for",
  unknownCustomer: 'No such customer',
  reasonRequired: 'Give a reason for this change',
} as const;
