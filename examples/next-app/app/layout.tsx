import type { Metadata } from 'next';
import { Providers } from './providers';
import './globals.css';

// create-next-app's layout, less its `next/font/google` fonts (they download from Google at build time).
export const metadata: Metadata = {
  title: 'loyalty-flows in Next.js',
  description: 'The OTP flow with @loyalty-flows/react in the App Router',
};

export default function RootLayout({ children }: LayoutProps<'/'>) {
  return (
    <html lang="en">
      <body>
        <Providers>{children}</Providers>
      </body>
    </html>
  );
}
