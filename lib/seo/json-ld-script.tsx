import 'server-only';
import { serializeJsonLd, type JsonLdObject } from './json-ld';

/** Structured data for search engines; server-rendered, never hydrated as interactive UI. */
export function JsonLd({ data }: { data: JsonLdObject }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }} />;
}
