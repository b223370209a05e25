import type { MetadataRoute } from 'next';
import { DISALLOWED_PATHS } from '@/lib/seo/crawl-rules';
import { siteUrl } from '@/lib/site';

export default function robots(): MetadataRoute.Robots {
  return {
    rules: { userAgent: '*', allow: '/', disallow: DISALLOWED_PATHS },
    sitemap: `${siteUrl()}/sitemap.xml`,
  };
}
