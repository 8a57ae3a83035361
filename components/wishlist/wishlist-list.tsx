'use client';

import { createContext, useContext, useState, type ReactNode } from 'react';

type Removed = (announcement: string) => void;
const RemovedContext = createContext<Removed>(() => undefined);

/** What a remove button calls once its item is gone: the list announces it and takes the focus. */
export const useOnRemoved = () => useContext(RemovedContext);

/**
 * The my-wishlist list: its rows are server-rendered; this wrapper only keeps one live region that outlives
 * a removed row (the page is then read again) and moves the focus to the page heading, which stays.
 */
export function WishlistList({ headingId, children }: { headingId: string; children: ReactNode }) {
  const [announcement, setAnnouncement] = useState('');
  const onRemoved: Removed = (text) => {
    setAnnouncement(text);
    document.getElementById(headingId)?.focus();
  };
  return (
    <RemovedContext value={onRemoved}>
      <ul className="grid grid-cols-1 gap-4" data-testid="wishlist-items">
        {children}
      </ul>
      <p role="status" className="sr-only" data-testid="wishlist-announcement">
        {announcement}
      </p>
    </RemovedContext>
  );
}
