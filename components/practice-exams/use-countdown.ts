'use client';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Seconds left before `deadline` by the SERVER's clock: the offset between the server's time (sent with the attempt,
 * and again with every saved answer) and the browser's is measured, so a wrong device clock neither adds nor takes
 * time. The first value is computed from the server's two times alone, so the server's HTML and the first client
 * render agree. null: untimed.
 */
export function useCountdown(deadline: string | null, serverTime: string) {
  const deadlineMs = deadline ? Date.parse(deadline) : null;
  const [remaining, setRemaining] = useState<number | null>(
    deadlineMs === null ? null : (deadlineMs - Date.parse(serverTime)) / 1000,
  );
  const offset = useRef<number | null>(null);

  const tick = useCallback(() => {
    if (deadlineMs === null || offset.current === null) return;
    setRemaining((deadlineMs - (Date.now() + offset.current)) / 1000);
  }, [deadlineMs]);

  /** Re-measures the offset from a time the server just sent. */
  const syncWith = useCallback(
    (serverNow: string) => {
      offset.current = Date.parse(serverNow) - Date.now();
      tick();
    },
    [tick],
  );

  useEffect(() => {
    if (deadlineMs === null) return;
    if (offset.current === null) offset.current = Date.parse(serverTime) - Date.now();
    tick();
    const id = setInterval(tick, 1000);
    return () => clearInterval(id);
  }, [deadlineMs, serverTime, tick]);

  return { remaining, syncWith };
}
