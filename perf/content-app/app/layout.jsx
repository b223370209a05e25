// The framework reference page's layout (perf/reference-app/app/layout.jsx), unchanged: the store's
// fonts and nothing else. The page's own <body> markup comes from the tree the tool wrote.
import '@fontsource-variable/inter';
import '../../../app/fonts/inter.css';

export const metadata = { title: 'Content reference', description: "One of the store's pages as plain elements in a bare Next app." };
export const viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ margin: 0, fontFamily: "'Inter', 'Inter Variable', ui-sans-serif, system-ui, sans-serif", color: '#1c1917', background: '#fff' }}>{children}</body>
    </html>
  );
}
