import type { ReactNode } from 'react';
import './globals.css';

// The document (<html lang dir>) is rendered by app/[lang]/layout.tsx, per language.
// This pass-through layout exists because app/not-found.tsx (paths outside a language) needs one.
export default function RootLayout({ children }: { children: ReactNode }) {
  return children;
}
