import { ItemPage, itemMetadata, itemStaticParams } from '@/components/menu/item-page';

// /menu/CDM/<slug>: one item's page (components/menu/item-page.tsx).
export const instant = false;

export const generateStaticParams = itemStaticParams;

export function generateMetadata({ params }: { params: Promise<{ slug: string }> }) {
  return itemMetadata('CDM', params);
}

export default function Page({ params }: { params: Promise<{ slug: string }> }) {
  return <ItemPage code="CDM" params={params} />;
}
