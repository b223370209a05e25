import QRCode from 'qrcode';

/** The UPI link as a QR code, drawn on the server as SVG: no script, sharp at any size, printable. */
export function upiQrSvg(link: string): Promise<string> {
  return QRCode.toString(link, { type: 'svg', errorCorrectionLevel: 'M', margin: 1 });
}

/**
 * Shows an SVG made by upiQrSvg. It comes from the qrcode library, never from user input, so
 * inserting it as markup is safe. The wrapper carries the accessible name; the drawing itself is
 * hidden from assistive tech.
 */
export function UpiQrCode({ svg, label }: { svg: string; label: string }) {
  const decorative = svg.replace('<svg ', '<svg aria-hidden="true" focusable="false" width="100%" height="100%" ');
  return (
    <div
      data-testid="upi-qr"
      role="img"
      aria-label={label}
      className="mx-auto h-56 w-56 rounded-lg border border-stone-200 bg-white p-2"
      dangerouslySetInnerHTML={{ __html: decorative }}
    />
  );
}
