// The UPI deep link (upi://pay) that phone UPI apps open and that the payment page's QR code
// carries. Pure: the browser and the server build the same link.
import 'server-only';

export type UpiPaymentRequest = {
  /** the payee's virtual payment address, e.g. dogmeals@okaxis */
  upiId: string;
  payeeName: string;
  amountPaise: number;
  orderNumber: string;
};

/** 5000 → '50.00', 12345 → '123.45': integer arithmetic, so no float ever shows as 123.44999. */
export function paiseToRupeeAmount(paise: number): string {
  if (!Number.isSafeInteger(paise) || paise < 0) throw new RangeError(`Not an amount in paise: ${paise}`);
  return `${Math.floor(paise / 100)}.${String(paise % 100).padStart(2, '0')}`;
}

// '@' is legal inside a query (RFC 3986) and some UPI apps compare the VPA without decoding it, so
// it is left as it is; everything else is percent-encoded (spaces as %20, never '+', which UPI
// apps would show literally).
function encode(value: string): string {
  return encodeURIComponent(value).replace(/%40/g, '@');
}

export function upiPaymentLink({ upiId, payeeName, amountPaise, orderNumber }: UpiPaymentRequest): string {
  const params: [string, string][] = [
    ['pa', upiId.trim()],
    ['pn', payeeName.trim()],
    ['am', paiseToRupeeAmount(amountPaise)],
    ['cu', 'INR'],
    ['tn', `Order ${orderNumber}`],
    ['tr', orderNumber],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encode(v)}`).join('&')}`;
}
