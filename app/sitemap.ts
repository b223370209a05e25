import type { MetadataRoute } from 'next';
import { PUBLIC_PATHS } from '@/lib/seo/crawl-rules';
import { siteUrl } from '@/lib/site';

export default function sitemap(): MetadataRoute.Sitemap {
  const base = siteUrl();
  return PUBLIC_PATHS.map(({ path, changeFrequency, priority }) => ({ url: `${base}${path}`, changeFrequency, priority }));
}
