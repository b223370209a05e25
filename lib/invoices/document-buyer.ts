// Who a tax invoice or credit note is issued to and where the goods go, taken when it is issued and
// stored on it (Rules 46(e) and 53(1A) of the CGST Rules): the buyer's name, phone and billing
// address (a sale to a consumer is billed to the order's delivery address: the first suborder's of
// the document), the delivery addresses of its suborders (their copies made when the order was
// placed), and the state of the place of supply with its code.
import 'server-only';
import type { Prisma } from '@/lib/generated/prisma/client';
import { fullName } from '@/lib/domain/people';
import { stateByCode } from '@/lib/domain/gst-states';
import { addressOneLine, readAddressSnapshot } from '@/lib/domain/address-snapshot';
import { deliveryAddressesLine } from '@/lib/domain/tax-documents';

export type DocumentBuyer = {
  buyerName: string;
  buyerPhone: string;
  buyerAddress: string;
  deliveryAddress: string;
  buyerStateName: string;
  buyerStateCode: string;
  reverseCharge: boolean;
};

export async function documentBuyer(tx: Prisma.TransactionClient, userId: string, suborderIds: readonly string[], placeOfSupply: string): Promise<DocumentBuyer> {
  const [buyer, suborders] = await Promise.all([
    tx.user.findUniqueOrThrow({ where: { id: userId }, select: { firstName: true, lastName: true, phoneNumber: true } }),
    tx.suborder.findMany({ where: { id: { in: [...new Set(suborderIds)] } }, select: { locationSnapshot: true }, orderBy: { suborderNo: 'asc' } }),
  ]);
  const addresses = suborders.flatMap((s) => {
    const a = readAddressSnapshot(s.locationSnapshot);
    return a ? [addressOneLine(a)] : [];
  });
  return {
    buyerName: fullName(buyer, 'Customer'),
    buyerPhone: buyer.phoneNumber,
    buyerAddress: addresses[0] ?? '',
    deliveryAddress: deliveryAddressesLine(addresses),
    buyerStateName: stateByCode(placeOfSupply)?.name ?? placeOfSupply,
    buyerStateCode: placeOfSupply,
    // goods sold to consumers: never reverse charge (CGST Act s.9(3)/(4) do not reach them)
    reverseCharge: false,
  };
}
