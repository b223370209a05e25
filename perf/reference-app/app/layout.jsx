// The store's fonts as its root layout loads them (app/layout.tsx, app/globals.css): fontsource's
// Inter and the store's own subset of it, first in the font stack. Nothing else.
import '@fontsource-variable/inter';
import '../../../app/fonts/inter.css';

export const metadata = { title: 'Framework reference', description: 'A bare Next page the bench measures the store against.' };
export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "'Inter', 'Inter Variable', ui-sans-serif, system-ui, sans-serif", color: '#1c1917', background: '#fff' }}>{children}</body>
    </html>
  );
}
