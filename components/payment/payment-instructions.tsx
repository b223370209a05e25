import { buttonClasses } from '@/components/ui/button';
import { CopyButton } from './copy-button';
import { UpiQrCode } from './upi-qr-code';

export type BankDetails = { accountName?: string; accountNumber?: string; ifsc?: string; bankName?: string };

type Props = {
  amountLabel: string;
  /** link: the upi://pay deep link; qrSvg: the same link drawn by upiQrSvg */
  upi: { upiId: string; payeeName: string; link: string; qrSvg: string } | null;
  bank: BankDetails;
};

function Row({ term, value, copyLabel }: { term: string; value: string; copyLabel?: string }) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 py-2">
      <dt className="text-sm text-stone-700">{term}</dt>
      <dd className="flex items-center gap-2 font-medium">
        <span className="select-all break-all">{value}</span>
        {copyLabel && <CopyButton value={value} label={copyLabel} />}
      </dd>
    </div>
  );
}

/** How to pay: UPI (app link, QR code, id to copy) and bank transfer. Only configured details are shown. */
export function PaymentInstructions({ amountLabel, upi, bank }: Props) {
  const bankRows = [
    ['Account name', bank.accountName, undefined],
    ['Account number', bank.accountNumber, 'Account number'],
    ['IFSC', bank.ifsc, 'IFSC'],
    ['Bank', bank.bankName, undefined],
  ].filter((r): r is [string, string, string | undefined] => Boolean(r[1]));

  return (
    <div className="grid gap-4 md:grid-cols-2">
      {upi && (
        <section aria-labelledby="pay-upi" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
          <h2 id="pay-upi" className="text-lg font-semibold text-brand-800">Pay by UPI</h2>
          {/* Phones open the link in a UPI app; on a computer, scanning the code with a phone does the same. */}
          <a
            href={upi.link}
            // a primary button on a phone, which opens a UPI app; a plain link on a computer, beside the code to scan
            className={buttonClasses({ size: 'lg', fullWidth: true, className: 'mt-3 md:w-auto md:bg-transparent md:p-0 md:text-brand-700 md:underline md:hover:bg-transparent' })}
          >
            Pay {amountLabel} with a UPI app
          </a>
          <p className="mt-4 text-sm text-stone-700">Or scan this code with any UPI app:</p>
          <div className="mt-2">
            <UpiQrCode svg={upi.qrSvg} label={`UPI QR code for ${amountLabel} to ${upi.payeeName}`} />
          </div>
          <dl className="mt-4 divide-y divide-stone-100">
            <Row term="UPI id" value={upi.upiId} copyLabel="UPI id" />
            <Row term="Payee name" value={upi.payeeName} />
          </dl>
        </section>
      )}
      {bankRows.length > 0 && (
        <section aria-labelledby="pay-bank" className="rounded-xl border border-brand-100 bg-white p-4 shadow-sm">
          <h2 id="pay-bank" className="text-lg font-semibold text-brand-800">Pay by bank transfer</h2>
          <p className="mt-1 text-sm text-stone-700">Transfer {amountLabel} (NEFT, IMPS or RTGS) to:</p>
          <dl className="mt-2 divide-y divide-stone-100">
            {bankRows.map(([term, value, copyLabel]) => (
              <Row key={term} term={term} value={value} copyLabel={copyLabel} />
            ))}
          </dl>
        </section>
      )}
    </div>
  );
}
