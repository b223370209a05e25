// One heading, one paragraph and one link: text in the store's font, the framework's runtime
// (React, the Next router) hydrating it, and no code of the store's.
import Link from 'next/link';

export default function ReferencePage() {
  return (
    <main style={{ maxWidth: '40rem', margin: '0 auto', padding: '1.5rem' }}>
      <h1>Framework reference</h1>
      <p>A bare Next page with the same Next, React and font as the store. The bench runs Lighthouse on it in turn with the store&apos;s public pages.</p>
      <Link href="/">Home</Link>
    </main>
  );
}
