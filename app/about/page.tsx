import type { Metadata } from 'next';
import Image from 'next/image';
import Link from 'next/link';
import { AfterBuild } from '@/lib/cache/after-build';
import { getConfigMap } from '@/lib/config/get-configurations';
import { storeFactsFromConfig } from '@/lib/domain/store-facts';
import { cutoffTimeWords } from '@/lib/domain/delivery-dates';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { STORE_ADDRESS, STORE_NAME } from '@/lib/site';

export const metadata: Metadata = pageMetadata({
  title: 'About us',
  description: `Who cooks at ${STORE_NAME}, who plans the meals, and how the food is cooked and delivered.`,
  path: '/about',
});

// A cached, prerendered page like the legal pages: the kitchen's address and licence are
// configuration (lib/domain/store-facts.ts). Blocks only while `next build` prerenders it.
export const instant = false;

export default function AboutPage() {
  return (
    <AfterBuild>
      <About />
    </AfterBuild>
  );
}

async function About() {
  const facts = storeFactsFromConfig(await getConfigMap(), STORE_ADDRESS);
  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold text-brand-800">About {STORE_NAME}</h1>
        <p className="text-lg text-stone-800">
          We cook fresh, simple food for dogs: for the community dogs people feed on their streets, and for the dogs who share their homes.
        </p>
      </header>
      <Image src="/images/hero/hero-desktop.webp" alt="Bowls of our cooked meals: chicken and pumpkin, vegetable khichdi, biscuits and bone broth" width={1200} height={600} className="w-full rounded-xl" sizes="(min-width: 768px) 768px, 100vw" />
      <section aria-labelledby="kitchen" className="space-y-2">
        <h2 id="kitchen" className="text-xl font-semibold">Our kitchen</h2>
        <p>
          Every meal is cooked in our own kitchen at {facts.kitchenAddress}
          {facts.fssaiLicence ? <>, licensed by the Food Safety and Standards Authority of India (licence no. {facts.fssaiLicence})</> : null}. We cook in
          small batches each morning with human-grade meat, eggs, grains and vegetables bought fresh that week: no salt, onion, garlic or
          spices, no preservatives.
        </p>
      </section>
      <section aria-labelledby="planning" className="space-y-2">
        <h2 id="planning" className="text-xl font-semibold">Who plans the meals</h2>
        <p>
          Our recipes are planned with a veterinary nutritionist, who checks each one for protein, fat, fibre and the vitamins and minerals an
          adult dog needs every day. Each dish’s page shows its ingredients, its nutrition per 100 g and how much to serve by your dog’s weight.
          Puppies, older dogs and dogs with a health condition: please ask your vet, and tell us what they say in the special instructions.
        </p>
      </section>
      <section aria-labelledby="delivery" className="space-y-2">
        <h2 id="delivery" className="text-xl font-semibold">How it reaches your dog</h2>
        <ul className="list-inside list-disc space-y-1">
          <li>Community and pet dog meals are cooked on the morning of delivery and delivered across our Bengaluru PIN codes the same day.</li>
          <li>Order by {cutoffTimeWords()} for community meals the next day (pet dog meals and add-ons usually in 2 days); subscribe for the days you choose.</li>
          <li>Treats are baked or dried in small batches and couriered anywhere in India in 7–10 days.</li>
        </ul>
      </section>
      <p>
        <Link href="/" className="btn-primary inline-flex items-center">See the menu</Link>
      </p>
    </article>
  );
}
