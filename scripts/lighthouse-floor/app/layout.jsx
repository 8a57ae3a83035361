export const metadata = { title: 'Floor', description: 'The least a Next.js page costs, measured beside the site.' };

export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', margin: '2rem', lineHeight: 1.5 }}>{children}</body>
    </html>
  );
}
